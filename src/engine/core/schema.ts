// The symbol tables of one game: entities (numbered in raw-id order), their types, predicates
// (with a `not_` twin for every fluent, the negative facts TextWorld's text rules can query),
// and which predicates are static. Built once per game at compile time.
import { AtomCodec, FactStore, MAX_ARITY } from "./facts.js";
import { EngineError } from "../errors.js";
import type { Domain, Problem } from "./pddl.js";

export const ROOT_TYPE = "object";

export class Schema {
  readonly entities: string[];
  readonly entityIndex = new Map<string, number>();
  readonly entityType: string[];
  readonly predicates: string[] = [];
  readonly predicateIndex = new Map<string, number>();
  readonly arity: number[] = [];
  /** True for predicates no action effect ever changes. */
  readonly isStatic: boolean[] = [];
  /** Predicate id of `not_<p>` for fluent p, else -1. */
  readonly negation: number[] = [];
  /** Predicate id of p for `not_<p>`, else -1. */
  readonly positiveOf: number[] = [];
  readonly codec: AtomCodec;
  private readonly typeParents: Map<string, string>;
  private readonly membership = new Map<string, Uint8Array | null>();
  private readonly counts = new Map<string, number>();
  private readonly paramMembership = new Map<object, (Uint8Array | null)[]>();
  private typeTable: { names: string[]; ofEntity: Uint16Array } | null = null;

  constructor(domain: Domain, problem: Problem) {
    // Raw-id order: the default sort compares UTF-16 code units (TextWorld's sorted order) without calling back into JS.
    const sorted = sortedNames([...domain.constants, ...problem.objects].map((d) => d.name));
    this.entities = sorted.filter((e, i) => i === 0 || e !== sorted[i - 1]);
    this.entities.forEach((e, i) => this.entityIndex.set(e, i));
    // A name declared twice keeps its last type (objects after constants).
    this.entityType = this.entities.map(() => ROOT_TYPE);
    for (const d of domain.constants) this.entityType[this.entityIndex.get(d.name)!] = d.type;
    for (const d of problem.objects) this.entityType[this.entityIndex.get(d.name)!] = d.type;
    this.codec = new AtomCodec(this.entities.length);
    this.typeParents = domain.types;

    const fluents = new Set<string>();
    for (const action of domain.actions) for (const effect of action.effects) fluents.add(effect.literal.predicate);
    for (const [name, params] of domain.predicates) this.addPredicate(name, params.length, !fluents.has(name));
    let previous = "";
    for (const fact of problem.init) {
      if (fact.predicate === previous) continue; // facts come grouped by predicate
      previous = fact.predicate;
      if (!this.predicateIndex.has(previous)) this.addPredicate(previous, fact.args.length, true);
    }
    for (const name of fluents)
      if (!this.predicateIndex.has(name)) throw new EngineError("GAME", `effect on undeclared predicate '${name}'`);
  }

  private addPredicate(name: string, arity: number, isStatic: boolean): void {
    if (arity > MAX_ARITY)
      throw new EngineError("UNSUPPORTED", `predicate '${name}' has ${arity} arguments; at most ${MAX_ARITY} are supported`);
    const id = this.registerPredicate(name, arity, isStatic);
    if (!isStatic) {
      const neg = this.registerPredicate(`not_${name}`, arity, false);
      this.negation[id] = neg;
      this.positiveOf[neg] = id;
    }
  }

  private registerPredicate(name: string, arity: number, isStatic: boolean): number {
    const id = this.predicates.length;
    this.predicates.push(name);
    this.predicateIndex.set(name, id);
    this.arity.push(arity);
    this.isStatic.push(isStatic);
    this.negation.push(-1);
    this.positiveOf.push(-1);
    return id;
  }

  entity(name: string): number {
    const id = this.entityIndex.get(name);
    if (id === undefined) throw new EngineError("GAME", `unknown object '${name}'`);
    return id;
  }

  /** Does `type` equal `ancestor` or descend from it? Every type descends from the root. */
  isSubtype(type: string, ancestor: string): boolean {
    if (ancestor === ROOT_TYPE) return true;
    for (let t: string | undefined = type, guard = 0; t !== undefined && guard < 64; t = this.typeParents.get(t), guard++) {
      if (t === ancestor) return true;
      if (t === ROOT_TYPE) return false;
    }
    return false;
  }

  /** Membership bitmap of a type over entities; null means "every entity" (the root type). */
  members(type: string): Uint8Array | null {
    if (type === ROOT_TYPE) return null;
    let bits = this.membership.get(type);
    if (bits === undefined) {
      bits = new Uint8Array(this.entities.length);
      // A game declares a handful of distinct types: decide each once, not once per entity.
      const { names, ofEntity } = this.declaredTypes();
      const inside = names.map((t) => (this.isSubtype(t, type) ? 1 : 0));
      for (let i = 0; i < bits.length; i++) bits[i] = inside[ofEntity[i]];
      this.membership.set(type, bits);
    }
    return bits;
  }

  /** Membership bitmaps of a query atom's typed parameters (null: untyped or the root type), by atom. */
  paramMembers(atom: { params: readonly { type: string }[] }): readonly (Uint8Array | null)[] {
    let members = this.paramMembership.get(atom);
    if (members === undefined) {
      members = atom.params.map((p) => (p.type ? this.members(p.type) : null));
      this.paramMembership.set(atom, members);
    }
    return members;
  }

  /** The distinct declared types, and each entity's by its position among them. */
  private declaredTypes(): { names: string[]; ofEntity: Uint16Array } {
    if (!this.typeTable) {
      const position = new Map<string, number>();
      const ofEntity = new Uint16Array(this.entityType.length);
      this.entityType.forEach((t, i) => {
        let p = position.get(t);
        if (p === undefined) position.set(t, (p = position.size));
        ofEntity[i] = p;
      });
      this.typeTable = { names: [...position.keys()], ofEntity };
    }
    return this.typeTable;
  }

  /** How many entities are of `type`. */
  memberCount(type: string): number {
    let n = this.counts.get(type);
    if (n === undefined) {
      const members = this.members(type);
      n = 0;
      if (!members) n = this.entities.length;
      else for (const m of members) n += m;
      this.counts.set(type, n);
    }
    return n;
  }

  newStore(): FactStore {
    return new FactStore(this.codec, this.predicates.length);
  }
}

/**
 * The declared names of the last games, in code-unit order, by their shared leading names: games
 * of one data set or generator declare the same ~200 type constants first, so only each game's own
 * names need sorting (then one merge). Pure: the result is `names.slice().sort()` either way.
 */
let sharedPrefix: { names: string[]; sorted: string[] } | null = null;
const MIN_SHARED_PREFIX = 32;

function sortedNames(names: string[]): string[] {
  const memo = sharedPrefix;
  let common = 0;
  if (memo) while (common < memo.names.length && common < names.length && memo.names[common] === names[common]) common++;
  if (memo && common === memo.names.length) return mergeSorted(memo.sorted, names.slice(common).sort());
  if (memo && common >= MIN_SHARED_PREFIX) {
    const prefix = names.slice(0, common);
    sharedPrefix = { names: prefix, sorted: prefix.slice().sort() };
    return mergeSorted(sharedPrefix.sorted, names.slice(common).sort());
  }
  const sorted = names.slice().sort();
  sharedPrefix = { names: names.slice(), sorted };
  return sorted.slice();
}

function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(b[j] < a[i] ? b[j++] : a[i++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}
