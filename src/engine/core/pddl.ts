// PDDL domain and problem reader for the fragment ALFWorld uses (typing, ADL conditions,
// conditional effects, action costs ignored), following Fast Downward's parser.
import { EngineError } from "../errors.js";
import { type SExpr, parseSExpr } from "./sexpr.js";

export interface TypedName {
  name: string;
  type: string;
}

export type Term = string; // "?var" or a constant name

export type Formula =
  | { kind: "true" }
  | { kind: "atom"; predicate: string; args: Term[] }
  | { kind: "eq"; left: Term; right: Term }
  | { kind: "not"; body: Formula }
  | { kind: "and"; parts: Formula[] }
  | { kind: "or"; parts: Formula[] }
  | { kind: "exists"; params: TypedName[]; body: Formula }
  | { kind: "forall"; params: TypedName[]; body: Formula };

export interface Literal {
  predicate: string;
  args: Term[];
  negated: boolean;
  /**
   * Set on the pseudo-literal "#none" that stands for a universal condition: it holds when no
   * binding of `vars` satisfies `body` (`forall x. φ` becomes none x. ¬φ). `args` lists the
   * outer variables `body` reads, which must be bound before it is tested.
   */
  none?: { vars: TypedName[]; body: Formula };
}

export interface Effect {
  /** Universally quantified variables of a `forall` effect. */
  params: TypedName[];
  condition: Formula;
  literal: Literal;
}

export interface ActionSchema {
  name: string;
  params: TypedName[];
  precondition: Formula;
  effects: Effect[];
}

export interface Domain {
  name: string;
  /** type -> its declared supertype ("object" is the root). */
  types: Map<string, string>;
  predicates: Map<string, TypedName[]>;
  constants: TypedName[];
  actions: ActionSchema[];
}

export interface Problem {
  name: string;
  objects: TypedName[];
  init: { predicate: string; args: string[] }[];
  goal: Formula;
}

const isList = (x: SExpr | undefined): x is SExpr[] => Array.isArray(x);
const asText = (x: SExpr | undefined, what: string): string => {
  if (typeof x !== "string") throw new EngineError("PDDL", `expected ${what}, found ${x === undefined ? "nothing" : "a list"}`);
  return x;
};

/** FD's `parse_typed_list`: names before a `-` take the type after it; untyped names default. */
export function parseTypedList(items: SExpr[], defaultType = "object"): TypedName[] {
  const result: TypedName[] = [];
  let pending: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = asText(items[i], "a name in a typed list");
    if (item === "-") {
      const type = asText(items[++i], "a type after '-'");
      for (const name of pending) result.push({ name, type });
      pending = [];
    } else {
      pending.push(item);
    }
  }
  for (const name of pending) result.push({ name, type: defaultType });
  return result;
}

export function parseFormula(x: SExpr): Formula {
  if (!isList(x)) throw new EngineError("PDDL", `expected a condition, found '${x}'`);
  if (x.length === 0) return { kind: "true" };
  const head = asText(x[0], "a condition keyword or predicate");
  const rest = x.slice(1);
  switch (head) {
    case "and":
      return { kind: "and", parts: rest.map(parseFormula) };
    case "or":
      return { kind: "or", parts: rest.map(parseFormula) };
    case "not":
      if (rest.length !== 1) throw new EngineError("PDDL", "'not' takes exactly one condition");
      return { kind: "not", body: parseFormula(rest[0]) };
    case "imply":
      if (rest.length !== 2) throw new EngineError("PDDL", "'imply' takes two conditions");
      return { kind: "or", parts: [{ kind: "not", body: parseFormula(rest[0]) }, parseFormula(rest[1])] };
    case "exists":
    case "forall": {
      if (!isList(rest[0]) || rest.length !== 2) throw new EngineError("PDDL", `'${head}' takes a variable list and a condition`);
      return { kind: head, params: parseTypedList(rest[0]), body: parseFormula(rest[1]) };
    }
    case "=":
      return { kind: "eq", left: asText(rest[0], "a term"), right: asText(rest[1], "a term") };
    default:
      return { kind: "atom", predicate: head, args: rest.map((a) => asText(a, "a term")) };
  }
}

function parseEffect(x: SExpr, params: TypedName[], condition: Formula, out: Effect[]): void {
  if (!isList(x) || x.length === 0) return;
  const head = asText(x[0], "an effect keyword or predicate");
  if (head === "and") {
    for (const part of x.slice(1)) parseEffect(part, params, condition, out);
  } else if (head === "when") {
    const whenCondition = parseFormula(x[1]);
    const combined: Formula = condition.kind === "true" ? whenCondition : { kind: "and", parts: [condition, whenCondition] };
    parseEffect(x[2], params, combined, out);
  } else if (head === "forall") {
    if (!isList(x[1])) throw new EngineError("PDDL", "'forall' effect takes a variable list");
    parseEffect(x[2], [...params, ...parseTypedList(x[1])], condition, out);
  } else if (head === "increase" || head === "decrease" || head === "assign") {
    // Action costs: irrelevant to the text game.
  } else if (head === "not") {
    const atom = parseFormula(x[1]);
    if (atom.kind !== "atom") throw new EngineError("PDDL", "'not' in an effect must wrap an atom");
    out.push({ params, condition, literal: { predicate: atom.predicate, args: atom.args, negated: true } });
  } else {
    const atom = parseFormula(x);
    if (atom.kind !== "atom") throw new EngineError("PDDL", `unsupported effect '${head}'`);
    out.push({ params, condition, literal: { predicate: atom.predicate, args: atom.args, negated: false } });
  }
}

function parseAction(items: SExpr[]): ActionSchema {
  const name = asText(items[1], "an action name");
  let params: TypedName[] = [];
  let precondition: Formula = { kind: "true" };
  const effects: Effect[] = [];
  for (let i = 2; i < items.length; i += 2) {
    const key = asText(items[i], "an action field");
    const value = items[i + 1];
    if (key === ":parameters") params = isList(value) ? parseTypedList(value) : [];
    else if (key === ":precondition") precondition = parseFormula(value ?? []);
    else if (key === ":effect") parseEffect(value ?? [], [], { kind: "true" }, effects);
  }
  return { name, params, precondition, effects };
}

export function parseDomain(text: string): Domain {
  const root = parseSExpr(text);
  if (root[0] !== "define") throw new EngineError("PDDL", "a domain must start with (define ...)");
  const domain: Domain = { name: "", types: new Map(), predicates: new Map(), constants: [], actions: [] };
  for (const item of root.slice(1)) {
    if (!isList(item)) continue;
    const head = item[0];
    if (head === "domain") domain.name = asText(item[1], "a domain name");
    else if (head === ":types") for (const t of parseTypedList(item.slice(1))) domain.types.set(t.name, t.type);
    else if (head === ":constants") domain.constants.push(...parseTypedList(item.slice(1)));
    else if (head === ":predicates") {
      for (const p of item.slice(1)) if (isList(p)) domain.predicates.set(asText(p[0], "a predicate"), parseTypedList(p.slice(1)));
    } else if (head === ":action") domain.actions.push(parseAction(item));
  }
  if (domain.actions.length === 0) throw new EngineError("PDDL", "the domain defines no actions");
  return domain;
}

export function parseProblem(text: string): Problem {
  const root = parseSExpr(text);
  if (root[0] !== "define") throw new EngineError("PDDL", "a problem must start with (define ...)");
  const problem: Problem = { name: "", objects: [], init: [], goal: { kind: "true" } };
  let sawGoal = false;
  for (const item of root.slice(1)) {
    if (!isList(item)) continue;
    const head = item[0];
    if (head === "problem") problem.name = asText(item[1], "a problem name");
    else if (head === ":objects") problem.objects.push(...parseTypedList(item.slice(1)));
    else if (head === ":init") {
      for (const fact of item.slice(1)) {
        if (!isList(fact) || fact.length === 0) continue;
        const predicate = asText(fact[0], "an init fact");
        if (predicate === "=") continue; // numeric fluents (distances, costs)
        problem.init.push({ predicate, args: fact.slice(1).map((a) => asText(a, "an init argument")) });
      }
    } else if (head === ":goal") {
      problem.goal = parseFormula(item[1] ?? []);
      sawGoal = true;
    }
  }
  if (!sawGoal) throw new EngineError("PDDL", "the problem has no (:goal ...)");
  return problem;
}
