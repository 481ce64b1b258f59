// The TokenScorer contract (re-scoring reproduces sampling, repeats, moves with the context, empty
// responses) is checked for this backend with the others in ../token-scorer.test.ts.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { LlamaBackend } from "./llama-backend.js";
import { buildTinyModel, tinyModelFile } from "./tiny-model.js";
import { SPECIAL } from "./tiny-tokenizer.js";

const PROMPT =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: you arrive at dresser 3. on the dresser 3, you see a mug 1.\nYour admissible actions of the current situation are: ['take mug 1 from dresser 3'\n 'look'].\n";
const OTHER =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: the fridge 1 is closed.\nYour admissible actions of the current situation are: ['open fridge 1'\n 'look'].\n";

let backend: LlamaBackend;

before(async () => {
  // The default tiny model (contextMix 0.5): attention over the prompt makes scores context-dependent.
  backend = await LlamaBackend.load({ modelPath: tinyModelFile(), temperature: 1, maxTokens: 48, sequences: 3, seed: 11 });
});
after(async () => {
  await backend?.close();
});

const maxGap = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i])));

test("generate: ChatML-templated prompt, the trained reply format, token ids and one log-prob per id", async () => {
  const reply = await backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey: "episode-0:1" });
  assert.match(reply.content, /^<think> /, reply.content);
  const ids = reply.tokenIds!;
  assert.ok(ids.length > 3 && ids.length <= 48);
  assert.equal(reply.logprobs!.length, ids.length);
  assert.equal(reply.usage.completion_tokens, ids.length);
  assert.deepEqual(reply.usage.prompt_tokens, backend.promptTokens(PROMPT).length);
  // Token texts spell the reply (the end-of-generation token has empty text).
  assert.equal(
    reply
      .logprobs!.map((t) => t.token)
      .join("")
      .trim(),
    reply.content,
  );
  if (reply.finishReason === "stop") assert.ok(backend.isEndOfGeneration(ids.at(-1)!));
  for (const entry of reply.logprobs!) assert.ok(entry.logprob <= 0 && Number.isFinite(entry.logprob));
});

test("same seed key → same reply; the draw changes with the key", async () => {
  const a = await backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey: "k1" });
  const b = await backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey: "k1" });
  assert.deepEqual(b.tokenIds, a.tokenIds);
  const replies = new Set<string>();
  for (let key = 0; key < 6; key += 1)
    replies.add(JSON.stringify((await backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey: `key${key}` })).tokenIds));
  assert.ok(replies.size > 1, "six seeds at temperature 1 gave one reply");
});

test("a request's own temperature and token limit override the backend's (greedy: one reply whatever the key)", async () => {
  const replies = new Set<string>();
  for (let key = 0; key < 4; key += 1) {
    const reply = await backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey: `greedy${key}`, temperature: 0, maxTokens: 5 });
    assert.ok(reply.tokenIds!.length <= 5);
    replies.add(JSON.stringify(reply.tokenIds));
  }
  assert.equal(replies.size, 1, "temperature 0 is argmax decoding");
});

test("batched scoring (parallel sequences of one context) equals one-by-one scoring", async () => {
  const responses = await Promise.all(
    ["b0", "b1", "b2", "b3"].map((seedKey) => backend.generate({ prompt: PROMPT, admissibleCommands: [], seedKey })),
  );
  const requests = responses.flatMap((reply) => [PROMPT, OTHER].map((prompt) => ({ prompt, responseTokenIds: reply.tokenIds! })));
  const batched = await backend.scoreBatch(requests);
  for (const [index, request] of requests.entries()) {
    assert.ok(maxGap(batched[index], await backend.scoreResponse(request)) < 1e-4, `request ${index}`);
  }
});

test("with contextMix 0 the scores are exactly the bigram table the GGUF was written from", async () => {
  const built = buildTinyModel({ contextMix: 0 });
  const exact = await LlamaBackend.load({ modelPath: tinyModelFile({ contextMix: 0 }), sequences: 1 });
  try {
    const promptIds = exact.promptTokens(PROMPT);
    const response = exact.tokenize(" <think> i should take the mug 1. </think> <action> take mug 1 from dresser 3 </action>", false);
    const scores = await exact.scoreTokens(promptIds, response);
    const size = built.vocab.tokens.length;
    const previous = [promptIds.at(-1)!, ...response.slice(0, -1)];
    const expected = response.map((next, j) => built.bigramLogProbs[previous[j] * size + next]);
    assert.ok(maxGap(scores, expected) < 1e-4, `max |Δ| = ${maxGap(scores, expected)}`);
  } finally {
    await exact.close();
  }
});

test("the prompt goes through the ChatML template and ends with the assistant header", () => {
  const built = buildTinyModel();
  const ids = backend.promptTokens("you arrive at dresser 3. on the dresser 3, you see a mug 1. your task is to: put a mug in fridge.");
  const imStart = built.vocab.ids.get(SPECIAL.imStart)!;
  assert.equal(ids.filter((id) => id === imStart).length, 2);
  assert.equal(built.vocab.tokens[ids.at(-1)!], "\n");
  assert.match(backend.detokenize(ids), /user\nyou arrive at dresser 3\..*assistant\n$/s);
});

test("a response tokenised on its own round-trips and starts where the assistant header ends", async () => {
  const built = buildTinyModel();
  const response = " <think> the mug 1 is here. i will take it. </think> <action> take mug 1 from dresser 3 </action>";
  const ids = await backend.tokenizeResponse(response);
  // SentencePiece detokenising drops the leading space of a text's first piece.
  assert.equal(backend.detokenize(ids), response.trimStart());
  assert.equal(built.vocab.tokens[ids[0]], "\u2581<think>");
});

test("prompts longer than a sequence's context are refused, not silently shifted", async () => {
  const ids = new Array(backend.contextSize + 1).fill(backend.tokenize("look", false)[0]);
  await assert.rejects(backend.scoreTokens(ids, [ids[0]]), /do not fit the context/);
});
