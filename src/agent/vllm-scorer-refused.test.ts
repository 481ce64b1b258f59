// A scorer pointed at a port where nothing listens gives up after a few quick tries, even with a
// retry policy whose back-off would otherwise take minutes (the test's own time-out is the bound).
import assert from "node:assert/strict";
import { test } from "node:test";
import { closedPort } from "../server/test-support.js";
import { VllmScorer } from "./vllm-scorer.js";

test("a refused connection fails the scorer after the quick retries, naming the endpoint", { timeout: 20_000 }, async () => {
  const port = await closedPort();
  const scorer = new VllmScorer({
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model: "m",
    retry: { maxAttempts: 50, baseDelayMs: 60_000, factor: 2, maxDelayMs: 600_000, unreachableAttempts: 3, unreachableDelayMs: 10 },
  });
  await assert.rejects(scorer.scoreResponse({ prompt: "hello", responseTokenIds: [1, 2] }), new RegExp(`127\\.0\\.0\\.1:${port}.*failed`));
});
