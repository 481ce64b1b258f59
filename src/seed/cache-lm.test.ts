// The byte cache LM, SEED's offline reference scorer, under the shared TokenScorer contract
// (agent/token-scorer.case.ts). It has no sampler of its own, so its sample is drawn here from its
// own next-byte distribution (each candidate byte scored after the prefix), which also checks that
// the distribution is a proper one: the 256 probabilities sum to 1 at every step.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { mulberry32 } from "../agent/rng.js";
import { type ScorerFixture, tokenScorerCases } from "../agent/token-scorer.case.js";
import { ByteCacheLM } from "./cache-lm.js";

const PROMPT = "You arrive at countertop 1. On the countertop 1, you see a apple 1, a bread 1, and a knife 2.";
const OTHER = "The fridge 1 is closed.";
const scorer = new ByteCacheLM();
let sample: ScorerFixture["sample"];
const totals: number[] = [];

before(async () => {
  const next = mulberry32(7);
  const tokenIds: number[] = [];
  const logprobs: number[] = [];
  for (let step = 0; step < 16; step += 1) {
    const candidates = await Promise.all(
      Array.from(
        { length: 256 },
        async (_, byte) => (await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds: [...tokenIds, byte] })).at(-1)!,
      ),
    );
    const probabilities = candidates.map(Math.exp);
    totals.push(probabilities.reduce((a, b) => a + b, 0));
    let draw = next() * totals.at(-1)!;
    const byte = probabilities.findIndex((p) => (draw -= p) < 0);
    tokenIds.push(byte < 0 ? 255 : byte);
    logprobs.push(candidates[tokenIds.at(-1)!]);
  }
  sample = { prompt: PROMPT, tokenIds, logprobs };
});

test("the byte cache LM's next-byte probabilities sum to 1", () => {
  assert.equal(totals.length, 16);
  for (const total of totals) assert.ok(Math.abs(total - 1) < 1e-9, `sum ${total}`);
});

tokenScorerCases("ByteCacheLM (the offline reference scorer)", () => ({ scorer, sample, otherPrompt: OTHER }));
