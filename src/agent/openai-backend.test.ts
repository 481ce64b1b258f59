import { test } from "node:test";
import assert from "node:assert/strict";
import { RandomPolicy } from "./local-agents.js";
import { OpenAIBackend } from "./openai-backend.js";
import { ModelCallError } from "./backend.js";
import { projectSkill0, replyPattern } from "./projection.js";
import { servePolicy, startOpenAIServer } from "../server/openai-server.js";
import { startFaultProxy, type Fault } from "../server/fault-proxy.js";

const ADMISSIBLE = ["go to desk 1", "inventory", "look"];
const PROMPT = `\nYour admissible actions of the current situation are: [${ADMISSIBLE.map((a) => `'${a}'`).join("\n ")}].\n\nact\n`;
const FAST_RETRY = { maxAttempts: 6, baseDelayMs: 5, factor: 2, maxDelayMs: 20 };
const KEY = "sk-test-SECRET-do-not-leak-123";

function backendFor(urls: string[], extra: Partial<ConstructorParameters<typeof OpenAIBackend>[0]> = {}) {
  return new OpenAIBackend({
    model: "random",
    baseUrls: urls,
    apiKey: KEY,
    temperature: 0,
    maxTokens: 64,
    timeoutMs: 300,
    retry: FAST_RETRY,
    pool: { cooldownMs: 50, maxCooldownMs: 200 },
    ...extra,
  });
}

test("six failures of every kind exhaust the attempt budget: a clean ModelCallError without the key", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(5)));
  const script: Fault[] = ["429", "500", "slow", "malformed", "no-choices", "drop", "pass"];
  const proxy = await startFaultProxy({ target: server.url.replace(/\/v1$/, ""), faultFor: (i) => script[i] ?? "pass", slowMs: 1_000 });
  try {
    const backend = backendFor([`${proxy.url}/v1`]);
    await assert.rejects(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), (error: unknown) => {
      assert.ok(error instanceof ModelCallError);
      assert.equal(error.attempts, 6);
      assert.equal(error.kind, "exhausted");
      assert.ok(!error.message.includes(KEY));
      return true;
    });
    assert.equal(backend.retryCount, 5);
    // Every request carried the key in the Authorization header only.
    assert.ok(proxy.authorizations.length >= 6 && proxy.authorizations.every((value) => value === `Bearer ${KEY}`));
    // The next call gets the scripted "pass".
    const reply = await backend.generate({ prompt: PROMPT, admissibleCommands: [] });
    assert.ok(projectSkill0(reply.content, ADMISSIBLE).valid);
    assert.ok(reply.usage.total_tokens > 0 && reply.latencyS > 0 && reply.latencyS < 1);
  } finally {
    await proxy.close();
    await server.close();
  }
});

test("a fault sequence within the attempt budget is recovered; empty content is a reply, not a failure", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(5)));
  const script: Fault[] = ["429", "503", "slow", "malformed", "pass", "empty"];
  const proxy = await startFaultProxy({ target: server.url.replace(/\/v1$/, ""), faultFor: (i) => script[i] ?? "pass", slowMs: 1_000 });
  try {
    const backend = backendFor([`${proxy.url}/v1`]);
    const first = await backend.generate({ prompt: PROMPT, admissibleCommands: [] });
    assert.equal(first.attempts, 5);
    assert.equal(backend.retryCount, 4);
    const empty = await backend.generate({ prompt: PROMPT, admissibleCommands: [] });
    assert.equal(empty.attempts, 1);
    assert.equal(empty.content, "");
    assert.equal(empty.finishReason, "length");
  } finally {
    await proxy.close();
    await server.close();
  }
});

test("non-retryable 4xx fails at once with a ModelCallError that does not contain the key", async () => {
  // fetch refuses port 9 outright ("bad port"): no connection, retried within maxAttempts only.
  const backend = backendFor(["http://127.0.0.1:9/v1"], { retry: { ...FAST_RETRY, maxAttempts: 2 } });
  await assert.rejects(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), (error: unknown) => {
    assert.ok(error instanceof ModelCallError);
    assert.equal(error.attempts, 2);
    assert.equal(error.kind, "unreachable");
    assert.ok(!error.message.includes(KEY));
    return true;
  });
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(5)));
  try {
    const badRequest = backendFor([server.url], { extraBody: { stream: true } });
    await assert.rejects(badRequest.generate({ prompt: PROMPT, admissibleCommands: [] }), (error: unknown) => {
      assert.ok(error instanceof ModelCallError);
      assert.equal(error.attempts, 1);
      assert.equal(error.lastStatus, 400);
      assert.equal(error.kind, "bad-request");
      return true;
    });
  } finally {
    await server.close();
  }
});

test("several endpoints: a dead one is set aside and the live ones share the load", async () => {
  const a = await startOpenAIServer(servePolicy(new RandomPolicy(1)));
  const b = await startOpenAIServer(servePolicy(new RandomPolicy(2)));
  try {
    const backend = backendFor([a.url, "http://127.0.0.1:9/v1", b.url]);
    // Waves of 4 concurrent calls, as a runner with concurrency 4 makes them.
    for (let wave = 0; wave < 10; wave += 1) {
      const replies = await Promise.all(
        Array.from({ length: 4 }, (_, i) => backend.generate({ prompt: `${PROMPT}${wave}:${i}`, admissibleCommands: [] })),
      );
      assert.equal(replies.length, 4);
    }
    const stats = backend.endpointStats();
    const dead = stats.find((s) => s.url.includes(":9/"))!;
    assert.ok(dead.calls <= 6, `dead endpoint got ${dead.calls} calls`);
    const live = stats.filter((s) => !s.url.includes(":9/"));
    assert.ok(
      live.every((s) => s.calls >= 10),
      JSON.stringify(stats),
    );
  } finally {
    await a.close();
    await b.close();
  }
});

test("the admissible action space sends the step's commands as vLLM's guided_regex; generation sends none", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(5)));
  const proxy = await startFaultProxy({ target: server.url.replace(/\/v1$/, ""), faultFor: () => "pass" });
  try {
    const admissible = [...ADMISSIBLE, "help"];
    for (const actionSpace of ["admissible", "generation"] as const) {
      const backend = backendFor([`${proxy.url}/v1`], { actionSpace });
      const call = backend.generate({ prompt: PROMPT, admissibleCommands: admissible });
      // seedworld's own server cannot guide decoding and says so (400, not retried) rather than ignore it.
      if (actionSpace === "admissible") await assert.rejects(call, /guided_regex \(guided decoding\) is not supported by this server/);
      else await call;
      // An analyzer's request has no admissible list: nothing to restrict.
      await backend.generate({ prompt: "Analyse this trajectory.", admissibleCommands: [] });
    }
    const sent = proxy.bodies.map((body) => (body as Record<string, unknown>).guided_regex);
    assert.deepEqual(sent, [replyPattern(admissible), undefined, undefined, undefined]);
    assert.ok(!String(sent[0]).includes("help"));
  } finally {
    await proxy.close();
    await server.close();
  }
});
