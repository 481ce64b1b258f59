// JSON Lines reader shared by metrics and episode files.
// A writer killed mid-line leaves a torn final line: that one is skipped and
// reported. A bad line anywhere else means the file is corrupt and is an error.
import { readFile } from "node:fs/promises";
import { ReportInputError, type ReadWarning } from "./errors.js";

export interface JsonlLine {
  /** 1-based line number in the file, for messages. */
  line: number;
  value: unknown;
}

export interface JsonlContent {
  file: string;
  lines: JsonlLine[];
  /** Set when the last non-empty line did not parse and was skipped. */
  tornLastLine?: { line: number; text: string; problem: string };
  warnings: ReadWarning[];
}

export async function readJsonl(file: string): Promise<JsonlContent> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new ReportInputError(file, `cannot read file (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  return parseJsonl(text, file);
}

export function parseJsonl(text: string, file: string): JsonlContent {
  const rawLines = text.split("\n");
  const lastContentIndex = findLastContentIndex(rawLines);
  const content: JsonlContent = { file, lines: [], warnings: [] };
  rawLines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === "") return;
    const lineNumber = index + 1;
    try {
      content.lines.push({ line: lineNumber, value: parsePythonJson(trimmed) });
    } catch (error) {
      const problem = (error as Error).message;
      if (index !== lastContentIndex) {
        throw new ReportInputError(file, `line ${lineNumber} is not valid JSON (${problem})`);
      }
      content.tornLastLine = { line: lineNumber, text: shorten(trimmed), problem };
      content.warnings.push({
        file,
        message: `last line ${lineNumber} is incomplete JSON and was skipped (${problem})`,
      });
    }
  });
  return content;
}

function findLastContentIndex(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() !== "") return i;
  return -1;
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * JSON.parse that also accepts the bare NaN / Infinity / -Infinity Python's json
 * module writes by default (a diverged loss is logged as NaN); they become null.
 */
export function parsePythonJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const cleaned = replaceNonFiniteTokens(text);
    if (cleaned === text) throw error;
    return JSON.parse(cleaned);
  }
}

function replaceNonFiniteTokens(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      out += ch;
      if (ch === "\\") out += text[++i] ?? "";
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    const token = /^(-?Infinity|NaN)/.exec(text.slice(i, i + 9));
    if (!inString && token) {
      out += "null";
      i += token[0].length - 1;
      continue;
    }
    out += ch;
  }
  return out;
}
