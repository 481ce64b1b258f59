// One thread's share of the env server's environments: the engine envs of the ids routed to it,
// sharing one compiled copy per game. It runs in the server's own thread, or one per worker thread
// (`env-server --workers N`). The host has already checked every request (ids exist and were
// reset); the checks here repeat the ones a shard can make on its own.
import { AlfworldEnv, TimeLimit, type StepResult } from "../../engine/index.js";
import { agentGymResetObservation, agentGymStepObservation } from "./agentgym.js";
import { CompiledGames } from "../../games/catalog.js";
import type { CatalogGame } from "./catalog.js";
import { ShardRefusal } from "./shard-refusal.js";
import { stepResultJson } from "./serialize.js";

export interface ShardSettings {
  maxSteps: number;
  /** Unused compiled games kept for later resets. */
  compiledCacheSize: number;
  /** Approximate bytes of the unused compiled games kept (catalog.ts's compiledGameBytes). */
  compiledCacheBytes: number;
}

export interface ResetReply {
  id: number;
  game: number;
  /** The engine's text; AgentGym's routes strip it themselves. */
  observation: string;
  availableActions: readonly string[];
}

export interface StepReply {
  observation: string;
  won: boolean;
  done: boolean;
  availableActions: readonly string[];
}

/** What /observation, /available_actions and /detail read of a reset environment. */
export interface EnvSnapshot {
  game: number;
  worldType: string;
  /** AgentGym's stored observation: the reset or step text as its server returned it. */
  agentGymObservation: string;
  availableActions: readonly string[];
  done: boolean;
  reward: number;
}

/** An env as a new worker rebuilds it: its reset and the steps answered since. */
export interface RestoredEnv {
  id: number;
  game: number;
  worldType: string;
  actions: string[];
}

interface LiveEnv {
  env: TimeLimit<AlfworldEnv>;
  game: number;
  worldType: string;
  last: StepResult;
  /** Whether `last` came from reset (AgentGym strips reset and step text differently). */
  lastIsReset: boolean;
}

export class ShardCore {
  private readonly envs = new Map<number, LiveEnv>();
  private readonly shared: CompiledGames;
  private readonly holds = new Map<number, number[]>();
  private nextHold = 0;

  constructor(
    readonly games: readonly CatalogGame[],
    private readonly settings: ShardSettings,
  ) {
    this.shared = new CompiledGames({ idleGames: settings.compiledCacheSize, idleBytes: settings.compiledCacheBytes });
  }

  /**
   * Compiles (or finds) every game before any env changes, so a refused batch changes nothing;
   * 422 when one cannot be played. The games stay compiled until release(token).
   */
  hold(games: readonly number[]): number {
    const held: number[] = [];
    try {
      for (const game of games) {
        this.acquire(game);
        held.push(game);
      }
    } catch (error) {
      held.forEach((game) => this.releaseGame(game));
      throw error;
    }
    this.holds.set(++this.nextHold, held);
    return this.nextHold;
  }

  release(token: number): void {
    this.holds.get(token)?.forEach((game) => this.releaseGame(game));
    this.holds.delete(token);
  }

  reset(ids: readonly number[], games: readonly number[], worldType: string): ResetReply[] {
    const token = this.hold(games);
    try {
      return ids.map((id, i) => {
        const live = this.start(id, games[i], worldType);
        return { id, game: live.game, observation: live.last.observation, availableActions: live.last.info.admissibleCommands };
      });
    } finally {
      this.release(token);
    }
  }

  /** One /batch/step result per id, as JSON text; a finished env answers its final result again. */
  step(ids: readonly number[], actions: readonly string[]): string[] {
    const targets = ids.map((id) => this.live(id));
    return targets.map((live, i) => stepResultJson(ids[i], this.advance(live, actions[i])));
  }

  /** AgentGym's /step: a finished env refuses more steps. */
  stepOne(id: number, action: string): StepReply {
    const live = this.live(id);
    if (live.last.done) throw new ShardRefusal("episode_finished", `The task with environment ${id} has finished.`);
    const result = this.advance(live, action);
    return { observation: result.observation, won: result.won, done: result.done, availableActions: result.info.admissibleCommands };
  }

  snapshot(id: number): EnvSnapshot {
    const live = this.live(id);
    const observation = live.lastIsReset ? agentGymResetObservation(live.last.observation) : agentGymStepObservation(live.last.observation);
    return {
      game: live.game,
      worldType: live.worldType,
      agentGymObservation: observation,
      availableActions: live.last.info.admissibleCommands,
      done: live.last.done,
      reward: live.last.reward,
    };
  }

  /** Drops the envs (ids never reset here are ignored: they hold nothing). */
  close(ids: readonly number[]): void {
    for (const id of ids) {
      const live = this.envs.get(id);
      if (!live) continue;
      this.releaseGame(live.game);
      this.envs.delete(id);
    }
  }

  /** Rebuilds envs by replaying them (the engine is deterministic); returns the ids rebuilt. */
  restore(envs: readonly RestoredEnv[]): number[] {
    const restored: number[] = [];
    for (const { id, game, worldType, actions } of envs) {
      try {
        const live = this.start(id, game, worldType);
        for (const action of actions) this.advance(live, action);
        restored.push(id);
      } catch {
        this.close([id]);
      }
    }
    return restored;
  }

  stats(): { live: number; compiled: number } {
    return { live: this.envs.size, compiled: this.shared.size };
  }

  private start(id: number, game: number, worldType: string): LiveEnv {
    const compiled = this.acquire(game);
    this.close([id]);
    const env = new TimeLimit(new AlfworldEnv(compiled), this.settings.maxSteps);
    const live: LiveEnv = { env, game, worldType, last: env.reset(), lastIsReset: true };
    this.envs.set(id, live);
    return live;
  }

  private advance(live: LiveEnv, action: string): StepResult {
    live.lastIsReset = false;
    return (live.last = live.env.step(action));
  }

  private live(id: number): LiveEnv {
    const live = this.envs.get(id);
    if (!live) throw new ShardRefusal("not_reset", `The environment ${id} has not been reset; POST /reset first.`);
    return live;
  }

  /** Acquires `game` (range-checked, compiled if needed); 422 when it cannot be played. */
  private acquire(game: number) {
    if (!Number.isInteger(game) || game < 0 || game >= this.games.length) {
      throw new ShardRefusal("unknown_game", `game ${game} is out of range (0..${this.games.length - 1})`);
    }
    try {
      return this.shared.acquire(this.games[game].abs);
    } catch (error) {
      throw new ShardRefusal("unplayable_game", `game ${game} cannot be played: ${(error as Error).message}`);
    }
  }

  private releaseGame(game: number): void {
    this.shared.release(this.games[game].abs);
  }
}
