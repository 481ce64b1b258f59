// Numbers a user can trust (issue 29): an interrupted run is reported as incomplete in text, JSON
// and Markdown (played of requested, which task types never ran, partial averages), a task with no
// episodes gets no interval, and intervals stay honest at 0% and 100% and with repeated games
// (Wilson over distinct games where a percentile bootstrap would collapse to a point). The CLI
// cases run the built command as users do; expected intervals are computed here independently.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, test } from "node:test";
import { runUncertainty, type TaskSample } from "./uncertainty.js";
import type { GameRow } from "./games.js";
import { removeTree, repoRoot, summaryFor, tempTree } from "./test-support.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));

const bin = path.join(repoRoot, "dist/cli/main.js");
const ALFWORLD = path.join(repoRoot, "..", "shared", "alfworld");
const skip = existsSync(bin) ? false : "not built (npm run build)";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function seedworld(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, ALFWORLD_DATA: "" } });
}

/** Wilson written out independently of src/report/stats.ts. */
function wilson(s: number, n: number): { low: number; high: number } {
  const z = 1.959963984540054;
  const p = s / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function games(plays: Array<[episodes: number, successes: number]>, task = 1): GameRow[] {
  return plays.map(([episodes, successes], i) => ({
    game: `g${task}-${i}`,
    gamefile: `/x/g${task}-${i}/game.tw-pddl`,
    taskTypeId: task,
    taskType: `t${task}`,
    episodes,
    successes,
    successRate: successes / episodes,
    meanSteps: 5,
  }));
}

function sample(rows: GameRow[]): TaskSample {
  return {
    episodes: rows.reduce((t, g) => t + g.episodes, 0),
    successes: rows.reduce((t, g) => t + g.successes, 0),
    games: rows,
  };
}

const near = (actual: number | undefined, expected: number, what: string) =>
  assert.ok(actual !== undefined && Math.abs(actual - expected) < 1e-12, `${what}: ${actual} ≠ ${expected}`);

describe("intervals at the edges", () => {
  test("all won with repeats: Wilson over the distinct games, never 100%–100%", () => {
    const u = runUncertainty([
      sample(
        games([
          [3, 3],
          [3, 3],
          [3, 3],
          [3, 3],
          [3, 3],
        ]),
      ),
    ]);
    for (const which of [u.tasks[0], u.micro, u.macro]) {
      assert.equal(which.method, "wilson-games");
      near(which.ci95!.low, wilson(5, 5).low, "low");
      assert.equal(which.ci95!.high, 1);
      assert.ok(which.ci95!.low < 1);
      assert.match(which.basis, /5 distinct games.*would collapse/);
    }
  });

  test("all lost, each game once: micro and macro agree on Wilson (0%–24.2% for 12 games)", () => {
    const u = runUncertainty([
      sample(
        games(
          Array.from({ length: 6 }, () => [1, 0]),
          1,
        ),
      ),
      sample(
        games(
          Array.from({ length: 6 }, () => [1, 0]),
          2,
        ),
      ),
    ]);
    assert.equal(u.micro.method, "wilson");
    assert.equal(u.macro.method, "wilson-games");
    assert.equal((u.micro.ci95!.high * 100).toFixed(1), "24.2");
    near(u.macro.ci95!.high, wilson(0, 12).high, "macro high");
    near(u.micro.ci95!.high, u.macro.ci95!.high, "same bound");
  });

  test("one game played repeatedly with mixed results: one trial's worth of certainty", () => {
    const u = runUncertainty([sample(games([[5, 3]]))]);
    assert.equal(u.tasks[0].method, "wilson-games");
    near(u.tasks[0].ci95!.low, wilson(0.6, 1).low, "low");
    near(u.tasks[0].ci95!.high, wilson(0.6, 1).high, "high");
    assert.match(u.tasks[0].basis, /one game, played repeatedly/);
  });

  test("repeats with games that differ keep the bootstrap over games", () => {
    const u = runUncertainty([
      sample(
        games([
          [3, 0],
          [3, 3],
          [3, 1],
          [3, 3],
          [3, 2],
        ]),
      ),
    ]);
    assert.equal(u.tasks[0].method, "bootstrap-games");
    assert.ok(u.tasks[0].ci95!.low < u.tasks[0].ci95!.high);
  });

  test("a task with no episodes gets no interval and stays out of the averages' intervals", () => {
    const u = runUncertainty([
      sample(
        games([
          [1, 1],
          [1, 0],
          [1, 1],
        ]),
      ),
      { episodes: 0, successes: 0 },
    ]);
    assert.equal(u.tasks[1].method, "none");
    assert.equal(u.tasks[1].ci95, undefined);
    assert.equal(u.micro.method, "wilson");
    near(u.micro.ci95!.low, wilson(2, 3).low, "micro over the played task only");
    const none = runUncertainty([{ episodes: 0, successes: 0 }]);
    assert.equal(none.micro.ci95, undefined);
    assert.equal(none.macro.ci95, undefined);
  });
});

describe("seedworld report on incomplete runs", { skip }, () => {
  test("Ctrl-C after a few episodes: text, --json and --markdown say played of requested and which tasks never ran", {
    timeout: 180_000,
  }, async () => {
    const root = await tempTree();
    temps.push(root);
    const out = path.join(root, "partial");
    const args = ["eval", "--agent", "random", "--games", ALFWORLD, "--split", "valid_train", "--tasks", "1,2", "--episodes", "400"];
    const child = spawn(process.execPath, [bin, ...args, "--plain", "--out", out], {
      stdio: ["ignore", "ignore", "ignore"],
      env: { ...process.env, ALFWORLD_DATA: "" },
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const played = () => {
      const folder = path.join(out, "task_1_pick_and_place");
      const journal = existsSync(folder) && readdirSync(folder).find((n) => n.endsWith(".jsonl") && !n.endsWith(".steps.jsonl"));
      return journal ? readFileSync(path.join(folder, journal), "utf8").split("\n").filter(Boolean).length : 0;
    };
    for (const started = Date.now(); played() < 3 && Date.now() - started < 90_000; ) await sleep(100);
    child.kill("SIGINT");
    assert.equal(await exited, 130);

    const text = seedworld("report", out);
    assert.equal(text.status, 0, text.stderr);
    const episodes = played();
    assert.match(text.stdout, /Evaluation: .*partial — random .* — INCOMPLETE/);
    assert.match(
      text.stdout,
      new RegExp(
        `INCOMPLETE RUN: ${episodes} of 800 requested episodes played; partial: pick_and_place ${episodes}/400; not run: look_at_obj_in_light`,
      ),
    );
    assert.match(text.stdout, new RegExp(`│ ${episodes} of 400 \\(partial\\)`));
    // eval opens every task type's folder at once (they play together), so the type whose episodes had not come up yet
    // is a started task with none committed.
    assert.match(text.stdout, /│ look_at_obj_in_light +│ 0 of 400 \(partial\) /);
    assert.match(text.stdout, /macro \(1 tasks, PARTIAL\)/);
    assert.match(text.stdout, /macro is partial: over 1 of 2 task types; missing look_at_obj_in_light/);

    const json = seedworld("report", "--json", out);
    assert.equal(json.status, 0, json.stderr);
    const run = JSON.parse(json.stdout).evalRuns[0];
    assert.deepEqual(
      { ...run.completeness, text: undefined },
      {
        complete: false,
        episodesPlayed: episodes,
        episodesRequested: 800,
        tasksRequested: ["pick_and_place", "look_at_obj_in_light"],
        missingTasks: ["look_at_obj_in_light"],
        incompleteTasks: [{ taskType: "pick_and_place", played: episodes, requested: 400 }],
        text: undefined,
      },
    );
    assert.equal(run.tasks[0].complete, false);
    assert.match(run.macro.partial, /over 1 of 2 task types/);

    const markdown = seedworld("report", "--markdown", out);
    assert.match(markdown.stdout, /## Evaluation: .* — INCOMPLETE/);
    assert.match(markdown.stdout, /- INCOMPLETE RUN: /);
  });

  test("a task that stopped with 0 episodes: no rate, no interval, listed as not run", async () => {
    const zero = summaryFor(2, "look_at_obj_in_light", 1, 0, { episodes: 0, success_rate: 0, episodes_requested: 31, complete: false });
    const root = await tempTree({
      "run/task_1_pick_and_place/alfworld_api_eval_20260101_000000.summary.json": summaryFor(1, "pick_and_place", 10, 10),
      "run/task_2_look_at_obj_in_light/alfworld_api_eval_20260101_000000.summary.json": zero,
    });
    temps.push(root);
    const result = seedworld("report", path.join(root, "run"));
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /│ 2 +│ look_at_obj_in_light +│ 0 of 31 \(partial\) │ – +│ – +│ – +│ none \(no episodes\)/);
    assert.doesNotMatch(result.stdout, /0\.0%–0\.0%/);
    assert.match(result.stdout, /INCOMPLETE RUN: 10 of 41 requested episodes played; not run: look_at_obj_in_light/);
    // The macro is the one played task's rate, marked partial, not a mean with a phantom 0%.
    assert.match(result.stdout, /macro \(1 tasks, PARTIAL\) .*│ 100% /);
  });

  test("every game won and played three times: the interval is not 100%–100%", { timeout: 120_000 }, async () => {
    const root = await tempTree();
    temps.push(root);
    const out = path.join(root, "expert");
    const run = seedworld(
      "eval",
      "--agent",
      "expert",
      "--games",
      ALFWORLD,
      "--split",
      "valid_train",
      "--tasks",
      "1",
      "--samples",
      "3",
      "--plain",
      "--out",
      out,
    );
    assert.equal(run.status, 0, run.stderr);
    const report = seedworld("report", out);
    assert.equal(report.status, 0, report.stderr);
    assert.doesNotMatch(report.stdout, /100\.0%–100\.0%/);
    assert.match(report.stdout, /Wilson over \d+ games/);
    assert.match(report.stdout, /every game ended the same way on each play, so a bootstrap over games would collapse/);
  });
});
