// Assemble an EvalConfig from plain options (the CLI's and the tests'): backend, templates,
// skills preset, game pool. Keeps the API key inside the backend only.
import path from "node:path";
import { AlfworldEnv, ExpertAgent } from "../engine/index.js";
import type { ModelBackend } from "../agent/backend.js";
import { ExpertPolicy, LocalPolicyBackend, RandomPolicy } from "../agent/local-agents.js";
import { OpenAIBackend } from "../agent/openai-backend.js";
import { loadTemplateSet } from "../agent/prompt-templates.js";
import type { ProjectionVariant } from "../agent/projection.js";
import { DEFAULT_RETRY } from "../agent/retry.js";
import { loadSkillBank } from "../skills/bank.js";
import { DEFAULT_RETRIEVAL, type CategoryRule, type RankingMode, type SkillSettings } from "../skills/retrieve.js";
import { openCatalog } from "../games/catalog.js";
import type { EvalConfig, ProgressSink } from "./runner.js";
import { parseTaskList } from "./tasks.js";

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
  agent?: "expert" | "random";
  games?: string[];
  split?: string;
  tasks?: string;
  episodes?: string | number;
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
  extraBody?: string;
  logprobs?: boolean;
  topLogprobs?: number;
  historyLength?: number;
  onApiFailure?: "fallback" | "exit";
  fallbackAction?: string;
  noResume?: boolean;
  fsyncSteps?: boolean;
  sendEpisodeContext?: boolean;
}

export const expertFactory = (env: unknown) => new ExpertAgent(env as AlfworldEnv);

async function loadModelFile(options: EvalOptions): Promise<ModelBackend> {
  if (options.baseUrl) throw new Error("use either --model-file (in process) or --base-url (a server), not both");
  // Loaded lazily: node-llama-cpp's native binding is only needed on this path.
  const { LlamaBackend } = await import("../agent/llama/llama-backend.js");
  return LlamaBackend.load({
    modelPath: path.resolve(options.modelFile!), model: options.model, temperature: options.temperature ?? 0,
    maxTokens: options.maxTokens ?? 512, seed: options.seed ?? 0, topLogprobs: options.logprobs ? (options.topLogprobs ?? 0) : 0,
    sequences: options.modelSequences ?? options.concurrency ?? 4, contextSize: options.modelContextSize,
  });
}

function makeBackend(options: EvalOptions): ModelBackend {
  if (options.model) {
    const baseUrl = options.baseUrl ?? process.env.OPENAI_BASE_URL;
    if (!baseUrl) throw new Error("--model needs --base-url (or $OPENAI_BASE_URL)");
    const keyVar = options.apiKeyEnv ?? "OPENAI_API_KEY";
    return new OpenAIBackend({
      model: options.model,
      baseUrls: baseUrl.split(",").map((url) => url.trim()).filter(Boolean),
      apiKey: process.env[keyVar] ?? "",
      temperature: options.temperature ?? 0,
      maxTokens: options.maxTokens ?? 512,
      extraBody: options.extraBody ? (JSON.parse(options.extraBody) as Record<string, unknown>) : undefined,
      logprobs: options.logprobs,
      topLogprobs: options.topLogprobs,
      timeoutMs: (options.timeoutS ?? 600) * 1000,
      retry: { ...DEFAULT_RETRY, maxAttempts: options.maxAttempts ?? DEFAULT_RETRY.maxAttempts, baseDelayMs: options.retryBaseMs ?? DEFAULT_RETRY.baseDelayMs },
    });
  }
  const agent = options.agent ?? "expert";
  if (agent === "random") return new LocalPolicyBackend(new RandomPolicy(options.seed ?? 0));
  if (agent === "expert") return new LocalPolicyBackend(new ExpertPolicy(expertFactory));
  throw new Error(`unknown agent "${agent}" (expert or random)`);
}

function makeSkills(options: EvalOptions): SkillSettings | null {
  const prompt = options.prompt ?? (options.skills ? "skills" : "basic");
  if (prompt === "basic") return null;
  if (!options.skills) throw new Error("--prompt skills needs --skills <bank.json> (a SkillRL/Skill0 skill bank)");
  // "Full skills" preset (eval-harness.md §6.6): all 12 general skills, all task skills, from step 2, keyword category.
  return {
    bank: loadSkillBank(path.resolve(options.skills)),
    retrieval: { ...DEFAULT_RETRIEVAL, topK: options.skillsTopK ?? 12, taskSpecificTopK: options.skillsTaskTopK ?? null, ranking: options.skillRanking ?? "file-order" },
    categoryRule: options.skillCategory ?? "keyword",
    onFirstStep: options.skillsOnFirstStep ?? false,
  };
}

function parseEpisodes(value: string | number | undefined): number | "all" {
  if (value === undefined) return 100;
  if (value === "all") return "all";
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--episodes must be a positive integer or "all" (got ${value})`);
  return n;
}

export async function buildEvalConfig(options: EvalOptions, progress: ProgressSink, signal?: AbortSignal): Promise<EvalConfig> {
  const split = options.split ?? "valid_seen";
  const pool = await openCatalog(options.games, { split });
  if (pool.games.length === 0) throw new Error(`no games found in ${pool.source}`);
  const backend = options.modelFile ? await loadModelFile(options) : makeBackend(options);
  const concurrency = options.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error("--concurrency must be a positive integer");
  return {
    outDir: path.resolve(options.out ?? "alfworld_api_eval"),
    tasks: parseTaskList(options.tasks),
    episodes: parseEpisodes(options.episodes),
    maxSteps: options.maxSteps ?? 50,
    seed: options.seed ?? 0,
    concurrency,
    historyLength: options.historyLength ?? 2,
    templates: loadTemplateSet(options.promptVariant ?? "skill0"),
    projection: options.projection ?? "skill0",
    skills: makeSkills(options),
    pool,
    split,
    backend,
    temperature: options.temperature ?? 0,
    maxTokens: options.maxTokens ?? 512,
    onApiFailure: options.onApiFailure ?? "fallback",
    fallbackAction: options.fallbackAction ?? "look",
    noResume: options.noResume ?? false,
    fsyncSteps: options.fsyncSteps ?? false,
    sendEpisodeContext: options.sendEpisodeContext ?? false,
    // May change between invocations; recorded, not fingerprinted. The key's variable name only.
    operational: {
      num_envs: concurrency, timeout_s: options.timeoutS ?? 600, max_attempts: options.maxAttempts ?? DEFAULT_RETRY.maxAttempts,
      retry_base_ms: options.retryBaseMs ?? DEFAULT_RETRY.baseDelayMs, api_key_env: options.model && !options.modelFile ? (options.apiKeyEnv ?? "OPENAI_API_KEY") : null,
    },
    progress,
    signal,
  };
}
