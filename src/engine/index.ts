// The engine's public API: compile a game file once, then run any number of environments on it.
export { compileGame, compileParsed, CompiledGame, type CompileOptions, type EntityInfo, type ParsedGame } from "./game.js";
export { ExpertAgent, readGoal, solveWithExpert, type ExpertRun, type GoalSpec } from "./expert.js";
export { AlfworldEnv, DEFAULT_MAX_STEPS } from "./env.js";
export { ParseCache } from "./parse-cache.js";
export { EngineError, GameFormatError, type EngineErrorCode } from "./errors.js";
export { NOTHING_HAPPENS } from "./strings.js";
export * from "./types.js";
