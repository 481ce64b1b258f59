// Reading the files seedworld is given: text and JSON whose errors name the file and say what is
// wrong, and JSON as Python's json module writes it (bare NaN / Infinity).
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { BadFileError } from "../platform/errors.js";

const cannotRead = (file: string, error: unknown) =>
  new BadFileError(file, `cannot read file (${(error as NodeJS.ErrnoException).code ?? error})`);

export async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw cannotRead(file, error);
  }
}

export function readTextSync(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw cannotRead(file, error);
  }
}

/** JSON text of `file` parsed; an empty or malformed file is refused naming the file. */
export function parseJsonText(text: string, file: string): unknown {
  if (text.trim() === "") throw new BadFileError(file, "file is empty");
  try {
    return parsePythonJson(text);
  } catch (error) {
    throw new BadFileError(file, `not valid JSON (${(error as Error).message})`);
  }
}

export async function readJsonFile(file: string): Promise<unknown> {
  return parseJsonText(await readText(file), file);
}

export function readJson<T>(file: string): T {
  return parseJsonText(readTextSync(file), file) as T;
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
