import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { after, test } from "node:test";
import { buildReport, renderMarkdown, renderTable, scanRuns, wilsonInterval } from "./index.js";
import { basicEvalDir, removeTree, repoRoot, seedData, summaryFor, tempTree } from "./test-support.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));

const TASKS = ["pick_and_place", "look_at_obj_in_light", "clean_and_place", "heat_and_place", "cool_and_place", "pick_two_and_place"];

test("Wilson intervals match known values", () => {
  const ci66 = wilsonInterval(66, 100);
  assert.equal(ci66.low.toFixed(4), "0.5628");
  assert.equal(ci66.high.toFixed(4), "0.7454");
  const ci0 = wilsonInterval(0, 10);
  assert.equal(ci0.low, 0);
  assert.equal(ci0.high.toFixed(4), "0.2775");
  assert.equal(wilsonInterval(10, 10).low.toFixed(4), "0.7225");
  assert.throws(() => wilsonInterval(0, 0), /at least one trial/);
});

test("the report on the shared data reproduces the data set's per-task table", async () => {
  const report = buildReport(await scanRuns([seedData]));
  assert.deepEqual(report.problems, []);
  assert.equal(report.evalRuns.length, 1);
  const basic = report.evalRuns[0];
  assert.equal(basic.label, "seed-data/deepseek/alfworld_api_eval");
  assert.deepEqual(basic.models, ["deepseek-v4-pro"]);
  assert.deepEqual(
    basic.tasks.map((t) => t.taskType),
    TASKS,
  );
  assert.deepEqual(
    basic.tasks.map((t) => t.successRate),
    [0.66, 0.46, 0.39, 0.46, 0.5, 0.52],
  );
  assert.deepEqual(
    basic.tasks.map((t) => t.episodes),
    [100, 100, 100, 100, 100, 100],
  );
  assert.equal(basic.micro.successes, 299);
  assert.equal(basic.micro.episodes, 600);
  assert.equal(basic.micro.successRate, 299 / 600);
  assert.equal(basic.macro.successRate.toFixed(6), (299 / 600).toFixed(6));
  assert.equal(basic.micro.ci95!.low.toFixed(4), "0.4585");
  assert.equal(basic.micro.ci95!.high.toFixed(4), "0.5382");
  assert.equal(basic.micro.totalTokens, 848956 + 2253813 + 2723897 + 2890941 + 2671233 + 2135482);
  // Wall time of task 1 is the run that did the work, not the 0.0011 s re-write.
  assert.equal(basic.tasks[0].wallTimeS, 5591.521049313014);
  assert.equal(basic.micro.avgSteps, (1197 + 2436 + 3227 + 3129 + 2928 + 2754) / 600);
  const table = renderTable(report);
  for (const cell of ["66% (66)", "46% (46)", "39% (39)", "50% (50)", "52% (52)", "49.8% (299)", "56.3%–74.5%"])
    assert.ok(table.includes(cell), cell);
});

test("the training summaries: best/final success, resumes, skill-context size", async () => {
  const report = buildReport(await scanRuns([seedData]));
  assert.deepEqual(
    report.trainingRuns.map((r) => r.label),
    ["seed-data/skillRL", "seed-data/任务1 A800"],
  );
  const run = report.trainingRuns[1];
  assert.equal(run.records, 183);
  assert.equal(run.distinctSteps, 183);
  assert.equal(run.plannedSteps, 200);
  assert.deepEqual(run.duplicatedSteps, []);
  assert.equal(run.droppedRecords, 0);
  assert.deepEqual(run.epochResets, [51, 71]);
  const success = run.series["episode/success_rate"];
  assert.deepEqual(success.final, { step: 183, value: 0.8125 });
  assert.deepEqual(success.max, { step: 3, value: 1 });
  assert.equal(success.lastWindow.mean, 0.825);
  assert.deepEqual(run.series["val/success_rate"].final, { step: 175, value: 0.875 });
  assert.deepEqual(run.series["actor/kl_loss"].max.step, 50);
  assert.deepEqual(run.series["episode/reward/mean"].final, { step: 183, value: 8.125 });
  assert.deepEqual(run.skillContext["val/global_skill_top_k"], [
    { fromStep: 25, toStep: 75, value: 12 },
    { fromStep: 100, toStep: 150, value: 8 },
    { fromStep: 175, toStep: 175, value: 6 },
  ]);
  assert.equal(run.config.GLOBAL_TOP_K_SCHEDULE, "[12,12,12,8,8,8,6,6,6,4,4,4,2,2,2,0]");
  const skillRl = report.trainingRuns[0];
  assert.equal(skillRl.shape, "flat");
  assert.deepEqual(skillRl.series["val/success_rate"].max, { step: 30, value: 0.59375 });
  assert.deepEqual(
    report.skillBanks.map((b) => [b.label, b.snapshots.length]),
    [["seed-data/skillRL", 6]],
  );
});

test("a resumed metrics log is reported with its duplicated steps, in every output", async () => {
  const row = (step: number, rate: number) => JSON.stringify({ step, metrics: { "episode/success_rate": rate } });
  const lines = [1, 2, 3, 4, 5, 6].map((s) => row(s, 0.5)).concat([4, 5, 6, 7].map((s) => row(s, 1)));
  const dir = await tempTree({ "任务2~6 A800/任务2~6 A800 metrics.jsonl": lines.join("\n") + "\n" });
  temps.push(dir);
  const report = buildReport(await scanRuns([dir]));
  const run = report.trainingRuns[0];
  assert.equal(run.label, `${path.basename(dir)}/任务2~6 A800/任务2~6 A800 metrics.jsonl`);
  assert.equal(run.records, 10);
  assert.equal(run.distinctSteps, 7);
  assert.deepEqual(
    run.duplicatedSteps.map((d) => d.step),
    [4, 5, 6],
  );
  assert.equal(run.droppedRecords, 3);
  assert.equal(run.series["episode/success_rate"].mean, (0.5 * 3 + 1 * 4) / 7);
  const expected = "3 steps logged more than once (4–6); 3 superseded records dropped, the last record of each step kept";
  assert.ok(renderTable(report).includes(expected));
  assert.ok(renderMarkdown(report).includes(expected));
});

test("two evaluation groups are compared side by side", async () => {
  // The full-skills group is not in the shared snapshot; this one carries the
  // success counts the data set's README publishes for it (20 episodes a task).
  const fullSkillsSuccesses = [16, 16, 9, 12, 8, 7];
  const files: Record<string, object> = {};
  TASKS.forEach((task, i) => {
    files[`alfworld_api_eval_full_skills/task_${i + 1}_${task}/alfworld_api_eval_20260517_2${i}0000.summary.json`] = summaryFor(
      i + 1,
      task,
      20,
      fullSkillsSuccesses[i],
    );
  });
  const dir = await tempTree(files);
  temps.push(dir);
  const report = buildReport(await scanRuns([basicEvalDir, path.join(dir, "alfworld_api_eval_full_skills")]));
  const comparison = report.comparison!;
  assert.deepEqual(comparison.runs, ["alfworld_api_eval", "alfworld_api_eval_full_skills"]);
  assert.deepEqual(
    comparison.rows.map((r) => r.cells.map((c) => c!.successRate)),
    [
      [0.66, 0.8],
      [0.46, 0.8],
      [0.39, 0.45],
      [0.46, 0.6],
      [0.5, 0.4],
      [0.52, 0.35],
    ],
  );
  assert.deepEqual(
    comparison.micro.map((c) => [c!.successes, c!.episodes]),
    [
      [299, 600],
      [68, 120],
    ],
  );
  assert.equal(comparison.macro[1]!.toFixed(4), (3.4 / 6).toFixed(4));
  const markdown = renderMarkdown(report);
  assert.ok(markdown.includes("| 1 | pick_and_place | 66% (66/100) | 56.3%–74.5% | 80% (16/20) | 58.4%–91.9% | +14 pp |"), markdown);
  assert.ok(markdown.includes("| 6 | pick_two_and_place | 52% (52/100) | 42.3%–61.5% | 35% (7/20) | 18.1%–56.7% | -17 pp |"));
});

test("empty and missing paths are reported, not silently skipped", async () => {
  const empty = await tempTree({ "notes.txt": "nothing here" });
  temps.push(empty);
  const result = await scanRuns([empty, path.join(empty, "does-not-exist")]);
  assert.deepEqual(result.unrecognized, [empty]);
  assert.equal(result.problems.length, 1);
  assert.deepEqual(result.problems, [{ file: path.join(empty, "does-not-exist"), message: "does not exist or cannot be read (ENOENT)" }]);
});

test("seedworld report: terminal, --json and --markdown on the shared data; exit 1 on a broken file", async () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(repoRoot, "src/cli/main.ts"), "report", ...args], {
      encoding: "utf8",
      cwd: repoRoot,
    });
  const terminal = cli(seedData);
  assert.equal(terminal.status, 0, terminal.stderr);
  assert.match(terminal.stdout, /Evaluation: seed-data\/deepseek\/alfworld_api_eval — deepseek-v4-pro/);
  assert.match(terminal.stdout, /Training run: seed-data\/任务1 A800/);
  const json = cli("--json", basicEvalDir);
  assert.equal(json.status, 0, json.stderr);
  assert.deepEqual(
    JSON.parse(json.stdout).evalRuns[0].tasks.map((t: { successes: number }) => t.successes),
    [66, 46, 39, 46, 50, 52],
  );
  const markdown = cli("--markdown", basicEvalDir);
  assert.match(markdown.stdout, /^## Evaluation: alfworld_api_eval — deepseek-v4-pro \[data set not recorded\]$/m);
  const broken = await tempTree({ "run/metrics.jsonl": '{"step": 1, "metrics": {}}\n{oops\n{"step": 3, "metrics": {}}\n' });
  temps.push(broken);
  const failed = cli(broken);
  assert.equal(failed.status, 1);
  assert.ok(failed.stdout.includes(`ERROR ${path.join(broken, "run", "metrics.jsonl")}: line 2 is not valid JSON`), failed.stdout);
  assert.equal(failed.stderr, '1 problem(s), listed under "Problems and warnings"\n');
  const failedJson = cli("--json", broken);
  assert.equal(failedJson.status, 1);
  assert.ok(failedJson.stderr.includes(`error: ${path.join(broken, "run", "metrics.jsonl")}: line 2 is not valid JSON`), failedJson.stderr);
  assert.equal(JSON.parse(failedJson.stdout).problems.length, 1);
});
