// The evaluation's game pool: official $ALFWORLD_DATA splits, any folder or files, or the bundled
// set. Games are keyed by their path from `json_2.1.1/` on (or relative to the input folder), so the
// plan and the records do not depend on where the data lives.
import path from "node:path";
import { existsSync } from "node:fs";
import { alfworldDataRoot, findGames, readGameFile, isMarkedSolvable } from "../games/index.js";
import { compileGame, type CompiledGame } from "../engine/index.js";
import type { TaskType } from "../engine/types.js";

export interface PoolGame {
  /** Stable key: `json_2.1.1/<split>/<task>/<trial>/game.tw-pddl` or the path under the input folder. */
  rel: string;
  abs: string;
  taskType: TaskType | null;
}

export interface GamePool {
  games: PoolGame[];
  /** What was scanned, for the records (`eval_dataset`). */
  source: string;
}

export interface PoolOptions {
  /** Split for $ALFWORLD_DATA-style roots; the real runs' default is valid_seen (eval_in_distribution). */
  split: string;
}

/** Key from `json_2.1.1/` on, so it does not depend on where the data lives. */
export function relativeKey(abs: string, inputRoot: string): string {
  const parts = abs.split(path.sep);
  const at = parts.lastIndexOf("json_2.1.1");
  if (at >= 0) return parts.slice(at).join("/");
  const rel = path.relative(inputRoot, abs);
  return rel && !rel.startsWith("..") ? rel.split(path.sep).join("/") : abs;
}

/** Inputs: files or folders; a folder holding json_2.1.1/ is an ALFWorld data root and only `split` is taken. */
export function scanPool(inputs: readonly string[], options: PoolOptions): GamePool {
  const games: PoolGame[] = [];
  for (const input of inputs) {
    const root = path.resolve(input);
    const isDataRoot = existsSync(path.join(root, "json_2.1.1"));
    const scan = findGames([root], isDataRoot ? { splits: [options.split] } : {});
    for (const entry of scan.games) {
      const base = existsSync(root) && !root.endsWith(".tw-pddl") ? root : path.dirname(root);
      games.push({ rel: relativeKey(entry.path, base), abs: entry.path, taskType: entry.taskType });
    }
  }
  const unique = new Map(games.map((game) => [game.rel, game]));
  return { games: [...unique.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)), source: inputs.join(",") };
}

/** No --games: $ALFWORLD_DATA if set, else the bundled set (generated on first use). */
export async function defaultPool(options: PoolOptions): Promise<GamePool> {
  const root = alfworldDataRoot();
  if (root) return { ...scanPool([root], options), source: `$ALFWORLD_DATA/${options.split}` };
  const { bundledGamesDir } = await import("../games/generate/index.js");
  const bundled = await bundledGamesDir();
  return { ...scanPool([bundled], options), source: `bundled/${options.split}` };
}

/** Compiled games are immutable (an env clones the initial facts), so they are cached per path. */
export class GameCache {
  private readonly compiled = new Map<string, CompiledGame>();
  constructor(private readonly limit = 256) {}

  get(abs: string): CompiledGame {
    let game = this.compiled.get(abs);
    if (game) {
      this.compiled.delete(abs);
      this.compiled.set(abs, game); // LRU order
      return game;
    }
    const file = readGameFile(abs);
    if (!isMarkedSolvable(file)) throw new Error(`${abs}: game is not marked solvable`);
    game = compileGame(file);
    this.compiled.set(abs, game);
    if (this.compiled.size > this.limit) this.compiled.delete(this.compiled.keys().next().value as string);
    return game;
  }
}
