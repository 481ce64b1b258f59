// The difference between two runs that played the same games, per game: each game is its own
// control (a hard game is hard for both models), so the interval of the mean per-game difference
// is much narrower than two independent intervals suggest. Resampled as the rest of the report is:
// games within each task type, seeded.
import { mulberry32 } from "../agent/rng.js";
import type { GameRow } from "./games.js";
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, mean, percentile, wilsonInterval, type Interval } from "./stats.js";

export type PairedMethod = "paired-bootstrap-games" | "newcombe-games" | "none";

export interface PairedDifference {
  /** Games both runs played (the pairs). */
  games: number;
  /** Mean over those games of (this run's success rate − the reference run's), in [−1, 1]. */
  difference?: number;
  ci95?: Interval;
  method: PairedMethod;
  /** One line: the method and why, or why there is no paired difference. */
  basis: string;
}

/**
 * Paired per-game difference of `other` against `reference`, over the games both played; none
 * unless they played exactly the same games (a pairing over part of the games would be a different
 * question). When every game's difference is the same (e.g. one model wins every game the other
 * loses) a bootstrap over games collapses to a point, so the interval is Newcombe's score interval
 * for a difference from the two runs' Wilson intervals over games, which ignores the pairing and
 * so errs wide.
 */
export function pairedDifference(reference: GameRow[], other: GameRow[]): PairedDifference {
  const byKey = new Map(reference.map((g) => [g.game, g]));
  const shared = other.filter((g) => byKey.has(g.game));
  if (reference.length === 0 || other.length === 0)
    return { games: 0, method: "none", basis: "no paired difference: the records do not name their games" };
  if (shared.length !== reference.length || shared.length !== other.length)
    return {
      games: shared.length,
      method: "none",
      basis: `no paired difference: the runs played different games (${shared.length} in common, ${reference.length} and ${other.length} in all)`,
    };
  const pairs = shared.map((g) => ({ task: g.taskTypeId, a: byKey.get(g.game)!.successRate, b: g.successRate }));
  const differences = pairs.map((p) => p.b - p.a);
  const difference = mean(differences);
  if (differences.every((d) => d === differences[0])) {
    const n = pairs.length;
    const pa = mean(pairs.map((p) => p.a));
    const pb = mean(pairs.map((p) => p.b));
    const [wa, wb] = [wilsonInterval(pa * n, n), wilsonInterval(pb * n, n)];
    return {
      games: n,
      difference,
      ci95: {
        low: Math.max(-1, difference - Math.hypot(pb - wb.low, wa.high - pa)),
        high: Math.min(1, difference + Math.hypot(wb.high - pb, pa - wa.low)),
      },
      method: "newcombe-games",
      basis: `Newcombe's score interval from each run's Wilson interval over ${n} games: every game differs by the same amount, so a paired bootstrap would collapse to a point (unpaired, so it errs wide)`,
    };
  }
  return {
    games: pairs.length,
    difference,
    ci95: pairedBootstrap(pairs),
    method: "paired-bootstrap-games",
    basis: `paired bootstrap over ${pairs.length} games both runs played (${BOOTSTRAP_RESAMPLES} resamples within task types, seed ${BOOTSTRAP_SEED}, percentile) of the mean per-game difference`,
  };
}

function pairedBootstrap(pairs: Array<{ task: number; a: number; b: number }>): Interval {
  const byTask = new Map<number, number[]>();
  for (const p of pairs) byTask.set(p.task, [...(byTask.get(p.task) ?? []), p.b - p.a]);
  const strata = [...byTask.values()];
  const random = mulberry32(BOOTSTRAP_SEED);
  const means: number[] = [];
  for (let r = 0; r < BOOTSTRAP_RESAMPLES; r++) {
    let total = 0;
    for (const games of strata) for (let i = 0; i < games.length; i++) total += games[Math.floor(random() * games.length)];
    means.push(total / pairs.length);
  }
  means.sort((x, y) => x - y);
  return { low: percentile(means, 0.025), high: percentile(means, 0.975) };
}
