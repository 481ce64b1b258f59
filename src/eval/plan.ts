// Seeded game assignment (seedworld's own scheme; `--sampling verl-agent` follows TextWorld's
// textworld/gym/envs/textworld_batch.py instead): episode k plays perm_c[k mod n], c = ⌊k/n⌋,
// perm_c a Fisher–Yates shuffle of the sorted pool under mulberry32(seed + c). Independent of
// concurrency and resume, and each game appears once per cycle.
import { createHash } from "node:crypto";
import { mulberry32 } from "../agent/rng.js";
import { NumpyRandomState } from "./numpy-random.js";
import { SeedworldError } from "../platform/errors.js";

export const PLAN_SCHEME = "mulberry32-fisher-yates/1";

export function shuffledPool(sortedPool: readonly string[], seed: number): string[] {
  const order = [...sortedPool];
  const next = mulberry32((seed >>> 0) % 2 ** 32);
  for (let i = order.length - 1; i >= 1; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

export class GamePlan implements EpisodePlan {
  readonly scheme = PLAN_SCHEME;
  private readonly cycles = new Map<number, string[]>();
  readonly pool: readonly string[];

  constructor(
    pool: readonly string[],
    readonly seed: number,
  ) {
    if (pool.length === 0) throw new SeedworldError("NO_GAMES", "the game pool is empty");
    this.pool = [...pool].sort(); // code-point order, the stable key of the plan
  }

  gameFor(episode: number): string {
    const n = this.pool.length;
    const cycle = Math.floor(episode / n);
    let order = this.cycles.get(cycle);
    if (!order) {
      order = shuffledPool(this.pool, this.seed + cycle);
      this.cycles.set(cycle, order);
    }
    return order[episode % n];
  }

  /** "" on a game's first pass, `#c` on its (c+1)-th: repeats get their own seed keys. */
  sampleOf(episode: number): string {
    const cycle = Math.floor(episode / this.pool.length);
    return cycle > 0 ? `#${cycle}` : "";
  }

  /** sha256 of the sorted relative paths, one per line: a changed data folder changes it. */
  poolHash(): string {
    return createHash("sha256").update(this.pool.join("\n")).digest("hex");
  }
}

export const VERL_AGENT_SCHEME = "verl-agent-textworld-shuffled-cycle/1";

/** What decides which game an episode plays; `sample` marks repeated plays so they draw afresh. */
export interface EpisodePlan {
  readonly scheme: string;
  readonly pool: readonly string[];
  gameFor(episode: number): string;
  /** 0 for a game's first play in the default plan (its seed key stays as it was). */
  sampleOf(episode: number): string;
  poolHash(): string;
}

/** verl-agent's env i for one validation (or reset) round: which game it plays, and its seed. */
export interface VerlAgentDraw {
  env: number;
  gamefile: string;
}

/**
 * The games verl-agent's ALFWorld envs play at their `round`-th reset: env i is seeded
 * `seed + ⌊i / groupN⌋` (agent_system/environments/env_package/alfworld/envs.py), and its TextWorld
 * env (textworld/gym/envs/textworld_batch.py `seed`) shuffles its copy of the game list once with
 * `RandomState(seed)`, plays it in that order, then reshuffles with the same generator after each
 * pass (`shuffled_cycle`). The list is taken in key order here; ALFWorld collects it in `os.walk`
 * order, so the games match verl-agent's exactly where that walk lists them sorted.
 */
export function verlAgentDraws(sortedPool: readonly string[], seed: number, envs: number, groupN: number, round: number): VerlAgentDraw[] {
  const n = sortedPool.length;
  return Array.from({ length: envs * groupN }, (_, env) => {
    const rng = new NumpyRandomState(seed + Math.floor(env / groupN));
    const order = rng.shuffle([...sortedPool]);
    for (let pass = 1; pass <= Math.floor(round / n); pass += 1) rng.shuffle(order);
    return { env, gamefile: order[round % n] };
  });
}

/** A task's episodes as verl-agent's envs draw them: episode k is the k-th draw of this task's type. */
export class DrawnPlan implements EpisodePlan {
  readonly scheme = VERL_AGENT_SCHEME;
  readonly pool: readonly string[];
  constructor(
    pool: readonly string[],
    private readonly draws: readonly VerlAgentDraw[],
  ) {
    this.pool = [...pool].sort();
  }
  get episodes(): number {
    return this.draws.length;
  }
  gameFor(episode: number): string {
    return this.draws[episode].gamefile;
  }
  /** The env that plays it: two envs drawing one game sample independently, as in verl-agent. */
  sampleOf(episode: number): string {
    return `env${this.draws[episode].env}`;
  }
  poolHash(): string {
    return createHash("sha256").update(this.pool.join("\n")).digest("hex");
  }
}
