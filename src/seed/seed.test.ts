import { strict as assert } from "node:assert";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { DuckDBInstance } from "@duckdb/node-api";
import { isNontrivialSkill, parseAnalysisAnswer } from "./analyzer.js";
import { DEFAULT_CREDIT, computeCredit, discountedReturns, opdMetrics, type CreditTrajectory } from "./credit.js";
import { EXPORT_COLUMNS, buildExport, writeExport } from "./export.js";
import { extractJsonObject } from "./json-extract.js";
import { analysisWorkersMetric, seedMetrics } from "./metrics.js";
import { buildSftRecords, writeSftDataset } from "./sft.js";
import { fakeTrajectory } from "./test-support.js";
import type { Analysis, RolloutStep, StepScores, Trajectory } from "./types.js";

const close = (actual: number, expected: number, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not within ${tolerance} of ${expected}`);

// One group (uid g) of two copies: A wins in two steps (the second with an invalid format), B loses in one.
const group: CreditTrajectory[] = [
  {
    uid: "g",
    trajUid: "A",
    won: true,
    steps: [
      { valid: true, anchor: "start", studentLogprobs: [-1.0, -1.0], teacherLogprobs: [-0.5, -2.0] },
      { valid: false, anchor: "after", studentLogprobs: [-0.25], teacherLogprobs: [-0.25] },
    ],
  },
  { uid: "g", trajUid: "B", won: false, steps: [{ valid: true, anchor: "start", studentLogprobs: [-3.0], teacherLogprobs: null }] },
];

test("credit by hand: Δ, gate σ(5Δ), OPD mask and per-trajectory GRPO advantages", () => {
  const rows = computeCredit(group, { ...DEFAULT_CREDIT, groupStats: "trajectories" });
  // R_A = 10·1 − 0.1·1 = 9.9, R_B = 0; μ = 4.95; unbiased σ = √((4.95² + 4.95²)/1) = 4.95·√2.
  const sigma = 4.95 * Math.SQRT2;
  close(rows[0].score, 9.9);
  close(rows[0].advantage, 4.95 / (sigma + 1e-6));
  close(rows[1].advantage, 4.95 / (sigma + 1e-6));
  close(rows[2].advantage, -4.95 / (sigma + 1e-6));
  assert.deepEqual(rows[0].delta, [0.5, -1.0]);
  close(rows[0].gate![0], 1 / (1 + Math.exp(-2.5)));
  close(rows[0].gate![1], 1 / (1 + Math.exp(5)));
  assert.deepEqual(rows[1].delta, [0]);
  close(rows[1].gate![0], 0.5);
  assert.deepEqual(rows[0].opdMask, [1, 1]);
  assert.deepEqual(rows[2].opdMask, [0], "no accepted skill, no teacher signal");
  assert.equal(rows[2].gate, null);
  assert.deepEqual(rows[0].tokenAdvantages, [rows[0].advantage, rows[0].advantage], "opd mode: A broadcast, Δ only in the OPD loss");

  const metrics = opdMetrics(rows, DEFAULT_CREDIT);
  const g = [1 / (1 + Math.exp(-2.5)), 1 / (1 + Math.exp(5)), 0.5];
  close(metrics["seed/opd_estimate/active_token_ratio"], 3 / 4);
  close(metrics["seed/opd_estimate/gate_mean"], (g[0] + g[1] + g[2]) / 3);
  close(metrics["seed/opd_estimate/gate_active_ratio"], 1 / 3, 1e-12);
  close(metrics["seed/opd_estimate/teacher_gap_mean"], (0.5 - 1.0 + 0) / 3);
  close(metrics["seed/opd_estimate/loss"], (g[0] * 0.5 + g[1] * -1.0 + g[2] * 0) / 3);
});

test("credit by hand: verl-agent row scores and the additive variant A + w·Δ", () => {
  const rows = computeCredit(group, { ...DEFAULT_CREDIT, groupStats: "rows", mode: "additive", additiveWeight: 0.1 });
  // Row scores 10, 9.9 (invalid row), 0; μ = 19.9/3; unbiased σ over the three rows.
  const scores = [10, 9.9, 0];
  const mean = 19.9 / 3;
  const sigma = Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / 2);
  rows.forEach((row, i) => close(row.advantage, (scores[i] - mean) / (sigma + 1e-6)));
  close(rows[0].tokenAdvantages[0], rows[0].advantage + 0.1 * 0.5);
  close(rows[0].tokenAdvantages[1], rows[0].advantage - 0.1 * 1.0);
  assert.deepEqual(rows[2].tokenAdvantages, [rows[2].advantage]);
});

test("GiGPO step advantages by hand: discounted returns normalized within anchor-state groups", () => {
  const config = { ...DEFAULT_CREDIT, stepAdvantageWeight: 1, gamma: 0.95 };
  const rows = computeCredit(group, config);
  // A: r = (0, 10), so G = (0.95·10, 10 − 0.1): the penalty comes off the invalid step's own return, undiscounted
  // (verl-agent applies it after the discounting). B: G = (0). Step group "start" holds A's first step and B's,
  // "after" holds A's second step alone.
  assert.deepEqual(discountedReturns(group[0], config), [9.5, 9.9]);
  const returns = [0.95 * 10, 0];
  const mean = returns[0] / 2;
  const sigma = Math.sqrt(2 * mean ** 2);
  close(rows[0].stepAdvantage, (returns[0] - mean) / (sigma + 1e-6));
  close(rows[2].stepAdvantage, (returns[1] - mean) / (sigma + 1e-6));
  assert.equal(rows[1].stepAdvantage, 0, "a step alone in its anchor group gets 0");
  rows.forEach((row) => {
    close(row.outcomeAdvantage, row.advantage + row.stepAdvantage);
    row.tokenAdvantages.forEach((total) => close(total, row.outcomeAdvantage));
  });

  const half = computeCredit(group, { ...config, stepAdvantageWeight: 0.5, normalizeByStd: false });
  close(half[0].stepAdvantage, returns[0] - mean, 1e-12);
  close(half[0].tokenAdvantages[0], half[0].advantage + 0.5 * (returns[0] - mean));

  const episodeOnly = computeCredit(group, DEFAULT_CREDIT);
  episodeOnly.forEach((row) => {
    assert.equal(row.stepAdvantage, 0);
    row.tokenAdvantages.forEach((total) => assert.equal(total, row.advantage));
  });
});

test("a single-member group gets μ = 0, σ = 1 as verl does", () => {
  const rows = computeCredit(
    [{ uid: "solo", trajUid: "S", won: true, steps: [{ valid: true, anchor: "start", studentLogprobs: [-1], teacherLogprobs: null }] }],
    { ...DEFAULT_CREDIT, groupStats: "trajectories" },
  );
  close(rows[0].advantage, 10 / (1 + 1e-6));
});

test("analyzer answers: fenced, single-quoted and broken JSON; trivial skills refused", () => {
  const fenced =
    'Here you go:\n```json\n{"episode_summary": "Found the mug.", "episode_skill": "Check the countertop before opening cabinets."}\n```';
  assert.equal(parseAnalysisAnswer(fenced).episodeSkill, "Check the countertop before opening cabinets.");
  const python = "{'episode_summary': 'ok', 'episode_skill': 'Heat the object in the microwave before placing it.'}";
  assert.equal(extractJsonObject(python).episode_skill, "Heat the object in the microwave before placing it.");
  assert.throws(() => parseAnalysisAnswer('{"episode_summary": "x", "episode_skill": "..."}'), /episode_skill/);
  assert.throws(() => parseAnalysisAnswer("no json at all"));
  assert.equal(isNontrivialSkill("Open it."), false);
  assert.equal(isNontrivialSkill("Go to the fridge before cooling anything."), true);
});

function step(i: number, valid: boolean, won: boolean): RolloutStep {
  return {
    stepIndex: i,
    prompt: `prompt ${i} — é`,
    anchor: `obs ${i}`,
    response: `<think>t</think><action>look</action>`,
    responseTokenIds: [10 + i, 11 + i],
    tokenIdsSource: "backend",
    samplingLogprobs: [-0.5, -0.25],
    action: "look",
    valid,
    reward: won ? 10 : 0,
    won,
    done: won,
  };
}

function fixture(): { trajectories: Trajectory[]; analyses: Analysis[]; scores: StepScores[] } {
  const trajectories: Trajectory[] = [0, 1].map((r) => ({
    uid: "task-0",
    trajUid: `task-0-${r}`,
    groupIndex: 0,
    rolloutIndex: r,
    gamefile: "/games/x/game.tw-pddl",
    taskType: "pick_and_place_simple",
    taskDescription: "put a mug in cabinet.",
    won: r === 0,
    steps: [step(0, true, false), step(1, r === 0, r === 0)],
  }));
  const analyses: Analysis[] = trajectories.map((t, r) => ({
    trajUid: t.trajUid,
    uid: t.uid,
    prompt: `analyze ${r}`,
    answers: ["{}"],
    attempts: 1,
    parseOk: true,
    episodeSummary: `summary ${r}`,
    episodeSkill: r === 0 ? "Look in every cabinet before giving up on the task." : null,
    error: null,
  }));
  const scores: StepScores[] = trajectories.flatMap((t, r) =>
    t.steps.map((s) => ({
      trajUid: t.trajUid,
      stepIndex: s.stepIndex,
      studentLogprobs: [-0.5, -0.25],
      teacherLogprobs: r === 0 ? [-0.25, -0.5] : null,
      skillPrompt: r === 0 ? "with skill" : null,
      promptTokenIds: [1, 2, 3],
      responseTokenIds: s.responseTokenIds!,
    })),
  );
  return { trajectories, analyses, scores };
}

async function duckRows(file: string) {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(`select * from read_parquet('${file.replaceAll("'", "''")}')`);
  return {
    names: reader.columnNames(),
    types: reader.columnTypes().map(String),
    rows: reader.getRowObjectsJson() as Record<string, unknown>[],
  };
}

test("trainer export reads back with DuckDB's Parquet reader, with the documented columns", async () => {
  const dir = mkdtempSync(join(tmpdir(), "seedworld-seed-export-"));
  try {
    const { trajectories, analyses, scores } = fixture();
    const result = buildExport({ trajectories, analyses, scores, credit: DEFAULT_CREDIT, tokenizer: "tiny", analyzerWorkers: 1 });
    const files = writeExport(dir, result, DEFAULT_CREDIT);
    const { names, types, rows } = await duckRows(files.parquet);
    assert.deepEqual(
      names,
      EXPORT_COLUMNS.map((c) => c.name),
    );
    const typeOf = (name: string) => types[names.indexOf(name)];
    assert.equal(typeOf("responses"), "INTEGER[]");
    assert.equal(typeOf("old_log_probs"), "FLOAT[]");
    assert.equal(typeOf("teacher_signal_mask"), "BOOLEAN");
    assert.equal(typeOf("messages").replaceAll('"', ""), "STRUCT(role VARCHAR, content VARCHAR)[]");
    assert.equal(rows.length, 4);
    assert.deepEqual(rows[0].responses, [10, 11]);
    assert.deepEqual(rows[0].teacher_log_prob, [-0.25, -0.5]);
    assert.deepEqual(rows[0].opd_mask, [1, 1]);
    assert.deepEqual(rows[2].opd_mask, [0, 0]);
    assert.equal(rows[0].prompt_text, "prompt 0 — é");
    const jsonl = readFileSync(files.jsonl, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    assert.equal(jsonl.length, 4);
    jsonl.forEach((row, i) => close(row.episode_advantage, rows[i].episode_advantage as number, 1e-12));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("stage-1 SFT data: seeded 90/10 split, chat-format JSONL, Parquet readable by DuckDB", async () => {
  const dir = mkdtempSync(join(tmpdir(), "seedworld-seed-sft-"));
  try {
    const { trajectories } = fixture();
    const many: Trajectory[] = Array.from({ length: 10 }, (_, i) => ({ ...trajectories[i % 2], trajUid: `t${i}`, rolloutIndex: i }));
    const analyses: Analysis[] = many.map((t, i) => ({
      trajUid: t.trajUid,
      uid: t.uid,
      prompt: `analyze ${i}`,
      answers: [],
      attempts: 1,
      parseOk: true,
      episodeSummary: `summary ${i} ✓`,
      episodeSkill: `Skill number ${i} says to check receptacles first.`,
      error: null,
    }));
    const records = buildSftRecords(many, analyses);
    const first = writeSftDataset(dir, records, { seed: 3, valFraction: 0.1 });
    assert.deepEqual(first.counts, { train: 9, val: 1, all: 10 });
    const lines = readFileSync(first.trainMessages, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    assert.equal(lines.length, 9);
    for (const { messages } of lines) {
      assert.deepEqual(
        messages.map((m: { role: string }) => m.role),
        ["user", "assistant"],
      );
      const answer = JSON.parse(messages[1].content);
      assert.deepEqual(Object.keys(answer), ["episode_summary", "episode_skill"]);
      assert.ok(messages[1].content.includes("\\u2713"), "ensure_ascii escapes, as Python's json.dumps writes them");
    }
    const again = writeSftDataset(join(dir, "again"), records, { seed: 3, valFraction: 0.1 });
    assert.equal(readFileSync(again.trainMessages, "utf8"), readFileSync(first.trainMessages, "utf8"), "same seed, same split");
    const { names, rows } = await duckRows(first.train);
    assert.deepEqual(names.slice(0, 3), ["prompt", "response", "messages"]);
    assert.equal(rows.length, 9);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("re-scoring the same tokens: equal under the same context, shifted by the skill block, refused without a scorer", async () => {
  const { ByteCacheLM } = await import("./cache-lm.js");
  const { buildAugmentedPrompt } = await import("./augment.js");
  const { requireScorer, ScoringUnsupportedError } = await import("./scorer.js");
  const { OpenAIBackend } = await import("../agent/openai-backend.js");
  const scorer = new ByteCacheLM();
  const prompt =
    "You are an expert agent operating in the ALFRED Embodied Environment.\nYour admissible actions of the current situation are: [go to fridge 1, open fridge 1].";
  const response = await scorer.tokenizeResponse("<think>cool it</think><action>go to fridge 1</action>");
  const student = await scorer.scoreResponse({ prompt, responseTokenIds: response });
  const again = await scorer.scoreResponse({ prompt, responseTokenIds: response });
  assert.deepEqual(again, student);
  const skilled = buildAugmentedPrompt(prompt, "Go to the fridge first and cool the object before placing it.");
  assert.notEqual(skilled, prompt);
  const teacher = await scorer.scoreResponse({ prompt: skilled, responseTokenIds: response });
  assert.equal(teacher.length, student.length);
  assert.ok(
    teacher.some((t, i) => Math.abs(t - student[i]) > 1e-4),
    "the skill context moves some log-probs",
  );
  assert.ok([...teacher, ...student].every((x) => Number.isFinite(x) && x <= 0));
  const chatOnly = new OpenAIBackend({
    model: "m",
    baseUrls: ["http://127.0.0.1:9"],
    apiKey: "",
    temperature: 0,
    maxTokens: 8,
    timeoutMs: 1000,
  });
  assert.throws(() => requireScorer(chatOnly, "hosted chat API"), ScoringUnsupportedError);
  assert.throws(() => requireScorer(chatOnly, "hosted chat API"), /"hosted chat API" cannot score given tokens.*vLLM/s);
  const { LocalPolicyBackend, RandomPolicy } = await import("../agent/local-agents.js");
  assert.throws(() => requireScorer(new LocalPolicyBackend(new RandomPolicy(0)), "random"), /"random" cannot score given tokens/);
  assert.equal(requireScorer(scorer, "cache LM").model, scorer.model);
});

test("seed/* scalars as SEED's trainer counts them: rows for the teacher mask, one request per trajectory", () => {
  const rows = computeCredit(group, DEFAULT_CREDIT);
  const trajectory = (trajUid: string, won: boolean, steps: number): Trajectory =>
    fakeTrajectory({ uid: "g", trajUid, gamefile: "x", taskDescription: "t", won }, steps);

  const analysis = (trajUid: string, skill: string | null, attempts: number): Analysis => ({
    trajUid,
    uid: "g",
    prompt: "p",
    answers: Array(attempts).fill("x"),
    attempts,
    parseOk: skill !== null,
    episodeSummary: null,
    episodeSkill: skill,
    error: null,
  });
  const metrics = seedMetrics({
    trajectories: [trajectory("A", true, 2), trajectory("B", false, 1)],
    analyses: [analysis("A", "Heat it first.", 2), analysis("B", null, 2)],
    rows,
    teacherLogprobs: [[-0.5, -2.0], [-0.25], null],
    config: DEFAULT_CREDIT,
    analyzerWorkers: 1,
  });
  assert.equal(metrics["seed/critical_step_ratio"], 2 / 3, "2 of 3 step rows belong to the analysed trajectory");
  assert.equal(metrics["seed/episode_skill_teacher/episode_skills_applied"], 2, "rows, not trajectories");
  assert.equal(
    metrics["seed/episode_skill_teacher/episode_skill_step_ratio"],
    1,
    "episode_only: every selected row uses the episode skill",
  );
  assert.equal(metrics["seed/analysis_num_requests"], 2, "one request per trajectory, retries not counted");
  assert.equal(metrics["seed/teacher_batch_size"], 2);
  assert.equal(metrics["seed/failed_traj_count"], 2, "SEED's name for the trajectories sent to analysis");
  assert.equal(metrics["seed/analysis_mode_teacher_bootstrap"], 1, "the paper-style configuration's constant keys are there");
  assert.ok(!Object.keys(metrics).some((key) => key.startsWith("actor/")), "pre-update estimates never use the trainer's actor/ names");
  assert.equal(typeof metrics["seed/opd_estimate/gate_mean"], "number");
  const none = seedMetrics({
    trajectories: [trajectory("B", false, 1)],
    analyses: [analysis("B", null, 1)],
    rows: rows.slice(2),
    teacherLogprobs: [null],
    config: DEFAULT_CREDIT,
    analyzerWorkers: 1,
  });
  assert.equal(none["seed/critical_step_ratio"], 0);
  assert.ok(
    !Object.keys(metrics).some((key) => key.startsWith("seed/state_group/")),
    "no step groups without step advantages, as upstream",
  );
  // With step advantages: A's first step and B's acted on "start" (a group of 2), A's second on "after" (alone).
  const stepWeighted = { ...DEFAULT_CREDIT, stepAdvantageWeight: 1 };
  const anchoredAs = (t: Trajectory, credit: CreditTrajectory): Trajectory => ({
    ...t,
    steps: t.steps.map((step, i) => ({ ...step, anchor: credit.steps[i].anchor })),
  });
  const grouped = seedMetrics({
    trajectories: [anchoredAs(trajectory("A", true, 2), group[0]), anchoredAs(trajectory("B", false, 1), group[1])],
    analyses: [analysis("A", "Heat it first.", 2), analysis("B", null, 2)],
    rows: computeCredit(group, stepWeighted),
    teacherLogprobs: [[-0.5, -2.0], [-0.25], null],
    config: stepWeighted,
    analyzerWorkers: 1,
  });
  assert.deepEqual(
    [2, 3, 1.5, 0.5, 1, 2],
    ["num_groups", "num_samples", "mean", "std", "min", "max"].map((key) => grouped[`seed/state_group/${key}`]),
  );
  assert.ok(grouped["seed/adv/step_share"] > 0 && grouped["seed/adv/step_advantage_weight"] === 1);
  // 0.1 + 0.2 − 0.1 − 0.2 is 2.8e-17 in floating point: the teacher's part must be read as exactly 0.
  const [first] = computeCredit(group, stepWeighted);
  const rounded = { ...first, advantage: 0.1, stepAdvantage: 0.2, outcomeAdvantage: 0.1 + 0.2, tokenAdvantages: [0.1 + 0.2, 0.1 + 0.2] };
  const noTeacher = seedMetrics({
    trajectories: [anchoredAs(trajectory("A", true, 1), group[0])],
    analyses: [],
    rows: [rounded],
    teacherLogprobs: [null],
    config: stepWeighted,
    analyzerWorkers: 1,
  });
  assert.equal(noTeacher["seed/adv/teacher_active_token_ratio"], 0, "opd mode adds no teacher term to the advantages");
  assert.equal(noTeacher["seed/adv/teacher_abs_mean"], 0);
  // Refused requests are counted whether or not a fallback analyzer stood in.
  const refused = seedMetrics({
    trajectories: [trajectory("A", true, 2), trajectory("B", false, 1), trajectory("C", false, 1)],
    analyses: [
      { ...analysis("A", "Heat it first.", 1), fallback: true, policyError: "the analyzer refused the request", policyRefused: true },
      { ...analysis("B", "Look first.", 1), fallback: true, policyError: "not JSON", policyRefused: false },
      { ...analysis("C", null, 0), refused: true },
    ],
    rows,
    teacherLogprobs: [null, null, null],
    config: DEFAULT_CREDIT,
    analyzerWorkers: 1,
  });
  assert.equal(refused["seed/analysis_policy_refused_traj_count"], 2);
  assert.equal(refused["seed/analysis_fallback_traj_count"], 2);
  // The rule analyzer alone (GRPO's runs): no analysis is the policy's, so none is counted as its valid one.
  const byRules = seedMetrics({
    trajectories: [trajectory("A", true, 2)],
    analyses: [analysis("A", "Heat it first.", 1)],
    rows,
    teacherLogprobs: [null],
    config: DEFAULT_CREDIT,
    analyzerWorkers: 1,
    policyAnalyzes: false,
  });
  assert.equal(byRules["seed/analysis_succeeded_traj_count"], 1);
  for (const key of ["valid", "refused"].map((k) => `seed/analysis_policy_${k}_traj_count`).concat("seed/analysis_fallback_traj_count"))
    assert.ok(!(key in byRules), key);
  assert.ok(!("seed/episode_skill_teacher/episode_skill_step_ratio" in none), "SEED leaves the ratio out when no row was selected");
});

test("seed/analysis_num_workers: 1 for the policy analyzer (one batched call in SEED), else min(workers, trajectories)", () => {
  assert.equal(analysisWorkersMetric(true, 8, 128), 1);
  assert.equal(analysisWorkersMetric(false, 8, 128), 8);
  assert.equal(analysisWorkersMetric(false, 8, 3), 3);
  assert.equal(analysisWorkersMetric(false, 8, 0), 1);
});
