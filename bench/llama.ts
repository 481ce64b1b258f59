// `npm run bench:llama`: the in-process GGUF backend (node-llama-cpp, CPU) on the tiny self-built
// model. Measured in this one run:
//   - build (GGUF written from code) and load times
//   - generation tokens/s: REPLIES replies at temperature 1, one after another, then all at once
//     (parallel sequences of one context)
//   - scoring tokens/s: REQUESTS (prompt, response) pairs under ALFWorld-sized prompts, one by one
//     vs batched (scoreBatch over SEQUENCES sequences), in process and over HTTP (VllmScorer
//     against the vLLM-compatible server); "response tok/s" counts only the scored tokens,
//     "evaluated tok/s" prompt + response
// The last line is one JSON object with the figures.
import { buildTinyModel, LlamaBackend, tinyModelFile, VllmScorer } from "../src/agent/llama/index.js";
import { formatAdmissibleActions, fillSlots } from "../src/agent/prompt.js";
import { BUILTIN_TEMPLATE_SETS } from "../src/agent/prompt-templates.js";
import { startVllmCompatServer } from "../src/server/vllm-compat-server.js";

const REPLIES = Number(process.env.REPLIES ?? 16);
const REQUESTS = Number(process.env.REQUESTS ?? 32);
const SEQUENCES = Number(process.env.SEQUENCES ?? 4);
const THREADS = Number(process.env.THREADS ?? 1);
const MAX_TOKENS = 64;

const RECEPTACLES = [
  "countertop 1",
  "cabinet 2",
  "drawer 3",
  "fridge 1",
  "microwave 1",
  "sinkbasin 1",
  "shelf 2",
  "desk 1",
  "dresser 1",
  "sidetable 2",
];

function prompt(index: number): string {
  const here = RECEPTACLES[index % RECEPTACLES.length];
  const actions = [
    ...RECEPTACLES.map((r) => `go to ${r}`),
    `examine ${here}`,
    "inventory",
    "look",
    `take mug ${1 + (index % 3)} from ${here}`,
  ];
  return fillSlots(BUILTIN_TEMPLATE_SETS.skill0.noHistory, {
    current_observation: `You arrive at ${here}. On the ${here}, you see a mug ${1 + (index % 3)}, a apple 2, and a knife 1.`,
    admissible_actions: formatAdmissibleActions(actions),
  });
}

/** Runs `work` and returns its value with the seconds it took. */
async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, (performance.now() - start) / 1000];
}
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  const [, buildS] = await timed(() => buildTinyModel());
  const modelPath = tinyModelFile();
  const [backend, loadS] = await timed(() =>
    LlamaBackend.load({ modelPath, temperature: 1, maxTokens: MAX_TOKENS, sequences: SEQUENCES, threads: THREADS, contextSize: 2048 }),
  );

  const generate = (i: number) => backend.generate({ prompt: prompt(i), admissibleCommands: [], seedKey: `bench-${i}` });
  await generate(-1); // warm-up
  const [sequential, genSeqS] = await timed(async () => {
    const replies: Awaited<ReturnType<typeof generate>>[] = [];
    for (let i = 0; i < REPLIES; i += 1) replies.push(await generate(i));
    return replies;
  });
  const [parallel, genParS] = await timed(() => Promise.all(Array.from({ length: REPLIES }, (_, i) => generate(i))));
  const generatedTokens = sequential.reduce((sum, reply) => sum + reply.tokenIds!.length, 0);
  const parallelTokens = parallel.reduce((sum, reply) => sum + reply.tokenIds!.length, 0);

  const requests = Array.from({ length: REQUESTS }, (_, i) => ({
    prompt: prompt(i + 1),
    responseTokenIds: sequential[i % sequential.length].tokenIds!,
  }));
  const responseTokens = requests.reduce((sum, r) => sum + r.responseTokenIds.length, 0);
  const promptTokens = requests.reduce((sum, r) => sum + backend.promptTokens(r.prompt).length, 0);
  const [, scoreSeqS] = await timed(async () => {
    for (const request of requests) await backend.scoreResponse(request);
  });
  const [, scoreBatchS] = await timed(() => backend.scoreBatch(requests));

  const server = await startVllmCompatServer(backend);
  const scorer = new VllmScorer({ baseUrl: server.url, model: backend.model });
  const [, httpSeqS] = await timed(async () => {
    for (const request of requests) await scorer.scoreResponse(request);
  });
  const [, httpBatchS] = await timed(() => scorer.scoreBatch(requests));
  await server.close();
  await backend.close();

  const lines: [string, number, number][] = [
    ["score in process, one by one", scoreSeqS, REQUESTS],
    ["score in process, batched", scoreBatchS, REQUESTS],
    ["score over HTTP (VllmScorer), one by one", httpSeqS, REQUESTS],
    ["score over HTTP (VllmScorer), batched", httpBatchS, REQUESTS],
  ];
  process.stdout.write(
    `tiny model: build ${round(buildS * 1000)} ms, load ${round(loadS * 1000)} ms, ${THREADS} thread(s), ${SEQUENCES} sequences\n`,
  );
  process.stdout.write(
    `generation, one by one: ${generatedTokens} tokens in ${round(genSeqS, 2)} s = ${round(generatedTokens / genSeqS)} tok/s\n`,
  );
  process.stdout.write(
    `generation, ${REPLIES} at once: ${parallelTokens} tokens in ${round(genParS, 2)} s = ${round(parallelTokens / genParS)} tok/s\n`,
  );
  for (const [label, s] of lines) {
    process.stdout.write(
      `${label}: ${REQUESTS} requests in ${round(s, 2)} s = ${round(responseTokens / s)} response tok/s, ${round((responseTokens + promptTokens) / s)} evaluated tok/s\n`,
    );
  }
  process.stdout.write(
    `${JSON.stringify({
      build_ms: round(buildS * 1000),
      load_ms: round(loadS * 1000),
      threads: THREADS,
      sequences: SEQUENCES,
      gen_tok_s_sequential: round(generatedTokens / genSeqS),
      gen_tok_s_parallel: round(parallelTokens / genParS),
      score_requests: REQUESTS,
      score_prompt_tokens_mean: round(promptTokens / REQUESTS),
      score_response_tokens_mean: round(responseTokens / REQUESTS),
      score_tok_s_sequential: round(responseTokens / scoreSeqS),
      score_tok_s_batched: round(responseTokens / scoreBatchS),
      http_score_tok_s_sequential: round(responseTokens / httpSeqS),
      http_score_tok_s_batched: round(responseTokens / httpBatchS),
      node: process.version,
    })}\n`,
  );
}

await main();
