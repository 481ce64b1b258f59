// Parsed pieces that many game files share. Official and generated games repeat the same PDDL
// domain and nearly the same grammar, so a caller compiling many games (the generator, a game
// pool) can hand one cache to every compileGame call. Parsed values are never mutated after
// parsing, which is what makes sharing them safe.
import type { GrammarSymbol, Query } from "./grammar.js";
import type { Domain } from "./pddl.js";

/** A full cache starts over: bounded memory however many distinct texts pass through. */
const ENTRY_LIMIT = 20_000;

export class ParseCache {
  readonly #domains = new Map<string, Domain>();
  readonly #symbols = new Map<string, GrammarSymbol[]>();
  readonly #queries = new Map<string, Query>();

  domain(text: string, parse: (text: string) => Domain): Domain {
    return remember(this.#domains, text, parse);
  }

  grammarSymbols(text: string, parse: (text: string) => GrammarSymbol[]): GrammarSymbol[] {
    return remember(this.#symbols, text, parse);
  }

  query(text: string, parse: (text: string) => Query): Query {
    return remember(this.#queries, text, parse);
  }
}

function remember<T>(map: Map<string, T>, key: string, make: (key: string) => T): T {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= ENTRY_LIMIT) map.clear();
    map.set(key, (value = make(key)));
  }
  return value;
}
