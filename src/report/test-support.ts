// Helpers for this folder's tests: where the shared data lives and throwaway dirs.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const sharedDir = path.resolve(repoRoot, "../shared");
export const seedData = path.join(sharedDir, "seed-data");
export const basicEvalDir = path.join(seedData, "deepseek", "alfworld_api_eval");
export const task1TrainingDir = path.join(seedData, "任务1 A800");
export const skillRlDir = path.join(seedData, "skillRL");

/** A fresh temp dir; `files` maps relative paths (folders created as needed) to contents. */
export async function tempTree(files: Record<string, string | object> = {}): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "seedworld-report-"));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return root;
}

export async function removeTree(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}

/** A per-task summary with the 17 published keys, consistent with its own invariants. */
export function summaryFor(taskTypeId: number, taskType: string, episodes: number, successes: number, extra: Record<string, unknown> = {}) {
  const steps = episodes * 10;
  return {
    episodes,
    success_rate: successes / episodes,
    avg_episode_steps: steps / episodes,
    avg_episode_prompt_tokens: 5000,
    avg_episode_completion_tokens: 1000,
    avg_episode_total_tokens: 6000,
    avg_step_latency_s: 2.5,
    total_prompt_tokens: 5000 * episodes,
    total_completion_tokens: 1000 * episodes,
    total_tokens: 6000 * episodes,
    wall_time_s: 100,
    episodes_requested: episodes,
    task_type_id: taskTypeId,
    task_type: taskType,
    task_filter: taskType,
    model: "test-model",
    base_url: "http://localhost",
    ...extra,
  };
}

export function episodeLine(episode: number, success: boolean, numSteps: number, latency = 1): string {
  return JSON.stringify({
    episode,
    env_index: 0,
    task_type_id: 3,
    task_type: "clean_and_place",
    steps: Array.from({ length: numSteps }, (_, i) => ({ step: i + 1, latency_s: latency, is_action_valid: i % 2 === 0 })),
    success,
    num_steps: numSteps,
    prompt_tokens_total: 100 * numSteps,
    completion_tokens_total: 10 * numSteps,
    total_tokens: 110 * numSteps,
    avg_step_latency_s: latency,
  });
}
