// Turns what the readers found into one JSON-serialisable report: the terminal,
// Markdown and --json outputs (and later the dashboard) all render this object.
import type { ReadWarning } from "./errors.js";
import { configNumber } from "./env-config.js";
import {
  buildEvalRunReport,
  compareEvalRuns,
  seedAnalysis,
  type ComparisonReport,
  type EvalRunReport,
  type Prices,
  type ReportOptions,
} from "./eval-report.js";
import { metricSeries, type DuplicatedStep, type MetricsLog, type StepRestart } from "./metrics.js";
import type { ScanResult } from "./scan.js";
import { countSkills, diffConsecutive, type SkillBankCounts, type SkillBankDiff } from "./skill-bank.js";
import { mean } from "./stats.js";
import type { SeedAnalysis } from "./seeds.js";
import type { TrainingRun } from "./training-run.js";

/** Dollars per million prompt (input) and completion (output) tokens, as providers price them. */
export * from "./eval-report.js";

export interface SeriesSummary {
  key: string;
  points: number;
  first: { step: number; value: number };
  final: { step: number; value: number };
  /** First step reaching the maximum / minimum. */
  max: { step: number; value: number };
  min: { step: number; value: number };
  mean: number;
  /** Mean of the last `window` points: per-step values are noisy (16 rollouts a step). */
  lastWindow: { window: number; mean: number };
}

/** A stretch of steps over which a count (e.g. skills in the context) stayed the same. */
export interface ValueSegment {
  fromStep: number;
  toStep: number;
  value: number;
}

export interface TrainingReport {
  label: string;
  dir: string;
  metricsFile: string;
  configFile?: string;
  shape: "nested" | "flat";
  records: number;
  distinctSteps: number;
  firstStep: number;
  lastStep: number;
  plannedSteps?: number;
  duplicatedSteps: DuplicatedStep[];
  droppedRecords: number;
  restarts: StepRestart[];
  epochResets: number[];
  tornLastLine?: { line: number; problem: string };
  /** Selected metrics, keyed by metric name; absent keys are left out. */
  series: Record<string, SeriesSummary>;
  familySuccess: Record<string, SeriesSummary>;
  skillContext: Record<string, ValueSegment[]>;
  totalTimeS?: number;
  /** Selected run_config.env entries, as written. */
  config: Record<string, string>;
}

export interface SkillBankReport {
  label: string;
  dir: string;
  snapshots: Array<{ file: string; step?: number; counts: SkillBankCounts }>;
  diffs: SkillBankDiff[];
}

export interface Report {
  roots: string[];
  evalRuns: EvalRunReport[];
  comparison?: ComparisonReport;
  /** Runs of equal settings but different seeds: mean ± sd. */
  seeds: SeedAnalysis;
  prices?: Prices;
  trainingRuns: TrainingReport[];
  skillBanks: SkillBankReport[];
  warnings: ReadWarning[];
  problems: ReadWarning[];
  unrecognized: string[];
}

export function buildReport(scan: ScanResult, options: ReportOptions = {}): Report {
  const evalRuns = scan.evalRuns.map(({ label, value }) => buildEvalRunReport(label, value, options));
  const runs = scan.evalRuns.map((r) => r.value);
  return {
    roots: scan.roots,
    evalRuns,
    comparison:
      evalRuns.length >= 2
        ? compareEvalRuns(
            evalRuns,
            runs.map((r) => r.manifest),
          )
        : undefined,
    seeds: seedAnalysis(evalRuns, runs),
    prices: options.prices,
    trainingRuns: scan.trainingRuns.map(({ label, value }) => buildTrainingReport(label, value)),
    skillBanks: scan.skillBanks.map(({ label, value }) => ({
      label,
      dir: value.dir,
      snapshots: value.snapshots.map((bank) => ({ file: bank.file, step: bank.step, counts: countSkills(bank) })),
      diffs: diffConsecutive(value.snapshots),
    })),
    warnings: [...scan.evalRuns.flatMap((r) => r.value.warnings), ...scan.trainingRuns.flatMap((r) => r.value.log.warnings)],
    problems: scan.problems,
    unrecognized: scan.unrecognized,
  };
}

// ------------------------------------------------------------------ training

const SERIES_KEYS = [
  "episode/success_rate",
  "val/success_rate",
  "episode/reward/mean",
  "episode/length/mean",
  "episode/valid_action_ratio",
  "actor/kl_loss",
  "actor/ppo_kl",
  "actor/entropy_loss",
  "actor/grad_norm",
  "actor/lr",
  "perf/throughput",
  "perf/time_per_step",
  "response_length/mean",
  "prompt_length/mean",
  "val/skillzero/skills_on/success_rate",
  "val/skillzero/skills_off/success_rate",
  "val/skillzero/delta/success_rate",
  "val/curriculum/delta/success_rate",
  "prompt_length/memory_tokens/mean",
  "tokens/large_model/total_cumulative",
];

// Keys that say how many skills were in the rollout context (SkillZero curriculum).
const SKILL_CONTEXT_KEYS = [
  "val/global_skill_top_k",
  "val/curriculum/active_skill_count",
  "val/curriculum/max_set",
  "val/skillzero/skills_on/global_skill_active_count",
  "val/skillzero/skills_on/task_specific_skill_active_count",
];

const CONFIG_KEYS = [
  "MODEL_PATH",
  "EXPERIMENT_NAME",
  "TOTAL_TRAINING_STEPS",
  "TRAIN_DATA_SIZE",
  "GROUP_SIZE",
  "ROLLOUTS_PER_STEP",
  "ACTOR_LR",
  "LR_WARMUP_STEPS",
  "N_GPUS",
  "GLOBAL_TOP_K_SCHEDULE",
  "GLOBAL_INTERNALIZATION_MODE",
];

const LAST_WINDOW = 10;

export function buildTrainingReport(label: string, run: TrainingRun): TrainingReport {
  const log = run.log;
  const series: Record<string, SeriesSummary> = {};
  for (const key of SERIES_KEYS) {
    const summary = summarizeSeries(log, key);
    if (summary) series[key] = summary;
  }
  const stepTimes = metricSeries(log, "timing_s/step");
  return {
    label,
    dir: run.dir,
    metricsFile: run.metricsFile,
    configFile: run.config?.file,
    shape: log.shape,
    records: log.totalRecords,
    distinctSteps: log.rows.length,
    firstStep: log.rows[0].step,
    lastStep: log.rows[log.rows.length - 1].step,
    plannedSteps: configNumber(run.config, "TOTAL_TRAINING_STEPS"),
    duplicatedSteps: log.duplicatedSteps,
    droppedRecords: log.droppedRecords,
    restarts: log.restarts,
    epochResets: log.epochResets,
    tornLastLine: log.tornLastLine,
    series,
    familySuccess: familySeries(log),
    skillContext: skillContextSegments(log),
    totalTimeS: stepTimes.length ? sumOf(stepTimes, (p) => p.value) : undefined,
    config: Object.fromEntries(CONFIG_KEYS.filter((k) => run.config?.entries[k] !== undefined).map((k) => [k, run.config!.entries[k]])),
  };
}

export function summarizeSeries(log: MetricsLog, key: string): SeriesSummary | undefined {
  const points = metricSeries(log, key);
  if (points.length === 0) return undefined;
  let max = points[0];
  let min = points[0];
  for (const point of points) {
    if (point.value > max.value) max = point;
    if (point.value < min.value) min = point;
  }
  const tail = points.slice(-LAST_WINDOW);
  return {
    key,
    points: points.length,
    first: points[0],
    final: points[points.length - 1],
    max,
    min,
    mean: mean(points.map((p) => p.value)),
    lastWindow: { window: tail.length, mean: mean(tail.map((p) => p.value)) },
  };
}

function familySeries(log: MetricsLog): Record<string, SeriesSummary> {
  const keys = new Set<string>();
  for (const row of log.rows) for (const key of Object.keys(row.metrics)) if (/^episode\/.+_success_rate$/.test(key)) keys.add(key);
  const out: Record<string, SeriesSummary> = {};
  for (const key of [...keys].sort()) out[key.slice("episode/".length, -"_success_rate".length)] = summarizeSeries(log, key)!;
  return out;
}

function skillContextSegments(log: MetricsLog): Record<string, ValueSegment[]> {
  const out: Record<string, ValueSegment[]> = {};
  for (const key of SKILL_CONTEXT_KEYS) {
    const segments = toSegments(metricSeries(log, key));
    if (segments.length) out[key] = segments;
  }
  return out;
}

export function toSegments(points: Array<{ step: number; value: number }>): ValueSegment[] {
  const segments: ValueSegment[] = [];
  for (const point of points) {
    const last = segments[segments.length - 1];
    if (last && last.value === point.value) last.toStep = point.step;
    else segments.push({ fromStep: point.step, toStep: point.step, value: point.value });
  }
  return segments;
}

function sumOf<T>(items: T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}
