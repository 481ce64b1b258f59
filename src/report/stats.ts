// Statistics of the report, one place each: Wilson and the bootstrap over games for intervals,
// pass@k / pass^k, mean and sample sd.
import { mulberry32 } from "../agent/rng.js";

export interface Interval {
  low: number;
  high: number;
}

/** Two-sided 95% normal quantile. */
export const Z_95 = 1.959963984540054;

/**
 * Wilson score interval for a binomial proportion. Chosen over the normal
 * approximation because it stays inside [0, 1] and behaves at 0/n and n/n,
 * which small evaluations (20 episodes per task) hit often (0/12 → 0%–24.2%, never 0%–0%).
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  // Zero trials say nothing: no interval at all, never a zero-width one.
  if (!(trials > 0)) throw new RangeError(`a Wilson interval needs at least one trial, got ${trials}`);
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}

export function mean(values: number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Sample standard deviation (n − 1); undefined below two values, where it is not defined. */
export function sampleSd(values: number[]): number | undefined {
  if (values.length < 2) return undefined;
  const m = mean(values);
  return Math.sqrt(values.reduce((total, v) => total + (v - m) ** 2, 0) / (values.length - 1));
}

/**
 * Unbiased pass@k of one game played n times with c successes (Chen et al. 2021):
 * 1 − C(n−c, k) / C(n, k), as a running product so large n never overflows.
 */
export function passAtK(n: number, c: number, k: number): number {
  if (k > n) throw new RangeError(`pass@${k} needs at least ${k} plays, the game has ${n}`);
  return 1 - chooseRatio(n - c, n, k);
}

/** pass^k of one game: the chance that k plays drawn without replacement all succeed, C(c, k) / C(n, k). */
export function passHatK(n: number, c: number, k: number): number {
  if (k > n) throw new RangeError(`pass^${k} needs at least ${k} plays, the game has ${n}`);
  return chooseRatio(c, n, k);
}

/** C(a, k) / C(n, k) for a ≤ n: ∏_{i<k} (a − i) / (n − i), zero once a − i reaches 0. */
function chooseRatio(a: number, n: number, k: number): number {
  let ratio = 1;
  for (let i = 0; i < k; i++) {
    if (a - i <= 0) return 0;
    ratio *= (a - i) / (n - i);
  }
  return ratio;
}

/** One game's tally: its episodes (plays) and how many were won. */
export interface GameTally {
  episodes: number;
  successes: number;
}

/** Percentile of sorted values with linear interpolation between ranks (type 7, NumPy's default). */
export function percentile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export const BOOTSTRAP_RESAMPLES = 2000;
export const BOOTSTRAP_SEED = 20260515;

export interface StratifiedBootstrap {
  /** Per stratum (task type), the 95% percentile interval of its pooled success rate. */
  strata: Interval[];
  /** Pooled over all episodes of a resample (micro). */
  micro: Interval;
  /** Mean of the strata's rates in a resample (macro). */
  macro: Interval;
  resamples: number;
  seed: number;
}

/**
 * Bootstrap over games: each resample draws, within every task type, as many games as it has, with
 * replacement, each game bringing all its episodes. Repeated plays of one game are correlated, so
 * games, not episodes, are the independent units. Seeded, so the same records give the same bounds.
 */
export function bootstrapOverGames(strata: GameTally[][], resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED): StratifiedBootstrap {
  const random = mulberry32(seed);
  const stratumRates: number[][] = strata.map(() => []);
  const microRates: number[] = [];
  const macroRates: number[] = [];
  for (let r = 0; r < resamples; r++) {
    let episodes = 0;
    let successes = 0;
    const rates: number[] = [];
    strata.forEach((games, s) => {
      let stratumEpisodes = 0;
      let stratumSuccesses = 0;
      for (let i = 0; i < games.length; i++) {
        const game = games[Math.floor(random() * games.length)];
        stratumEpisodes += game.episodes;
        stratumSuccesses += game.successes;
      }
      const rate = stratumSuccesses / stratumEpisodes;
      stratumRates[s].push(rate);
      rates.push(rate);
      episodes += stratumEpisodes;
      successes += stratumSuccesses;
    });
    microRates.push(successes / episodes);
    macroRates.push(mean(rates));
  }
  return {
    strata: stratumRates.map(percentileInterval),
    micro: percentileInterval(microRates),
    macro: percentileInterval(macroRates),
    resamples,
    seed,
  };
}

function percentileInterval(values: number[]): Interval {
  const sorted = [...values].sort((a, b) => a - b);
  return { low: percentile(sorted, 0.025), high: percentile(sorted, 0.975) };
}
