// Compiling one game file: the PDDL domain and problem and the TextWorld grammar it carries are
// parsed once, checked, and turned into join plans (what is applicable), grounded operators
// (created lazily, with Fast Downward's no-op pruning) and text rules.
import { Deriver, type Binding, type TextWorldView } from "./derive.js";
import { type FactStore, StateMemo } from "./facts.js";
import { parseTwl2, type ActionText, type Expression, type GrammarSymbol, type ParsedGrammar } from "./grammar.js";
import { toDnf } from "./logic.js";
import { type Trace, TraceMemo } from "./trace-memo.js";
import { demangledNames } from "./names.js";
import type { ParseCache } from "./parse-cache.js";
import { type ActionSchema, type Domain, type Literal, type Problem, type TypedName, parseDomain, parseProblem } from "./pddl.js";
import { compilePlan, type Plan } from "./query.js";
import { EngineError } from "./errors.js";
import { Schema } from "./schema.js";
import { INTRO_SYMBOL } from "./strings.js";
import type { GameFile } from "./types.js";

export interface EntityInfo {
  id: string;
  name: string;
  kind: "agent" | "location" | "receptacle" | "object" | "type";
  type: string;
}

export interface GroundEffect {
  atom: number;
  /** The `not_` twin of `atom`: TextWorld's text rules can query deleted facts. */
  negationAtom: number;
  negated: boolean;
  /** Disjunction of conjunctions of ground literals; null = unconditional. */
  condition: { atom: number; negated: boolean }[][] | null;
}

/** A grounded operator (one FD operator name: action + its external arguments). */
export interface Operator {
  action: CompiledAction;
  args: Int32Array;
  readonly effects: GroundEffect[];
  /** Fast Downward drops operators whose effects cannot change anything. */
  readonly noop: boolean;
  bindings: Binding[];
  /** Cached command text when the template only reads static facts. */
  command: string | null;
  /** Scratch mark: the enumeration pass that last found this operator. */
  seen: number;
  /** Scratch: position in the enumeration pass that last found it (ties keep enumeration order). */
  position: number;
  /** Order key of `command` among the game's static commands (see CommandOrder), valid at `rankVersion`. */
  rank: number;
  rankVersion: number;
  /** Feedback texts already rendered, by the facts their derivation read. */
  feedbackMemo: TraceMemo<string> | null;
}

export interface Admissible {
  /** Sorted, duplicate-free commands. */
  commands: string[];
  /** The operator each command runs (same order). */
  operators: Operator[];
}

export interface CompiledAction {
  index: number;
  schema: ActionSchema;
  text: ActionText;
  variants: { plan: Plan; literals: Literal[]; memo: TraceMemo<Operator[]>; grounding: GroundingRecipe | null }[];
  paramSlots: number[][];
  templateIsStatic: boolean;
  /**
   * Positions of the parameters a static template reads when its text is a function of them
   * alone (at most three); null otherwise. Commands of such an action are cached by their values.
   */
  textParams: number[] | null;
  /** Command texts by the values of `textParams`, per variant (filled by findOperator). */
  texts: Map<number, string>[];
}

export interface CompileOptions {
  /** "alfworld" (default): ALFWorld's demangled names ("cabinet 3"); "raw": the PDDL ids, as plain TextWorld. */
  names?: "alfworld" | "raw";
  /**
   * Reuse results computed for an identical state (default true): which operators apply, and the
   * feedback text. Shared by all environments of the game; off, every step recomputes them.
   */
  memoize?: boolean;
  /** Shared parse results for callers compiling many games with the same domain and grammar. */
  cache?: ParseCache;
}

/** A game file's three texts, parsed: what `compileParsed` takes from a caller that built them itself. */
export interface ParsedGame {
  domain: Domain;
  problem: Problem;
  grammar: ParsedGrammar;
  walkthrough?: string[] | null;
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
interface GroundingRecipe {
  /** Fluent precondition literals and the value they require. */
  pre: { atom: AtomRecipe; value: boolean }[];
  effects: { atom: AtomRecipe; negated: boolean; condition: { atom: AtomRecipe; negated: boolean }[][] | null; conditionKey: string }[];
  paramNames: string[];
}

/** Bound on memo entries per action variant / per operator; a full memo starts over. */
const MEMO_LIMIT = 4096;
const NO_ARGS: number[] = [];

export class CompiledGame {
  readonly schema: Schema;
  readonly staticStore: FactStore;
  readonly initialDynamic: FactStore;
  readonly names: string[];
  readonly domain: Domain;
  readonly goal: Plan[];
  readonly grammar: ParsedGrammar;
  readonly deriver: Deriver;
  /** The sentence after "Your task is to: ", with its final period, as verl-agent extracts it. */
  readonly taskDescription: string;
  readonly walkthrough: string[] | null;
  private entityList: EntityInfo[] | null = null;
  private readonly inFacts: Uint8Array;
  readonly initialFacts: { predicate: string; args: string[] }[];
  readonly problem: Problem;
  private readonly operators = new Map<number, Operator[]>();
  /** Action plans are compiled on first use: checking one command needs only its own action's. */
  private readonly compiled: (CompiledAction | undefined)[];
  private commandPrefixes: string[] | null = null;
  private enumerationPass = 0;
  private readonly commandOrder = new CommandOrder();
  private admissibleMemoCache: StateMemo<Admissible> | null = null;
  private readonly admissibleByReads = new TraceMemo<Admissible>(MEMO_LIMIT * 8);
  private readonly wonMemo: StateMemo<boolean>;

  private introText: string | null = null;
  private nameToEntityMap: Map<string, number> | null = null;

  readonly memoize: boolean;

  constructor(parsed: ParsedGame, options: CompileOptions = {}) {
    this.memoize = options.memoize ?? true;
    const { domain, problem } = parsed;
    this.domain = domain;
    this.problem = problem;
    this.grammar = parsed.grammar;
    this.deriver = new Deriver(this.grammar);
    this.schema = new Schema(domain, problem);
    this.initialFacts = problem.init;
    const schema = this.schema;

    this.staticStore = schema.newStore();
    this.initialDynamic = schema.newStore();
    const inFacts = new Uint8Array(schema.entities.length); // 1: the entity occurs in an init fact
    const { codec, entityIndex } = schema;
    let lastName = "";
    let predicate = -1;
    const lastArgs = ["", "", ""];
    const lastEntities = [0, 0, 0];
    for (const fact of problem.init) {
      // Facts come grouped by predicate: look its name up once per run of them.
      if (fact.predicate !== lastName) {
        predicate = schema.predicateIndex.get((lastName = fact.predicate))!;
      }
      const args = fact.args;
      if (schema.arity[predicate] !== args.length) throw new EngineError("GAME", `init fact (${fact.predicate} ${args.join(" ")}) has the wrong number of arguments`);
      let key = codec.key(predicate, NO_ARGS);
      for (let i = 0; i < args.length; i++) {
        // Neighbouring facts often share an argument (a receptacle type's canContain facts).
        const entity = args[i] === lastArgs[i] ? lastEntities[i] : entityIndex.get(args[i]);
        if (entity === undefined) throw new EngineError("GAME", `init fact (${fact.predicate} ${args.join(" ")}) uses undeclared object '${args[i]}'`);
        lastArgs[i] = args[i];
        lastEntities[i] = entity;
        key += codec.argValue(entity, i);
        inFacts[entity] = 1;
      }
      (schema.isStatic[predicate] ? this.staticStore : this.initialDynamic).add(key);
    }
    this.inFacts = inFacts;
    // ALFWorld wraps TextWorld with its Demangler; plain TextWorld shows the raw ids.
    this.names = options.names === "raw" ? [...schema.entities] : demangledNames(schema.entities, inFacts);

    for (const action of domain.actions) checkAction(action, this.grammar);
    this.compiled = domain.actions.map(() => undefined);
    this.goal = toDnf(problem.goal).map((clause) => compilePlan(schema, this.staticStore, this.initialDynamic, [], clause));
    this.prebuildIndexes(this.goal);
    this.wonMemo = new StateMemo([...new Set(this.goal.flatMap((p) => [...p.reads]))].sort((a, b) => a - b), MEMO_LIMIT);
    this.taskDescription = readTaskDescription(this.grammar);
    this.walkthrough = Array.isArray(parsed.walkthrough) ? parsed.walkthrough.map(String) : null;
  }

  /** Builds the index patterns plans scan on the initial stores, so that later clones inherit them. */
  private prebuildIndexes(plans: readonly Plan[]): void {
    for (const plan of plans)
      for (const [predicate, mask] of plan.scans)
        if (predicate >= 0) (this.schema.isStatic[predicate] ? this.staticStore : this.initialDynamic).bucket(predicate, mask, 0);
  }

  /** Every action of the domain, compiled (in domain order). */
  get actions(): CompiledAction[] {
    return this.domain.actions.map((_, index) => this.action(index));
  }

  /** Compiles every action plan now (and builds the indexes they scan on the initial state). */
  prepareAll(): void {
    for (let index = 0; index < this.compiled.length; index++) this.action(index);
  }

  private action(index: number): CompiledAction {
    let action = this.compiled[index];
    if (!action) {
      action = this.compiled[index] = this.compileAction(this.domain.actions[index], index);
      this.prebuildIndexes(action.variants.map((v) => v.plan));
    }
    return action;
  }

  /** Whole-state memo of admissible lists, over every dynamic predicate some action reads. */
  private get admissibleMemo(): StateMemo<Admissible> {
    if (!this.admissibleMemoCache) {
      const reads = [...new Set(this.actions.flatMap((a) => a.variants.flatMap((v) => [...v.plan.reads])))];
      this.admissibleMemoCache = new StateMemo(reads.sort((a, b) => a - b), MEMO_LIMIT);
    }
    return this.admissibleMemoCache;
  }

  /** The entities that occur in the initial facts, in raw-id order. */
  get entities(): EntityInfo[] {
    return (this.entityList ??= this.schema.entities.filter((_, i) => this.inFacts[i]).map((id) => this.entityInfo(id)));
  }

  private entityInfo(id: string): EntityInfo {
    const i = this.schema.entity(id);
    const type = this.schema.entityType[i];
    const kind = (["agent", "location", "receptacle", "object"] as const).find((k) => this.schema.isSubtype(type, k) && type === k);
    return { id, name: this.names[i], kind: kind ?? (type === "otype" || type === "rtype" ? "type" : "object"), type };
  }

  private compileAction(schema: ActionSchema, index: number): CompiledAction {
    const text = this.grammar.actions.get(schema.name)!;
    const templateIsStatic = symbolsReadOnlyStatic(text.template, this.schema);
    const variants = toDnf(schema.precondition).map((clause) => {
      const plan = compilePlan(this.schema, this.staticStore, this.initialDynamic, schema.params, clause);
      return { plan, literals: clause.literals, memo: new TraceMemo<Operator[]>(MEMO_LIMIT), grounding: null };
    });
    return {
      index,
      schema,
      text,
      variants,
      paramSlots: variants.map((v) => schema.params.map((p) => v.plan.slots.get(p.name)!)),
      templateIsStatic,
      textParams: templateIsStatic ? templateParams(text.template, schema.params) : null,
      texts: variants.map(() => new Map()),
    };
  }

  /** The operator for an action under a full variant binding (created on first sight). */
  operator(action: CompiledAction, variant: number, binding: Int32Array): Operator {
    const slots = action.paramSlots[variant];
    let hash = action.index + 1;
    for (const s of slots) hash = (Math.imul(hash, 0x9e3779b1) ^ binding[s]) >>> 0;
    let list = this.operators.get(hash);
    if (list) {
      for (const op of list) if (op.action === action && sameArgs(op.args, slots, binding)) return op;
    } else this.operators.set(hash, (list = []));
    const args = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) args[i] = binding[slots[i]];
    const op = new LazyOperator(action, args, binding.slice(), variant, this);
    list.push(op);
    return op;
  }

  /** @internal An operator's effects, as Fast Downward grounds them (no-op effects pruned). */
  groundEffects(action: CompiledAction, variant: number, binding: Int32Array): GroundEffect[] {
    const recipe = this.groundingRecipe(action, variant);
    const { codec } = this.schema;
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
      effects.push({ atom: e.atom, negationAtom: codec.withPredicate(e.atom, this.schema.negation[p]), negated: e.negated, condition });
    }
    return effects;
  }

  /** @internal Template bindings of an operator's parameters. */
  bindingsOf(action: CompiledAction, variant: number, args: Int32Array): Binding[] {
    const recipe = this.groundingRecipe(action, variant);
    return action.schema.params.map((p, i) => ({ name: recipe.paramNames[i], type: p.type, entity: args[i] }));
  }

  /** How to ground one action variant's literals from a binding: names resolved to ids once per variant. */
  private groundingRecipe(action: CompiledAction, variant: number): GroundingRecipe {
    return (action.variants[variant].grounding ??= this.makeGroundingRecipe(action, variant));
  }

  private makeGroundingRecipe(action: CompiledAction, variant: number): GroundingRecipe {
    const { schema: s } = this;
    const plan = action.variants[variant].plan;
    const term = (t: string): TermRecipe => ({ slot: plan.slots.get(t) ?? -1, constant: s.entityIndex.get(t) ?? -1 });
    const atom = (l: Literal): AtomRecipe => ({ predicate: s.predicateIndex.get(l.predicate) ?? -1, args: l.args.map(term) });
    const pre: GroundingRecipe["pre"] = [];
    for (const l of action.variants[variant].literals) {
      if (l.predicate === "=") continue;
      const p = s.predicateIndex.get(l.predicate);
      if (p !== undefined && !s.isStatic[p]) pre.push({ atom: atom(l), value: !l.negated });
    }
    const effects = action.schema.effects.map((e) => ({
      atom: atom(e.literal),
      negated: e.literal.negated,
      condition: e.condition.kind === "true" ? null : toDnf(e.condition).map((clause) => {
        if (clause.vars.length) throw new EngineError("UNSUPPORTED", "quantified effect conditions are not supported");
        return clause.literals.map((l) => ({ atom: atom(l), negated: l.negated }));
      }),
      conditionKey: conditionKey(e.condition),
    }));
    return { pre, effects, paramNames: action.schema.params.map(placeholderName) };
  }

  commandOf(op: Operator, view: TextWorldView): string {
    if (op.command !== null) return op.command;
    const text = this.deriver.derive(op.action.text.template, op.bindings, view);
    if (op.action.templateIsStatic) op.command = text;
    return text;
  }

  /** Whether the goal holds in `dynamic`, memoised by the facts the goal reads. */
  won(dynamic: FactStore): boolean {
    const known = this.memoize ? this.wonMemo.get(dynamic) : undefined;
    if (known !== undefined) return known;
    const won = this.goal.some((plan) => plan.run(dynamic, () => true));
    if (this.memoize) this.wonMemo.set(dynamic, won);
    return won;
  }

  /** The feedback of an operator just applied, memoised by the facts its derivation reads. */
  feedback(op: Operator, view: TextWorldView): string {
    if (!this.memoize) return this.deriver.derive(op.action.text.feedback, op.bindings, view);
    const memo = (op.feedbackMemo ??= new TraceMemo<string>(MEMO_LIMIT));
    let text = memo.get(view.dynamic);
    if (text === undefined) {
      const trace: Trace = [];
      text = traced(view.dynamic, trace, () => this.deriver.derive(op.action.text.feedback, op.bindings, view));
      memo.set(view.dynamic, trace, text);
    }
    return text;
  }

  /** The opening text; the same for every reset, so it is rendered once. */
  intro(view: TextWorldView): string {
    if (this.introText === null || !this.memoize) this.introText = this.deriver.derive([{ kind: "nonterminal", name: INTRO_SYMBOL }], [], view);
    return this.introText;
  }

  /** Operators of one action variant that apply in `dynamic` (no-ops left out), memoised by the facts read. */
  private applicable(action: CompiledAction, v: number, dynamic: FactStore): Operator[] {
    const variant = action.variants[v];
    const run = () => {
      const ops: Operator[] = [];
      variant.plan.run(dynamic, (binding) => {
        const op = this.operator(action, v, binding);
        if (!op.noop) ops.push(op);
      });
      return ops;
    };
    if (!this.memoize) return run();
    let ops = variant.memo.get(dynamic);
    if (ops === undefined) {
      const trace: Trace = [];
      ops = traced(dynamic, trace, run);
      variant.memo.set(dynamic, trace, ops);
    }
    return ops;
  }

  /**
   * The admissible commands of a state, as TextWorld lists them: code-point sorted, duplicates
   * merged (the first operator of a command runs it). The result is frozen and may be shared.
   */
  admissible(dynamic: FactStore, view: TextWorldView): Admissible {
    if (!this.memoize) return this.enumerate(dynamic, view);
    // First the whole state; then the facts the enumeration actually reads (the agent's place, its
    // receptacles' contents, what it holds), which repeat far more often.
    const known = this.admissibleMemo.get(dynamic);
    if (known) return known;
    let result = this.admissibleByReads.get(dynamic);
    if (result === undefined) {
      const trace: Trace = [];
      result = traced(dynamic, trace, () => this.enumerate(dynamic, view));
      this.admissibleByReads.set(dynamic, trace, result);
    }
    this.admissibleMemo.get(dynamic); // the lookups above used the store's key scratch: fingerprint again
    this.admissibleMemo.set(dynamic, result);
    return result;
  }

  /**
   * The operator `command` runs in `dynamic`: the one the admissible list pairs with it (the first
   * in enumeration order with that text), found without listing every command. Only actions whose
   * template starts like the command are tried.
   */
  findOperator(command: string, dynamic: FactStore, view: TextWorldView): Operator | undefined {
    const prefixes = (this.commandPrefixes ??= this.domain.actions.map((a) => literalPrefix(this.grammar.actions.get(a.name)!.template)));
    for (let index = 0; index < prefixes.length; index++) {
      if (!command.startsWith(prefixes[index])) continue;
      const action = this.action(index);
      for (let v = 0; v < action.variants.length; v++) {
        let found: Operator | undefined;
        // Texts first: only the operator that reads as the command is made and grounded (to see
        // it is no no-op); where the text depends on a few parameters alone, it is looked up by them.
        action.variants[v].plan.run(dynamic, (binding) => {
          if (action.textParams && this.staticCommand(action, v, binding, view) !== command) return false;
          const op = this.operator(action, v, binding);
          if (this.commandOf(op, view) !== command || op.noop) return false;
          found = op;
          return true;
        });
        if (found) return found;
      }
    }
    return undefined;
  }

  /** The command of an action with `textParams` under a variant binding, from the action's text cache. */
  private staticCommand(action: CompiledAction, variant: number, binding: Int32Array, view: TextWorldView): string {
    const slots = action.paramSlots[variant];
    const read = action.textParams!;
    let key = 0;
    for (let i = read.length - 1; i >= 0; i--) key = key * this.schema.codec.base + binding[slots[read[i]]];
    const texts = action.texts[variant];
    let text = texts.get(key);
    if (text === undefined) {
      const bindings = this.bindingsOf(action, variant, Int32Array.from(slots, (slot) => binding[slot]));
      texts.set(key, (text = this.deriver.derive(action.text.template, bindings, view)));
    }
    return text;
  }

  private enumerate(dynamic: FactStore, view: TextWorldView): Admissible {
    const found: Operator[] = [];
    const pass = ++this.enumerationPass;
    let allStatic = true;
    for (let index = 0; index < this.compiled.length; index++)
      for (let v = 0, action = this.action(index); v < action.variants.length; v++)
        for (const op of this.applicable(action, v, dynamic))
          if (op.seen !== pass) {
            op.seen = pass;
            op.position = found.length;
            found.push(op);
            if (!op.action.templateIsStatic) allStatic = false;
          }
    const { commands, operators } = allStatic ? this.sortByRank(found, view) : this.sortByText(found, view);
    return { commands: Object.freeze(commands) as string[], operators };
  }

  /** Static command texts never change, so operators sort by a cached numeric key of their text. */
  private sortByRank(found: Operator[], view: TextWorldView): { commands: string[]; operators: Operator[] } {
    const order = this.commandOrder;
    for (const op of found) {
      if (op.rankVersion === order.version) continue;
      op.rank = order.rank(this.commandOf(op, view));
      op.rankVersion = order.version;
    }
    // A new text may have renumbered every key: refresh the ones taken before it.
    for (const op of found) if (op.rankVersion !== order.version) {
      op.rank = order.rank(op.command!);
      op.rankVersion = order.version;
    }
    found.sort((a, b) => a.rank - b.rank || a.position - b.position);
    const commands: string[] = [];
    const operators: Operator[] = [];
    let lastRank = Number.NaN;
    for (const op of found) {
      if (op.rank === lastRank) continue; // same text: the first operator runs it
      lastRank = op.rank;
      commands.push(op.command!);
      operators.push(op);
    }
    return { commands, operators };
  }

  /** Code-point order of the rendered texts; ties keep enumeration order. */
  private sortByText(found: Operator[], view: TextWorldView): { commands: string[]; operators: Operator[] } {
    const texts = found.map((op, i) => ({ text: this.commandOf(op, view), op, i }));
    texts.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.i - b.i));
    const commands: string[] = [];
    const operators: Operator[] = [];
    for (const { text, op } of texts) {
      if (commands.length && commands[commands.length - 1] === text) continue;
      commands.push(text);
      operators.push(op);
    }
    return { commands, operators };
  }

  /**
   * A command written with raw PDDL ids (as valid_unseen walkthroughs are) in display names;
   * commands already in display names pass through unchanged.
   */
  toDisplayCommand(command: string): string {
    return command
      .split(" ")
      .map((token) => {
        const entity = this.schema.entityIndex.get(token);
        return entity !== undefined && this.entityByName(this.names[entity]) === entity ? this.names[entity] : token;
      })
      .join(" ");
  }

  /** Display name -> entity (first in raw-id order when names collide). */
  entityByName(name: string): number | undefined {
    if (!this.nameToEntityMap) {
      const map = (this.nameToEntityMap = new Map());
      this.names.forEach((n, i) => {
        if (this.inFacts[i] && !map.has(n)) map.set(n, i);
      });
    }
    return this.nameToEntityMap.get(name);
  }
}

/** An operator whose effects are grounded on first use: finding one command's operator reads many texts but runs one. */
class LazyOperator implements Operator {
  command: string | null = null;
  seen = 0;
  position = 0;
  rank = 0;
  rankVersion = -1;
  feedbackMemo: TraceMemo<string> | null = null;
  readonly bindings: Binding[];
  private grounded: GroundEffect[] | null = null;

  constructor(
    readonly action: CompiledAction,
    readonly args: Int32Array,
    /** The full variant binding it was found with (existential variables included), until grounded. */
    private binding: Int32Array | null,
    private readonly variant: number,
    private readonly game: CompiledGame,
  ) {
    this.bindings = game.bindingsOf(action, variant, args);
  }

  get effects(): GroundEffect[] {
    if (this.grounded === null) {
      this.grounded = this.game.groundEffects(this.action, this.variant, this.binding!);
      this.binding = null;
    }
    return this.grounded;
  }

  get noop(): boolean {
    return this.effects.length === 0;
  }
}

/**
 * Numeric keys whose order is the code-point order of the texts: a new text takes the midpoint of
 * its neighbours' keys, so known keys stay valid; only when doubles run out between two
 * neighbours is everything renumbered (and `version` moves on).
 */
class CommandOrder {
  private readonly texts: string[] = [];
  private readonly keys: number[] = [];
  private readonly known = new Map<string, number>();
  version = 0;

  rank(text: string): number {
    const key = this.known.get(text);
    if (key !== undefined) return key;
    const at = this.position(text);
    const below = at > 0 ? this.keys[at - 1] : (this.keys[0] ?? 0) - SPACING;
    const above = at < this.keys.length ? this.keys[at] : (this.keys[at - 1] ?? 0) + SPACING;
    let fresh = (below + above) / 2;
    this.texts.splice(at, 0, text);
    this.keys.splice(at, 0, fresh);
    if (fresh <= below || fresh >= above) {
      this.renumber();
      fresh = this.keys[at];
    }
    this.known.set(text, fresh);
    return fresh;
  }

  private renumber(): void {
    this.keys.forEach((_, i) => {
      this.keys[i] = i * SPACING;
      this.known.set(this.texts[i], i * SPACING);
    });
    this.version++;
  }

  private position(text: string): number {
    let lo = 0;
    let hi = this.texts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.texts[mid] < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const SPACING = 2 ** 20;

function sameArgs(args: Int32Array, slots: readonly number[], binding: Int32Array): boolean {
  for (let i = 0; i < slots.length; i++) if (args[i] !== binding[slots[i]]) return false;
  return true;
}

/** An effect condition's text, to compare conditions by value; by formula object, as games share their parsed domain. */
const conditionKeys = new WeakMap<object, string>();
function conditionKey(condition: object): string {
  let key = conditionKeys.get(condition);
  if (key === undefined) conditionKeys.set(condition, (key = JSON.stringify(condition)));
  return key;
}

/** Fails early, with the action's name, on what compileAction cannot handle. */
function checkAction(action: ActionSchema, grammar: ParsedGrammar): void {
  if (!grammar.actions.has(action.name)) throw new EngineError("GAME", `action '${action.name}' of the domain has no template in the grammar`);
  for (const effect of action.effects) if (effect.params.length) throw new EngineError("UNSUPPORTED", `action '${action.name}': quantified effects are not supported`);
}

/** The text every command of a template starts with (its leading plain-text symbols). */
function literalPrefix(template: readonly GrammarSymbol[]): string {
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
        return (s.query ?? []).every((q) => {
          const p = schema.predicateIndex.get(q.predicate);
          return p === undefined || schema.isStatic[p];
        }) && visit(s.expression);
    }
  };
  return symbols.every(visit);
}

/** The template placeholder of an action parameter: its PDDL name without the `?`. */
const placeholderName = (param: TypedName): string => param.name.slice(1);

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

/** Runs `compute` with every query it makes on `store` noted in `trace` (and in an enclosing trace). */
function traced<T>(store: FactStore, trace: Trace, compute: () => T): T {
  const outer = store.reads;
  store.reads = trace;
  try {
    return compute();
  } finally {
    store.reads = outer;
    if (outer) for (const x of trace) outer.push(x);
  }
}

function readTaskDescription(grammar: ParsedGrammar): string {
  const rule = grammar.rules.get("task")?.[0];
  const text = rule?.rhs.map((s) => (s.kind === "text" ? s.text : "")).join("") ?? "";
  const marker = "Your task is to: ";
  const at = text.indexOf(marker);
  return at >= 0 ? text.slice(at + marker.length).trim() : text.trim();
}

/** Parse and compile a game; every failure is an EngineError saying what is wrong. */
export function compileGame(file: unknown, options: CompileOptions = {}): CompiledGame {
  if (typeof file !== "object" || file === null) throw new EngineError("GAME", "a game file must be a JSON object");
  const f = file as Record<string, unknown>;
  for (const key of ["pddl_domain", "grammar", "pddl_problem"]) {
    if (typeof f[key] !== "string" || !(f[key] as string).trim()) throw new EngineError("GAME", `missing or empty "${key}" (not an ALFWorld game.tw-pddl file)`);
  }
  const game = f as unknown as GameFile;
  try {
    const domain = options.cache ? options.cache.domain(game.pddl_domain, parseDomain) : parseDomain(game.pddl_domain);
    const parsed = { domain, problem: parseProblem(game.pddl_problem), grammar: parseTwl2(game.grammar, options.cache), walkthrough: game.walkthrough };
    return new CompiledGame(parsed, options);
  } catch (e) {
    if (e instanceof EngineError && e.code === "PDDL") throw new EngineError("PDDL", `PDDL: ${e.message}`);
    throw e;
  }
}

/**
 * Compile a game from parts the caller parsed or built itself (the generator builds its problems
 * as data); they must be what parsing the game file's texts would give.
 */
export function compileParsed(parsed: ParsedGame, options: CompileOptions = {}): CompiledGame {
  return new CompiledGame(parsed, options);
}
