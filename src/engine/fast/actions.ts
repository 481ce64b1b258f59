// The fast rules' view of one action: its precondition's DNF clauses as join plans (with each
// clause's grounding recipe and memo of applicable operators), and what its command template
// depends on, so that command texts can be cached and commands matched by their literal prefix.
import type { GrammarSymbol, Expression, ActionText } from "../core/grammar.js";
import { type GroundingRecipe, groundingRecipe, placeholderName } from "../core/ground.js";
import { toDnf } from "../core/logic.js";
import type { ActionSchema, Literal, TypedName } from "../core/pddl.js";
import type { Schema } from "../core/schema.js";
import type { World } from "../core/world.js";
import { TraceMemo } from "./memo.js";
import type { Operator } from "./operators.js";
import { compilePlan, type Plan } from "./query.js";

/** Bound on memo entries per action variant / per operator; a full memo starts over. */
export const MEMO_LIMIT = 4096;

/** One DNF clause of an action's precondition. */
export interface Variant {
  plan: Plan;
  literals: Literal[];
  /** Applicable operators, by the facts the plan read. */
  memo: TraceMemo<Operator[]>;
  /** Made on first grounding. */
  grounding: GroundingRecipe | null;
  /** Slot of each action parameter in the plan's bindings. */
  paramSlots: number[];
  /** Command texts by the values of the action's `textParams` (filled by FastRules.find). */
  texts: Map<number, string>;
}

export interface CompiledAction {
  index: number;
  schema: ActionSchema;
  text: ActionText;
  variants: Variant[];
  /** The template reads static facts only: a command's text never changes. */
  templateIsStatic: boolean;
  /**
   * Positions of the parameters a static template reads when its text is a function of them
   * alone (at most three); null otherwise. Commands of such an action are cached by their values.
   */
  textParams: number[] | null;
}

export function compileAction(world: World, schema: ActionSchema, index: number): CompiledAction {
  const text = world.grammar.actions.get(schema.name)!;
  const templateIsStatic = symbolsReadOnlyStatic(text.template, world.schema);
  const variants = toDnf(schema.precondition).map((clause): Variant => {
    const plan = compilePlan(world.schema, world.staticStore, world.initialDynamic, schema.params, clause);
    return {
      plan,
      literals: clause.literals,
      memo: new TraceMemo<Operator[]>(MEMO_LIMIT),
      grounding: null,
      paramSlots: schema.params.map((p) => plan.slots.get(p.name)!),
      texts: new Map(),
    };
  });
  return {
    index,
    schema,
    text,
    variants,
    templateIsStatic,
    textParams: templateIsStatic ? templateParams(text.template, schema.params) : null,
  };
}

/** How to ground a variant's operators (made once per variant). */
export function variantRecipe(world: World, action: CompiledAction, variant: number): GroundingRecipe {
  const v = action.variants[variant];
  return (v.grounding ??= groundingRecipe(world, action.schema, v.literals, (t) => v.plan.slots.get(t)));
}

/** The text every command of a template starts with (its leading plain-text symbols). */
export function literalPrefix(template: readonly GrammarSymbol[]): string {
  let prefix = "";
  for (const symbol of template) {
    if (symbol.kind !== "text") break;
    prefix += symbol.text;
  }
  return prefix;
}

function symbolsReadOnlyStatic(symbols: GrammarSymbol[], schema: Schema): boolean {
  const visit = (s: GrammarSymbol): boolean => {
    switch (s.kind) {
      case "text":
      case "eval":
        return true;
      case "nonterminal":
        return false; // rules may have state-dependent conditions
      case "list":
        return visit(s.item);
      case "conditional":
        return (
          (s.query ?? []).every((q) => {
            const p = schema.predicateIndex.get(q.predicate);
            return p === undefined || schema.isStatic[p];
          }) && visit(s.expression)
        );
    }
  };
  return symbols.every(visit);
}

/**
 * Which parameters (by position) a template reads, when its text is a function of them alone: it
 * names no rule, and every placeholder of its queries is a parameter (same name and type), so no
 * query binds a new placeholder (whose choice would depend on every binding). Null otherwise, or
 * when it reads more than three (the cache key packs at most three entities).
 */
function templateParams(symbols: readonly GrammarSymbol[], params: readonly TypedName[]): number[] | null {
  const names = params.map(placeholderName);
  const read = new Set<number>();
  const param = (name: string, type?: string): boolean => {
    const i = names.findIndex((n, j) => n === name && (type === undefined || params[j].type === type));
    if (i >= 0) read.add(i);
    return i >= 0;
  };
  const expression = (e: Expression): boolean =>
    e.kind === "attr" ? param(e.variable) : e.kind === "string" ? true : e.parts.every(expression);
  const visit = (s: GrammarSymbol): boolean => {
    switch (s.kind) {
      case "text":
        return true;
      case "eval":
        return expression(s.expression);
      case "nonterminal":
        return false;
      case "list":
        return visit(s.item);
      case "conditional":
        return (s.query ?? []).every((q) => q.params.every((p) => param(p.name, p.type))) && visit(s.expression);
    }
  };
  return symbols.every(visit) && read.size <= 3 ? [...read].sort((a, b) => a - b) : null;
}
