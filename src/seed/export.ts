// Trainer export: one row per (trajectory, step) with the token ids, old / teacher log-probs,
// advantages and masks a verl or TRL run consumes (docs/seed-export.md). Parquet with verl batch
// column names, plus a JSONL mirror with full float64 precision.
import path from "node:path";
import { computeCredit, type CreditConfig, type CreditRow, type CreditTrajectory } from "./credit.js";
import { writeFileAtomic } from "../formats/atomic.js";
import { writeJsonl } from "../formats/jsonl.js";
import { seedMetrics } from "./metrics.js";
import { writeParquetFile, type ColumnSpec } from "./parquet.js";
import type { Analysis, StepScores, Trajectory } from "./types.js";
import { SeedworldError } from "../platform/errors.js";

export const EXPORT_COLUMNS: readonly ColumnSpec[] = [
  { name: "uid", type: "utf8" },
  { name: "traj_uid", type: "utf8" },
  { name: "group_index", type: "int32" },
  { name: "rollout_index", type: "int32" },
  { name: "step_index", type: "int32" },
  { name: "prompts", type: "list<int32>" },
  { name: "responses", type: "list<int32>" },
  { name: "response_mask", type: "list<int32>" },
  { name: "old_log_probs", type: "list<float32>" },
  { name: "rollout_log_probs", type: "list<float32>" },
  { name: "teacher_log_prob", type: "list<float32>" },
  { name: "teacher_signal_mask", type: "bool" },
  { name: "opd_mask", type: "list<int32>" },
  { name: "opd_gate", type: "list<float32>" },
  { name: "teacher_gap", type: "list<float32>" },
  { name: "advantages", type: "list<float32>" },
  { name: "episode_advantage", type: "float64" },
  { name: "step_advantage", type: "float64" },
  { name: "row_score", type: "float64" },
  { name: "episode_rewards", type: "float64" },
  { name: "episode_lengths", type: "int32" },
  { name: "won", type: "bool" },
  { name: "is_action_valid", type: "bool" },
  { name: "active_masks", type: "bool" },
  { name: "messages", type: "messages" },
  { name: "prompt_text", type: "utf8" },
  { name: "skill_prompt_text", type: "utf8" },
  { name: "response_text", type: "utf8" },
  { name: "episode_skill", type: "utf8" },
  { name: "anchor_obs", type: "utf8" },
  { name: "gamefile", type: "utf8" },
  { name: "task_type", type: "utf8" },
  { name: "token_ids_source", type: "utf8" },
  { name: "tokenizer", type: "utf8" },
];

export interface ExportInputs {
  trajectories: readonly Trajectory[];
  analyses: readonly Analysis[];
  scores: readonly StepScores[];
  credit: CreditConfig;
  tokenizer: string;
  analyzerWorkers: number;
  /** Whether the policy was asked to analyse (default true); see `SeedMetricInputs`. */
  policyAnalyzes?: boolean;
}

export interface ExportResult {
  rows: Record<string, unknown>[];
  credit: CreditRow[];
  metrics: Record<string, number>;
}

const scoreKey = (trajUid: string, stepIndex: number) => `${trajUid}\u0000${stepIndex}`;

function creditInputs(trajectories: readonly Trajectory[], scores: Map<string, StepScores>): CreditTrajectory[] {
  return trajectories.map((t) => ({
    uid: t.uid,
    trajUid: t.trajUid,
    won: t.won,
    steps: t.steps.map((step) => {
      const score = scores.get(scoreKey(t.trajUid, step.stepIndex));
      if (!score)
        throw new SeedworldError("BAD_FILE", `no scores for ${t.trajUid} step ${step.stepIndex}: run \`seed score\` on the same rollouts`);
      return { valid: step.valid, anchor: step.anchor, studentLogprobs: score.studentLogprobs, teacherLogprobs: score.teacherLogprobs };
    }),
  }));
}

/** Rows in (group, copy, step) order, the credit behind them, and the round's scalars. */
export function buildExport(inputs: ExportInputs): ExportResult {
  const scores = new Map(inputs.scores.map((s) => [scoreKey(s.trajUid, s.stepIndex), s]));
  const skills = new Map(inputs.analyses.map((a) => [a.trajUid, a.episodeSkill ?? ""]));
  const credit = computeCredit(creditInputs(inputs.trajectories, scores), inputs.credit);
  const rows: Record<string, unknown>[] = [];
  let r = 0;
  for (const t of inputs.trajectories) {
    const episodeReward = t.steps.reduce((sum, s) => sum + s.reward, 0);
    for (const step of t.steps) {
      const score = scores.get(scoreKey(t.trajUid, step.stepIndex))!;
      const row = credit[r++];
      const sampling =
        step.tokenIdsSource === "backend" && step.samplingLogprobs?.length === score.responseTokenIds.length ? step.samplingLogprobs : [];
      rows.push({
        uid: t.uid,
        traj_uid: t.trajUid,
        group_index: t.groupIndex,
        rollout_index: t.rolloutIndex,
        step_index: step.stepIndex,
        prompts: score.promptTokenIds ?? [],
        responses: score.responseTokenIds,
        response_mask: score.responseTokenIds.map(() => 1),
        old_log_probs: score.studentLogprobs,
        rollout_log_probs: sampling,
        teacher_log_prob: score.teacherLogprobs ?? [],
        teacher_signal_mask: row.teacherSignal,
        opd_mask: row.opdMask,
        opd_gate: row.gate ?? [],
        teacher_gap: row.delta ?? [],
        advantages: row.tokenAdvantages,
        episode_advantage: row.advantage,
        step_advantage: row.stepAdvantage,
        row_score: row.score,
        episode_rewards: episodeReward,
        episode_lengths: t.steps.length,
        won: t.won,
        is_action_valid: step.valid,
        active_masks: true,
        messages: [
          { role: "user", content: step.prompt },
          { role: "assistant", content: step.response },
        ],
        prompt_text: step.prompt,
        skill_prompt_text: score.skillPrompt ?? "",
        response_text: step.response,
        episode_skill: skills.get(t.trajUid) ?? "",
        anchor_obs: step.anchor,
        gamefile: t.gamefile,
        task_type: t.taskType ?? "",
        token_ids_source: step.tokenIdsSource ?? "",
        tokenizer: inputs.tokenizer,
      });
    }
  }
  const teacherLogprobs = inputs.scores.map((s) => s.teacherLogprobs);
  const metrics = seedMetrics({
    trajectories: inputs.trajectories,
    analyses: inputs.analyses,
    rows: credit,
    teacherLogprobs,
    config: inputs.credit,
    analyzerWorkers: inputs.analyzerWorkers,
    policyAnalyzes: inputs.policyAnalyzes,
  });
  return { rows, credit, metrics };
}

export interface ExportFiles {
  parquet: string;
  jsonl: string;
  metrics: string;
}

export function writeExport(outDir: string, result: ExportResult, credit: CreditConfig): ExportFiles {
  const files = {
    parquet: path.join(outDir, "seed_batch.parquet"),
    jsonl: path.join(outDir, "seed_batch.jsonl"),
    metrics: path.join(outDir, "seed_metrics.json"),
  };
  writeParquetFile(files.parquet, EXPORT_COLUMNS, result.rows);
  writeJsonl(files.jsonl, result.rows);
  writeFileAtomic(files.metrics, JSON.stringify({ credit, metrics: result.metrics }, null, 2) + "\n");
  return files;
}
