// `npm run bench:harness`: the evaluation harness against a real local OpenAI-compatible server
// (seedworld's own, serving the seeded random policy, so episodes run to the 50-step cap) behind
// a proxy that adds a fixed model latency. Measured in this one run:
//   - harness overhead per step: (wall time - time spent waiting on model calls) / steps, at
//     concurrency 1 with no added latency (prompt building, projection, engine step, records,
//     atomic appends)
//   - throughput (steps/s) at concurrency 1, 4, 16 with LATENCY_MS per call, and its ratio to 1
// The last line is one JSON object with the figures.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RandomPolicy } from "../src/agent/local-agents.js";
import { SilentProgress } from "../src/eval/progress.js";
import { runEvaluation } from "../src/eval/runner.js";
import { buildEvalConfig } from "../src/eval/setup.js";
import { startFaultProxy } from "../src/server/fault-proxy.js";
import { servePolicy, startOpenAIServer } from "../src/server/openai-server.js";

const LATENCY_MS = Number(process.env.LATENCY_MS ?? 20);
const EPISODES = Number(process.env.EPISODES ?? 16); // per task type (6 task types, run one after another)
const games = [join(import.meta.dirname, "../../shared/alfworld/json_2.1.1")];

interface Run {
  steps: number;
  wallS: number;
  modelWaitS: number;
}

function readRun(out: string): Run {
  let steps = 0,
    wallS = 0,
    modelWaitS = 0;
  for (const task of readdirSync(out).filter((d) => d.startsWith("task_"))) {
    const summaryFile = readdirSync(join(out, task)).find((f) => f.endsWith(".summary.json"))!;
    const s = JSON.parse(readFileSync(join(out, task, summaryFile), "utf8"));
    const taskSteps = s.episodes * s.avg_episode_steps;
    steps += taskSteps;
    wallS += s.wall_time_s;
    modelWaitS += taskSteps * s.avg_step_latency_s;
  }
  return { steps, wallS, modelWaitS };
}

async function evaluate(baseUrl: string, concurrency: number): Promise<Run> {
  const out = mkdtempSync(join(tmpdir(), "seedworld-bench-harness-"));
  try {
    const t0 = performance.now();
    const config = await buildEvalConfig(
      { model: "random", baseUrl, games, split: "valid_seen", episodes: EPISODES, concurrency, out, retryBaseMs: 10 },
      new SilentProgress(),
    );
    await runEvaluation(config);
    const run = readRun(out);
    // Task wall times are summed per task and tasks run one after another: use the outer clock.
    return { ...run, wallS: (performance.now() - t0) / 1000 };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const server = await startOpenAIServer(servePolicy(new RandomPolicy(7)), { port: 0 });
const direct = await startFaultProxy({ target: server.url, faultFor: () => "pass" });
const slow = await startFaultProxy({ target: server.url, faultFor: () => "pass", latencyMs: LATENCY_MS });
try {
  await evaluate(`${direct.url}/v1`, 1); // warm-up (JIT, game compilation)
  const base = await evaluate(`${direct.url}/v1`, 1);
  const overheadMs = ((base.wallS - base.modelWaitS) / base.steps) * 1000;
  console.log(
    `overhead: ${overheadMs.toFixed(3)} ms/step beyond model calls (${base.steps} steps, model calls ${((base.modelWaitS / base.steps) * 1000).toFixed(3)} ms/step over loopback)`,
  );
  const rates: Record<string, number> = {};
  for (const c of [1, 4, 16]) {
    const run = await evaluate(`${slow.url}/v1`, c);
    rates[c] = run.steps / run.wallS;
    console.log(`concurrency ${c}: ${rates[c].toFixed(1)} steps/s (${run.steps} steps, ${LATENCY_MS} ms per model call)`);
  }
  console.log(
    JSON.stringify({
      latency_ms: LATENCY_MS,
      overhead_ms_per_step: Number(overheadMs.toFixed(3)),
      steps_per_second: Object.fromEntries(Object.entries(rates).map(([c, r]) => [c, Number(r.toFixed(1))])),
      scaling_4_vs_1: Number((rates[4] / rates[1]).toFixed(2)),
      scaling_16_vs_1: Number((rates[16] / rates[1]).toFixed(2)),
    }),
  );
} finally {
  await Promise.all([slow.close(), direct.close(), server.close()]);
}
