// The files beside each game.tw-pddl that Python ALFWorld's loader needs, so a generated set is a
// drop-in $ALFWORLD_DATA for AlfredTWEnv (verl-agent, AgentGym): its collect_game_files walks the
// split and keeps a trial folder only when it holds traj_data.json (then reads `task_type`, and
// the game's `solvable`); its hand-coded expert (DAgger's expert_plan) reads `pddl_params` and
// `task_type`. initial_state.pddl is the problem the game was made from (ALFWorld's own files
// hold exactly the game's `pddl_problem` text). docs/alfworld-data.md lists what is left out.
// Every file is written atomically (formats/atomic.ts; not fsynced: the set is re-creatable and
// complete only when its marker says so), traj_data.json last, so a folder ALFWorld would pick up
// is always complete.
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { removeStaleTempFiles, writeFileAtomic } from "../../formats/atomic.js";

/** The traj_data.json fields ALFWorld's text-world loader and expert read. */
export interface AlfworldTrajData {
  pddl_params: {
    mrecep_target: string;
    object_sliced: boolean;
    object_target: string;
    parent_target: string;
    toggle_target: string;
  };
  task_id: string;
  task_type: string;
}

const FOLDER = /^([a-z_]+)-([A-Za-z]+)-([A-Za-z]+)-([A-Za-z]+)-(\d+)$/;

/**
 * traj_data.json for a game at `relPath` (`.../<task_type>-<Object>-<MRecep|None>-<Recep>-<scene>/<trial>/game.tw-pddl`),
 * read off the folder names as ALFRED named them. For look_at_obj_in_light the folder's
 * receptacle slot holds the lamp, which ALFRED stores as the toggle target (parent_target "").
 */
export function trajDataFor(relPath: string): AlfworldTrajData {
  const parts = relPath.split("/");
  const [folder, trial] = parts.slice(-3, -1);
  const match = FOLDER.exec(folder ?? "");
  if (!match || !trial)
    throw new Error(`${relPath}: not an ALFWORLD trial path (<task>-<Object>-<MRecep|None>-<Recep>-<scene>/<trial>/game.tw-pddl)`);
  const [, taskType, object, mrecep, recep] = match;
  if (object.endsWith("Sliced")) throw new Error(`${relPath}: sliced-object trials are not written (ALFWorld's text loader skips them)`);
  const look = taskType === "look_at_obj_in_light";
  return {
    pddl_params: {
      mrecep_target: mrecep === "None" ? "" : mrecep,
      object_sliced: false,
      object_target: object,
      parent_target: look ? "" : recep,
      toggle_target: look ? recep : "",
    },
    task_id: trial,
    task_type: taskType,
  };
}

/** Python json.dump(indent=4) layout, as ALFRED's files are written (keys already in sorted order). */
export const trajDataText = (data: AlfworldTrajData): string => JSON.stringify(data, null, 4);

/** Writes one trial folder: game.tw-pddl, initial_state.pddl, then traj_data.json (ALFWorld's "this folder is a game"). */
export function writeTrialFolder(outDir: string, relPath: string, gameText: string, problemText: string): void {
  const gamePath = join(outDir, relPath);
  const folder = dirname(gamePath);
  mkdirSync(folder, { recursive: true });
  // A rerun over an older folder: it is not a game until its traj_data.json is written again, and
  // temp files a killed run left are removed.
  rmSync(join(folder, "traj_data.json"), { force: true });
  removeStaleTempFiles(folder);
  const bulk = { durable: false };
  writeFileAtomic(gamePath, gameText, bulk);
  writeFileAtomic(join(folder, "initial_state.pddl"), problemText, bulk);
  writeFileAtomic(join(folder, "traj_data.json"), trajDataText(trajDataFor(relPath)), bulk);
}
