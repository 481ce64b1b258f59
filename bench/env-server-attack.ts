// The memory attack of issue 22 against `seedworld env-server` (not a test): starts the CLI as a
// child process with worker threads (default settings otherwise), then (1) sends bounded rounds of
// steps with 1 MB actions over 86 envs (the recipe: before the limits, 4,266 such steps
// reached the heap limit), (2) fills the memory budget with 4,096 envs stepping the longest
// allowed action in batches until the server answers 429. Samples the server's RSS
// (/proc/<pid>/status, Linux) throughout and prints one JSON object last.
// Usage: node --import tsx bench/env-server-attack.ts [--huge-steps 600] [--workers 1]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startCliServer } from "./cli-server.js";

const { values: args } = parseArgs({
  options: { "huge-steps": { type: "string", default: "600" }, workers: { type: "string", default: "1" } },
});
const repo = resolve(import.meta.dirname, "..");
const games = resolve(repo, "../shared/alfworld/json_2.1.1");

const startServer = () => startCliServer(["env-server", games, "--port", "0", "--workers", args.workers!]);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

const { url, child } = await startServer();
const post = async (route: string, body: unknown) => {
  const response = await fetch(url + route, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
};
const postJson = async (route: string, body: unknown) =>
  (
    await fetch(url + route, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  ).json() as Promise<any>;

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 50);
const idle = rssMb(child.pid!);
const statuses: Record<string, number> = {};
const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);

// (1) 1 MB actions, 86 envs, bounded.
const { ids } = await postJson("/batch/create", { count: 86 });
await postJson("/batch/reset", { ids, games: ids.map((_: number, i: number) => i % 45) });
const huge = "x".repeat(1_000_000);
for (let i = 0; i < Number(args["huge-steps"]); i++) count(await post("/step", { id: ids[i % ids.length], action: huge }));
const afterHuge = rssMb(child.pid!);
const peakHuge = peak;

// (2) The budget: 4,096 envs (86 already live) stepping 1,024-byte actions until 429.
const more = (await postJson("/batch/create", { count: 4096 - 86 })).ids as number[];
const all = [...ids, ...more];
for (let start = 0; start < all.length; start += 512) {
  const part = all.slice(start, start + 512);
  await postJson("/batch/reset", { ids: part, games: part.map((id) => id % 45) });
}
const longest = "y".repeat(1024);
let budgetSteps = 0;
let first429 = -1;
for (let round = 0; round < 50 && first429 < 0; round++) {
  for (let start = 0; start < all.length; start += 256) {
    const part = all.slice(start, start + 256);
    const status = await post("/batch/step", { ids: part, actions: part.map(() => longest) });
    count(status);
    if (status === 429) {
      first429 = budgetSteps;
      break;
    }
    budgetSteps += part.length;
  }
}
const info = (await (await fetch(url + "/info")).json()) as any;
const health = (await fetch(url + "/health")).status;
clearInterval(sampler);
const result = {
  rss_idle_mb: Math.round(idle),
  rss_after_huge_mb: Math.round(afterHuge),
  rss_peak_huge_mb: Math.round(peakHuge),
  rss_peak_all_mb: Math.round(peak),
  rss_end_mb: Math.round(rssMb(child.pid!)),
  huge_steps: Number(args["huge-steps"]),
  budget_steps_before_429: first429,
  journal_bytes: info.journal_bytes,
  memory_budget_bytes: info.memory_budget_bytes,
  live_envs: info.live_envs,
  statuses,
  health_after: health,
  workers: info.workers,
  node: process.version,
};
child.kill("SIGTERM");
console.log(JSON.stringify(result));
