// kill -9 at random points, rerun the same command: every episode exactly once, identical to an
// uninterrupted run, wall time adding up over the segments, a torn last line cut off.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RandomPolicy } from "../agent/local-agents.js";
import { servePolicy, startOpenAIServer } from "../server/openai-server.js";
import { startFaultProxy } from "../server/fault-proxy.js";
import { hashSeed, mulberry32 } from "../agent/rng.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GAMES = path.resolve(repoRoot, "../shared/alfworld/json_2.1.1");
const TASK_FOLDERS = ["task_1_pick_and_place", "task_3_clean_and_place", "task_5_cool_and_place"];
const EPISODES = 6;
const SECRET = "sk-resume-SECRET-aaaabbbbcccc";

function evalArgs(baseUrl: string, out: string): string[] {
  return [
    "--import",
    "tsx",
    path.join(repoRoot, "src/cli/main.ts"),
    "eval",
    "--model",
    "random",
    "--base-url",
    baseUrl,
    "--api-key-env",
    "RESUME_TEST_KEY",
    "--games",
    GAMES,
    "--tasks",
    "1,3,5",
    "--episodes",
    String(EPISODES),
    "--max-steps",
    "12",
    "--concurrency",
    "3",
    "--seed",
    "4",
    "--out",
    out,
    "--plain",
    "--retry-base-ms",
    "5",
  ];
}

interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

function runChild(args: string[], killWhen?: () => boolean): Promise<ChildRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, RESUME_TEST_KEY: SECRET },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", () => {});
    const timer: NodeJS.Timeout | null = killWhen
      ? setInterval(() => {
          if (killWhen()) {
            clearInterval(timer!);
            child.kill("SIGKILL");
          }
        }, 5)
      : null;
    child.on("exit", (code, signal) => {
      if (timer) clearInterval(timer);
      resolve({ code, signal, stderr });
    });
  });
}

const journalLines = (out: string) => {
  let lines = 0;
  for (const folder of TASK_FOLDERS) {
    const dir = path.join(out, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(".jsonl")) continue;
      // The running child deletes a task's step journal when the task completes: it may vanish between listing and reading.
      try {
        lines += readFileSync(path.join(dir, name), "utf8").split("\n").length - 1;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
    }
  }
  return lines;
};

function canonical(out: string, folder: string) {
  const state = JSON.parse(readFileSync(path.join(out, folder, "alfworld_api_eval.state.json"), "utf8"));
  const base = path.join(out, folder, `alfworld_api_eval_${state.run_id}`);
  const episodes = readFileSync(`${base}.jsonl`, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const summary = JSON.parse(readFileSync(`${base}.summary.json`, "utf8"));
  return { state, episodes, summary, base };
}

/** What must not depend on crashes: the game, the commands and the observations of every episode. */
const essence = (episodes: any[]) =>
  episodes
    .sort((a, b) => a.episode - b.episode)
    .map((e) => ({
      episode: e.episode,
      gamefile: e.gamefile,
      success: e.success,
      steps: e.steps.map((s: any) => [s.env_action, s.next_observation, s.prompt_tokens]),
    }));

test("kill -9 at random points then rerun: 0 lost, 0 duplicated, same episodes as an uninterrupted run", { timeout: 240_000 }, async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(9)));
  const proxy = await startFaultProxy({ target: server.url.replace(/\/v1$/, ""), faultFor: () => "pass", latencyMs: 4 });
  const reference = mkdtempSync(path.join(os.tmpdir(), "seedworld-ref-"));
  const crashed = mkdtempSync(path.join(os.tmpdir(), "seedworld-crash-"));
  const url = `${proxy.url}/v1`;
  try {
    const clean = await runChild(evalArgs(url, reference));
    assert.equal(clean.code, 0, clean.stderr);
    const totalLines = journalLines(reference);

    const random = mulberry32(hashSeed("resume-test", Date.now()));
    let kills = 0;
    for (let attempt = 0; attempt < 8 && kills < 4; attempt += 1) {
      // Kill once the journals have grown by a random amount (steps and episodes both count).
      const target = journalLines(crashed) + 3 + Math.floor(random() * 25);
      const run = await runChild(evalArgs(url, crashed), () => journalLines(crashed) >= target);
      if (run.signal === "SIGKILL") kills += 1;
      else break; // finished before the kill point
      if (kills === 2) {
        // Simulate a torn write: half a line at the end of an episodes journal.
        const folder = TASK_FOLDERS.find((f) => existsSync(path.join(crashed, f, "alfworld_api_eval.state.json")))!;
        const runId = JSON.parse(readFileSync(path.join(crashed, folder, "alfworld_api_eval.state.json"), "utf8")).run_id;
        appendFileSync(path.join(crashed, folder, `alfworld_api_eval_${runId}.jsonl`), '{"episode": 99, "steps": [{"step": 1, "obs');
      }
    }
    assert.ok(kills >= 2, `only ${kills} kills landed (total journal lines ${totalLines})`);
    const final = await runChild(evalArgs(url, crashed));
    assert.equal(final.code, 0, final.stderr);

    let segments = 0;
    for (const folder of TASK_FOLDERS) {
      const ref = canonical(reference, folder);
      const got = canonical(crashed, folder);
      const indices = got.episodes.map((e) => e.episode).sort((a, b) => a - b);
      assert.deepEqual(
        indices,
        Array.from({ length: EPISODES }, (_, i) => i),
        `${folder}: each episode exactly once`,
      );
      assert.deepEqual(essence(got.episodes), essence(ref.episodes), `${folder}: same episodes as the uninterrupted run`);
      for (const key of [
        "episodes",
        "success_rate",
        "avg_episode_steps",
        "total_prompt_tokens",
        "total_completion_tokens",
        "total_tokens",
      ]) {
        assert.equal(got.summary[key], ref.summary[key], `${folder}: ${key}`);
      }
      const segmentSum = got.state.wall_time.segments.reduce((a: number, s: any) => a + s.active_s, 0);
      assert.ok(Math.abs(got.summary.wall_time_s - segmentSum) < 1e-9);
      assert.ok(got.summary.wall_time_s > 0);
      assert.equal(got.state.status, "complete");
      assert.equal(
        got.state.totals.steps,
        got.episodes.reduce((a: number, e: any) => a + e.num_steps, 0),
      );
      // One model call per committed step at least: counters saved now and then still add up after kills.
      assert.ok(
        got.summary.api_calls >= got.state.totals.steps,
        `${folder}: api_calls ${got.summary.api_calls} < steps ${got.state.totals.steps}`,
      );
      assert.ok(!existsSync(`${got.base}.steps.jsonl`));
      segments += got.state.wall_time.segments.length;
      for (const name of readdirSync(path.join(crashed, folder))) {
        assert.ok(!readFileSync(path.join(crashed, folder, name), "utf8").includes(SECRET));
      }
    }
    assert.ok(segments > TASK_FOLDERS.length, "some task ran over several invocations");
  } finally {
    await proxy.close();
    await server.close();
    rmSync(reference, { recursive: true, force: true });
    rmSync(crashed, { recursive: true, force: true });
  }
});
