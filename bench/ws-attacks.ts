// Issue 26's attacks at their full size against `seedworld env-server` as a child process (not a
// test: websocket-attacks.test.ts runs them scaled down). Each attack gets a fresh server; the
// attacker is src/server/openenv/attack-client.ts in its own process; the server's RSS and open
// descriptors are read from /proc/<pid> (Linux). Prints one line per attack, then one JSON object.
// Usage: node --import tsx bench/ws-attacks.ts [--only 1,2,...] [--bundled DIR (attack 7's games)]
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { startCliServer } from "./cli-server.js";

const { values: args } = parseArgs({
  options: {
    only: { type: "string", default: "1,2,3,4,5,6,7" },
    bundled: { type: "string", default: resolve(homedir(), ".cache/seedworld/games/7") },
  },
});
const repo = resolve(import.meta.dirname, "..");
const official = resolve(repo, "../shared/alfworld/json_2.1.1");
const only = new Set(args.only!.split(","));
const MiB = 1 << 20;

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function server(extra: string[] = [], games = official) {
  const { url, child } = await startCliServer(["env-server", games, "--port", "0", "--workers", "1", ...extra]);
  return { url, ws: `${url.replace("http:", "ws:")}/openenv/ws`, pid: child.pid!, stop: () => child.kill() };
}

function attacker(attack: string, url: string, count: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/openenv/attack-client.ts", attack, url, String(count)], {
    cwd: repo,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, line: async () => JSON.parse((await lines.next()).value) };
}

/** Samples `pid`'s RSS every 50 ms while `work` runs; returns its result and the peak. */
async function peakDuring<T>(pid: number, work: Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peak = rssMiB(pid);
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMiB(pid));
      await sleep(50);
    }
  })();
  const result = await work;
  running = false;
  await sampler;
  return { result, peakMiB: Math.max(peak, rssMiB(pid)) };
}

const results: Record<string, unknown> = {};
const say = (name: string, fields: Record<string, unknown>) => {
  results[name] = fields;
  console.log(`${name}: ${JSON.stringify(fields)}`);
};

if (only.has("1")) {
  const s = await server();
  const before = rssMiB(s.pid);
  const { result, peakMiB } = await peakDuring(s.pid, attacker("fragments", s.ws, 10_485_760).line());
  say("1 fragments (10,485,760 empty continuation frames offered)", {
    ...result,
    rssBeforeMiB: before,
    rssPeakMiB: peakMiB,
    growthMiB: peakMiB - before,
  });
  s.stop();
}

if (only.has("2")) {
  const s = await server();
  /** The slowest of 60 /health calls 25 ms apart (the first fetch of this process made before). */
  const worstHealthMs = async () => {
    let worst = 0;
    for (let i = 0; i < 60; i++) {
      const start = performance.now();
      await (await fetch(`${s.url}/health`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - start);
      await sleep(25);
    }
    return Math.round(worst);
  };
  const quiet = await worstHealthMs();
  const attack = attacker("flood", s.ws, 9000);
  await attack.line();
  const during = await worstHealthMs();
  say("2 flood (9,000 invalid frames in one write)", {
    ...(await attack.line()),
    healthWorstMs: during,
    healthWorstMsWithoutAttack: quiet,
  });
  s.stop();
}

if (only.has("3")) {
  const s = await server(["--max-envs", "20"]);
  const attack = attacker("vanish", s.ws, 20);
  await attack.line();
  await new Promise((done) => attack.child.once("exit", done));
  const start = performance.now();
  let live = -1;
  while (live !== 0 && performance.now() - start < 5000)
    live = ((await (await fetch(`${s.url}/info`)).json()) as { live_envs: number }).live_envs;
  const freedMs = Math.round(performance.now() - start);
  const create = (await fetch(`${s.url}/create`, { method: "POST" })).status;
  say("3 vanish (20 sessions, --max-envs 20, TCP closed without a close frame)", {
    liveEnvs: live,
    freedWithinMs: freedMs,
    createAfter: create,
  });
  s.stop();
}

if (only.has("4")) {
  const s = await server();
  const before = rssMiB(s.pid);
  const { result, peakMiB } = await peakDuring(s.pid, attacker("pings", s.ws, 300 * MiB).line());
  say("4 pings (up to 300 MiB of 125-byte pings, never reading)", {
    sentMiB: +(result.sent / MiB).toFixed(1),
    closed: result.closed,
    rssBeforeMiB: before,
    rssPeakMiB: peakMiB,
    growthMiB: peakMiB - before,
  });
  s.stop();
}

if (only.has("5")) {
  for (const [attack, count] of [
    ["hold-closed", 200],
    ["hold-refused", 289],
  ] as const) {
    const s = await server();
    const baseline = descriptors(s.pid);
    const run = attacker(attack, s.ws, count);
    await run.line();
    const start = performance.now();
    while (descriptors(s.pid) > baseline + 10 && performance.now() - start < 15_000) await sleep(20);
    say(`5 ${attack} (${count} sockets the client holds open)`, {
      descriptorsAboveBaseline: descriptors(s.pid) - baseline,
      freedWithinMs: Math.round(performance.now() - start),
      health: (await fetch(`${s.url}/health`)).status,
    });
    run.child.kill();
    s.stop();
  }
}

if (only.has("6")) {
  const { OpenEnvWsClient } = await import("../src/server/openenv/test-client.js");
  const s = await server();
  const code = (n: number) => Buffer.from([n >> 8, n & 0xff]);
  const codes: Record<string, number | null> = {};
  for (const [name, payload] of [
    ["1-byte payload", Buffer.from([3])],
    ["code 1005 on the wire", code(1005)],
    ["reason not UTF-8", Buffer.concat([code(1000), Buffer.from([0xff])])],
  ] as const) {
    const ws = await OpenEnvWsClient.connect(s.ws);
    ws.sendRaw(payload, 0x8, true);
    await ws.next();
    codes[name] = ws.closeCode;
    ws.end();
  }
  say("6 close frames", codes);
  s.stop();
}

if (only.has("7") && existsSync(args.bundled!)) {
  const s = await server([], args.bundled!);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${s.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as any };
  };
  const games = ((await (await fetch(`${s.url}/games`)).json()) as { count: number }).count;
  const before = rssMiB(s.pid);
  const work = (async () => {
    const { ids } = (await post("/batch/create", { count: 4096 })).json as { ids: number[] };
    const statuses: Record<number, number> = {};
    for (let start = 0; start < ids.length; start += 64) {
      const part = ids.slice(start, start + 64);
      for (const [k, id] of part.entries()) {
        const { status } = await post("/reset", { id, game: (start + k) % games });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
    return statuses;
  })();
  const { result, peakMiB } = await peakDuring(s.pid, work);
  const info = (await (await fetch(`${s.url}/info`)).json()) as Record<string, number>;
  say(`7 compiled games (4,096 envs reset onto ${games} games in turn, default --memory-budget)`, {
    statuses: result,
    compiledGames: info.compiled_games,
    compiledBytesMiB: +(info.compiled_bytes / MiB).toFixed(1),
    rssBeforeMiB: before,
    rssPeakMiB: peakMiB,
  });
  s.stop();
}

console.log(JSON.stringify({ ...results, node: process.version }));
process.exit(0);
