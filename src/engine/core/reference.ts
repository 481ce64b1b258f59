// The reference rules: the game's rules computed the plain way, with nothing carried from one call
// to the next. Every call normalises the conditions, matches them against the facts by
// backtracking, grounds each match, renders each command and checks the goal from scratch; all it
// shares with the fast rules is the world (the parsed texts, the symbol tables with their type
// bitmaps, the static facts). Slow, and there to be obviously right: the fast rules
// (fast/rules.ts) must give the same answers, and one shared suite (rules.test.ts) plays both.
import type { TextWorldView } from "./derive.js";
import type { FactStore } from "./facts.js";
import { groundEffects, groundingRecipe, type Move, parameterBindings } from "./ground.js";
import { dnfClauses } from "./logic.js";
import type { ActionSchema, Literal, Term, TypedName } from "./pddl.js";
import { type Admissible, byCodePoints, type Rules } from "./rules.js";
import type { World } from "./world.js";

/** Variable values by name while matching. */
type Binding = Map<string, number>;

interface ReferenceMove extends Move {
  readonly action: ActionSchema;
  readonly args: readonly number[];
}

export class ReferenceRules implements Rules<ReferenceMove> {
  readonly #world: World;

  constructor(world: World) {
    this.#world = world;
  }

  prepare(): void {}

  intro(state: TextWorldView): string {
    return this.#world.intro(state);
  }

  goalReached(dynamic: FactStore): boolean {
    return dnfClauses(this.#world.problem.goal).some((clause) => hasMatch(this.#world, dynamic, clause.literals, clause.vars, new Map()));
  }

  /** Every applicable operator, in domain order, each rendered; then TextWorld's sorted, duplicate-free list. */
  admissible(state: TextWorldView): Admissible<ReferenceMove> {
    const moves: ReferenceMove[] = [];
    for (const action of this.#world.domain.actions)
      for (const move of this.#applicable(action, state.dynamic))
        if (!moves.some((m) => m.action === action && sameValues(m.args, move.args))) moves.push(move);
    return byCodePoints(moves, (move) => this.#world.deriver.derive(move.text.template, move.bindings, state));
  }

  find(command: string, state: TextWorldView): ReferenceMove | undefined {
    const { commands, moves } = this.admissible(state);
    const at = commands.indexOf(command);
    return at < 0 ? undefined : moves[at];
  }

  feedback(move: ReferenceMove, state: TextWorldView): string {
    return this.#world.deriver.derive(move.text.feedback, move.bindings, state);
  }

  /** The operators of `action` that apply in `dynamic`, one per match of a precondition clause; no-ops left out (as FD drops them). */
  #applicable(action: ActionSchema, dynamic: FactStore): ReferenceMove[] {
    const world = this.#world;
    const text = world.grammar.actions.get(action.name)!;
    const moves: ReferenceMove[] = [];
    for (const clause of dnfClauses(action.precondition)) {
      const variables = [...action.params, ...clause.vars];
      const recipe = groundingRecipe(world, action, clause.literals, (name) => slotOf(variables, name));
      forEachMatch(world, dynamic, clause.literals, variables, new Map(), (binding) => {
        const values = variables.map((v) => binding.get(v.name)!);
        const effects = groundEffects(world, recipe, values);
        if (effects.length === 0) return false;
        const args = values.slice(0, action.params.length);
        moves.push({ action, args, text, effects, bindings: parameterBindings(action, args) });
        return false;
      });
    }
    return moves;
  }
}

function slotOf(variables: readonly TypedName[], name: string): number | undefined {
  const at = variables.findIndex((v) => v.name === name);
  return at < 0 ? undefined : at;
}

function sameValues(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function hasMatch(
  world: World,
  dynamic: FactStore,
  literals: readonly Literal[],
  variables: readonly TypedName[],
  binding: Binding,
): boolean {
  return forEachMatch(world, dynamic, literals, variables, binding, () => true);
}

/**
 * Calls `emit` with every extension of `binding` to `variables` under which all `literals` hold,
 * until it returns true (then so does this). Backtracking: the first positive literal with an
 * unbound variable binds it from the facts of its predicate (in sorted order); variables no
 * positive literal binds range over their type; a literal is checked as soon as it is ground.
 */
function forEachMatch(
  world: World,
  dynamic: FactStore,
  literals: readonly Literal[],
  variables: readonly TypedName[],
  binding: Binding,
  emit: (binding: Binding) => boolean,
): boolean {
  const { schema } = world;
  const typeOf = new Map(variables.map((v) => [v.name, v.type]));
  const isVariable = (t: Term) => t.startsWith("?");
  const bound = (t: Term) => !isVariable(t) || binding.has(t);
  const fits = (variable: string, entity: number) => schema.isSubtype(schema.entityType[entity], typeOf.get(variable) ?? "object");
  const step = (): boolean => {
    if (!literals.every((l) => !l.args.every(bound) || literalHolds(world, dynamic, l, binding))) return false;
    const open = literals.find((l) => !l.negated && !l.none && l.predicate !== "=" && !l.args.every(bound));
    if (open) return bindFromFacts(open);
    const free = variables.find((v) => !binding.has(v.name));
    if (!free) return emit(binding);
    for (let e = 0; e < schema.entities.length; e++) {
      if (!fits(free.name, e)) continue;
      binding.set(free.name, e);
      const stop = step();
      binding.delete(free.name);
      if (stop) return true;
    }
    return false;
  };
  /** Tries each fact of the literal's predicate that agrees with what is bound. */
  const bindFromFacts = (literal: Literal): boolean => {
    const p = schema.predicateIndex.get(literal.predicate);
    if (p === undefined || schema.arity[p] !== literal.args.length) return false;
    const facts = (schema.isStatic[p] ? world.staticStore : dynamic).bucket(p, 0, 0) ?? [];
    for (const fact of facts) {
      const added: string[] = [];
      const agrees = literal.args.every((t, i) => {
        const entity = schema.codec.arg(fact, i);
        if (bound(t)) return valueOf(world, t, binding) === entity;
        if (!fits(t, entity)) return false;
        binding.set(t, entity);
        added.push(t);
        return true;
      });
      const stop = agrees && step();
      for (const t of added) binding.delete(t);
      if (stop) return true;
    }
    return false;
  };
  return step();
}

/** A term's entity: the variable's value or the constant's id (-1: an unknown constant). */
function valueOf(world: World, term: Term, binding: Binding): number {
  return binding.get(term) ?? world.schema.entityIndex.get(term) ?? -1;
}

/** Whether a literal whose terms are all bound holds. */
function literalHolds(world: World, dynamic: FactStore, literal: Literal, binding: Binding): boolean {
  if (literal.none) {
    // Universal condition: no binding of its own variables satisfies the body.
    const outer: Binding = new Map(literal.args.map((a) => [a, valueOf(world, a, binding)]));
    const { vars, body } = literal.none;
    return !dnfClauses(body).some((clause) => hasMatch(world, dynamic, clause.literals, [...vars, ...clause.vars], new Map(outer)));
  }
  const values = literal.args.map((t) => valueOf(world, t, binding));
  if (literal.predicate === "=") return (values[0] === values[1]) !== literal.negated;
  const p = world.schema.predicateIndex.get(literal.predicate);
  if (p === undefined || values.some((v) => v < 0)) return literal.negated; // never true
  return world.holds(world.schema.codec.key(p, values), dynamic) !== literal.negated;
}
