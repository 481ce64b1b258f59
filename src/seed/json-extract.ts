// Tolerant JSON extraction for analyzer answers, the same search as SEEDc `_extract_json_object`:
// fenced blocks first, then the whole text; each also without trailing commas; every object that
// starts at any `{` (like Python's raw_decode, control characters allowed in strings); then
// Python-literal parsing of balanced `{…}` slices; prefer the first object holding the field.

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

class ParseError extends Error {}

/** Recursive-descent reader for JSON (`python=false`) or Python literals (quotes ' or ", True/False/None, tuples). */
class LiteralReader {
  private pos: number;
  constructor(
    private readonly text: string,
    start: number,
    private readonly python: boolean,
  ) {
    this.pos = start;
  }

  readValueAt(): { value: Value; end: number } {
    const value = this.value();
    return { value, end: this.pos };
  }

  private fail(what: string): never {
    throw new ParseError(`${what} at char ${this.pos}`);
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos += 1;
  }

  private value(): Value {
    this.skipSpace();
    const char = this.text[this.pos];
    if (char === "{") return this.object();
    if (char === "[" || (this.python && char === "(")) return this.array(char === "[" ? "]" : ")");
    if (char === '"' || (this.python && char === "'")) return this.string(char);
    const keywords: [string, Value][] = this.python
      ? [
          ["True", true],
          ["False", false],
          ["None", null],
        ]
      : [
          ["true", true],
          ["false", false],
          ["null", null],
        ];
    for (const [word, result] of keywords) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return result;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 64));
    if (number) {
      this.pos += number[0].length;
      return Number(number[0]);
    }
    return this.fail("Expecting value");
  }

  private object(): Value {
    this.pos += 1;
    const result: Record<string, Value> = {};
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos += 1;
      return result;
    }
    for (;;) {
      this.skipSpace();
      const quote = this.text[this.pos];
      if (quote !== '"' && !(this.python && quote === "'")) this.fail("Expecting property name enclosed in double quotes");
      const key = this.string(quote);
      this.skipSpace();
      if (this.text[this.pos] !== ":") this.fail("Expecting ':' delimiter");
      this.pos += 1;
      result[key] = this.value();
      this.skipSpace();
      const next = this.text[this.pos];
      this.pos += 1;
      if (next === "}") return result;
      if (next !== ",") this.fail("Expecting ',' delimiter");
      if (this.python) {
        this.skipSpace();
        if (this.text[this.pos] === "}") {
          this.pos += 1;
          return result;
        }
      }
    }
  }

  private array(close: string): Value {
    this.pos += 1;
    const result: Value[] = [];
    this.skipSpace();
    if (this.text[this.pos] === close) {
      this.pos += 1;
      return result;
    }
    for (;;) {
      result.push(this.value());
      this.skipSpace();
      const next = this.text[this.pos];
      this.pos += 1;
      if (next === close) return result;
      if (next !== ",") this.fail("Expecting ',' delimiter");
      if (this.python) {
        this.skipSpace();
        if (this.text[this.pos] === close) {
          this.pos += 1;
          return result;
        }
      }
    }
  }

  private string(quote: string): string {
    this.pos += 1;
    let out = "";
    while (this.pos < this.text.length) {
      const char = this.text[this.pos];
      if (char === quote) {
        this.pos += 1;
        return out;
      }
      if (char === "\\") {
        out += this.escape();
        continue;
      }
      out += char; // strict=False: raw control characters are allowed
      this.pos += 1;
    }
    return this.fail("Unterminated string starting");
  }

  private escape(): string {
    const code = this.text[this.pos + 1];
    this.pos += 2;
    const simple: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", "'": "'" };
    if (code === "u") {
      const hex = this.text.slice(this.pos, this.pos + 4);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail("Invalid \\uXXXX escape");
      this.pos += 4;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (code in simple && (code !== "'" || this.python)) return simple[code];
    return this.fail("Invalid \\escape");
  }
}

const isObject = (value: Value): value is Record<string, Value> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Fenced ```json blocks (non-empty, stripped), then the whole stripped text. */
export function candidateJsonTexts(text: string): string[] {
  const blocks = [...text.matchAll(/```(?:json|JSON)?\s*([\s\S]*?)```/g)].map((m) => m[1].trim()).filter(Boolean);
  return [...blocks, text.trim()];
}

function textVariants(text: string): string[] {
  const repaired = text.replace(/,\s*([}\]])/g, "$1");
  return repaired === text ? [text] : [text, repaired];
}

/** `{…}` slices balanced outside '…' and "…" strings. */
function balancedObjectSlices(text: string): string[] {
  const slices: string[] = [];
  let start = -1;
  let depth = 0;
  let quote = "";
  let escaped = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (escaped) {
      escaped = false;
      continue;
    }
    if (quote) {
      if (char === "\\") escaped = true;
      else if (char === quote) quote = "";
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === "{") {
      if (depth === 0) start = i;
      depth += 1;
    } else if (char === "}" && depth > 0) {
      depth -= 1;
      if (depth === 0 && start >= 0) {
        slices.push(text.slice(start, i + 1));
        start = -1;
      }
    }
  }
  return slices;
}

function decodeObjects(text: string): { objects: Record<string, Value>[]; error: string | null } {
  const objects: Record<string, Value>[] = [];
  let error: string | null = null;
  for (let i = text.indexOf("{"); i >= 0; i = text.indexOf("{", i + 1)) {
    try {
      const { value } = new LiteralReader(text, i, false).readValueAt();
      if (isObject(value)) objects.push(value);
    } catch (e) {
      error = (e as Error).message;
    }
  }
  if (objects.length > 0) return { objects, error };
  for (const slice of balancedObjectSlices(text)) {
    try {
      const reader = new LiteralReader(slice, 0, true);
      const { value, end } = reader.readValueAt();
      if (slice.slice(end).trim() !== "") throw new ParseError(`unexpected text after the literal at char ${end}`);
      if (isObject(value)) objects.push(value);
    } catch (e) {
      error = (e as Error).message;
    }
  }
  return { objects, error };
}

/** The analyzer's JSON object; throws with SEED's error texts (they go into the repair prompt). */
export function extractJsonObject(response: string, preferredField = "episode_skill"): Record<string, unknown> {
  const decoded: Record<string, Value>[] = [];
  let sawObjectStart = false;
  let lastError: string | null = null;
  for (const text of candidateJsonTexts(response)) {
    if (text.includes("{")) sawObjectStart = true;
    for (const variant of textVariants(text)) {
      const { objects, error } = decodeObjects(variant);
      decoded.push(...objects);
      if (error !== null) lastError = error;
    }
  }
  const preferred = decoded.find((object) => preferredField in object);
  if (preferred) return preferred;
  if (decoded.length > 0) return decoded[0];
  if (!sawObjectStart) throw new Error("No JSON object found in SEED analyzer response.");
  throw new Error(`Could not parse JSON object in SEED analyzer response: ${lastError}`);
}
