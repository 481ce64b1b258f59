// The games the dashboard can play in the browser: found on disk with the games loader, listed by
// path, and read only when a page asks for one (an $ALFWORLD_DATA root holds thousands).
import { existsSync } from "node:fs";
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
    games: catalog.games.map((game) => ({ index: game.index, label: gameLabel(game.abs), path: game.abs, taskType: game.taskType, split: game.split })),
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

/**
 * Resolves the `gamefile` of episode records: absolute, relative to the working folder, or
 * relative to $ALFWORLD_DATA (how the harness writes it). Unresolvable names are dropped.
 */
export function resolveEpisodeGames(gamefiles: Iterable<string>, env: NodeJS.ProcessEnv = process.env): string[] {
  const root = alfworldDataRoot(env);
  const found = new Set<string>();
  for (const name of gamefiles) {
    const candidates = path.isAbsolute(name) ? [name] : [path.resolve(name), ...(root ? [path.join(root, name)] : [])];
    const hit = candidates.find((candidate) => existsSync(candidate));
    if (hit) found.add(hit);
  }
  return [...found].sort();
}

/** Index of the loaded game an episode's `gamefile` names, matched on whole path segments. */
export function gameMatcher(games: readonly GameEntry[]): (gamefile: string) => number | undefined {
  const byPath = new Map(games.map((game) => [path.resolve(game.path), game.index]));
  return (gamefile) => {
    const normalised = gamefile.split(/[\\/]+/).join("/");
    const exact = byPath.get(path.resolve(gamefile));
    if (exact !== undefined) return exact;
    return games.find((game) => `/${path.resolve(game.path).split(path.sep).join("/")}`.endsWith(`/${normalised}`))?.index;
  };
}

export function gameDocument(entry: GameEntry): GameDocument {
  const file = readGameFile(entry.path);
  return {
    label: entry.label,
    file: { pddl_domain: file.pddl_domain, grammar: file.grammar, pddl_problem: file.pddl_problem, walkthrough: file.walkthrough ?? null },
  };
}
