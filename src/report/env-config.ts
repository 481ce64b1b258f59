// Reader for `run_config.env`: shell-style KEY=VALUE lines as written by the
// training launch scripts. Values stay strings (exactly as written, minus quotes);
// `typedValue` gives numbers, booleans and JSON arrays such as `[12,12,...,0]`.
import { readText } from "../formats/json.js";
import { BadFileError } from "./errors.js";

export type EnvValue = string | number | boolean | EnvValue[];

export interface RunConfig {
  file: string;
  /** Raw values, unquoted, in file order. */
  entries: Record<string, string>;
  /** Keys assigned more than once (the last assignment wins, as in a shell). */
  reassignedKeys: string[];
}

const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]*$/;

export async function readRunConfig(file: string): Promise<RunConfig> {
  return parseRunConfig(await readText(file), file);
}

export function parseRunConfig(text: string, file: string): RunConfig {
  const config: RunConfig = { file, entries: {}, reassignedKeys: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const [key, value] = splitAssignment(line, file, index + 1);
    if (key in config.entries && !config.reassignedKeys.includes(key)) config.reassignedKeys.push(key);
    config.entries[key] = value;
  });
  return config;
}

function splitAssignment(line: string, file: string, lineNumber: number): [string, string] {
  const withoutExport = line.startsWith("export ") ? line.slice(7).trimStart() : line;
  const equals = withoutExport.indexOf("=");
  if (equals <= 0) throw new BadFileError(file, `line ${lineNumber} is not KEY=VALUE: ${JSON.stringify(line)}`);
  const key = withoutExport.slice(0, equals).trim();
  if (!KEY_PATTERN.test(key)) throw new BadFileError(file, `line ${lineNumber} has an invalid key ${JSON.stringify(key)}`);
  return [key, unquote(withoutExport.slice(equals + 1).trim(), file, lineNumber)];
}

function unquote(value: string, file: string, lineNumber: number): string {
  const quote = value[0];
  if (quote === '"' || quote === "'") {
    const end = value.indexOf(quote, 1);
    if (end < 0) throw new BadFileError(file, `line ${lineNumber} has an unterminated ${quote} quote`);
    const rest = value.slice(end + 1).trim();
    if (rest !== "" && !rest.startsWith("#")) {
      throw new BadFileError(file, `line ${lineNumber} has text after the closing quote: ${JSON.stringify(rest)}`);
    }
    const inner = value.slice(1, end);
    return quote === '"' ? inner.replace(/\\(["\\$`])/g, "$1") : inner;
  }
  // Unquoted: a ` #` starts a comment, but `#` inside a word (e.g. a URL fragment) does not.
  const comment = value.search(/\s#/);
  return comment >= 0 ? value.slice(0, comment).trimEnd() : value;
}

/** Interprets a raw value: numbers, True/False, JSON arrays; anything else stays a string. */
export function typedValue(raw: string): EnvValue {
  if (/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw)) return Number(raw);
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === "true";
  if (raw.startsWith("[") && raw.endsWith("]")) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed as EnvValue[];
    } catch {
      // Not JSON (e.g. a shell array); keep the text.
    }
  }
  return raw;
}

export function configNumber(config: RunConfig | undefined, key: string): number | undefined {
  const raw = config?.entries[key];
  if (raw === undefined) return undefined;
  const value = typedValue(raw);
  return typeof value === "number" ? value : undefined;
}
