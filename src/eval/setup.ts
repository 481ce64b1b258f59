// Assemble an EvalConfig from plain options (the CLI's and the tests'): backend, templates,
// skills preset, game pool. Keeps the API key inside the backend only.
import path from "node:path";
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import type { ModelBackend } from "../agent/backend.js";
import { createPolicy, policySpec, POLICY_DEFAULTS, type BuiltInAgent } from "../agent/policies.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import { generalSkillCount, hasSkillContextSlot } from "../skills/skillzero.js";
import { loadSkillSections, templateSetNamed } from "../skills/skillzero-bank.js";
import type { ActionSpace, ProjectionVariant } from "../agent/projection.js";
import { loadSkillBank } from "../skills/bank.js";
import { DEFAULT_RETRIEVAL, type CategoryRule, type RankingMode, type SkillSettings } from "../skills/retrieve.js";
import { openCatalog, requireGames } from "../games/catalog.js";
import { SettingError } from "../platform/errors.js";
import type { EvalConfig, ProgressSink } from "./runner.js";
import { parseTaskList, type EvalTask } from "./tasks.js";

export interface EvalOptions {
  model?: string;
  /** A GGUF file run in process (node-llama-cpp, CPU); `model` then only names it. */
  modelFile?: string;
  /** Parallel sequences of the in-process model (default: the episode concurrency). */
  modelSequences?: number;
  /** Tokens per sequence of the in-process model (default 4096). */
  modelContextSize?: number;
  baseUrl?: string;
  apiKeyEnv?: string;
  agent?: BuiltInAgent;
  games?: string[];
  split?: string;
  /** Task types to play (default all six; `parseTaskList` reads ids or names). */
  tasks?: EvalTask[];
  /** Episodes per task type, or one pass over every game (default). */
  episodes?: number | "all";
  /** Plays of each game with --episodes all (default 1). */
  samples?: number;
  /** SkillZero skills for `{skill_context}` (markdown file or folder, or a JSON bank) and the general skills shown. */
  skillContext?: string;
  skillContextTopK?: number;
  /** "plan" (default) or "verl-agent": the games verl-agent's envs draw. */
  sampling?: "plan" | "verl-agent";
  /** verl-agent sampling: envs (val_batch_size), envs per group (rollout.n; 1 for validation), reset round. */
  envs?: number;
  groupN?: number;
  round?: number;
  prompt?: "basic" | "skills";
  promptVariant?: string;
  projection?: ProjectionVariant;
  skills?: string;
  skillsTopK?: number;
  skillsTaskTopK?: number | null;
  skillsOnFirstStep?: boolean;
  skillCategory?: CategoryRule;
  skillRanking?: RankingMode;
  concurrency?: number;
  maxSteps?: number;
  seed?: number;
  out?: string;
  temperature?: number;
  maxTokens?: number;
  timeoutS?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  /** Extra request-body fields sent with every model call. */
  extraBody?: Record<string, unknown>;
  actionSpace?: ActionSpace;
  logprobs?: boolean;
  topLogprobs?: number;
  historyLength?: number;
  onApiFailure?: "fallback" | "exit";
  fallbackAction?: string;
  maxConsecutiveFailures?: number;
  noResume?: boolean;
  fsyncSteps?: boolean;
  sendEpisodeContext?: boolean;
}

/** eval's defaults, one home: the library below and the CLI's --help both read them. */
export const EVAL_DEFAULTS = {
  split: "valid_seen",
  concurrency: 4,
  promptVariant: "skill0",
  projection: "skill0" as "skill0" | "strict",
  samples: 1,
  seed: 0,
  temperature: 0,
  historyLength: 2,
  out: "alfworld_api_eval",
  round: 0,
  onApiFailure: "fallback" as "fallback" | "exit",
  fallbackAction: "look",
  maxConsecutiveFailures: 10,
  sampling: "plan" as "plan" | "verl-agent",
} as const;

/** The policy the options name (the built-in expert when none), with eval's defaults. */
async function makeBackend(options: EvalOptions): Promise<ModelBackend> {
  const spec = policySpec(options, "expert");
  return createPolicy(spec, {
    seed: options.seed ?? EVAL_DEFAULTS.seed,
    temperature: options.temperature ?? EVAL_DEFAULTS.temperature,
    maxTokens: options.maxTokens ?? POLICY_DEFAULTS.maxTokens,
    timeoutS: options.timeoutS ?? POLICY_DEFAULTS.timeoutS,
    maxAttempts: options.maxAttempts ?? POLICY_DEFAULTS.maxAttempts,
    retryBaseMs: options.retryBaseMs ?? POLICY_DEFAULTS.retryBaseMs,
    logprobs: options.logprobs ?? false,
    topLogprobs: spec.kind === "gguf" ? (options.logprobs ? (options.topLogprobs ?? 0) : 0) : options.topLogprobs,
    extraBody: options.extraBody,
    actionSpace: options.actionSpace,
    sequences: options.modelSequences ?? options.concurrency ?? EVAL_DEFAULTS.concurrency,
    contextSize: options.modelContextSize,
  });
}

function makeSkills(options: EvalOptions): SkillSettings | null {
  const prompt = options.prompt ?? (options.skills ? "skills" : "basic");
  if (prompt === "basic") return null;
  if (!options.skills)
    throw new SettingError((n) => `${n("prompt")} skills needs ${n("skills")} <bank.json> (a SkillRL/Skill0 skill bank)`);
  // "Full skills" preset (inferred from the settings of yilinpotato/train-alfworld-data's
  // deepseek/alfworld_api_eval_full_skills runs): all 12 general skills, all task skills, from step 2, keyword category.
  return {
    bank: loadSkillBank(path.resolve(options.skills)),
    retrieval: {
      ...DEFAULT_RETRIEVAL,
      topK: options.skillsTopK ?? 12,
      taskSpecificTopK: options.skillsTaskTopK ?? null,
      ranking: options.skillRanking ?? "file-order",
    },
    categoryRule: options.skillCategory ?? "keyword",
    onFirstStep: options.skillsOnFirstStep ?? false,
  };
}

/** SkillZero's `{skill_context}` when the template has the slot: every general skill unless a top-k is given. */
function skillContextOf(options: EvalOptions, templates: TemplateSet): EvalConfig["skillContext"] {
  if (!options.skillContext) {
    if (options.skillContextTopK !== undefined) throw new SettingError((n) => `${n("skillContextTopK")} needs ${n("skillContext")}`);
    return null;
  }
  if (!hasSkillContextSlot(templates))
    throw new SettingError(
      (n) => `${n("skillContext")} needs a template with {skill_context} (${n("promptVariant")} skillzero); ${templates.name} has none`,
    );
  const sections = loadSkillSections(path.resolve(options.skillContext), "skillContext");
  const available = generalSkillCount(sections);
  return { sections, topK: Math.min(available, options.skillContextTopK ?? available), source: options.skillContext };
}

function samplingOf(options: EvalOptions): EvalConfig["sampling"] {
  if ((options.sampling ?? EVAL_DEFAULTS.sampling) === "plan") {
    if (options.envs !== undefined || options.groupN !== undefined)
      throw new SettingError((n) => `${n("envs")} and ${n("groupN")} go with ${n("sampling")} verl-agent`);
    return { kind: "plan" };
  }
  if (options.sampling !== "verl-agent")
    throw new SettingError((n) => `${n("sampling")} must be plan or verl-agent (got ${options.sampling})`);
  if (options.episodes !== undefined || (options.samples ?? 1) !== 1)
    throw new SettingError((n) => `${n("sampling")} verl-agent draws its own episodes: drop ${n("episodes")} and ${n("samples")}`);
  const envs = options.envs;
  if (!envs || !Number.isInteger(envs) || envs < 1)
    throw new SettingError((n) => `${n("sampling")} verl-agent needs ${n("envs")} N (verl-agent's val_batch_size or train_batch_size)`);
  return { kind: "verl-agent", envs, groupN: options.groupN ?? 1, round: options.round ?? EVAL_DEFAULTS.round };
}

/** No --episodes: one pass over every game (the ALFWorld papers' protocol: 140 valid_seen, 134 valid_unseen). */
function episodesOf(value: number | "all" | undefined): number | "all" {
  if (value === undefined || value === "all") return "all";
  if (!Number.isInteger(value) || value < 1)
    throw new SettingError((n) => `${n("episodes")} must be a positive integer or "all" (got ${value})`);
  return value;
}

export async function buildEvalConfig(options: EvalOptions, progress: ProgressSink, signal?: AbortSignal): Promise<EvalConfig> {
  const split = options.split ?? EVAL_DEFAULTS.split;
  const pool = await openCatalog(options.games, { split });
  for (const problem of requireGames(pool).problems) progress.log(`warning: ${problem.path}: ${problem.message}`);
  const backend = await makeBackend(options);
  const concurrency = options.concurrency ?? EVAL_DEFAULTS.concurrency;
  const templates = templateSetNamed(options.promptVariant ?? EVAL_DEFAULTS.promptVariant);
  const episodes = episodesOf(options.episodes);
  const samples = options.samples ?? EVAL_DEFAULTS.samples;
  if (!Number.isInteger(samples) || samples < 1) throw new SettingError((n) => `${n("samples")} must be a positive integer`);
  if (samples > 1 && episodes !== "all")
    throw new SettingError((n) => `use ${n("samples")} K (each game K times) with ${n("episodes")} all, not with a number of episodes`);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new SettingError((n) => `${n("concurrency")} must be a positive integer`);
  return {
    outDir: path.resolve(options.out ?? EVAL_DEFAULTS.out),
    tasks: options.tasks ?? parseTaskList(undefined),
    episodes,
    samples,
    sampling: samplingOf(options),
    maxSteps: options.maxSteps ?? DEFAULT_MAX_STEPS,
    seed: options.seed ?? EVAL_DEFAULTS.seed,
    concurrency,
    historyLength: options.historyLength ?? EVAL_DEFAULTS.historyLength,
    templates,
    skillContext: skillContextOf(options, templates),
    projection: options.projection ?? EVAL_DEFAULTS.projection,
    skills: makeSkills(options),
    pool,
    split,
    backend,
    temperature: options.temperature ?? EVAL_DEFAULTS.temperature,
    maxTokens: options.maxTokens ?? POLICY_DEFAULTS.maxTokens,
    actionSpace: options.actionSpace ?? "generation",
    onApiFailure: options.onApiFailure ?? EVAL_DEFAULTS.onApiFailure,
    fallbackAction: options.fallbackAction ?? EVAL_DEFAULTS.fallbackAction,
    maxConsecutiveFailures: options.maxConsecutiveFailures ?? EVAL_DEFAULTS.maxConsecutiveFailures,
    noResume: options.noResume ?? false,
    fsyncSteps: options.fsyncSteps ?? false,
    sendEpisodeContext: options.sendEpisodeContext ?? false,
    // May change between invocations; recorded, not fingerprinted. The key's variable name only.
    operational: {
      num_envs: concurrency,
      timeout_s: options.timeoutS ?? POLICY_DEFAULTS.timeoutS,
      max_attempts: options.maxAttempts ?? POLICY_DEFAULTS.maxAttempts,
      retry_base_ms: options.retryBaseMs ?? POLICY_DEFAULTS.retryBaseMs,
      api_key_env: options.model && !options.modelFile ? (options.apiKeyEnv ?? POLICY_DEFAULTS.apiKeyEnv) : null,
    },
    progress,
    signal,
  };
}
