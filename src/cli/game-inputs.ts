// Where the CLI finds games when none are named: $ALFWORLD_DATA, else the bundled set
// (generated on first use into the cache; no network). The rule lives in the games catalog.
// Every command takes its games from the catalog and reports the catalog's problems (bad game
// files) the same way: one warning line each, then NO_GAMES when nothing is left to play.
import { defaultGameInputs, requireGames, type Catalog, type CatalogGame } from "../games/catalog.js";

/** `splits`: the ones the command will read, so that only those of the bundled set are generated. */
export async function resolveGameInputs(inputs: readonly string[], splits?: readonly string[]): Promise<string[]> {
  return inputs.length ? [...inputs] : (await defaultGameInputs(splits)).inputs;
}

/** The catalog's problems as `warning: <file>: <problem>` lines on stderr. */
export function warnProblems(catalog: Catalog): void {
  for (const problem of catalog.problems) process.stderr.write(`warning: ${problem.path}: ${problem.message}\n`);
}

/** The catalog's games after warning of its problems; NO_GAMES (with `hint`) when there are none. */
export function catalogGames(catalog: Catalog, hint?: string): CatalogGame[] {
  warnProblems(catalog);
  return requireGames(catalog, hint).games;
}
