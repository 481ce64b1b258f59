// The env server's game list: every game gets a fixed index (AgentGym's `game`), a stable relative
// key (`extra.gamefile`), and one compiled copy shared by all environments playing it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileGame, type CompiledGame, type TaskType } from "../../engine/index.js";
import { findGames, isMarkedSolvable, readGameFile, taskTypeFromPath } from "../../games/index.js";
import { relativeKey } from "../../eval/game-pool.js";

export interface CatalogGame {
  index: number;
  /** `json_2.1.1/<split>/<task>/<trial>/game.tw-pddl` when under a data root, else relative to the input. */
  gamefile: string;
  abs: string;
  taskType: TaskType | null;
}

export interface CatalogOptions {
  /** Splits of $ALFWORLD_DATA-style roots (default: all present). */
  splits?: readonly string[];
  taskTypes?: readonly TaskType[];
}

/** Games from files, folders or data roots, in sorted key order; duplicates (same key) kept once. */
export function scanCatalog(inputs: readonly string[], options: CatalogOptions = {}): CatalogGame[] {
  const byKey = new Map<string, Omit<CatalogGame, "index">>();
  for (const input of inputs) {
    const root = path.resolve(input);
    const scan = findGames([root], { splits: options.splits, taskTypes: options.taskTypes });
    const base = root.endsWith(".tw-pddl") ? path.dirname(root) : root;
    for (const entry of scan.games) {
      const gamefile = relativeKey(entry.path, base);
      if (!byKey.has(gamefile)) byKey.set(gamefile, { gamefile, abs: entry.path, taskType: entry.taskType });
    }
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.gamefile < b.gamefile ? -1 : a.gamefile > b.gamefile ? 1 : 0));
  return sorted.map((game, index) => ({ ...game, index }));
}

interface MappingEntry {
  task_type: string;
  task_id: string;
}

function readMapping(file: string): MappingEntry[] {
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  const valid = Array.isArray(data) && data.every((e) => e && typeof e.task_type === "string" && typeof e.task_id === "string");
  if (!valid) throw new Error(`${file}: expected a JSON list of {"task_type", "task_id"}`);
  return data as MappingEntry[];
}

/**
 * AgentGym's exact `game` numbering: `configs/mappings_train.json` over `json_2.1.1/train`, then
 * `mappings_test.json` over `json_2.1.1/valid_train`, as agentenv-alfworld builds its list.
 */
export function agentGymCatalog(dataRoot: string, configsDir: string): CatalogGame[] {
  const parts: [string, string][] = [["mappings_train.json", "train"], ["mappings_test.json", "valid_train"]];
  const games: CatalogGame[] = [];
  const missing: string[] = [];
  for (const [name, split] of parts) {
    for (const entry of readMapping(path.join(configsDir, name))) {
      const gamefile = ["json_2.1.1", split, entry.task_type, entry.task_id, "game.tw-pddl"].join("/");
      const abs = path.join(dataRoot, gamefile);
      if (!existsSync(abs)) missing.push(gamefile);
      games.push({ index: games.length, gamefile, abs, taskType: taskTypeFromPath(gamefile) });
    }
  }
  if (missing.length) throw new Error(`${missing.length} mapped games are missing under ${dataRoot} (first: ${missing[0]})`);
  return games;
}

interface CachedGame {
  game: CompiledGame;
  users: number;
}

/**
 * Compiled games by index. A game stays while any environment plays it; unused ones are kept up to
 * `idleLimit` (least recently used dropped first): a compiled game is ~0.6 MB, and its memos grow to
 * ~4-6 MB over ~16k random steps on it (measured on the shared games; memos are bounded per game).
 */
export class SharedGames {
  /** Map order = recency of acquire. */
  private readonly cache = new Map<number, CachedGame>();
  private idle = 0;

  constructor(
    readonly games: readonly CatalogGame[],
    private readonly idleLimit = 512,
  ) {}

  /** The compiled game for an environment; pair with release(). Throws on unreadable/unsolvable files. */
  acquire(index: number): CompiledGame {
    let cached = this.cache.get(index);
    if (cached) {
      this.cache.delete(index);
      if (cached.users === 0) this.idle -= 1;
    } else {
      const file = readGameFile(this.games[index].abs);
      if (!isMarkedSolvable(file)) throw new Error(`${this.games[index].gamefile}: game is not marked solvable`);
      cached = { game: compileGame(file), users: 0 };
    }
    this.cache.set(index, cached);
    cached.users += 1;
    return cached.game;
  }

  release(index: number): void {
    const cached = this.cache.get(index);
    if (!cached || cached.users === 0) return;
    cached.users -= 1;
    if (cached.users > 0) return;
    this.idle += 1;
    for (const [key, entry] of this.cache) {
      if (this.idle <= this.idleLimit) break;
      if (entry.users > 0) continue;
      this.cache.delete(key);
      this.idle -= 1;
    }
  }

  /** Compiled games held (in use or idle). */
  get compiledCount(): number {
    return this.cache.size;
  }
}
