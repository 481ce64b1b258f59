// Runs every *.test.ts under src/ and test/ with Node's own test runner (TypeScript via tsx).
// Node 20's --test does not expand globs itself, so the file list is gathered here.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

function collect(dir, out) {
  let entries;
  try { entries = readdirSync(dir); } catch { return out; }
  for (const name of entries) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, out);
    else if (name.endsWith(".test.ts")) out.push(path);
  }
  return out;
}

const filter = process.argv.slice(2);
let files = [...collect("src", []), ...collect("test", [])].sort();
if (filter.length) files = files.filter((f) => filter.some((pattern) => f.includes(pattern)));
if (files.length === 0) {
  console.error("no test files found");
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "--test", "--test-reporter=spec", ...files],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
