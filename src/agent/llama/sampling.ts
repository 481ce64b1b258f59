// Sampling from a full next-token distribution (node-llama-cpp's probability map, temperature 1)
// with our own seeded RNG, so a draw depends only on (seed, request key) and the log-prob we report
// is the model's own log p(token | context): the number the scorer recomputes.

/** Map<token, probability>, sorted from most to least likely (node-llama-cpp's order). */
export type Distribution = ReadonlyMap<number, number>;

export function argmax(distribution: Distribution): number {
  let best = -1;
  let bestP = -Infinity;
  for (const [token, p] of distribution) {
    if (p > bestP) {
      best = token;
      bestP = p;
    }
  }
  if (best < 0) throw new Error("empty next-token distribution");
  return best;
}

/** Draw a token at `temperature` (≤ 0: greedy): p_T ∝ p^(1/T). */
export function sampleToken(distribution: Distribution, temperature: number, random: () => number): number {
  if (!(temperature > 0)) return argmax(distribution);
  const maxLog = Math.log(distribution.get(argmax(distribution))!);
  const tokens: number[] = [];
  const weights: number[] = [];
  let total = 0;
  for (const [token, p] of distribution) {
    if (p <= 0) continue;
    const weight = Math.exp((Math.log(p) - maxLog) / temperature);
    tokens.push(token);
    weights.push(weight);
    total += weight;
  }
  let target = random() * total;
  for (let i = 0; i < tokens.length; i += 1) {
    target -= weights[i];
    if (target < 0) return tokens[i];
  }
  return tokens[tokens.length - 1];
}

export const logProbOf = (distribution: Distribution, token: number): number => Math.log(distribution.get(token) ?? 0);

/** The k most likely tokens with their log-probs, best first. */
export function topLogprobs(distribution: Distribution, k: number): { token: number; logprob: number }[] {
  if (k <= 0) return [];
  return [...distribution.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([token, p]) => ({ token, logprob: Math.log(p) }));
}

/** 1-based rank of `token` (vLLM's `rank` field): 1 + the number of strictly more likely tokens. */
export function rankOf(distribution: Distribution, token: number): number {
  const p = distribution.get(token) ?? 0;
  let rank = 1;
  for (const q of distribution.values()) if (q > p) rank += 1;
  return rank;
}
