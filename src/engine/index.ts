// The engine's public API: compile a game file once, then run any number of environments on it.
// Everything else (the core's parsers, world and rules, the fast layer) is internal; the
// generator and tests reach the parts they need through ./internal.ts.
export { compileGame, type CompiledGame, type CompileOptions, type EntityInfo } from "./game.js";
export { ParseCache } from "./core/parse-cache.js";
export { ExpertAgent, readGoal, solveWithExpert, type ExpertOptions, type ExpertRun, type ExpertView, type GoalSpec } from "./expert.js";
export { AlfworldEnv, DEFAULT_MAX_STEPS } from "./env.js";
export { TimeLimit, type SteppableEnv } from "./time-limit.js";
export { EngineError, GameFormatError, type EngineErrorCode } from "./errors.js";
export { NOTHING_HAPPENS } from "./strings.js";
export * from "./types.js";
