// Schemas and small file helpers for the evaluation layout (the DeepSeek runs of
// yilinpotato/train-alfworld-data, deepseek/alfworld_api_eval/; records as Skill0's
// scripts/eval_alfworld_api.py writes them):
//   <group>/alfworld_api_eval.overall_summary.json
//   <group>/task_<id>_<name>/alfworld_api_eval_<YYYYMMDD_HHMMSS>.{summary.json,json,jsonl}
//   <group>/task_<id>_<name>/alfworld_api_eval.state.json
import { z } from "zod";

/** The per-task summary: the 16/17 published keys; extension keys pass through. */
export const evalSummarySchema = z.looseObject({
  episodes: z.number().int().nonnegative(),
  success_rate: z.number().min(0).max(1),
  avg_episode_steps: z.number().nonnegative(),
  avg_episode_prompt_tokens: z.number().nonnegative(),
  avg_episode_completion_tokens: z.number().nonnegative(),
  avg_episode_total_tokens: z.number().nonnegative(),
  avg_step_latency_s: z.number().nonnegative(),
  total_prompt_tokens: z.number().nonnegative(),
  total_completion_tokens: z.number().nonnegative(),
  total_tokens: z.number().nonnegative(),
  wall_time_s: z.number().nonnegative(),
  episodes_requested: z.number().int().nonnegative(),
  task_type_id: z.number().int(),
  task_type: z.string(),
  // Absent in the first basic task-1 run (older script version).
  task_filter: z.string().optional(),
  model: z.string(),
  base_url: z.string(),
});
export type EvalSummary = z.infer<typeof evalSummarySchema>;

export const overallSummarySchema = z.record(z.string(), evalSummarySchema);

const stepSchema = z.looseObject({
  latency_s: z.number().optional(),
  // EVAL's numpy value may appear as a bool, 0/1 or a one-element list.
  is_action_valid: z.union([z.boolean(), z.number(), z.array(z.union([z.boolean(), z.number()]))]).optional(),
});

export const episodeSchema = z.looseObject({
  episode: z.number().int().nonnegative(),
  success: z.union([z.boolean(), z.number()]),
  num_steps: z.number().int().nonnegative(),
  prompt_tokens_total: z.number().nonnegative(),
  completion_tokens_total: z.number().nonnegative(),
  total_tokens: z.number().nonnegative(),
  avg_step_latency_s: z.number().nonnegative(),
  task_type_id: z.number().int().optional(),
  task_type: z.string().optional(),
  // Which game was played and how the episode ended (seedworld's eval writes both; EVAL's may not).
  gamefile: z.string().optional(),
  termination: z.string().optional(),
  steps: z.array(stepSchema).optional(),
});
/** An episode record as read from any run (EVAL's own, the data set's, seedworld's): lenient. */
export type EpisodeRecordRead = z.infer<typeof episodeSchema>;

// What seedworld writes, exactly (Skill0's eval_alfworld_api.py records, plus the fields
// listed below that it lacks): a record of this type always reads
// back through `episodeSchema` (src/eval/runner.test.ts checks written files with it).
export interface StepRecord {
  step: number;
  observation: string;
  prompt: string;
  reasoning_content: string;
  raw_response: string;
  model_output: string;
  env_action: string;
  is_action_valid: boolean;
  reward: number;
  done: boolean;
  won: boolean;
  next_observation: string;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  latency_s: number;
  admissible_actions: string[];
  finish_reason: string | null;
  usage: Record<string, unknown> | null;
  attempts: number;
  empty_content: boolean;
  /** Extensions: reply had an <action> tag; command was admissible to the engine; call failed and the fallback action was used. */
  action_tag: boolean;
  is_admissible: boolean;
  api_failure: boolean;
  endpoint?: string;
  logprobs?: unknown;
}

export interface EpisodeRecord {
  episode: number;
  env_index: number;
  task_type_id: number;
  task_type: string;
  steps: StepRecord[];
  success: boolean;
  num_steps: number;
  prompt_tokens_total: number;
  completion_tokens_total: number;
  total_tokens: number;
  avg_step_latency_s: number;
  task_filter: string;
  gamefile: string;
  task: string;
  skill_category: string | null;
  /** "won", "env_done" (the env ended the episode) or "max_steps" (truncated by a step limit). */
  termination: "won" | "env_done" | "max_steps";
  run_id: string;
}

/** Both state formats: EVAL's `{args, completed_episodes, episodes}` and the harness's `{run_id, ...}`. */
export const stateSchema = z.looseObject({
  run_id: z.string().optional(),
  status: z.string().optional(),
  completed_episodes: z.number().int().optional(),
  episodes: z.array(z.unknown()).optional(),
});
export type EvalState = z.infer<typeof stateSchema>;

export const SUMMARY_FILE = /^(.+)_(\d{8}_\d{6})\.summary\.json$/;
export const OVERALL_FILE = /\.overall_summary\.json$/;
export const STATE_FILE = /\.state\.json$/;
export const TASK_FOLDER = /^task_(\d+)_(.+)$/;

/** `20260515_223340` → `2026-05-15 22:33:40` (local time of the run, as in the file name). */
export function formatRunId(runId: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(runId);
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : runId;
}
