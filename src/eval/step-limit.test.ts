// The step cap a user asks for is the one that holds (the episode loop's one TimeLimit), above and below ALFWorld's own 50.
import { parseTaskList } from "./tasks.js";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { SilentProgress } from "./progress.js";
import { runEvaluation } from "./runner.js";
import { buildEvalConfig, type EvalOptions } from "./setup.js";

const SHARED = path.resolve(import.meta.dirname, "../../../shared/alfworld");

/** One pick-two episode of the random agent on the shared valid_seen games, capped at `maxSteps`. */
const pickTwoByRandomAgent = (maxSteps: number, out: string): EvalOptions => ({
  agent: "random",
  games: [SHARED],
  split: "valid_seen",
  tasks: parseTaskList("6"),
  episodes: 1,
  maxSteps,
  out,
});

test("--max-steps 60 lets an episode run 60 steps, recorded as truncated by max_steps", async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-step-limit-"));
  try {
    await runEvaluation(await buildEvalConfig(pickTwoByRandomAgent(60, out), new SilentProgress()));
    const folder = path.join(out, "task_6_pick_two_and_place");
    const journal = readdirSync(folder).find((name) => name.endsWith(".jsonl") && !name.endsWith(".steps.jsonl"))!;
    const episode = JSON.parse(readFileSync(path.join(folder, journal), "utf8").trim());
    assert.equal(episode.success, false, "the random agent does not solve pick-two in 60 steps");
    assert.equal(episode.num_steps, 60);
    assert.equal(episode.termination, "max_steps");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("one step cap: under ALFWorld's 50 too, the step that reaches --max-steps is the env's last (done)", async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-step-limit-"));
  try {
    await runEvaluation(await buildEvalConfig(pickTwoByRandomAgent(5, out), new SilentProgress()));
    const folder = path.join(out, "task_6_pick_two_and_place");
    const journal = readdirSync(folder).find((name) => name.endsWith(".jsonl") && !name.endsWith(".steps.jsonl"))!;
    const episode = JSON.parse(readFileSync(path.join(folder, journal), "utf8").trim());
    assert.equal(episode.num_steps, 5);
    assert.equal(episode.termination, "max_steps");
    assert.deepEqual(
      episode.steps.map((step: { done: boolean }) => step.done),
      [false, false, false, false, true],
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
