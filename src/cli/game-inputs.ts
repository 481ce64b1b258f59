// Where the CLI finds games when none are named: $ALFWORLD_DATA, else the bundled set
// (generated on first use into the cache; no network).
import { alfworldDataRoot } from "../games/index.js";
import { bundledGamesDir } from "../games/generate/index.js";

export async function resolveGameInputs(inputs: readonly string[]): Promise<string[]> {
  if (inputs.length) return [...inputs];
  const root = alfworldDataRoot();
  if (root) return [root];
  return [await bundledGamesDir()];
}
