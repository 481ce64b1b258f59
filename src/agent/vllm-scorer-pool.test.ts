// A policy served by several vLLM replicas is re-scored by all of them, not only the first.
import { strict as assert } from "node:assert";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { VllmScorerPool } from "./vllm-scorer.js";

/** Just enough of vLLM's scoring API: /tokenize gives two ids, /v1/completions a prompt_logprobs entry per token. */
async function fakeVllm(): Promise<{ url: string; paths: string[]; close: () => Promise<void> }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      paths.push(req.url ?? "");
      const body = JSON.parse(text) as { prompt?: number[] };
      const reply =
        req.url === "/tokenize"
          ? { tokens: [7, 8] }
          : { choices: [{ prompt_logprobs: (body.prompt ?? []).map((id, i) => (i === 0 ? null : { [String(id)]: { logprob: -0.5 } })) }] };
      // A short delay keeps calls in flight long enough for the pool to see them.
      setTimeout(() => res.end(JSON.stringify(reply)), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, paths, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("VllmScorerPool spreads scoring calls over every endpoint; one call stays on one endpoint", async () => {
  const servers = [await fakeVllm(), await fakeVllm(), await fakeVllm()];
  try {
    const pool = new VllmScorerPool(
      servers.map((s) => s.url),
      { model: "m" },
    );
    const requests = Array.from({ length: 9 }, () => ({ prompt: "p", responseTokenIds: [3, 4] }));
    const scores = await pool.scoreBatch(requests);
    assert.deepEqual(
      scores,
      requests.map(() => [-0.5, -0.5]),
    );
    for (const server of servers) {
      const tokenize = server.paths.filter((p) => p === "/tokenize").length;
      assert.ok(tokenize >= 1, "every endpoint scored");
      assert.equal(
        server.paths.filter((p) => p === "/v1/completions").length,
        tokenize,
        "tokenize and completion of a call on the same endpoint",
      );
    }
    assert.throws(() => new VllmScorerPool([], { model: "m" }), /at least one base URL/);
  } finally {
    for (const server of servers) await server.close();
  }
});
