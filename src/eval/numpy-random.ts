// numpy's legacy `np.random.RandomState(seed).shuffle(list)`, bit for bit: MT19937 seeded with
// init_genrand (what RandomState does with an integer seed) and the legacy shuffle, which draws
// each swap index by masked rejection sampling (`random_interval`). TextWorld's batch env walks
// its games with exactly this (`shuffled_cycle` over `RandomState(seed)`), which is how verl-agent
// draws ALFWorld games; `--sampling verl-agent` reproduces those draws.

const N = 624;
const M = 397;

export class NumpyRandomState {
  readonly #mt = new Uint32Array(N);
  #index = N;

  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new RangeError(`a RandomState seed is an integer in [0, 2**32) (got ${seed})`);
    this.#mt[0] = seed >>> 0;
    for (let i = 1; i < N; i += 1) {
      const previous = this.#mt[i - 1] ^ (this.#mt[i - 1] >>> 30);
      // 1812433253 * previous + i, modulo 2**32, without losing bits to floating point.
      this.#mt[i] = (Math.imul(1812433253, previous) + i) >>> 0;
    }
  }

  /** genrand_int32: the next 32-bit output. */
  nextUint32(): number {
    if (this.#index >= N) this.#twist();
    let y = this.#mt[this.#index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  #twist(): void {
    const mt = this.#mt;
    for (let k = 0; k < N; k += 1) {
      const y = (mt[k] & 0x80000000) | (mt[(k + 1) % N] & 0x7fffffff);
      mt[k] = mt[(k + M) % N] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.#index = 0;
  }

  /** numpy's random_interval(max): uniform in [0, max] by masked rejection (max < 2**32). */
  interval(max: number): number {
    if (max === 0) return 0;
    let mask = max;
    mask |= mask >>> 1;
    mask |= mask >>> 2;
    mask |= mask >>> 4;
    mask |= mask >>> 8;
    mask |= mask >>> 16;
    for (;;) {
      const value = (this.nextUint32() & mask) >>> 0;
      if (value <= max) return value;
    }
  }

  /** In place, as the legacy `RandomState.shuffle` does for a Python list. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i >= 1; i -= 1) {
      const j = this.interval(i);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}
