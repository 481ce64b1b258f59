// Stage files: whole-file atomic writes (a rerun after a crash sees the old file or the new one,
// never half of one), JSONL in and out.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import path from "node:path";

let counter = 0;

export function writeBytesAtomic(target: string, bytes: Uint8Array | string): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${counter++}.tmp`);
  const fd = openSync(tmp, "w");
  try {
    if (typeof bytes === "string") writeSync(fd, bytes);
    else writeSync(fd, bytes, 0, bytes.length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, target);
}

export function writeJsonl(target: string, values: readonly unknown[]): void {
  writeBytesAtomic(target, values.map((value) => JSON.stringify(value)).join("\n") + (values.length ? "\n" : ""));
}

export function readJsonl<T>(file: string): T[] {
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      try {
        return JSON.parse(line) as T;
      } catch (error) {
        throw new Error(`${file}:${index + 1}: not JSON (${(error as Error).message})`);
      }
    });
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}
