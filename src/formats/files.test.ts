// The one atomic writer: whole strings, bytes or chunks, and nothing left behind when a write fails.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { writeFileAtomic } from "./atomic.js";

test("writeFileAtomic writes chunks as they come and leaves no temp file; a chunk that throws leaves the old file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "seedworld-atomic-"));
  try {
    const file = path.join(dir, "out.json");
    writeFileAtomic(file, "old\n");
    writeFileAtomic(file, ["a", "b", "c\n"]);
    assert.equal(readFileSync(file, "utf8"), "abc\n");
    const failing = (function* () {
      yield "partial";
      throw new Error("the producer failed");
    })();
    assert.throws(() => writeFileAtomic(file, failing), /the producer failed/);
    assert.equal(readFileSync(file, "utf8"), "abc\n", "a reader still sees the last whole file");
    assert.deepEqual(readdirSync(dir), ["out.json"], "no temp file is left behind");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
