// How model calls fail (issue 21): refused keys, bodies that never end, dead endpoints, credentials
// in URLs, abort listeners, several endpoints. Every call goes over HTTP to real local servers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { getEventListeners } from "node:events";
import { RandomPolicy } from "./local-agents.js";
import { OpenAIBackend, type OpenAIBackendOptions } from "./openai-backend.js";
import { ModelCallError, type ModelCallErrorKind } from "./backend.js";
import { DEFAULT_RETRY } from "./retry.js";
import { servePolicy, startOpenAIServer, type RunningServer } from "../server/openai-server.js";
import { startFaultProxy, type Fault, type FaultProxy } from "../server/fault-proxy.js";
import { closedPort } from "../server/test-support.js";

const PROMPT = "Your admissible actions of the current situation are: ['look'].\n\nact\n";
const KEY = "sk-test-SECRET-do-not-leak-123";
const FAST_RETRY = { maxAttempts: 4, baseDelayMs: 5, factor: 2, maxDelayMs: 20, unreachableAttempts: 3, unreachableDelayMs: 5 };
/** Dripping bodies are cut off after this long, so that a client without a body deadline fails
 * these tests (with the wrong kind) instead of hanging them. */
const DRIP_FOR_MS = 5_000;

function backendFor(urls: string[], extra: Partial<OpenAIBackendOptions> = {}): OpenAIBackend {
  return new OpenAIBackend({
    model: "random",
    baseUrls: urls,
    apiKey: KEY,
    apiKeyEnv: "SEEDWORLD_TEST_KEY",
    temperature: 0,
    maxTokens: 16,
    timeoutMs: 2_000,
    retry: FAST_RETRY,
    pool: { cooldownMs: 50, maxCooldownMs: 200 },
    ...extra,
  });
}

/** A random-policy server behind a fault proxy scripted per POST (and per GET). */
async function withProxy(
  faults: { post?: (i: number) => Fault; get?: (i: number) => Fault; dripMs?: number },
  body: (proxy: FaultProxy, server: RunningServer) => Promise<void>,
): Promise<void> {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(3)));
  const proxy = await startFaultProxy({
    target: server.url.replace(/\/v1$/, ""),
    faultFor: faults.post ?? (() => "pass"),
    getFaultFor: faults.get,
    dripMs: faults.dripMs,
    dripForMs: DRIP_FOR_MS,
  });
  try {
    await body(proxy, server);
  } finally {
    await proxy.close();
    await server.close();
  }
}

/** Asserts the rejection is a one-line ModelCallError of `kind`, and returns it. */
async function rejection(promise: Promise<unknown>, kind: ModelCallErrorKind, leaks: readonly string[] = [KEY]): Promise<ModelCallError> {
  let caught: unknown = null;
  await promise.then(
    () => assert.fail(`expected a ModelCallError of kind ${kind}`),
    (error: unknown) => {
      caught = error;
    },
  );
  assert.ok(caught instanceof ModelCallError, `not a ModelCallError: ${String(caught)}`);
  const error = caught as ModelCallError;
  assert.equal(error.kind, kind, error.message);
  assert.ok(!error.message.includes("\n"), error.message);
  for (const secret of leaks) assert.ok(!error.message.includes(secret), `message leaks ${secret}: ${error.message}`);
  return error;
}

test("401 and 403 fail at once as kind 'auth', naming the server and the key's variable, never the key (the server echoes it)", async () => {
  await withProxy({ post: (i) => (i === 0 ? "401" : "403") }, async (proxy) => {
    const backend = backendFor([`${proxy.url}/v1`]);
    const unauthorized = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "auth");
    assert.equal(unauthorized.attempts, 1);
    assert.equal(unauthorized.lastStatus, 401);
    assert.ok(unauthorized.fatal);
    assert.ok(
      unauthorized.message.startsWith(`the server at ${proxy.url}/v1 refused the API key from $SEEDWORLD_TEST_KEY (401)`),
      unauthorized.message,
    );
    const forbidden = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "auth");
    assert.equal(forbidden.lastStatus, 403);
    assert.equal(backend.retryCount, 0);
    assert.equal(proxy.counts["401"] + proxy.counts["403"], 2);
    assert.equal(backend.consecutiveFailures, 2);
  });
});

test("an auth failure on one of several endpoints is not retried on the others", async () => {
  await withProxy({ post: () => "401" }, async (refusing) => {
    await withProxy({}, async (healthy) => {
      // The pool starts with the first endpoint, so the first call meets the 401.
      const backend = backendFor([`${refusing.url}/v1`, `${healthy.url}/v1`]);
      const error = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "auth");
      assert.equal(error.endpoint, `${refusing.url}/v1`);
      assert.equal(healthy.counts.pass, 0);
    });
  });
});

test("a server that sends headers and then drips the body forever: the call fails with kind 'deadline' after deadlineAttempts", async () => {
  await withProxy({ post: () => "drip", dripMs: 20 }, async (proxy) => {
    const backend = backendFor([`${proxy.url}/v1`], { timeoutMs: 300, retry: { ...FAST_RETRY, maxAttempts: 6, deadlineAttempts: 2 } });
    const error = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "deadline");
    // Two attempts of the six: each one costs the whole deadline.
    assert.equal(error.attempts, 2);
    assert.equal(proxy.counts.drip, 2);
    assert.match(error.message, /no complete reply within 0\.3 s/);
  });
});

test("aborting the caller's signal during a dripping body ends the call as kind 'aborted', not counted as a failure", async () => {
  await withProxy({ post: () => "drip", dripMs: 20 }, async (proxy) => {
    const backend = backendFor([`${proxy.url}/v1`], { timeoutMs: 600_000 });
    const controller = new AbortController();
    const call = backend.generate({ prompt: PROMPT, admissibleCommands: [], signal: controller.signal });
    // Abort once the drip has started, so the abort lands in the body phase.
    while (proxy.counts.drip === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await rejection(call, "aborted");
    assert.equal(backend.consecutiveFailures, 0);
    assert.equal(getEventListeners(controller.signal, "abort").length, 0);
  });
});

test("a dead endpoint (connection refused) fails after the few quick unreachable attempts, not the full back-off budget", async () => {
  const port = await closedPort();
  // The production retry policy: six attempts with 2 s exponential back-off for busy servers.
  const backend = backendFor([`http://127.0.0.1:${port}/v1`], { retry: DEFAULT_RETRY });
  const error = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "unreachable");
  assert.equal(error.attempts, DEFAULT_RETRY.unreachableAttempts);
  assert.equal(error.lastStatus, null);
  assert.match(
    error.message,
    new RegExp(
      `^model call to http://127\\.0\\.0\\.1:${port}/v1 failed \\(unreachable, 3 attempts\\): connection refused \\(ECONNREFUSED\\)$`,
    ),
  );
  assert.equal(backend.retryCount, 2);
});

test("consecutiveFailures counts calls that failed in a row and resets on a success", async () => {
  const script: Fault[] = ["500", "500", "500", "pass", "500"];
  await withProxy({ post: (i) => script[i] ?? "pass" }, async (proxy) => {
    const backend = backendFor([`${proxy.url}/v1`], { retry: { ...FAST_RETRY, maxAttempts: 1 } });
    assert.equal(backend.consecutiveFailures, 0);
    for (let call = 1; call <= 3; call += 1) {
      const error = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "exhausted");
      assert.equal(error.lastStatus, 500);
      assert.equal(backend.consecutiveFailures, call);
    }
    await backend.generate({ prompt: PROMPT, admissibleCommands: [] });
    assert.equal(backend.consecutiveFailures, 0);
    await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "exhausted");
    assert.equal(backend.consecutiveFailures, 1);
  });
});

test("several endpoints, one dead: calls succeed on the live one and the dead one is set aside", async () => {
  const port = await closedPort();
  await withProxy({}, async (live) => {
    const backend = backendFor([`http://127.0.0.1:${port}/v1`, `${live.url}/v1`], { pool: { cooldownMs: 60_000, maxCooldownMs: 60_000 } });
    for (let call = 0; call < 20; call += 1) {
      const reply = await backend.generate({ prompt: `${PROMPT}${call}`, admissibleCommands: [] });
      assert.equal(reply.endpoint, `${live.url}/v1`);
    }
    const [dead, alive] = backend.endpointStats();
    // One refused attempt sets the dead endpoint aside for the (long) cool-down.
    assert.deepEqual([dead.calls, dead.failures], [1, 1]);
    assert.equal(alive.calls, 20);
    assert.equal(backend.consecutiveFailures, 0);
  });
});

test("user:password and secret query parameters in the URL: sent as Basic auth and query, never shown", async () => {
  const user = "alice-basic-user";
  const password = "pw-SECRET-789";
  const token = "QUERY-SECRET-456";
  const secrets = [user, password, token, Buffer.from(`${user}:${password}`).toString("base64"), KEY];
  await withProxy({ post: (i) => (i === 0 ? "pass" : "401") }, async (proxy) => {
    const port = new URL(proxy.url).port;
    const backend = backendFor([`http://${user}:${password}@127.0.0.1:${port}/v1?api_key=${token}&api-version=2024-06-01`]);
    assert.equal(backend.baseUrl, `http://127.0.0.1:${port}/v1?api-version=2024-06-01`);
    const reply = await backend.generate({ prompt: PROMPT, admissibleCommands: [] });
    assert.match(reply.content, /<action>look<\/action>/);
    assert.equal(reply.endpoint, backend.baseUrl);
    assert.deepEqual(
      backend.endpointStats().map((s) => s.url),
      [backend.baseUrl],
    );
    assert.equal(proxy.authorizations.at(-1), `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`);
    assert.equal(proxy.requests.at(-1), `POST /v1/chat/completions?api_key=${token}&api-version=2024-06-01`);
    // The 401 reply echoes the Authorization header it got; the error still shows none of it.
    const error = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "auth", secrets);
    assert.ok(
      error.message.startsWith(`the server at ${backend.baseUrl} refused the user name and password in its URL (401)`),
      error.message,
    );
    assert.equal(error.endpoint, backend.baseUrl);
    for (const secret of secrets) assert.ok(!backend.baseUrl.includes(secret));
  });
});

test("a dead endpoint with credentials in its URL: the unreachable error names it without them", async () => {
  const port = await closedPort();
  const backend = backendFor([`http://bob-user:bob-PASSWORD@127.0.0.1:${port}/v1?token=TOKEN-SECRET`]);
  const error = await rejection(backend.generate({ prompt: PROMPT, admissibleCommands: [] }), "unreachable", [
    "bob-user",
    "bob-PASSWORD",
    "TOKEN-SECRET",
    KEY,
  ]);
  assert.equal(error.endpoint, `http://127.0.0.1:${port}/v1`);
});

test("50 calls sharing one AbortSignal, retries included, leave no abort listener and print no MaxListenersExceededWarning", async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on("warning", onWarning);
  try {
    // Every 5th request fails once, so the back-off sleep (which also listens to the signal) runs too.
    await withProxy({ post: (i) => (i % 5 === 0 ? "500" : "pass") }, async (proxy) => {
      const backend = backendFor([`${proxy.url}/v1`]);
      const run = new AbortController();
      for (let call = 0; call < 50; call += 1)
        await backend.generate({ prompt: `${PROMPT}${call}`, admissibleCommands: [], signal: run.signal });
      assert.ok(backend.retryCount >= 10, `only ${backend.retryCount} retries`);
      assert.equal(getEventListeners(run.signal, "abort").length, 0);
    });
    // Warnings are emitted on a later tick.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      warnings.filter((w) => w.name === "MaxListenersExceededWarning").map((w) => w.message),
      [],
    );
  } finally {
    process.off("warning", onWarning);
  }
});
