// TextWorld's text layer: the `.twl2` grammar file (action templates, feedback rules and a
// context-sensitive grammar), parsed and derived the way TextWorld's PDDL backend does it.
//
// Derivation rules reproduced here (textworld/envs/pddl/textgen): a nonterminal takes its first
// rule whose condition has a match; `{expr | query}` expands once per query match, in
// depth-first, sorted-fact order, with injective bindings; `[...]` renders a list with the
// grammar's own separators; `{x.name}` evaluates a tiny Python subset over entity infos.
import type { ParseCache } from "./parse-cache.js";
import { EngineError } from "../errors.js";

export type GrammarSymbol =
  | { kind: "text"; text: string }
  | { kind: "nonterminal"; name: string }
  | { kind: "eval"; expression: Expression }
  | { kind: "conditional"; expression: GrammarSymbol; query: Query | null }
  | { kind: "list"; item: GrammarSymbol };

export interface QueryAtom {
  predicate: string;
  params: { name: string; type: string }[];
}
export type Query = QueryAtom[];

export interface GrammarRule {
  condition: Query | null;
  rhs: GrammarSymbol[];
}

export interface ActionText {
  name: string;
  template: GrammarSymbol[];
  feedback: GrammarSymbol[];
}

export interface ParsedGrammar {
  rules: Map<string, GrammarRule[]>;
  /** Keyed by lower-cased action name, as TextWorld keys them. */
  actions: Map<string, ActionText>;
}

export type Expression =
  | { kind: "attr"; variable: string; attribute: string | null }
  | { kind: "string"; value: string }
  | { kind: "concat"; parts: Expression[] }
  | { kind: "or"; parts: Expression[] };

// ---------------------------------------------------------------------------------------------
// .twl2 document

export function parseTwl2(text: string, cache?: ParseCache): ParsedGrammar {
  const symbols = (t: string) => (cache ? cache.grammarSymbols(t, parseSymbols) : parseSymbols(t));
  const query = (t: string) => (cache ? cache.query(t, parseQuery) : parseQuery(t));
  const rules = new Map<string, GrammarRule[]>();
  const actions = new Map<string, ActionText>();
  const merged: Record<string, unknown> = {};
  const reader = new DocumentReader(text);
  while (!reader.atEnd()) {
    const word = reader.word();
    if (word === "grammar") {
      Object.assign(merged, parseJsonBlock(reader.assignedBlock(), false));
    } else if (word === "action") {
      const name = reader.word();
      reader.expect("{");
      let template = "";
      let feedback = "";
      while (!reader.tryExpect("}")) {
        const key = reader.word();
        if (key === "template") template = reader.assignedString();
        else if (key === "feedback") feedback = reader.assignedString();
        else if (key === "grammar") Object.assign(merged, parseJsonBlock(reader.assignedBlock(), true));
        else if (key === "pddl") reader.assignedBlock();
        else throw new EngineError("GRAMMAR", `grammar: unknown field '${key}' in action ${name}`);
      }
      actions.set(name.toLowerCase(), { name, template: symbols(template), feedback: symbols(feedback) });
    } else {
      throw new EngineError("GRAMMAR", `grammar: unexpected '${word}'`);
    }
  }
  for (const [name, list] of Object.entries(merged)) {
    if (!Array.isArray(list)) throw new EngineError("GRAMMAR", `grammar: rule '${name}' is not a list`);
    rules.set(
      name,
      list.map((r: { rhs?: unknown; condition?: unknown }) => {
        if (typeof r?.rhs !== "string") throw new EngineError("GRAMMAR", `grammar: rule '${name}' has no rhs string`);
        const condition = typeof r.condition === "string" && r.condition ? query(r.condition) : null;
        return { condition, rhs: symbols(r.rhs) };
      }),
    );
  }
  return { rules, actions };
}

function parseJsonBlock(block: string, dropHashLines: boolean): Record<string, unknown> {
  const text = dropHashLines
    ? block
        .split("\n")
        .filter((l) => !l.trimStart().startsWith("#"))
        .join("\n")
    : block;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (e) {
    throw new EngineError("GRAMMAR", `grammar: a grammar block is not valid JSON (${(e as Error).message})`);
  }
}

class DocumentReader {
  private pos = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    for (;;) {
      while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
      if (this.text[this.pos] === "#") {
        while (this.pos < this.text.length && this.text[this.pos] !== "\n") this.pos++;
      } else return;
    }
  }

  atEnd(): boolean {
    this.skip();
    return this.pos >= this.text.length;
  }

  word(): string {
    this.skip();
    const m = /^[\w/-]+/.exec(this.text.slice(this.pos, this.pos + 200));
    if (!m) throw new EngineError("GRAMMAR", `grammar: expected a name at offset ${this.pos}`);
    this.pos += m[0].length;
    return m[0];
  }

  expect(token: string): void {
    if (!this.tryExpect(token)) throw new EngineError("GRAMMAR", `grammar: expected '${token}' at offset ${this.pos}`);
  }

  tryExpect(token: string): boolean {
    this.skip();
    if (this.text.startsWith(token, this.pos)) {
      this.pos += token.length;
      return true;
    }
    return false;
  }

  /** `:: "..." ;` (no escapes, as TextWorld's `str` token). */
  assignedString(): string {
    this.expect("::");
    this.skip();
    if (this.text[this.pos] !== '"') throw new EngineError("GRAMMAR", `grammar: expected a string at offset ${this.pos}`);
    const end = this.text.indexOf('"', this.pos + 1);
    if (end < 0) throw new EngineError("GRAMMAR", "grammar: unterminated string");
    const value = this.text.slice(this.pos + 1, end);
    this.pos = end + 1;
    this.expect(";");
    return value;
  }

  /** `:: """...""" ;`, dedented like Python's textwrap.dedent. */
  assignedBlock(): string {
    this.expect("::");
    this.expect('"""');
    const end = this.text.indexOf('"""', this.pos);
    if (end < 0) throw new EngineError("GRAMMAR", 'grammar: unterminated """ block');
    const value = this.text.slice(this.pos, end);
    this.pos = end + 3;
    this.expect(";");
    return value;
  }
}

// ---------------------------------------------------------------------------------------------
// Right-hand sides: TextWorld's CSG syntax (textgen.ebnf)

const TAG = /^[\w()/!<>\-\s,.]+/;
const STATEMENT = /^[^|[\]{}\n<>]+/;
const LITERAL = /^[^;|"<>[\]#{}]*/;
const GIVEN = /^[^;|{}\n[\]#]+/;
const GIVEN_BAR = /^\s*\|\s*/;

/**
 * Parses as many symbols as possible and ignores the rest, as TextWorld does (one real rule,
 * `overview(o, r)`, ends in a stray `}`).
 */
export function parseSymbols(text: string): GrammarSymbol[] {
  const p = new RhsParser(text);
  const symbols: GrammarSymbol[] = [];
  for (;;) {
    const start = p.pos;
    const s = p.symbol();
    if (!s) {
      p.pos = start;
      break;
    }
    symbols.push(s);
  }
  return symbols;
}

class RhsParser {
  pos = 0;
  constructor(private readonly text: string) {}

  /**
   * TatSu skips tabs and end-of-line comments (`^(//.*|\s*)\n?`, multi-line) before each token;
   * in effect whitespace at the very start of a line that begins a token is dropped (this is why
   * the help text loses its leading newline).
   */
  private skip(): void {
    for (;;) {
      const before = this.pos;
      while (this.text[this.pos] === "\t") this.pos++;
      if (this.pos === 0 || this.text[this.pos - 1] === "\n") {
        const m = /^(\/\/[^\n]*|\s*)\n?/.exec(this.text.slice(this.pos));
        if (m) this.pos += m[0].length;
      }
      if (this.pos === before) return;
    }
  }

  private token(t: string): boolean {
    this.skip();
    if (this.text.startsWith(t, this.pos)) {
      this.pos += t.length;
      return true;
    }
    return false;
  }

  private match(re: RegExp): string | null {
    const m = re.exec(this.text.slice(this.pos));
    if (!m) return null;
    this.pos += m[0].length;
    return m[0];
  }

  symbol(): GrammarSymbol | null {
    const start = this.pos;
    const attempts = [() => this.list(), () => this.conditional(), () => this.nonterminal(), () => this.terminal()];
    for (const attempt of attempts) {
      this.pos = start;
      const s = attempt();
      if (s) return s;
    }
    this.pos = start;
    return null;
  }

  private list(): GrammarSymbol | null {
    if (!this.token("[")) return null;
    const item = this.conditional();
    if (!item || !this.token("]")) return null;
    return { kind: "list", item };
  }

  private conditional(): GrammarSymbol | null {
    if (!this.token("{")) return null;
    const start = this.pos;
    let expression: GrammarSymbol | null = this.nonterminal();
    if (!expression) {
      this.pos = start;
      const statement = this.match(STATEMENT);
      if (statement === null) return null;
      expression = { kind: "eval", expression: parseExpression(statement) };
    }
    let query: Query | null = null;
    const beforeBar = this.pos;
    if (this.match(GIVEN_BAR) !== null) {
      const given = this.match(GIVEN);
      if (given === null) this.pos = beforeBar;
      else query = parseQuery(given);
    }
    if (!this.token("}")) return null;
    return { kind: "conditional", expression, query };
  }

  private nonterminal(): GrammarSymbol | null {
    if (!this.token("#")) return null;
    const name = this.match(TAG);
    if (name === null || !this.token("#")) return null;
    return { kind: "nonterminal", name };
  }

  private terminal(): GrammarSymbol | null {
    this.skip();
    if (this.text[this.pos] === '"') {
      const start = this.pos;
      this.pos++;
      const literal = this.match(LITERAL) ?? "";
      if (this.text[this.pos] === '"') {
        this.pos++;
        return { kind: "text", text: literal };
      }
      this.pos = start;
    }
    const literal = this.match(LITERAL);
    if (!literal) return null;
    return { kind: "text", text: literal };
  }
}

/** `pred(ph:type, ...) & pred(...)` */
export function parseQuery(text: string): Query {
  return text.split("&").map((part) => {
    const m = /^\s*([\w-]+)\s*\(([^)]*)\)\s*$/.exec(part);
    if (!m) throw new EngineError("GRAMMAR", `grammar: cannot read query '${text}'`);
    const params = m[2]
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((p) => {
        const [name, type] = p.split(":").map((s) => s.trim());
        return { name, type: type ?? "" };
      });
    return { predicate: m[1], params };
  });
}

/** The Python subset TextWorld grammars use: `x`, `x.attr`, `'text'`, `+`, `or`. */
export function parseExpression(source: string): Expression {
  const orParts = splitTopLevel(source, / or /);
  if (orParts.length > 1) return { kind: "or", parts: orParts.map(parseExpression) };
  const plusParts = splitTopLevel(source, /\+/);
  if (plusParts.length > 1) return { kind: "concat", parts: plusParts.map(parseExpression) };
  const s = source.trim();
  const str = /^'([^']*)'$|^"([^"]*)"$/.exec(s);
  if (str) return { kind: "string", value: str[1] ?? str[2] };
  const attr = /^([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?$/.exec(s);
  if (attr) return { kind: "attr", variable: attr[1], attribute: attr[2] ?? null };
  throw new EngineError("GRAMMAR", `grammar: unsupported expression '{${source}}'`);
}

function splitTopLevel(source: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      current += c;
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      current += c;
      continue;
    }
    const m = separator.exec(source.slice(i));
    if (m && m.index === 0) {
      parts.push(current);
      current = "";
      i += m[0].length - 1;
      continue;
    }
    current += c;
  }
  parts.push(current);
  return parts;
}
