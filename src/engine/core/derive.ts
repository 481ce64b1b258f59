// Derivation of grammar symbols against the current facts (TextWorld's ContextSensitiveGrammar).
import type { FactStore } from "./facts.js";
import type { Expression, GrammarSymbol, ParsedGrammar, Query } from "./grammar.js";
import { EngineError } from "../errors.js";
import type { Schema } from "./schema.js";

/** A placeholder binding; TextWorld keys placeholders by (name, type). */
export interface Binding {
  name: string;
  type: string;
  entity: number;
}

export interface TextWorldView {
  schema: Schema;
  staticStore: FactStore;
  dynamic: FactStore;
  /** Display name of each entity (ALFWorld's demangled names). */
  names: readonly string[];
}

export class Deriver {
  constructor(private readonly grammar: ParsedGrammar) {}

  derive(symbols: readonly GrammarSymbol[], bindings: readonly Binding[], view: TextWorldView): string {
    let out = "";
    for (const s of symbols) out += this.expand(s, bindings, view);
    return out;
  }

  private expand(symbol: GrammarSymbol, bindings: readonly Binding[], view: TextWorldView): string {
    switch (symbol.kind) {
      case "text":
        return symbol.text;
      case "nonterminal":
        return this.derive(this.pickRule(symbol.name, bindings, view), bindings, view);
      case "eval":
        return evaluate(symbol.expression, bindings, view);
      case "conditional": {
        const contexts = symbol.query ? assignments(symbol.query, bindings, view) : [bindings];
        return contexts.map((ctx) => this.expand(symbol.expression, ctx, view)).join("");
      }
      case "list": {
        const item = symbol.item;
        if (item.kind !== "conditional") return this.expand(item, bindings, view);
        const contexts = item.query ? assignments(item.query, bindings, view) : [bindings];
        const parts = contexts.map((ctx) => this.expand(item.expression, ctx, view));
        return this.displayList(parts, bindings, view);
      }
    }
  }

  private displayList(parts: string[], bindings: readonly Binding[], view: TextWorldView): string {
    if (parts.length === 0) return this.derive(this.pickRule("list_empty", bindings, view), bindings, view);
    if (parts.length === 1) return parts[0];
    const separator = this.derive(this.pickRule("list_separator", bindings, view), bindings, view);
    const last = this.derive(this.pickRule("list_last_separator", bindings, view), bindings, view);
    return parts.slice(0, -1).join(separator) + last + parts[parts.length - 1];
  }

  private pickRule(name: string, bindings: readonly Binding[], view: TextWorldView): readonly GrammarSymbol[] {
    const rules = this.grammar.rules.get(name);
    if (!rules || rules.length === 0) throw new EngineError("GRAMMAR", `grammar: no rule for '#${name}#'`);
    for (const rule of rules) if (!rule.condition || hasAssignment(rule.condition, bindings, view)) return rule.rhs;
    throw new EngineError("GRAMMAR", `grammar: no rule of '#${name}#' applies in this state`);
  }
}

function evaluate(e: Expression, bindings: readonly Binding[], view: TextWorldView): string {
  switch (e.kind) {
    case "string":
      return e.value;
    case "concat":
      return e.parts.map((p) => evaluate(p, bindings, view)).join("");
    case "or": {
      for (const p of e.parts) {
        const v = evaluate(p, bindings, view);
        if (v) return v;
      }
      return "";
    }
    case "attr": {
      // TextWorld puts variables in a dict by name only; the latest binding of a name wins.
      let entity = -1;
      for (let i = bindings.length - 1; i >= 0; i--)
        if (bindings[i].name === e.variable) {
          entity = bindings[i].entity;
          break;
        }
      if (entity < 0) throw new EngineError("GRAMMAR", `grammar: unknown variable '${e.variable}'`);
      return entityAttribute(entity, e.attribute, view);
    }
  }
}

function entityAttribute(entity: number, attribute: string | null, view: TextWorldView): string {
  switch (attribute) {
    case null:
    case "name":
      return view.names[entity];
    case "id":
      return view.schema.entities[entity];
    case "indefinite":
      return "a";
    case "definite":
      return "the";
    default:
      throw new EngineError("GRAMMAR", `grammar: unknown attribute '.${attribute}'`);
  }
}

function hasAssignment(query: Query, bindings: readonly Binding[], view: TextWorldView): boolean {
  let found = false;
  search(query, 0, bindings.slice(), new Set(bindings.map((b) => b.entity)), view, () => {
    found = true;
    return true;
  });
  return found;
}

/** All matches of a conjunctive query, each as the extended list of bindings. */
export function assignments(query: Query, bindings: readonly Binding[], view: TextWorldView): Binding[][] {
  const out: Binding[][] = [];
  search(query, 0, bindings.slice(), new Set(bindings.map((b) => b.entity)), view, (b) => {
    out.push(b.slice());
    return false;
  });
  return out;
}

/**
 * TextWorld's State._all_applicable_assignments: predicates in query order, each over its
 * facts in sorted order; a new placeholder may not take an entity any binding already uses.
 * `bindings` is a stack: each level pushes the placeholders it binds and pops them before
 * trying the next fact, so `emit` sees the full assignment and must copy what it keeps.
 */
function search(
  query: Query,
  depth: number,
  bindings: Binding[],
  used: Set<number>,
  view: TextWorldView,
  emit: (b: Binding[]) => boolean,
): boolean {
  if (depth === query.length) return emit(bindings);
  const atom = query[depth];
  const { schema } = view;
  const predicate = schema.predicateIndex.get(atom.predicate);
  const params = atom.params;
  if (predicate === undefined || schema.arity[predicate] !== params.length) return false;
  const store = schema.isStatic[predicate] ? view.staticStore : view.dynamic;
  const known: (Binding | undefined)[] = new Array(params.length);
  const members = schema.paramMembers(atom);
  let mask = 0;
  let boundKey = 0;
  for (let i = 0; i < params.length; i++) {
    const b = findBinding(bindings, 0, params[i].name, params[i].type);
    known[i] = b;
    if (b) {
      mask |= 1 << i;
      boundKey = boundKey * schema.codec.base + b.entity;
    }
  }
  if (store.reads) store.reads.push(predicate, mask, boundKey);
  const facts = store.bucket(predicate, mask, boundKey);
  if (!facts) return false;
  const base = bindings.length;
  for (const key of facts) {
    let ok = true;
    for (let i = 0; i < params.length && ok; i++) {
      const entity = schema.codec.arg(key, i);
      const p = params[i];
      const m = members[i];
      if (m !== null && m[entity] !== 1) ok = false;
      else if (known[i]) continue;
      else {
        const already = findBinding(bindings, base, p.name, p.type);
        if (already) ok = already.entity === entity;
        else if (used.has(entity)) ok = false;
        else {
          bindings.push({ name: p.name, type: p.type, entity });
          used.add(entity);
        }
      }
    }
    const stop = ok && search(query, depth + 1, bindings, used, view, emit);
    for (let j = bindings.length - 1; j >= base; j--) used.delete(bindings[j].entity);
    bindings.length = base;
    if (stop) return true;
  }
  return false;
}

/** The first binding at or after `from` with this placeholder's name and type. */
function findBinding(bindings: readonly Binding[], from: number, name: string, type: string): Binding | undefined {
  for (let i = from; i < bindings.length; i++) if (bindings[i].name === name && bindings[i].type === type) return bindings[i];
  return undefined;
}
