// Stopping eval as users do (issue 21): Ctrl-C stops a run of a built-in agent cleanly (exit 130,
// state written, the same command resumes it), and killing the `npx` parent with SIGKILL does
// not leave the seedworld process running. Outcomes only: the waits are bounds, not measurements.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
const SHARED = path.resolve(import.meta.dirname, "../../../shared/alfworld");
const skip = existsSync(bin) ? false : "not built (npm run build)";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A long eval: the random agent, many episodes of one task. */
const longEval = (out: string) => [
  bin,
  "eval",
  "--agent",
  "random",
  "--games",
  SHARED,
  "--split",
  "valid_train",
  "--tasks",
  "1",
  "--episodes",
  "3000",
  "--plain",
  "--out",
  out,
];

function committedEpisodes(out: string): number {
  const folder = path.join(out, "task_1_pick_and_place");
  if (!existsSync(folder)) return 0;
  const journal = readdirSync(folder).find((name) => name.endsWith(".jsonl") && !name.endsWith(".steps.jsonl"));
  return journal ? readFileSync(path.join(folder, journal), "utf8").split("\n").filter(Boolean).length : 0;
}

async function until(condition: () => boolean, limitMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < limitMs; await sleep(100)) if (condition()) return true;
  return condition();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("Ctrl-C stops a built-in agent's run with exit 130, its state marked interrupted and its episodes kept", {
  skip,
  timeout: 120_000,
}, async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-sigint-"));
  try {
    const child = spawn(process.execPath, longEval(out), {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ALFWORLD_DATA: "" },
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    assert.ok(await until(() => committedEpisodes(out) >= 5, 60_000), "episodes were committed");
    child.kill("SIGINT");
    const code = await Promise.race([exited, sleep(30_000).then(() => "still running")]);
    assert.equal(code, 130);
    const state = JSON.parse(readFileSync(path.join(out, "task_1_pick_and_place", "alfworld_api_eval.state.json"), "utf8"));
    assert.equal(state.status, "running", "interrupted, not complete");
    assert.equal(state.wall_time.segments.at(-1).exit, "signal");
    assert.equal(state.progress.completed.length, committedEpisodes(out));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("SIGKILL of the npx parent stops the seedworld process", { skip, timeout: 120_000 }, async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-orphan-"));
  // Stands in for npx: starts the command and waits, as `npm exec` does.
  const launcher = `const c = require("node:child_process").spawn(process.execPath, ${JSON.stringify(longEval(out))}, { stdio: ["ignore", "ignore", "ignore"] }); console.log(c.pid); setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ["-e", launcher], {
    stdio: ["ignore", "pipe", "ignore"],
    env: { ...process.env, ALFWORLD_DATA: "" },
  });
  let childPid = 0;
  try {
    childPid = await new Promise<number>((resolve) => parent.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))));
    assert.ok(await until(() => committedEpisodes(out) >= 1, 60_000), "the command started working");
    parent.kill("SIGKILL");
    assert.ok(await until(() => !alive(childPid), 30_000), "the orphaned seedworld process stopped");
  } finally {
    if (childPid && alive(childPid)) process.kill(childPid, "SIGKILL");
    rmSync(out, { recursive: true, force: true });
  }
});

/** `seedworld serve --model expert` on a free port; resolves with its base URL once it listens. */
async function expertServer(): Promise<{ url: string; stop: () => void }> {
  const server = spawn(process.execPath, [bin, "serve", "--model", "expert", "--games", SHARED, "--port", "0"], {
    stdio: ["ignore", "pipe", "ignore"],
    env: { ...process.env, ALFWORLD_DATA: "" },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /at (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(out);
      if (match) resolve(match[1]);
    });
    server.on("exit", (code) => reject(new Error(`serve exited ${code}`)));
  });
  return { url, stop: () => server.kill("SIGTERM") };
}

const modelEval = (url: string, out: string, ...extra: string[]) => [
  bin,
  "eval",
  "--model",
  "expert",
  "--base-url",
  url,
  "--games",
  SHARED,
  "--split",
  "valid_train",
  "--tasks",
  "1",
  "--episodes",
  "60",
  "--concurrency",
  "1",
  "--plain",
  "--out",
  out,
  ...extra,
];

test("Ctrl-C during eval against a model endpoint (seedworld serve --model expert): exit 130, state written, the rerun resumes", {
  skip,
  timeout: 180_000,
}, async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-sigint-model-"));
  const server = await expertServer();
  try {
    const args = modelEval(server.url, out, "--send-episode-context");
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ALFWORLD_DATA: "" } });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    assert.ok(await until(() => committedEpisodes(out) >= 3, 60_000), "episodes were committed");
    child.kill("SIGINT");
    assert.equal(await exited, 130, stderr);
    assert.doesNotMatch(stderr, /aborted by the caller/);
    assert.match(stderr, /seedworld eval: interrupted\n$/);
    const state = JSON.parse(readFileSync(path.join(out, "task_1_pick_and_place", "alfworld_api_eval.state.json"), "utf8"));
    assert.equal(state.status, "running");
    assert.equal(state.wall_time.segments.at(-1).exit, "signal");
    const kept = committedEpisodes(out);
    assert.ok(kept < 60, "interrupted before the end");
    const rerun = spawnSync(process.execPath, args, { encoding: "utf8", env: { ...process.env, ALFWORLD_DATA: "" } });
    assert.equal(rerun.status, 0, rerun.stderr);
    assert.match(rerun.stdout, /task 1 pick_and_place: 60\/60 episodes, success_rate 1, complete/);
    assert.equal(committedEpisodes(out), 60);
  } finally {
    server.stop();
    rmSync(out, { recursive: true, force: true });
  }
});

test("eval against seedworld's expert server without --send-episode-context: one line naming the flag, no fallback actions", {
  skip,
  timeout: 60_000,
}, async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-expert-context-"));
  const server = await expertServer();
  try {
    const result = spawnSync(process.execPath, modelEval(server.url, out), {
      encoding: "utf8",
      env: { ...process.env, ALFWORLD_DATA: "" },
    });
    assert.equal(result.status, 1);
    const errors = result.stderr.split("\n").filter((line) => line.startsWith("seedworld eval:"));
    assert.deepEqual(errors, [
      `seedworld eval: ${server.url} is seedworld's expert server, which plays from each episode's game and actions: add --send-episode-context`,
    ]);
    assert.doesNotMatch(result.stderr, /playing "look"/);
  } finally {
    server.stop();
    rmSync(out, { recursive: true, force: true });
  }
});

test("an eval with many model calls in flight does not warn of a listener leak (each call listens to the run's signal)", {
  skip,
  timeout: 120_000,
}, async () => {
  const { servePolicy, startOpenAIServer } = await import("../server/openai-server.js");
  const { RandomPolicy } = await import("../agent/local-agents.js");
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(1)));
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-listeners-"));
  try {
    const args = [bin, "eval", "--model", "random", "--base-url", server.url, "--games", SHARED, "--split", "valid_train"];
    const child = spawn(process.execPath, [
      ...args,
      "--tasks",
      "1",
      "--episodes",
      "24",
      "--concurrency",
      "24",
      "--max-steps",
      "3",
      "--plain",
      "--out",
      out,
    ]);
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    assert.equal(code, 0, stderr);
    assert.doesNotMatch(stderr, /MaxListenersExceeded/);
    assert.equal(committedEpisodes(out), 24);
  } finally {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
});
