// The env server under hostile input (issue 22), over real HTTP on 127.0.0.1: actions over the size
// limit are refused (413), each env's replay journal and all envs' journals together are bounded by
// bytes (429 past them), and requests a web page could make are refused (403/415). Loops are
// bounded; no timing is asserted.
import { request } from "node:http";
import { test } from "node:test";
import assert from "node:assert/strict";
import type { RunningEnvServer } from "./env-server.js";
import { compiledGameBytes } from "../games/catalog.js";
import { GAMES, withServer } from "./test-support.js";

async function send(server: RunningEnvServer, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = {
    method: body === undefined && route !== "/create" ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
  };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const response = await fetch(`${server.url}${route}`, init);
  return { status: response.status, json: (await response.json()) as any };
}

/** A GET with a Host header of our choosing (fetch sets Host itself). */
function getWithHost(url: string, host: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("the 1 MB-action attack: every such step is refused with 413, nothing is journaled, the server stays up", async () => {
  await withServer({ workers: 1 }, async (server) => {
    const { ids } = (await send(server, "/batch/create", { count: 8 })).json;
    await send(server, "/batch/reset", { ids, games: ids.map((_: number, i: number) => i) });
    // Just under the 1 MiB body limit, so the action limit is what refuses it.
    const huge = "x".repeat(1_000_000);
    for (let round = 0; round < 12; round++) {
      const id = ids[round % ids.length];
      const reply = await send(server, "/step", { id, action: huge });
      assert.equal(reply.status, 413);
      assert.match(reply.json.error, /^action of 1000000 bytes refused: actions are at most 1024 bytes$/);
      assert.equal((await send(server, "/batch/step", { ids: [id], actions: [huge] })).status, 413);
    }
    const info = (await send(server, "/info")).json;
    assert.equal(info.journal_bytes, 0);
    assert.equal(info.live_envs, 8);
    // The envs are untouched and still play.
    const step = await send(server, "/step", { id: ids[0], action: "look" });
    assert.equal(step.status, 200);
    assert.equal((await send(server, "/info")).json.journal_bytes, 4);
  });
});

test("per-env journal by bytes: past its cap a step is 429 and changes nothing; a reset frees it", async () => {
  await withServer({ workers: 1, maxActionBytes: 100, maxEnvJournalBytes: 250 }, async (server) => {
    const { id } = (await send(server, "/create")).json;
    await send(server, "/reset", { id, game: 0 });
    const action = "a".repeat(100);
    assert.equal((await send(server, "/step", { id, action })).status, 200);
    assert.equal((await send(server, "/step", { id, action })).status, 200);
    const refused = await send(server, "/step", { id, action });
    assert.equal(refused.status, 429);
    assert.match(refused.json.error, /reached 250 bytes; reset it/);
    // Short actions still fit under the cap; the refused step was not counted.
    assert.equal((await send(server, "/step", { id, action: "look" })).status, 200);
    assert.equal((await send(server, "/info")).json.journal_bytes, 204);
    await send(server, "/reset", { id, game: 0 });
    assert.equal((await send(server, "/info")).json.journal_bytes, 0);
    assert.equal((await send(server, "/step", { id, action })).status, 200);
  });
});

test("memory budget across envs: past it steps get 429 until envs close; the journal total never passes it", async () => {
  const gameBytes = compiledGameBytes(GAMES[1].abs);
  const budget = gameBytes + 4_000;
  await withServer({ workers: 1, maxActionBytes: 1000, memoryBudgetBytes: budget }, async (server) => {
    const { ids } = (await send(server, "/batch/create", { count: 6 })).json;
    await send(server, "/batch/reset", { ids, games: ids.map(() => 1) });
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await send(server, "/step", { id, action: "b".repeat(1000) })).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    const refused = await send(server, "/batch/step", { ids: [ids[4], ids[5]], actions: ["c".repeat(1000), "look"] });
    assert.equal(refused.status, 429);
    assert.match(
      refused.json.error,
      new RegExp(`budget reached \\(4000 bytes of actions and about ${gameBytes} bytes of compiled games held`),
    );
    assert.deepEqual(
      [(await send(server, "/info")).json.journal_bytes, (await send(server, "/info")).json.compiled_bytes],
      [4000, gameBytes],
      "six envs on one game charge it once",
    );
    await send(server, "/batch/close", { ids: ids.slice(0, 2) });
    assert.equal((await send(server, "/info")).json.journal_bytes, 2000);
    assert.equal((await send(server, "/step", { id: ids[4], action: "b".repeat(1000) })).status, 200);
  });
});

test("a refused step gives its bytes back (finished env: 409)", async () => {
  await withServer({ maxSteps: 1 }, async (server) => {
    const { id } = (await send(server, "/create")).json;
    await send(server, "/reset", { id, game: 0 });
    assert.equal((await send(server, "/step", { id, action: "look" })).status, 200);
    assert.equal((await send(server, "/step", { id, action: "inventory" })).status, 409);
    assert.equal((await send(server, "/info")).json.journal_bytes, 4);
  });
});

test("web pages cannot drive it: cross-origin 403, foreign Host 403, text/plain bodies 415; allowed when configured", async () => {
  await withServer({}, async (server) => {
    const page = await send(server, "/create", undefined, { origin: "https://evil.example" });
    assert.deepEqual(page, {
      status: 403,
      json: { error: 'cross-origin request from "https://evil.example" refused (see --allow-origin)' },
    });
    // What a browser sends for fetch(url, {method: "POST", body: JSON.stringify(...)}) with no headers.
    const simple = await send(server, "/batch/create", '{"count": 1}', { "content-type": "text/plain;charset=UTF-8" });
    assert.equal(simple.status, 415);
    assert.match(simple.json.error, /application\/json/);
    // DNS rebinding: the page's own name in Host, same origin as far as the browser knows.
    const rebound = await getWithHost(`${server.url}/games`, `attacker.example:${server.port}`);
    assert.equal(rebound.status, 403);
    assert.match(rebound.json.error, /^Host "attacker.example:\d+" is not this server/);
    assert.equal((await send(server, "/info")).json.live_envs, 0, "nothing was created");
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`]) {
      assert.equal((await getWithHost(`${server.url}/health`, host)).status, 200, host);
    }
    assert.equal((await send(server, "/create", undefined, { origin: `http://localhost:${server.port}` })).status, 200);
  });
  await withServer({ guard: { allowOrigins: ["https://notebook.example"], allowHosts: ["envs.internal:8080"] } }, async (server) => {
    assert.equal((await send(server, "/create", undefined, { origin: "https://notebook.example" })).status, 200);
    assert.equal((await getWithHost(`${server.url}/health`, "envs.internal:8080")).status, 200);
    assert.equal((await send(server, "/create", undefined, { origin: "https://evil.example" })).status, 403);
  });
});
