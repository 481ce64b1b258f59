// One error family (issue 27): the engine's, the servers' and the model calls' errors are
// SeedworldErrors, and user mistakes raised by library code carry a code, so the CLI's one handler
// prints each as one line and programs branch on `code`.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { ModelCallError } from "../src/agent/backend.js";
import { loadTemplateSet } from "../src/agent/prompt-templates.js";
import { parseEndpointUrl } from "../src/agent/redact.js";
import { compileGame, EngineError, TimeLimit } from "../src/engine/index.js";
import { GamePlan } from "../src/eval/plan.js";
import { parseTaskList } from "../src/eval/tasks.js";
import { requireGames } from "../src/games/catalog.js";
import { shareBySplitSize } from "../src/games/generate/plans.js";
import { SeedworldError, SettingError } from "../src/platform/errors.js";
import { RequestError } from "../src/server/request-error.js";
import { parseTopKSchedule } from "../src/skills/skillzero.js";

/** `run` throws a SeedworldError with `code`. */
function throwsCode(run: () => unknown, code: string): void {
  assert.throws(run, (error: unknown) => error instanceof SeedworldError && error.code === code);
}

test("the engine's, the servers' and the model calls' errors are SeedworldErrors", () => {
  throwsCode(() => compileGame({ pddl_domain: "(define", grammar: "", pddl_problem: "" }), "GAME");
  assert.ok(new RequestError(422, "x") instanceof SeedworldError);
  assert.ok(new ModelCallError("x", { kind: "auth", attempts: 1, lastStatus: 401 }) instanceof SeedworldError);
  assert.ok(new EngineError("USAGE", "x") instanceof SeedworldError);
  throwsCode(() => new TimeLimit({ reset: () => assert.fail(), step: () => assert.fail() }, 0), "USAGE");
});

test("user mistakes raised by library code carry a code", () => {
  throwsCode(() => parseTaskList("9"), "BAD_OPTION");
  throwsCode(() => parseTopKSchedule("[1, x]"), "BAD_OPTION");
  throwsCode(() => loadTemplateSet("no-such-variant"), "BAD_OPTION");
  throwsCode(() => parseEndpointUrl("not a url"), "BAD_OPTION");
  throwsCode(() => shareBySplitSize(10, ["valid_seen", "tset"]), "UNKNOWN_SPLIT");
  throwsCode(() => new GamePlan([], 0), "NO_GAMES");
  throwsCode(
    () => requireGames({ games: [], source: "somewhere", problems: [{ path: "a/game.tw-pddl", message: "empty file" }] }),
    "NO_GAMES",
  );
  assert.throws(
    () => requireGames({ games: [], source: "somewhere", problems: [{ path: "a/game.tw-pddl", message: "empty file" }] }, "check --split"),
    /^SeedworldError: no games found in somewhere \(check --split\): a\/game\.tw-pddl: empty file$/,
  );
});

// Everything a command refuses is a user's mistake (a flag, a file): the command modules throw only
// coded errors, so none of them reaches the handler as a bare Error.
test("the commands throw no bare Error", () => {
  const cli = path.resolve(import.meta.dirname, "../src/cli");
  const bare = readdirSync(cli)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .flatMap((name) =>
      readFileSync(path.join(cli, name), "utf8")
        .split("\n")
        .map((line, index) => ({ where: `src/cli/${name}:${index + 1}`, line }))
        .filter(({ line }) => /throw new (Type|Range)?Error\(/.test(line)),
    );
  assert.deepEqual(bare, []);
});

test("a SettingError names settings to a library caller and is worded again with a front end's names", () => {
  const error = new SettingError((n) => `${n("sampling")} verl-agent needs ${n("envs")} N`);
  assert.equal(error.code, "BAD_OPTION");
  assert.equal(error.message, "sampling verl-agent needs envs N");
  assert.equal(
    error.describe((setting) => `--${setting}`),
    "--sampling verl-agent needs --envs N",
  );
  assert.equal(new SettingError(() => "x", "RESUME_MISMATCH").code, "RESUME_MISMATCH");
});

/** Every .ts source file under `dir`, tests and shared suites left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".case.ts") ? [full] : [];
  });
}

// Flags belong to the CLI: below it an error names the setting (`SettingError`), and the CLI's one
// handler words it with the flag of the command at hand (`serve` gives its GGUF with --model, `eval`
// with --model-file).
test("no error thrown below the CLI names a flag", () => {
  const src = path.resolve(import.meta.dirname, "../src");
  const naming = sourcesUnder(src)
    .filter((file) => !file.startsWith(path.join(src, "cli") + path.sep))
    .flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return [...text.matchAll(/new \w*Error\(/g)]
        .map((match) => ({ at: match.index, body: text.slice(match.index, text.indexOf(");", match.index)) }))
        .filter(({ body }) => /--[a-z]/.test(body))
        .map(({ at }) => `${path.relative(src, file)}:${text.slice(0, at).split("\n").length}`);
    });
  assert.deepEqual(naming, []);
});
