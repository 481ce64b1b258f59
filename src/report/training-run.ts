// A training run folder: one metrics log plus, when present, its run_config.env.
// The data set names logs either `metrics.jsonl` or `<run name> metrics.jsonl`.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { BadFileError } from "./errors.js";
import { readRunConfig, type RunConfig } from "./env-config.js";
import { readMetrics, type MetricsLog } from "./metrics.js";

export interface TrainingRun {
  dir: string;
  metricsFile: string;
  log: MetricsLog;
  config?: RunConfig;
}

export const METRICS_FILE = /(^|[ _.-])metrics\.jsonl$/;
const CONFIG_FILE = "run_config.env";

/** `target` is a run folder or a metrics file; each metrics file in a folder is one run. */
export async function readTrainingRuns(target: string): Promise<TrainingRun[]> {
  const isFile = (await statOrThrow(target)).isFile();
  const dir = isFile ? path.dirname(target) : target;
  const names = await readdir(dir);
  const metricsFiles = isFile ? [target] : names.filter((n) => METRICS_FILE.test(n)).map((n) => path.join(dir, n));
  if (metricsFiles.length === 0) throw new BadFileError(target, "no metrics.jsonl: not a training run");
  const config = names.includes(CONFIG_FILE) ? await readRunConfig(path.join(dir, CONFIG_FILE)) : undefined;
  const runs: TrainingRun[] = [];
  for (const metricsFile of metricsFiles.sort()) {
    runs.push({ dir, metricsFile, log: await readMetrics(metricsFile), config });
  }
  return runs;
}

/** The single run in `target` (a folder with exactly one metrics log, or the log itself). */
export async function readTrainingRun(target: string): Promise<TrainingRun> {
  const runs = await readTrainingRuns(target);
  if (runs.length > 1) throw new BadFileError(target, `holds ${runs.length} metrics logs; pass one of them`);
  return runs[0];
}

async function statOrThrow(target: string) {
  try {
    return await stat(target);
  } catch (error) {
    throw new BadFileError(target, `does not exist or cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}
