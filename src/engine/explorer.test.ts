// The exploring expert (`ExpertAgent` with `explore`): it wins nearly all the official games without peeking.
// It never needs fewer steps than the all-seeing expert, which walks straight to the object, and on
// many games it needs more: it searched. (What it may know: the receptacles it stood at while open —
// including those sharing its viewpoint, whose objects ALFWorld lists in the admissible `take`
// commands there.)
import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { findGames, readGameFile } from "../games/index.js";
import { AlfworldEnv, compileGame, solveWithExpert } from "./index.js";

const SHARED = resolve(import.meta.dirname, "../../../shared/alfworld");

test("the explorer wins at least 90% of the official games and searches where the expert walks straight", () => {
  const games = findGames([join(SHARED, "json_2.1.1")]).games;
  let searched = 0;
  let won = 0;
  for (const { path } of games) {
    const game = compileGame(readGameFile(path));
    const direct = solveWithExpert(new AlfworldEnv(game));
    const explorer = solveWithExpert(new AlfworldEnv(game), undefined, { explore: true });
    won += explorer.won ? 1 : 0;
    assert.ok(!explorer.won || explorer.steps >= direct.steps, `${path}: explorer ${explorer.steps} < expert ${direct.steps}`);
    if (explorer.steps > direct.steps) searched += 1;
  }
  // Searching costs steps: a few games run out of the 50 (ALFWorld's handcoded expert is not perfect either).
  assert.ok(won >= 0.9 * games.length, `the explorer won ${won} of ${games.length}`);
  assert.ok(searched >= games.length / 4, `the explorer searched on only ${searched} of ${games.length} games`);
});
