// The engine's internal entry point, for seedworld's own modules that build games as data (the
// generator: src/games/generate/) and for tests. Not part of the package's public API
// (`seedworld/engine` is ./index.ts): names here may change with the engine.
export { compileParsed } from "./game.js";
export { parseSymbols, parseTwl2, type ParsedGrammar } from "./core/grammar.js";
export { parseDomain, parseProblem, type Domain, type Problem, type TypedName } from "./core/pddl.js";
export type { ParsedGame } from "./core/world.js";
