// OpenEnv sessions over the env host: an OpenEnv episode is one env of the host (so the same
// limits, memory budget, worker threads and idle expiry apply), with the ALFWorld text
// action/observation schema. Reset parameters pick the game: `gamefile` (catalog key), `index`
// (within `split`, or over all games), `seed` (index = seed mod the split's size), or, with none,
// the next game of the split in turn (ALFWorld cycles through its games the same way).
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { CatalogGame } from "../env/catalog.js";
import { RequestError } from "../request-error.js";
import type { EnvHost } from "../env/host.js";
import { accepted } from "../refusals.js";

/** The split of a catalog game: `json_2.1.1/<split>/...`, else "games" (files or folders given directly). */
export function splitOf(game: CatalogGame): string {
  const parts = game.gamefile.split("/");
  return parts[0] === "json_2.1.1" && parts.length > 2 ? parts[1] : "games";
}

// As OpenEnv's ResetRequest and StepRequest: other fields are ignored (its server passes on only
// the ones the environment takes); the action itself is checked strictly (its Action forbids extras).
export const resetParams = z.object({
  seed: z.number().int().nonnegative().optional(),
  episode_id: z.string().min(1).max(255).optional(),
  split: z.string().optional(),
  index: z.number().int().nonnegative().optional(),
  gamefile: z.string().optional(),
});

export const stepAction = z
  .object({
    command: z.string(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export type ResetParams = z.infer<typeof resetParams>;

/** OpenEnv's step result: the observation's own fields, then reward (null after a reset, as OpenEnv's ResetResponse) and done beside it. */
export interface StepPayload {
  observation: {
    text: string;
    admissible_commands: readonly string[];
    won: boolean;
    task: string;
    gamefile: string;
    task_type: string | null;
    step: number;
  };
  reward: number | null;
  done: boolean;
}

export interface SessionState {
  episode_id: string;
  step_count: number;
  game: number;
  gamefile: string;
  split: string;
  task_type: string | null;
  /** The goal sentence of the reset text. */
  task: string;
  done: boolean;
  won: boolean;
}

export interface Session {
  /** The host env this episode runs on (created at the first reset). */
  envId: number | null;
  state: SessionState | null;
}

const TASK_LINE = /Your task is to: ([^\n]*)/;

export class OpenEnvGames {
  readonly splits = new Map<string, CatalogGame[]>();
  private readonly byGamefile: Map<string, CatalogGame>;
  private readonly nextInSplit = new Map<string, number>();

  constructor(
    readonly games: readonly CatalogGame[],
    private readonly host: EnvHost,
  ) {
    for (const game of games) {
      const split = splitOf(game);
      const list = this.splits.get(split);
      if (list) list.push(game);
      else this.splits.set(split, [game]);
    }
    this.byGamefile = new Map(games.map((game) => [game.gamefile, game]));
  }

  /** The game these reset parameters name (422 when they name none). */
  choose(params: ResetParams): CatalogGame {
    if (params.gamefile !== undefined) {
      const game = this.byGamefile.get(params.gamefile);
      if (!game) throw new RequestError(422, `unknown gamefile "${params.gamefile.slice(0, 200)}" (GET /openenv/tasks lists them)`);
      return game;
    }
    const pool = params.split === undefined ? this.games : this.splits.get(params.split);
    if (!pool) throw new RequestError(422, `unknown split "${params.split}" (splits: ${[...this.splits.keys()].join(", ")})`);
    if (params.index !== undefined) {
      if (params.index >= pool.length) throw new RequestError(422, `index ${params.index} is out of range (0..${pool.length - 1})`);
      return pool[params.index];
    }
    if (params.seed !== undefined) return pool[params.seed % pool.length];
    const key = params.split ?? "";
    const next = this.nextInSplit.get(key) ?? 0;
    this.nextInSplit.set(key, (next + 1) % pool.length);
    return pool[next];
  }

  /** Starts (or restarts) the session's episode. */
  async reset(session: Session, params: ResetParams): Promise<StepPayload> {
    const game = this.choose(params);
    if (session.envId === null || !this.host.has(session.envId)) session.envId = accepted(this.host.create())[0];
    const [reply] = accepted(await this.host.reset([session.envId], [game.index], "Text"));
    session.state = {
      episode_id: params.episode_id ?? session.state?.episode_id ?? randomUUID(),
      step_count: 0,
      game: game.index,
      gamefile: game.gamefile,
      split: splitOf(game),
      task_type: game.taskType,
      task: TASK_LINE.exec(reply.observation)?.[1] ?? "",
      done: false,
      won: false,
    };
    return { ...this.payload(session.state, reply.observation, reply.availableActions, false), reward: null };
  }

  async step(session: Session, command: string): Promise<StepPayload> {
    const state = session.state;
    if (session.envId === null || state === null) throw new RequestError(409, "no episode: reset first");
    if (state.done) throw new RequestError(409, "the episode is done: reset to start another");
    const reply = accepted(await this.host.stepOne(session.envId, command));
    state.step_count += 1;
    state.done = reply.done;
    state.won = reply.won;
    return this.payload(state, reply.observation, reply.availableActions, reply.won);
  }

  async close(session: Session): Promise<void> {
    if (session.envId !== null && this.host.has(session.envId)) accepted(await this.host.close([session.envId]));
    session.envId = null;
  }

  private payload(state: SessionState, text: string, admissible: readonly string[], won: boolean): StepPayload {
    return {
      observation: {
        text,
        admissible_commands: admissible,
        won,
        task: state.task,
        gamefile: state.gamefile,
        task_type: state.task_type,
        step: state.step_count,
      },
      reward: won ? 1 : 0,
      done: state.done,
    };
  }
}
