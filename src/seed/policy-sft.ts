// Stage-1 data for a policy that both acts and writes its own hindsight skills (SEED's policy is its
// own analyzer): from demonstrations and their analyses, three kinds of (prompt, reply) rows —
//   action        the step's ordinary prompt → the demonstrator's reply;
//   action+skill  the same step with the trajectory's hindsight skill in context (the teacher
//                 prompt SEED scores with, buildAugmentedPrompt) → the same reply, so the
//                 skill-conditioned teacher is a model that has learnt to read skills;
//   analysis      the analyzer prompt of the trajectory → its JSON skill (what `seed sft` writes).
// Only won trajectories teach actions; every analysed trajectory teaches analysis.
import { hashSeed, mulberry32 } from "../agent/rng.js";
import { buildAugmentedPrompt } from "./augment.js";
import { buildSftRecords } from "./sft.js";
import type { Analysis, Trajectory } from "./types.js";

export const POLICY_SFT_FILE = "policy_sft.jsonl";

export type PolicySftKind = "action" | "action+skill" | "analysis";

export interface PolicySftRow {
  kind: PolicySftKind;
  prompt: string;
  response: string;
  gamefile: string;
  task_type: string;
}

export interface PolicySftOptions {
  /** Share of action steps also given with the skill in context. */
  skillShare: number;
  /** At most this many analysis rows (analyzer prompts hold the whole trajectory: long and costly to train on). */
  maxAnalysisRows: number;
  seed: number;
  /**
   * Extra copies of each action row whose command takes an object: one step in twenty, and the one a
   * small policy learns worst (docs/seed-learn.md: 4 extra copies raised those replies from 14.5% to
   * 49.3% right, and valid_seen wins from 8 to 20 of 140). 0 by default.
   */
  takeCopies?: number;
}

export function buildPolicySftRows(
  trajectories: readonly Trajectory[],
  analyses: readonly Analysis[],
  options: PolicySftOptions,
): PolicySftRow[] {
  const skills = new Map(analyses.filter((a) => a.parseOk && a.episodeSkill).map((a) => [a.trajUid, a.episodeSkill!]));
  const next = mulberry32(hashSeed("policy-sft", options.seed));
  const rows: PolicySftRow[] = [];
  for (const trajectory of trajectories) {
    if (!trajectory.won) continue;
    const skill = skills.get(trajectory.trajUid);
    const facts = { gamefile: trajectory.gamefile, task_type: trajectory.taskType ?? "" };
    for (const step of trajectory.steps) {
      const copies = 1 + (step.action.startsWith("take ") ? (options.takeCopies ?? 0) : 0);
      for (let copy = 0; copy < copies; copy += 1) rows.push({ kind: "action", prompt: step.prompt, response: step.response, ...facts });
      if (skill && next() < options.skillShare)
        rows.push({ kind: "action+skill", prompt: buildAugmentedPrompt(step.prompt, skill), response: step.response, ...facts });
    }
  }
  const analysisRows = buildSftRecords(trajectories, analyses)
    .slice(0, options.maxAnalysisRows)
    .map(
      (record): PolicySftRow => ({
        kind: "analysis",
        prompt: record.prompt,
        response: record.response,
        gamefile: record.gamefile,
        task_type: record.task_type,
      }),
    );
  return [...rows, ...analysisRows];
}
