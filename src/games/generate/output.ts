// Writing generated games as a drop-in $ALFWORLD_DATA tree: each trial folder gets game.tw-pddl,
// initial_state.pddl and traj_data.json (alfworld-files.ts), each written atomically, and the split
// folder gets a completion marker once every game of the run is on disk. A run removes the marker
// first, so a killed run leaves no marker; running the same command again completes the set
// (generation is deterministic: the same files, the same bytes).
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../../formats/atomic.js";
import { writeTrialFolder } from "./alfworld-files.js";
import { GameGenerator, gameFileText, type GenerateOptions, type GeneratedGame } from "./generator.js";

export interface WriteSummary {
  written: number;
  byTask: Record<string, number>;
}

/** The marker's name, in `<out>/json_2.1.1/<split>/`. */
export const SET_MARKER = "seedworld-generate.json";

export const setMarkerPath = (outDir: string, opts: GenerateOptions): string =>
  join(outDir, "json_2.1.1", opts.split ?? "train", SET_MARKER);

/** Call before writing any game of a run: until the run completes, the split has no marker. */
export function startSet(outDir: string, opts: GenerateOptions): void {
  rmSync(setMarkerPath(outDir, opts), { force: true });
}

/** Call once every game of the run is written: the marker says what the set holds. */
export function completeSet(outDir: string, opts: GenerateOptions, summary: WriteSummary): void {
  const marker = setMarkerPath(outDir, opts);
  mkdirSync(join(marker, ".."), { recursive: true });
  const byTask = Object.fromEntries(Object.entries(summary.byTask).sort(([a], [b]) => (a < b ? -1 : 1)));
  const record = {
    complete: true,
    generator: "seedworld generate",
    split: opts.split ?? "train",
    seed: opts.seed,
    count: opts.count,
    task_types: opts.taskTypes ?? null,
    room_kinds: opts.roomKinds ?? null,
    scenes: opts.scenes ?? null,
    layout_seed: opts.layoutSeed ?? null,
    games: summary.written,
    by_task: byTask,
  };
  writeFileAtomic(marker, `${JSON.stringify(record, null, 2)}\n`);
}

/** Generate `opts.count` games and write them under `outDir`; `onGame` sees each one (progress). */
export function writeGames(outDir: string, opts: GenerateOptions, onGame?: (g: GeneratedGame, i: number) => void): WriteSummary {
  const summary: WriteSummary = { written: 0, byTask: {} };
  startSet(outDir, opts);
  const generator = new GameGenerator(opts);
  let i = 0;
  for (const game of generator.games()) {
    writeGameFile(outDir, game);
    summary.written++;
    summary.byTask[game.taskType] = (summary.byTask[game.taskType] ?? 0) + 1;
    onGame?.(game, i++);
  }
  completeSet(outDir, opts, summary);
  return summary;
}

/** Writes one game's trial folder at its place under `outDir`. */
export function writeGameFile(outDir: string, game: GeneratedGame): void {
  writeTrialFolder(outDir, game.relPath, gameFileText(game), JSON.parse(game.problemJson) as string);
}
