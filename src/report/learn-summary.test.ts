// What `learn_summary` counts per game: the success rate over the game's plays, so an evaluation that
// plays each game K times (`--samples K`, `eval.samples` of seed learn) is not read as its last play.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { gameScores, learnSummaryFiles, summarizeLearn } from "./learn-summary.js";

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

test("the training curve is each round's rollout success over the seeds that logged it, per method", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "seedworld-learn-summary-"));
  try {
    const log = (run: string, rates: number[]) => {
      mkdirSync(path.join(root, "runs", run), { recursive: true });
      const lines = rates.map((rate, i) => JSON.stringify({ step: i + 1, metrics: { "episode/success_rate": rate } }));
      writeFileSync(path.join(root, "runs", run, "metrics.jsonl"), `${lines.join("\n")}\n`);
    };
    log("grpo-seed1", [0.25, 0.5]);
    log("grpo-seed2", [0.5, 0.75]);
    log("seed-seed1", [0.125]); // a run stopped after its first round
    const summary = await summarizeLearn(root);
    // Step 1's rollouts were sampled from the SFT model (0 updates before them), as an evaluation's round 0 is SFT's.
    assert.deepEqual(summary.training, [
      { method: "grpo", round: 0, mean: 0.375, sd: Math.sqrt(0.03125), seeds: 2 },
      { method: "grpo", round: 1, mean: 0.625, sd: Math.sqrt(0.03125), seeds: 2 },
      { method: "seed", round: 0, mean: 0.125, sd: null, seeds: 1 },
    ]);
    // One seed's value where two seeds are logged elsewhere says so.
    assert.match(
      summary.markdown,
      /\| method \| 0 \| 1 \|\n\|---\|---\|---\|\n\| grpo \| 37\.5 ± 17\.7 \| 62\.5 ± 17\.7 \|\n\| seed \| 12\.5 \(1 of 2 seeds\) \| – \|/,
    );
    assert.match(learnSummaryFiles(summary)["curves_training.svg"], /<polyline[^>]+points="[^"]+ [^"]+"/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
