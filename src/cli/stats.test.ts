// `seedworld stats` run as a user would, on the shared official games.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GAMES = path.resolve(repoRoot, "../shared/alfworld/json_2.1.1");
const CLI = ["--import", "tsx", path.join(repoRoot, "src/cli/main.ts")];
const stats = (...args: string[]) => spawnSync(process.execPath, [...CLI, "stats", ...args], { cwd: repoRoot, encoding: "utf8" });

test("stats --match-kinds of a set against itself gives its own per-task means (its own room mix)", () => {
  const run = stats(GAMES, "--against", GAMES, "--label", "a", "--against-label", "b", "--match-kinds", "--no-expert", "--json");
  assert.equal(run.status, 0, run.stderr);
  const out = JSON.parse(run.stdout);
  assert.deepEqual(Object.keys(out), ["a", "b", "kindMatchedByTask"]);
  const tasks = Object.keys(out.b.byTask);
  assert.equal(tasks.length, 6);
  assert.deepEqual(Object.keys(out.kindMatchedByTask), tasks);
  for (const task of tasks) {
    for (const key of ["receptacles", "openableShare", "objects", "canContain"]) {
      const own = out.b.byTask[task][key];
      const matched = out.kindMatchedByTask[task][key];
      assert.ok(Math.abs(matched.mean - own.mean) < 1e-9, `${task} ${key}`);
      assert.equal(matched.n, own.n);
    }
  }
});

test("stats --match-kinds prints one kind-matched table per task type, and needs --against", () => {
  const run = stats(GAMES, "--against", GAMES, "--against-label", "official", "--match-kinds", "--no-expert");
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.match(/^#### \w+, room kinds as in official$/gm)?.length, 6);
  const alone = stats(GAMES, "--match-kinds", "--no-expert");
  assert.notEqual(alone.status, 0);
  assert.match(alone.stderr, /--match-kinds needs --against/);
});

test("stats --against prints one table per room kind with each set's sample size, the difference and the ratio", () => {
  const run = stats(GAMES, "--against", GAMES, "--label", "a", "--against-label", "official", "--no-expert");
  assert.equal(run.status, 0, run.stderr);
  for (const [kind, n] of [
    ["kitchen", 23],
    ["livingroom", 4],
    ["bedroom", 15],
    ["bathroom", 3],
  ] as const) {
    const table = run.stdout.split("#### ").find((section) => section.startsWith(`room kind: ${kind}\n`));
    assert.ok(table, kind);
    assert.match(table, new RegExp(`\\| stat \\| a \\(n=${n}\\) \\| official \\(n=${n}\\) \\| diff vs official \\| ratio a/official \\|`));
    assert.match(table, /\| receptacles \| [\d.]+ \| [\d.]+ \| \+0% \| 1\.00 \|/);
  }
});
