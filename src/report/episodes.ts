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
  /** Episode indices that occurred more than once (the last record was kept). */
  duplicatedEpisodes: number[];
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
    validActionRatio: validRatio(kept),
    duplicatedEpisodes: [...duplicated].sort((a, b) => a - b),
  };
}

function validRatio(episodes: EpisodeRecord[]): number | undefined {
  let valid = 0;
  let counted = 0;
  for (const episode of episodes) {
    for (const step of episode.steps ?? []) {
      if (step.is_action_valid === undefined) continue;
      const flag = Array.isArray(step.is_action_valid) ? step.is_action_valid[0] : step.is_action_valid;
      counted += 1;
      if (flag) valid += 1;
    }
  }
  return counted === 0 ? undefined : valid / counted;
}

function sum<T>(items: T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}
