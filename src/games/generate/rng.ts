// Seeded randomness for the generator: a thin, allocation-free wrapper over pure-rand's
// xoroshiro128+ (mutating `next()` in pure-rand 8). No Math.random, no clock: same seed, same draws.
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

const TWO_POW_32 = 4294967296;

export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: number) {
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return (this.gen.next() >>> 0) / TWO_POW_32;
  }

  /** Uniform integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[Math.floor(this.float() * items.length)];
  }

  /** Pick a key with probability proportional to its weight (entries with weight <= 0 never). */
  weighted<K>(entries: readonly (readonly [K, number])[]): K {
    let total = 0;
    for (const [, w] of entries) if (w > 0) total += w;
    if (total <= 0) throw new Error("Rng.weighted: no positive weight");
    let r = this.float() * total;
    for (const [key, w] of entries) {
      if (w <= 0) continue;
      r -= w;
      if (r < 0) return key;
    }
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i][1] > 0) return entries[i][0];
    throw new Error("unreachable");
  }

  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}

/** Derive an independent 32-bit seed from a parent seed and a label (FNV-1a over both, then mixed). */
export function deriveSeed(parent: number, label: string | number): number {
  let h = 0x811c9dc5 ^ (parent | 0);
  const text = String(label);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3 finalizer: spread low-entropy differences (seed 1 vs 2) over all bits.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
