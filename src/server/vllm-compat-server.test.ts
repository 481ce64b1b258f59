import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import OpenAI from "openai";
import { RandomPolicy } from "../agent/local-agents.js";
import { EndpointCannotScoreError, VllmScorer } from "../agent/vllm-scorer.js";
import { servePolicy, startOpenAIServer } from "./openai-server.js";
import { startTinyVllmServer, type TinyVllmServer } from "./vllm-compat-server.js";

const PROMPT =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: you arrive at countertop 1. on the countertop 1, you see a apple 2.\nYour admissible actions of the current situation are: ['take apple 2 from countertop 1'\n 'look'].\n";
const OTHER =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: the drawer 2 is open. in it, you see nothing.\nYour admissible actions of the current situation are: ['close drawer 2'\n 'look'].\n";

let server: TinyVllmServer;
let scorer: VllmScorer;

before(async () => {
  server = await startTinyVllmServer({ sequences: 2 });
  scorer = new VllmScorer({ baseUrl: server.url, model: server.backend.model });
});
after(async () => {
  await server?.close();
});

const maxGap = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i])));

async function sampledIds(seedKey: string): Promise<number[]> {
  return (await server.backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey })).tokenIds!;
}

test("/tokenize with chat messages gives the in-process chat-templated prompt ids", async () => {
  assert.deepEqual(await scorer.encodePrompt(PROMPT), server.backend.promptTokens(PROMPT));
  const plain = await (
    await fetch(`${scorer.rootUrl}/tokenize`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "look" }),
    })
  ).json();
  assert.deepEqual(plain.tokens, server.backend.tokenize("look", true));
  assert.equal(plain.count, plain.tokens.length);
});

test("VllmScorer over HTTP returns the in-process log-probs", async () => {
  const responseTokenIds = await sampledIds("http-0");
  const overHttp = await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds });
  const inProcess = await server.backend.scoreResponse({ prompt: PROMPT, responseTokenIds });
  assert.equal(overHttp.length, responseTokenIds.length);
  assert.ok(maxGap(overHttp, inProcess) < 1e-4, `max |Δ| = ${maxGap(overHttp, inProcess)}`);
});

test("over HTTP: the same context scores alike twice, another context differently; batches match", async () => {
  const responseTokenIds = await sampledIds("http-1");
  const [first, again, other] = await scorer.scoreBatch([
    { prompt: PROMPT, responseTokenIds },
    { prompt: PROMPT, responseTokenIds },
    { prompt: OTHER, responseTokenIds },
  ]);
  assert.ok(maxGap(first, again) < 1e-4);
  assert.ok(maxGap(first, other) > 1e-3, `max |Δ| = ${maxGap(first, other)}`);
  const inProcessOther = await server.backend.scoreResponse({ prompt: OTHER, responseTokenIds });
  assert.ok(maxGap(other, inProcessOther) < 1e-4);
});

test("/v1/completions prompt_logprobs has vLLM's shape: null first, then {id: {logprob, rank, decoded_token}}", async () => {
  const prompt = server.backend.promptTokens(PROMPT);
  const reply = await (
    await fetch(`${server.url}/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "x", prompt, max_tokens: 1, temperature: 0, prompt_logprobs: 2 }),
    })
  ).json();
  const entries = reply.choices[0].prompt_logprobs;
  assert.equal(entries.length, prompt.length);
  assert.equal(entries[0], null);
  for (let i = 1; i < prompt.length; i += 1) {
    const actual = entries[i][String(prompt[i])];
    assert.ok(actual.rank >= 1 && actual.logprob <= 0 && typeof actual.decoded_token === "string");
    const ranks = Object.values(entries[i] as Record<string, { rank: number }>).map((e) => e.rank);
    assert.ok(ranks.includes(1) && ranks.includes(2));
  }
  assert.equal(reply.usage.prompt_tokens, prompt.length);
  assert.equal(reply.usage.completion_tokens, 1);
});

test("chat completions through the openai SDK: sampled text with logprobs and top_logprobs", async () => {
  const client = new OpenAI({ baseURL: server.url, apiKey: "unused", maxRetries: 0 });
  assert.deepEqual(
    (await client.models.list()).data.map((m) => m.id),
    [server.backend.model],
  );
  const reply = await client.chat.completions.create({
    model: server.backend.model,
    messages: [{ role: "user", content: PROMPT }],
    logprobs: true,
    top_logprobs: 3,
    max_tokens: 40,
    temperature: 1,
    seed: 5,
  });
  const choice = reply.choices[0];
  assert.match(choice.message.content ?? "", /^<think> /);
  const tokens = choice.logprobs?.content ?? [];
  assert.equal(tokens.length, reply.usage!.completion_tokens);
  assert.equal(
    tokens
      .map((t) => t.token)
      .join("")
      .trim(),
    choice.message.content,
  );
  for (const token of tokens) {
    assert.equal(token.top_logprobs.length, 3);
    assert.ok(token.top_logprobs[0].logprob >= token.logprob - 1e-12);
    assert.ok(token.top_logprobs.reduce((sum, t) => sum + Math.exp(t.logprob), 0) <= 1 + 1e-6);
  }
  assert.equal(reply.usage!.prompt_tokens, server.backend.promptTokens(PROMPT).length);
  const again = await client.chat.completions.create({
    model: "x",
    messages: [{ role: "user", content: PROMPT }],
    max_tokens: 40,
    temperature: 1,
    seed: 5,
  });
  assert.equal(again.choices[0].message.content, choice.message.content);
});

test("bad requests get OpenAI-shaped 400s", async () => {
  const post = (path: string, body: string) =>
    fetch(`${scorer.rootUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  assert.equal((await post("/v1/completions", '{"prompt": []}')).status, 400);
  assert.equal((await post("/v1/completions", '{"prompt": [1, 2], "echo": true}')).status, 400);
  assert.equal((await post("/tokenize", "{}")).status, 400);
  const tooLong = await post("/v1/completions", JSON.stringify({ prompt: new Array(server.backend.contextSize).fill(1) }));
  assert.equal(tooLong.status, 400);
  assert.match((await tooLong.json()).error.message, /context/);
  const longChat = await fetch(`${server.url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: "look around ".repeat(server.backend.contextSize) }], max_tokens: 4 }),
  });
  assert.equal(longChat.status, 400, "a chat prompt over the context is the client's mistake");
  assert.match((await longChat.json()).error.message, /^prompt has \d+ tokens; this model's context is \d+$/);
});

test("a plain OpenAI-compatible server (no /tokenize) is refused as a scorer with the reason", async () => {
  const plain = await startOpenAIServer(servePolicy(new RandomPolicy(0)));
  try {
    const refused = new VllmScorer({ baseUrl: plain.url, model: "random" });
    await assert.rejects(refused.scoreResponse({ prompt: PROMPT, responseTokenIds: [5, 6] }), (error: unknown) => {
      assert.ok(error instanceof EndpointCannotScoreError);
      assert.match((error as Error).message, /no \/tokenize endpoint.*vLLM/);
      return true;
    });
  } finally {
    await plain.close();
  }
});
