// The CLI's one error handler is the only printer (issue 27): `eval` no longer catches and prints on
// its own, so a resume refused for changed settings is one `seedworld eval:` line without a stack,
// and with --debug the same error shows its stack.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";

const main = path.resolve(import.meta.dirname, "main.ts");
const SHARED = path.resolve(import.meta.dirname, "../../../shared/alfworld");
const out = mkdtempSync(path.join(tmpdir(), "seedworld-one-handler-"));
after(() => rmSync(out, { recursive: true, force: true }));

function evalRun(extra: string[]): Promise<{ code: number; stderr: string }> {
  const args = [
    "--import",
    "tsx",
    main,
    "eval",
    "--agent",
    "random",
    "--games",
    SHARED,
    "--tasks",
    "1",
    "--episodes",
    "1",
    "--plain",
    "--out",
    out,
    ...extra,
  ];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { ...process.env, ALFWORLD_DATA: "" }, timeout: 60_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stderr }),
    );
  });
}

test("a refused resume is printed once by the handler; --debug adds the stack", async () => {
  assert.equal((await evalRun(["--seed", "1"])).code, 0);
  const plain = await evalRun(["--seed", "2"]);
  assert.equal(plain.code, 1);
  const lines = plain.stderr.trim().split("\n");
  assert.equal(lines.length, 1, plain.stderr);
  assert.match(lines[0], /^seedworld eval: .*seed/);
  assert.doesNotMatch(plain.stderr, /^\s+at /m);
  const debug = await evalRun(["--seed", "2", "--debug"]);
  assert.equal(debug.code, 1);
  assert.match(debug.stderr, /^seedworld eval: /);
  assert.match(debug.stderr, /^\s+at /m, "the stack under --debug");
});
