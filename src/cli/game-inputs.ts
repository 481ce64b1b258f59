// Where the CLI finds games when none are named: $ALFWORLD_DATA, else the bundled set
// (generated on first use into the cache; no network). The rule lives in the games catalog.
import { defaultGameInputs } from "../games/catalog.js";

/** `splits`: the ones the command will read, so that only those of the bundled set are generated. */
export async function resolveGameInputs(inputs: readonly string[], splits?: readonly string[]): Promise<string[]> {
  return inputs.length ? [...inputs] : (await defaultGameInputs(splits)).inputs;
}
