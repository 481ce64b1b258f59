// One game's world, as both rule sets read it: the symbol tables, the static facts, the initial
// state, the display names and the grammar. Built once per game from its parsed texts (with the
// checks that make a bad file fail at compile time, not mid-episode) and never changed after.
import { EngineError } from "../errors.js";
import { INTRO_SYMBOL } from "../strings.js";
import { Deriver, type TextWorldView } from "./derive.js";
import type { FactStore } from "./facts.js";
import type { ParsedGrammar } from "./grammar.js";
import type { ActionSchema, Domain, Problem } from "./pddl.js";
import { Schema } from "./schema.js";

/** A game file's three texts, parsed. */
export interface ParsedGame {
  domain: Domain;
  problem: Problem;
  grammar: ParsedGrammar;
  walkthrough?: string[] | null;
}

const NO_ARGS: number[] = [];

export class World {
  readonly domain: Domain;
  readonly problem: Problem;
  readonly grammar: ParsedGrammar;
  readonly schema: Schema;
  readonly deriver: Deriver;
  readonly staticStore: FactStore;
  readonly initialDynamic: FactStore;
  /** `inFacts[e]` is 1 when entity e occurs in an initial fact (only those are numbered and listed). */
  readonly inFacts: Uint8Array;
  /** Display name of each entity. */
  readonly names: string[];

  /**
   * `displayNames` names the entities from their sorted raw ids and which occur in initial facts
   * (ALFWorld's Demangler); by default the raw ids, as plain TextWorld shows them.
   */
  constructor(parsed: ParsedGame, displayNames: (ids: readonly string[], inFacts: Uint8Array) => string[] = (ids) => [...ids]) {
    this.domain = parsed.domain;
    this.problem = parsed.problem;
    this.grammar = parsed.grammar;
    this.schema = new Schema(this.domain, this.problem);
    this.deriver = new Deriver(this.grammar);
    this.staticStore = this.schema.newStore();
    this.initialDynamic = this.schema.newStore();
    this.inFacts = new Uint8Array(this.schema.entities.length);
    this.loadInitialFacts();
    this.names = displayNames(this.schema.entities, this.inFacts);
    for (const action of this.domain.actions) checkAction(action, this.grammar);
  }

  /** The text view of a state (what derivations read). */
  view(dynamic: FactStore): TextWorldView {
    return { schema: this.schema, staticStore: this.staticStore, dynamic, names: this.names };
  }

  /** The opening observation (the grammar's intro rule), in `view`'s state. */
  intro(view: TextWorldView): string {
    return this.deriver.derive([{ kind: "nonterminal", name: INTRO_SYMBOL }], [], view);
  }

  /** Whether a ground atom holds: static facts from the static store, fluents from `dynamic`. */
  holds(atom: number, dynamic: FactStore): boolean {
    const { schema } = this;
    return (schema.isStatic[schema.codec.predicate(atom)] ? this.staticStore : dynamic).has(atom);
  }

  private loadInitialFacts(): void {
    const { schema, inFacts } = this;
    const { codec, entityIndex } = schema;
    let lastName = "";
    let predicate = -1;
    const lastArgs = ["", "", ""];
    const lastEntities = [0, 0, 0];
    for (const fact of this.problem.init) {
      // Facts come grouped by predicate: look its name up once per run of them.
      if (fact.predicate !== lastName) predicate = schema.predicateIndex.get((lastName = fact.predicate))!;
      const args = fact.args;
      if (schema.arity[predicate] !== args.length)
        throw new EngineError("GAME", `init fact (${fact.predicate} ${args.join(" ")}) has the wrong number of arguments`);
      let key = codec.key(predicate, NO_ARGS);
      for (let i = 0; i < args.length; i++) {
        // Neighbouring facts often share an argument (a receptacle type's canContain facts).
        const entity = args[i] === lastArgs[i] ? lastEntities[i] : entityIndex.get(args[i]);
        if (entity === undefined)
          throw new EngineError("GAME", `init fact (${fact.predicate} ${args.join(" ")}) uses undeclared object '${args[i]}'`);
        lastArgs[i] = args[i];
        lastEntities[i] = entity;
        key += codec.argValue(entity, i);
        inFacts[entity] = 1;
      }
      (schema.isStatic[predicate] ? this.staticStore : this.initialDynamic).add(key);
    }
  }
}

/** Fails early, with the action's name, on what the rules cannot handle. */
function checkAction(action: ActionSchema, grammar: ParsedGrammar): void {
  if (!grammar.actions.has(action.name))
    throw new EngineError("GAME", `action '${action.name}' of the domain has no template in the grammar`);
  for (const effect of action.effects)
    if (effect.params.length) throw new EngineError("UNSUPPORTED", `action '${action.name}': quantified effects are not supported`);
}
