// The env server's game list: every game gets a fixed index (AgentGym's `game`), a stable relative
// key (`extra.gamefile`), and one compiled copy shared by all environments playing it.
import { existsSync } from "node:fs";
import path from "node:path";
import type { CatalogGame } from "../../games/catalog.js";
import { taskTypeFromPath } from "../../games/index.js";
import { readJson } from "../../formats/json.js";
import { BadFileError, SeedworldError } from "../../platform/errors.js";

// The games themselves come from the one catalog (`games/catalog.ts`: `scanCatalog`, with its
// problems); this module only adds AgentGym's numbering.
export type { CatalogGame };

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
 * AgentGym's exact `game` numbering: `configs/mappings_train.json` over `json_2.1.1/train`, then
 * `mappings_test.json` over `json_2.1.1/valid_train`, as agentenv-alfworld builds its list.
 */
export function agentGymCatalog(dataRoot: string, configsDir: string): CatalogGame[] {
  const parts: [string, string][] = [
    ["mappings_train.json", "train"],
    ["mappings_test.json", "valid_train"],
  ];
  const games: CatalogGame[] = [];
  const missing: string[] = [];
  for (const [name, split] of parts) {
    for (const entry of readMapping(path.join(configsDir, name))) {
      const gamefile = ["json_2.1.1", split, entry.task_type, entry.task_id, "game.tw-pddl"].join("/");
      const abs = path.join(dataRoot, gamefile);
      if (!existsSync(abs)) missing.push(gamefile);
      games.push({ index: games.length, gamefile, abs, taskType: taskTypeFromPath(gamefile), split });
    }
  }
  if (missing.length)
    throw new SeedworldError("NO_GAMES", `${missing.length} mapped games are missing under ${dataRoot} (first: ${missing[0]})`);
  return games;
}
