// `npm run bench:seed`: SEED re-scoring throughput. One scoring call per (step, context): every
// step is scored under its ordinary prompt and, when its trajectory has an accepted skill, under the
// skill-augmented prompt; calls go out in batches (scoreBatch, else concurrent calls). Backends:
//   - cache-lm: the exact byte-level cache LM in process (random-policy rollouts, re-tokenised)
//   - gguf:     the tiny GGUF of src/agent/llama in process (node-llama-cpp, CPU; its own rollouts)
//   - vllm:     the same GGUF behind the vLLM-compatible server, scored over HTTP (VllmScorer)
// Prompts are real: verl-agent templates over the 45 shared official ALFWorld trials.
// The last line is one JSON object with the figures.
import os from "node:os";
import { join } from "node:path";
import { LocalPolicyBackend, RandomPolicy } from "../src/agent/local-agents.js";
import type { ModelBackend } from "../src/agent/backend.js";
import { LlamaBackend, tinyModelFile, VllmScorer } from "../src/agent/llama/index.js";
import { BUILTIN_TEMPLATE_SETS } from "../src/agent/prompt-templates.js";
import { CompiledGames, scanCatalog } from "../src/games/catalog.js";
import { startVllmCompatServer } from "../src/server/vllm-compat-server.js";
import { analyzeTrajectories } from "../src/seed/analyzer.js";
import { ByteCacheLM } from "../src/seed/cache-lm.js";
import { runGroupRollouts, selectGames } from "../src/seed/rollout.js";
import { RuleAnalyzerBackend } from "../src/seed/rule-analyzer.js";
import { requireScorer, type SeedScorer } from "../src/seed/scorer.js";
import { DEFAULT_SCORING, scoreTrajectories } from "../src/seed/scoring.js";
import type { Trajectory } from "../src/seed/types.js";

const GAMES = join(import.meta.dirname, "../../shared/alfworld/json_2.1.1");
const TASKS = Number(process.env.TASKS ?? 4);
const GROUP = Number(process.env.GROUP ?? 4);
const STEPS = Number(process.env.STEPS ?? 8);
const GGUF_STEPS = Number(process.env.GGUF_STEPS ?? 3);
const BATCH = Number(process.env.BATCH ?? 16);

async function rollouts(backend: ModelBackend, maxSteps: number): Promise<Trajectory[]> {
  const pool = scanCatalog([GAMES], { splits: ["valid_seen"] });
  return runGroupRollouts({
    games: selectGames(pool.games, TASKS, 1, 0),
    groupSize: GROUP,
    maxSteps,
    historyLength: 2,
    templates: BUILTIN_TEMPLATE_SETS.verl,
    projection: "strict",
    backend,
    cache: new CompiledGames(),
    concurrency: 4,
    seed: 1,
    round: 0,
  });
}

interface Figure {
  backend: string;
  steps: number;
  promptTokensMean: number;
  calls: number;
  tokens: number;
  seconds: number;
  callsPerSecond: number;
  tokensPerSecond: number;
  msPerCall: number;
}

async function measure(
  name: string,
  trajectories: Trajectory[],
  scorer: SeedScorer,
  batchSize: number,
  retokenize: boolean,
): Promise<Figure> {
  const analyses = await analyzeTrajectories(trajectories, new RuleAnalyzerBackend(), { attempts: 2, concurrency: 8 });
  await scoreTrajectories(trajectories.slice(0, 1), analyses, scorer, { ...DEFAULT_SCORING, batchSize, retokenize }); // warm-up
  const started = performance.now();
  const result = await scoreTrajectories(trajectories, analyses, scorer, { ...DEFAULT_SCORING, batchSize, retokenize });
  const seconds = (performance.now() - started) / 1000;
  const steps = trajectories.reduce((n, t) => n + t.steps.length, 0);
  const promptLengths = result.scores.map((score) => score.promptTokenIds?.length ?? 0);
  const promptTokensMean = Math.round(promptLengths.reduce((a, b) => a + b, 0) / Math.max(1, promptLengths.length));
  const figure = {
    backend: name,
    steps,
    promptTokensMean,
    calls: result.calls,
    tokens: result.tokens,
    seconds: +seconds.toFixed(3),
    callsPerSecond: +(result.calls / seconds).toFixed(1),
    tokensPerSecond: Math.round(result.tokens / seconds),
    msPerCall: +((seconds * 1000) / result.calls).toFixed(2),
  };
  console.log(
    `${name.padEnd(22)} ${steps} steps, ${result.calls} calls (${(result.calls / steps).toFixed(2)} per step), ${result.tokens} response tokens after ~${promptTokensMean}-token prompts: ${figure.callsPerSecond} calls/s, ${figure.tokensPerSecond} tokens/s, ${figure.msPerCall} ms/call`,
  );
  return figure;
}

const figures: Figure[] = [];
const random = await rollouts(new LocalPolicyBackend(new RandomPolicy(1)), STEPS);
const cacheLm = requireScorer(new ByteCacheLM(), "cache-lm");
figures.push(await measure(`cache-lm batch ${BATCH}`, random, cacheLm, BATCH, true));
figures.push(await measure("cache-lm batch 1", random, cacheLm, 1, true));

const gguf = await LlamaBackend.load({
  modelPath: tinyModelFile(),
  maxTokens: 24,
  temperature: 1,
  seed: 1,
  contextSize: 8192,
  sequences: 4,
});
const server = await startVllmCompatServer(gguf);
try {
  const own = await rollouts(gguf, GGUF_STEPS);
  figures.push(await measure(`gguf in-process b${BATCH}`, own, requireScorer(gguf, "gguf"), BATCH, false));
  figures.push(
    await measure(
      `vllm http b${BATCH}`,
      own,
      requireScorer(new VllmScorer({ baseUrl: server.url, model: gguf.model }), "vllm"),
      BATCH,
      false,
    ),
  );
} finally {
  await server.close();
  await gguf.close();
}
console.log(JSON.stringify({ tasks: TASKS, group: GROUP, cores: os.cpus().length, node: process.version, figures }));
