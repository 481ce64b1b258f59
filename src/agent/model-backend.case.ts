// The ModelBackend contract, one suite for every policy the factory makes (hono's
// `common.case.test.ts` pattern): the episode loop and the runner cannot tell an in-process agent
// from a GGUF model or an OpenAI-compatible server by the shape of what they get back.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ModelCallError, type AgentRequest, type ModelBackend } from "./backend.js";

export interface BackendFixture {
  backend: ModelBackend;
  /** A request it can answer (the expert needs the turn's oracle). */
  request: AgentRequest;
}

/**
 * `fixture` is read when the cases run (the caller builds it in a `before`); `seeded`: the same
 * request with the same seed key gives the same reply (seeded agents, seeded sampling).
 */
export function modelBackendCases(name: string, fixture: () => BackendFixture, seeded: boolean): void {
  describe(`ModelBackend contract: ${name}`, () => {
    test("a reply: trimmed text, consistent usage, attempts, latency, endpoint, log-probs per token id", async () => {
      const { backend, request } = fixture();
      assert.ok(backend.model.length > 0, "a model name to record");
      const reply = await backend.generate(request);
      assert.equal(reply.content, reply.content.trim());
      assert.equal(reply.reasoningContent, reply.reasoningContent.trim());
      const { prompt_tokens, completion_tokens, total_tokens } = reply.usage;
      for (const count of [prompt_tokens, completion_tokens, total_tokens]) assert.ok(Number.isInteger(count) && count >= 0);
      assert.equal(total_tokens, prompt_tokens + completion_tokens);
      assert.ok(reply.attempts >= 1);
      assert.ok(Number.isFinite(reply.latencyS) && reply.latencyS >= 0);
      assert.equal(reply.endpoint === "", backend.baseUrl === "", "an endpoint exactly when the backend has a base URL");
      if (reply.logprobs && reply.tokenIds) assert.equal(reply.logprobs.length, reply.tokenIds.length);
    });

    if (seeded)
      test("seeded: the same request with the same seed key gives the same reply", async () => {
        const { backend, request } = fixture();
        const first = await backend.generate({ ...request, seedKey: "contract:1" });
        const again = await backend.generate({ ...request, seedKey: "contract:1" });
        assert.equal(again.content, first.content);
      });

    test("a call whose signal has fired is refused as an aborted ModelCallError", async () => {
      const { backend, request } = fixture();
      const controller = new AbortController();
      controller.abort();
      await assert.rejects(backend.generate({ ...request, signal: controller.signal }), (error: unknown) => {
        assert.ok(error instanceof ModelCallError, `a ModelCallError, got ${String(error)}`);
        assert.equal(error.kind, "aborted");
        return true;
      });
    });
  });
}
