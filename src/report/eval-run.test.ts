import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import { BadFileError } from "./errors.js";
import { readEvalRun, readEvalTask } from "./eval-run.js";
import { buildEvalRunReport } from "./eval-report.js";
import { basicEvalDir, episodeLine, removeTree, summaryFor, tempTree } from "./test-support.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));
async function tree(files: Record<string, string | object>): Promise<string> {
  const dir = await tempTree(files);
  temps.push(dir);
  return dir;
}

test("reads the real basic evaluation group: six tasks at 100 episodes", async () => {
  const run = await readEvalRun(basicEvalDir);
  assert.deepEqual(
    run.tasks.map((t) => [t.taskTypeId, t.taskType, t.summary.episodes, t.successes]),
    [
      [1, "pick_and_place", 100, 66],
      [2, "look_at_obj_in_light", 100, 46],
      [3, "clean_and_place", 100, 39],
      [4, "heat_and_place", 100, 46],
      [5, "cool_and_place", 100, 50],
      [6, "pick_two_and_place", 100, 52],
    ],
  );
  assert.deepEqual(
    run.tasks.map((t) => t.totalSteps),
    [1197, 2436, 3227, 3129, 2928, 2754],
  );
  assert.deepEqual(
    run.tasks.map((t) => t.taskFilter),
    [
      "pick_and_place",
      "look_at_obj_in_light",
      "pick_clean_then_place_in_recep",
      "pick_heat_then_place_in_recep",
      "pick_cool_then_place_in_recep",
      "pick_two_obj_and_place",
    ],
  );
  assert.equal(run.overallSummaryFile, path.join(basicEvalDir, "alfworld_api_eval.overall_summary.json"));
  assert.deepEqual(run.problems, []);
});

test("task 1: the invocation that did the work is chosen over the no-op resume", async () => {
  const run = await readEvalRun(basicEvalDir);
  const task = run.tasks[0];
  assert.equal(task.runId, "20260515_223340");
  assert.equal(task.summary.wall_time_s, 5591.521049313014);
  // The first run predates task_filter; it is taken from the later re-write.
  assert.equal(task.summary.task_filter, undefined);
  assert.equal(task.taskFilter, "pick_and_place");
  assert.deepEqual(
    task.candidates.map((c) => [c.runId, c.wallTimeS, c.sameResultsAsChosen]),
    [
      ["20260515_223340", 5591.521049313014, true],
      ["20260516_002315", 0.0010984820546582341, true],
    ],
  );
  assert.match(task.selectionReason, /run 2026-05-15 22:33:40 did the work .*2026-05-16 00:23:15 repeats its results .*ran no episode/);
  // The overall summary copied the no-op file; only that difference is reported.
  assert.deepEqual(run.overallDifferences, [
    "pick_and_place: overall summary has wall_time_s 0.0010985 (as in alfworld_api_eval_20260516_002315.summary.json), the chosen run alfworld_api_eval_20260515_223340.summary.json has 5591.5",
  ]);
});

test("a single task folder can be read on its own", async () => {
  const task = await readEvalTask(path.join(basicEvalDir, "task_3_clean_and_place"));
  assert.equal(task.summary.avg_episode_steps, 32.27);
  assert.equal(task.summary.total_tokens, 2723897);
  assert.equal(task.selectionReason, "only summary (run 2026-05-16 06:20:55)");
});

test("different results in two summaries: the newest is used and the reason says so", async () => {
  const dir = await tree({
    "task_2_look_at_obj_in_light/alfworld_api_eval_20260101_000000.summary.json": summaryFor(2, "look_at_obj_in_light", 10, 3),
    "task_2_look_at_obj_in_light/alfworld_api_eval_20260102_000000.summary.json": summaryFor(2, "look_at_obj_in_light", 10, 7),
  });
  const task = (await readEvalRun(dir)).tasks[0];
  assert.equal(task.runId, "20260102_000000");
  assert.equal(task.successes, 7);
  assert.match(task.selectionReason, /^newest of 2 summaries .*older runs have different results/);
});

test("the harness state's run_id names the canonical run", async () => {
  const dir = await tree({
    "alfworld_api_eval.state.json": { schema: "alfworld-api-eval-state/1", run_id: "20260101_000000", status: "complete" },
    "alfworld_api_eval_20260101_000000.summary.json": summaryFor(1, "pick_and_place", 10, 4),
    "alfworld_api_eval_20260105_000000.summary.json": summaryFor(1, "pick_and_place", 10, 9),
  });
  const task = await readEvalTask(dir);
  assert.equal(task.runId, "20260101_000000");
  assert.equal(task.successes, 4);
  assert.equal(task.state?.format, "harness");
  assert.equal(task.selectionReason, "run 20260101_000000 is named by the state file's run_id");
});

test("the run's wall time is the union of its tasks' played spans (task types played at once), else their sum", async () => {
  const state = (segments: Array<[string, string]>) => ({
    schema: "alfworld-api-eval-state/1",
    run_id: "20260101_000000",
    status: "complete",
    wall_time: { segments: segments.map(([started_at, ended_at]) => ({ started_at, ended_at })) },
  });
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();
  const summary = (id: number, name: string, wall: number) => summaryFor(id, name, 2, 1, { wall_time_s: wall });
  // Task 1 played 0–60 s and 100–110 s (a resume), task 2 30–90 s: 60 + 30 + 10 = 100 s of wall clock, 130 s summed.
  const files = {
    "task_1_pick_and_place/alfworld_api_eval.state.json": state([
      [at(0), at(60)],
      [at(100), at(110)],
    ]),
    "task_1_pick_and_place/alfworld_api_eval_20260101_000000.summary.json": summary(1, "pick_and_place", 70),
    "task_2_look_at_obj_in_light/alfworld_api_eval.state.json": state([[at(30), at(90)]]),
    "task_2_look_at_obj_in_light/alfworld_api_eval_20260101_000000.summary.json": summary(2, "look_at_obj_in_light", 60),
  };
  const report = buildEvalRunReport("run", await readEvalRun(await tree(files)));
  // The macro row's too: a wall time is the run's, not averaged or summed over task types.
  assert.deepEqual([report.micro.wallTimeS, report.macro.wallTimeS], [100, 100]);
  // A task without its state (another layout): the tasks' wall times are summed, as when they played one after another.
  const withoutState = Object.fromEntries(
    Object.entries(files).filter(([name]) => !name.startsWith("task_2_look_at_obj_in_light/alfworld_api_eval.state")),
  );
  const summed = buildEvalRunReport("run", await readEvalRun(await tree(withoutState)));
  assert.deepEqual([summed.micro.wallTimeS, summed.macro.wallTimeS], [130, 130]);
});

test("per-episode JSONL is recounted; a disagreeing summary is reported", async () => {
  const episodes = [episodeLine(0, true, 4, 2), episodeLine(1, false, 6, 1), episodeLine(2, true, 10, 3)].join("\n");
  const dir = await tree({
    "task_3_clean_and_place/alfworld_api_eval_20260101_000000.summary.json": summaryFor(3, "clean_and_place", 3, 1),
    "task_3_clean_and_place/alfworld_api_eval_20260101_000000.jsonl": `${episodes}\n{"episode": 3, "succ`,
  });
  const task = (await readEvalRun(dir)).tasks[0];
  const stats = task.episodeStats!;
  assert.equal(stats.episodes, 3);
  assert.equal(stats.successes, 2);
  assert.equal(stats.totalSteps, 20);
  assert.equal(stats.totalTokens, 2200);
  // Pooled over steps: (4·2 + 6·1 + 10·3) / 20.
  assert.equal(stats.avgStepLatencyS, 2.2);
  // Steps alternate valid/invalid starting valid: 2 + 3 + 5 of 20.
  assert.equal(stats.validActionRatio, 10 / 20);
  assert.equal(task.successes, 2);
  assert.equal(task.warnings.length, 2);
  assert.match(task.warnings[0].message, /^last line 4 is incomplete JSON and was skipped/);
  assert.equal(
    task.warnings[1].message,
    "summary implies 1 successes, alfworld_api_eval_20260101_000000.jsonl has 2; the records are used",
  );
});

test("a task folder with episode records but no summary yet is computed from the records", async () => {
  const dir = await tree({
    "task_5_cool_and_place/alfworld_api_eval_20260101_000000.jsonl":
      [episodeLine(0, true, 5), episodeLine(1, true, 5), episodeLine(1, false, 7)].join("\n") + "\n",
  });
  const task = (await readEvalRun(dir)).tasks[0];
  assert.equal(task.taskTypeId, 5);
  assert.equal(task.taskType, "cool_and_place");
  assert.equal(task.summary.episodes, 2);
  assert.equal(task.successes, 1);
  assert.equal(task.summary.avg_episode_steps, 6);
  assert.deepEqual(task.episodeStats?.duplicatedEpisodes, [1]);
  assert.match(task.selectionReason, /^no summary file; computed from alfworld_api_eval_20260101_000000\.jsonl$/);
});

test("a summary with a missing key is a problem naming file and key; other tasks still load", async () => {
  const broken: Record<string, unknown> = summaryFor(2, "look_at_obj_in_light", 10, 5);
  delete broken.success_rate;
  const dir = await tree({
    "task_1_pick_and_place/alfworld_api_eval_20260101_000000.summary.json": summaryFor(1, "pick_and_place", 10, 5),
    "task_2_look_at_obj_in_light/alfworld_api_eval_20260101_000000.summary.json": broken,
  });
  const run = await readEvalRun(dir);
  assert.deepEqual(
    run.tasks.map((t) => t.taskType),
    ["pick_and_place"],
  );
  assert.deepEqual(run.problems, [
    {
      file: path.join(dir, "task_2_look_at_obj_in_light", "alfworld_api_eval_20260101_000000.summary.json"),
      message: 'key "success_rate" is missing',
    },
  ]);
});

test("truncated JSON and empty folders are clear errors", async () => {
  const dir = await tree({ "alfworld_api_eval_20260101_000000.summary.json": '{"episodes": 10, "success_' });
  await assert.rejects(readEvalTask(dir), (error: unknown) => {
    assert.ok(error instanceof BadFileError);
    assert.equal(error.file, path.join(dir, "alfworld_api_eval_20260101_000000.summary.json"));
    assert.match(error.problem, /^not valid JSON/);
    return true;
  });
  const empty = await tree({});
  await assert.rejects(readEvalRun(empty), /no readable task folder and no overall summary$/);
  await assert.rejects(readEvalRun(path.join(empty, "absent")), /cannot list folder \(ENOENT\)/);
});
