// The env server's game list: every game gets a fixed index (AgentGym's `game`), a stable relative
// key (`extra.gamefile`), and one compiled copy shared by all environments playing it.
import path from "node:path";
import type { Catalog, CatalogGame } from "../../games/catalog.js";
import { readJson } from "../../formats/json.js";
import { BadFileError, SeedworldError } from "../../platform/errors.js";

// The games themselves come from the one catalog (`games/catalog.ts`: `scanCatalog`, with its
// problems); this module only adds AgentGym's numbering.
export type { CatalogGame };

const DATA_FOLDER = "json_2.1.1";
const GAME_FILE = "game.tw-pddl";
/** AgentGym's mapping files, in numbering order, and the split each numbers. */
const MAPPINGS: readonly [string, string][] = [
  ["mappings_train.json", "train"],
  ["mappings_test.json", "valid_train"],
];

interface MappingEntry {
  task_type: string;
  task_id: string;
}

function readMapping(file: string): MappingEntry[] {
  const data = readJson<unknown>(file);
  const valid = Array.isArray(data) && data.every((e) => e && typeof e.task_type === "string" && typeof e.task_id === "string");
  if (!valid) throw new BadFileError(file, 'expected a JSON list of {"task_type", "task_id"}');
  return data as MappingEntry[];
}

/**
 * AgentGym's exact `game` numbering of the catalog's games: `configs/mappings_train.json` over
 * `json_2.1.1/train`, then `mappings_test.json` over `json_2.1.1/valid_train`, as agentenv-alfworld
 * builds its list. A mapped game the catalog does not hold (absent, or a bad file it reported) is
 * refused with the first such game and why.
 */
export function agentGymNumbering(catalog: Catalog, configsDir: string): CatalogGame[] {
  const byKey = new Map(catalog.games.map((game) => [game.gamefile, game]));
  const games: CatalogGame[] = [];
  const missing: string[] = [];
  for (const [name, split] of MAPPINGS) {
    for (const entry of readMapping(path.join(configsDir, name))) {
      const gamefile = [DATA_FOLDER, split, entry.task_type, entry.task_id, GAME_FILE].join("/");
      const game = byKey.get(gamefile);
      if (game) games.push({ ...game, index: games.length });
      else missing.push(gamefile);
    }
  }
  if (missing.length > 0) {
    const problem = catalog.problems.find((p) => p.path.split(path.sep).join("/").endsWith(missing[0]));
    const why = problem ? `: ${problem.message}` : " is not there";
    throw new SeedworldError("NO_GAMES", `${missing.length} mapped games are missing from ${catalog.source} (first: ${missing[0]}${why})`);
  }
  return games;
}
