// Where the CLI finds games when none are named: $ALFWORLD_DATA, else the bundled set.
import { alfworldDataRoot } from "../games/index.js";

export async function resolveGameInputs(inputs: readonly string[]): Promise<string[]> {
  if (inputs.length) return [...inputs];
  const root = alfworldDataRoot();
  if (root) return [root];
  throw new Error("no games given: name game files or folders, or set $ALFWORLD_DATA");
}
