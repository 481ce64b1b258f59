// Skill-augmented re-scoring (zhangdw156/SEED docs/gigpo/seed_algorithm_technical_note.md §5; in code
// verl/trainer/ppo/ray_trainer.py, the teacher/OPD signals): for every step, the *same* sampled
// response tokens are scored once under the ordinary prompt (ℓ_θ at θ_old) and, for trajectories
// with an accepted skill, once under the prompt with the episode-skill block (ℓ_skill). No
// resampling. Calls go out in batches (scoreBatch when the scorer has it, else concurrent calls).
import pLimit from "p-limit";
import type { ScoreRequest } from "../agent/backend.js";
import { buildAugmentedPrompt } from "./augment.js";
import type { StageProgress } from "../platform/progress.js";
import { checkScores, ScoringUnsupportedError, type SeedScorer } from "./scorer.js";
import type { Analysis, StepScores, Trajectory } from "./types.js";
import { SeedworldError } from "../platform/errors.js";

export interface ScoringOptions {
  /** Requests per scoreBatch call (or per wave of concurrent calls). */
  batchSize: number;
  /** Concurrent batches in flight. */
  concurrency: number;
  /** Fill missing token ids with the scorer's tokenizer (marked "retokenized"); refused otherwise. */
  retokenize: boolean;
  /** Also score the skill-augmented context (ℓ_skill, SEED's teacher); off for GRPO alone (λ_opd = 0), which never reads it. */
  teacher: boolean;
  /**
   * Take ℓ_θ from the log-probs the policy reported while sampling the step instead of scoring the
   * ordinary context again: the same weights on the same tokens, when the sampler reports the model's
   * own (temperature-1, unmasked) log-probs, as vLLM and seedworld's torch policy server do. Steps
   * without them (or with re-tokenised ids) are scored.
   */
  studentFromSampling: boolean;
  progress?: StageProgress;
  signal?: AbortSignal;
}

export const DEFAULT_SCORING: ScoringOptions = {
  batchSize: 16,
  concurrency: 2,
  retokenize: false,
  teacher: true,
  studentFromSampling: false,
};

interface Job {
  request: ScoreRequest;
  row: number;
  kind: "student" | "teacher";
}

export interface ScoringResult {
  scores: StepScores[];
  /** Scoring calls made (one per step and context). */
  calls: number;
  /** Response tokens scored over all calls. */
  tokens: number;
  /** The input trajectories with every step's token ids present (filled ones marked "retokenized"). */
  trajectories: Trajectory[];
}

/** Sampled ids of each step; with `retokenize`, missing ones come from the scorer's tokenizer. */
async function ensureTokenIds(trajectories: readonly Trajectory[], scorer: SeedScorer, retokenize: boolean): Promise<Trajectory[]> {
  const filled: Trajectory[] = [];
  for (const trajectory of trajectories) {
    const steps = [];
    for (const step of trajectory.steps) {
      if (step.responseTokenIds) {
        steps.push(step);
        continue;
      }
      if (!retokenize) {
        throw new ScoringUnsupportedError(
          (n) =>
            `${trajectory.trajUid} step ${step.stepIndex}: the sampling backend reported no token ids, so the sampled tokens are unknown. ` +
            `Roll out with a backend that returns them (node-llama-cpp, vLLM with return_tokens_as_token_ids) or allow ${n("retokenize")} (ids from the scorer's tokenizer).`,
        );
      }
      if (!scorer.tokenizeResponse)
        throw new ScoringUnsupportedError(() => `scorer ${scorer.model} has no tokenizer to re-tokenise responses with`);
      steps.push({
        ...step,
        responseTokenIds: await scorer.tokenizeResponse(step.response),
        tokenIdsSource: "retokenized" as const,
        samplingLogprobs: null,
      });
    }
    filled.push({ ...trajectory, steps });
  }
  return filled;
}

async function runJobs(jobs: readonly Job[], scorer: SeedScorer, options: ScoringOptions): Promise<number[][]> {
  const results: number[][] = new Array(jobs.length);
  const batches: number[][] = [];
  for (let start = 0; start < jobs.length; start += Math.max(1, options.batchSize)) {
    batches.push(Array.from({ length: Math.min(options.batchSize, jobs.length - start) }, (_, i) => start + i));
  }
  const limit = pLimit(Math.max(1, options.concurrency));
  let done = 0;
  options.progress?.start("score", jobs.length);
  await Promise.all(
    batches.map((batch) =>
      limit(async () => {
        if (options.signal?.aborted) throw new SeedworldError("INTERRUPTED", "scoring interrupted");
        const requests = batch.map((index) => ({ ...jobs[index].request, signal: options.signal }));
        const answers = scorer.scoreBatch
          ? await scorer.scoreBatch(requests)
          : await Promise.all(requests.map((request) => scorer.scoreResponse(request)));
        batch.forEach((index, i) => (results[index] = checkScores(answers[i], jobs[index].request, scorer.model)));
        options.progress?.update((done += batch.length));
      }),
    ),
  );
  options.progress?.stop();
  return results;
}

export async function scoreTrajectories(
  trajectories: readonly Trajectory[],
  analyses: readonly Analysis[],
  scorer: SeedScorer,
  options: ScoringOptions,
): Promise<ScoringResult> {
  const skills = new Map(options.teacher ? analyses.filter((a) => a.episodeSkill).map((a) => [a.trajUid, a.episodeSkill as string]) : []);
  const filled = await ensureTokenIds(trajectories, scorer, options.retokenize);
  const rows = filled.flatMap((trajectory) =>
    trajectory.steps.map((step) => ({ trajectory, step, skill: skills.get(trajectory.trajUid) ?? null })),
  );
  const jobs: Job[] = [];
  const skillPrompts = rows.map(({ step, skill }) => (skill ? buildAugmentedPrompt(step.prompt, skill) : null));
  const sampled = rows.map(({ step }) =>
    options.studentFromSampling && step.tokenIdsSource === "backend" && step.samplingLogprobs?.length === step.responseTokenIds?.length
      ? step.samplingLogprobs
      : null,
  );
  rows.forEach(({ step }, row) => {
    const ids = step.responseTokenIds as number[];
    if (!sampled[row]) jobs.push({ request: { prompt: step.prompt, responseTokenIds: ids }, row, kind: "student" });
    const skillPrompt = skillPrompts[row];
    if (skillPrompt !== null) jobs.push({ request: { prompt: skillPrompt, responseTokenIds: ids }, row, kind: "teacher" });
  });
  const answers = await runJobs(jobs, scorer, options);
  const promptIds = scorer.encodePrompt ? await Promise.all(rows.map(({ step }) => scorer.encodePrompt!(step.prompt))) : null;
  const scores: StepScores[] = rows.map(({ trajectory, step }, row) => ({
    trajUid: trajectory.trajUid,
    stepIndex: step.stepIndex,
    studentLogprobs: sampled[row] ?? [],
    teacherLogprobs: null,
    skillPrompt: skillPrompts[row],
    promptTokenIds: promptIds ? promptIds[row] : null,
    responseTokenIds: step.responseTokenIds as number[],
  }));
  jobs.forEach((job, index) => {
    if (job.kind === "student") scores[job.row].studentLogprobs = answers[index];
    else scores[job.row].teacherLogprobs = answers[index];
  });
  const tokens = jobs.reduce((sum, job) => sum + job.request.responseTokenIds.length, 0);
  return { scores, calls: jobs.length, tokens, trajectories: filled };
}
