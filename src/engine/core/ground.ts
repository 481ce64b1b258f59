// Ground operators, as Fast Downward grounds them: an action under a binding of its variables
// becomes a list of ground effects, with the effects that cannot change anything pruned (an
// operator left with none is a no-op, and FD drops it: it is not admissible). Also applying a
// ground operator's effects to a state. Shared by both rule sets: the reference rules ground every
// match afresh, the fast rules once per operator.
import type { Binding } from "./derive.js";
import type { FactStore } from "./facts.js";
import { EngineError } from "../errors.js";
import type { ActionText } from "./grammar.js";
import { dnfClauses } from "./logic.js";
import type { ActionSchema, Literal, TypedName } from "./pddl.js";
import type { World } from "./world.js";

export interface GroundEffect {
  atom: number;
  /** The `not_` twin of `atom`: TextWorld's text rules can query deleted facts. */
  negationAtom: number;
  negated: boolean;
  /** Disjunction of conjunctions of ground literals; null = unconditional. */
  condition: { atom: number; negated: boolean }[][] | null;
}

/** What the rules hand the env for a command: how to change the state, and what to say after. */
export interface Move {
  /** Its action's command template and feedback text. */
  readonly text: ActionText;
  readonly effects: readonly GroundEffect[];
  /** Template bindings of the action's parameters (for the feedback text). */
  readonly bindings: readonly Binding[];
}

/** A term's value: the binding's slot when bound, else the constant entity (-1: none). */
interface TermRecipe {
  slot: number;
  constant: number;
}
interface AtomRecipe {
  predicate: number; // -1: unknown predicate
  args: TermRecipe[];
}

/**
 * How to ground one precondition clause of an action from a binding: names resolved to ids. Made
 * from scratch on every call (the fast rules keep one per clause and game).
 */
export interface GroundingRecipe {
  /** Fluent precondition literals and the value they require. */
  pre: { atom: AtomRecipe; value: boolean }[];
  effects: { atom: AtomRecipe; negated: boolean; condition: { atom: AtomRecipe; negated: boolean }[][] | null; conditionKey: string }[];
}

/** `slotOf`: where a variable's value sits in the bindings `groundEffects` will get (undefined: not a variable). */
export function groundingRecipe(
  world: World,
  action: ActionSchema,
  clause: readonly Literal[],
  slotOf: (variable: string) => number | undefined,
): GroundingRecipe {
  const { schema } = world;
  const term = (t: string): TermRecipe => ({ slot: slotOf(t) ?? -1, constant: schema.entityIndex.get(t) ?? -1 });
  const atom = (l: Literal): AtomRecipe => ({ predicate: schema.predicateIndex.get(l.predicate) ?? -1, args: l.args.map(term) });
  const pre: GroundingRecipe["pre"] = [];
  for (const l of clause) {
    if (l.predicate === "=") continue;
    const p = schema.predicateIndex.get(l.predicate);
    if (p !== undefined && !schema.isStatic[p]) pre.push({ atom: atom(l), value: !l.negated });
  }
  const effects = action.effects.map((e) => ({
    atom: atom(e.literal),
    negated: e.literal.negated,
    condition:
      e.condition.kind === "true"
        ? null
        : dnfClauses(e.condition).map((c) => {
            if (c.vars.length) throw new EngineError("UNSUPPORTED", "quantified effect conditions are not supported");
            return c.literals.map((l) => ({ atom: atom(l), negated: l.negated }));
          }),
    conditionKey: JSON.stringify(e.condition),
  }));
  return { pre, effects };
}

/** An operator's effects under `binding` (values by slot), as Fast Downward grounds them (no-op effects pruned). */
export function groundEffects(world: World, recipe: GroundingRecipe, binding: ArrayLike<number>): GroundEffect[] {
  const { schema } = world;
  const { codec } = schema;
  const atomOf = (a: AtomRecipe): number => {
    if (a.predicate < 0) return -1;
    const args = a.args.map((t) => (t.slot >= 0 && binding[t.slot] >= 0 ? binding[t.slot] : t.constant));
    return args.some((x) => x < 0) ? -1 : codec.key(a.predicate, args);
  };
  // Fluent precondition values, as FD's SAS precondition sees them.
  const pre = new Map<number, boolean>();
  for (const { atom, value } of recipe.pre) {
    const key = atomOf(atom);
    if (key >= 0) pre.set(key, value);
  }
  const raw = recipe.effects.map((e) => ({
    atom: atomOf(e.atom),
    negated: e.negated,
    condition: e.condition && e.condition.map((conj) => conj.map((c) => ({ atom: atomOf(c.atom), negated: c.negated }))),
    conditionKey: e.conditionKey,
  }));
  const effects: GroundEffect[] = [];
  for (const e of raw) {
    if (e.atom < 0) continue;
    // FD: an atom both added and deleted under the same condition is added (add wins).
    if (e.negated && raw.some((o) => !o.negated && o.atom === e.atom && o.conditionKey === e.conditionKey)) continue;
    // FD: an effect that sets the value the precondition already requires is dropped.
    if (pre.get(e.atom) === !e.negated) continue;
    const condition = e.condition?.filter((conj) => conj.every((c) => pre.get(c.atom) !== !c.negated)) ?? null;
    if (condition && condition.length === 0) continue;
    const p = codec.predicate(e.atom);
    effects.push({ atom: e.atom, negationAtom: codec.withPredicate(e.atom, schema.negation[p]), negated: e.negated, condition });
  }
  return effects;
}

/** The template placeholder of an action parameter: its PDDL name without the `?`. */
export const placeholderName = (param: TypedName): string => param.name.slice(1);

/** Template bindings of an action's parameters, given their values in order. */
export function parameterBindings(action: ActionSchema, args: ArrayLike<number>): Binding[] {
  return action.params.map((p, i) => ({ name: placeholderName(p), type: p.type, entity: args[i] }));
}

/** Applies a move's effects to `dynamic`; conditions are read in the state before any effect (PDDL semantics). */
export function applyEffects(world: World, dynamic: FactStore, effects: readonly GroundEffect[]): void {
  const conditional = effects.some((e) => e.condition !== null);
  const fires = conditional
    ? effects.map((e) => e.condition === null || e.condition.some((conj) => conj.every((c) => world.holds(c.atom, dynamic) !== c.negated)))
    : null;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    if (fires && !fires[i]) continue;
    if (e.negated) {
      dynamic.delete(e.atom);
      dynamic.add(e.negationAtom);
    } else {
      dynamic.delete(e.negationAtom);
      dynamic.add(e.atom);
    }
  }
}
