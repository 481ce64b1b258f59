// Every TokenScorer against the one contract (token-scorer.case.ts): the tiny GGUF model in
// process, the same model behind seedworld's vLLM-compatible server through VllmScorer, and a
// VllmScorerPool over two endpoints of it. All must reproduce the log-probs the model sampled.
import { after, before } from "node:test";
import type { RunningServer } from "../server/openai-server.js";
import { startVllmCompatServer } from "../server/vllm-compat-server.js";
import { LlamaBackend } from "./llama/llama-backend.js";
import { tinyModelFile } from "./llama/tiny-model.js";
import { type ScorerFixture, tokenScorerCases } from "./token-scorer.case.js";
import { VllmScorer, VllmScorerPool } from "./vllm-scorer.js";

const PROMPT =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: you arrive at dresser 3. on the dresser 3, you see a mug 1.\nYour admissible actions of the current situation are: ['take mug 1 from dresser 3'\n 'look'].\n";
const OTHER =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: the fridge 1 is closed.\nYour admissible actions of the current situation are: ['open fridge 1'\n 'look'].\n";

let backend: LlamaBackend;
let server: RunningServer;
let sample: ScorerFixture["sample"];

before(async () => {
  backend = await LlamaBackend.load({ modelPath: tinyModelFile(), temperature: 1, maxTokens: 24, sequences: 4, seed: 5 });
  server = await startVllmCompatServer(backend);
  const reply = await backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey: "contract" });
  sample = { prompt: PROMPT, tokenIds: reply.tokenIds!, logprobs: reply.logprobs!.map((token) => token.logprob) };
});
after(async () => {
  await server?.close();
  await backend?.close();
});

tokenScorerCases("LlamaBackend (GGUF in process)", () => ({ scorer: backend, sample, otherPrompt: OTHER }));
tokenScorerCases("VllmScorer (vLLM-compatible server)", () => ({
  scorer: new VllmScorer({ baseUrl: server.url, model: backend.model }),
  sample,
  otherPrompt: OTHER,
}));
tokenScorerCases("VllmScorerPool (two endpoints)", () => ({
  scorer: new VllmScorerPool([server.url, server.url], { model: backend.model }),
  sample,
  otherPrompt: OTHER,
}));
