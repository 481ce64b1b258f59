// SEED re-scoring on a real model: the tiny GGUF built by src/agent/llama (node-llama-cpp, CPU)
// samples the rollouts (its own token ids and log-probs), then the same tokens are re-scored in
// process and through a vLLM-compatible endpoint (/tokenize + prompt_logprobs over HTTP).
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LlamaBackend, tinyModelFile, VllmScorer } from "../agent/llama/index.js";
import { BUILTIN_TEMPLATE_SETS } from "../agent/prompt-templates.js";
import { CompiledGames, scanCatalog } from "../games/catalog.js";
import { startVllmCompatServer } from "../server/vllm-compat-server.js";
import { analyzeTrajectories, DEFAULT_ANALYZER } from "./analyzer.js";
import { computeCredit, DEFAULT_CREDIT } from "./credit.js";
import { runGroupRollouts, selectGames } from "./rollout.js";
import { RuleAnalyzerBackend } from "./rule-analyzer.js";
import { requireScorer } from "./scorer.js";
import { DEFAULT_SCORING, scoreTrajectories } from "./scoring.js";

const GAMES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/alfworld/json_2.1.1");

test("real GGUF model: same tokens agree to 1e-4 under the same context, move under the skill context, and match over a vLLM-compatible endpoint", async () => {
  const backend = await LlamaBackend.load({
    modelPath: tinyModelFile(),
    maxTokens: 24,
    temperature: 1,
    seed: 3,
    contextSize: 8192,
    sequences: 2,
  });
  const server = await startVllmCompatServer(backend);
  try {
    const games = selectGames(scanCatalog([GAMES], { splits: ["valid_seen"] }).games, 1, 11, 0);
    const trajectories = await runGroupRollouts({
      games,
      groupSize: 2,
      maxSteps: 2,
      historyLength: 2,
      templates: BUILTIN_TEMPLATE_SETS.verl,
      projection: "strict",
      backend,
      cache: new CompiledGames(),
      concurrency: 2,
      seed: 3,
      round: 0,
    });
    const steps = trajectories.flatMap((t) => t.steps);
    assert.ok(steps.length >= 2);
    for (const step of steps) {
      assert.equal(step.tokenIdsSource, "backend", "token ids come from the sampling backend itself");
      assert.equal(step.samplingLogprobs!.length, step.responseTokenIds!.length);
    }
    const analyses = await analyzeTrajectories(trajectories, new RuleAnalyzerBackend(), {
      ...DEFAULT_ANALYZER,
      attempts: 2,
      concurrency: 2,
    });
    assert.ok(analyses.every((a) => a.episodeSkill));

    const inProcess = await scoreTrajectories(trajectories, analyses, requireScorer(backend, "llama"), DEFAULT_SCORING);
    let moved = 0;
    for (const score of inProcess.scores) {
      const step = trajectories.find((t) => t.trajUid === score.trajUid)!.steps[score.stepIndex];
      // Same context (the ordinary prompt): the scorer reproduces the sampler's own log-probs.
      score.studentLogprobs.forEach((value, k) =>
        assert.ok(Math.abs(value - step.samplingLogprobs![k]) <= 1e-4, `${value} vs ${step.samplingLogprobs![k]}`),
      );
      // Different context (the episode-skill block): the same tokens get other log-probs.
      moved += score.teacherLogprobs!.filter((value, k) => Math.abs(value - score.studentLogprobs[k]) > 1e-4).length;
    }
    assert.ok(moved > 0, "the skill context changes some token log-probs");

    const vllm = requireScorer(new VllmScorer({ baseUrl: server.url, model: backend.model }), "vllm");
    const overHttp = await scoreTrajectories(trajectories, analyses, vllm, DEFAULT_SCORING);
    inProcess.scores.forEach((score, i) => {
      const remote = overHttp.scores[i];
      assert.deepEqual(remote.promptTokenIds, score.promptTokenIds, "same chat template, same prompt ids");
      score.studentLogprobs.forEach((v, k) => assert.ok(Math.abs(v - remote.studentLogprobs[k]) <= 1e-4));
      score.teacherLogprobs!.forEach((v, k) => assert.ok(Math.abs(v - remote.teacherLogprobs![k]) <= 1e-4));
    });

    // Credit from the real numbers, by the formulas: Δ = ℓ_skill − ℓ_θ, g = σ(5Δ).
    const rows = computeCredit(
      trajectories.map((t) => ({
        uid: t.uid,
        trajUid: t.trajUid,
        won: t.won,
        steps: t.steps.map((s) => {
          const score = inProcess.scores.find((x) => x.trajUid === t.trajUid && x.stepIndex === s.stepIndex)!;
          return { valid: s.valid, anchor: s.anchor, studentLogprobs: score.studentLogprobs, teacherLogprobs: score.teacherLogprobs };
        }),
      })),
      DEFAULT_CREDIT,
    );
    const first = inProcess.scores[0];
    rows[0].delta!.forEach((d, k) => {
      assert.equal(d, first.teacherLogprobs![k] - first.studentLogprobs[k]);
      assert.ok(Math.abs(rows[0].gate![k] - 1 / (1 + Math.exp(-5 * d))) <= 1e-15);
    });
  } finally {
    await server.close();
    await backend.close();
  }
});
