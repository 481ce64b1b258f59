import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import { BadFileError } from "./errors.js";
import { configNumber, parseRunConfig, readRunConfig, typedValue } from "./env-config.js";
import { removeTree, task1TrainingDir, tempTree } from "./test-support.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));

test("reads the real run_config.env of 任务1 A800", async () => {
  const config = await readRunConfig(path.join(task1TrainingDir, "run_config.env"));
  assert.equal(Object.keys(config.entries).length, 46);
  assert.equal(config.entries.timestamp, "2026-05-20 17:00:45");
  assert.equal(config.entries.EXPERIMENT_NAME, "alfworld_qwen3_4b_thinking_v4");
  assert.equal(config.entries.ACTOR_LR, "1e-5");
  assert.equal(configNumber(config, "ACTOR_LR"), 1e-5);
  assert.equal(configNumber(config, "TOTAL_TRAINING_STEPS"), 200);
  assert.equal(configNumber(config, "VLLM_GPU_MEMORY_UTILIZATION"), 0.7);
  assert.deepEqual(typedValue(config.entries.GLOBAL_TOP_K_SCHEDULE), [12, 12, 12, 8, 8, 8, 6, 6, 6, 4, 4, 4, 2, 2, 2, 0]);
  assert.equal(typedValue(config.entries.NORMALIZE_REWARD), true);
  assert.equal(typedValue(config.entries.RESUME_DATALOADER_STATE), false);
  assert.deepEqual(config.reassignedKeys, []);
});

test("handles comments, quotes, export and inline comments", () => {
  const text = [
    "# a comment",
    "",
    "export NAME='my run # not a comment'",
    'PATH_WITH_SPACE="/data/任务1 A800/x"',
    "LR=3e-6   # learning rate",
    "URL=http://host/#frag",
    "EMPTY=",
    "LR=1e-6",
  ].join("\n");
  const config = parseRunConfig(text, "inline.env");
  assert.deepEqual(config.entries, {
    NAME: "my run # not a comment",
    PATH_WITH_SPACE: "/data/任务1 A800/x",
    LR: "1e-6",
    URL: "http://host/#frag",
    EMPTY: "",
  });
  assert.deepEqual(config.reassignedKeys, ["LR"]);
  assert.equal(typedValue("[1, 2"), "[1, 2");
  assert.equal(typedValue("0.70"), 0.7);
  assert.equal(typedValue("abc"), "abc");
});

test("names the file and line of a malformed entry", async () => {
  const dir = await tempTree({ "run_config.env": "A=1\nthis line has no equals sign\n" });
  temps.push(dir);
  const file = path.join(dir, "run_config.env");
  await assert.rejects(readRunConfig(file), (error: unknown) => {
    assert.ok(error instanceof BadFileError);
    assert.equal(error.file, file);
    assert.match(error.problem, /^line 2 is not KEY=VALUE/);
    return true;
  });
  assert.throws(() => parseRunConfig('A="open', "q.env"), /q\.env: line 1 has an unterminated " quote/);
  assert.throws(() => parseRunConfig("1BAD=x", "k.env"), /k\.env: line 1 has an invalid key "1BAD"/);
  await assert.rejects(readRunConfig(path.join(dir, "missing.env")), /missing\.env: cannot read file \(ENOENT\)/);
});
