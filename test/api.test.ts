// The public API is what it is meant to be: the names `seedworld` and `seedworld/engine` export at
// run time (types aside). A change here is a change to users' code: make it on purpose.
import assert from "node:assert/strict";
import { test } from "node:test";

test("seedworld exports exactly its public API", async () => {
  const api = await import("../src/index.js");
  assert.deepEqual(Object.keys(api).sort(), [
    "AlfworldEnv",
    "BadFileError",
    "CompiledGames",
    "DEFAULT_MAX_STEPS",
    "EVAL_DEFAULTS",
    "EngineError",
    "ExpertAgent",
    "GAME_FILE_NAME",
    "GameFormatError",
    "NOTHING_HAPPENS",
    "POLICY_DEFAULTS",
    "ParseCache",
    "SPLITS",
    "SeedworldError",
    "TASK_TYPES",
    "TimeLimit",
    "alfworldDataRoot",
    "buildEvalConfig",
    "compileGame",
    "createPolicy",
    "findGames",
    "openCatalog",
    "playEpisode",
    "policySpec",
    "readGameFile",
    "readGoal",
    "runEvaluation",
    "scanCatalog",
    "solveWithExpert",
    "terminationOf",
  ]);
});

test("seedworld/engine exports the engine alone (pure: it runs in the browser)", async () => {
  const engine = await import("../src/engine/index.js");
  assert.deepEqual(Object.keys(engine).sort(), [
    "AlfworldEnv",
    "DEFAULT_MAX_STEPS",
    "EngineError",
    "ExpertAgent",
    "GameFormatError",
    "NOTHING_HAPPENS",
    "ParseCache",
    "TASK_TYPES",
    "TimeLimit",
    "compileGame",
    "readGoal",
    "solveWithExpert",
  ]);
});
