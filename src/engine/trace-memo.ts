// Memo of derived texts keyed by exactly the facts a derivation read.
//
// A derivation is a deterministic function of its bindings and of the contents of the buckets
// (predicate, bound-argument pattern, bound values) it queries, in the order it queries them. So
// if every bucket one earlier derivation read ("its trace") holds the same atoms now, a new
// derivation would read the same buckets and write the same text. Keying on the trace instead of
// on every fact of the predicates involved lets "You arrive at cabinet 1. ..." be reused while
// objects move elsewhere in the room.
import { type FactStore, mix32 } from "./facts.js";

/** Dynamic buckets one derivation read: flat (predicate, mask, boundKey) triples, no repeats. */
export type Trace = number[];

/** Adds a bucket read to a trace unless it is there already. */
export function noteRead(trace: Trace, predicate: number, mask: number, boundKey: number): void {
  for (let i = 0; i < trace.length; i += 3) if (trace[i] === predicate && trace[i + 1] === mask && trace[i + 2] === boundKey) return;
  trace.push(predicate, mask, boundKey);
}

interface TraceEntries {
  trace: Trace;
  /** Texts by digest of the trace's buckets: one 32-bit half is the key, the other is checked. */
  texts: Map<number, { b: number; text: string }>;
}

/** Distinct traces kept per memo; derivations of one operator read only a few shapes of state. */
const MAX_TRACES = 8;

export class TraceMemo {
  private readonly traces: TraceEntries[] = [];
  private digestA = 0;
  private digestB = 0;

  constructor(private readonly limit: number) {}

  get(store: FactStore): string | undefined {
    for (const entries of this.traces) {
      this.digest(store, entries.trace);
      const hit = entries.texts.get(this.digestA);
      if (hit !== undefined && hit.b === this.digestB) return hit.text;
    }
    return undefined;
  }

  /** Records the text a derivation wrote in `store`'s current state after reading `trace`. */
  set(store: FactStore, trace: Trace, text: string): void {
    let entries = this.traces.find((e) => sameTrace(e.trace, trace));
    if (!entries) {
      if (this.traces.length >= MAX_TRACES) this.traces.shift();
      entries = { trace, texts: new Map() };
      this.traces.push(entries);
    }
    if (entries.texts.size >= this.limit) entries.texts.clear();
    this.digest(store, trace);
    entries.texts.set(this.digestA, { b: this.digestB, text });
  }

  /** Two independent 32-bit hashes of the atoms in the trace's buckets, bucket by bucket, in order. */
  private digest(store: FactStore, trace: Trace): void {
    let a = 0x2545f491;
    let b = 0x9e3779b9;
    for (let i = 0; i < trace.length; i += 3) {
      const atoms = store.bucket(trace[i], trace[i + 1], trace[i + 2]);
      const n = atoms?.length ?? 0;
      a = Math.imul(rotl(a, 5) ^ (n + 1), 0x01000193);
      b = Math.imul(rotl(b, 7) ^ (n + 1), 0x5bd1e995);
      for (let j = 0; j < n; j++) {
        a = Math.imul(rotl(a, 13) ^ mix32(atoms![j], 0x9e3779b9), 0x01000193);
        b = Math.imul(rotl(b, 11) ^ mix32(atoms![j], 0x7f4a7c15), 0x5bd1e995);
      }
    }
    this.digestA = a | 0;
    this.digestB = b | 0;
  }
}

const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));

function sameTrace(x: Trace, y: Trace): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}
