import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import { BadFileError } from "./errors.js";
import { parseJsonl } from "../formats/jsonl.js";
import { parsePythonJson } from "../formats/json.js";
import { metricSeries, readMetrics } from "./metrics.js";
import { removeTree, skillRlDir, task1TrainingDir, tempTree } from "./test-support.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));

async function tempMetrics(text: string, name = "metrics.jsonl"): Promise<string> {
  const dir = await tempTree({ [name]: text });
  temps.push(dir);
  return path.join(dir, name);
}

const nested = (step: number, success: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ step, metrics: { "episode/success_rate": success, "training/epoch": 0, ...extra } });

test("reads the real 任务1 A800 log: 183 steps, each logged once, resumed at 51 and 71", async () => {
  const log = await readMetrics(path.join(task1TrainingDir, "metrics.jsonl"));
  assert.equal(log.shape, "nested");
  assert.equal(log.totalRecords, 183);
  assert.equal(log.rows.length, 183);
  assert.deepEqual(log.duplicatedSteps, []);
  assert.equal(log.droppedRecords, 0);
  assert.deepEqual(log.restarts, []);
  // The file has no trailing newline; its last record is still complete.
  assert.equal(log.tornLastLine, undefined);
  // training/epoch falls back to 0 where the run was resumed without dataloader state.
  assert.deepEqual(log.epochResets, [51, 71]);
  assert.equal(log.rows[182].step, 183);
  assert.equal(log.rows[182].metrics["episode/success_rate"], 0.8125);
  const validation = metricSeries(log, "val/success_rate");
  assert.deepEqual(
    validation.map((p) => p.step),
    [25, 50, 75, 100, 125, 150, 175],
  );
  assert.deepEqual(
    validation.map((p) => p.value),
    [1, 0.875, 1, 1, 0.625, 0.75, 0.875],
  );
});

test("reads the real flat-shaped SkillRL log, ignoring its trailing blank line", async () => {
  const log = await readMetrics(path.join(skillRlDir, "metrics.jsonl"));
  assert.equal(log.shape, "flat");
  assert.equal(log.totalRecords, 34);
  assert.deepEqual(log.duplicatedSteps, []);
  assert.equal(log.rows[29].metrics["val/success_rate"], 0.59375);
  assert.equal(log.rows[33].metrics["tokens/large_model/total_cumulative"], 22175);
  assert.equal(metricSeries(log, "val/success_rate").length, 6);
});

test("a resumed log: the last record of a repeated step wins and nothing is double-counted", async () => {
  const lines = [
    nested(1, 0.1),
    nested(2, 0.2),
    nested(3, 0.3),
    nested(4, 0.4),
    nested(3, 0.33, { "training/epoch": 0 }),
    nested(4, 0.44),
    nested(5, 0.5),
  ];
  const log = await readMetrics(await tempMetrics(lines.join("\n") + "\n"));
  assert.equal(log.totalRecords, 7);
  assert.deepEqual(
    log.rows.map((r) => r.step),
    [1, 2, 3, 4, 5],
  );
  assert.deepEqual(
    log.rows.map((r) => r.metrics["episode/success_rate"]),
    [0.1, 0.2, 0.33, 0.44, 0.5],
  );
  assert.deepEqual(log.duplicatedSteps, [
    { step: 3, records: 2, lines: [3, 5] },
    { step: 4, records: 2, lines: [4, 6] },
  ]);
  assert.equal(log.droppedRecords, 2);
  assert.deepEqual(log.restarts, [{ line: 5, afterStep: 4, restartStep: 3 }]);
  assert.deepEqual(
    metricSeries(log, "episode/success_rate").map((p) => p.value),
    [0.1, 0.2, 0.33, 0.44, 0.5],
  );
});

test("a half-written last line is skipped and reported, not fatal", async () => {
  const text = `${nested(1, 0.5)}\n${nested(2, 0.75)}\n{"step": 3, "metrics": {"episode/succ`;
  const log = await readMetrics(await tempMetrics(text));
  assert.equal(log.totalRecords, 2);
  assert.equal(log.tornLastLine?.line, 3);
  assert.equal(log.warnings.length, 1);
  assert.match(log.warnings[0].message, /^last line 3 is incomplete JSON and was skipped/);
});

test("a malformed line before the end is an error naming file and line", async () => {
  const file = await tempMetrics(`${nested(1, 0.5)}\n{not json}\n${nested(3, 0.5)}\n`);
  await assert.rejects(readMetrics(file), (error: unknown) => {
    assert.ok(error instanceof BadFileError);
    assert.equal(error.file, file);
    assert.match(error.problem, /^line 2 is not valid JSON/);
    return true;
  });
});

test("missing keys and wrong types are errors naming the key", async () => {
  const missingStep = await tempMetrics(`{"metrics": {"a": 1}}\n`);
  await assert.rejects(readMetrics(missingStep), /line 1: key "step" is missing$/);
  const badStep = await tempMetrics(`{"step": "one", "metrics": {}}\n`);
  await assert.rejects(readMetrics(badStep), /line 1: key "step": Invalid input: expected number, received string$/);
  const badMetric = await tempMetrics(`{"step": 1, "metrics": {"x": [1, 2]}}\n`);
  await assert.rejects(readMetrics(badMetric), /line 1: key "metrics\.x"/);
  const mixed = await tempMetrics(`${nested(1, 0.5)}\n{"step": 2, "a": 1}\n`);
  await assert.rejects(readMetrics(mixed), /mixes nested \{step, metrics\} rows and flat rows/);
  const empty = await tempMetrics("\n\n");
  await assert.rejects(readMetrics(empty), /: no metric records$/);
});

test("Python's NaN and Infinity become null instead of breaking the line", async () => {
  assert.deepEqual(parsePythonJson('{"a": NaN, "b": -Infinity, "c": "NaN inside a string", "d": 1}'), {
    a: null,
    b: null,
    c: "NaN inside a string",
    d: 1,
  });
  const log = await readMetrics(await tempMetrics(`{"step": 1, "actor/grad_norm": NaN, "x": 2}\n`));
  assert.equal(log.rows[0].metrics["actor/grad_norm"], null);
  assert.deepEqual(metricSeries(log, "actor/grad_norm"), []);
  assert.deepEqual(
    parseJsonl('{"a":1}\r\n{"a":2}\r\n', "crlf.jsonl").lines.map((l) => l.value),
    [{ a: 1 }, { a: 2 }],
  );
});
