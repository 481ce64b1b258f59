// The fast rules: the same answers as the reference rules (core/reference.ts), from compiled join
// plans, operators kept for the game's lifetime, cached command texts and order keys, and memos
// that reuse what was computed for an identical state (or for the same facts read). Each game's
// FastRules is shared by all environments on it.
import type { TextWorldView } from "../core/derive.js";
import type { FactStore } from "../core/facts.js";
import { parameterBindings } from "../core/ground.js";
import { toDnf } from "../core/logic.js";
import type { Admissible, Rules } from "../core/rules.js";
import type { World } from "../core/world.js";
import { type CompiledAction, compileAction, literalPrefix, MEMO_LIMIT } from "./actions.js";
import { StateMemo, TraceMemo } from "./memo.js";
import { type Operator, OperatorTable } from "./operators.js";
import { CommandOrder, sortAdmissible } from "./order.js";
import { compilePlan, type Plan } from "./query.js";

export class FastRules implements Rules<Operator> {
  readonly #world: World;
  /** false: no state memos (admissible lists, applicable operators, feedback, goal, intro). */
  readonly #memoize: boolean;
  readonly #goal: Plan[];
  readonly #goalMemo: StateMemo<boolean>;
  /** Action plans are compiled on first use: checking one command needs only its own action's. */
  readonly #actions: (CompiledAction | undefined)[];
  readonly #operators: OperatorTable;
  readonly #order = new CommandOrder();
  #enumerationPass = 0;
  #wholeStateMemo: StateMemo<Admissible<Operator>> | null = null;
  readonly #admissibleByReads = new TraceMemo<Admissible<Operator>>(MEMO_LIMIT * 8);
  #introText: string | null = null;
  /** The text every command of each action starts with (from the grammar: no plan compiled to know it). */
  readonly #prefixes: string[];

  constructor(world: World, memoize: boolean) {
    this.#world = world;
    this.#memoize = memoize;
    this.#operators = new OperatorTable(world);
    this.#actions = world.domain.actions.map(() => undefined);
    this.#prefixes = world.domain.actions.map((a) => literalPrefix(world.grammar.actions.get(a.name)!.template));
    this.#goal = toDnf(world.problem.goal).map((clause) => compilePlan(world.schema, world.staticStore, world.initialDynamic, [], clause));
    this.#prebuildIndexes(this.#goal);
    this.#goalMemo = new StateMemo(readsOf(this.#goal), MEMO_LIMIT);
  }

  prepare(): void {
    for (let index = 0; index < this.#actions.length; index++) this.#action(index);
  }

  /** Every action of the domain, compiled (in domain order). */
  get actions(): CompiledAction[] {
    return this.#actions.map((_, index) => this.#action(index));
  }

  /** The opening text; the same for every reset, so it is rendered once. */
  intro(view: TextWorldView): string {
    if (this.#introText === null || !this.#memoize) this.#introText = this.#world.intro(view);
    return this.#introText;
  }

  goalReached(dynamic: FactStore): boolean {
    return this.#memoize ? this.#goalMemo.through(dynamic, this.#goalHolds, dynamic) : this.#goalHolds(dynamic);
  }

  /**
   * First the whole state; then the facts the enumeration actually reads (the agent's place, its
   * receptacles' contents, what it holds), which repeat far more often. The result is frozen and shared.
   */
  admissible(view: TextWorldView): Admissible<Operator> {
    if (!this.#memoize) return this.#enumerate(view);
    return this.#wholeState().through(view.dynamic, this.#admissibleOfReads, view);
  }

  /** Only actions whose template starts like the command are tried. */
  find(command: string, view: TextWorldView): Operator | undefined {
    for (let index = 0; index < this.#actions.length; index++) {
      if (!command.startsWith(this.#prefixes[index])) continue;
      const action = this.#action(index);
      for (let v = 0; v < action.variants.length; v++) {
        let found: Operator | undefined;
        // Texts first: only the operator that reads as the command is made and grounded (to see
        // it is no no-op); where the text depends on a few parameters alone, it is looked up by them.
        action.variants[v].plan.run(view.dynamic, (binding) => {
          if (action.textParams && this.#staticCommand(action, v, binding, view) !== command) return false;
          const op = this.#operators.get(action, v, binding);
          if (this.#commandOf(op, view) !== command || op.noop) return false;
          found = op;
          return true;
        });
        if (found) return found;
      }
    }
    return undefined;
  }

  /** Memoised by the facts its derivation reads. */
  feedback(op: Operator, view: TextWorldView): string {
    if (!this.#memoize) return this.#deriveFeedback(op, view);
    return (op.feedbackMemo ??= new TraceMemo<string>(MEMO_LIMIT)).through(view.dynamic, this.#deriveFeedback, op, view);
  }

  // What the memos compute on a miss, made once per game: the hot path allocates no closures.
  readonly #goalHolds = (dynamic: FactStore): boolean => this.#goal.some((plan) => plan.run(dynamic, yes));
  readonly #admissibleOfReads = (view: TextWorldView): Admissible<Operator> =>
    this.#admissibleByReads.through(view.dynamic, this.#enumerate, view, undefined);
  readonly #deriveFeedback = (op: Operator, view: TextWorldView): string =>
    this.#world.deriver.derive(op.action.text.feedback, op.bindings, view);

  #action(index: number): CompiledAction {
    let action = this.#actions[index];
    if (!action) {
      action = this.#actions[index] = compileAction(this.#world, this.#world.domain.actions[index], index);
      this.#prebuildIndexes(action.variants.map((v) => v.plan));
    }
    return action;
  }

  /** Builds the index patterns plans scan on the initial stores, so that later clones inherit them. */
  #prebuildIndexes(plans: readonly Plan[]): void {
    const { schema, staticStore, initialDynamic } = this.#world;
    for (const plan of plans)
      for (const [predicate, mask] of plan.scans)
        if (predicate >= 0) (schema.isStatic[predicate] ? staticStore : initialDynamic).bucket(predicate, mask, 0);
  }

  /** Whole-state memo of admissible lists, over every dynamic predicate some action reads. */
  #wholeState(): StateMemo<Admissible<Operator>> {
    return (this.#wholeStateMemo ??= new StateMemo(readsOf(this.actions.flatMap((a) => a.variants.map((v) => v.plan))), MEMO_LIMIT));
  }

  readonly #enumerate = (view: TextWorldView): Admissible<Operator> => {
    const found: Operator[] = [];
    const pass = ++this.#enumerationPass;
    let allStatic = true;
    for (let index = 0; index < this.#actions.length; index++)
      for (let v = 0, action = this.#action(index); v < action.variants.length; v++)
        for (const op of this.#applicable(action, v, view.dynamic))
          if (op.seen !== pass) {
            op.seen = pass;
            op.position = found.length;
            found.push(op);
            if (!op.action.templateIsStatic) allStatic = false;
          }
    return sortAdmissible(found, allStatic, this.#order, (op) => this.#commandOf(op, view));
  };

  /** Operators of one action variant that apply in `dynamic` (no-ops left out), memoised by the facts read. */
  #applicable(action: CompiledAction, v: number, dynamic: FactStore): Operator[] {
    if (!this.#memoize) return this.#applicableNow(action, v, dynamic);
    return action.variants[v].memo.through(dynamic, this.#applicableNow, action, v);
  }

  readonly #applicableNow = (action: CompiledAction, v: number, dynamic: FactStore): Operator[] => {
    const ops: Operator[] = [];
    action.variants[v].plan.run(dynamic, (binding) => {
      const op = this.#operators.get(action, v, binding);
      if (!op.noop) ops.push(op);
    });
    return ops;
  };

  #commandOf(op: Operator, view: TextWorldView): string {
    if (op.command !== null) return op.command;
    const text = this.#world.deriver.derive(op.action.text.template, op.bindings, view);
    if (op.action.templateIsStatic) op.command = text;
    return text;
  }

  /** The command of an action with `textParams` under a variant binding, from the variant's text cache. */
  #staticCommand(action: CompiledAction, v: number, binding: Int32Array, view: TextWorldView): string {
    const variant = action.variants[v];
    const slots = variant.paramSlots;
    const read = action.textParams!;
    let key = 0;
    for (let i = read.length - 1; i >= 0; i--) key = key * this.#world.schema.codec.base + binding[slots[read[i]]];
    let text = variant.texts.get(key);
    if (text === undefined) {
      const bindings = parameterBindings(
        action.schema,
        Int32Array.from(slots, (slot) => binding[slot]),
      );
      variant.texts.set(key, (text = this.#world.deriver.derive(action.text.template, bindings, view)));
    }
    return text;
  }
}

const yes = () => true;

/** The dynamic predicates some plan reads, sorted. */
function readsOf(plans: readonly Plan[]): number[] {
  return [...new Set(plans.flatMap((p) => [...p.reads]))].sort((a, b) => a - b);
}
