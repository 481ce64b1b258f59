// The Gymnasium-like environment over a compiled game: reset() / step(command).
// Pure and deterministic: all state lives in this object, nothing is read from outside.
import type { TextWorldView } from "./derive.js";
import type { FactStore } from "./facts.js";
import type { CompiledGame, Operator } from "./game.js";
import { EngineError } from "./errors.js";
import { NOTHING_HAPPENS } from "./strings.js";
import type { EnvOptions, StepInfo, StepResult } from "./types.js";

export const DEFAULT_MAX_STEPS = 50;

export class AlfworldEnv {
  readonly maxSteps: number;
  private readonly observe: boolean;
  private dynamic: FactStore;
  private view: TextWorldView;
  /** The current state's admissible list; null until needed when not observing. */
  private commands: string[] | null = null;
  private operators: Operator[] = [];
  /** Last command looked up without the list (isAdmissible, then step), for the current state. */
  private probe: { command: string; op: Operator | undefined } | null = null;
  private readonly factLists = new Map<number, { a: number; b: number; facts: readonly (readonly string[])[] }>();
  /** Counts state changes: a lazy step info may only build the list of its own state. */
  private stateVersion = 0;
  private steps = 0;
  private moves = 0;
  private last: StepResult | null = null;

  constructor(
    readonly game: CompiledGame,
    options: EnvOptions = {},
  ) {
    this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
    this.observe = options.observe ?? true;
    // Compile every action before the first clone of the initial state, so clones inherit the indexes.
    if (this.observe) game.prepareAll();
    this.dynamic = game.initialDynamic.clone();
    this.view = { schema: game.schema, staticStore: game.staticStore, dynamic: this.dynamic, names: game.names };
  }

  reset(): StepResult {
    this.dynamic = this.game.initialDynamic.clone();
    this.view = { ...this.view, dynamic: this.dynamic };
    this.steps = 0;
    this.moves = 0;
    const observation = this.observe ? this.game.intro(this.view) : "";
    this.stateChanged();
    return (this.last = this.result(observation, true));
  }

  step(command: string): StepResult {
    if (!this.last) throw new EngineError("USAGE", "call reset() before step()");
    if (this.last.done) return this.last;
    this.steps++;
    const op = this.operatorFor(String(command).trim());
    let observation = NOTHING_HAPPENS;
    if (op) {
      this.apply(op);
      this.moves++;
      observation = this.observe ? this.game.feedback(op, this.view) : "";
      this.stateChanged();
    }
    return (this.last = this.result(observation, op !== undefined));
  }

  /** Admissible commands of the current state, code-point sorted (ALFWorld's order). */
  get admissibleCommands(): readonly string[] {
    return this.admissibleList();
  }

  /** Whether `command` is admissible now (without building the whole list when not observing). */
  isAdmissible(command: string): boolean {
    return this.operatorFor(command) !== undefined;
  }

  get won(): boolean {
    return this.game.won(this.dynamic);
  }

  get stepCount(): number {
    return this.steps;
  }

  /** Current facts of one predicate as raw PDDL ids (for agents that read state, like the expert). */
  facts(predicate: string): readonly (readonly string[])[] {
    const { schema } = this.game;
    const p = schema.predicateIndex.get(predicate);
    if (p === undefined) return [];
    const store = schema.isStatic[p] ? this.game.staticStore : this.dynamic;
    // Most predicates keep their facts from one step to the next: the list is shared (read-only)
    // while the predicate's fingerprint stays the same.
    const known = this.factLists.get(p);
    if (known && known.a === store.fingerprintA[p] && known.b === store.fingerprintB[p]) return known.facts;
    const keys = store.bucket(p, 0, 0) ?? [];
    const arity = schema.arity[p];
    const facts = keys.map((k) => {
      const fact: string[] = [];
      for (let i = 0; i < arity; i++) fact.push(schema.entities[schema.codec.arg(k, i)]);
      return fact;
    });
    this.factLists.set(p, { a: store.fingerprintA[p], b: store.fingerprintB[p], facts });
    return facts;
  }

  private apply(op: Operator): void {
    // Conditional effects are evaluated in the state before any effect applies (PDDL semantics).
    const conditional = op.effects.some((e) => e.condition !== null);
    const fires = conditional
      ? op.effects.map((e) => e.condition === null || e.condition.some((conj) => conj.every((c) => this.holds(c.atom) !== c.negated)))
      : null;
    for (let i = 0; i < op.effects.length; i++) {
      const e = op.effects[i];
      if (fires && !fires[i]) continue;
      if (e.negated) {
        this.dynamic.delete(e.atom);
        this.dynamic.add(e.negationAtom);
      } else {
        this.dynamic.delete(e.negationAtom);
        this.dynamic.add(e.atom);
      }
    }
  }

  private holds(atom: number): boolean {
    const { schema } = this.game;
    return (schema.isStatic[schema.codec.predicate(atom)] ? this.game.staticStore : this.dynamic).has(atom);
  }

  private stateChanged(): void {
    this.stateVersion++;
    this.commands = null;
    this.probe = null;
    if (this.observe) this.admissibleList();
  }

  private admissibleList(): string[] {
    if (this.commands === null) {
      const { commands, operators } = this.game.admissible(this.dynamic, this.view);
      this.commands = commands;
      this.operators = operators;
    }
    return this.commands;
  }

  /** The operator an admissible command runs: from the list when it is built, else looked up alone. */
  private operatorFor(command: string): Operator | undefined {
    if (this.commands === null) {
      if (this.probe?.command !== command) this.probe = { command, op: this.game.findOperator(command, this.dynamic, this.view) };
      return this.probe.op;
    }
    // Exact string match against the sorted admissible commands (binary search).
    const commands = this.commands;
    let lo = 0;
    let hi = commands.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = commands[mid];
      if (c === command) return this.operators[mid];
      if (c < command) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  private result(observation: string, admissible: boolean): StepResult {
    const won = this.won;
    const truncated = !won && this.steps >= this.maxSteps;
    const info: StepInfo = this.observe
      ? { admissibleCommands: this.admissibleList(), admissible, steps: this.steps, moves: this.moves }
      : this.lazyInfo(admissible);
    return { observation, reward: won ? 1 : 0, won, terminated: won, truncated, done: won || truncated, info };
  }

  /** @internal The state's admissible list, for a step info of state version `version`. */
  admissibleAt(version: number): string[] {
    if (version !== this.stateVersion) throw new EngineError("USAGE", "with observe: false, read a step's admissibleCommands before the next reset() or step()");
    return this.admissibleList();
  }

  private lazyInfo(admissible: boolean): StepInfo {
    return new LazyStepInfo(this, this.stateVersion, admissible, this.steps, this.moves);
  }
}

/** Step info whose admissible list is built on first read (a class: a getter per object literal costs the GC dearly). */
class LazyStepInfo implements StepInfo {
  private commands: string[] | undefined;

  constructor(
    private readonly env: AlfworldEnv,
    private readonly version: number,
    readonly admissible: boolean,
    readonly steps: number,
    readonly moves: number,
  ) {}

  get admissibleCommands(): string[] {
    return (this.commands ??= this.env.admissibleAt(this.version));
  }

  toJSON(): StepInfo {
    return { admissibleCommands: this.admissibleCommands, admissible: this.admissible, steps: this.steps, moves: this.moves };
  }
}
