// The fast rules' two memos. Both are used the same way, `memo.through(store, compute, ...args)`:
// the result for the store's current state, remembered or computed; the bookkeeping (fingerprint
// scratch, read tracing) stays inside this module.
//
// StateMemo: results keyed by every fact of a fixed set of predicates (the store's per-predicate
// fingerprints), for results that read all of them (the goal check, whole-state admissible lists).
//
// TraceMemo: results computed from a few facts, keyed by exactly the facts the computation read.
// A derivation or a join plan is a deterministic function of the contents of the buckets
// (predicate, bound-argument pattern, bound values) and atoms it queries, in the order it queries
// them: the first read is always the same, and what each read finds decides the next one. So the
// reads of earlier runs form a trie: walk it by reading the same buckets in the current state;
// reaching a leaf means a run now would read the same facts and compute the same result. Unlike a
// key over every fact of the predicates involved, this lets "You arrive at cabinet 1. ..." or the
// commands at one place be reused while objects move elsewhere in the room.
import { type FactStore, HAS, mix32, type Trace } from "../core/facts.js";

interface Leaf<T> {
  leaf: true;
  value: T;
}

interface Branch<T> {
  leaf: false;
  predicate: number;
  mask: number;
  key: number;
  /** By digest of what the read finds: one 32-bit half is the map key, the other is checked. */
  children: Map<number, { b: number; next: Node<T> }>;
}

type Node<T> = Leaf<T> | Branch<T>;

/**
 * Results keyed by the state of a set of predicates (64-bit fingerprint: one half is the map key,
 * the other is checked on lookup). Bounded: a full memo starts over.
 */
export class StateMemo<T> {
  private readonly entries = new Map<number, { b: number; value: T }>();

  constructor(
    private readonly reads: readonly number[],
    private readonly limit: number,
  ) {}

  /** `compute(arg)` gives the result on a miss (a function made once, not per call: the hot path allocates nothing). */
  through<A>(store: FactStore, compute: (arg: A) => T, arg: A): T {
    store.fingerprint(this.reads);
    const a = store.keyA;
    const b = store.keyB; // taken now: `compute` may fingerprint the store for other memos
    const known = this.entries.get(a);
    if (known !== undefined && known.b === b) return known.value;
    const value = compute(arg);
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(a, { b, value });
    return value;
  }
}

export class TraceMemo<T> {
  private root: Node<T> | null = null;
  private branches = 0;

  /** `limit`: branches kept; a full memo starts over. */
  constructor(private readonly limit: number) {}

  /**
   * The result for the current state of `store`: remembered, or computed by `compute(a, b, store)` with
   * every query it makes on `store` noted. Calls nest: an enclosing computation's trace receives the
   * reads of this one, on a hit as on a miss (on a hit the walk makes exactly the same reads).
   */
  through<A, B>(store: FactStore, compute: (a: A, b: B, store: FactStore) => T, a: A, b: B): T {
    let value = this.get(store);
    if (value === undefined) {
      const trace: Trace = [];
      const outer = store.reads;
      store.reads = trace;
      try {
        value = compute(a, b, store);
      } finally {
        store.reads = outer;
        if (outer) for (const x of trace) outer.push(x);
      }
      this.set(store, trace, value);
    }
    return value;
  }

  /** The result for the current state of `store`, if known; the walk's reads go to an enclosing trace. */
  private get(store: FactStore): T | undefined {
    const outer = store.reads;
    let node = this.root;
    while (node !== null) {
      if (node.leaf) return node.value;
      if (outer) outer.push(node.predicate, node.mask, node.key);
      digest(store, node.predicate, node.mask, node.key);
      const child = node.children.get(digestA);
      if (child === undefined || child.b !== digestB) return undefined;
      node = child.next;
    }
    return undefined;
  }

  /** Records the result of a run that read `trace` in `store`'s current state. */
  private set(store: FactStore, trace: Trace, value: T): void {
    if (this.branches >= this.limit) {
      this.root = null;
      this.branches = 0;
    }
    this.root ??= nodeAt(trace, 0, value);
    let node = this.root;
    for (let i = 0; !node.leaf; i += 3) {
      // A run that read differently where earlier runs agreed would not be deterministic: keep out.
      if (i >= trace.length || node.predicate !== trace[i] || node.mask !== trace[i + 1] || node.key !== trace[i + 2]) return;
      digest(store, node.predicate, node.mask, node.key);
      const child = node.children.get(digestA);
      if (child !== undefined && child.b === digestB) {
        node = child.next;
        continue;
      }
      const next = nodeAt(trace, i + 3, value);
      node.children.set(digestA, { b: digestB, next });
      this.branches++;
      node = next;
    }
    node.value = value;
  }
}

function nodeAt<T>(trace: Trace, i: number, value: T): Node<T> {
  if (i >= trace.length) return { leaf: true, value };
  return { leaf: false, predicate: trace[i], mask: trace[i + 1], key: trace[i + 2], children: new Map() };
}

// Scratch output of digest(): two independent 32-bit hashes (SMIs, so lookups allocate nothing).
let digestA = 0;
let digestB = 0;

/** Digest of what one read finds in `store`: the atoms of a bucket, in order, or one membership. */
function digest(store: FactStore, predicate: number, mask: number, key: number): void {
  if (mask === HAS) {
    const present = store.has(key);
    digestA = present ? 0x1b873593 : 0x5c4bcea9;
    digestB = present ? 1 : 2;
    return;
  }
  const atoms = store.bucket(predicate, mask, key);
  const n = atoms?.length ?? 0;
  let a = Math.imul(n + 1, 0x9e3779b1);
  let b = Math.imul(n + 1, 0x85ebca6b) ^ 0x2545f491;
  for (let j = 0; j < n; j++) {
    a = Math.imul(rotl(a, 13) ^ mix32(atoms![j], 0x9e3779b9), 0x01000193);
    b = Math.imul(rotl(b, 11) ^ mix32(atoms![j], 0x7f4a7c15), 0x5bd1e995);
  }
  digestA = a | 0;
  digestB = b | 0;
}

const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
