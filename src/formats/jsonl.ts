// JSON Lines, the one reader and writer for every JSONL file seedworld reads or writes (episodes,
// metrics, SEED stage files). A writer killed mid-line leaves a torn final line: the tolerant
// reader skips and reports it, the strict one refuses it; a bad line anywhere else is an error.
import { BadFileError, type ReadWarning } from "../platform/errors.js";
import { writeFileAtomic } from "./atomic.js";
import { parsePythonJson, readText, readTextSync } from "./json.js";

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
  return parseJsonl(await readText(file), file);
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
        throw new BadFileError(file, `line ${lineNumber} is not valid JSON (${problem})`);
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

/** Every line of a file that must be whole (a stage's input): a torn last line is an error too. */
export function readJsonlStrict<T>(file: string): T[] {
  const content = parseJsonl(readTextSync(file), file);
  if (content.tornLastLine)
    throw new BadFileError(file, `line ${content.tornLastLine.line} is not valid JSON (${content.tornLastLine.problem})`);
  return content.lines.map((line) => line.value as T);
}

/** One JSON value per line, written atomically. */
export function writeJsonl(target: string, values: readonly unknown[]): void {
  writeFileAtomic(target, values.map((value) => JSON.stringify(value)).join("\n") + (values.length ? "\n" : ""));
}

function findLastContentIndex(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() !== "") return i;
  return -1;
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
