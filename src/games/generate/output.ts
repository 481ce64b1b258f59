// Writing generated games as a drop-in $ALFWORLD_DATA tree.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GameGenerator, gameFileText, type GenerateOptions, type GeneratedGame } from "./generator.js";

export interface WriteSummary {
  written: number;
  byTask: Record<string, number>;
}

/** Generate `opts.count` games and write them under `outDir`; `onGame` sees each one (progress). */
export function writeGames(outDir: string, opts: GenerateOptions, onGame?: (g: GeneratedGame, i: number) => void): WriteSummary {
  const summary: WriteSummary = { written: 0, byTask: {} };
  const generator = new GameGenerator(opts);
  let i = 0;
  for (const game of generator.games()) {
    writeGameFile(outDir, game);
    summary.written++;
    summary.byTask[game.taskType] = (summary.byTask[game.taskType] ?? 0) + 1;
    onGame?.(game, i++);
  }
  return summary;
}

/** Writes one game at its place under `outDir`. */
export function writeGameFile(outDir: string, game: GeneratedGame): void {
  const path = join(outDir, game.relPath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, gameFileText(game));
}
