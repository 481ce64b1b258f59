import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSummary, type EpisodeTally } from "./records.js";
import { GamePlan } from "./plan.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const realRoot = path.resolve(repoRoot, "../shared/seed-data/deepseek/alfworld_api_eval");

/** Spread integer totals over n episodes (any split gives the same sums). */
function spread(total: number, n: number, i: number): number {
  return Math.floor(total / n) + (i < total % n ? 1 : 0);
}

test("summary arithmetic reproduces every real DeepSeek summary from per-episode tallies", () => {
  const files = readdirSync(realRoot)
    .filter((n) => n.startsWith("task_"))
    .flatMap((folder) => readdirSync(path.join(realRoot, folder)).map((name) => path.join(realRoot, folder, name)));
  assert.equal(files.length, 7);
  for (const file of files) {
    const real = JSON.parse(readFileSync(file, "utf8"));
    const n = real.episodes;
    const steps = Math.round(real.avg_episode_steps * n);
    const successes = Math.round(real.success_rate * n);
    const latencySum = real.avg_step_latency_s * steps;
    const tallies: EpisodeTally[] = Array.from({ length: n }, (_, i) => ({
      episode: i,
      success: i < successes,
      steps: spread(steps, n, i),
      promptTokens: spread(real.total_prompt_tokens, n, i),
      completionTokens: spread(real.total_completion_tokens, n, i),
      totalTokens: spread(real.total_prompt_tokens, n, i) + spread(real.total_completion_tokens, n, i),
      latencySum: i === 0 ? latencySum : 0,
      validSteps: 0,
      tagSteps: 0,
      admissibleSteps: 0,
      emptySteps: 0,
      apiFailureSteps: 0,
      gamefile: `g${i % 7}`,
    }));
    const summary = buildSummary(
      tallies,
      {
        episodesRequested: real.episodes_requested,
        taskTypeId: real.task_type_id,
        taskType: real.task_type,
        taskFilter: real.task_filter ?? "",
        model: real.model,
        baseUrl: real.base_url,
        wallTimeS: real.wall_time_s,
      },
      {},
    );
    for (const key of [
      "episodes",
      "success_rate",
      "avg_episode_steps",
      "avg_episode_prompt_tokens",
      "avg_episode_completion_tokens",
      "avg_episode_total_tokens",
      "total_prompt_tokens",
      "total_completion_tokens",
      "total_tokens",
      "wall_time_s",
      "episodes_requested",
    ]) {
      assert.equal(summary[key], real[key], `${path.basename(file)} ${key}`);
    }
    assert.ok(Math.abs((summary.avg_step_latency_s as number) - real.avg_step_latency_s) < 1e-12);
    // Invariants of the real files: the token totals add up, the success rate is a whole number of wins.
    assert.equal(real.total_tokens, real.total_prompt_tokens + real.total_completion_tokens);
    assert.ok(Number.isInteger(Math.round(real.success_rate * n * 1e9) / 1e9));
  }
});

test("game plan: each game once per cycle, deterministic, independent of call order", () => {
  const pool = Array.from({ length: 7 }, (_, i) => `json_2.1.1/valid_seen/g${i}/trial/game.tw-pddl`);
  const plan = new GamePlan(pool, 0);
  const firstCycle = Array.from({ length: 7 }, (_, k) => plan.gameFor(k));
  assert.deepEqual([...firstCycle].sort(), [...pool].sort());
  const secondCycle = Array.from({ length: 7 }, (_, k) => plan.gameFor(7 + k));
  assert.deepEqual([...secondCycle].sort(), [...pool].sort());
  assert.notDeepEqual(secondCycle, firstCycle);
  const other = new GamePlan([...pool].reverse(), 0);
  assert.deepEqual(
    [13, 2, 0].map((k) => other.gameFor(k)),
    [13, 2, 0].map((k) => plan.gameFor(k)),
  );
  assert.equal(other.poolHash(), plan.poolHash());
});
