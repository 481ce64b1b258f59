// The state: integer-coded ground atoms and an indexed fact store.
//
// Entities are numbered in code-point order of their raw (lower-cased) PDDL ids, so that the
// numeric order of atom keys is the order TextWorld iterates facts in (sorted propositions).
// An atom key packs the predicate and up to three arguments in one float64-safe integer.

export const MAX_ARITY = 3;

/**
 * Reads noted while a store's `reads` is set: flat (predicate, mask, boundKey) triples in query
 * order; mask HAS marks one atom's membership test (boundKey is the atom). The fast rules set it to
 * key their memos by what a computation read (fast/memo.ts); nothing else does.
 */
export type Trace = number[];

/** Mask value of a membership read in a Trace: boundKey is the atom itself. */
export const HAS = 8;

export class AtomCodec {
  readonly base: number;
  private readonly b2: number;
  private readonly b3: number;

  constructor(entityCount: number) {
    this.base = Math.max(entityCount, 2);
    this.b2 = this.base * this.base;
    this.b3 = this.b2 * this.base;
  }

  key(predicate: number, args: ArrayLike<number>): number {
    let key = predicate * this.b3;
    if (args.length > 0) key += args[0] * this.b2;
    if (args.length > 1) key += args[1] * this.base;
    if (args.length > 2) key += args[2];
    return key;
  }

  /** What argument `entity` at `position` adds to an atom's key (`key` is the sum over the arguments). */
  argValue(entity: number, position: number): number {
    return entity * (position === 0 ? this.b2 : position === 1 ? this.base : 1);
  }

  /** The atom with the same arguments under another predicate of the same arity. */
  withPredicate(key: number, predicate: number): number {
    return key + (predicate - this.predicate(key)) * this.b3;
  }

  predicate(key: number): number {
    return Math.floor(key / this.b3);
  }

  arg(key: number, position: number): number {
    const divisor = position === 0 ? this.b2 : position === 1 ? this.base : 1;
    return Math.floor(key / divisor) % this.base;
  }
}

/** Index id for (predicate, bound-argument mask). */
const indexId = (predicate: number, mask: number) => predicate * 8 + mask;

/**
 * A set of atoms with lazily created indexes by bound-argument pattern.
 * Each bucket is kept sorted, so enumeration follows TextWorld's sorted-fact order.
 */
export class FactStore {
  private readonly atoms: Set<number>;
  /** Sparse array by index id (predicate * 8 + mask): array access is cheaper than a Map on the hot path. */
  private readonly indexes: (Map<number, number[]> | undefined)[];
  private readonly masksByPredicate: Map<number, number[]>;
  /**
   * Per-predicate fingerprints of the atoms present (XOR of two independent 32-bit hashes of each
   * atom), kept up to date on every add/delete. Equal fingerprints mean, up to a ~2^-53 chance,
   * equal facts: the engine uses them to reuse results computed for an identical state.
   */
  readonly fingerprintA: Uint32Array;
  readonly fingerprintB: Uint32Array;
  /** Atoms by predicate, unsorted, while no atom has changed since it was taken (builds indexes fast). */
  private byPredicate: number[][] | null = null;
  /** When set, derivations and join plans note every query they make here (see trace-memo.ts). */
  reads: Trace | null = null;

  constructor(
    readonly codec: AtomCodec,
    predicateCount: number,
    source?: FactStore,
  ) {
    this.fingerprintA = source ? source.fingerprintA.slice() : new Uint32Array(predicateCount);
    this.fingerprintB = source ? source.fingerprintB.slice() : new Uint32Array(predicateCount);
    if (source) {
      this.atoms = new Set(source.atoms);
      this.indexes = [];
      source.indexes.forEach((buckets, id) => {
        if (!buckets) return;
        const copy = new Map<number, number[]>();
        for (const [k, v] of buckets) copy.set(k, v.slice());
        this.indexes[id] = copy;
      });
      this.masksByPredicate = new Map([...source.masksByPredicate].map(([p, m]) => [p, m.slice()]));
    } else {
      this.atoms = new Set();
      this.indexes = [];
      this.masksByPredicate = new Map();
    }
  }

  clone(): FactStore {
    return new FactStore(this.codec, this.fingerprintA.length, this);
  }

  get size(): number {
    return this.atoms.size;
  }

  has(key: number): boolean {
    return this.atoms.has(key);
  }

  keys(): IterableIterator<number> {
    return this.atoms.values();
  }

  add(key: number): boolean {
    if (this.atoms.has(key)) return false;
    this.atoms.add(key);
    this.byPredicate = null;
    const predicate = this.codec.predicate(key);
    this.fingerprintA[predicate] ^= mix32(key, 0x9e3779b9);
    this.fingerprintB[predicate] ^= mix32(key, 0x7f4a7c15);
    for (const mask of this.masksByPredicate.get(predicate) ?? []) insertSorted(this.bucketFor(predicate, mask, key, true)!, key);
    return true;
  }

  delete(key: number): boolean {
    if (!this.atoms.delete(key)) return false;
    this.byPredicate = null;
    const predicate = this.codec.predicate(key);
    this.fingerprintA[predicate] ^= mix32(key, 0x9e3779b9);
    this.fingerprintB[predicate] ^= mix32(key, 0x7f4a7c15);
    for (const mask of this.masksByPredicate.get(predicate) ?? []) {
      const bucket = this.bucketFor(predicate, mask, key, false);
      if (bucket) removeSorted(bucket, key);
    }
    return true;
  }

  /** Scratch output of fingerprint(): two 32-bit halves (SMIs, so keys allocate nothing). */
  keyA = 0;
  keyB = 0;

  /** Fingerprints the facts of the given predicates into keyA/keyB (see fingerprintA). */
  fingerprint(predicates: readonly number[]): void {
    let a = 0;
    let b = 0;
    for (let i = 0; i < predicates.length; i++) {
      const p = predicates[i];
      a ^= Math.imul(this.fingerprintA[p], 2 * p + 1);
      b ^= Math.imul(this.fingerprintB[p], 2 * p + 1);
    }
    this.keyA = a | 0;
    this.keyB = b | 0;
  }

  /** Key of the bound arguments selected by `mask` (bit i = argument i is bound). */
  boundKey(mask: number, args: ArrayLike<number>): number {
    let k = 0;
    for (let i = 0; i < MAX_ARITY; i++) if (mask & (1 << i)) k = k * this.codec.base + args[i];
    return k;
  }

  /** Sorted atoms of `predicate` whose bound arguments (by `mask`) have key `boundKey`. */
  bucket(predicate: number, mask: number, boundKey: number): readonly number[] | undefined {
    let buckets = this.indexes[indexId(predicate, mask)];
    if (!buckets) buckets = this.buildIndex(predicate, mask);
    return buckets.get(boundKey);
  }

  private bucketFor(predicate: number, mask: number, key: number, create: boolean): number[] | undefined {
    const buckets = this.indexes[indexId(predicate, mask)]!;
    const bk = this.boundKeyOfAtom(mask, key);
    let bucket = buckets.get(bk);
    if (!bucket && create) buckets.set(bk, (bucket = []));
    return bucket;
  }

  private boundKeyOfAtom(mask: number, key: number): number {
    let k = 0;
    for (let i = 0; i < MAX_ARITY; i++) if (mask & (1 << i)) k = k * this.codec.base + this.codec.arg(key, i);
    return k;
  }

  private buildIndex(predicate: number, mask: number): Map<number, number[]> {
    if (mask === 0) return this.buildPredicateIndex(predicate);
    const buckets = new Map<number, number[]>();
    // From the predicate's own sorted atoms (its mask-0 index), not a scan of the whole store.
    for (const key of this.bucket(predicate, 0, 0) ?? []) {
      const bk = this.boundKeyOfAtom(mask, key);
      let bucket = buckets.get(bk);
      if (!bucket) buckets.set(bk, (bucket = []));
      bucket.push(key);
    }
    this.register(predicate, mask, buckets);
    return buckets;
  }

  /** How many atoms of `predicate` the store holds (without sorting them into an index). */
  count(predicate: number): number {
    const all = this.indexes[indexId(predicate, 0)];
    return all ? (all.get(0)?.length ?? 0) : this.atomsByPredicate()[predicate].length;
  }

  /** Atoms by predicate, unsorted: one pass over the store, shared by all predicates until an atom changes. */
  private atomsByPredicate(): number[][] {
    if (!this.byPredicate) {
      this.byPredicate = Array.from({ length: this.fingerprintA.length }, () => []);
      for (const key of this.atoms) this.byPredicate[this.codec.predicate(key)].push(key);
    }
    return this.byPredicate;
  }

  /** The mask-0 index (all atoms of a predicate, sorted). */
  private buildPredicateIndex(predicate: number): Map<number, number[]> {
    const list = sortedKeys(this.atomsByPredicate()[predicate]);
    const buckets = new Map<number, number[]>();
    if (list.length) buckets.set(0, list);
    this.register(predicate, 0, buckets);
    return buckets;
  }

  private register(predicate: number, mask: number, buckets: Map<number, number[]>): void {
    this.indexes[indexId(predicate, mask)] = buckets;
    const masks = this.masksByPredicate.get(predicate);
    if (masks) masks.push(mask);
    else this.masksByPredicate.set(predicate, [mask]);
  }
}

/** murmur3's finaliser over a (≤ 2^53) atom key and a seed. */
export function mix32(key: number, seed: number): number {
  let h = (key % 0x100000000) ^ seed;
  h = Math.imul(h ^ Math.floor(key / 0x100000000), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A sorted copy of atom keys (a typed array sorts numbers natively, without a comparator callback). */
function sortedKeys(keys: readonly number[]): number[] {
  const sorted = Float64Array.from(keys).sort();
  const out: number[] = []; // packed (a preallocated array would be holey)
  for (let i = 0; i < sorted.length; i++) out.push(sorted[i]);
  return out;
}

function insertSorted(list: number[], key: number): void {
  let i = list.length;
  list.push(key);
  while (i > 0 && list[i - 1] > key) {
    list[i] = list[i - 1];
    i--;
  }
  list[i] = key;
}

function removeSorted(list: number[], key: number): void {
  const i = list.indexOf(key);
  if (i >= 0) list.splice(i, 1);
}
