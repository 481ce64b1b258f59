// Finds what each given path holds, recursively: evaluation runs (group folders
// with task_* subfolders, or lone task folders), training runs (metrics logs) and
// skill-bank folders. A broken item is recorded as a problem and scanning goes on,
// so one torn file does not hide the rest of a data set.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { BadFileError, describeError, type ReadWarning } from "./errors.js";
import { readJsonFile } from "../formats/json.js";
import { OVERALL_FILE, SUMMARY_FILE, TASK_FOLDER } from "../formats/eval-files.js";
import { isTaskFolderListing, readEvalRun, type EvalRun } from "./eval-run.js";
import { looksLikeSkillBank, readSkillBank, sortSnapshots, type SkillBank } from "./skill-bank.js";
import { METRICS_FILE, readTrainingRuns, type TrainingRun } from "./training-run.js";

export interface Labelled<T> {
  /** Path relative to the parent of the root it was found under, e.g. `seed-data/deepseek/alfworld_api_eval`. */
  label: string;
  value: T;
}

export interface SkillBankFolder {
  dir: string;
  snapshots: SkillBank[];
}

export interface ScanResult {
  roots: string[];
  evalRuns: Array<Labelled<EvalRun>>;
  trainingRuns: Array<Labelled<TrainingRun>>;
  skillBanks: Array<Labelled<SkillBankFolder>>;
  /** Items that could not be read; each names the file and the problem. */
  problems: ReadWarning[];
  /** Given paths in which nothing was recognised. */
  unrecognized: string[];
}

// Large per-run result files are never skill banks; skip parsing them during detection.
const EVAL_ARTIFACT = /(_\d{8}_\d{6}\.(json|summary\.json)$)|\.state\.json$|\.overall_summary\.json$|^manifest\.json$/;
const MAX_PROBE_BYTES = 16 * 1024 * 1024;

export async function scanRuns(roots: string[]): Promise<ScanResult> {
  const result: ScanResult = { roots, evalRuns: [], trainingRuns: [], skillBanks: [], problems: [], unrecognized: [] };
  for (const root of roots) {
    const before = countFound(result);
    const labelBase = path.dirname(path.resolve(root));
    try {
      const info = await stat(root).catch((error: NodeJS.ErrnoException) => {
        throw new BadFileError(root, `does not exist or cannot be read (${error.code ?? error.message})`);
      });
      if (info.isDirectory()) await scanDir(root, labelBase, result);
      // A file is labelled with its folder: `任务1 A800/metrics.jsonl`, not `metrics.jsonl`.
      else await scanFile(root, path.dirname(labelBase), result);
    } catch (error) {
      result.problems.push(asProblem(root, error));
      continue;
    }
    if (countFound(result) === before && !result.problems.some((p) => isInside(p.file, root))) result.unrecognized.push(root);
  }
  return result;
}

async function scanDir(dir: string, labelBase: string, result: ScanResult): Promise<void> {
  const names = (await readdir(dir)).sort();
  const label = labelFor(dir, labelBase);
  const subdirs = await subdirectories(dir, names);
  const taskDirs = subdirs.filter((n) => TASK_FOLDER.test(n));
  const isGroup = names.some((n) => OVERALL_FILE.test(n)) || (await anyTaskFolder(dir, taskDirs));
  if (isGroup || isTaskFolderListing(names)) {
    await attempt(dir, result, async () => {
      const run = await readEvalRun(dir);
      result.evalRuns.push({ label, value: run });
      result.problems.push(...run.problems);
    });
  }
  if (names.some((n) => METRICS_FILE.test(n))) {
    await attempt(dir, result, async () => {
      for (const run of await readTrainingRuns(dir))
        result.trainingRuns.push({ label: labelFor(run.metricsFile, labelBase, dir), value: run });
    });
  }
  await collectSkillBanks(dir, names, label, result);
  // Task folders of a group were read with the group.
  for (const name of subdirs) {
    if (isGroup && taskDirs.includes(name)) continue;
    await scanDir(path.join(dir, name), labelBase, result);
  }
}

async function scanFile(file: string, labelBase: string, result: ScanResult): Promise<void> {
  const name = path.basename(file);
  if (name.endsWith(".jsonl")) {
    for (const run of await readTrainingRuns(file)) result.trainingRuns.push({ label: labelFor(file, labelBase), value: run });
    return;
  }
  if (name.endsWith(".json") && looksLikeSkillBank(await readJsonFile(file))) {
    result.skillBanks.push({
      label: labelFor(file, labelBase),
      value: { dir: path.dirname(file), snapshots: [await readSkillBank(file)] },
    });
    return;
  }
  throw new BadFileError(file, "not a metrics log (.jsonl) or a skill bank (.json)");
}

async function collectSkillBanks(dir: string, names: string[], label: string, result: ScanResult): Promise<void> {
  const snapshots: SkillBank[] = [];
  for (const name of names) {
    if (!name.endsWith(".json") || EVAL_ARTIFACT.test(name) || SUMMARY_FILE.test(name)) continue;
    const file = path.join(dir, name);
    await attempt(file, result, async () => {
      if ((await stat(file)).size > MAX_PROBE_BYTES) return;
      if (looksLikeSkillBank(await readJsonFile(file))) snapshots.push(await readSkillBank(file));
    });
  }
  if (snapshots.length > 0) result.skillBanks.push({ label, value: { dir, snapshots: sortSnapshots(snapshots) } });
}

async function subdirectories(dir: string, names: string[]): Promise<string[]> {
  const dirs: string[] = [];
  for (const name of names) {
    if (name.startsWith(".") || name === "node_modules") continue;
    if ((await stat(path.join(dir, name))).isDirectory()) dirs.push(name);
  }
  return dirs;
}

async function anyTaskFolder(dir: string, taskDirs: string[]): Promise<boolean> {
  for (const name of taskDirs) {
    const inner = await readdir(path.join(dir, name));
    if (isTaskFolderListing(inner)) return true;
  }
  return false;
}

async function attempt(file: string, result: ScanResult, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    result.problems.push(asProblem(file, error));
  }
}

function asProblem(file: string, error: unknown): ReadWarning {
  if (error instanceof BadFileError) return { file: error.file, message: error.problem };
  return { file, message: describeError(error) };
}

function labelFor(target: string, labelBase: string, dirForDefaultName?: string): string {
  // A log called plain `metrics.jsonl` is labelled by its folder; others keep their name.
  const useDir = dirForDefaultName !== undefined && path.basename(target) === "metrics.jsonl";
  const relative = path.relative(labelBase, path.resolve(useDir ? dirForDefaultName : target));
  return relative.split(path.sep).join("/") || path.basename(path.resolve(target));
}

function countFound(result: ScanResult): number {
  return result.evalRuns.length + result.trainingRuns.length + result.skillBanks.length;
}

function isInside(file: string, root: string): boolean {
  const relative = path.relative(path.resolve(root), path.resolve(file));
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}
