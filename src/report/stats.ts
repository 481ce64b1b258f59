// Small statistics helpers for the report.

export interface Interval {
  low: number;
  high: number;
}

/** Two-sided 95% normal quantile. */
export const Z_95 = 1.959963984540054;

/**
 * Wilson score interval for a binomial proportion. Chosen over the normal
 * approximation because it stays inside [0, 1] and behaves at 0/n and n/n,
 * which small evaluations (20 episodes per task) hit often.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials <= 0) return { low: 0, high: 0 };
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
