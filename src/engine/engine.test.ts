// Compile errors: one error type, EngineError, whose code says what kind of failure it is. And the
// engine's boundary: the rest of seedworld imports only its entry points.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, it } from "node:test";
import { findGames, readGameFile } from "../games/index.js";
import { SeedworldError } from "../platform/errors.js";
import { AlfworldEnv, compileGame, EngineError, GameFormatError } from "./index.js";

const SHARED = resolve(import.meta.dirname, "../../../shared/alfworld");
const good = readGameFile(findGames([join(SHARED, "json_2.1.1")]).games[0].path);

/** Asserts that `run` throws an EngineError with `code` whose message matches `message`. */
function throwsEngineError(run: () => unknown, code: EngineError["code"], message: RegExp): void {
  assert.throws(run, (e: unknown) => e instanceof EngineError && e.code === code && message.test(e.message));
  // One error family: the CLI's handler prints it as one line like any other user-facing error.
  assert.throws(run, SeedworldError);
}

describe("bad input", () => {
  it("a malformed game file is a clear error naming what is wrong", () => {
    assert.throws(
      () => compileGame({ grammar: "x" }),
      (e: Error) => e instanceof GameFormatError && /pddl_domain/.test(e.message),
    );
    assert.throws(() => compileGame({ ...good, pddl_problem: "(define (problem p)" }), /PDDL: unbalanced/);
    assert.throws(() => compileGame({ ...good, grammar: "action look {" }), GameFormatError);
  });

  it("every failure is an EngineError whose code says which kind it is", () => {
    throwsEngineError(() => compileGame(null), "GAME", /^a game file must be a JSON object$/);
    throwsEngineError(() => compileGame({ ...good, pddl_problem: "(define (problem p)" }), "PDDL", /^PDDL: unbalanced '\(' in PDDL text/);
    throwsEngineError(() => compileGame({ ...good, grammar: "action look {" }), "GRAMMAR", /^grammar: /);
    const undeclared = good.pddl_problem.replace("(:init", "(:init (atlocation agent1 nowhere_bar_1)");
    throwsEngineError(() => compileGame({ ...good, pddl_problem: undeclared }), "GAME", /uses undeclared object 'nowhere_bar_1'/);
    throwsEngineError(() => new AlfworldEnv(compileGame(good)).step("look"), "USAGE", /^call reset\(\) before step\(\)$/);
  });

  it("names the game file when the caller gives it", () => {
    throwsEngineError(
      () => compileGame({ ...good, grammar: "action look {" }, { file: "games/x.tw-pddl" }),
      "GRAMMAR",
      /^games\/x\.tw-pddl: grammar: /,
    );
    throwsEngineError(() => compileGame({ ...good, pddl_problem: "(" }, { file: "x.tw-pddl" }), "PDDL", /^x\.tw-pddl: PDDL: /);
  });
});

describe("the engine's boundary", () => {
  it("outside src/engine, modules import only the engine's entry points (index, internal, types)", () => {
    const src = resolve(import.meta.dirname, "..");
    const entryPoints = new Set(["index.js", "internal.js", "types.js"]);
    const offending: string[] = [];
    for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file.startsWith("engine")) continue;
      const text = readFileSync(join(src, file), "utf8");
      for (const [, target] of text.matchAll(/from "((?:\.\.?\/)+[^"]*engine\/[^"]+)"/g)) {
        const inside = relative(join(src, "engine"), resolve(join(src, file, ".."), target));
        if (!entryPoints.has(inside)) offending.push(`${file}: ${target}`);
      }
    }
    assert.deepEqual(offending, []);
  });
});
