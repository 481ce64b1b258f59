// VllmScorer with credentials in its URL: they reach the server (Basic auth, query) and no message.
// The server is seedworld's OpenAI server behind the fault proxy: no /tokenize, so a 404 is the
// expected answer, and a scripted 401 echoes the Authorization header it received.
import { test } from "node:test";
import assert from "node:assert/strict";
import { RandomPolicy } from "./local-agents.js";
import { EndpointCannotScoreError, VllmScorer } from "./vllm-scorer.js";
import { servePolicy, startOpenAIServer } from "../server/openai-server.js";
import { startFaultProxy } from "../server/fault-proxy.js";

test("VllmScorer sends URL credentials as Basic auth and query, and shows them nowhere", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(1)));
  const proxy = await startFaultProxy({ target: server.url.replace(/\/v1$/, ""), faultFor: (i) => (i === 0 ? "pass" : "401") });
  const basic = Buffer.from("carol-user:carol-PASSWORD").toString("base64");
  const secrets = ["carol-user", "carol-PASSWORD", "TOKEN-SECRET-77", basic];
  try {
    const port = new URL(proxy.url).port;
    const scorer = new VllmScorer({
      baseUrl: `http://carol-user:carol-PASSWORD@127.0.0.1:${port}/v1?token=TOKEN-SECRET-77`,
      model: "random",
      retry: { maxAttempts: 1, baseDelayMs: 1, factor: 2, maxDelayMs: 1 },
    });
    assert.equal(scorer.rootUrl, `http://127.0.0.1:${port}`);
    const request = { prompt: "look", responseTokenIds: [1, 2] };
    // This server has no /tokenize: the refusal names the root, not the credentials.
    await assert.rejects(scorer.scoreResponse(request), (error: Error) => {
      assert.ok(error instanceof EndpointCannotScoreError);
      assert.ok(error.message.startsWith(`http://127.0.0.1:${port} has no /tokenize endpoint`), error.message);
      return true;
    });
    assert.deepEqual(proxy.authorizations, [`Basic ${basic}`]);
    assert.deepEqual(proxy.requests, ["POST /tokenize?token=TOKEN-SECRET-77"]);
    // A 401 whose body echoes the Authorization header: the error carries none of it.
    await assert.rejects(scorer.scoreResponse(request), (error: Error) => {
      assert.match(error.message, /^http:\/\/127\.0\.0\.1:\d+\/tokenize failed: HTTP 401: /);
      for (const secret of secrets) assert.ok(!error.message.includes(secret), error.message);
      return true;
    });
  } finally {
    await proxy.close();
    await server.close();
  }
});
