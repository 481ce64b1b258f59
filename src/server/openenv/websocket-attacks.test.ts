// Issue 26's attacks on the OpenEnv WebSocket, each against its own server on 127.0.0.1, the attacker
// in a child process (attack-client.ts) so this process's memory and descriptors are the server's.
// Each is scaled down to run in seconds and asserts the bound with a margin the hand-written
// transport failed: memory growth, /health latency, descriptors, sessions and close codes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createInterface } from "node:readline";
import { compiledGameBytes } from "../../games/catalog.js";
import type { RunningEnvServer } from "../env-server.js";
import { GAMES, REPO_ROOT, withServer } from "../test-support.js";
import { OpenEnvWsClient } from "./test-client.js";

const MiB = 1 << 20;
const wsUrl = (server: RunningEnvServer) => `${server.url.replace("http:", "ws:")}/openenv/ws`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The attacker process and its report lines, in order. */
function attacker(attack: string, server: RunningEnvServer, count: number): { child: ChildProcess; line: () => Promise<any> } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/openenv/attack-client.ts", attack, wsUrl(server), String(count)], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, line: async () => JSON.parse((await lines.next()).value) };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** Resident memory after a full collection. */
function rss(): number {
  collect();
  return process.memoryUsage().rss;
}

const openDescriptors = () => readdirSync("/proc/self/fd").length;

async function info(server: RunningEnvServer): Promise<Record<string, number>> {
  return (await fetch(`${server.url}/info`)).json() as Promise<Record<string, number>>;
}

/** Polls `probe` until it holds or `ms` pass; returns the milliseconds it took (Infinity when it never held). */
async function within(ms: number, probe: () => boolean | Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await probe()) return performance.now() - start;
    await sleep(20);
  }
  return (await probe()) ? performance.now() - start : Number.POSITIVE_INFINITY;
}

test("1: a message of 1,000,000 empty fragments is closed (1008) after a few; memory stays put", async () => {
  await withServer({}, async (server) => {
    const before = rss();
    const { line } = attacker("fragments", server, 1_000_000);
    const result = await line();
    assert.deepEqual([result.code, result.closed], [1008, true], "too many fragments");
    assert.ok(rss() - before < 64 * MiB, `RSS grew ${((rss() - before) / MiB).toFixed(1)} MiB`);
  });
});

test("2: 9,000 invalid frames in one write: /health answers within 200 ms throughout; the flood is cut at 256 waiting", async () => {
  await withServer({}, async (server) => {
    const { line } = attacker("flood", server, 9000);
    await line();
    let worst = 0;
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      assert.equal((await fetch(`${server.url}/health`)).status, 200);
      worst = Math.max(worst, performance.now() - start);
      await sleep(25);
    }
    const result = await line();
    assert.ok(worst < 200, `/health took ${worst.toFixed(0)} ms at worst`);
    assert.equal(result.code, 1008, "more messages waiting than allowed");
    assert.ok(result.replies <= 256, `${result.replies} answered before the close`);
  });
});

test("3: 20 clients that reset and vanish without a close frame free their envs within 1 s; new sessions are taken", async () => {
  await withServer({ maxEnvs: 20 }, async (server) => {
    const { child, line } = attacker("vanish", server, 20);
    assert.deepEqual(await line(), { ready: true });
    await exited(child);
    assert.equal((await info(server)).created_envs, 20);
    const took = await within(1000, async () => (await info(server)).live_envs === 0);
    assert.ok(took < 1000, "live_envs back to 0 within 1 s");
    const ws = await OpenEnvWsClient.connect(wsUrl(server));
    assert.equal((await ws.ask({ type: "reset", data: {} })).type, "observation");
    ws.end();
    assert.equal((await fetch(`${server.url}/create`, { method: "POST" })).status, 200);
  });
});

test("4: pings from a client that never reads: the connection is dropped once pongs wait; memory stays put", async () => {
  await withServer({}, async (server) => {
    const before = rss();
    const { line } = attacker("pings", server, 64 * MiB);
    const result = await line();
    assert.equal(result.closed, true, "dropped");
    assert.ok(result.sent < 48 * MiB, `dropped after ${(result.sent / MiB).toFixed(1)} MiB of pings`);
    assert.ok(rss() - before < 64 * MiB, `RSS grew ${((rss() - before) / MiB).toFixed(1)} MiB`);
  });
});

for (const attack of ["hold-closed", "hold-refused"] as const) {
  const what = attack === "hold-closed" ? "100 sessions closed by a close message" : "100 upgrades refused for their Origin";
  test(`5: ${what}, the client holding its end open: the server's descriptors are freed within 1 s`, async () => {
    await withServer({}, async (server) => {
      assert.equal((await fetch(`${server.url}/health`)).status, 200);
      const baseline = openDescriptors();
      const { child, line } = attacker(attack, server, 100);
      try {
        assert.deepEqual(await line(), { ready: 100 });
        const took = await within(1000, () => openDescriptors() <= baseline + 5);
        assert.ok(took < 1000, `${openDescriptors() - baseline} descriptors above the baseline after 1 s`);
        assert.equal((await info(server)).live_envs, 0);
      } finally {
        child.kill();
        await exited(child);
      }
    });
  });
}

test("6: bad close frames get RFC 6455's codes: a 1-byte payload and 1005 on the wire 1002, a reason not UTF-8 1007", async () => {
  await withServer({}, async (server) => {
    const code = (n: number) => Buffer.from([n >> 8, n & 0xff]);
    const cases: Array<[string, Buffer, number]> = [
      ["1-byte close payload", Buffer.from([0x03]), 1002],
      ["close code 1005 on the wire", code(1005), 1002],
      ["reason not UTF-8", Buffer.concat([code(1000), Buffer.from([0xff, 0xfe])]), 1007],
    ];
    for (const [name, payload, expected] of cases) {
      const ws = await OpenEnvWsClient.connect(wsUrl(server));
      ws.sendRaw(payload, 0x8, true);
      assert.equal(await ws.next(), null, name);
      assert.equal(ws.closeCode, expected, name);
      ws.end();
    }
  });
});

test("7: compiled games count in --memory-budget: resets onto distinct games past it get 429; closing frees them", async () => {
  const sizes = GAMES.map((game) => compiledGameBytes(game.abs));
  const budget = sizes.slice(0, 10).reduce((a, b) => a + b, 0) + 1;
  await withServer({ memoryBudgetBytes: budget }, async (server) => {
    const before = rss();
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const { ids } = (await (await post("/batch/create", { count: GAMES.length })).json()) as { ids: number[] };
    const statuses: number[] = [];
    for (const [i, id] of ids.entries()) statuses.push((await post("/reset", { id, game: i })).status);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(200), "the first ten games fit");
    assert.deepEqual(statuses.slice(10), Array(GAMES.length - 10).fill(429), "every further game is refused");
    const held = await info(server);
    assert.equal(held.compiled_bytes, budget - 1);
    assert.ok(held.compiled_games <= 10, `${held.compiled_games} games compiled`);
    assert.equal((await post("/reset", { id: ids[10], game: 3 })).status, 200, "a game already held costs nothing more");
    await post("/batch/close", { ids: ids.slice(0, 10) });
    assert.equal((await post("/reset", { id: ids[11], game: 0 })).status, 200, "closed envs give their games back");
    assert.ok(rss() - before < 64 * MiB, `RSS grew ${((rss() - before) / MiB).toFixed(1)} MiB`);
  });
});

test("idle connections are closed (1001) and peers that stop answering pings are dropped; both free their env", async () => {
  await withServer({ webSocket: { idleTimeoutMs: 300 } }, async (server) => {
    const ws = await OpenEnvWsClient.connect(wsUrl(server));
    assert.equal((await ws.ask({ type: "reset", data: {} })).type, "observation");
    assert.equal(await ws.next(), null);
    assert.equal(ws.closeCode, 1001);
    ws.end();
    assert.ok((await within(1000, async () => (await info(server)).live_envs === 0)) < 1000);
  });
  // The test client never answers pings (a peer gone without a FIN looks the same).
  await withServer({ webSocket: { heartbeatMs: 200 } }, async (server) => {
    const ws = await OpenEnvWsClient.connect(wsUrl(server));
    assert.equal((await ws.ask({ type: "reset", data: {} })).type, "observation");
    const start = performance.now();
    assert.equal(await ws.next(), null, "dropped");
    assert.ok(performance.now() - start < 2000);
    ws.end();
    assert.ok((await within(1000, async () => (await info(server)).live_envs === 0)) < 1000);
  });
});
