// Token-level credit (zhangdw156/SEED verl/trainer/ppo/core_algos.py `compute_opd_loss` and
// `compute_grpo_outcome_advantage`, gigpo/core_gigpo.py `compute_seed_advantage_components`;
// docs/train-with-seed.md): skill-induced shift Δ = ℓ_skill − ℓ_θ, gate g = σ(β·Δ), the OPD mask, GRPO
// advantages over the task group, GiGPO's step advantages over anchor states, and OPID's additive variant.
// Pure functions over plain arrays; the export and the metrics both read these numbers.

export interface CreditConfig {
  /** β_opd in g = σ(β·Δ). */
  betaOpd: number;
  /** λ_opd, the OPD loss weight (recorded; applied by the trainer). */
  lambdaOpd: number;
  /** Return of a won episode (verl-agent: 10·won). */
  winReward: number;
  /** Subtracted per invalid-format step (verl-agent `invalid_action_penalty_coef`). */
  invalidPenalty: number;
  /** ε in (R − μ)/(σ + ε). */
  epsilon: number;
  /** verl `norm_adv_by_std_in_grpo`. */
  normalizeByStd: boolean;
  /** "rows": verl-agent's statistics over every step row of the group (each row's score carries its own −0.1);
   *  "trajectories": one R = 10·won − 0.1·(#invalid steps) per trajectory, statistics over the G trajectories. */
  groupStats: "rows" | "trajectories";
  /** "opd": paper-style SEED (Δ only through the OPD loss); "additive": OPID's A + w·Δ in the advantage. */
  mode: "opd" | "additive";
  /** w of the additive variant (`w_ep`). */
  additiveWeight: number;
  /** Optional |w·Δ| bound of the additive variant (unset upstream by default). */
  additiveClip: number | null;
  /** SEED's `algorithm.seed.step_advantage_w`: A = A_episode + w·A_step (0 in SEED's ALFWorld launcher; GiGPO's: 1). */
  stepAdvantageWeight: number;
  /** γ of the discounted step returns behind A_step (`algorithm.gamma`, 0.95 in both launchers). */
  gamma: number;
}

export const DEFAULT_CREDIT: CreditConfig = {
  betaOpd: 5.0,
  lambdaOpd: 0.01,
  winReward: 10,
  invalidPenalty: 0.1,
  epsilon: 1e-6,
  normalizeByStd: true,
  groupStats: "rows",
  mode: "opd",
  additiveWeight: 0.001,
  additiveClip: null,
  stepAdvantageWeight: 0,
  gamma: 0.95,
};

export const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Δ per token; the two arrays score the same tokens. */
export function teacherGap(teacher: readonly number[], student: readonly number[]): number[] {
  if (teacher.length !== student.length) throw new Error(`teacher has ${teacher.length} log-probs, student ${student.length}`);
  return teacher.map((value, i) => value - student[i]);
}

export const opdGate = (delta: readonly number[], beta: number) => delta.map((d) => sigmoid(beta * d));

/** Mean and unbiased std (torch.std); a single value gives μ = 0, σ = 1 as verl does. */
export function groupMoments(values: readonly number[]): { mean: number; std: number } {
  if (values.length <= 1) return { mean: 0, std: 1 };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return { mean, std: Math.sqrt(variance) };
}

export interface CreditStep {
  valid: boolean;
  /** The observation the step acted on: steps of one task group with the same anchor form a step group. */
  anchor: string;
  /** Response tokens of the row. */
  studentLogprobs: readonly number[];
  teacherLogprobs: readonly number[] | null;
}

export interface CreditTrajectory {
  uid: string;
  trajUid: string;
  won: boolean;
  steps: readonly CreditStep[];
}

export interface CreditRow {
  uid: string;
  trajUid: string;
  stepIndex: number;
  /** S_i: the row's scalar score (rows mode) or its trajectory's R (trajectories mode). */
  score: number;
  /** Episode (GRPO) advantage A of the row. */
  advantage: number;
  /** GiGPO's step advantage: the row's discounted return against the others from the same anchor state (0 when unweighted). */
  stepAdvantage: number;
  /** The outcome part of every token's advantage: A + w_step·A_step (the teacher's additive term comes on top). */
  outcomeAdvantage: number;
  /** Per-token advantages handed to the PPO loss (A + w_step·A_step broadcast; plus w·Δ in additive mode). */
  tokenAdvantages: number[];
  /** Row-level teacher_signal_mask: the trajectory has an accepted skill. */
  teacherSignal: boolean;
  /** m = response_mask × teacher_signal_mask per token. */
  opdMask: number[];
  delta: number[] | null;
  gate: number[] | null;
}

/** R for one trajectory: 10·won − 0.1·(number of invalid-format steps). */
export function trajectoryReturn(trajectory: CreditTrajectory, config: CreditConfig): number {
  const invalid = trajectory.steps.filter((step) => !step.valid).length;
  return config.winReward * (trajectory.won ? 1 : 0) - config.invalidPenalty * invalid;
}

/** verl-agent's per-row score: the episode return minus the penalty if this row was invalid. */
export function rowScore(won: boolean, valid: boolean, config: CreditConfig): number {
  return config.winReward * (won ? 1 : 0) - (valid ? 0 : config.invalidPenalty);
}

function normalize(value: number, moments: { mean: number; std: number }, config: CreditConfig): number {
  return config.normalizeByStd ? (value - moments.mean) / (moments.std + config.epsilon) : value - moments.mean;
}

/** One advantage per (trajectory, step), grouped by uid. */
function episodeAdvantages(
  trajectories: readonly CreditTrajectory[],
  config: CreditConfig,
): { scores: number[][]; advantages: number[][] } {
  const scores = trajectories.map((t) =>
    config.groupStats === "rows" ? t.steps.map((s) => rowScore(t.won, s.valid, config)) : t.steps.map(() => trajectoryReturn(t, config)),
  );
  const byGroup = new Map<string, number[]>();
  trajectories.forEach((t, i) => {
    const pool = byGroup.get(t.uid) ?? [];
    if (config.groupStats === "rows") pool.push(...scores[i]);
    else pool.push(trajectoryReturn(t, config));
    byGroup.set(t.uid, pool);
  });
  const moments = new Map([...byGroup].map(([uid, values]) => [uid, groupMoments(values)]));
  const advantages = trajectories.map((t, i) => scores[i].map((s) => normalize(s, moments.get(t.uid)!, config)));
  return { scores, advantages };
}

/**
 * Each step's return as verl-agent computes it: G_t = Σ_k γ^k r_{t+k} over the environment's rewards (the win
 * reward on a won episode's last step; `compute_step_discounted_returns`), then the invalid-format penalty taken
 * off the invalid steps' own G_t, undiscounted (`apply_invalid_action_penalty` runs after, on `step_rewards`).
 */
export function discountedReturns(trajectory: CreditTrajectory, config: CreditConfig): number[] {
  const last = trajectory.steps.length - 1;
  const returns = new Array<number>(trajectory.steps.length);
  let running = 0;
  for (let t = last; t >= 0; t--) {
    running = (trajectory.won && t === last ? config.winReward : 0) + config.gamma * running;
    returns[t] = running - (trajectory.steps[t].valid ? 0 : config.invalidPenalty);
  }
  return returns;
}

/** What step grouping reads of a trajectory: its task group and the observation each step acted on. */
type Anchored = { uid: string; steps: readonly { anchor: string }[] };

const stepGroupKey = (trajectory: Anchored, step: { anchor: string }) => `${trajectory.uid}\u0000${step.anchor}`;

/** The members of every step group (task group × anchor state) as [trajectory, step] indices, keyed by ``stepGroupKey``. */
function stepGroups(trajectories: readonly Anchored[]): Map<string, [number, number][]> {
  const groups = new Map<string, [number, number][]>();
  trajectories.forEach((t, i) =>
    t.steps.forEach((step, s) => {
      const key = stepGroupKey(t, step);
      const members = groups.get(key) ?? [];
      members.push([i, s]);
      groups.set(key, members);
    }),
  );
  return groups;
}

/**
 * GiGPO's step advantages (`build_step_group`, `step_norm_reward`): the steps of a task group that acted on
 * the same observation form a step group, and each step's return is normalized within it. A step alone in
 * its group gets 0 (upstream's mean of one value is the value itself). All 0 when the weight is 0, as upstream
 * skips the grouping then.
 */
function stepAdvantages(trajectories: readonly CreditTrajectory[], config: CreditConfig): number[][] {
  if (config.stepAdvantageWeight === 0) return trajectories.map((t) => t.steps.map(() => 0));
  const returns = trajectories.map((t) => discountedReturns(t, config));
  const groups = stepGroups(trajectories);
  return trajectories.map((t, i) =>
    t.steps.map((step, s) => {
      const members = groups.get(stepGroupKey(t, step))!;
      return members.length === 1 ? 0 : normalize(returns[i][s], groupMoments(members.map(([j, k]) => returns[j][k])), config);
    }),
  );
}

/** Sizes of the step groups (SEED's `seed/state_group/*`), one entry per group. */
export function stepGroupSizes(trajectories: readonly Anchored[]): number[] {
  return [...stepGroups(trajectories).values()].map((members) => members.length);
}

function additiveTerm(delta: number, config: CreditConfig): number {
  const term = config.additiveWeight * delta;
  return config.additiveClip === null ? term : Math.max(-config.additiveClip, Math.min(config.additiveClip, term));
}

export function computeCredit(trajectories: readonly CreditTrajectory[], config: CreditConfig = DEFAULT_CREDIT): CreditRow[] {
  const { scores, advantages } = episodeAdvantages(trajectories, config);
  const steps = stepAdvantages(trajectories, config);
  return trajectories.flatMap((trajectory, t) =>
    trajectory.steps.map((step, s): CreditRow => {
      const teacherSignal = step.teacherLogprobs !== null;
      const delta = step.teacherLogprobs ? teacherGap(step.teacherLogprobs, step.studentLogprobs) : null;
      const advantage = advantages[t][s];
      const stepAdvantage = steps[t][s];
      const outcomeAdvantage = advantage + config.stepAdvantageWeight * stepAdvantage;
      const tokenAdvantages = step.studentLogprobs.map((_, k) =>
        config.mode === "additive" && delta ? outcomeAdvantage + additiveTerm(delta[k], config) : outcomeAdvantage,
      );
      return {
        uid: trajectory.uid,
        trajUid: trajectory.trajUid,
        stepIndex: s,
        score: scores[t][s],
        advantage,
        stepAdvantage,
        outcomeAdvantage,
        tokenAdvantages,
        teacherSignal,
        opdMask: step.studentLogprobs.map(() => (teacherSignal ? 1 : 0)),
        delta,
        gate: delta ? opdGate(delta, config.betaOpd) : null,
      };
    }),
  );
}

/** L_opd = Σ m·g·(ℓ_skill − ℓ_θ) / Σ m at the scored θ (θ_old): the value the trainer's first mini-batch starts from. */
export function opdLossValue(rows: readonly CreditRow[]): number {
  let numerator = 0;
  let masked = 0;
  for (const row of rows) {
    if (!row.delta || !row.gate) continue;
    row.opdMask.forEach((m, k) => {
      numerator += m * row.gate![k] * row.delta![k];
      masked += m;
    });
  }
  return masked > 0 ? numerator / masked : 0;
}

/** Prefix of the OPD scalars seedworld computes before any update. SEED's trainer logs the same
 * quantities as `actor/opd_*` from the actor's forward pass during the update (ℓ_θ with the current
 * θ per micro-batch); these use ℓ_θ = ℓ_old, the value the first mini-batch starts from, so they get
 * their own names and are never mistaken for the trainer's. */
export const OPD_ESTIMATE_PREFIX = "seed/opd_estimate/";

/** SEED's `actor/opd_*` quantities over the OPD mask (verl/workers/actor/dp_actor.py, core_algos.py
 * `compute_opd_loss`; docs/train-with-seed.md), as pre-update estimates. */
export function opdMetrics(rows: readonly CreditRow[], config: CreditConfig): Record<string, number> {
  let tokens = 0;
  let masked = 0;
  let gateSum = 0;
  let gateActive = 0;
  let gapSum = 0;
  for (const row of rows) {
    tokens += row.opdMask.length;
    row.opdMask.forEach((m, k) => {
      if (!m || !row.gate || !row.delta) return;
      masked += m;
      gateSum += m * row.gate[k];
      gateActive += row.gate[k] > 0.5 ? m : 0;
      gapSum += m * row.delta[k];
    });
  }
  const over = (value: number) => (masked > 0 ? value / masked : 0);
  return {
    [`${OPD_ESTIMATE_PREFIX}loss`]: opdLossValue(rows),
    [`${OPD_ESTIMATE_PREFIX}loss_coef`]: config.mode === "opd" ? config.lambdaOpd : 0,
    [`${OPD_ESTIMATE_PREFIX}active_token_ratio`]: tokens > 0 ? masked / tokens : 0,
    [`${OPD_ESTIMATE_PREFIX}gate_mean`]: over(gateSum),
    [`${OPD_ESTIMATE_PREFIX}gate_active_ratio`]: over(gateActive),
    [`${OPD_ESTIMATE_PREFIX}teacher_gap_mean`]: over(gapSum),
  };
}
