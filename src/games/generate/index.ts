// Public entry of the game generator.
import { ensureBundledGames, bundledCacheRoot } from "./bundled.js";

export {
  GameGenerator,
  gameFileText,
  serializeGame,
  taskSentence,
  dirName,
  type GenerateOptions,
  type GeneratedGame,
} from "./generator.js";
export { writeGames, type WriteSummary } from "./output.js";
export { writeGamesParallel, defaultJobs, type ParallelOptions } from "./parallel.js";
export { BUNDLED_SPLITS, BUNDLED_VERSION, bundledCacheRoot, ensureBundledGames } from "./bundled.js";
export { shareBySplitSize, splitGames } from "./plans.js";

/**
 * Folder holding the bundled default games as `$ALFWORLD_DATA` (`<dir>/json_2.1.1/<split>/...`),
 * generating them on first use (about 10 s; no network). Honors `$SEEDWORLD_CACHE`.
 */
export async function bundledGamesDir(): Promise<string> {
  return ensureBundledGames(bundledCacheRoot(), (line) => process.stderr.write(`seedworld: ${line}\n`));
}
