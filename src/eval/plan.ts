// Seeded game assignment (eval-harness.md §5.2): episode k plays perm_c[k mod n], c = ⌊k/n⌋,
// perm_c a Fisher–Yates shuffle of the sorted pool under mulberry32(seed + c). Independent of
// concurrency and resume, and each game appears once per cycle.
import { createHash } from "node:crypto";
import { mulberry32 } from "../agent/rng.js";

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

export class GamePlan {
  private readonly cycles = new Map<number, string[]>();
  readonly pool: readonly string[];

  constructor(
    pool: readonly string[],
    readonly seed: number,
  ) {
    if (pool.length === 0) throw new Error("the game pool is empty");
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

  /** sha256 of the sorted relative paths, one per line: a changed data folder changes it. */
  poolHash(): string {
    return createHash("sha256").update(this.pool.join("\n")).digest("hex");
  }
}
