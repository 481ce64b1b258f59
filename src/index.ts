// seedworld's library API. The engine alone (pure, also in the browser) is `seedworld/engine`;
// this entry adds what runs in Node: game files and the catalog, policies, the episode loop and
// evaluation runs. Everything else is internal (the CLI, servers, report and SEED stages have
// their own commands). test/api.test.ts keeps this list as it is meant to be.

// The engine: compile a game once, run any number of environments on it; the expert.
export {
  AlfworldEnv,
  compileGame,
  DEFAULT_MAX_STEPS,
  EngineError,
  ExpertAgent,
  GameFormatError,
  NOTHING_HAPPENS,
  ParseCache,
  readGoal,
  solveWithExpert,
  TASK_TYPES,
  TimeLimit,
  type CompiledGame,
  type CompileOptions,
  type EngineErrorCode,
  type EntityInfo,
  type EnvOptions,
  type ExpertRun,
  type GameFile,
  type GoalSpec,
  type StepInfo,
  type SteppableEnv,
  type StepResult,
  type TaskType,
} from "./engine/index.js";
// Game files on disk and the one catalog every command uses.
export { alfworldDataRoot, findGames, GAME_FILE_NAME, readGameFile, SPLITS, type GameEntry } from "./games/loader.js";
export { CompiledGames, openCatalog, scanCatalog, type Catalog, type CatalogGame, type CatalogOptions } from "./games/catalog.js";
// Policies: one factory for OpenAI-compatible endpoints, GGUF files in process, the expert and random agents.
export { createPolicy, policySpec, POLICY_DEFAULTS, type PolicySettings, type PolicySpec } from "./agent/policies.js";
export type { AgentReply, AgentRequest, EpisodeOracle, ModelBackend, TokenScorer } from "./agent/backend.js";
// The one episode loop, and evaluation runs in the published layout.
export {
  playEpisode,
  terminationOf,
  type EpisodeSettings,
  type PlayedStep,
  type Termination,
  type Turn,
  type TurnAnswer,
} from "./episode/loop.js";
export { runEvaluation, type EvalConfig, type TaskOutcome } from "./eval/runner.js";
export { buildEvalConfig, EVAL_DEFAULTS, type EvalOptions } from "./eval/setup.js";
// Errors a caller can act on: a code and a one-line message naming the file or flag.
export { BadFileError, SeedworldError, type ErrorCode } from "./platform/errors.js";
