// Live environments of the env server: ids counting up from 0 (AgentGym's), a cap on how many live
// at once, and expiry of environments nobody has touched for a while (clients that crash never close).
import { AlfworldEnv, type CompiledGame, type StepResult } from "../../engine/index.js";
import { agentGymResetObservation, agentGymStepObservation } from "./agentgym.js";
import type { SharedGames } from "./catalog.js";

/** A request the server refuses: HTTP status + the message of the `{"error"}` body. */
export class EnvRequestError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413 | 422 | 429,
    message: string,
  ) {
    super(message);
  }
}

export interface LiveEnv {
  readonly id: number;
  env: AlfworldEnv | null;
  game: number | null;
  worldType: string | null;
  last: StepResult | null;
  /** Whether `last` came from reset (AgentGym strips reset and step text differently). */
  lastIsReset: boolean;
  lastUsed: number;
}

export interface PoolOptions {
  maxEnvs: number;
  /** Milliseconds without a request after which an environment is dropped; 0 = never. */
  idleTimeoutMs: number;
  maxSteps: number;
  now?: () => number;
}

export class EnvPool {
  private readonly envs = new Map<number, LiveEnv>();
  private nextId = 0;
  private readonly now: () => number;

  constructor(
    readonly games: SharedGames,
    private readonly options: PoolOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.envs.size;
  }

  get created(): number {
    return this.nextId;
  }

  create(count = 1): number[] {
    if (this.envs.size + count > this.options.maxEnvs) {
      throw new EnvRequestError(429, `environment limit reached (${this.envs.size} live, at most ${this.options.maxEnvs}); close some first`);
    }
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = this.nextId++;
      this.envs.set(id, { id, env: null, game: null, worldType: null, last: null, lastIsReset: false, lastUsed: this.now() });
      ids.push(id);
    }
    return ids;
  }

  /** The environment or a 404 saying whether the id never existed or was closed/expired. */
  get(id: number): LiveEnv {
    const live = this.envs.get(id);
    if (!live) {
      const gone = Number.isInteger(id) && id >= 0 && id < this.nextId;
      throw new EnvRequestError(404, gone ? `The task with environment ${id} has been deleted.` : `The id ${id} is not valid.`);
    }
    live.lastUsed = this.now();
    return live;
  }

  /** The environment, which must have been reset (step/observation need a game). */
  getStarted(id: number): LiveEnv & { env: AlfworldEnv; last: StepResult } {
    const live = this.get(id);
    if (!live.env || !live.last) throw new EnvRequestError(409, `The environment ${id} has not been reset; POST /reset first.`);
    return live as LiveEnv & { env: AlfworldEnv; last: StepResult };
  }

  /**
   * Compiles (or finds) every game a batch needs before any env changes, so a refused batch changes
   * nothing; the returned function drops this hold once the envs hold the games themselves.
   */
  holdGames(games: readonly number[]): () => void {
    const held: number[] = [];
    const releaseAll = () => held.forEach((game) => this.games.release(game));
    try {
      for (const game of games) {
        this.acquireGame(game);
        held.push(game);
      }
    } catch (error) {
      releaseAll();
      throw error;
    }
    return releaseAll;
  }

  /** Starts `game` on the environment; the compiled game is shared with every other env playing it. */
  reset(live: LiveEnv, game: number, worldType = "Text"): StepResult {
    const compiled = this.acquireGame(game);
    this.releaseGame(live);
    live.env = new AlfworldEnv(compiled, { maxSteps: this.options.maxSteps });
    live.game = game;
    live.worldType = worldType;
    live.lastIsReset = true;
    return (live.last = live.env.reset());
  }

  step(live: LiveEnv & { env: AlfworldEnv }, action: string): StepResult {
    live.lastIsReset = false;
    return (live.last = live.env.step(action));
  }

  close(id: number): void {
    const live = this.get(id);
    this.releaseGame(live);
    this.envs.delete(id);
  }

  /** Drops environments idle longer than the timeout; returns how many. */
  expireIdle(): number {
    if (this.options.idleTimeoutMs <= 0) return 0;
    const cutoff = this.now() - this.options.idleTimeoutMs;
    let dropped = 0;
    for (const [id, live] of this.envs) {
      if (live.lastUsed > cutoff) continue;
      this.releaseGame(live);
      this.envs.delete(id);
      dropped += 1;
    }
    return dropped;
  }

  /** AgentGym's stored observation: the reset or step text as its server returned it. */
  agentGymObservation(live: LiveEnv): string {
    if (!live.last) return "";
    return live.lastIsReset ? agentGymResetObservation(live.last.observation) : agentGymStepObservation(live.last.observation);
  }

  /** Acquires `game` (range-checked, compiled if needed); 422 when it cannot be played. */
  private acquireGame(game: number): CompiledGame {
    if (!Number.isInteger(game) || game < 0 || game >= this.games.games.length) {
      throw new EnvRequestError(422, `game ${game} is out of range (0..${this.games.games.length - 1})`);
    }
    try {
      return this.games.acquire(game);
    } catch (error) {
      throw new EnvRequestError(422, `game ${game} cannot be played: ${(error as Error).message}`);
    }
  }

  private releaseGame(live: LiveEnv): void {
    if (live.game !== null) this.games.release(live.game);
    live.game = null;
    live.env = null;
  }
}
