// Runs every *.test.ts under src/ and test/ with Node's own test runner (TypeScript via tsx), then
// the Python package's tests (python/tests, pytest) with the interpreter that has torch, and ends
// with one combined line "N passed, N failed, N skipped", after the reason of every skip (a test
// that needs an absent tool — Chromium, torch — is skipped with its reason, never hidden). Arguments
// filter both by path substring. SEEDWORLD_REQUIRE_TORCH=1 / SEEDWORLD_REQUIRE_CHROMIUM=1 (CI)
// turn those skips into failures.
// Node 20's --test does not expand globs itself, so the file lists are gathered here.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn, spawnSync } from "node:child_process";

function collect(dir, out, isTest) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === "node_modules" || name === "__pycache__" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, out, isTest);
    else if (isTest(name)) out.push(path);
  }
  return out;
}

const filter = process.argv.slice(2);
const keep = (files) => (filter.length ? files.filter((f) => filter.some((pattern) => f.includes(pattern))) : files);
const nodeFiles = keep(
  [...collect("src", [], (n) => n.endsWith(".test.ts")), ...collect("test", [], (n) => n.endsWith(".test.ts"))].sort(),
);
const pythonFiles = keep(collect("python/tests", [], (n) => n.startsWith("test_") && n.endsWith(".py")).sort());
if (nodeFiles.length === 0 && pythonFiles.length === 0) {
  console.error("no test files found");
  process.exit(1);
}

/** Runs a command with its output shown as it comes and kept for the summary. */
function runShown(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], env });
    let text = "";
    const show = (stream) => (chunk) => {
      text += chunk;
      stream.write(chunk);
    };
    child.stdout.on("data", show(process.stdout));
    child.stderr.on("data", show(process.stderr));
    child.on("error", (error) => resolve({ code: 1, text: `${text}\n${error.message}` }));
    child.on("close", (code) => resolve({ code: code ?? 1, text }));
  });
}

const lastCount = (text, pattern) => {
  const all = [...text.matchAll(pattern)];
  return all.length ? Number(all[all.length - 1][1]) : null;
};

/** The spec reporter marks a skipped test or suite "﹣ name (time) # reason"; a skipped suite counts once. */
const SKIP_LINE = /^\s*﹣ (.+?) \([\d.]+m?s\)(?: # (.*))?$/gm;

async function runNode() {
  if (nodeFiles.length === 0) return { passed: 0, failed: 0, skipped: [] };
  const { code, text } = await runShown(process.execPath, ["--import", "tsx", "--test", "--test-reporter=spec", ...nodeFiles]);
  const passed = lastCount(text, /ℹ pass (\d+)/g) ?? 0;
  // A runner that dies before its summary still counts as a failure.
  const failed = lastCount(text, /ℹ fail (\d+)/g) ?? 0;
  const skipped = [...text.matchAll(SKIP_LINE)].map((m) => `${m[1]}: ${m[2] ?? "skipped"}`);
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed, skipped };
}

/** Debian's python3 carries python3-torch (installed by .ci/run); a pyenv python3 on PATH may not. */
function pickPython() {
  const candidates = [process.env.SEEDWORLD_PYTHON, "/usr/bin/python3", "python3"].filter(Boolean);
  const works = (python, code) => spawnSync(python, ["-c", code]).status === 0;
  return candidates.find((p) => works(p, "import pytest, torch")) ?? candidates.find((p) => works(p, "import pytest"));
}

/**
 * The package as a user gets it: a venv over this interpreter's site-packages (Debian's torch, numpy,
 * pytest, mypy) with python/ installed into it by pip, offline. Testing that copy catches what the
 * source tree hides: a module left out of the package list, a file read from a path outside it.
 */
function installPackage(python) {
  const dir = mkdtempSync(join(tmpdir(), "seedworld-pytest-"));
  const venvPython = join(dir, "venv", "bin", "python");
  const steps = [
    [python, ["-m", "venv", "--system-site-packages", join(dir, "venv")]],
    [
      venvPython,
      [
        "-m",
        "pip",
        "install",
        "-q",
        "--no-deps",
        "--no-build-isolation",
        "--no-index",
        "--disable-pip-version-check",
        join(process.cwd(), "python"),
      ],
    ],
  ];
  for (const [command, args] of steps) {
    const done = spawnSync(command, args, { encoding: "utf8" });
    if (done.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      const last = `${done.stderr ?? ""}${done.error?.message ?? ""}`.trim().split("\n").at(-1);
      return { error: `${[command, ...args.slice(0, 2)].join(" ")} failed: ${last} (apt-get install python3-venv python3-setuptools)` };
    }
  }
  return { python: venvPython, dir };
}

async function runPython() {
  if (pythonFiles.length === 0) return { passed: 0, failed: 0, skipped: [] };
  const python = pickPython();
  if (!python) {
    const why = "python3 with pytest not found (apt-get install python3-pytest python3-numpy python3-torch)";
    // In CI the Python suite is mandatory; elsewhere each test file counts as one skip, with the reason.
    if (process.env.SEEDWORLD_REQUIRE_TORCH === "1") {
      console.error(`${why}: the Python tests count as failed`);
      return { passed: 0, failed: 1, skipped: [] };
    }
    return { passed: 0, failed: 0, skipped: pythonFiles.map((file) => `${file}: ${why}`) };
  }
  const installed = installPackage(python);
  const notInstalled = installed.error
    ? [`python: the tests ran against the source tree, not an installed package (${installed.error})`]
    : [];
  if (installed.error && process.env.SEEDWORLD_REQUIRE_TORCH === "1") {
    console.error(`could not install the Python package to test it: ${installed.error}`);
    return { passed: 0, failed: 1, skipped: [] };
  }
  const runner = installed.python ?? python;
  console.log(`\n# Python tests (${runner} -m pytest${installed.python ? ", the package installed from python/ into a venv" : ""})`);
  const args = ["-m", "pytest", "-p", "no:cacheprovider", "-q", "-rs", ...(filter.length ? pythonFiles : ["python/tests"])];
  // An installed package cannot find this checkout's CLI from its own path: it is told (SEEDWORLD_CLI).
  const cli = join(process.cwd(), "dist", "cli", "main.js");
  const env = installed.python ? { SEEDWORLD_CLI: cli, ...process.env, SEEDWORLD_TEST_INSTALLED: "1" } : process.env;
  const { code, text } = await runShown(runner, args, env).finally(
    () => installed.dir && rmSync(installed.dir, { recursive: true, force: true }),
  );
  const passed = lastCount(text, /(\d+) passed/g) ?? 0;
  const failed = (lastCount(text, /(\d+) failed/g) ?? 0) + (lastCount(text, /(\d+) errors?\b/g) ?? 0);
  // `-rs` prints "SKIPPED [n] file:line: reason", n tests with that reason.
  const skipped = [...text.matchAll(/^SKIPPED \[(\d+)\] (.*)$/gm)].flatMap((m) => Array.from({ length: Number(m[1]) }, () => m[2]));
  const total = lastCount(text, /(\d+) skipped/g) ?? 0;
  while (skipped.length < total) skipped.push("python: skipped");
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed, skipped: [...skipped, ...notInstalled] };
}

const started = performance.now();
const node = await runNode();
const python = await runPython();
const passed = node.passed + python.passed;
const failed = node.failed + python.failed;
const skipped = [...node.skipped, ...python.skipped];
if (skipped.length) {
  console.log(`\n# Skipped (${skipped.length})`);
  for (const [reason, count] of Object.entries(tally(skipped))) console.log(`  ${count} × ${reason}`);
}
console.log(`# ${((performance.now() - started) / 60000).toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(failed > 0 ? 1 : 0);

function tally(items) {
  const counts = {};
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}
