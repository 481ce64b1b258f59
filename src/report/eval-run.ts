// Reader for evaluation folders. A task folder can hold several timestamped
// summaries (one per invocation); this module decides which one is the run and
// says why, because the real data has a resumed invocation that ran nothing and
// still wrote a new trio with wall_time_s 0.0011 (yilinpotato/train-alfworld-data:
// deepseek/alfworld_api_eval/task_1_pick_and_place, its _223340 and _002315 files).
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { BadFileError, describeError, type ReadWarning } from "./errors.js";
import { readJsonFile } from "../formats/json.js";
import {
  OVERALL_FILE,
  STATE_FILE,
  SUMMARY_FILE,
  TASK_FOLDER,
  evalSummarySchema,
  formatRunId,
  overallSummarySchema,
  stateSchema,
  type EvalState,
  type EvalSummary,
} from "../formats/eval-files.js";
import { readEpisodesJson, readEpisodesJsonl, type EpisodeStats } from "./episodes.js";
import { parseWith } from "./validate.js";
import { readManifest, type RunManifest } from "./manifest.js";

export interface SummaryCandidate {
  file: string;
  runId: string;
  wallTimeS: number;
  /** True when its results equal the chosen summary's (a re-write, not a new run). */
  sameResultsAsChosen: boolean;
}

export interface EvalTask {
  dir: string;
  taskTypeId: number;
  taskType: string;
  taskFilter?: string;
  /** The summary the report uses; its file is `summaryFile`. */
  summary: EvalSummary;
  summaryFile: string;
  runId?: string;
  selectionReason: string;
  candidates: SummaryCandidate[];
  successes: number;
  totalSteps: number;
  /** Recount from per-episode records, when any are present. */
  episodeStats?: EpisodeStats;
  state?: { file: string; format: "harness" | "eval"; runId?: string; completedEpisodes?: number };
  /** The settings the run recorded (seedworld's state `settings`, EVAL's `args`); absent in summary-only folders. */
  settings?: Record<string, unknown>;
  /** When the task was played: its state's segments as [start, end] ms since the epoch; absent where any is unknown. */
  playedSpans?: Array<[number, number]>;
  warnings: ReadWarning[];
}

export interface EvalRun {
  dir: string;
  tasks: EvalTask[];
  overallSummaryFile?: string;
  /** Differences between the overall summary and the per-task choice, one line each. */
  overallDifferences: string[];
  warnings: ReadWarning[];
  /** Task folders that could not be read; the rest of the run is still reported. */
  problems: ReadWarning[];
  /** `manifest.json` of the run folder; runs from before manifests have none. */
  manifest?: RunManifest;
}

/** Reads a run-group folder (with task_* folders) or a single task folder. */
export async function readEvalRun(dir: string): Promise<EvalRun> {
  const names = await listDir(dir);
  if (isTaskFolderListing(names)) {
    const task = await readEvalTask(dir);
    const problems: ReadWarning[] = [];
    return {
      dir,
      tasks: [task],
      overallDifferences: [],
      warnings: [...task.warnings],
      problems,
      manifest: await manifestOf(dir, problems),
    };
  }
  const run: EvalRun = { dir, tasks: [], overallDifferences: [], warnings: [], problems: [] };
  run.manifest = await manifestOf(dir, run.problems);
  for (const name of await taskFolders(dir, names)) {
    try {
      const task = await readEvalTask(path.join(dir, name));
      run.tasks.push(task);
      run.warnings.push(...task.warnings);
    } catch (error) {
      if (!(error instanceof BadFileError)) throw error;
      run.problems.push({ file: error.file, message: error.problem });
    }
  }
  const overallName = names.find((n) => OVERALL_FILE.test(n));
  if (overallName) await mergeOverallSummary(run, path.join(dir, overallName));
  if (run.tasks.length === 0) {
    const cause = run.problems[0] ? ` (${run.problems[0].file}: ${run.problems[0].message})` : "";
    throw new BadFileError(dir, `no readable task folder and no overall summary${cause}`);
  }
  run.tasks.sort((a, b) => a.taskTypeId - b.taskTypeId);
  return run;
}

export async function readEvalTask(dir: string): Promise<EvalTask> {
  const names = await listDir(dir);
  const warnings: ReadWarning[] = [];
  const state = await readState(dir, names);
  const summaries = await readSummaries(dir, names);
  const chosen = summaries.length > 0 ? chooseSummary(summaries, state?.runId) : undefined;
  const episodeStats = await readEpisodeRecords(dir, names, chosen?.runId ?? state?.runId, chosen?.prefix, warnings);
  const summaryFromRecords = chosen ? undefined : deriveSummaryFromEpisodes(dir, episodeStats);
  const summary = chosen?.summary ?? summaryFromRecords;
  if (!summary) throw new BadFileError(dir, "task folder has no summary and no episode records");
  const task: EvalTask = {
    dir,
    taskTypeId: summary.task_type_id,
    taskType: summary.task_type,
    taskFilter: summary.task_filter ?? summaries.find((s) => s.summary.task_filter)?.summary.task_filter,
    summary,
    summaryFile: chosen?.file ?? episodeStats!.source,
    runId: chosen?.runId,
    selectionReason: chosen?.reason ?? `no summary file; computed from ${path.basename(episodeStats!.source)}`,
    candidates: chosen?.candidates ?? [],
    successes: episodeStats?.successes ?? Math.round(summary.success_rate * summary.episodes),
    totalSteps: episodeStats?.totalSteps ?? Math.round(summary.avg_episode_steps * summary.episodes),
    episodeStats,
    state: state && { file: state.file, format: state.format, runId: state.runId, completedEpisodes: state.completedEpisodes },
    settings: recordedSettings(state?.raw),
    playedSpans: playedSpans(state?.raw),
    warnings,
  };
  checkAgainstRecords(task);
  return task;
}

/** A malformed manifest is a problem of the run, not a reason to drop its results. */
async function manifestOf(dir: string, problems: ReadWarning[]): Promise<RunManifest | undefined> {
  try {
    return await readManifest(dir);
  } catch (error) {
    if (!(error instanceof BadFileError)) throw error;
    problems.push({ file: error.file, message: error.problem });
    return undefined;
  }
}

/** The harness state's segments as spans of wall-clock time; undefined unless every segment has both ends. */
function playedSpans(state: EvalState | undefined): Array<[number, number]> | undefined {
  const segments = (state as { wall_time?: { segments?: unknown } } | undefined)?.wall_time?.segments;
  if (!Array.isArray(segments) || segments.length === 0) return undefined;
  const spans = segments.map((segment: { started_at?: unknown; ended_at?: unknown }): [number, number] => [
    typeof segment.started_at === "string" ? Date.parse(segment.started_at) : NaN,
    typeof segment.ended_at === "string" ? Date.parse(segment.ended_at) : NaN,
  ]);
  return spans.every(([start, end]) => Number.isFinite(start) && end >= start) ? spans : undefined;
}

function recordedSettings(state: EvalState | undefined): Record<string, unknown> | undefined {
  const value = state?.settings ?? state?.args;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    throw new BadFileError(dir, `cannot list folder (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

export function isTaskFolderListing(names: string[]): boolean {
  return names.some((n) => SUMMARY_FILE.test(n) || STATE_FILE.test(n) || /_\d{8}_\d{6}\.jsonl$/.test(n));
}

async function taskFolders(dir: string, names: string[]): Promise<string[]> {
  const folders: string[] = [];
  for (const name of names) {
    if (!TASK_FOLDER.test(name)) continue;
    if ((await stat(path.join(dir, name))).isDirectory()) folders.push(name);
  }
  return folders;
}

interface LoadedState {
  file: string;
  format: "harness" | "eval";
  runId?: string;
  completedEpisodes?: number;
  raw: EvalState;
}

async function readState(dir: string, names: string[]): Promise<LoadedState | undefined> {
  const name = names.find((n) => STATE_FILE.test(n));
  if (!name) return undefined;
  const file = path.join(dir, name);
  const raw = parseWith(stateSchema, await readJsonFile(file), file);
  return {
    file,
    format: raw.run_id ? "harness" : "eval",
    runId: raw.run_id,
    completedEpisodes: raw.completed_episodes,
    raw,
  };
}

interface LoadedSummary {
  file: string;
  prefix: string;
  runId: string;
  summary: EvalSummary;
}

async function readSummaries(dir: string, names: string[]): Promise<LoadedSummary[]> {
  const summaries: LoadedSummary[] = [];
  for (const name of names) {
    const match = SUMMARY_FILE.exec(name);
    if (!match) continue;
    const file = path.join(dir, name);
    const summary = parseWith(evalSummarySchema, await readJsonFile(file), file);
    summaries.push({ file, prefix: match[1], runId: match[2], summary });
  }
  // Timestamps sort chronologically as text.
  return summaries.sort((a, b) => a.runId.localeCompare(b.runId));
}

interface Choice extends LoadedSummary {
  reason: string;
  candidates: SummaryCandidate[];
}

/**
 * Picks the summary of the run that did the work:
 * 1. the one named by the harness state's run_id;
 * 2. otherwise the newest, unless it merely repeats an earlier summary's results
 *    (a resumed invocation with nothing left to run): then the earliest of those
 *    identical ones, whose wall time is the real one.
 */
export function chooseSummary(summaries: LoadedSummary[], stateRunId?: string): Choice {
  const named = stateRunId ? summaries.find((s) => s.runId === stateRunId) : undefined;
  const newest = summaries[summaries.length - 1];
  let chosen: LoadedSummary;
  let reason: string;
  if (named) {
    chosen = named;
    reason = `run ${named.runId} is named by the state file's run_id`;
  } else {
    const repeats = summaries.filter((s) => sameResults(s.summary, newest.summary));
    chosen = repeats[0];
    reason = describeChoice(summaries, chosen, newest, repeats.length);
  }
  const candidates = summaries.map((s) => ({
    file: s.file,
    runId: s.runId,
    wallTimeS: s.summary.wall_time_s,
    sameResultsAsChosen: sameResults(s.summary, chosen.summary),
  }));
  return { ...chosen, reason, candidates };
}

function describeChoice(all: LoadedSummary[], chosen: LoadedSummary, newest: LoadedSummary, repeatCount: number): string {
  if (all.length === 1) return `only summary (run ${formatRunId(chosen.runId)})`;
  if (chosen === newest) {
    return `newest of ${all.length} summaries (run ${formatRunId(chosen.runId)}); older runs have different results and are not used`;
  }
  return (
    `run ${formatRunId(chosen.runId)} did the work (wall_time_s ${round(chosen.summary.wall_time_s)}); ` +
    `${repeatCount === 2 ? "the later summary" : `${repeatCount - 1} later summaries, up to`} ${formatRunId(newest.runId)} ` +
    `repeat${repeatCount === 2 ? "s" : ""} its results ` +
    `with wall_time_s ${round(newest.summary.wall_time_s)}: a resumed invocation that ran no episode`
  );
}

/** Same outcome and cost: the fields a re-write copies unchanged. Wall time and metadata may differ. */
function sameResults(a: EvalSummary, b: EvalSummary): boolean {
  return (
    a.episodes === b.episodes &&
    a.success_rate === b.success_rate &&
    a.avg_episode_steps === b.avg_episode_steps &&
    a.total_prompt_tokens === b.total_prompt_tokens &&
    a.total_completion_tokens === b.total_completion_tokens &&
    a.avg_step_latency_s === b.avg_step_latency_s &&
    a.task_type_id === b.task_type_id
  );
}

async function readEpisodeRecords(
  dir: string,
  names: string[],
  runId: string | undefined,
  prefix: string | undefined,
  warnings: ReadWarning[],
): Promise<EpisodeStats | undefined> {
  const base = runId ? `${prefix ?? "alfworld_api_eval"}_${runId}` : undefined;
  const jsonl = base ? names.find((n) => n === `${base}.jsonl`) : names.find((n) => /_\d{8}_\d{6}\.jsonl$/.test(n));
  if (jsonl) return readEpisodesJsonl(path.join(dir, jsonl), warnings);
  const json = base && names.find((n) => n === `${base}.json`);
  if (json) {
    const stats = await readEpisodesJson(path.join(dir, json));
    if (stats) return stats;
  }
  const state = names.find((n) => STATE_FILE.test(n));
  return state ? readEpisodesJson(path.join(dir, state)) : undefined;
}

function deriveSummaryFromEpisodes(dir: string, stats: EpisodeStats | undefined): EvalSummary | undefined {
  if (!stats || stats.episodes === 0) return undefined;
  const folder = TASK_FOLDER.exec(path.basename(dir));
  if (!folder) throw new BadFileError(dir, "episode records without a summary need a task_<id>_<name> folder name");
  const n = stats.episodes;
  return {
    episodes: n,
    success_rate: stats.successes / n,
    avg_episode_steps: stats.totalSteps / n,
    avg_episode_prompt_tokens: stats.totalPromptTokens / n,
    avg_episode_completion_tokens: stats.totalCompletionTokens / n,
    avg_episode_total_tokens: stats.totalTokens / n,
    avg_step_latency_s: stats.avgStepLatencyS,
    total_prompt_tokens: stats.totalPromptTokens,
    total_completion_tokens: stats.totalCompletionTokens,
    total_tokens: stats.totalTokens,
    wall_time_s: 0,
    episodes_requested: n,
    task_type_id: Number(folder[1]),
    task_type: folder[2],
    model: "",
    base_url: "",
  };
}

function checkAgainstRecords(task: EvalTask): void {
  const stats = task.episodeStats;
  if (!stats) return;
  const where = path.basename(stats.source);
  if (stats.duplicatedEpisodes.length > 0) {
    task.warnings.push({ file: stats.source, message: `episode indices repeated (last kept): ${stats.duplicatedEpisodes.join(", ")}` });
  }
  if (stats.episodes !== task.summary.episodes) {
    task.warnings.push({
      file: task.summaryFile,
      message: `summary says ${task.summary.episodes} episodes, ${where} has ${stats.episodes}; the records are used`,
    });
  }
  const summarySuccesses = Math.round(task.summary.success_rate * task.summary.episodes);
  if (stats.episodes === task.summary.episodes && stats.successes !== summarySuccesses) {
    task.warnings.push({
      file: task.summaryFile,
      message: `summary implies ${summarySuccesses} successes, ${where} has ${stats.successes}; the records are used`,
    });
  }
}

async function mergeOverallSummary(run: EvalRun, file: string): Promise<void> {
  run.overallSummaryFile = file;
  let overall: Record<string, EvalSummary>;
  try {
    overall = parseWith(overallSummarySchema, await readJsonFile(file), file);
  } catch (error) {
    run.warnings.push({ file, message: describeError(error) });
    return;
  }
  for (const [taskType, entry] of Object.entries(overall)) {
    const task = run.tasks.find((t) => t.taskType === taskType || t.taskTypeId === entry.task_type_id);
    if (!task) {
      run.tasks.push(taskFromOverall(run.dir, file, entry));
      continue;
    }
    run.overallDifferences.push(...compareWithOverall(task, entry));
  }
}

function taskFromOverall(dir: string, file: string, entry: EvalSummary): EvalTask {
  return {
    dir,
    taskTypeId: entry.task_type_id,
    taskType: entry.task_type,
    taskFilter: entry.task_filter,
    summary: entry,
    summaryFile: file,
    selectionReason: "no task folder; taken from the overall summary",
    candidates: [],
    successes: Math.round(entry.success_rate * entry.episodes),
    totalSteps: Math.round(entry.avg_episode_steps * entry.episodes),
    warnings: [],
  };
}

const COMPARED_KEYS = ["episodes", "success_rate", "avg_episode_steps", "total_tokens", "avg_step_latency_s", "wall_time_s"] as const;

function compareWithOverall(task: EvalTask, entry: EvalSummary): string[] {
  const differences: string[] = [];
  // Name the file the overall summary was copied from, when one matches exactly.
  const copiedFrom = task.candidates.find((c) => c.wallTimeS === entry.wall_time_s && c.file !== task.summaryFile);
  const origin = copiedFrom ? ` (as in ${path.basename(copiedFrom.file)})` : "";
  for (const key of COMPARED_KEYS) {
    if (entry[key] !== task.summary[key]) {
      differences.push(
        `${task.taskType}: overall summary has ${key} ${round(entry[key])}${origin}, the chosen run ${path.basename(task.summaryFile)} has ${round(task.summary[key])}`,
      );
    }
  }
  return differences;
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(5)));
}
