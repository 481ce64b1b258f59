// The Gymnasium-like environment over a compiled game: reset() / step(command).
// Pure and deterministic: all state lives in this object, nothing is read from outside.
import type { TextWorldView } from "./derive.js";
import type { FactStore } from "./facts.js";
import type { CompiledGame, Operator } from "./game.js";
import { INTRO_SYMBOL, NOTHING_HAPPENS } from "./strings.js";
import type { EnvOptions, StepResult } from "./types.js";

export const DEFAULT_MAX_STEPS = 50;

export class AlfworldEnv {
  readonly maxSteps: number;
  private dynamic: FactStore;
  private view: TextWorldView;
  private commands: string[] = [];
  private operatorByCommand = new Map<string, Operator>();
  private steps = 0;
  private moves = 0;
  private last: StepResult | null = null;

  constructor(
    readonly game: CompiledGame,
    options: EnvOptions = {},
  ) {
    this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
    this.dynamic = game.initialDynamic.clone();
    this.view = { schema: game.schema, staticStore: game.staticStore, dynamic: this.dynamic, names: game.names };
  }

  reset(): StepResult {
    this.dynamic = this.game.initialDynamic.clone();
    this.view = { ...this.view, dynamic: this.dynamic };
    this.steps = 0;
    this.moves = 0;
    const observation = this.game.deriver.derive([{ kind: "nonterminal", name: INTRO_SYMBOL }], [], this.view);
    this.refreshAdmissible();
    return (this.last = this.result(observation, true));
  }

  step(command: string): StepResult {
    if (!this.last) throw new Error("call reset() before step()");
    if (this.last.done) return this.last;
    this.steps++;
    const op = this.operatorByCommand.get(String(command).trim());
    let observation = NOTHING_HAPPENS;
    if (op) {
      this.apply(op);
      this.moves++;
      observation = this.game.deriver.derive(op.action.text.feedback, op.bindings, this.view);
      this.refreshAdmissible();
    }
    return (this.last = this.result(observation, op !== undefined));
  }

  /** Admissible commands of the current state, code-point sorted (ALFWorld's order). */
  get admissibleCommands(): readonly string[] {
    return this.commands;
  }

  get won(): boolean {
    return this.game.goal.some((plan) => plan.run(this.dynamic, () => true));
  }

  get stepCount(): number {
    return this.steps;
  }

  /** Current facts of one predicate as raw PDDL ids (for agents that read state, like the expert). */
  facts(predicate: string): string[][] {
    const { schema } = this.game;
    const p = schema.predicateIndex.get(predicate);
    if (p === undefined) return [];
    const store = schema.isStatic[p] ? this.game.staticStore : this.dynamic;
    const keys = store.bucket(p, 0, 0) ?? [];
    return keys.map((k) => Array.from({ length: schema.arity[p] }, (_, i) => schema.entities[schema.codec.arg(k, i)]));
  }

  private apply(op: Operator): void {
    const { schema } = this.game;
    // Conditional effects are evaluated in the state before any effect applies (PDDL semantics).
    const fires = op.effects.map(
      (e) => e.condition === null || e.condition.some((conj) => conj.every((c) => this.holds(c.atom) !== c.negated)),
    );
    op.effects.forEach((e, i) => {
      if (!fires[i]) return;
      const negationKey = schema.codec.key(schema.negation[schema.codec.predicate(e.atom)], argsOf(schema.codec, e.atom, schema.arity[schema.codec.predicate(e.atom)]));
      if (e.negated) {
        this.dynamic.delete(e.atom);
        this.dynamic.add(negationKey);
      } else {
        this.dynamic.delete(negationKey);
        this.dynamic.add(e.atom);
      }
    });
  }

  private holds(atom: number): boolean {
    const { schema } = this.game;
    return (schema.isStatic[schema.codec.predicate(atom)] ? this.game.staticStore : this.dynamic).has(atom);
  }

  private refreshAdmissible(): void {
    const found: Operator[] = [];
    const seen = new Set<Operator>();
    for (const action of this.game.actions) {
      action.variants.forEach((variant, v) => {
        variant.plan.run(this.dynamic, (binding) => {
          const op = this.game.operator(action, v, binding);
          if (!op.noop && !seen.has(op)) {
            seen.add(op);
            found.push(op);
          }
        });
      });
    }
    const byCommand = new Map<string, Operator>();
    for (const op of found) {
      const command = this.game.commandOf(op, this.view);
      if (!byCommand.has(command)) byCommand.set(command, op);
    }
    this.operatorByCommand = byCommand;
    this.commands = [...byCommand.keys()].sort();
  }

  private result(observation: string, admissible: boolean): StepResult {
    const won = this.won;
    const truncated = !won && this.steps >= this.maxSteps;
    return {
      observation,
      reward: won ? 1 : 0,
      won,
      terminated: won,
      truncated,
      done: won || truncated,
      info: { admissibleCommands: this.commands, admissible, steps: this.steps, moves: this.moves },
    };
  }
}

function argsOf(codec: { arg(key: number, i: number): number }, key: number, arity: number): number[] {
  return Array.from({ length: arity }, (_, i) => codec.arg(key, i));
}
