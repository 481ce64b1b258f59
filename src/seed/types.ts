// Records that flow through the SEED data side: rollouts → analyses → scores → credit → export.
// Every stage reads and writes these as JSONL, so each stage can be rerun on its own.

/** One model decision in a group rollout: one row of the trainer export (docs/seed-export.md). */
export interface RolloutStep {
  /** 0-based step index within the trajectory (SEED's analyzer numbering). */
  stepIndex: number;
  /** The exact user message the policy saw (the filled verl-agent template). */
  prompt: string;
  /** Raw env text shown before acting (verl-agent's `anchor`). */
  anchor: string;
  /** The full decoded model output. */
  response: string;
  /** Sampled response token ids; null when the backend reported none and nothing re-tokenised them. */
  responseTokenIds: number[] | null;
  /** Where the ids came from: the backend (exact), or the scorer's tokenizer over `response`. */
  tokenIdsSource: "backend" | "retokenized" | null;
  /** Per-token log-probs reported by the sampling backend (aligned with `responseTokenIds` when source is backend). */
  samplingLogprobs: number[] | null;
  action: string;
  /** verl-agent format validity (`alfworld_projection`, env_package/alfworld/projection.py); an invalid row costs 0.1. */
  valid: boolean;
  reward: number;
  won: boolean;
  done: boolean;
}

export interface Trajectory {
  /** Task group id shared by the G copies of one game (verl-agent `uid`). */
  uid: string;
  /** Episode id (verl-agent `traj_uid`). */
  trajUid: string;
  /** Index of the game within the round's batch. */
  groupIndex: number;
  /** Copy index within the group, 0..G-1. */
  rolloutIndex: number;
  gamefile: string;
  taskType: string | null;
  taskDescription: string;
  won: boolean;
  steps: RolloutStep[];
}

/** Outcome of the hindsight-skill analyzer on one trajectory (zhangdw156/SEED `seed/analysis.py`). */
export interface Analysis {
  trajUid: string;
  uid: string;
  /** The analyzer user message of the first attempt (the SFT prompt). */
  prompt: string;
  /** Raw analyzer answers, one per attempt. */
  answers: string[];
  attempts: number;
  parseOk: boolean;
  episodeSummary: string | null;
  /** Accepted skill (non-trivial), or null: then the trajectory gets no teacher signal. */
  episodeSkill: string | null;
  error: string | null;
  /** The analyzer refused the request for what it was (a long trajectory's prompt past its context). */
  refused?: boolean;
  /** The skill came from the fallback analyzer because the policy's own analysis was not valid. */
  fallback?: boolean;
  /** With `fallback`: why the policy's analysis was not valid, and whether its request was refused. */
  policyError?: string | null;
  policyRefused?: boolean;
}

/** Scorer output for one step: log-probs of the same sampled tokens under both contexts. */
export interface StepScores {
  trajUid: string;
  stepIndex: number;
  /** ℓ_θ: ordinary context. */
  studentLogprobs: number[];
  /** ℓ_skill: skill-augmented context; null when the trajectory has no accepted skill. */
  teacherLogprobs: number[] | null;
  /** The augmented prompt that was scored (null without a skill). */
  skillPrompt: string | null;
  /** Chat-templated prompt token ids, when the scorer can tokenise. */
  promptTokenIds: number[] | null;
  responseTokenIds: number[];
}
