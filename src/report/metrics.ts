// Reader for training logs (`metrics.jsonl`). Two row shapes exist:
//   nested `{"step": N, "metrics": {...}}` (the data set's SkillZero run) and
//   flat   `{"step": N, "actor/kl_loss": ..., ...}` (verl's own file logger, SkillRL).
// A resumed run appends the steps after its last checkpoint again, so a step can
// occur several times: the LAST record of a step wins and every duplicate is reported.
import { z } from "zod";
import { BadFileError, type ReadWarning } from "./errors.js";
import { readJsonl, type JsonlLine } from "../formats/jsonl.js";
import { parseWith } from "./validate.js";

export type MetricValue = number | string | boolean | null;
export type MetricMap = Record<string, MetricValue>;

export interface MetricRow {
  step: number;
  metrics: MetricMap;
  /** Line of the record that won for this step. */
  line: number;
}

export interface DuplicatedStep {
  step: number;
  /** How many records carried this step (≥ 2). */
  records: number;
  /** Lines of all records of this step; the last one is kept. */
  lines: number[];
}

/** A point where the log starts over at a step it had already reached (a resume). */
export interface StepRestart {
  line: number;
  /** Highest step logged before this record. */
  afterStep: number;
  /** Step of the record that went back. */
  restartStep: number;
}

export interface MetricsLog {
  file: string;
  shape: "nested" | "flat";
  /** Records that parsed (torn last line excluded). */
  totalRecords: number;
  /** One row per distinct step, sorted by step. */
  rows: MetricRow[];
  duplicatedSteps: DuplicatedStep[];
  /** Records superseded by a later record of the same step. */
  droppedRecords: number;
  restarts: StepRestart[];
  /**
   * Steps where `training/epoch` falls back (e.g. to 0): a resume that did not
   * restore the dataloader state; visible even after duplicates were removed.
   */
  epochResets: number[];
  tornLastLine?: { line: number; problem: string };
  warnings: ReadWarning[];
}

const metricValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);
const nestedRow = z.object({ step: z.number().int().nonnegative(), metrics: z.record(z.string(), metricValue) });
const flatRow = z.object({ step: z.number().int().nonnegative() }).catchall(metricValue);

export async function readMetrics(file: string): Promise<MetricsLog> {
  const content = await readJsonl(file);
  if (content.lines.length === 0) throw new BadFileError(file, "no metric records");
  const parsed = content.lines.map((line) => parseRow(line, file));
  const shapes = new Set(parsed.map((row) => row.shape));
  if (shapes.size > 1) throw new BadFileError(file, "mixes nested {step, metrics} rows and flat rows");
  const { rows, duplicatedSteps, droppedRecords } = keepLastPerStep(parsed);
  return {
    file,
    shape: parsed[0].shape,
    totalRecords: parsed.length,
    rows,
    duplicatedSteps,
    droppedRecords,
    restarts: findRestarts(parsed),
    epochResets: findEpochResets(rows),
    tornLastLine: content.tornLastLine && { line: content.tornLastLine.line, problem: content.tornLastLine.problem },
    warnings: content.warnings,
  };
}

interface ParsedRow extends MetricRow {
  shape: "nested" | "flat";
}

function parseRow({ line, value }: JsonlLine, file: string): ParsedRow {
  if (typeof value === "object" && value !== null && "metrics" in value) {
    const row = parseWith(nestedRow, value, file, `line ${line}`);
    return { step: row.step, metrics: row.metrics, line, shape: "nested" };
  }
  const { step, ...metrics } = parseWith(flatRow, value, file, `line ${line}`);
  return { step, metrics: metrics as MetricMap, line, shape: "flat" };
}

function keepLastPerStep(parsed: ParsedRow[]) {
  const byStep = new Map<number, ParsedRow[]>();
  for (const row of parsed) {
    const group = byStep.get(row.step);
    if (group) group.push(row);
    else byStep.set(row.step, [row]);
  }
  const rows: MetricRow[] = [];
  const duplicatedSteps: DuplicatedStep[] = [];
  for (const [step, group] of [...byStep].sort((a, b) => a[0] - b[0])) {
    const winner = group[group.length - 1];
    rows.push({ step, metrics: winner.metrics, line: winner.line });
    if (group.length > 1) duplicatedSteps.push({ step, records: group.length, lines: group.map((r) => r.line) });
  }
  return { rows, duplicatedSteps, droppedRecords: parsed.length - rows.length };
}

function findRestarts(parsed: ParsedRow[]): StepRestart[] {
  // A rewind is a record whose step does not advance past the record before it.
  const restarts: StepRestart[] = [];
  let highest = -Infinity;
  parsed.forEach((row, index) => {
    if (index > 0 && row.step <= parsed[index - 1].step) {
      restarts.push({ line: row.line, afterStep: highest, restartStep: row.step });
    }
    highest = Math.max(highest, row.step);
  });
  return restarts;
}

function findEpochResets(rows: MetricRow[]): number[] {
  const resets: number[] = [];
  let previous: number | undefined;
  for (const row of rows) {
    const epoch = row.metrics["training/epoch"];
    if (typeof epoch !== "number") continue;
    if (previous !== undefined && epoch < previous) resets.push(row.step);
    previous = epoch;
  }
  return resets;
}

/** The numeric series of one metric key, skipping steps where it is absent or not a number. */
export function metricSeries(log: MetricsLog, key: string): Array<{ step: number; value: number }> {
  const series: Array<{ step: number; value: number }> = [];
  for (const row of log.rows) {
    const value = row.metrics[key];
    if (typeof value === "number" && Number.isFinite(value)) series.push({ step: row.step, value });
  }
  return series;
}
