// Normalisation of PDDL conditions into disjunctive normal form, as Fast Downward does before
// grounding: negations pushed to atoms, disjunctions split into separate clauses, existential
// variables lifted into each clause's own variables.
import type { Formula, Literal, Term, TypedName } from "./pddl.js";

/** One conjunctive clause: extra existential variables plus literals ("=" for equality). */
export interface Clause {
  vars: TypedName[];
  literals: Literal[];
}

function substitute(f: Formula, renaming: Map<string, string>): Formula {
  const term = (t: Term) => renaming.get(t) ?? t;
  switch (f.kind) {
    case "true":
      return f;
    case "atom":
      return { kind: "atom", predicate: f.predicate, args: f.args.map(term) };
    case "eq":
      return { kind: "eq", left: term(f.left), right: term(f.right) };
    case "not":
      return { kind: "not", body: substitute(f.body, renaming) };
    case "and":
    case "or":
      return { kind: f.kind, parts: f.parts.map((p) => substitute(p, renaming)) };
    case "exists":
    case "forall": {
      const inner = new Map(renaming);
      for (const p of f.params) inner.delete(p.name);
      return { kind: f.kind, params: f.params, body: substitute(f.body, inner) };
    }
  }
}

function dnf(f: Formula, negated: boolean, fresh: { n: number }): Clause[] {
  switch (f.kind) {
    case "true":
      return negated ? [] : [{ vars: [], literals: [] }];
    case "atom":
      return [{ vars: [], literals: [{ predicate: f.predicate, args: f.args, negated }] }];
    case "eq":
      return [{ vars: [], literals: [{ predicate: "=", args: [f.left, f.right], negated }] }];
    case "not":
      return dnf(f.body, !negated, fresh);
    case "and":
    case "or": {
      const conjunctive = (f.kind === "and") !== negated;
      if (!conjunctive) return f.parts.flatMap((p) => dnf(p, negated, fresh));
      let clauses: Clause[] = [{ vars: [], literals: [] }];
      for (const part of f.parts) {
        const partClauses = dnf(part, negated, fresh);
        const next: Clause[] = [];
        for (const a of clauses)
          for (const b of partClauses) next.push({ vars: [...a.vars, ...b.vars], literals: [...a.literals, ...b.literals] });
        clauses = next;
      }
      return clauses;
    }
    case "exists":
    case "forall": {
      const existential = (f.kind === "exists") !== negated;
      if (!existential) {
        // forall x. φ  ==  there is no x with ¬φ (and ¬exists x. φ == no x with φ).
        const body: Formula = f.kind === "forall" ? { kind: "not", body: f.body } : f.body;
        const bound = new Set(f.params.map((p) => p.name));
        const outer = [...freeVariables(body)].filter((v) => !bound.has(v));
        return [{ vars: [], literals: [{ predicate: "#none", args: outer, negated: false, none: { vars: f.params, body } }] }];
      }
      // Rename the bound variables so that clauses of different quantifiers never collide.
      const renaming = new Map<string, string>();
      const vars = f.params.map((p) => {
        const name = `${p.name}#${++fresh.n}`;
        renaming.set(p.name, name);
        return { name, type: p.type };
      });
      return dnf(substitute(f.body, renaming), negated, fresh).map((c) => ({ vars: [...vars, ...c.vars], literals: c.literals }));
    }
  }
}

function freeVariables(f: Formula, out = new Set<string>()): Set<string> {
  switch (f.kind) {
    case "true":
      break;
    case "atom":
      for (const a of f.args) if (a.startsWith("?")) out.add(a);
      break;
    case "eq":
      for (const a of [f.left, f.right]) if (a.startsWith("?")) out.add(a);
      break;
    case "not":
      freeVariables(f.body, out);
      break;
    case "and":
    case "or":
      for (const p of f.parts) freeVariables(p, out);
      break;
    case "exists":
    case "forall": {
      const inner = freeVariables(f.body);
      for (const p of f.params) inner.delete(p.name);
      for (const v of inner) out.add(v);
    }
  }
  return out;
}

/**
 * Clauses by formula object: games compiled with one ParseCache share their parsed domain, so its
 * conditions are normalised once, not once per game and operator. Clauses are never mutated.
 */
const clausesOf = new WeakMap<Formula, Clause[]>();

export function toDnf(f: Formula): Clause[] {
  let clauses = clausesOf.get(f);
  if (clauses === undefined) clausesOf.set(f, (clauses = dnfClauses(f)));
  return clauses;
}

/** The clauses of `f`, normalised afresh on every call (for the reference rules, which keep nothing). */
export function dnfClauses(f: Formula): Clause[] {
  return dnf(f, false, { n: 0 });
}
