// The run manifest's readings of a game set: ALFWorld's text version and the dataset label.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { scanCatalog } from "../games/catalog.js";
import { datasetLabel, textVersion } from "./manifest.js";

const SHARED = path.resolve(import.meta.dirname, "../../../shared/alfworld");

test("text version: 2.1.2 games place with `move X to Y`, 2.1.1 ones with `put X in/on Y`", () => {
  const game = scanCatalog([SHARED], { splits: ["valid_seen"] }).games[0];
  const text = readFileSync(game.abs, "utf8");
  assert.equal(textVersion(text), "2.1.2");
  assert.equal(textVersion(text.split("move {o} to {r}").join("put {o} in/on {r}")), "2.1.1");
  assert.equal(textVersion("{}"), "unknown");
});

test("dataset label: official keys, generated trials, anything else", () => {
  const official = scanCatalog([SHARED], { splits: ["valid_unseen"] }).games;
  assert.equal(datasetLabel(official), "official");
  const generated = {
    gamefile: "json_2.1.1/valid_seen/pick_and_place_simple-Cloth-None-Drawer-425/trial_S7_000012/game.tw-pddl",
    abs: "/cache/json_2.1.1/valid_seen/pick_and_place_simple-Cloth-None-Drawer-425/trial_S7_000012/game.tw-pddl",
  };
  assert.equal(datasetLabel([...official, generated]), "synthetic");
  assert.equal(datasetLabel([{ gamefile: "mine/game.tw-pddl", abs: "/data/mine/game.tw-pddl" }]), "custom");
});
