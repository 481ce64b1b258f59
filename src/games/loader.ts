// Finding and reading ALFWorld game files: a game.tw-pddl file, a folder scanned recursively,
// or an $ALFWORLD_DATA root (json_2.1.1/<split>/<task>-<Obj>-<Mrecep>-<Recep>-<scene>/<trial>/).
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { TASK_TYPES, type GameFile, type TaskType } from "../engine/types.js";
import { readJson } from "../formats/json.js";
import { BadFileError } from "../platform/errors.js";

export const GAME_FILE_NAME = "game.tw-pddl";
export const SPLITS = ["train", "valid_seen", "valid_unseen", "valid_train"] as const;
export type Split = (typeof SPLITS)[number];

export interface GameEntry {
  path: string;
  /** From the task folder name (`pick_heat_then_place_in_recep-Mug-None-SideTable-21`). */
  taskType: TaskType | null;
  split: string | null;
}

export interface GameProblem {
  path: string;
  message: string;
}

export interface GameScan {
  games: GameEntry[];
  /** Files that could not be used, with the reason; a scan goes on past them. */
  problems: GameProblem[];
  /** Games left out on purpose (unsolvable, sliced/movable kinds, filtered task type). */
  skipped: GameProblem[];
}

/** Reads and validates one game.tw-pddl; the error names the file and what is wrong. */
export function readGameFile(path: string): GameFile {
  // Read as Python's json.load reads it (ALFWorld's loader), errors naming the file.
  const data = readJson<unknown>(path);
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new BadFileError(path, "not a JSON object");
  const d = data as Record<string, unknown>;
  for (const key of ["pddl_domain", "grammar", "pddl_problem"])
    if (typeof d[key] !== "string" || !(d[key] as string).trim())
      throw new BadFileError(path, `missing "${key}": not an ALFWorld game.tw-pddl file`);
  if (
    d.walkthrough !== undefined &&
    d.walkthrough !== null &&
    !(Array.isArray(d.walkthrough) && d.walkthrough.every((w) => typeof w === "string"))
  )
    throw new BadFileError(path, `"walkthrough" must be a list of commands`);
  return d as unknown as GameFile;
}

/** Task type from an ALFWorld task folder name, or null. */
export function taskTypeFromPath(path: string): TaskType | null {
  for (const part of path.split(/[\\/]/).reverse()) {
    const prefix = part.split("-")[0];
    if ((TASK_TYPES as readonly string[]).includes(prefix)) return prefix as TaskType;
  }
  return null;
}

function splitFromPath(path: string): string | null {
  const parts = path.split(/[\\/]/);
  const i = parts.lastIndexOf("json_2.1.1");
  return i >= 0 && i + 1 < parts.length ? parts[i + 1] : null;
}

/** A game file is kept unless it is empty (the trace of an interrupted copy): that one is a problem. */
function keepGameFile(path: string, size: number, out: string[], problems: GameProblem[]): void {
  if (size === 0) problems.push({ path, message: "empty file: not an ALFWorld game.tw-pddl file" });
  else out.push(path);
}

function collectGameFiles(root: string, out: string[], problems: GameProblem[]): void {
  let entries: string[];
  try {
    entries = readdirSync(root).sort();
  } catch (e) {
    problems.push({ path: root, message: `cannot list folder (${(e as NodeJS.ErrnoException).code})` });
    return;
  }
  for (const name of entries) {
    const path = join(root, name);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      continue;
    }
    if (stats.isDirectory()) collectGameFiles(path, out, problems);
    else if (name === GAME_FILE_NAME) keepGameFile(path, stats.size, out, problems);
  }
}

export interface FindOptions {
  taskTypes?: readonly TaskType[];
  /** For an $ALFWORLD_DATA root: which splits to take (default: all present). */
  splits?: readonly string[];
}

/**
 * Resolves inputs (files, folders, $ALFWORLD_DATA roots) to game entries, in sorted path order.
 * Like ALFWorld, it leaves out sliced and movable-receptacle tasks and games not marked solvable.
 */
export function findGames(inputs: readonly string[], options: FindOptions = {}): GameScan {
  const files: string[] = [];
  const problems: GameProblem[] = [];
  const skipped: GameProblem[] = [];
  for (const input of inputs) {
    const path = resolve(input);
    if (!existsSync(path)) {
      problems.push({ path, message: "no such file or folder" });
      continue;
    }
    const stats = statSync(path);
    if (!stats.isDirectory()) {
      keepGameFile(path, stats.size, files, problems);
      continue;
    }
    const dataRoot = join(path, "json_2.1.1");
    if (existsSync(dataRoot) && statSync(dataRoot).isDirectory()) {
      const splits = options.splits ?? readdirSync(dataRoot).sort();
      for (const split of splits) collectGameFiles(join(dataRoot, split), files, problems);
    } else collectGameFiles(path, files, problems);
  }
  const games: GameEntry[] = [];
  for (const path of [...new Set(files)].sort()) {
    const folder = basename(dirname(dirname(path)));
    if (/movable|Sliced/.test(folder)) {
      skipped.push({ path, message: "sliced or movable-receptacle task (not an ALFWorld text task)" });
      continue;
    }
    const taskType = taskTypeFromPath(path);
    if (options.taskTypes && taskType && !options.taskTypes.includes(taskType)) continue;
    games.push({ path, taskType, split: splitFromPath(path) });
  }
  return { games, problems, skipped };
}

/** ALFWorld skips games whose file does not say `"solvable": true`. */
export function isMarkedSolvable(file: GameFile): boolean {
  return file.solvable === true;
}

/** $ALFWORLD_DATA, when it points at a folder with json_2.1.1/ inside. */
export function alfworldDataRoot(env: NodeJS.ProcessEnv = process.env): string | null {
  const root = env.ALFWORLD_DATA;
  return root && existsSync(join(root, "json_2.1.1")) ? root : null;
}
