// Per-episode records of an evaluation task (the records src/formats/eval-files.ts defines) turned into the trajectory
// viewer's rows and step lists. Readers accept both EVAL's and the harness's spellings: validity as
// a bool, 0/1 or a one-element list; `model_output` or `raw_response`; no `observation` in EVAL.
import { readFile } from "node:fs/promises";
import { parseJsonl, parsePythonJson, BadFileError, type ReadWarning } from "../report/index.js";
import { isPlainObject } from "../platform/objects.js";
import type { EpisodeDocument, EpisodeSummary, StepView } from "./model.js";

export type RawEpisode = Record<string, unknown> & { episode: number };

export interface EpisodeFile {
  file: string;
  /** One record per episode index, the last one kept (as the report's recount does). */
  episodes: RawEpisode[];
  warnings: ReadWarning[];
}

/** Reads a `.jsonl` of episode records, or a `.json` / state file holding them under `episodes`. */
export async function readEpisodeFile(file: string): Promise<EpisodeFile> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new BadFileError(file, `cannot read file (${error.code ?? error.message})`);
  });
  const warnings: ReadWarning[] = [];
  const values = file.endsWith(".jsonl") ? jsonlValues(text, file, warnings) : embeddedEpisodes(text, file);
  const byIndex = new Map<number, RawEpisode>();
  values.forEach((value, position) => {
    if (!isPlainObject(value) || typeof value.episode !== "number") {
      warnings.push({ file, message: `record ${position + 1} has no numeric "episode"; skipped` });
      return;
    }
    byIndex.set(value.episode, value as RawEpisode);
  });
  return { file, episodes: [...byIndex.values()], warnings };
}

function jsonlValues(text: string, file: string, warnings: ReadWarning[]): unknown[] {
  const content = parseJsonl(text, file);
  warnings.push(...content.warnings);
  return content.lines.map((line) => line.value);
}

function embeddedEpisodes(text: string, file: string): unknown[] {
  const document = parsePythonJson(text) as { episodes?: unknown };
  if (!isPlainObject(document) || !Array.isArray(document.episodes)) throw new BadFileError(file, 'no "episodes" array');
  return document.episodes;
}

export interface SummaryContext {
  source: number;
  runLabel: string;
  taskType: string;
  /** Maps an episode's `gamefile` to a loaded game's index, when it is one. */
  findGame: (gamefile: string) => number | undefined;
}

export function summarizeEpisode(raw: RawEpisode, ordinal: number, context: SummaryContext): EpisodeSummary {
  const gamefile = text(raw.gamefile);
  return {
    source: context.source,
    ordinal,
    episode: raw.episode,
    runLabel: context.runLabel,
    taskType: text(raw.task_type) || context.taskType,
    success: Boolean(raw.success),
    steps: numberOr(raw.num_steps, Array.isArray(raw.steps) ? raw.steps.length : 0),
    totalTokens: numberOr(raw.total_tokens, 0),
    avgStepLatencyS: numberOr(raw.avg_step_latency_s, 0),
    task: text(raw.task) || undefined,
    gamefile: gamefile || undefined,
    termination: text(raw.termination) || undefined,
    game: gamefile ? context.findGame(gamefile) : undefined,
  };
}

export function episodeDocument(raw: RawEpisode, summary: EpisodeSummary): EpisodeDocument {
  const steps = Array.isArray(raw.steps) ? raw.steps : [];
  return { ...summary, stepRecords: steps.filter(isPlainObject).map((step, i) => stepView(step, i + 1)) };
}

function stepView(step: Record<string, unknown>, position: number): StepView {
  return {
    step: numberOr(step.step, position),
    observation: text(step.observation),
    nextObservation: text(step.next_observation),
    prompt: text(step.prompt),
    reasoning: text(step.reasoning_content),
    modelOutput: text(step.model_output) || text(step.raw_response),
    action: text(step.env_action),
    valid: validity(step.is_action_valid),
    reward: numberOrNull(step.reward),
    done: booleanOrNull(step.done),
    won: booleanOrNull(step.won),
    promptTokens: numberOrNull(step.prompt_tokens),
    completionTokens: numberOrNull(step.completion_tokens),
    totalTokens: numberOrNull(step.total_tokens),
    latencyS: numberOrNull(step.latency_s),
    admissible: Array.isArray(step.admissible_actions) ? step.admissible_actions.map(String) : [],
  };
}

/** EVAL's numpy flag may arrive as a bool, 0/1 or a one-element list. */
function validity(value: unknown): boolean | null {
  const flag = Array.isArray(value) ? value[0] : value;
  return typeof flag === "boolean" || typeof flag === "number" ? Boolean(flag) : null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function booleanOrNull(value: unknown): boolean | null {
  return typeof value === "boolean" ? value : typeof value === "number" ? Boolean(value) : null;
}
