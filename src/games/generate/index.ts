// Public entry of the game generator.
import { ensureBundledGames, bundledCacheRoot, BUNDLED_SPLITS } from "./bundled.js";

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
export {
  BUNDLED_SPLITS,
  BUNDLED_VERSION,
  bundledCacheRoot,
  bundledSplitDir,
  ensureBundledGames,
  folderBytes,
  megabytes,
  seedworldCacheDir,
} from "./bundled.js";
export { shareBySplitSize, splitGames } from "./plans.js";

/**
 * Folder holding the bundled default games as `$ALFWORLD_DATA` (`<dir>/json_2.1.1/<split>/...`),
 * generating the `splits` asked for (default: all) on first use, with progress on stderr (no
 * network). Honors `$SEEDWORLD_CACHE`.
 */
export async function bundledGamesDir(splits?: readonly string[]): Promise<string> {
  const known = splits?.filter((split) => BUNDLED_SPLITS.some((b) => b.split === split));
  return ensureBundledGames(bundledCacheRoot(), (line) => process.stderr.write(`seedworld: ${line}\n`), known);
}
