// The Gymnasium-like environment over a compiled game: reset() / step(command). It holds one
// episode's state and counters, asks the game's rules (core/rules.ts) what is admissible, which
// move a command runs and what to say, and applies the moves itself.
// Pure and deterministic: all state lives in this object, nothing is read from outside.
import type { TextWorldView } from "./core/derive.js";
import type { FactStore } from "./core/facts.js";
import { applyEffects, type Move } from "./core/ground.js";
import type { Rules } from "./core/rules.js";
import type { World } from "./core/world.js";
import { EngineError } from "./errors.js";
import { type CompiledGame, gameInternals } from "./game.js";
import { NOTHING_HAPPENS } from "./strings.js";
import type { EnvOptions, StepInfo, StepResult } from "./types.js";

/** ALFWorld's step limit (its configs' `max_steps`), applied by wrapping an env in `TimeLimit`. */
export const DEFAULT_MAX_STEPS = 50;

/** The state's admissible list for a lazy step info of state version `version` (AlfworldEnv's own). */
let admissibleAt: (env: AlfworldEnv, version: number) => string[];

/** An episode of a game. It has no step limit: wrap it in `TimeLimit` (time-limit.ts) for one. */
export class AlfworldEnv {
  readonly #observe: boolean;
  readonly #world: World;
  readonly #rules: Rules;
  #dynamic: FactStore;
  #view: TextWorldView;
  /** The current state's admissible list; null until needed when not observing. */
  #commands: string[] | null = null;
  #moves: readonly Move[] = [];
  /** Last command looked up without the list (isAdmissible, then step), for the current state. */
  #probe: { command: string; move: Move | undefined } | null = null;
  readonly #factLists = new Map<number, { a: number; b: number; facts: readonly (readonly string[])[] }>();
  /** Counts state changes: a lazy step info may only build the list of its own state. */
  #stateVersion = 0;
  #steps = 0;
  #moveCount = 0;
  #last: StepResult | null = null;

  constructor(
    readonly game: CompiledGame,
    options: EnvOptions = {},
  ) {
    this.#observe = options.observe ?? true;
    ({ world: this.#world, rules: this.#rules } = gameInternals(game));
    // Compile every action before the first clone of the initial state, so clones inherit the indexes.
    if (this.#observe) this.#rules.prepare();
    this.#dynamic = this.#world.initialDynamic.clone();
    this.#view = this.#world.view(this.#dynamic);
  }

  reset(): StepResult {
    this.#dynamic = this.#world.initialDynamic.clone();
    this.#view = { ...this.#view, dynamic: this.#dynamic };
    this.#steps = 0;
    this.#moveCount = 0;
    const observation = this.#observe ? this.#rules.intro(this.#view) : "";
    this.#stateChanged();
    return (this.#last = this.#result(observation, true));
  }

  step(command: string): StepResult {
    if (!this.#last) throw new EngineError("USAGE", "call reset() before step()");
    if (this.#last.done) return this.#last;
    this.#steps++;
    const move = this.#moveFor(String(command).trim());
    let observation = NOTHING_HAPPENS;
    if (move) {
      applyEffects(this.#world, this.#dynamic, move.effects);
      this.#moveCount++;
      observation = this.#observe ? this.#rules.feedback(move, this.#view) : "";
      this.#stateChanged();
    }
    return (this.#last = this.#result(observation, move !== undefined));
  }

  /** Admissible commands of the current state, code-point sorted (ALFWorld's order). */
  get admissibleCommands(): readonly string[] {
    return this.#admissibleList();
  }

  /** Whether `command` is admissible now (without building the whole list when not observing). */
  isAdmissible(command: string): boolean {
    return this.#moveFor(command) !== undefined;
  }

  get won(): boolean {
    return this.#rules.goalReached(this.#dynamic);
  }

  get stepCount(): number {
    return this.#steps;
  }

  /** Current facts of one predicate as raw PDDL ids (for agents that read state, like the expert). */
  facts(predicate: string): readonly (readonly string[])[] {
    const { schema } = this.#world;
    const p = schema.predicateIndex.get(predicate);
    if (p === undefined) return [];
    const store = schema.isStatic[p] ? this.#world.staticStore : this.#dynamic;
    // Most predicates keep their facts from one step to the next: the list is shared (read-only)
    // while the predicate's fingerprint stays the same.
    const known = this.#factLists.get(p);
    if (known && known.a === store.fingerprintA[p] && known.b === store.fingerprintB[p]) return known.facts;
    const keys = store.bucket(p, 0, 0) ?? [];
    const arity = schema.arity[p];
    const facts = keys.map((k) => {
      const fact: string[] = [];
      for (let i = 0; i < arity; i++) fact.push(schema.entities[schema.codec.arg(k, i)]);
      return fact;
    });
    this.#factLists.set(p, { a: store.fingerprintA[p], b: store.fingerprintB[p], facts });
    return facts;
  }

  static {
    admissibleAt = (env, version) => env.#admissibleAt(version);
  }

  #admissibleAt(version: number): string[] {
    if (version !== this.#stateVersion)
      throw new EngineError("USAGE", "with observe: false, read a step's admissibleCommands before the next reset() or step()");
    return this.#admissibleList();
  }

  #stateChanged(): void {
    this.#stateVersion++;
    this.#commands = null;
    this.#probe = null;
    if (this.#observe) this.#admissibleList();
  }

  #admissibleList(): string[] {
    if (this.#commands === null) {
      const { commands, moves } = this.#rules.admissible(this.#view);
      this.#commands = commands;
      this.#moves = moves;
    }
    return this.#commands;
  }

  /** The move an admissible command runs: from the list when it is built, else looked up alone. */
  #moveFor(command: string): Move | undefined {
    if (this.#commands === null) {
      if (this.#probe?.command !== command) this.#probe = { command, move: this.#rules.find(command, this.#view) };
      return this.#probe.move;
    }
    // Exact string match against the sorted admissible commands (binary search).
    const commands = this.#commands;
    let lo = 0;
    let hi = commands.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = commands[mid];
      if (c === command) return this.#moves[mid];
      if (c < command) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  #result(observation: string, admissible: boolean): StepResult {
    const won = this.won;
    const info: StepInfo = this.#observe
      ? { admissibleCommands: this.#admissibleList(), admissible, steps: this.#steps, moves: this.#moveCount }
      : new LazyStepInfo(this, this.#stateVersion, admissible, this.#steps, this.#moveCount);
    return { observation, reward: won ? 1 : 0, won, terminated: won, truncated: false, done: won, info };
  }
}

/** Step info whose admissible list is built on first read (a class: a getter per object literal costs the GC dearly). */
class LazyStepInfo implements StepInfo {
  #commands: string[] | undefined;

  constructor(
    private readonly env: AlfworldEnv,
    private readonly version: number,
    readonly admissible: boolean,
    readonly steps: number,
    readonly moves: number,
  ) {}

  get admissibleCommands(): string[] {
    return (this.#commands ??= admissibleAt(this.env, this.version));
  }

  toJSON(): StepInfo {
    return { admissibleCommands: this.admissibleCommands, admissible: this.admissible, steps: this.steps, moves: this.moves };
  }
}
