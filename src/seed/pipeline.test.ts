// SEED data side, end to end pieces beyond seed.test.ts: the analyzer prompt byte for byte, the
// skill block placement, the JSON search cases, the analyzer over real HTTP with the repair retry,
// a full rollout → export over real games read back by DuckDB, and a loop resumed mid-round.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { LocalPolicyBackend, RandomPolicy, ExpertPolicy } from "../agent/local-agents.js";
import { BUILTIN_TEMPLATE_SETS } from "../agent/prompt-templates.js";
import { CompiledGames, scanCatalog } from "../games/catalog.js";

import { serveBackend, startOpenAIServer } from "../server/openai-server.js";
import { analyzeTrajectories, DEFAULT_ANALYZER, isNontrivialSkill, parseAnalysisAnswer } from "./analyzer.js";
import { buildAnalyzerPrompt, buildRepairPrompt, findTaskDescription } from "./analyzer-prompt.js";
import { buildAugmentedPrompt } from "./augment.js";
import { ByteCacheLM } from "./cache-lm.js";
import { computeCredit, DEFAULT_CREDIT, sigmoid, type CreditTrajectory } from "./credit.js";
import { buildExport, EXPORT_COLUMNS, writeExport } from "./export.js";
import { extractJsonObject } from "./json-extract.js";
import { SilentStageProgress } from "../platform/progress.js";
import { runGroupRollouts, selectGames } from "./rollout.js";
import { RuleAnalyzerBackend } from "./rule-analyzer.js";
import { DEFAULT_SCORING, scoreTrajectories } from "./scoring.js";
import { buildSftRecords, writeSftDataset } from "./sft.js";
import { runIterations, roundDir, type IterateConfig } from "./iterate.js";
import { backendAt, fakeTrajectory } from "./test-support.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GAMES = path.resolve(repoRoot, "../shared/alfworld/json_2.1.1");
const tmp = () => mkdtempSync(path.join(os.tmpdir(), "seedworld-seed-"));
const close = (a: number, b: number, tol = 1e-9) => assert.ok(Math.abs(a - b) <= tol, `${a} vs ${b}`);

async function duckRows(sql: string): Promise<Record<string, unknown>[]> {
  const db = await DuckDBInstance.create(":memory:");
  const connection = await db.connect();
  const reader = await connection.runAndReadAll(sql);
  const rows = reader.getRowObjectsJson() as Record<string, unknown>[];
  connection.closeSync();
  return rows;
}

test("analyzer prompt is SEED's text byte for byte (success, failure, unknown)", () => {
  const steps = [
    {
      observation: "You are in the middle of a room.\nYour task is to: put a mug in desk.",
      response: "<think>go</think><action>go to desk 1</action>",
      valid: true,
    },
    { observation: "Nothing happens.", response: "oops", valid: false },
  ];
  const prompt = buildAnalyzerPrompt({ taskDescription: "put a mug in desk.", outcome: "failure", steps });
  const expected =
    "Analyze the following agent episode and return ONLY valid JSON.\n\nYou need to complete two fields:\n1. Write a concise episode_summary.\n" +
    "2. Write one episode_skill that extracts the failed trajectory into avoidance rules: the core mistake and warning signs that agent should avoid. \n\n" +
    "Important constraints:\n- Write episode_skill as one short policy-facing skill, not as retrospective explanation of the trajectory.\n" +
    '- Return only these top-level fields: episode_summary, episode_skill.\n\nReturn format:\n{\n  "episode_summary": "string",\n  "episode_skill": "string"\n}\n\n' +
    "Episode context:\n- Task description: put a mug in desk.\n- episode_success: failure\n- Interaction trajectory: Step 0\n" +
    "Observation: You are in the middle of a room.\nYour task is to: put a mug in desk.\nResponse: <think>go</think><action>go to desk 1</action>\nAction valid: true\n" +
    "Step 1\nObservation: Nothing happens.\nResponse: oops\nAction valid: false\n\n";
  assert.equal(prompt, expected);
  assert.ok(
    buildAnalyzerPrompt({ taskDescription: null, outcome: "success", steps: [] }).includes(
      "2. Write one episode_skill that extracts the successful trajectory into workflow: the core decision rule and action ordering that made this trajectory work. \n",
    ),
  );
  assert.ok(
    buildAnalyzerPrompt({ taskDescription: null, outcome: "unknown", steps: [] }).includes(
      "- Task description: (not available)\n- episode_success: unknown\n",
    ),
  );
  const repair = buildRepairPrompt(prompt, "No JSON object found in SEED analyzer response.", "x".repeat(2500));
  assert.ok(
    repair.startsWith(
      prompt +
        "\n\nThe previous answer could not be parsed as the required JSON object.\nParse error: No JSON object found in SEED analyzer response.\n\nPrevious answer:\n",
    ),
  );
  assert.ok(
    repair.endsWith(
      `\n${"x".repeat(2000)}\n\nReturn ONLY one valid JSON object with this exact shape:\n{\n  "episode_summary": "string",\n  "episode_skill": "string"\n}\n`,
    ),
  );
  assert.equal(findTaskDescription(["no cue", "Some text. Your task is to:   put  a mug\nnext"]), "put a mug");
});

test("tolerant JSON extraction: fences, trailing commas, raw_decode at any brace, Python literals, errors", () => {
  assert.deepEqual(extractJsonObject('Sure!\n```json\n{"episode_summary": "s", "episode_skill": "k",}\n```'), {
    episode_summary: "s",
    episode_skill: "k",
  });
  assert.deepEqual(extractJsonObject('{"a": 1} then {"episode_skill": "x"} trailing'), { episode_skill: "x" });
  assert.deepEqual(extractJsonObject("{'episode_summary': 'it\\'s', 'episode_skill': 'use it', 'ok': True}"), {
    episode_summary: "it's",
    episode_skill: "use it",
    ok: true,
  });
  assert.deepEqual(extractJsonObject('{"episode_skill": "line\nbreak"}'), { episode_skill: "line\nbreak" });
  assert.deepEqual(extractJsonObject('{"other": 1}'), { other: 1 });
  assert.throws(() => extractJsonObject("no braces here"), /^Error: No JSON object found in SEED analyzer response\.$/);
  assert.throws(() => extractJsonObject('{"episode_skill": "cut'), /Could not parse JSON object in SEED analyzer response: /);
  assert.throws(() => parseAnalysisAnswer('{"episode_summary": "s", "episode_skill": "..."}'), /missing required field: episode_skill/);
  assert.equal(isNontrivialSkill("Take the mug first, then heat it."), true);
  assert.equal(isNontrivialSkill("too short skill"), false);
  assert.equal(isNontrivialSkill(" ... . "), false);
});

test("episode-skill block lands where SEED puts it (step 1 mid-observation, later after line 1)", () => {
  const verl = BUILTIN_TEMPLATE_SETS.verl;
  const first = verl.noHistory
    .replace("{current_observation}", "-= Welcome =-\nYou are in a room.\n\nYour task is to: put a mug in desk.")
    .replace("{admissible_actions}", "'look'");
  const block =
    "**Episode-Level Skill**\nRefer to this episode-level skill when deciding what action to take in the current episode:\n[Go to the desk.]";
  const augmented = buildAugmentedPrompt(first, "  Go to the desk. ");
  assert.equal(
    augmented,
    first.trim().replace("Your task is to: put a mug in desk.\n", `Your task is to: put a mug in desk.\n\n${block}\n\n`),
  );
  const later =
    "\nYou are an expert agent operating in the ALFRED Embodied Environment. Your task is to: put a mug in desk.\nPrior to this step...\nNow it's your turn to take an action.\n";
  assert.equal(
    buildAugmentedPrompt(later, "Go to the desk."),
    `You are an expert agent operating in the ALFRED Embodied Environment. Your task is to: put a mug in desk.\n\n${block}\n\nPrior to this step...\nNow it's your turn to take an action.`,
  );
  assert.equal(
    buildAugmentedPrompt("Observe.\nNow it's your turn to act.", "Go to the desk."),
    `Observe.\n\n${block}\n\nNow it's your turn to act.`,
  );
  assert.equal(buildAugmentedPrompt("Just text", "Go to the desk."), `Just text\n\n${block}`);
});

test("additive variant: the w·Δ term is clipped when asked", () => {
  const trajectories: CreditTrajectory[] = [
    {
      uid: "g",
      trajUid: "a",
      won: true,
      steps: [{ valid: true, anchor: "start", studentLogprobs: [-1.0, -1.0], teacherLogprobs: [-0.5, -2.0] }],
    },
  ];
  const [row] = computeCredit(trajectories, { ...DEFAULT_CREDIT, mode: "additive", additiveClip: 0.0002 });
  close(row.tokenAdvantages[0], row.advantage + 0.0002);
  close(row.tokenAdvantages[1], row.advantage - 0.0002);
  close(sigmoid(-800), 0, 0); // no overflow far in the tails
  close(sigmoid(800), 1, 0);
});

test("byte cache LM: same context agrees exactly, a skill block shifts the same tokens' log-probs", async () => {
  const lm = new ByteCacheLM();
  const prompt = "Your task is to: put a mug in desk.\nNow it's your turn to take an action.";
  const ids = await lm.tokenizeResponse("<think>x</think><action>go to desk 1</action>");
  const a = await lm.scoreResponse({ prompt, responseTokenIds: ids });
  const b = (await lm.scoreBatch([{ prompt, responseTokenIds: ids }]))[0];
  assert.deepEqual(a, b);
  const skilled = await lm.scoreResponse({
    prompt: buildAugmentedPrompt(prompt, "Always go to desk 1 first, then put the mug."),
    responseTokenIds: ids,
  });
  assert.equal(a.length, ids.length);
  assert.ok(a.some((value, i) => Math.abs(value - skilled[i]) > 1e-3));
  const sum = a.reduce((x, y) => x + y, 0);
  const sumSkilled = skilled.reduce((x, y) => x + y, 0);
  assert.ok(sumSkilled > sum, "the skill names the action, so the response is more likely under it");
  // A proper distribution: the 256 next-byte probabilities sum to 1.
  let total = 0;
  for (let byte = 0; byte < 256; byte += 1)
    total += Math.exp((await lm.scoreResponse({ prompt, responseTokenIds: [...ids.slice(0, 5), byte] }))[5]);
  close(total, 1, 1e-9);
});

test("steps without sampled token ids are refused unless re-tokenising is allowed", async () => {
  const trajectory = fakeTrajectory({}, 1, { responseTokenIds: null, tokenIdsSource: null, samplingLogprobs: null });

  await assert.rejects(scoreTrajectories([trajectory], [], new ByteCacheLM(), DEFAULT_SCORING), /reported no token ids/);
});

test("analyzer over real HTTP: a broken first answer, then the repair retry succeeds", async () => {
  const server = await startOpenAIServer(serveBackend(new RuleAnalyzerBackend({ malformedFirst: true })));
  try {
    const analyzer = backendAt(server.url, "rule-analyzer", { maxTokens: 1024, timeoutMs: 10_000 });
    const pool = scanCatalog([GAMES], { splits: ["valid_seen"] });
    const games = selectGames(pool.games, 2, 3, 0);
    const trajectories = await runGroupRollouts({
      games,
      groupSize: 2,
      maxSteps: 6,
      historyLength: 2,
      templates: BUILTIN_TEMPLATE_SETS.verl,
      projection: "strict",
      backend: new LocalPolicyBackend(new RandomPolicy(1)),
      cache: new CompiledGames(),
      concurrency: 4,
      seed: 1,
      round: 0,
    });
    const analyses = await analyzeTrajectories(trajectories, analyzer, {
      ...DEFAULT_ANALYZER,
      attempts: 2,
      check: "non-trivial",
      concurrency: 2,
    });
    assert.equal(analyses.length, 4);
    for (const analysis of analyses) {
      assert.equal(analysis.attempts, 2);
      assert.equal(analysis.parseOk, true);
      assert.ok(isNontrivialSkill(analysis.episodeSkill));
      assert.throws(() => parseAnalysisAnswer(analysis.answers[0]));
    }
    const once = await analyzeTrajectories(trajectories.slice(0, 1), analyzer, { ...DEFAULT_ANALYZER, attempts: 1, concurrency: 1 });
    assert.equal(once[0].parseOk, false);
    assert.equal(once[0].episodeSkill, null);
    assert.match(once[0].error!, /Could not parse JSON object/);
  } finally {
    await server.close();
  }
});

test("rollout → analyze → score → SFT + export; Parquet read back by DuckDB with the documented columns", async () => {
  const dir = tmp();
  try {
    const pool = scanCatalog([GAMES], { splits: ["valid_seen"] });
    const games = selectGames(pool.games, 2, 5, 0);
    const trajectories = await runGroupRollouts({
      games,
      groupSize: 3,
      maxSteps: 5,
      historyLength: 2,
      templates: BUILTIN_TEMPLATE_SETS.verl,
      projection: "strict",
      backend: new LocalPolicyBackend(new RandomPolicy(2)),
      cache: new CompiledGames(),
      concurrency: 3,
      seed: 2,
      round: 0,
    });
    assert.deepEqual(
      trajectories.map((t) => t.trajUid),
      ["r0-g0-n0", "r0-g0-n1", "r0-g0-n2", "r0-g1-n0", "r0-g1-n1", "r0-g1-n2"],
    );
    assert.ok(
      trajectories[0].steps[0].prompt.startsWith(
        "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: ",
      ),
    );
    const analyses = await analyzeTrajectories(trajectories, new RuleAnalyzerBackend(), {
      ...DEFAULT_ANALYZER,
      attempts: 2,
      concurrency: 4,
    });
    analyses[1] = { ...analyses[1], parseOk: false, episodeSkill: null, episodeSummary: null, error: "forced" };
    const scorer = new ByteCacheLM();
    const scored = await scoreTrajectories(trajectories, analyses, scorer, {
      ...DEFAULT_SCORING,
      retokenize: true,
      progress: new SilentStageProgress(),
    });
    const stepCount = trajectories.reduce((n, t) => n + t.steps.length, 0);
    const teacherSteps = trajectories.filter((_, i) => i !== 1).reduce((n, t) => n + t.steps.length, 0);
    assert.equal(scored.calls, stepCount + teacherSteps, "one call per (step, context)");
    // GRPO alone (--no-teacher-scoring): the same student scores, no skill-augmented calls.
    const studentOnly = await scoreTrajectories(trajectories, analyses, scorer, { ...DEFAULT_SCORING, retokenize: true, teacher: false });
    assert.equal(studentOnly.calls, stepCount);
    assert.ok(studentOnly.scores.every((score) => score.teacherLogprobs === null && score.skillPrompt === null));
    assert.deepEqual(
      studentOnly.scores.map((score) => score.studentLogprobs),
      scored.scores.map((score) => score.studentLogprobs),
    );
    // --student-from-sampling: steps that carry the sampler's own log-probs are not scored again.
    const byKey = new Map(scored.scores.map((score) => [`${score.trajUid}/${score.stepIndex}`, score.studentLogprobs]));
    const sampledSteps = scored.trajectories.map((t, i) =>
      i === 0
        ? {
            ...t,
            steps: t.steps.map((step) => ({
              ...step,
              tokenIdsSource: "backend" as const,
              samplingLogprobs: byKey.get(`${t.trajUid}/${step.stepIndex}`)!,
            })),
          }
        : t,
    );
    const fromSampling = await scoreTrajectories(sampledSteps, analyses, scorer, { ...DEFAULT_SCORING, studentFromSampling: true });
    assert.equal(fromSampling.calls, scored.calls - trajectories[0].steps.length);
    assert.deepEqual(fromSampling.scores, scored.scores);
    for (const score of scored.scores) {
      const step = scored.trajectories.find((t) => t.trajUid === score.trajUid)!.steps[score.stepIndex];
      assert.deepEqual(
        score.studentLogprobs,
        await scorer.scoreResponse({ prompt: step.prompt, responseTokenIds: step.responseTokenIds! }),
      );
      if (score.teacherLogprobs)
        assert.equal(
          score.skillPrompt,
          buildAugmentedPrompt(step.prompt, analyses.find((a) => a.trajUid === score.trajUid)!.episodeSkill!),
        );
    }
    const result = buildExport({
      trajectories: scored.trajectories,
      analyses,
      scores: scored.scores,
      credit: DEFAULT_CREDIT,
      tokenizer: scorer.tokenizer,
      analyzerWorkers: 4,
    });
    const files = writeExport(path.join(dir, "export"), result, DEFAULT_CREDIT);
    const described = await duckRows(`DESCRIBE SELECT * FROM read_parquet('${files.parquet}')`);
    assert.deepEqual(
      described.map((d) => d.column_name),
      EXPORT_COLUMNS.map((c) => c.name),
    );
    const types = Object.fromEntries(described.map((d) => [d.column_name, d.column_type]));
    assert.equal(types.responses, "INTEGER[]");
    assert.equal(types.old_log_probs, "FLOAT[]");
    assert.equal(types.messages, 'STRUCT("role" VARCHAR, "content" VARCHAR)[]');
    const back = await duckRows(
      `SELECT traj_uid, step_index, responses, old_log_probs, teacher_log_prob, advantages, opd_mask, teacher_signal_mask, messages FROM read_parquet('${files.parquet}')`,
    );
    assert.equal(back.length, stepCount);
    back.forEach((row, i) => {
      const json = result.rows[i];
      assert.equal(row.traj_uid, json.traj_uid);
      assert.deepEqual(row.responses, json.responses);
      (row.old_log_probs as number[]).forEach((v, k) => close(v, Math.fround((json.old_log_probs as number[])[k]), 0));
      (row.advantages as number[]).forEach((v, k) => close(v, Math.fround((json.advantages as number[])[k]), 0));
      assert.equal(row.teacher_signal_mask, json.teacher_signal_mask);
      assert.equal((row.teacher_log_prob as number[]).length, json.teacher_signal_mask ? (json.responses as number[]).length : 0);
      assert.equal((row.messages as { role: string }[])[1].role, "assistant");
    });
    const jsonl = readFileSync(files.jsonl, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    assert.equal(jsonl.length, stepCount);
    const metrics = JSON.parse(readFileSync(files.metrics, "utf8")).metrics;
    assert.equal(metrics["seed/analyzed_traj_count"], 6);
    assert.equal(metrics["seed/analysis_failed_traj_count"], 1);
    close(
      metrics["seed/opd_estimate/active_token_ratio"],
      jsonl.reduce((n, r) => n + r.opd_mask.reduce((a: number, b: number) => a + b, 0), 0) /
        jsonl.reduce((n, r) => n + r.responses.length, 0),
    );

    const sft = writeSftDataset(path.join(dir, "sft"), buildSftRecords(trajectories, analyses), { seed: 2026, valFraction: 0.1 });
    assert.deepEqual(sft.counts, { train: 4, val: 1, all: 5 });
    const sftRows = await duckRows(
      `SELECT prompt, response, skill_id, task_type, source_success, source_num_steps, parse_ok, messages FROM read_parquet('${sft.train}')`,
    );
    assert.equal(sftRows.length, 4);
    for (const row of sftRows) {
      assert.ok(String(row.prompt).startsWith("Analyze the following agent episode and return ONLY valid JSON."));
      assert.deepEqual(Object.keys(JSON.parse(String(row.response))), ["episode_summary", "episode_skill"]);
      assert.equal(row.parse_ok, true);
    }
    for (const file of [sft.trainMessages, sft.valMessages]) {
      for (const line of readFileSync(file, "utf8").trim().split("\n")) {
        const record = JSON.parse(line);
        assert.deepEqual(Object.keys(record), ["messages"]);
        assert.deepEqual(
          record.messages.map((m: { role: string }) => m.role),
          ["user", "assistant"],
        );
        assert.ok(record.messages.every((m: { content: unknown }) => typeof m.content === "string" && m.content.length > 0));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("seed iterate: rounds run the trainer command, follow its endpoint, append metrics.jsonl, and resume", async () => {
  const dir = tmp();
  try {
    const trainer = path.join(dir, "trainer.mjs");
    writeFileSync(
      trainer,
      [
        "import { writeFileSync, statSync } from 'node:fs';",
        "const size = statSync(process.env.SEED_EXPORT_PARQUET).size;",
        "writeFileSync(process.env.SEED_NEXT_ENDPOINT_FILE, JSON.stringify({ base_url: '', model: 'expert' }));",
        "writeFileSync(process.env.SEED_TRAINER_METRICS_FILE, JSON.stringify({ 'actor/pg_loss': 0.5, 'perf/export_bytes': size }));",
      ].join("\n"),
    );
    const pool = scanCatalog([GAMES], { splits: ["valid_seen"] });
    const endpointsSeen: string[] = [];
    const config: IterateConfig = {
      outDir: path.join(dir, "run"),
      rounds: 2,
      policy: { kind: "random" },
      policyFor: (policy) => {
        endpointsSeen.push(policy.kind);
        return policy.kind === "expert" ? new LocalPolicyBackend(new ExpertPolicy()) : new LocalPolicyBackend(new RandomPolicy(4));
      },
      analyzerFor: () => new RuleAnalyzerBackend(),
      scorerFor: async () => new ByteCacheLM(),
      trainerCommand: `"${process.execPath}" "${trainer}"`,
      pool: pool.games,
      tasksPerRound: 2,
      groupSize: 2,
      maxSteps: 4,
      historyLength: 2,
      templates: BUILTIN_TEMPLATE_SETS.verl,
      projection: "strict",
      seed: 7,
      concurrency: 4,
      sendEpisodeContext: false,
      analyzer: { ...DEFAULT_ANALYZER, attempts: 2, concurrency: 2 },
      scoring: { ...DEFAULT_SCORING, retokenize: true },
      credit: DEFAULT_CREDIT,
      progress: new SilentStageProgress(),
    };
    const outcome = await runIterations(config);
    assert.deepEqual(outcome.policy, { kind: "expert" });
    assert.deepEqual(endpointsSeen, ["random", "expert"]);
    const metricsFile = path.join(config.outDir, "metrics.jsonl");
    const lines = readFileSync(metricsFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      lines.map((l) => l.step),
      [1, 2],
    );
    for (const line of lines) {
      assert.deepEqual(Object.keys(line), ["step", "metrics"]);
      for (const key of [
        "episode/success_rate",
        "episode/reward/mean",
        "episode/length/mean",
        "seed/opd_estimate/gate_mean",
        "seed/opd_estimate/gate_active_ratio",
        "seed/opd_estimate/teacher_gap_mean",
        "seed/opd_estimate/active_token_ratio",
        "seed/analyzed_traj_count",
        "actor/pg_loss",
        "timing_s/gen",
        "timing_s/update_actor",
      ]) {
        assert.equal(typeof line.metrics[key], "number", key);
      }
    }
    // Crash in round 1 after scoring: drop its completion record and its export; a rerun redoes only that.
    const round1 = roundDir(config.outDir, 1);
    const rolloutsBefore = readFileSync(path.join(round1, "rollouts.jsonl"), "utf8");
    rmSync(path.join(round1, "round.json"));
    rmSync(path.join(round1, "export"), { recursive: true });
    endpointsSeen.length = 0;
    await runIterations(config);
    assert.deepEqual(endpointsSeen, ["expert"], "round 0 is not rerun; round 1 resumes on its recorded endpoint");
    assert.equal(readFileSync(path.join(round1, "rollouts.jsonl"), "utf8"), rolloutsBefore);
    assert.ok(existsSync(path.join(round1, "export", "seed_batch.parquet")));
    assert.deepEqual(
      readFileSync(metricsFile, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).step),
      [1, 2],
      "no duplicate metrics line",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
