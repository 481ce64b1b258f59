// The one catalog of games: which games an input names (files, folders, $ALFWORLD_DATA roots or
// their json_2.1.1 folder), their stable keys, split and task type, the default inputs (the data
// root or the bundled set), and one ref-counted cache of compiled games. Eval, SEED rollouts, the
// servers and the dashboard all take their games from here.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { compileGame, type CompiledGame, type TaskType } from "../engine/index.js";
import { SeedworldError } from "../platform/errors.js";
import { alfworldDataRoot, findGames, isMarkedSolvable, readGameFile, type GameProblem } from "./loader.js";

const DATA_FOLDER = "json_2.1.1";

export interface CatalogGame {
  /** Position in the catalog (sorted by `gamefile`); AgentGym's `game` number. */
  index: number;
  /** Stable key: `json_2.1.1/<split>/<task>/<trial>/game.tw-pddl`, or the path under the input folder. */
  gamefile: string;
  abs: string;
  taskType: TaskType | null;
  /** The split folder under json_2.1.1, or null for games outside a data root. */
  split: string | null;
}

export interface Catalog {
  games: CatalogGame[];
  /** What was scanned, as recorded in outputs (`eval_dataset`). */
  source: string;
  /** Files that could not be used, with the reason. */
  problems: GameProblem[];
}

export interface CatalogOptions {
  /** Keep only these splits of games under a data root (default: every split present). */
  splits?: readonly string[];
  taskTypes?: readonly TaskType[];
  /** How the inputs are named in `source` (default: the inputs joined by commas). */
  source?: string;
}

/** Key from `json_2.1.1/` on, so it does not depend on where the data lives. */
export function gameKey(abs: string, inputRoot: string): string {
  const parts = abs.split(path.sep);
  const at = parts.lastIndexOf(DATA_FOLDER);
  if (at >= 0) return parts.slice(at).join("/");
  const rel = path.relative(inputRoot, abs);
  return rel && !rel.startsWith("..") ? rel.split(path.sep).join("/") : abs;
}

/** Splits of the games found under `inputs` (data roots and json_2.1.1 folders), sorted. */
function splitsOf(games: readonly { split: string | null }[]): string[] {
  return [...new Set(games.map((game) => game.split).filter((split): split is string => split !== null))].sort();
}

/**
 * Games from files, folders or data roots, in sorted key order; a key found twice is kept once.
 * A requested split that none of the games has is refused with the splits that are there.
 */
export function scanCatalog(inputs: readonly string[], options: CatalogOptions = {}): Catalog {
  const byKey = new Map<string, Omit<CatalogGame, "index">>();
  const scanned: Omit<CatalogGame, "index">[] = [];
  const problems: GameProblem[] = [];
  for (const input of inputs) {
    const root = path.resolve(input);
    const scan = findGames([root], { taskTypes: options.taskTypes });
    problems.push(...scan.problems);
    const isFolder = existsSync(root) && statSync(root).isDirectory();
    const base = isFolder ? root : path.dirname(root);
    for (const entry of scan.games) {
      const gamefile = gameKey(entry.path, base);
      if (byKey.has(gamefile)) continue;
      const game = { gamefile, abs: entry.path, taskType: entry.taskType, split: entry.split };
      byKey.set(gamefile, game);
      if (isFolder) scanned.push(game);
    }
  }
  // A split narrows what folders hold; a game file named on its own is always taken.
  if (options.splits) {
    const kept = new Set(keepSplits(scanned, options.splits, inputs));
    for (const game of scanned) if (!kept.has(game)) byKey.delete(game.gamefile);
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.gamefile < b.gamefile ? -1 : a.gamefile > b.gamefile ? 1 : 0));
  return { games: sorted.map((game, index) => ({ ...game, index })), source: options.source ?? inputs.join(","), problems };
}

/**
 * The catalog, refused as the one NO_GAMES error when it holds no game: the message names what was
 * scanned, the bad files found there (why it is empty) and `hint` (the options that narrow it).
 */
export function requireGames(catalog: Catalog, hint = ""): Catalog {
  if (catalog.games.length > 0) return catalog;
  const why = catalog.problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ");
  throw new SeedworldError("NO_GAMES", `no games found in ${catalog.source}${hint ? ` (${hint})` : ""}${why ? `: ${why}` : ""}`);
}

/** Games under a data root keep only the requested splits; loose games (no split) are kept. */
function keepSplits<T extends { split: string | null }>(games: T[], splits: readonly string[], inputs: readonly string[]): T[] {
  const present = splitsOf(games);
  if (present.length === 0) return games;
  const unknown = splits.filter((split) => !present.includes(split));
  if (unknown.length > 0) {
    throw new SeedworldError(
      "UNKNOWN_SPLIT",
      `split ${unknown.map((s) => `"${s}"`).join(", ")} is not in ${inputs.join(", ")} (splits there: ${present.join(", ")})`,
    );
  }
  return games.filter((game) => game.split === null || splits.includes(game.split));
}

/**
 * The inputs used when a command names no games: $ALFWORLD_DATA, else the bundled set, of which
 * only the `splits` the command reads are generated (all of them when it reads every split).
 */
export async function defaultGameInputs(splits?: readonly string[]): Promise<{ inputs: string[]; label: string }> {
  const root = alfworldDataRoot();
  if (root) return { inputs: [root], label: "$ALFWORLD_DATA" };
  const { bundledGamesDir } = await import("./generate/index.js");
  return { inputs: [await bundledGamesDir(splits)], label: "bundled" };
}

/** The catalog of `inputs`, or of the default inputs (source `$ALFWORLD_DATA/<split>` or `bundled/<split>`). */
export async function openCatalog(
  inputs: readonly string[] | undefined,
  options: CatalogOptions & { split?: string } = {},
): Promise<Catalog> {
  const splits = options.splits ?? (options.split ? [options.split] : undefined);
  if (inputs && inputs.length > 0) return scanCatalog(inputs, { ...options, splits });
  const fallback = await defaultGameInputs(splits);
  const source = options.split ? `${fallback.label}/${options.split}` : fallback.label;
  return scanCatalog(fallback.inputs, { ...options, splits, source });
}

/** Reads, checks and compiles one game file (ALFWorld plays only games marked solvable). */
export function compileGameFile(abs: string): CompiledGame {
  const file = readGameFile(abs);
  if (!isMarkedSolvable(file)) throw new SeedworldError("GAME_NOT_SOLVABLE", `${abs}: game is not marked solvable`);
  return compileGame(file, { file: abs });
}

/**
 * Memory one compiled game takes, per byte of its game file: the process's RSS grew 13.3 bytes per
 * file byte over the 45 shared official games (87 KB files), each compiled and one env reset on it
 * (1.16 MB per game; the V8 heap alone 0.70 MB). Budgets count games at this rate.
 */
export const COMPILED_BYTES_PER_FILE_BYTE = 13;

/** Approximate memory of `abs` once compiled (from its file size; 0 when it cannot be read: it will not compile). */
export function compiledGameBytes(abs: string): number {
  try {
    return statSync(abs).size * COMPILED_BYTES_PER_FILE_BYTE;
  } catch {
    return 0;
  }
}

interface CachedGame {
  game: CompiledGame;
  users: number;
  bytes: number;
}

export interface CompiledGamesLimits {
  /** Unused games kept at most. */
  idleGames?: number;
  /** Approximate bytes (compiledGameBytes) of the unused games kept at most. */
  idleBytes?: number;
}

/**
 * Compiled games by file path; a compiled game is immutable (an env clones the initial facts), so
 * every env of a game shares one. A game stays while anyone holds it (acquire/release); unused ones
 * are kept up to `idleGames` and `idleBytes`, least recently used dropped first. `get` is acquire
 * without a hold, for callers that keep no long-lived envs (eval, rollouts).
 */
export class CompiledGames {
  /** Map order = recency of use. */
  readonly #cache = new Map<string, CachedGame>();
  #idle = 0;
  #idleBytes = 0;
  readonly #limits: Required<CompiledGamesLimits>;

  constructor(limits: CompiledGamesLimits = {}) {
    this.#limits = { idleGames: 256, idleBytes: Number.POSITIVE_INFINITY, ...limits };
  }

  get(abs: string): CompiledGame {
    const game = this.acquire(abs);
    this.release(abs);
    return game;
  }

  acquire(abs: string): CompiledGame {
    let cached = this.#cache.get(abs);
    if (cached) {
      this.#cache.delete(abs);
      if (cached.users === 0) {
        this.#idle -= 1;
        this.#idleBytes -= cached.bytes;
      }
    } else {
      cached = { game: compileGameFile(abs), users: 0, bytes: compiledGameBytes(abs) };
    }
    this.#cache.set(abs, cached);
    cached.users += 1;
    return cached.game;
  }

  release(abs: string): void {
    const cached = this.#cache.get(abs);
    if (!cached || cached.users === 0) return;
    cached.users -= 1;
    if (cached.users > 0) return;
    this.#idle += 1;
    this.#idleBytes += cached.bytes;
    for (const [key, entry] of this.#cache) {
      if (this.#idle <= this.#limits.idleGames && this.#idleBytes <= this.#limits.idleBytes) break;
      if (entry.users > 0) continue;
      this.#cache.delete(key);
      this.#idle -= 1;
      this.#idleBytes -= entry.bytes;
    }
  }

  /** Compiled games held (in use or idle). */
  get size(): number {
    return this.#cache.size;
  }
}
