// What `learn_summary` counts per game: the success rate over the game's plays, so an evaluation that
// plays each game K times (`--samples K`, `eval.samples` of seed learn) is not read as its last play.
import assert from "node:assert/strict";
import { test } from "node:test";
import { gameScores } from "./learn-summary.js";

test("a game played several times scores the share of its plays won, not its last play", () => {
  const scores = gameScores([
    { game: "a", taskType: "pick_and_place", success: true },
    { game: "b", taskType: "clean_and_place", success: false },
    { game: "a", taskType: "pick_and_place", success: false },
    { game: "a", taskType: "pick_and_place", success: true },
    { game: "b", taskType: "clean_and_place", success: false },
  ]);
  assert.deepEqual(
    [...scores],
    [
      ["a", { taskType: "pick_and_place", success: 2 / 3 }],
      ["b", { taskType: "clean_and_place", success: 0 }],
    ],
  );
});
