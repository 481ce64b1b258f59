// Building episode records and the per-task summary (their formats: src/formats/eval-files.ts).
import type { EpisodeRecord, StepRecord } from "../formats/eval-files.js";

export type { EpisodeRecord, StepRecord };

/** What the summary needs from an episode; kept in memory instead of whole records. */
export interface EpisodeTally {
  episode: number;
  success: boolean;
  steps: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  latencySum: number;
  validSteps: number;
  tagSteps: number;
  admissibleSteps: number;
  emptySteps: number;
  apiFailureSteps: number;
  gamefile: string;
}

export function tallyEpisode(record: EpisodeRecord): EpisodeTally {
  const sum = (pick: (s: StepRecord) => number) => record.steps.reduce((acc, s) => acc + pick(s), 0);
  return {
    episode: record.episode,
    success: record.success,
    steps: record.num_steps,
    promptTokens: record.prompt_tokens_total,
    completionTokens: record.completion_tokens_total,
    totalTokens: record.total_tokens,
    latencySum: sum((s) => s.latency_s),
    validSteps: sum((s) => (s.is_action_valid ? 1 : 0)),
    tagSteps: sum((s) => (s.action_tag ? 1 : 0)),
    admissibleSteps: sum((s) => (s.is_admissible ? 1 : 0)),
    emptySteps: sum((s) => (s.empty_content ? 1 : 0)),
    apiFailureSteps: sum((s) => (s.api_failure ? 1 : 0)),
    gamefile: record.gamefile,
  };
}

export function closeEpisode(
  fields: Omit<
    EpisodeRecord,
    "success" | "num_steps" | "prompt_tokens_total" | "completion_tokens_total" | "total_tokens" | "avg_step_latency_s" | "steps"
  > & { steps: StepRecord[] },
): EpisodeRecord {
  const steps = fields.steps;
  const sum = (pick: (s: StepRecord) => number) => steps.reduce((acc, s) => acc + pick(s), 0);
  return {
    episode: fields.episode,
    env_index: fields.env_index,
    task_type_id: fields.task_type_id,
    task_type: fields.task_type,
    steps,
    success: steps.some((s) => s.won),
    num_steps: steps.length,
    prompt_tokens_total: sum((s) => s.prompt_tokens),
    completion_tokens_total: sum((s) => s.completion_tokens),
    total_tokens: sum((s) => s.total_tokens),
    avg_step_latency_s: steps.length ? sum((s) => s.latency_s) / steps.length : 0,
    task_filter: fields.task_filter,
    gamefile: fields.gamefile,
    task: fields.task,
    skill_category: fields.skill_category,
    termination: fields.termination,
    run_id: fields.run_id,
  };
}

export interface SummaryHead {
  episodesRequested: number;
  taskTypeId: number;
  taskType: string;
  taskFilter: string;
  model: string;
  baseUrl: string;
  wallTimeS: number;
}

const mean = (total: number, count: number) => (count > 0 ? total / count : 0);

/** The 17 keys of the real summaries, in their order, then the extension keys. */
export function buildSummary(
  tallies: readonly EpisodeTally[],
  head: SummaryHead,
  extensions: Record<string, unknown>,
): Record<string, unknown> {
  const n = tallies.length;
  const total = (pick: (t: EpisodeTally) => number) => tallies.reduce((acc, t) => acc + pick(t), 0);
  const steps = total((t) => t.steps);
  const prompt = total((t) => t.promptTokens);
  const completion = total((t) => t.completionTokens);
  const tokens = total((t) => t.totalTokens);
  const successes = total((t) => (t.success ? 1 : 0));
  return {
    episodes: n,
    success_rate: mean(successes, n),
    avg_episode_steps: mean(steps, n),
    avg_episode_prompt_tokens: mean(prompt, n),
    avg_episode_completion_tokens: mean(completion, n),
    avg_episode_total_tokens: mean(tokens, n),
    // Pooled over steps, not the mean of episode means.
    avg_step_latency_s: mean(
      total((t) => t.latencySum),
      steps,
    ),
    total_prompt_tokens: prompt,
    total_completion_tokens: completion,
    total_tokens: tokens,
    wall_time_s: head.wallTimeS,
    episodes_requested: head.episodesRequested,
    task_type_id: head.taskTypeId,
    task_type: head.taskType,
    task_filter: head.taskFilter,
    model: head.model,
    base_url: head.baseUrl,
    successes,
    total_steps: steps,
    valid_action_ratio: mean(
      total((t) => t.validSteps),
      steps,
    ),
    action_tag_ratio: mean(
      total((t) => t.tagSteps),
      steps,
    ),
    admissible_action_ratio: mean(
      total((t) => t.admissibleSteps),
      steps,
    ),
    empty_content_steps: total((t) => t.emptySteps),
    api_failure_steps: total((t) => t.apiFailureSteps),
    distinct_games: new Set(tallies.map((t) => t.gamefile)).size,
    ...extensions,
  };
}
