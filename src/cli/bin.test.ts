// The installed command: `npx seedworld` runs dist/cli/main.js itself, so the build must leave it
// executable (tsc writes new files without the executable bit). Runs where the package is built
// (`npm ci` builds it through `prepare`, as on CI and a fresh machine).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");

test("the built seedworld command is executable and answers --help", {
  skip: existsSync(bin) ? false : "not built (npm run build)",
}, () => {
  assert.ok((statSync(bin).mode & 0o111) !== 0, `${bin} is not executable`);
  const help = execFileSync(bin, ["--help"], { encoding: "utf8" });
  assert.match(help, /Usage: seedworld/);
});
