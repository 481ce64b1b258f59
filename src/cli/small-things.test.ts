// What a user notices in a first hour (issue 29): `play` alone opens a game as every other command
// finds one, the progress bar's eta never reads "NFs", and the README's runs/ folder is not
// offered to git.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { etaText } from "../platform/progress.js";

const root = path.resolve(import.meta.dirname, "../..");
const bin = path.join(root, "dist/cli/main.js");
const SHARED = path.resolve(root, "../shared/alfworld");
const skip = existsSync(bin) ? false : "not built (npm run build)";

test("`seedworld play` with no game opens the default set's first valid_seen game", { skip }, () => {
  const result = spawnSync(process.execPath, [bin, "play"], {
    input: "look\nquit\n",
    encoding: "utf8",
    env: { ...process.env, ALFWORLD_DATA: SHARED },
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^\(no game named: playing .*json_2\.1\.1\/valid_seen\/[^\n]+\/game\.tw-pddl\)\n/);
  assert.match(result.stdout, /-= Welcome to TextWorld, ALFRED! =-/);
  assert.match(result.stdout, /Your task is to: /);
});

test("the bar's eta: a dash before the first item, seconds or minutes after, 0s at the end, never infinite", () => {
  assert.equal(etaText(0, 10, 5_000), "–");
  assert.equal(etaText(2, 8, 4_000), "16s");
  assert.equal(etaText(1, 100, 10_000), "16m40s");
  assert.equal(etaText(5, 0, 1_000), "0s");
  for (const [done, left, ms] of [
    [0, 5, 0],
    [3, 2, 0],
    [1, 1e9, 1e9],
  ])
    assert.doesNotMatch(etaText(done, left, ms), /NaN|Infinity|NF/);
});

test("runs/ (where the README's commands write) is ignored by git", () => {
  const result = spawnSync("git", ["check-ignore", "-q", "runs/expert/manifest.json"], { cwd: root });
  assert.equal(result.status, 0, "git check-ignore runs/...");
});
