// Per-episode records (`.jsonl`, the `.json`'s `episodes`, or EVAL's state file):
// recount what the summary claims, so a report can rest on the records themselves.
import type { ReadWarning } from "./errors.js";
import { readJsonl } from "../formats/jsonl.js";
import { readJsonFile } from "../formats/json.js";
import { episodeSchema, type EpisodeRecordRead as EpisodeRecord } from "../formats/eval-files.js";
import { parseWith } from "./validate.js";
import { BadFileError } from "./errors.js";

export interface EpisodeStats {
  source: string;
  episodes: number;
  successes: number;
  totalSteps: number;
  totalPromptTokens: number;
  totalCompletionTokens: number;
  totalTokens: number;
  /** Pooled over all steps, as the summary defines it (not a mean of episode means). */
  avgStepLatencyS: number;
  /** Share of steps whose action was valid; undefined when steps carry no validity. */
  validActionRatio?: number;
  /** Steps carrying a validity flag, and those flagged invalid (the invalid-action rate's parts). */
  flaggedSteps: number;
  invalidSteps: number;
  /** One line per kept episode: what the per-game, pass@k and termination statistics need. */
  outcomes: EpisodeOutcome[];
  /** Episode indices that occurred more than once (the last record was kept). */
  duplicatedEpisodes: number[];
}

/** How an episode ended: the goal or the environment ended it, or the step limit cut it off. */
export type Ending = "terminated" | "truncated" | "unknown";

export interface EpisodeOutcome {
  episode: number;
  /** The game file as the record names it; undefined in records that do not say. */
  gamefile?: string;
  success: boolean;
  steps: number;
  ending: Ending;
}

export async function readEpisodesJsonl(file: string, warnings: ReadWarning[]): Promise<EpisodeStats> {
  const content = await readJsonl(file);
  warnings.push(...content.warnings);
  const records = content.lines.map(({ line, value }) => parseWith(episodeSchema, value, file, `line ${line}`));
  return summarizeEpisodes(records, file);
}

/** Episodes embedded in a JSON document under `episodes` (the `.json` result or EVAL's state). */
export async function readEpisodesJson(file: string): Promise<EpisodeStats | undefined> {
  const document = await readJsonFile(file);
  if (typeof document !== "object" || document === null) throw new BadFileError(file, "top level is not an object");
  const episodes = (document as { episodes?: unknown }).episodes;
  if (episodes === undefined) return undefined;
  if (!Array.isArray(episodes)) throw new BadFileError(file, 'key "episodes" is not an array');
  const records = episodes.map((value, index) => parseWith(episodeSchema, value, file, `episodes[${index}]`));
  return summarizeEpisodes(records, file);
}

export function summarizeEpisodes(records: EpisodeRecord[], source: string): EpisodeStats {
  const byIndex = new Map<number, EpisodeRecord>();
  const duplicated = new Set<number>();
  for (const record of records) {
    if (byIndex.has(record.episode)) duplicated.add(record.episode);
    byIndex.set(record.episode, record);
  }
  const kept = [...byIndex.values()];
  const totalSteps = sum(kept, (e) => e.num_steps);
  const validity = kept.map(stepValidity);
  return {
    source,
    episodes: kept.length,
    successes: kept.filter((e) => Boolean(e.success)).length,
    totalSteps,
    totalPromptTokens: sum(kept, (e) => e.prompt_tokens_total),
    totalCompletionTokens: sum(kept, (e) => e.completion_tokens_total),
    totalTokens: sum(kept, (e) => e.total_tokens),
    // Episode mean × steps = that episode's latency sum, so this is the pooled step mean.
    avgStepLatencyS: totalSteps === 0 ? 0 : sum(kept, (e) => e.avg_step_latency_s * e.num_steps) / totalSteps,
    validActionRatio: validRatio(validity),
    flaggedSteps: sum(validity, (v) => v.flagged),
    invalidSteps: sum(validity, (v) => v.flagged - v.valid),
    outcomes: kept.map((e) => ({
      episode: e.episode,
      gamefile: e.gamefile,
      success: Boolean(e.success),
      steps: e.num_steps,
      ending: endingOf(e.termination),
    })),
    duplicatedEpisodes: [...duplicated].sort((a, b) => a - b),
  };
}

/** `won` and `env_done` end the episode from inside the game; `max_steps` cuts it off from outside. */
export function endingOf(termination: string | undefined): Ending {
  if (termination === "won" || termination === "env_done") return "terminated";
  if (termination === "max_steps") return "truncated";
  return "unknown";
}

function stepValidity(episode: EpisodeRecord): { flagged: number; valid: number } {
  let flagged = 0;
  let valid = 0;
  for (const step of episode.steps ?? []) {
    if (step.is_action_valid === undefined) continue;
    // EVAL's numpy value may be a one-element list.
    const flag = Array.isArray(step.is_action_valid) ? step.is_action_valid[0] : step.is_action_valid;
    flagged += 1;
    if (flag) valid += 1;
  }
  return { flagged, valid };
}

function validRatio(validity: Array<{ flagged: number; valid: number }>): number | undefined {
  const flagged = sum(validity, (v) => v.flagged);
  return flagged === 0 ? undefined : sum(validity, (v) => v.valid) / flagged;
}

function sum<T>(items: T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}
