// Compiled join plans: one conjunctive clause becomes a chain of closures that enumerate the
// variable bindings satisfying it in a given state. Used for action preconditions (what is
// admissible) and goal checks; built once per game, run on every step.
import type { FactStore } from "../core/facts.js";
import { type Clause, toDnf } from "../core/logic.js";
import type { Literal, TypedName } from "../core/pddl.js";
import type { Schema } from "../core/schema.js";
import { HAS } from "../core/facts.js";

/** Called with each satisfying binding; return true to stop the enumeration. */
export type Sink = (binding: Int32Array) => boolean | void;
type Step = (b: Int32Array, dynamic: FactStore) => boolean;

export interface Plan {
  /** Slot of each variable by name. */
  readonly slots: ReadonlyMap<string, number>;
  /** (predicate, bound-mask) index patterns the plan scans, to build them ahead of time. */
  readonly scans: readonly (readonly [number, number])[];
  /** Dynamic predicates the plan reads: its result is a function of their facts alone. */
  readonly reads: readonly number[];
  /** Enumerates satisfying bindings; returns true if the sink stopped it. */
  run(dynamic: FactStore, sink: Sink, preboundValues?: ArrayLike<number>): boolean;
}

interface PlanLiteral {
  predicate: number; // -1: unknown predicate (never true)
  slots: number[];
  negated: boolean;
  equality: boolean;
  /** Universal condition: holds when none of these sub-plans has a solution. */
  none?: { plans: Plan[]; outer: number[] };
}

const UNBOUND = -1;
const PREBOUND = -3; // placeholder value at compile time: bound by the caller at run time

function toNoneLiteral(
  schema: Schema,
  staticStore: FactStore,
  sample: FactStore,
  l: Literal,
  slotOf: (t: string) => number,
  types: string[],
): PlanLiteral {
  const { vars, body } = l.none!;
  const outerTyped = l.args.map((name) => ({ name, type: types[slotOf(name)] ?? "object" }));
  const plans = toDnf(body).map((clause) => compilePlan(schema, staticStore, sample, [...outerTyped, ...vars], clause, l.args));
  const outer = l.args.map(slotOf);
  return { predicate: -1, slots: outer, negated: false, equality: false, none: { plans, outer } };
}

/**
 * `sample` is a representative dynamic store (the initial state): its sizes order the joins so
 * that the agent's location and hands (one fact each) bind first.
 */
export function compilePlan(
  schema: Schema,
  staticStore: FactStore,
  sample: FactStore,
  variables: TypedName[],
  clause: Clause,
  prebound: readonly string[] = [],
): Plan {
  const slots = new Map<string, number>();
  const types: string[] = [];
  const constants: number[] = [];
  const slotOf = (term: string): number => {
    let slot = slots.get(term);
    if (slot === undefined) {
      slot = types.length;
      slots.set(term, slot);
      if (term.startsWith("?")) {
        types.push("object");
        constants.push(UNBOUND);
      } else {
        types.push("object");
        constants.push(schema.entityIndex.get(term) ?? -2); // -2: unknown constant, never matches
      }
    }
    return slot;
  };
  for (const v of [...variables, ...clause.vars]) types[slotOf(v.name)] = v.type;
  // Outer variables of a sub-plan arrive bound (their values are passed to run()).
  const preboundSlots = prebound.map(slotOf);
  for (const s of preboundSlots) constants[s] = PREBOUND;
  const literals: PlanLiteral[] = clause.literals.map((l) =>
    l.none ? toNoneLiteral(schema, staticStore, sample, l, slotOf, types) : toPlanLiteral(schema, l, slotOf),
  );
  const scans: [number, number][] = [];
  const steps = orderSteps(schema, staticStore, sample, literals, types, constants, scans);
  const init = Int32Array.from(constants);
  const buffer = init.slice();
  let busy = false;
  const reads = new Set<number>();
  for (const l of literals) {
    if (l.none) for (const p of l.none.plans) for (const r of p.reads) reads.add(r);
    else if (l.predicate >= 0 && !schema.isStatic[l.predicate]) reads.add(l.predicate);
  }
  return {
    slots,
    scans,
    reads: [...reads].sort((a, b) => a - b),
    run(dynamic, sink, outerValues) {
      // Reuse one buffer per plan; a nested run of the same plan (never done by the engine) gets its own.
      const binding = busy ? init.slice() : buffer;
      if (!busy) binding.set(init);
      busy = true;
      try {
        if (outerValues) preboundSlots.forEach((s, i) => (binding[s] = outerValues[i]));
        return steps(binding, dynamic, sink);
      } finally {
        if (binding === buffer) busy = false;
      }
    },
  };
}

function toPlanLiteral(schema: Schema, l: Literal, slotOf: (t: string) => number): PlanLiteral {
  if (l.predicate === "=") return { predicate: -1, slots: l.args.map(slotOf), negated: l.negated, equality: true };
  const predicate = schema.predicateIndex.get(l.predicate) ?? -1;
  return { predicate, slots: l.args.map(slotOf), negated: l.negated, equality: false };
}

function estimate(
  schema: Schema,
  staticStore: FactStore,
  sample: FactStore,
  lit: PlanLiteral,
  bound: readonly boolean[],
  types: readonly string[],
): number {
  if (lit.predicate < 0) return 0;
  const isStatic = schema.isStatic[lit.predicate];
  const total = (isStatic ? staticStore : sample).count(lit.predicate);
  if (total > 0 || isStatic) {
    let boundArgs = 0;
    for (const s of lit.slots) if (bound[s]) boundArgs++;
    return total / 20 ** boundArgs;
  }
  // A fluent that starts empty (nothing opened, held or heated yet) fills up during the game: rate
  // it by how many facts its free arguments allow, so it is not scanned whole before the agent's
  // place binds (a scan of every `opened` fact would make every plan depend on all of them).
  let allowed = 1;
  for (const s of new Set(lit.slots)) if (!bound[s]) allowed *= schema.memberCount(types[s]);
  return allowed;
}

type StepBuilder = (next: Step) => Step;

function orderSteps(
  schema: Schema,
  staticStore: FactStore,
  sample: FactStore,
  literals: PlanLiteral[],
  types: string[],
  constants: number[],
  scans: [number, number][],
): (b: Int32Array, dynamic: FactStore, sink: Sink) => boolean {
  const bound = constants.map((c) => c !== UNBOUND);
  for (let i = 0; i < constants.length; i++) if (constants[i] === PREBOUND) constants[i] = UNBOUND;
  const pending = literals.slice();
  const builders: StepBuilder[] = [];
  const isBound = (lit: PlanLiteral) => lit.slots.every((s) => bound[s]);
  const bind = (slotsNow: number[]) => {
    for (const s of slotsNow)
      if (!bound[s]) {
        bound[s] = true;
        const members = schema.members(types[s]);
        if (members) builders.push(typeCheck(s, members));
      }
  };
  for (;;) {
    for (let i = 0; i < pending.length; i++)
      if (isBound(pending[i])) {
        builders.push(check(schema, staticStore, pending[i]));
        pending.splice(i--, 1);
      }
    if (pending.length === 0) break;
    let best = -1;
    let bestCost = Infinity;
    pending.forEach((lit, i) => {
      if (lit.negated || lit.equality) return;
      const cost = estimate(schema, staticStore, sample, lit, bound, types);
      if (cost < bestCost) [best, bestCost] = [i, cost];
    });
    if (best >= 0) {
      const lit = pending.splice(best, 1)[0];
      builders.push(scan(schema, staticStore, lit, bound.slice()));
      scans.push([lit.predicate, lit.slots.reduce((m, s, i) => (bound[s] ? m | (1 << i) : m), 0)]);
      bind(lit.slots);
    } else {
      // Only negative literals or equalities left with free variables: enumerate a type domain.
      const free = pending[0].slots.find((s) => !bound[s])!;
      builders.push(enumerate(schema, free, types[free]));
      bound[free] = true;
    }
  }
  for (let s = 0; s < types.length; s++)
    if (!bound[s]) {
      builders.push(enumerate(schema, s, types[s]));
      bound[s] = true;
    }
  // The chain is built once; the sink of the current run is swapped in (runs may nest).
  let currentSink: Sink = () => true;
  let chain: Step = (binding) => currentSink(binding) === true;
  for (let i = builders.length - 1; i >= 0; i--) chain = builders[i](chain);
  return (b, dynamic, sink) => {
    const previous = currentSink;
    currentSink = sink;
    try {
      return chain(b, dynamic);
    } finally {
      currentSink = previous;
    }
  };
}

function check(schema: Schema, staticStore: FactStore, lit: PlanLiteral): StepBuilder {
  const { slots, negated } = lit;
  if (lit.none) {
    const { plans, outer } = lit.none;
    const values = new Array<number>(outer.length);
    return (next) => (b, d) => {
      outer.forEach((s, i) => (values[i] = b[s]));
      return plans.some((p) => p.run(d, () => true, values)) ? false : next(b, d);
    };
  }
  if (lit.equality) {
    const [a, c] = slots;
    return (next) => (b, d) => ((b[a] === b[c]) !== negated ? next(b, d) : false);
  }
  if (lit.predicate < 0) return (next) => (b, d) => (negated ? next(b, d) : false);
  const { predicate } = lit;
  const codec = schema.codec;
  const args = new Array<number>(slots.length);
  const isStatic = schema.isStatic[predicate];
  return (next) => (b, d) => {
    for (let i = 0; i < slots.length; i++) {
      if (b[slots[i]] < 0) return negated ? next(b, d) : false; // unknown constant
      args[i] = b[slots[i]];
    }
    const atom = codec.key(predicate, args);
    if (isStatic) return staticStore.has(atom) !== negated ? next(b, d) : false;
    if (d.reads) d.reads.push(predicate, HAS, atom);
    return d.has(atom) !== negated ? next(b, d) : false;
  };
}

function scan(schema: Schema, staticStore: FactStore, lit: PlanLiteral, boundBefore: boolean[]): StepBuilder {
  const { predicate, slots } = lit;
  if (predicate < 0) return () => () => false; // an undeclared predicate is never true
  const codec = schema.codec;
  let mask = 0;
  const boundSlots: number[] = [];
  slots.forEach((s, i) => {
    if (boundBefore[s]) {
      mask |= 1 << i;
      boundSlots.push(s);
    }
  });
  // Free positions; a variable repeated inside the literal is bound at its first position.
  const freePositions: number[] = [];
  const repeatChecks: [number, number][] = [];
  const seen = new Set<number>();
  slots.forEach((s, i) => {
    if (boundBefore[s]) return;
    if (seen.has(s)) repeatChecks.push([i, s]);
    else {
      seen.add(s);
      freePositions.push(i);
    }
  });
  const isStatic = schema.isStatic[predicate];
  return (next) => (b, d) => {
    let bk = 0;
    for (const s of boundSlots) {
      if (b[s] < 0) return false;
      bk = bk * codec.base + b[s];
    }
    if (!isStatic && d.reads) d.reads.push(predicate, mask, bk);
    const bucket = (isStatic ? staticStore : d).bucket(predicate, mask, bk);
    if (!bucket) return false;
    for (let j = 0; j < bucket.length; j++) {
      const key = bucket[j];
      for (const i of freePositions) b[slots[i]] = codec.arg(key, i);
      let ok = true;
      for (const [i, s] of repeatChecks) if (codec.arg(key, i) !== b[s]) ok = false;
      if (ok && next(b, d)) {
        for (const i of freePositions) b[slots[i]] = UNBOUND;
        return true;
      }
    }
    for (const i of freePositions) b[slots[i]] = UNBOUND;
    return false;
  };
}

function typeCheck(slot: number, members: Uint8Array): StepBuilder {
  return (next) => (b, d) => (members[b[slot]] === 1 ? next(b, d) : false);
}

function enumerate(schema: Schema, slot: number, type: string): StepBuilder {
  const members = schema.members(type);
  const candidates: number[] = [];
  for (let e = 0; e < schema.entities.length; e++) if (!members || members[e]) candidates.push(e);
  return (next) => (b, d) => {
    for (const e of candidates) {
      b[slot] = e;
      if (next(b, d)) {
        b[slot] = UNBOUND;
        return true;
      }
    }
    b[slot] = UNBOUND;
    return false;
  };
}
