import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pythonFloat, toPythonJson, toPythonJsonLine } from "./pyjson.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const realRoot = path.resolve(repoRoot, "../shared/seed-data/deepseek/alfworld_api_eval");

test("Python float repr", () => {
  assert.equal(pythonFloat(2556), "2556.0");
  assert.equal(pythonFloat(0.66), "0.66");
  assert.equal(pythonFloat(0.0010984820546582341), "0.0010984820546582341");
  assert.equal(pythonFloat(0.00001), "1e-05");
  assert.equal(pythonFloat(1.5e-7), "1.5e-07");
  assert.equal(pythonFloat(1e16), "1e+16");
  assert.equal(pythonFloat(123456789012345.6), "123456789012345.6");
});

test("re-serialising every real summary file reproduces its bytes", () => {
  const files = [path.join(realRoot, "alfworld_api_eval.overall_summary.json")];
  for (const folder of readdirSync(realRoot).filter((n) => n.startsWith("task_"))) {
    for (const name of readdirSync(path.join(realRoot, folder))) files.push(path.join(realRoot, folder, name));
  }
  assert.ok(files.length >= 8);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    assert.equal(toPythonJson(JSON.parse(text)), text, file);
  }
});

test("jsonl lines use Python's separators and keep non-ASCII", () => {
  assert.equal(
    toPythonJsonLine({ a: [1, 2], b: "好", reward: 0, x: { latency_s: 1 } }),
    '{"a": [1, 2], "b": "好", "reward": 0.0, "x": {"latency_s": 1.0}}',
  );
});
