// The scalars one SEED round logs, under the keys of SEED / verl-agent (zhangdw156/SEED
// verl/trainer/ppo/ray_trainer.py `_prepare_seed_teacher_signals`; the list is in docs/seed-export.md),
// computed from the data side (rollouts, analyses, scores, credit) before the trainer's update.
// The OPD scalars are pre-update estimates under `seed/opd_estimate/*` (credit.ts), not `actor/opd_*`.
import { opdMetrics, stepGroupSizes, type CreditConfig, type CreditRow } from "./credit.js";
import type { Analysis, Trajectory } from "./types.js";

const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** `episode/*` as verl-agent's success evaluator and episode stats name them. */
export function episodeMetrics(trajectories: readonly Trajectory[]): Record<string, number> {
  const returns = trajectories.map((t) => t.steps.reduce((sum, s) => sum + s.reward, 0));
  const lengths = trajectories.map((t) => t.steps.length);
  const steps = trajectories.flatMap((t) => t.steps);
  const metrics: Record<string, number> = {
    "episode/success_rate": mean(trajectories.map((t) => (t.won ? 1 : 0))),
    "episode/reward/mean": mean(returns),
    "episode/reward/max": returns.length ? Math.max(...returns) : 0,
    "episode/reward/min": returns.length ? Math.min(...returns) : 0,
    "episode/length/mean": mean(lengths),
    "episode/length/max": lengths.length ? Math.max(...lengths) : 0,
    "episode/length/min": lengths.length ? Math.min(...lengths) : 0,
    "episode/valid_action_ratio": mean(steps.map((s) => (s.valid ? 1 : 0))),
  };
  const families = new Map<string, number[]>();
  for (const t of trajectories) {
    const family = familyOf(t.taskType);
    if (!family) continue;
    families.set(family, [...(families.get(family) ?? []), t.won ? 1 : 0]);
  }
  for (const [family, wins] of [...families].sort()) metrics[`episode/${family}_success_rate`] = mean(wins);
  return metrics;
}

// verl-agent `_process_gamefile` keys, first match wins (pick_and_place_simple → pick_and_place).
const FAMILY_KEYS = [
  "pick_and_place",
  "pick_two_obj_and_place",
  "look_at_obj_in_light",
  "pick_heat_then_place_in_recep",
  "pick_cool_then_place_in_recep",
  "pick_clean_then_place_in_recep",
];
export const familyOf = (taskType: string | null) => (taskType ? (FAMILY_KEYS.find((key) => taskType.includes(key)) ?? null) : null);

export interface SeedMetricInputs {
  trajectories: readonly Trajectory[];
  analyses: readonly Analysis[];
  rows: readonly CreditRow[];
  teacherLogprobs: readonly (readonly number[] | null)[];
  config: CreditConfig;
  analyzerWorkers: number;
  /** Whether the policy was asked to analyse (default true, SEED's way). With the rule analyzer alone (the GRPO
   * runs of `seed learn`) the policy's counts are left out: every analysis would read as a valid one of the policy's. */
  policyAnalyzes?: boolean;
}

function advantageSummary(rows: readonly CreditRow[], config: CreditConfig): Record<string, number> {
  const episode: number[] = [];
  const step: number[] = [];
  const teacher: number[] = [];
  for (const row of rows) {
    const weightedStep = config.stepAdvantageWeight * row.stepAdvantage;
    for (const total of row.tokenAdvantages) {
      episode.push(row.advantage);
      step.push(weightedStep);
      // Less the outcome part the credit added, so the teacher's part is exactly 0 where none was added.
      teacher.push(total - row.outcomeAdvantage);
    }
  }
  const absMean = (xs: number[]) => mean(xs.map(Math.abs));
  const total = absMean(episode) + absMean(step) + absMean(teacher);
  const share = (part: number) => (total > 0 ? part / total : 0);
  return {
    "seed/adv/episode_mean": mean(episode),
    "seed/adv/episode_abs_mean": absMean(episode),
    "seed/adv/episode_share": share(absMean(episode)),
    "seed/adv/step_mean": mean(step),
    "seed/adv/step_abs_mean": absMean(step),
    "seed/adv/step_share": share(absMean(step)),
    "seed/adv/step_advantage_weight": config.stepAdvantageWeight,
    "seed/adv/teacher_mean": mean(teacher),
    "seed/adv/teacher_abs_mean": absMean(teacher),
    "seed/adv/teacher_share": share(absMean(teacher)),
    "seed/adv/total_abs_mean": mean(rows.flatMap((row) => row.tokenAdvantages.map(Math.abs))),
    "seed/adv/teacher_active_token_ratio": teacher.length ? teacher.filter((x) => x !== 0).length / teacher.length : 0,
  };
}

/** SEED's `seed/state_group/*` (core_gigpo.py `compute_group_size_distribution_metrics`), logged only where step
 * advantages are weighted, as upstream groups steps only then. */
function stateGroupSummary(trajectories: readonly Trajectory[], config: CreditConfig): Record<string, number> {
  if (config.stepAdvantageWeight === 0) return {};
  const sizes = stepGroupSizes(trajectories);
  const average = mean(sizes);
  return {
    "seed/state_group/num_groups": sizes.length,
    "seed/state_group/num_samples": sizes.reduce((a, b) => a + b, 0),
    "seed/state_group/mean": average,
    "seed/state_group/std": Math.sqrt(mean(sizes.map((size) => (size - average) ** 2))),
    "seed/state_group/min": sizes.length ? Math.min(...sizes) : 0,
    "seed/state_group/max": sizes.length ? Math.max(...sizes) : 0,
  };
}

/**
 * Keys SEED's trainer logs every step whose values are fixed by the paper-style configuration seedworld
 * reproduces (analysis on, all trajectories, episode_only skills, no step skills, no skill_gen loss,
 * text prompts, success threshold 1.0), so a seedworld metrics line has the trainer's keys.
 */
const PAPER_STYLE_CONSTANTS: Readonly<Record<string, number>> = {
  "seed/analysis_disabled": 0,
  "seed/analysis_mode_teacher_bootstrap": 1,
  "seed/analysis_mode_failed_episode_opd": 0,
  "seed/failed_only_config": 0,
  "seed/failed_only_after_steps": -1,
  "seed/failed_only_schedule_active": 0,
  "seed/failure_success_threshold": 1,
  "seed/skipped_success_traj_count": 0,
  "seed/skill_gen_enabled": 0,
  "seed/skill_gen_samples_collected": 0,
  "seed/teacher_multimodal": 0,
  "seed/episode_skill_teacher_skipped_zero_weight": 0,
  "seed/skill_mode_step_only": 0,
  "seed/skill_teacher_mode_additive": 0,
  "seed/step_skill_teacher/step_skill_step_ratio": 0,
  "seed/step_skill_teacher/step_skills_applied": 0,
  "seed/step_skill_teacher_log_prob_mean": 0,
};

function policyAnalysisCounts(analyses: readonly Analysis[]): Record<string, number> {
  return {
    // The policy's own analyses that were valid, and those replaced by the fallback analyzer.
    "seed/analysis_policy_valid_traj_count": analyses.filter((a) => a.parseOk && !a.fallback).length,
    "seed/analysis_fallback_traj_count": analyses.filter((a) => a.fallback).length,
    // Trajectories whose analysis request the policy refused (its prompt past the context): no answer at all.
    "seed/analysis_policy_refused_traj_count": analyses.filter((a) => (a.fallback ? a.policyRefused : a.refused)).length,
  };
}

/**
 * SEED's `seed/*` scalars as its trainer computes them (SEEDc `ray_trainer.py`
 * `_prepare_seed_teacher_signals`, episode_only mode): the teacher mask is per step row, so the
 * ratios and counts are over rows; one analyzer request per analysed trajectory.
 */
export function seedMetrics(inputs: SeedMetricInputs): Record<string, number> {
  const { analyses, rows, config } = inputs;
  const teacherTokens = inputs.teacherLogprobs.flatMap((lp) => (lp ? [...lp] : []));
  const teacherRows = rows.filter((row) => row.teacherSignal).length;
  const metrics: Record<string, number> = {
    ...episodeMetrics(inputs.trajectories),
    ...opdMetrics(rows, config),
    "seed/analysis_enabled": 1,
    // One request per analysed trajectory, as SEED counts them (repair retries are not requests there).
    "seed/analysis_num_requests": analyses.length,
    "seed/analysis_num_workers": inputs.analyzerWorkers,
    "seed/analysis_succeeded_traj_count": analyses.filter((a) => a.parseOk).length,
    "seed/analysis_failed_traj_count": analyses.filter((a) => !a.parseOk).length,
    ...(inputs.policyAnalyzes === false ? {} : policyAnalysisCounts(analyses)),
    "seed/analyzed_traj_count": analyses.length,
    // critical_step_mask: every row of a trajectory with an accepted skill, over all rows.
    "seed/critical_step_ratio": rows.length ? teacherRows / rows.length : 0,
    "seed/teacher_batch_size": teacherRows,
    "seed/teacher_available": teacherRows > 0 ? 1 : 0,
    "seed/teacher_log_prob_mean": mean(teacherTokens),
    "seed/episode_skill_teacher_log_prob_mean": mean(teacherTokens),
    "seed/episode_skill_teacher/enabled": 1,
    "seed/episode_skill_teacher/episode_skills_applied": teacherRows,
    "seed/opd_loss_enabled": config.mode === "opd" ? 1 : 0,
    "seed/skill_mode_episode_only": 1,
    "seed/failed_only": 0,
    // SEED's count of trajectories sent to analysis (all of them, failed_only off) under its name.
    "seed/failed_traj_count": analyses.length,
    ...PAPER_STYLE_CONSTANTS,
    ...advantageSummary(rows, config),
    ...stateGroupSummary(inputs.trajectories, config),
  };
  // Rows scored with the episode skill over rows selected (all of them in episode_only mode);
  // SEED leaves the key out when no row was selected.
  if (teacherRows > 0) metrics["seed/episode_skill_teacher/episode_skill_step_ratio"] = 1;
  return metrics;
}

/**
 * `seed/analysis_num_workers` as SEED logs it: 1 when the policy analyses its own trajectories
 * (policy_vllm: one batched generate call), max(1, min(workers, trajectories)) for an external analyzer.
 */
export function analysisWorkersMetric(analyzerIsPolicy: boolean, concurrency: number, trajectories: number): number {
  return analyzerIsPolicy ? 1 : Math.max(1, Math.min(concurrency, trajectories));
}
