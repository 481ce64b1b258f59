// Crash-safe file primitives: atomic whole-file writes (temp + fsync + rename + dir fsync) and
// append-only JSONL journals whose torn last line is detected and cut off on recovery.
import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";

function fsyncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some filesystems refuse directory fsync; the rename is still atomic.
  }
}

let tmpCounter = 0;

/** The temp file names writeFileAtomic uses: `.<name>.<pid>.<n>.tmp` beside the target. */
const TEMP_NAME = /^\..+\.\d+\.\d+\.tmp$/;

export interface AtomicWriteOptions {
  /**
   * fsync the file and its folder (default true): the new bytes survive a power loss once this
   * returns. Writers of re-creatable bulk data (the generator: a set is complete only when its
   * marker, written durably, says so) turn it off; the write is still whole-or-nothing.
   */
  durable?: boolean;
}

/**
 * Writes `content` to `target` whole or not at all (a reader sees the old file or the new one):
 * a temp file of a unique name (pid and counter, so concurrent writers never share one) renamed
 * into place. Content given as chunks (a generator) is written as they come, so a large file never
 * has to be one string in memory.
 */
export function writeFileAtomic(target: string, content: string | Uint8Array | Iterable<string>, options: AtomicWriteOptions = {}): void {
  const durable = options.durable ?? true;
  mkdirSync(path.dirname(target), { recursive: true });
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${tmpCounter++}.tmp`);
  const fd = openSync(tmp, "w");
  try {
    try {
      if (typeof content === "string") writeSync(fd, content);
      else if (content instanceof Uint8Array) writeSync(fd, content, 0, content.length);
      else for (const chunk of content) writeSync(fd, chunk);
      if (durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(tmp, { force: true }); // the target keeps its old content; nothing half-written stays behind
    throw error;
  }
  renameSync(tmp, target);
  if (durable) fsyncDirectory(path.dirname(target));
}

/** Removes the temp files a killed writeFileAtomic left in `dir` (for rerunnable writers). */
export function removeStaleTempFiles(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (TEMP_NAME.test(name)) rmSync(path.join(dir, name), { force: true });
}

/** An append-only line journal kept open; each append is one write() of a whole line. */
export class LineJournal {
  private fd: number;
  private bytes: number;

  constructor(
    readonly file: string,
    startBytes: number,
    private readonly fsyncEach: boolean,
  ) {
    this.fd = openSync(file, existsSync(file) ? "r+" : "w+");
    // Cut a torn tail (if any) so appends follow the last good line; an intact file is left untouched.
    if (fstatSync(this.fd).size !== startBytes) ftruncateSync(this.fd, startBytes);
    this.bytes = startBytes;
  }

  get size(): number {
    return this.bytes;
  }

  append(line: string): void {
    const buffer = Buffer.from(line + "\n", "utf8");
    // A single positional write: after kill -9 the line is either whole or a torn tail.
    let written = 0;
    while (written < buffer.length) written += writeSync(this.fd, buffer, written, buffer.length - written, this.bytes + written);
    this.bytes += buffer.length;
    if (this.fsyncEach) fsyncSync(this.fd);
  }

  sync(): void {
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}

export interface RecoveredLines<T> {
  values: T[];
  /** Byte length of the intact prefix (complete, parseable lines). */
  goodBytes: number;
  /** Bytes dropped from the end (a torn or unparsable tail). */
  droppedBytes: number;
}

/** Parse a JSONL file; stop at the first line without "\n" or that does not parse. */
export function recoverJsonl<T>(file: string): RecoveredLines<T> {
  if (!existsSync(file)) return { values: [], goodBytes: 0, droppedBytes: 0 };
  const buffer = readFileSync(file);
  const values: T[] = [];
  let start = 0;
  while (start < buffer.length) {
    const end = buffer.indexOf(0x0a, start);
    if (end < 0) break;
    try {
      values.push(JSON.parse(buffer.subarray(start, end).toString("utf8")) as T);
    } catch {
      break;
    }
    start = end + 1;
  }
  return { values, goodBytes: start, droppedBytes: buffer.length - start };
}
