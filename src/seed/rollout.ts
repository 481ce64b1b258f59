// Group rollouts (zhangdw156/SEED agent_system/multi_turn_rollout/rollout_loop.py; G is its
// env.rollout.n): G trajectories per game with the ordinary
// verl-agent prompt, recording per step the exact prompt, the raw env text, the sampled response,
// its token ids and per-token log-probs as the backend reported them.
import pLimit from "p-limit";
import type { AgentReply, ModelBackend } from "../agent/backend.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import type { ProjectionVariant } from "../agent/projection.js";
import { playEpisode } from "../episode/loop.js";
import { hashSeed, mulberry32 } from "../agent/rng.js";
import type { CatalogGame, CompiledGames } from "../games/catalog.js";
import type { StageProgress } from "../platform/progress.js";
import type { RolloutStep, Trajectory } from "./types.js";
import { SeedworldError } from "../platform/errors.js";

export interface RolloutConfig {
  games: readonly CatalogGame[];
  /** Copies per game (verl-agent `env.rollout.n`). */
  groupSize: number;
  maxSteps: number;
  historyLength: number;
  templates: TemplateSet;
  projection: ProjectionVariant;
  backend: ModelBackend;
  cache: CompiledGames;
  concurrency: number;
  seed: number;
  /** Round number (self-evolving loop); part of every id. */
  round: number;
  /** SkillZero's `{skill_context}` for a game's episodes (curriculum-scheduled); "" when absent. */
  skillContextFor?: (game: CatalogGame) => string;
  /** Send {gamefile, actions} as a `seedworld` body field (lets `seedworld serve --model expert` act). */
  sendEpisodeContext?: boolean;
  progress?: StageProgress;
  signal?: AbortSignal;
}

/** Seeded choice of `count` games for a round (Fisher–Yates over the pool, fresh per round). */
export function selectGames(pool: readonly CatalogGame[], count: number, seed: number, round: number): CatalogGame[] {
  const order = [...pool];
  const next = mulberry32(hashSeed("seed-rollout-games", seed, round));
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.slice(0, Math.min(count, order.length));
}

const TOKEN_ID_PREFIX = "token_id:";

/** Token ids from the reply: node-llama-cpp's ids, or vLLM's `return_tokens_as_token_ids` tokens ("token_id:123"). */
export function sampledTokenIds(reply: AgentReply): number[] | null {
  if (reply.tokenIds && reply.tokenIds.length > 0) return [...reply.tokenIds];
  const logprobs = reply.logprobs;
  if (!logprobs || logprobs.length === 0 || !logprobs.every((entry) => entry.token.startsWith(TOKEN_ID_PREFIX))) return null;
  return logprobs.map((entry) => Number(entry.token.slice(TOKEN_ID_PREFIX.length)));
}

export const groupUid = (round: number, groupIndex: number) => `r${round}-g${groupIndex}`;
export const trajectoryUid = (round: number, groupIndex: number, copy: number) => `${groupUid(round, groupIndex)}-n${copy}`;

async function playTrajectory(config: RolloutConfig, game: CatalogGame, groupIndex: number, copy: number): Promise<Trajectory> {
  const steps: RolloutStep[] = [];
  let won = false;
  const end = await playEpisode({
    game: config.cache.get(game.abs),
    settings: {
      templates: config.templates,
      historyLength: config.historyLength,
      projection: config.projection,
      maxSteps: config.maxSteps,
      skillBlock: null,
      skillsOnFirstStep: false,
      skillContext: config.skillContextFor?.(game) ?? "",
      emptyReply: "as-is",
      fallbackAction: "look",
    },
    checkAbort: () => {
      if (config.signal?.aborted) throw new SeedworldError("INTERRUPTED", "rollout interrupted");
    },
    ask: async (turn) => ({
      failed: false,
      reply: await config.backend.generate({
        prompt: turn.prompt,
        admissibleCommands: turn.admissible,
        oracle: turn.oracle,
        signal: config.signal,
        seedKey: `${config.seed}:${trajectoryUid(config.round, groupIndex, copy)}:${turn.step}`,
        context: config.sendEpisodeContext ? { gamefile: game.abs, actions: turn.history.map((h) => h.action) } : undefined,
      }),
    }),
    onStep: ({ step, observation, prompt, answer: { reply }, projection, result }) => {
      const tokenIds = sampledTokenIds(reply);
      steps.push({
        stepIndex: step - 1,
        prompt,
        anchor: observation,
        response: reply.content,
        responseTokenIds: tokenIds,
        tokenIdsSource: tokenIds ? "backend" : null,
        samplingLogprobs: reply.logprobs ? reply.logprobs.map((entry) => entry.logprob) : null,
        action: projection.action,
        valid: projection.valid,
        reward: result.won ? 10 : 0,
        won: result.won,
        done: result.done,
      });
      won = result.won;
    },
  });
  return {
    uid: groupUid(config.round, groupIndex),
    trajUid: trajectoryUid(config.round, groupIndex, copy),
    groupIndex,
    rolloutIndex: copy,
    gamefile: game.gamefile,
    taskType: game.taskType,
    taskDescription: end.task,
    won,
    steps,
  };
}

/** All G × games trajectories, ordered by (group, copy) whatever the concurrency. */
export async function runGroupRollouts(config: RolloutConfig): Promise<Trajectory[]> {
  const limit = pLimit(Math.max(1, config.concurrency));
  const jobs = config.games.flatMap((game, groupIndex) =>
    Array.from({ length: config.groupSize }, (_, copy) => ({ game, groupIndex, copy })),
  );
  config.progress?.start("rollout", jobs.length);
  let done = 0;
  let wins = 0;
  const trajectories = await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        const trajectory = await playTrajectory(config, job.game, job.groupIndex, job.copy);
        wins += trajectory.won ? 1 : 0;
        config.progress?.update((done += 1), `success ${(wins / done).toFixed(3)}`);
        return trajectory;
      }),
    ),
  );
  config.progress?.stop();
  return trajectories;
}
