import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILTIN_TEMPLATE_SETS } from "./prompt-templates.js";
import { buildPrompt, chooseTemplate, extractTaskDescription, formatAdmissibleActions } from "./prompt.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const shared = path.resolve(repoRoot, "../shared");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const BATHROOM_OBS =
  "-= Welcome to TextWorld, ALFRED! =-\n\nYou are in the middle of a room. Looking quickly around you, you see a bathtubbasin 1, a cabinet 4, a cabinet 3, a cabinet 2, a cabinet 1, a countertop 1, a garbagecan 1, a handtowelholder 1, a shelf 1, a sinkbasin 2, a sinkbasin 1, a toilet 1, a toiletpaperhanger 1, a towelholder 2, and a towelholder 1.\n\nYour task is to: put some toiletpaper on garbagecan.";
const BATHROOM_ADMISSIBLE = [
  "go to bathtubbasin 1",
  "go to cabinet 1",
  "go to cabinet 2",
  "go to cabinet 3",
  "go to cabinet 4",
  "go to countertop 1",
  "go to garbagecan 1",
  "go to handtowelholder 1",
  "go to shelf 1",
  "go to sinkbasin 1",
  "go to sinkbasin 2",
  "go to toilet 1",
  "go to toiletpaperhanger 1",
  "go to towelholder 1",
  "go to towelholder 2",
  "help",
  "inventory",
  "look",
];

function firstStep(variant: string): string {
  return buildPrompt({
    templates: BUILTIN_TEMPLATE_SETS[variant],
    step: 1,
    taskDescription: extractTaskDescription(BATHROOM_OBS),
    currentObservation: BATHROOM_OBS,
    admissibleCommands: BATHROOM_ADMISSIBLE,
    history: [],
    historyLength: 2,
    skillBlock: null,
    skillsOnFirstStep: false,
  });
}

test("reference vector 1: first step, skill0", () => {
  const prompt = firstStep("skill0");
  assert.equal(prompt.length, 1508);
  assert.equal(sha256(prompt), "bc75b9aa7353de6fe17fd39921ce27ff2c45dd2de13ec1d60acef141fee27a7a");
});

test("reference vector 2: step 3 with history, skill0", () => {
  // Real reset text of valid_seen pick_heat_then_place_in_recep-Mug-None-SideTable-21.
  const reset = readResetText();
  const prompt = buildPrompt({
    templates: BUILTIN_TEMPLATE_SETS.skill0,
    step: 3,
    taskDescription: extractTaskDescription(reset),
    currentObservation: "You arrive at cabinet 1. The cabinet 1 is closed.",
    admissibleCommands: ["examine cabinet 1", "go to cabinet 2", "inventory", "look", "open cabinet 1"],
    history: [
      { observation: reset, action: "go to sidetable 1" },
      {
        observation: "You arrive at sidetable 1. On the sidetable 1, you see a knife 1, a soapbottle 1, a spoon 1, and a tomato 2.",
        action: "go to cabinet 1",
      },
    ],
    historyLength: 2,
    skillBlock: null,
    skillsOnFirstStep: false,
  });
  assert.equal(extractTaskDescription(reset), "put a hot mug in sidetable.");
  assert.equal(prompt.length, 1769);
  assert.equal(sha256(prompt), "ab3b69f5747d86052efa79e498b03c165add40a4449c9dc5e26707108bce4f59");
});

/** The exact reset text of that game, from the real engine transcript in shared/alfworld/transcripts. */
function readResetText(): string {
  const dir = path.join(shared, "alfworld/transcripts");
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const transcript = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    if (String(transcript.task).includes("pick_heat_then_place_in_recep-Mug-None-SideTable-21")) return transcript.initial_observation;
  }
  throw new Error("transcript of the Mug-SideTable-21 game not found");
}

test("verl variant equals the real training prompt of the trace sample (chat-template wrapper removed)", () => {
  const line = readFileSync(path.join(shared, "seed-data/traces/raw_traces.sample.jsonl"), "utf8").split("\n")[0];
  const rendered: string = JSON.parse(line).steps[0].observation;
  const prompt = firstStep("verl");
  assert.equal(rendered, `user\n${prompt}\nassistant\n<think>\n`);
});

test("admissible list: help removed, order kept, quote-joined with newline+space", () => {
  assert.equal(formatAdmissibleActions(["go to a 1", "help", "look"]), "'go to a 1'\n 'look'");
});

test("template choice follows Skill0's env_manager.py", () => {
  const base = { historyLength: 2, skillBlock: null, skillsOnFirstStep: false };
  assert.equal(chooseTemplate({ ...base, step: 1 }), "no_history");
  assert.equal(chooseTemplate({ ...base, step: 2 }), "with_history");
  assert.equal(chooseTemplate({ ...base, step: 1, skillBlock: "x" }), "no_history");
  assert.equal(chooseTemplate({ ...base, step: 2, skillBlock: "x" }), "with_memory");
  assert.equal(chooseTemplate({ ...base, step: 1, skillBlock: "x", skillsOnFirstStep: true }), "with_memory");
  assert.equal(chooseTemplate({ ...base, step: 5, historyLength: 0, skillBlock: "x" }), "no_history");
});

test("skills on first step render 'None' history with step_count 0", () => {
  const prompt = buildPrompt({
    templates: BUILTIN_TEMPLATE_SETS.skill0,
    step: 1,
    taskDescription: "put a x in y.",
    currentObservation: "obs",
    admissibleCommands: ["look"],
    history: [],
    historyLength: 2,
    skillBlock: "SKILLS",
    skillsOnFirstStep: true,
  });
  assert.match(
    prompt,
    /already taken 0 step\(s\)\. Below are the most recent 0 observations and the corresponding actions you took: None\n/,
  );
  assert.match(prompt, /## Retrieved Relevant Experience\n\nSKILLS\n\n## Current Progress\n\n/);
});
