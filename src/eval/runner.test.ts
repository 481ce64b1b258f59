// End to end: the harness plays real ALFWorld games (shared/alfworld) through a real local
// OpenAI-compatible server, behind a fault-injecting proxy; then crash/resume checks.
import { test } from "node:test";
import { createHash } from "node:crypto";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RandomPolicy } from "../agent/local-agents.js";
import { servePolicy, startOpenAIServer } from "../server/openai-server.js";
import { startFaultProxy, type Fault } from "../server/fault-proxy.js";
import { SilentProgress } from "./progress.js";
import { runEvaluation } from "./runner.js";
import { buildEvalConfig, type EvalOptions } from "./setup.js";
import { EVAL_TASKS, parseTaskList, taskFolderName } from "./tasks.js";
import { servedModelFor } from "../cli/serve.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const shared = path.resolve(repoRoot, "../shared");
const GAMES = path.join(shared, "alfworld/json_2.1.1");
const REAL_SUMMARY = path.join(
  shared,
  "seed-data/deepseek/alfworld_api_eval/task_3_clean_and_place/alfworld_api_eval_20260516_062055.summary.json",
);
const SECRET = "sk-live-TOPSECRET-0123456789abcdef";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "seedworld-eval-"));
const readJsonl = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

/** Recount a task folder's summary from its canonical .jsonl and check that the summary agrees with it. */
function checkFolder(folder: string, requested: number): { summary: Record<string, any>; episodes: any[] } {
  const state = JSON.parse(readFileSync(path.join(folder, "alfworld_api_eval.state.json"), "utf8"));
  const base = path.join(folder, `alfworld_api_eval_${state.run_id}`);
  const episodes = readJsonl(`${base}.jsonl`);
  const summary = JSON.parse(readFileSync(`${base}.summary.json`, "utf8"));
  const full = JSON.parse(readFileSync(`${base}.json`, "utf8"));
  const indices = episodes.map((e) => e.episode).sort((a, b) => a - b);
  assert.deepEqual(
    indices,
    Array.from({ length: requested }, (_, i) => i),
    "every episode exactly once",
  );
  assert.equal(full.episodes.length, requested);
  assert.deepEqual(full.summary, summary);
  const steps = episodes.flatMap((e) => e.steps);
  const sum = (xs: any[], key: string) => xs.reduce((acc, x) => acc + x[key], 0);
  assert.equal(summary.episodes, requested);
  assert.equal(summary.episodes_requested, requested);
  assert.equal(summary.total_prompt_tokens, sum(steps, "prompt_tokens"));
  assert.equal(summary.total_completion_tokens, sum(steps, "completion_tokens"));
  assert.equal(summary.total_tokens, summary.total_prompt_tokens + summary.total_completion_tokens);
  assert.equal(summary.avg_episode_total_tokens, summary.total_tokens / requested);
  assert.equal(summary.success_rate, episodes.filter((e) => e.success).length / requested);
  assert.equal(summary.avg_episode_steps, steps.length / requested);
  assert.ok(Math.abs(summary.avg_step_latency_s - sum(steps, "latency_s") / steps.length) < 1e-9);
  assert.ok(Math.abs(summary.wall_time_s - summary.wall_time_segments_s.reduce((a: number, b: number) => a + b, 0)) < 1e-9);
  for (const episode of episodes) {
    assert.equal(episode.num_steps, episode.steps.length);
    episode.steps.forEach((step: any, i: number) => assert.equal(step.step, i + 1));
    assert.ok(episode.num_steps <= 50);
    assert.ok(
      episode.steps.slice(0, -1).every((s: any) => !s.done),
      "nothing recorded after done",
    );
  }
  return { summary, episodes };
}

test("random agent over HTTP with injected faults: 6 task types, real layout and keys, summaries agree, no key anywhere", async () => {
  const out = tmp();
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(11)));
  const faults: Fault[] = ["429", "500", "slow", "malformed", "empty", "503", "no-choices", "drop"];
  // Every 7th request gets a fault, cycling through the kinds.
  const proxy = await startFaultProxy({
    target: server.url.replace(/\/v1$/, ""),
    faultFor: (i) => (i % 7 === 3 ? faults[Math.floor(i / 7) % faults.length] : "pass"),
    slowMs: 400,
  });
  process.env.SEEDWORLD_TEST_KEY = SECRET;
  try {
    const options: EvalOptions = {
      model: "random-policy",
      baseUrl: `${proxy.url}/v1`,
      apiKeyEnv: "SEEDWORLD_TEST_KEY",
      games: [GAMES],
      episodes: 3,
      maxSteps: 12,
      concurrency: 3,
      out,
      timeoutS: 0.2,
      retryBaseMs: 5,
      seed: 1,
    };
    const progress = new SilentProgress();
    const outcomes = await runEvaluation(await buildEvalConfig(options, progress));
    assert.equal(outcomes.length, 6);
    const realKeys = Object.keys(JSON.parse(readFileSync(REAL_SUMMARY, "utf8")));
    const overall = JSON.parse(readFileSync(path.join(out, "alfworld_api_eval.overall_summary.json"), "utf8"));
    assert.deepEqual(
      Object.keys(overall),
      EVAL_TASKS.map((t) => t.name),
    );
    for (const task of EVAL_TASKS) {
      const folder = path.join(out, taskFolderName(task));
      const names = readdirSync(folder).sort();
      assert.equal(names.length, 4, names.join(","));
      assert.ok(names.includes("alfworld_api_eval.state.json"));
      for (const ext of [".json", ".jsonl", ".summary.json"])
        assert.ok(
          names.some(
            (n) =>
              /^alfworld_api_eval_\d{8}_\d{6}/.test(n) && n.endsWith(ext) && !n.endsWith(".summary.json") === (ext !== ".summary.json"),
          ),
        );
      const { summary, episodes } = checkFolder(folder, 3);
      assert.deepEqual(Object.keys(summary).slice(0, 17), realKeys);
      assert.deepEqual(overall[task.name], summary);
      assert.equal(summary.task_type_id, task.id);
      assert.equal(summary.task_filter, task.filter);
      assert.equal(summary.model, "random-policy");
      for (const episode of episodes) {
        assert.ok(episode.gamefile.startsWith("json_2.1.1/") && episode.gamefile.includes(`/${task.taskType}-`));
        assert.equal(episode.task_type, task.name);
      }
    }
    // The faults really happened and were absorbed by retries (or counted fallbacks).
    assert.ok(proxy.counts["429"] + proxy.counts["500"] + proxy.counts.slow + proxy.counts.malformed > 3, JSON.stringify(proxy.counts));
    const allSummaries = EVAL_TASKS.map((t) => overall[t.name]);
    assert.ok(allSummaries.reduce((a, s) => a + s.api_retries, 0) > 0);
    assert.ok(allSummaries.reduce((a, s) => a + s.empty_content_steps, 0) >= 1);
    // The key went to the server in the Authorization header, and into no file.
    assert.ok(proxy.authorizations.includes(`Bearer ${SECRET}`));
    for (const file of allFiles(out)) assert.ok(!readFileSync(file, "utf8").includes(SECRET), file);
    assert.ok(!progress.lines.join("\n").includes(SECRET));
    // Step records carry these fields.
    const step = readJsonl(allFiles(out).find((f) => f.endsWith(".jsonl"))!)[0].steps[0];
    for (const key of [
      "step",
      "observation",
      "prompt",
      "reasoning_content",
      "raw_response",
      "model_output",
      "env_action",
      "is_action_valid",
      "reward",
      "done",
      "won",
      "next_observation",
      "prompt_tokens",
      "completion_tokens",
      "total_tokens",
      "latency_s",
      "admissible_actions",
      "finish_reason",
      "usage",
      "attempts",
      "empty_content",
    ]) {
      assert.ok(key in step, key);
    }
  } finally {
    delete process.env.SEEDWORLD_TEST_KEY;
    await proxy.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
});

test("expert through `serve --model expert` over HTTP wins every game; a no-op rerun writes nothing new", async () => {
  const out = tmp();
  const server = await startOpenAIServer(await servedModelFor("expert", { seed: 0, upstreamKeyEnv: "X", games: [GAMES] }));
  try {
    const options: EvalOptions = {
      model: "expert",
      baseUrl: server.url,
      games: [GAMES],
      episodes: "all",
      concurrency: 4,
      out,
      sendEpisodeContext: true,
      tasks: parseTaskList("1,6"),
    };
    const outcomes = await runEvaluation(await buildEvalConfig(options, new SilentProgress()));
    for (const outcome of outcomes) {
      assert.equal(outcome.summary.success_rate, 1);
      checkFolder(outcome.folder, outcome.summary.episodes as number);
    }
    const snapshot = () => allFiles(out).map((f) => [f, statSync(f).mtimeMs, createHash("sha256").update(readFileSync(f)).digest("hex")]);
    const before = snapshot();
    const again = await runEvaluation(await buildEvalConfig(options, new SilentProgress()));
    assert.ok(again.every((o) => o.ranThisInvocation === 0));
    const after = snapshot();
    // Only the overall summary is rewritten (same bytes); the task folders are untouched.
    assert.deepEqual(
      after.map(([f, , text]) => [f, text]),
      before.map(([f, , text]) => [f, text]),
    );
    assert.deepEqual(
      after.filter(([f]) => !String(f).endsWith("overall_summary.json")),
      before.filter(([f]) => !String(f).endsWith("overall_summary.json")),
    );
  } finally {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
});

// The served explorer and sweeper rebuild the episode from the request (game and actions), replaying it:
// the remembering explorer watches every step, the sweeper only where it went. Both must act as they do
// in process, where one agent plays the whole episode.
for (const agent of ["explorer", "sweeper"] as const) {
  test(`${agent} through \`serve --model ${agent}\` over HTTP plays exactly as in process`, async () => {
    const server = await startOpenAIServer(await servedModelFor(agent, { seed: 0, upstreamKeyEnv: "X", games: [GAMES] }));
    const [served, local] = [tmp(), tmp()];
    try {
      const common: EvalOptions = { games: [GAMES], episodes: "all", concurrency: 4, maxSteps: 50 };
      await runEvaluation(
        await buildEvalConfig(
          { ...common, model: agent, baseUrl: server.url, sendEpisodeContext: true, out: served },
          new SilentProgress(),
        ),
      );
      await runEvaluation(await buildEvalConfig({ ...common, agent, out: local }, new SilentProgress()));
      const plays = (out: string) =>
        allFiles(out)
          .filter((f) => f.endsWith(".jsonl"))
          .flatMap(readJsonl)
          .map((e) => ({ game: e.gamefile, steps: e.steps.map((s: { raw_response: string }) => s.raw_response) }))
          .sort((a, b) => (a.game < b.game ? -1 : 1));
      const expected = plays(local);
      assert.ok(
        expected.length >= 8 && expected.some((e) => e.steps.length > 10),
        `a few searching episodes: ${JSON.stringify(expected.map((e) => e.steps.length))}`,
      );
      assert.deepEqual(plays(served), expected);
    } finally {
      await server.close();
      rmSync(served, { recursive: true, force: true });
      rmSync(local, { recursive: true, force: true });
    }
  });
}

test("a resume with different settings is refused, naming the keys; --no-resume supersedes old files", async () => {
  const out = tmp();
  try {
    const base: EvalOptions = { agent: "random", games: [GAMES], episodes: 2, maxSteps: 5, tasks: parseTaskList("2"), out };
    await runEvaluation(await buildEvalConfig(base, new SilentProgress()));
    await assert.rejects(
      runEvaluation(await buildEvalConfig({ ...base, maxSteps: 6 }, new SilentProgress())),
      /settings differ.*max_steps/,
    );
    await runEvaluation(await buildEvalConfig({ ...base, maxSteps: 6, noResume: true }, new SilentProgress()));
    const names = readdirSync(path.join(out, taskFolderName(EVAL_TASKS[1])));
    assert.equal(names.filter((n) => n.includes(".superseded-")).length, 4);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("the task types play at once under the one bound on episodes in flight; other settings are refused before any plays", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(5)));
  const out = tmp();
  try {
    const base: EvalOptions = { model: "random", baseUrl: server.url, games: [GAMES], episodes: 2, maxSteps: 3, out };
    const outcomes = await runEvaluation(
      await buildEvalConfig({ ...base, tasks: parseTaskList("1,3,5"), concurrency: 6 }, new SilentProgress()),
    );
    assert.deepEqual(
      outcomes.map((outcome) => outcome.task.id),
      [1, 3, 5],
    );
    // Six episodes in six env slots: all in flight at once. One type after another would have used slots 0 and 1 for each.
    const slots = outcomes.flatMap((outcome) => checkFolder(outcome.folder, 2).episodes.map((episode) => episode.env_index));
    assert.deepEqual(
      slots.sort((a, b) => a - b),
      [0, 1, 2, 3, 4, 5],
    );
    // Task 2's folder refuses other settings, found before any folder is opened: the output folder is left as it was.
    const other = path.join(out, "other");
    await runEvaluation(await buildEvalConfig({ ...base, out: other, tasks: parseTaskList("2") }, new SilentProgress()));
    const snapshot = () => allFiles(other).map((file) => [file, readFileSync(file, "utf8")]);
    const before = snapshot();
    await assert.rejects(
      runEvaluation(await buildEvalConfig({ ...base, out: other, maxSteps: 4, tasks: parseTaskList("1,2,4") }, new SilentProgress())),
      /settings differ.*max_steps/,
    );
    assert.deepEqual(snapshot(), before);
    await runEvaluation(await buildEvalConfig({ ...base, out: other, tasks: parseTaskList("1,2,4") }, new SilentProgress()));
  } finally {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
});

// seed learn restarts its policy server on a new port after a kill: the same model at another URL.
test("an interrupted run resumes against the same model at another base URL", async () => {
  const [first, second] = [
    await startOpenAIServer(servePolicy(new RandomPolicy(3))),
    await startOpenAIServer(servePolicy(new RandomPolicy(3))),
  ];
  const out = tmp();
  try {
    const base: EvalOptions = { model: "random", games: [GAMES], episodes: 6, maxSteps: 4, tasks: parseTaskList("1"), concurrency: 1, out };
    const stop = new AbortController();
    const interrupting = new (class extends SilentProgress {
      override episodeDone(event: Parameters<SilentProgress["episodeDone"]>[0]) {
        super.episodeDone(event);
        if (event.done === 2) stop.abort();
      }
    })();
    await runEvaluation(await buildEvalConfig({ ...base, baseUrl: first.url }, interrupting, stop.signal)).catch(() => undefined);
    const [outcome] = await runEvaluation(await buildEvalConfig({ ...base, baseUrl: second.url }, new SilentProgress()));
    assert.ok(outcome.ranThisInvocation > 0 && outcome.ranThisInvocation < 6, `ran ${outcome.ranThisInvocation} of 6 on resume`);
    checkFolder(outcome.folder, 6);
  } finally {
    await first.close();
    await second.close();
    rmSync(out, { recursive: true, force: true });
  }
});

test("skills prompt: the block appears from step 2, once per episode, with the keyword category", async () => {
  const out = tmp();
  try {
    const options: EvalOptions = {
      agent: "random",
      games: [GAMES],
      episodes: 2,
      maxSteps: 3,
      tasks: parseTaskList("4"),
      out,
      prompt: "skills",
      skills: path.join(shared, "seed-data/skillRL/updated_skills_step5.json"),
    };
    const [outcome] = await runEvaluation(await buildEvalConfig(options, new SilentProgress()));
    const { episodes } = checkFolder(outcome.folder, 2);
    for (const episode of episodes) {
      assert.ok(!episode.steps[0].prompt.includes("## Retrieved Relevant Experience"));
      assert.ok(episode.steps[1].prompt.includes("## Retrieved Relevant Experience\n\n### General Principles\n"));
      const expected = episode.task.includes("heat") ? "heat" : "pick_and_place";
      assert.equal(episode.skill_category, expected);
    }
    assert.equal(outcome.summary.skills && (outcome.summary.skills as any).top_k, 12);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

// The library names its settings in what it shows; a front end (the CLI) gives its own names for them.
test("a warning shown while evaluating names settings as the progress sink's front end names them", async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), "seedworld-setting-names-"));
  try {
    const options: EvalOptions = { agent: "random", games: [GAMES], episodes: 40, maxSteps: 1, tasks: parseTaskList("2"), out };
    const plain = new SilentProgress();
    await runEvaluation(await buildEvalConfig(options, plain));
    assert.ok(
      plain.lines.some((line) => line.includes("so games repeat (episodes all samples K plays each game K times)")),
      plain.lines.join("\n"),
    );
    const flagged = new SilentProgress((setting) => `--${setting}`);
    await runEvaluation(await buildEvalConfig({ ...options, noResume: true }, flagged));
    assert.ok(
      flagged.lines.some((line) => line.includes("(--episodes all --samples K plays each game K times)")),
      flagged.lines.join("\n"),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
