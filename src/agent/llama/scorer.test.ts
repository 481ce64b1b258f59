import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { LlamaScorer } from "./scorer.js";
import { SPECIAL } from "./tiny-tokenizer.js";
import { writeTinyGguf, type TinyModel } from "./tiny-model.js";

const PROMPT = "you arrive at dresser 3. on the dresser 3, you see a mug 1. your task is to: put a mug in fridge.";
const OTHER_PROMPT = "you are in the middle of a room. looking quickly around you, you see a desk 1 and a shelf 2.";
const RESPONSE = " <think> the mug 1 is here. i will take it. </think> <action> take mug 1 from dresser 3 </action>";

let dir: string;
let built: TinyModel;
let scorer: LlamaScorer;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "seedworld-scorer-test-"));
  const file = path.join(dir, "tiny.gguf");
  // contextMix > 0: attention over the prompt, so scores depend on more than the previous token.
  built = writeTinyGguf(file, { contextMix: 0.5 });
  scorer = await LlamaScorer.create({ modelPath: file, contextSize: 1024 });
});

after(async () => {
  await scorer?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the prompt goes through the ChatML template and ends with the assistant header", () => {
  const ids = scorer.tokenizePrompt(PROMPT);
  const imStart = built.vocab.ids.get(SPECIAL.imStart)!;
  assert.equal(ids.filter((id) => id === imStart).length, 2);
  assert.equal(built.vocab.tokens[ids.at(-1)!], "\n");
  assert.match(scorer.detokenize(ids), /user\nyou arrive at dresser 3\..*assistant\n$/s);
});

test("tokenize splits prompt and response; the response round-trips", () => {
  const { promptTokenIds, responseTokenIds } = scorer.tokenize(PROMPT, RESPONSE);
  assert.deepEqual(promptTokenIds, scorer.tokenizePrompt(PROMPT));
  // SentencePiece detokenising drops the leading space of a text's first piece.
  assert.equal(scorer.detokenize(responseTokenIds), RESPONSE.trimStart());
  assert.equal(built.vocab.tokens[responseTokenIds[0]], "\u2581<think>");
});

test("log-probs: one per token, finite, ≤ 0, repeatable, and prompt-dependent", async () => {
  const responseTokenIds = scorer.tokenizeResponse(RESPONSE);
  const first = await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds });
  const again = await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds });
  const other = await scorer.scoreResponse({ prompt: OTHER_PROMPT, responseTokenIds });
  assert.equal(first.length, responseTokenIds.length);
  for (const logprob of [...first, ...other]) assert.ok(Number.isFinite(logprob) && logprob <= 0, String(logprob));
  first.forEach((logprob, index) => assert.ok(Math.abs(logprob - again[index]) <= 1e-4, `token ${index}: ${logprob} vs ${again[index]}`));
  const largestChange = Math.max(...first.map((logprob, index) => Math.abs(logprob - other[index])));
  assert.ok(largestChange > 1e-3, `scores did not change with the prompt (max |Δ| = ${largestChange})`);
});

test("concurrent calls are serialised and give the same scores as sequential ones", async () => {
  const responseTokenIds = scorer.tokenizeResponse(RESPONSE);
  const sequential = await scorer.scoreResponse({ prompt: OTHER_PROMPT, responseTokenIds });
  const [a, b] = await Promise.all([
    scorer.scoreResponse({ prompt: PROMPT, responseTokenIds }),
    scorer.scoreResponse({ prompt: OTHER_PROMPT, responseTokenIds }),
  ]);
  assert.equal(a.length, responseTokenIds.length);
  b.forEach((logprob, index) => assert.ok(Math.abs(logprob - sequential[index]) <= 1e-4, `token ${index}`));
});

test("an empty response scores to an empty list", async () => {
  assert.deepEqual(await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds: [] }), []);
});

test("scores line up with the tokens: on the exact-bigram model they equal the bigram table", async () => {
  const file = path.join(dir, "bigram.gguf");
  const bigram = writeTinyGguf(file, { contextMix: 0 });
  const exact = await LlamaScorer.create({ modelPath: file, contextSize: 1024 });
  try {
    const { promptTokenIds, responseTokenIds } = exact.tokenize(PROMPT, RESPONSE);
    const scores = await exact.scoreResponse({ prompt: PROMPT, responseTokenIds });
    const size = bigram.vocab.tokens.length;
    const previous = [promptTokenIds.at(-1)!, ...responseTokenIds.slice(0, -1)];
    responseTokenIds.forEach((token, index) => {
      const expected = bigram.bigramLogProbs[previous[index] * size + token];
      assert.ok(Math.abs(scores[index] - expected) < 1e-3, `token ${index}: ${scores[index]} vs ${expected}`);
    });
  } finally {
    await exact.close();
  }
});
