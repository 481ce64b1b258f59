// The evaluation part of the report: per task type and overall (micro and macro), with intervals
// honest about repeated games, pass@k, invalid actions, endings, tokens and cost, the per-game
// table, the data set's label, the manifest, and the comparison of runs.
import path from "node:path";
import type { EvalRun, EvalTask } from "./eval-run.js";
import { datasetLabel, gameRows, type DatasetLabel, type GameRow } from "./games.js";
import { checkManifests, type ManifestCheck } from "./manifest.js";
import { groupBySeed, type SeedAnalysis } from "./seeds.js";
import { pairedDifference, type PairedDifference } from "./paired.js";
import { mean, type Interval } from "./stats.js";
import {
  passKOverGames,
  runUncertainty,
  type IntervalMethod,
  type PassKSummary,
  type TaskSample,
  type Uncertainty,
} from "./uncertainty.js";

export interface Prices {
  inputPerMillion: number;
  outputPerMillion: number;
}

export interface ReportOptions {
  /** Without prices no cost is shown (none is guessed). */
  prices?: Prices;
}

/** How episodes ended: by the game (won / env_done) or cut off at the step limit (max_steps). */
export interface Endings {
  terminated: number;
  truncated: number;
  /** Records without a `termination` (older runs). */
  unknown: number;
}

/** Columns shared by task rows and the averages. */
export interface Measures {
  episodes: number;
  successes: number;
  successRate: number;
  /** 95% interval of successRate; absent when none is honest (see ciBasis). */
  ci95?: Interval;
  ciMethod: IntervalMethod;
  ciBasis: string;
  /** Distinct games, when every record names its game. */
  games?: number;
  avgSteps: number;
  avgTotalTokens: number;
  avgStepLatencyS: number;
  totalTokens: number;
  wallTimeS: number;
  /** Steps whose action was invalid / steps carrying a validity flag. */
  invalidActionRate?: number;
  endings?: Endings;
  /** Only with prices. */
  costPerEpisode?: number;
  totalCost?: number;
  /** When every game was played at least twice. */
  passK?: PassKSummary;
}

export interface TaskRow extends Measures {
  taskTypeId: number;
  taskType: string;
  /** Episodes the run asked of this task type (the summary's `episodes_requested`). */
  episodesRequested: number;
  /** False when fewer episodes were played than requested, or the summary says `complete: false`. */
  complete: boolean;
  taskFilter?: string;
  totalSteps: number;
  avgPromptTokens: number;
  avgCompletionTokens: number;
  summaryFile: string;
  runId?: string;
  selection: string;
  /** How many timestamped summaries the folder held. */
  summariesInFolder: number;
}

export interface Aggregate extends Measures {
  tasks: number;
  /** Set when the average leaves out requested episodes or task types: what it covers, one line. */
  partial?: string;
}

/** Whether the run played everything it asked for; every view prints `text` when it did not. */
export interface Completeness {
  complete: boolean;
  episodesPlayed: number;
  episodesRequested: number;
  /** Task types the manifest requested (`tasks`); absent for runs without a manifest. */
  tasksRequested?: string[];
  /** Requested task types with no episode played (no folder, or 0 episodes). */
  missingTasks: string[];
  /** Task types that played some but not all of their requested episodes. */
  incompleteTasks: Array<{ taskType: string; played: number; requested: number }>;
  /** One line, e.g. "INCOMPLETE: 8 of 186 requested episodes played; not run: look_at_obj_in_light, ...". */
  text?: string;
}

export interface EvalRunReport {
  label: string;
  dir: string;
  models: string[];
  /** Official split, synthetic set or unknown: printed wherever the run's numbers are. */
  dataset: DatasetLabel;
  tasks: TaskRow[];
  /** Mean over task types (each family weighs the same; the ALFWorld papers' convention). */
  macro: Aggregate;
  /** Pooled over all episodes. */
  micro: Aggregate;
  /** One row per game, every task type (empty when the records do not name games). */
  games: GameRow[];
  completeness: Completeness;
  manifest?: { file: string; entries: Record<string, unknown> };
  notes: string[];
}

export interface ComparisonCell {
  episodes: number;
  successes: number;
  successRate: number;
  ci95?: Interval;
  ciMethod: IntervalMethod;
}

export interface ComparisonReport {
  runs: string[];
  datasets: DatasetLabel[];
  /** Each run's manifest against the first run's. */
  manifestChecks: ManifestCheck[];
  rows: Array<{
    taskTypeId: number;
    taskType: string;
    cells: Array<ComparisonCell | null>;
    /** Each run against the first, per game (index 0 is null). */
    paired: Array<PairedDifference | null>;
  }>;
  macro: Array<number | null>;
  micro: Array<ComparisonCell | null>;
  /** Each run against the first over all games (index 0 is null). */
  pairedMicro: Array<PairedDifference | null>;
}

// ---------------------------------------------------------------- one run

export function buildEvalRunReport(label: string, run: EvalRun, options: ReportOptions = {}): EvalRunReport {
  const gamesByTask = run.tasks.map((t) => (t.episodeStats ? gameRows(t.taskTypeId, t.taskType, t.episodeStats.outcomes) : undefined));
  const uncertainty = runUncertainty(run.tasks.map((t, i) => taskSample(t, gamesByTask[i])));
  const tasks = run.tasks.map((t, i) => taskRow(t, gamesByTask[i], uncertainty.tasks[i], options.prices));
  const games = gamesByTask.flatMap((g) => g ?? []);
  const played = tasks.filter((t) => t.episodes > 0);
  const allGamesKnown = gamesByTask.every((g, i) => g !== undefined || tasks[i].episodes === 0);
  const completeness = runCompleteness(run, tasks);
  const wallTimeS = runWallSeconds(run.tasks);
  return {
    label,
    dir: run.dir,
    models: [...new Set(run.tasks.map((t) => t.summary.model).filter((m) => m !== ""))],
    dataset: runDataset(run, games),
    tasks,
    macro: {
      ...macroAverage(played, uncertainty.macro, allGamesKnown ? gamesByTask.filter((g) => g !== undefined) : undefined, wallTimeS),
      partial: macroPartial(completeness, played.length),
    },
    micro: {
      ...microAverage(tasks, uncertainty.micro, allGamesKnown ? games : undefined, options.prices, wallTimeS),
      partial: microPartial(completeness),
    },
    games,
    completeness,
    manifest: run.manifest && { file: run.manifest.file, entries: run.manifest.entries },
    notes: evalNotes(run, tasks, games),
  };
}

function taskSample(task: EvalTask, games: GameRow[] | undefined): TaskSample {
  const distinct = task.summary.distinct_games;
  return {
    episodes: task.episodeStats?.episodes ?? task.summary.episodes,
    successes: task.successes,
    games,
    distinctGamesInSummary: typeof distinct === "number" ? distinct : undefined,
  };
}

function taskRow(task: EvalTask, games: GameRow[] | undefined, uncertainty: Uncertainty, prices: Prices | undefined): TaskRow {
  const s = task.summary;
  const stats = task.episodeStats;
  // Records, when present, are the source of truth; the summary otherwise.
  const episodes = stats?.episodes ?? s.episodes;
  const totalTokens = stats?.totalTokens ?? s.total_tokens;
  const promptTokens = stats?.totalPromptTokens ?? s.total_prompt_tokens;
  const completionTokens = stats?.totalCompletionTokens ?? s.total_completion_tokens;
  const validity = stepValidity(task);
  const cost = prices && tokenCost(promptTokens, completionTokens, prices);
  return {
    taskTypeId: task.taskTypeId,
    taskType: task.taskType,
    taskFilter: task.taskFilter,
    episodesRequested: s.episodes_requested,
    complete: episodes >= s.episodes_requested && s.complete !== false,
    episodes,
    successes: task.successes,
    successRate: perEpisode(task.successes, episodes),
    ci95: uncertainty.ci95,
    ciMethod: uncertainty.method,
    ciBasis: uncertainty.basis,
    games: games?.length,
    avgSteps: perEpisode(task.totalSteps, episodes),
    totalSteps: task.totalSteps,
    avgPromptTokens: perEpisode(promptTokens, episodes),
    avgCompletionTokens: perEpisode(completionTokens, episodes),
    avgTotalTokens: perEpisode(totalTokens, episodes),
    totalTokens,
    avgStepLatencyS: stats?.avgStepLatencyS ?? s.avg_step_latency_s,
    wallTimeS: s.wall_time_s,
    invalidActionRate: validity && perEpisode(validity.invalid, validity.flagged),
    endings: stats && endingCounts(stats.outcomes.map((o) => o.ending)),
    costPerEpisode: cost === undefined ? undefined : perEpisode(cost, episodes),
    totalCost: cost,
    passK: games && passKOverGames(games),
    summaryFile: task.summaryFile,
    runId: task.runId,
    selection: task.selectionReason,
    summariesInFolder: task.candidates.length,
  };
}

/** Invalid and flagged steps: counted from the records, or from the summary's `valid_action_ratio` over its steps. */
function stepValidity(task: EvalTask): { invalid: number; flagged: number } | undefined {
  const stats = task.episodeStats;
  if (stats) return stats.flaggedSteps > 0 ? { invalid: stats.invalidSteps, flagged: stats.flaggedSteps } : undefined;
  const ratio = task.summary.valid_action_ratio;
  // seedworld's summaries define the ratio as valid steps / steps, so the counts are whole numbers.
  return typeof ratio === "number" && task.totalSteps > 0
    ? { invalid: Math.round((1 - ratio) * task.totalSteps), flagged: task.totalSteps }
    : undefined;
}

function endingCounts(endings: string[]): Endings {
  return {
    terminated: endings.filter((e) => e === "terminated").length,
    truncated: endings.filter((e) => e === "truncated").length,
    unknown: endings.filter((e) => e === "unknown").length,
  };
}

/** Dollars for these token counts at these prices. */
export function tokenCost(promptTokens: number, completionTokens: number, prices: Prices): number {
  return (promptTokens * prices.inputPerMillion + completionTokens * prices.outputPerMillion) / 1e6;
}

function perEpisode(total: number, count: number): number {
  return count === 0 ? 0 : total / count;
}

function macroAverage(
  tasks: TaskRow[],
  uncertainty: Uncertainty,
  gamesByTask: GameRow[][] | undefined,
  /** The run's wall time (`runWallSeconds`), as the micro row's: a time is not averaged over task types. */
  wallTimeS: number,
): Aggregate {
  const invalid = tasks.filter((t) => t.invalidActionRate !== undefined);
  return {
    tasks: tasks.length,
    successRate: mean(tasks.map((t) => t.successRate)),
    ci95: uncertainty.ci95,
    ciMethod: uncertainty.method,
    ciBasis: uncertainty.basis,
    episodes: sumOf(tasks, (t) => t.episodes),
    successes: sumOf(tasks, (t) => t.successes),
    games: gamesByTask ? sumOf(gamesByTask, (g) => g.length) : undefined,
    avgSteps: mean(tasks.map((t) => t.avgSteps)),
    avgTotalTokens: mean(tasks.map((t) => t.avgTotalTokens)),
    avgStepLatencyS: mean(tasks.map((t) => t.avgStepLatencyS)),
    totalTokens: sumOf(tasks, (t) => t.totalTokens),
    wallTimeS,
    invalidActionRate: invalid.length === tasks.length && tasks.length > 0 ? mean(invalid.map((t) => t.invalidActionRate!)) : undefined,
    costPerEpisode:
      tasks.every((t) => t.costPerEpisode !== undefined) && tasks.length > 0 ? mean(tasks.map((t) => t.costPerEpisode!)) : undefined,
    passK: gamesByTask && macroPassK(gamesByTask),
  };
}

/** pass@k of each task type, averaged with equal weight, for every k all of them support. */
function macroPassK(gamesByTask: GameRow[][]): PassKSummary | undefined {
  const perTask = gamesByTask.map(passKOverGames);
  if (perTask.length === 0 || perTask.some((p) => p === undefined)) return undefined;
  const minPlays = Math.min(...perTask.map((p) => p!.minPlays));
  return {
    minPlays,
    maxPlays: Math.max(...perTask.map((p) => p!.maxPlays)),
    games: sumOf(perTask, (p) => p!.games),
    values: perTask[0]!.values.slice(0, minPlays).map((v, i) => ({
      k: v.k,
      passAtK: mean(perTask.map((p) => p!.values[i].passAtK)),
      passHatK: mean(perTask.map((p) => p!.values[i].passHatK)),
    })),
  };
}

/** The run's wall time: the union of its tasks' played spans (eval plays the task types at once, so their wall times
 * overlap), or their sum where a task's spans are unknown (older harnesses and other layouts played one after another). */
function runWallSeconds(tasks: EvalTask[]): number {
  const spans = tasks.map((t) => t.playedSpans);
  if (spans.some((s) => s === undefined)) return sumOf(tasks, (t) => t.summary.wall_time_s);
  const sorted = spans.flatMap((s) => s!).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = sorted[0] ?? [0, 0];
  for (const [from, to] of sorted.slice(1)) {
    if (from > end) {
      total += end - start;
      [start, end] = [from, to];
    } else end = Math.max(end, to);
  }
  return (total + end - start) / 1000;
}

function microAverage(
  tasks: TaskRow[],
  uncertainty: Uncertainty,
  games: GameRow[] | undefined,
  prices: Prices | undefined,
  /** The run's wall time (`runWallSeconds`): the tasks' own overlap when they played at once. */
  wallTimeS: number,
): Aggregate {
  const episodes = sumOf(tasks, (t) => t.episodes);
  const successes = sumOf(tasks, (t) => t.successes);
  const steps = sumOf(tasks, (t) => t.totalSteps);
  const totalTokens = sumOf(tasks, (t) => t.totalTokens);
  const validity = tasks.every((t) => t.invalidActionRate !== undefined) ? pooledInvalid(tasks) : undefined;
  const cost = prices && sumOf(tasks, (t) => t.totalCost ?? 0);
  return {
    tasks: tasks.length,
    successRate: perEpisode(successes, episodes),
    ci95: uncertainty.ci95,
    ciMethod: uncertainty.method,
    ciBasis: uncertainty.basis,
    episodes,
    successes,
    games: games?.length,
    avgSteps: perEpisode(steps, episodes),
    avgTotalTokens: perEpisode(totalTokens, episodes),
    // Latency is a per-step mean, so pool it over steps.
    avgStepLatencyS: steps === 0 ? 0 : sumOf(tasks, (t) => t.avgStepLatencyS * t.totalSteps) / steps,
    totalTokens,
    wallTimeS,
    invalidActionRate: validity,
    endings: tasks.every((t) => t.endings) && tasks.length > 0 ? sumEndings(tasks.map((t) => t.endings!)) : undefined,
    costPerEpisode: cost === undefined ? undefined : perEpisode(cost, episodes),
    totalCost: cost,
    passK: games && passKOverGames(games),
  };
}

/** Invalid steps over flagged steps, pooled: each task's rate weighted by its step count. */
function pooledInvalid(tasks: TaskRow[]): number | undefined {
  const steps = sumOf(tasks, (t) => t.totalSteps);
  return steps === 0 ? undefined : sumOf(tasks, (t) => t.invalidActionRate! * t.totalSteps) / steps;
}

function sumEndings(all: Endings[]): Endings {
  return { terminated: sumOf(all, (e) => e.terminated), truncated: sumOf(all, (e) => e.truncated), unknown: sumOf(all, (e) => e.unknown) };
}

// ---------------------------------------------------------------- completeness

/**
 * What the run played against what it asked for: each task's `episodes_requested` (and the
 * summary's `complete`), and the manifest's `tasks` for task types that never started. An
 * interrupted run is a partial result, and every view must say so.
 */
function runCompleteness(run: EvalRun, tasks: TaskRow[]): Completeness {
  const requestedList = run.manifest?.entries.tasks;
  const tasksRequested = Array.isArray(requestedList) && requestedList.every((t) => typeof t === "string") ? requestedList : undefined;
  const playedNames = new Set(tasks.filter((t) => t.episodes > 0).map((t) => t.taskType));
  const missingTasks = [
    ...tasks.filter((t) => t.episodes === 0).map((t) => t.taskType),
    ...(tasksRequested ?? []).filter((name) => !tasks.some((t) => t.taskType === name)),
  ];
  const incompleteTasks = tasks
    .filter((t) => t.episodes > 0 && !t.complete)
    .map((t) => ({ taskType: t.taskType, played: t.episodes, requested: t.episodesRequested }));
  // A task type that never started requested as many episodes as the run's others (one --episodes for all).
  const unstarted = (tasksRequested ?? []).filter((name) => !tasks.some((t) => t.taskType === name)).length;
  const perTask = tasks.length ? Math.max(...tasks.map((t) => t.episodesRequested)) : 0;
  const episodesPlayed = sumOf(tasks, (t) => t.episodes);
  const episodesRequested = sumOf(tasks, (t) => Math.max(t.episodesRequested, t.episodes)) + unstarted * perTask;
  const complete = missingTasks.length === 0 && incompleteTasks.length === 0 && playedNames.size > 0;
  const parts = [
    `${episodesPlayed} of ${episodesRequested} requested episodes played`,
    incompleteTasks.length ? `partial: ${incompleteTasks.map((t) => `${t.taskType} ${t.played}/${t.requested}`).join(", ")}` : "",
    missingTasks.length ? `not run: ${missingTasks.join(", ")}` : "",
  ].filter(Boolean);
  return {
    complete,
    episodesPlayed,
    episodesRequested,
    tasksRequested,
    missingTasks,
    incompleteTasks,
    text: complete ? undefined : `INCOMPLETE RUN: ${parts.join("; ")} (rerun the same eval command to resume)`,
  };
}

/** A macro average over fewer task types than requested is not the run's macro. */
function macroPartial(completeness: Completeness, playedTasks: number): string | undefined {
  if (completeness.complete) return undefined;
  const requested = playedTasks + completeness.missingTasks.length;
  const missing = completeness.missingTasks.length ? `; missing ${completeness.missingTasks.join(", ")}` : "";
  const short = completeness.incompleteTasks.length ? `; ${completeness.incompleteTasks.length} with episodes missing` : "";
  return `over ${playedTasks} of ${requested} task types${missing}${short}`;
}

function microPartial(completeness: Completeness): string | undefined {
  if (completeness.complete) return undefined;
  return `over ${completeness.episodesPlayed} of ${completeness.episodesRequested} requested episodes`;
}

function runDataset(run: EvalRun, games: GameRow[]): DatasetLabel {
  const strings = (values: unknown[]) => values.filter((v): v is string => typeof v === "string");
  const manifest = run.manifest;
  const split = manifest && (manifest.entries.dataset as { split?: unknown } | undefined)?.split;
  return datasetLabel({
    evalDatasets: strings(run.tasks.map((t) => t.summary.eval_dataset ?? t.settings?.eval_dataset)),
    gamefiles: games.length ? games.map((g) => g.gamefile) : (manifest?.games?.map((g) => g.gamefile) ?? []),
    declared: strings([...run.tasks.map((t) => t.summary.dataset_label), manifest?.datasetLabel]),
    declaredSplits: strings([split]),
  });
}

/** One line on repeated games, and the tasks whose interval needs more than the method's name. */
function intervalNotes(tasks: TaskRow[]): string[] {
  const notes: string[] = [];
  const repeated = tasks.filter((t) => t.ciMethod === "bootstrap-games");
  if (repeated.length)
    notes.push(
      `games repeat, so intervals come from a bootstrap over games: ${repeated.map((t) => `${t.taskType} ${t.episodes} episodes over ${t.games} distinct games`).join("; ")}`,
    );
  for (const task of tasks)
    if (task.ciMethod === "none" || task.ciMethod === "wilson-games" || task.ciBasis.includes("cannot show"))
      notes.push(`${task.taskType}: ${task.ciBasis}`);
  return notes;
}

/** Repeats of a game that always end the same way (a deterministic agent) carry no extra information. */
function sameOutcomeNote(games: GameRow[]): string[] {
  const repeated = games.filter((g) => g.episodes > 1);
  if (repeated.length === 0 || repeated.some((g) => g.successes > 0 && g.successes < g.episodes)) return [];
  return [
    `every repeated game ended the same way on each play (${repeated.length} games): the repeats add no information about the agent's variability, only about the games`,
  ];
}

function evalNotes(run: EvalRun, tasks: TaskRow[], games: GameRow[]): string[] {
  const notes: string[] = [];
  for (const task of run.tasks) {
    if (task.candidates.length > 1) notes.push(`${task.taskType}: ${task.candidates.length} summaries; ${task.selectionReason}`);
    if (task.episodeStats) notes.push(`${task.taskType}: counted from episode records in ${path.basename(task.episodeStats.source)}`);
  }
  notes.push(...intervalNotes(tasks), ...sameOutcomeNote(games));
  notes.push(...run.overallDifferences);
  const counts = tasks.filter((t) => t.episodes > 0);
  if (new Set(counts.map((t) => t.episodes)).size > 1)
    notes.push(
      `task types have different episode counts (${counts.map((t) => `${t.taskType} ${t.episodes}`).join(", ")}): macro and micro averages differ`,
    );
  return notes;
}

// ---------------------------------------------------------------- several runs

export function compareEvalRuns(runs: EvalRunReport[], manifests: Array<EvalRun["manifest"]> = []): ComparisonReport {
  const taskTypes = new Map<number, string>();
  for (const run of runs) for (const task of run.tasks) taskTypes.set(task.taskTypeId, task.taskType);
  const cell = (task: TaskRow | Aggregate | undefined): ComparisonCell | null =>
    task
      ? { episodes: task.episodes, successes: task.successes, successRate: task.successRate, ci95: task.ci95, ciMethod: task.ciMethod }
      : null;
  return {
    runs: runs.map((r) => r.label),
    datasets: runs.map((r) => r.dataset),
    manifestChecks: runs.slice(1).map((run, i) => checkManifests(run.label, manifests[i + 1], runs[0].label, manifests[0])),
    rows: [...taskTypes]
      .sort((a, b) => a[0] - b[0])
      .map(([taskTypeId, taskType]) => ({
        taskTypeId,
        taskType,
        cells: runs.map((run) => cell(run.tasks.find((t) => t.taskTypeId === taskTypeId))),
        paired: runs.map((run, i) => {
          const gamesOf = (r: EvalRunReport) => r.games.filter((g) => g.taskTypeId === taskTypeId);
          return i === 0 ? null : pairedDifference(gamesOf(runs[0]), gamesOf(run));
        }),
      })),
    macro: runs.map((run) => (run.tasks.length && run.macro.episodes ? run.macro.successRate : null)),
    micro: runs.map((run) => (run.tasks.length ? cell(run.micro) : null)),
    pairedMicro: runs.map((run, i) => (i === 0 ? null : pairedDifference(runs[0].games, run.games))),
  };
}

/** Mean ± sd over the runs that differ only in their seed. */
export function seedAnalysis(reports: EvalRunReport[], runs: EvalRun[]): SeedAnalysis {
  return groupBySeed(
    reports.map((report, i) => ({
      label: report.label,
      taskSettings: runs[i].tasks.map((t) => t.settings),
      microRate: report.micro.successRate,
      macroRate: report.macro.successRate,
      tasks: report.tasks.map((t) => ({ taskTypeId: t.taskTypeId, taskType: t.taskType, successRate: t.successRate })),
    })),
  );
}

function sumOf<T>(items: T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}
