// Env server benchmark (not a test): starts `seedworld env-server` as a child process (bearer token
// on), then measures (1) steps/s through /batch/step on loopback with random admissible actions,
// finished envs re-dealt through /batch/reset (not counted as steps); (2) a bounded load test of 64
// concurrent AgentGym-style clients (create, reset, up to 30 steps, observation, available_actions,
// detail, close) counting errors; (3) malformed/oversized/unauthorized probes, expecting 4xx, with
// the server still answering afterwards.
// Usage: npm run bench:env-server -- [--games DIR] [--batch 256] [--pipelines 2] [--seconds 5]
//        [--clients 64] [--episodes 10] [--workers N (default: the CLI's)]      Prints readable lines, then one JSON object last.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startCliServer } from "./cli-server.js";

const { values: args } = parseArgs({
  options: {
    games: { type: "string" },
    batch: { type: "string", default: "256" },
    pipelines: { type: "string", default: "2" },
    seconds: { type: "string", default: "5" },
    clients: { type: "string", default: "64" },
    episodes: { type: "string", default: "10" },
    workers: { type: "string" },
  },
});
const repo = resolve(import.meta.dirname, "..");
const officialGames = resolve(repo, "../shared/alfworld/json_2.1.1");
const gamesDir = args.games ?? (existsSync(officialGames) ? officialGames : undefined);
const TOKEN = `bench-${process.pid}-${Date.now()}`;

let seed = 12345;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

function startServer() {
  const cliArgs = [
    "env-server",
    ...(gamesDir ? [gamesDir] : []),
    "--port",
    "0",
    "--max-envs",
    "8192",
    ...(args.workers ? ["--workers", args.workers] : []),
  ];
  return startCliServer(cliArgs, { ...process.env, SEEDWORLD_ENV_TOKEN: TOKEN });
}

const auth = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };

async function post(url: string, body: unknown, headers: Record<string, string> = auth): Promise<{ status: number; json: any }> {
  const response = await fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function ok(url: string, body: unknown): Promise<any> {
  const { status, json } = await post(url, body);
  if (status !== 200) throw new Error(`${url}: ${status} ${JSON.stringify(json)}`);
  return json;
}

interface BatchReply {
  results: { id: number; done: boolean; available_actions: string[] }[];
}

/** One pipeline: `batch` envs stepped together; finished ones re-dealt before the next step. */
async function pipeline(base: string, batch: number, gameCount: number, until: number): Promise<number> {
  const { ids } = await ok(`${base}/batch/create`, { count: batch });
  const deal = (n: number) => Array.from({ length: n }, () => Math.floor(random() * gameCount));
  const actions = new Map<number, string[]>();
  for (const r of ((await ok(`${base}/batch/reset`, { ids, games: deal(batch) })) as BatchReply).results)
    actions.set(r.id, r.available_actions);
  let steps = 0;
  while (performance.now() < until) {
    const reply = (await ok(`${base}/batch/step`, { ids, actions: ids.map((id: number) => pick(actions.get(id)!)) })) as BatchReply;
    steps += reply.results.length;
    const finished = reply.results.filter((r) => r.done).map((r) => r.id);
    for (const r of reply.results) actions.set(r.id, r.available_actions);
    if (finished.length) {
      for (const r of ((await ok(`${base}/batch/reset`, { ids: finished, games: deal(finished.length) })) as BatchReply).results)
        actions.set(r.id, r.available_actions);
    }
  }
  await ok(`${base}/batch/close`, { ids });
  return steps;
}

async function throughput(base: string, gameCount: number) {
  const batch = Number(args.batch);
  const pipelines = Number(args.pipelines);
  const warm = performance.now() + 1500; // JIT, compile every game, memos
  await Promise.all(Array.from({ length: pipelines }, () => pipeline(base, batch, gameCount, warm)));
  const start = performance.now();
  const until = start + Number(args.seconds) * 1000;
  const counts = await Promise.all(Array.from({ length: pipelines }, () => pipeline(base, batch, gameCount, until)));
  const steps = counts.reduce((a, b) => a + b, 0);
  return {
    workers: args.workers ? Number(args.workers) : "default",
    batch,
    pipelines,
    steps,
    stepsPerSecond: Math.round(steps / ((performance.now() - start) / 1000)),
  };
}

/** A client of the AgentGym API; every non-200 or network failure counts as an error. */
async function agentGymClient(
  base: string,
  gameCount: number,
  episodes: number,
  latencies: number[],
): Promise<{ requests: number; errors: string[] }> {
  let requests = 0;
  const errors: string[] = [];
  const call = async (method: "GET" | "POST", path: string, body?: unknown): Promise<any> => {
    requests += 1;
    const t0 = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) errors.push(`${path} ${response.status} ${JSON.stringify(json)}`);
      return json;
    } catch (error) {
      errors.push(`${path} ${(error as Error).message}`);
      return null;
    }
  };
  for (let e = 0; e < episodes; e++) {
    const created = await call("POST", "/create");
    if (!created) continue;
    const id = created.id;
    let state = await call("POST", "/reset", { id, game: Math.floor(random() * gameCount), world_type: "Text" });
    for (let round = 0; round < 30 && state && !state.done; round++)
      state = await call("POST", "/step", { id, action: pick(state.available_actions as string[]) });
    await call("GET", `/observation?id=${id}`);
    await call("GET", `/available_actions?id=${id}`);
    await call("GET", `/detail?id=${id}`);
    await call("POST", "/close", { id });
  }
  return { requests, errors };
}

async function loadTest(base: string, gameCount: number) {
  const clients = Number(args.clients);
  const latencies: number[] = [];
  const start = performance.now();
  const runs = await Promise.all(Array.from({ length: clients }, () => agentGymClient(base, gameCount, Number(args.episodes), latencies)));
  const seconds = (performance.now() - start) / 1000;
  const errors = runs.flatMap((r) => r.errors);
  const requests = runs.reduce((a, r) => a + r.requests, 0);
  latencies.sort((a, b) => a - b);
  const quantile = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 100) / 100;
  return {
    clients,
    episodes: clients * Number(args.episodes),
    requests,
    errors: errors.length,
    firstErrors: errors.slice(0, 3),
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
  };
}

/** Bodies of ~2 MiB, once with Content-Length and once chunked (no length given up front). */
function oversized(): { sized: string; chunked: ReadableStream<Uint8Array> } {
  const sized = JSON.stringify({ ids: [0], actions: ["x".repeat(2 << 20)] });
  const piece = new TextEncoder().encode("x".repeat(64 << 10));
  let sent = 0;
  const chunked = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= 32) controller.close();
      else controller.enqueue(piece);
    },
  });
  return { sized, chunked };
}

async function probes(base: string) {
  const { id } = await ok(`${base}/create`, {});
  await ok(`${base}/reset`, { id, game: 0, world_type: "Text" });
  const body = oversized();
  const cases: [string, number, () => Promise<number>][] = [
    ["malformed JSON", 400, async () => (await post(`${base}/step`, '{"id": 0, "action":')).status],
    ["missing field", 422, async () => (await post(`${base}/step`, { id })).status],
    ["wrong type", 422, async () => (await post(`${base}/reset`, { id: "zero", game: 0 })).status],
    ["unknown env id", 404, async () => (await post(`${base}/step`, { id: 10 ** 9, action: "look" })).status],
    ["bad query id", 422, async () => (await fetch(`${base}/observation?id=abc`, { headers: auth })).status],
    ["game out of range", 422, async () => (await post(`${base}/reset`, { id, game: 10 ** 6, world_type: "Text" })).status],
    ["repeated ids in a batch", 422, async () => (await post(`${base}/batch/step`, { ids: [id, id], actions: ["look", "look"] })).status],
    ["env limit", 429, async () => (await post(`${base}/batch/create`, { count: 10 ** 7 })).status],
    ["oversized body (2 MiB, Content-Length)", 413, async () => (await post(`${base}/batch/step`, body.sized)).status],
    [
      "oversized body (2 MiB, chunked)",
      413,
      async () =>
        (await fetch(`${base}/batch/step`, { method: "POST", headers: auth, body: body.chunked, duplex: "half" } as RequestInit)).status,
    ],
    ["no token", 401, async () => (await post(`${base}/create`, {}, { "content-type": "application/json" })).status],
    [
      "wrong token",
      401,
      async () => (await post(`${base}/create`, {}, { authorization: "Bearer nope", "content-type": "application/json" })).status,
    ],
    ["unknown path", 404, async () => (await post(`${base}/nope`, {})).status],
  ];
  const results = [];
  for (const [name, expected, probe] of cases) {
    let status: number | string;
    try {
      status = await probe();
    } catch (error) {
      status = `failed: ${(error as Error).message}`;
    }
    results.push({ name, expected, status });
  }
  const alive = (await fetch(`${base}/health`)).status === 200 && (await post(`${base}/step`, { id, action: "look" })).status === 200;
  return { results, allAsExpected: results.every((r) => r.status === r.expected), aliveAfter: alive };
}

const { url, child } = await startServer();
try {
  const info = await (await fetch(`${url}/info`, { headers: auth })).json();
  console.log(`env-server at ${url}: ${info.games} games (${gamesDir ?? "default set"})`);
  const batch = await throughput(url, info.games);
  console.log(
    `batch step: ${batch.stepsPerSecond} steps/s (${batch.pipelines} pipelines × ${batch.batch} envs, ${batch.steps} steps, ${batch.workers} workers)`,
  );
  const load = await loadTest(url, info.games);
  console.log(
    `load: ${load.clients} clients, ${load.episodes} episodes, ${load.requests} requests, ${load.errors} errors, ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`,
  );
  const probe = await probes(url);
  for (const r of probe.results) console.log(`probe ${r.name}: ${r.status} (expected ${r.expected})`);
  console.log(`server alive after probes: ${probe.aliveAfter}`);
  console.log(
    JSON.stringify({
      games: info.games,
      batch,
      load,
      probes: { allAsExpected: probe.allAsExpected, aliveAfter: probe.aliveAfter },
      node: process.version,
    }),
  );
  if (load.errors > 0 || !probe.allAsExpected || !probe.aliveAfter) process.exitCode = 1;
} finally {
  child.kill("SIGTERM");
}
