// OpenAIBackend.preflight() against real local servers: the seedworld OpenAI server (which lists
// its one model and answers any model name), behind the fault proxy where a fault is needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { RandomPolicy } from "./local-agents.js";
import { OpenAIBackend, type OpenAIBackendOptions } from "./openai-backend.js";
import { ModelCallError, type ModelCallErrorKind } from "./backend.js";
import { servePolicy, startOpenAIServer, type RunningServer } from "../server/openai-server.js";
import { startFaultProxy, type Fault, type FaultProxy } from "../server/fault-proxy.js";
import { closedPort } from "../server/test-support.js";

const KEY = "sk-preflight-SECRET-42";

function backendFor(urls: string[], extra: Partial<OpenAIBackendOptions> = {}): OpenAIBackend {
  return new OpenAIBackend({
    model: "random",
    baseUrls: urls,
    apiKey: KEY,
    apiKeyEnv: "SEEDWORLD_TEST_KEY",
    temperature: 0,
    maxTokens: 16,
    timeoutMs: 2_000,
    ...extra,
  });
}

async function withProxy(
  faults: { post?: (i: number) => Fault; get?: (i: number) => Fault },
  body: (proxy: FaultProxy, server: RunningServer) => Promise<void>,
): Promise<void> {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(3)));
  const proxy = await startFaultProxy({
    target: server.url.replace(/\/v1$/, ""),
    faultFor: faults.post ?? (() => "pass"),
    getFaultFor: faults.get,
    dripForMs: 5_000,
  });
  try {
    await body(proxy, server);
  } finally {
    await proxy.close();
    await server.close();
  }
}

async function preflightRejects(backend: OpenAIBackend, kind: ModelCallErrorKind): Promise<ModelCallError> {
  try {
    await backend.preflight();
  } catch (error) {
    assert.ok(error instanceof ModelCallError, String(error));
    assert.equal(error.kind, kind, error.message);
    assert.ok(!error.message.includes("\n") && !error.message.includes(KEY), error.message);
    return error;
  }
  assert.fail(`preflight passed; expected kind ${kind}`);
}

test("a server that lists the model passes with one GET /models and no chat request", async () => {
  await withProxy({}, async (proxy) => {
    const result = await backendFor([`${proxy.url}/v1`]).preflight();
    assert.deepEqual(result, { endpoints: [{ url: `${proxy.url}/v1`, listedModels: ["random"], probed: false }], warnings: [] });
    assert.deepEqual(proxy.requests, ["GET /v1/models"]);
    assert.deepEqual(proxy.authorizations, [`Bearer ${KEY}`]);
  });
});

test("a refused key stops preflight with one line naming the server and the variable", async () => {
  for (const status of ["401", "403"] as const) {
    await withProxy({ get: () => status }, async (proxy) => {
      const error = await preflightRejects(backendFor([`${proxy.url}/v1`]), "auth");
      assert.ok(
        error.message.startsWith(`the server at ${proxy.url}/v1 refused the API key from $SEEDWORLD_TEST_KEY (${status})`),
        error.message,
      );
      assert.equal(error.lastStatus, Number(status));
    });
  }
});

test("no key at all: the auth error says the variable is empty", async () => {
  await withProxy({ get: () => "401" }, async (proxy) => {
    const error = await preflightRejects(backendFor([`${proxy.url}/v1`], { apiKey: "" }), "auth");
    assert.match(error.message, /refused a request without an API key \(\$SEEDWORLD_TEST_KEY is empty\) \(401\)/);
  });
});

test("an unreachable host stops preflight as kind 'unreachable'", async () => {
  const port = await closedPort();
  const error = await preflightRejects(backendFor([`http://127.0.0.1:${port}/v1`]), "unreachable");
  assert.equal(error.message, `cannot reach the server at http://127.0.0.1:${port}/v1: connection refused (ECONNREFUSED)`);
});

test("a model the server does not list and refuses (404) stops preflight, showing what it lists", async () => {
  await withProxy({ post: () => "404" }, async (proxy) => {
    const error = await preflightRejects(backendFor([`${proxy.url}/v1`], { model: "gpt-typo" }), "unknown-model");
    assert.ok(error.fatal);
    assert.match(error.message, /does not serve model "gpt-typo" \(it lists: random\)/);
    assert.deepEqual(proxy.requests, ["GET /v1/models", "POST /v1/chat/completions"]);
  });
});

test("a model that is not listed but answers a 1-token request passes with a warning", async () => {
  await withProxy({}, async (proxy) => {
    const result = await backendFor([`${proxy.url}/v1`], { model: "alias-of-random" }).preflight();
    assert.equal(result.endpoints[0].probed, true);
    assert.equal(result.warnings.length, 1);
    assert.match(result.warnings[0], /model "alias-of-random" is not in the list of .* \(random\) but answered a 1-token request/);
  });
});

test("a server without GET /models is checked with one 1-token request and passes without warning", async () => {
  await withProxy({ get: () => "404" }, async (proxy) => {
    const result = await backendFor([`${proxy.url}/v1`]).preflight();
    assert.deepEqual(result, { endpoints: [{ url: `${proxy.url}/v1`, listedModels: null, probed: true }], warnings: [] });
    assert.deepEqual(proxy.requests, ["GET /v1/models", "POST /v1/chat/completions"]);
  });
});

test("a server that lists nothing and fails the probe with 5xx passes with a warning (the run's retries decide)", async () => {
  await withProxy({ get: () => "404", post: () => "503" }, async (proxy) => {
    const result = await backendFor([`${proxy.url}/v1`]).preflight();
    assert.equal(result.warnings.length, 1);
    assert.match(result.warnings[0], /^could not confirm model "random" at .*: HTTP 503: overloaded$/);
  });
});

test("several endpoints: a dead one is a warning while another passes; a refused key on any one is fatal", async () => {
  const port = await closedPort();
  await withProxy({}, async (live) => {
    const result = await backendFor([`http://127.0.0.1:${port}/v1`, `${live.url}/v1`]).preflight();
    assert.deepEqual(
      result.endpoints.map((e) => e.url),
      [`${live.url}/v1`],
    );
    assert.deepEqual(result.warnings, [
      `cannot reach the server at http://127.0.0.1:${port}/v1: connection refused (ECONNREFUSED); the run will use the other endpoints`,
    ]);
    await withProxy({ get: () => "401" }, async (refusing) => {
      await preflightRejects(backendFor([`${live.url}/v1`, `http://127.0.0.1:${port}/v1`, `${refusing.url}/v1`]), "auth");
    });
    const allDead = backendFor([`http://127.0.0.1:${port}/v1`, `http://127.0.0.1:${port}/v1/`]);
    await preflightRejects(allDead, "unreachable");
  });
});

test("a /models reply that drips forever is caught by the deadline", async () => {
  await withProxy({ get: () => "drip" }, async (proxy) => {
    const error = await preflightRejects(backendFor([`${proxy.url}/v1`], { timeoutMs: 300 }), "deadline");
    assert.equal(error.message, `the server at ${proxy.url}/v1 did not answer GET /models within 0.3 s`);
  });
});
