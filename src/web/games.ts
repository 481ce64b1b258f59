// The games the dashboard can play in the browser: found on disk with the games loader, listed by
// path, and read only when a page asks for one (an $ALFWORLD_DATA root holds thousands).
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { scanCatalog } from "../games/catalog.js";
import { alfworldDataRoot, readGameFile } from "../games/index.js";
import type { GameDocument, GameEntry } from "./model.js";

export interface GameCatalogue {
  games: GameEntry[];
  problems: Array<{ file: string; message: string }>;
}

const DATA_FOLDER = "json_2.1.1";

/** Every game under `inputs` (files, folders, $ALFWORLD_DATA roots), optionally only some splits. */
export function catalogueGames(inputs: readonly string[], splits?: readonly string[]): GameCatalogue {
  const catalog = scanCatalog(inputs, splits ? { splits } : {});
  return {
    games: catalog.games.map((game) => ({
      index: game.index,
      label: gameLabel(game.abs),
      path: game.abs,
      taskType: game.taskType,
      split: game.split,
    })),
    problems: catalog.problems.map((problem) => ({ file: problem.path, message: problem.message })),
  };
}

/** `…/json_2.1.1/valid_seen/<task>/<trial>/game.tw-pddl` is shown from `json_2.1.1` on, as episode records name it. */
export function gameLabel(file: string): string {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf(DATA_FOLDER);
  if (at >= 0) return parts.slice(at).join("/");
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}

/** Where episode records may point: the folders the dashboard was given, and $ALFWORLD_DATA. */
export interface GameRoots {
  roots: readonly string[];
  env?: NodeJS.ProcessEnv;
}

const GAME_FILE = "game.tw-pddl";

/**
 * Resolves the `gamefile` of episode records: absolute, or relative to one of the roots (how the
 * harness writes it: relative to $ALFWORLD_DATA). A record is data, not a command: a name counts
 * only when it is a regular file named game.tw-pddl whose real path lies inside a root, so a
 * record can neither make the dashboard scan a folder ("/") nor serve a file outside what it was
 * given. Unresolvable names are dropped.
 */
export function resolveEpisodeGames(gamefiles: Iterable<string>, where: GameRoots): string[] {
  const dataRoot = alfworldDataRoot(where.env ?? process.env);
  const roots = [...where.roots, ...(dataRoot ? [dataRoot] : [])].flatMap((root) => realFolder(root));
  const found = new Set<string>();
  for (const name of new Set(gamefiles)) {
    if (path.basename(name) !== GAME_FILE) continue;
    const candidates = path.isAbsolute(name) ? [name] : roots.map((root) => path.join(root, name));
    const hit = candidates.map(realFile).find((real) => real !== null && roots.some((root) => isInside(real, root)));
    if (hit) found.add(hit);
  }
  return [...found].sort();
}

/** The folder's real path ([] when it is not one); a file root stands for its folder. */
function realFolder(root: string): string[] {
  try {
    const real = realpathSync(root);
    return [statSync(real).isDirectory() ? real : path.dirname(real)];
  } catch {
    return [];
  }
}

function realFile(candidate: string): string | null {
  try {
    const real = realpathSync(candidate);
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

const isInside = (file: string, folder: string) => file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);

const segments = (file: string) => file.split(/[\\/]+/).filter((part) => part !== "");

/**
 * Index of the loaded game an episode's `gamefile` names, matched on whole path segments: every
 * trailing run of a game's path segments is a key, so each lookup is one map read however many
 * episodes and games there are.
 */
export function gameMatcher(games: readonly GameEntry[]): (gamefile: string) => number | undefined {
  const bySuffix = new Map<string, number>();
  for (const game of games) {
    const parts = segments(path.resolve(game.path));
    for (let start = parts.length - 1; start >= 0; start--) {
      const key = parts.slice(start).join("/");
      // The first game listed keeps a suffix it shares with later ones, as a front-to-back search would.
      if (!bySuffix.has(key)) bySuffix.set(key, game.index);
    }
  }
  return (gamefile) =>
    bySuffix.get(segments(path.resolve(gamefile)).join("/")) ??
    bySuffix.get(
      segments(gamefile)
        .filter((part) => part !== ".")
        .join("/"),
    );
}

export function gameDocument(entry: GameEntry): GameDocument {
  const file = readGameFile(entry.path);
  return {
    label: entry.label,
    file: { pddl_domain: file.pddl_domain, grammar: file.grammar, pddl_problem: file.pddl_problem, walkthrough: file.walkthrough ?? null },
  };
}
