// The TokenScorer contract, one suite for every implementation (hono's `common.case.test.ts`
// pattern): whatever scores — the GGUF model in process, a vLLM server, a pool of them — gives the
// model's own log-probs for given tokens. Each implementation's test calls `tokenScorerCases`
// with the scorer and a sample the model itself drew (its token ids and their sampling log-probs),
// the truth every scorer must reproduce.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { TokenScorer } from "./backend.js";

export interface ScorerFixture {
  scorer: TokenScorer;
  /** A reply the model sampled for `prompt`: its token ids and their log-probs as sampled. */
  sample: { prompt: string; tokenIds: number[]; logprobs: number[] };
  /** A prompt other than `sample.prompt` (scores of the same tokens must move under it). */
  otherPrompt: string;
}

const maxGap = (a: readonly number[], b: readonly number[]) => Math.max(0, ...a.map((value, i) => Math.abs(value - b[i])));

/** `fixture` is read when the cases run (the caller builds it in a `before`). */
export function tokenScorerCases(name: string, fixture: () => ScorerFixture): void {
  describe(`TokenScorer contract: ${name}`, () => {
    test("one finite log-prob ≤ 0 per response token, equal to the model's own sampling log-probs", async () => {
      const { scorer, sample } = fixture();
      const scores = await scorer.scoreResponse({ prompt: sample.prompt, responseTokenIds: sample.tokenIds });
      assert.equal(scores.length, sample.tokenIds.length);
      for (const score of scores) assert.ok(Number.isFinite(score) && score <= 0, `log-prob ${score}`);
      assert.ok(maxGap(scores, sample.logprobs) < 1e-4, `max |Δ| = ${maxGap(scores, sample.logprobs)}`);
    });

    test("the same request repeats; the same tokens under another prompt score otherwise", async () => {
      const { scorer, sample, otherPrompt } = fixture();
      const request = { prompt: sample.prompt, responseTokenIds: sample.tokenIds };
      const first = await scorer.scoreResponse(request);
      assert.ok(maxGap(first, await scorer.scoreResponse(request)) < 1e-4);
      const other = await scorer.scoreResponse({ prompt: otherPrompt, responseTokenIds: sample.tokenIds });
      assert.ok(maxGap(first, other) > 1e-3, `max |Δ| = ${maxGap(first, other)}`);
    });

    test("concurrent calls score as one-by-one calls do", async () => {
      const { scorer, sample, otherPrompt } = fixture();
      const requests = [sample.prompt, otherPrompt, sample.prompt, otherPrompt].map((prompt, i) => ({
        prompt,
        responseTokenIds: sample.tokenIds.slice(0, sample.tokenIds.length - i),
      }));
      const together = await Promise.all(requests.map((request) => scorer.scoreResponse(request)));
      for (const [i, request] of requests.entries())
        assert.ok(maxGap(together[i], await scorer.scoreResponse(request)) < 1e-4, `request ${i}`);
    });

    test("an empty response scores to an empty list", async () => {
      const { scorer, sample } = fixture();
      assert.deepEqual(await scorer.scoreResponse({ prompt: sample.prompt, responseTokenIds: [] }), []);
    });
  });
}
