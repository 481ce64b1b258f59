// The one policy factory: an OpenAI-compatible endpoint, a GGUF file in process, the expert or the
// seeded random agent, with one set of defaults. `eval`, `seed` and `serve` build their policies
// here from the same flags, so a default (the 600 s time-out, 512 tokens) lives in one place.
import { commaList } from "../platform/lists.js";
import path from "node:path";
import { SeedworldError, SettingError } from "../platform/errors.js";
import { MODEL_DEFAULTS, type ModelBackend } from "./backend.js";
import type { ActionSpace } from "./projection.js";
import { ExpertPolicy, ExplorerPolicy, type LocalPolicy, LocalPolicyBackend, RandomPolicy } from "./local-agents.js";
import type { LlamaBackend } from "./llama/llama-backend.js";
import { OpenAIBackend } from "./openai-backend.js";
import { DEFAULT_RETRY } from "./retry.js";

export type BuiltInAgent = "expert" | "explorer" | "sweeper" | "random";

export type PolicySpec =
  | { kind: "openai"; model: string; baseUrls: string[]; apiKeyEnv: string }
  | { kind: "gguf"; file: string; model?: string }
  | { kind: "expert" }
  | { kind: "explorer" }
  | { kind: "sweeper" }
  | { kind: "random" };

export interface PolicySettings {
  /** Agent seed (random policy, GGUF sampling). */
  seed: number;
  temperature: number;
  maxTokens: number;
  /** Per-call time-out of an endpoint. */
  timeoutS: number;
  maxAttempts: number;
  retryBaseMs: number;
  logprobs: boolean;
  topLogprobs?: number;
  extraBody?: Record<string, unknown>;
  /** `admissible`: served policies are sent the step's admissible commands as a guided-decoding regex. */
  actionSpace?: ActionSpace;
  /** GGUF: parallel sequences (concurrent calls batched together) and tokens per sequence. */
  sequences?: number;
  contextSize?: number;
}

export const POLICY_DEFAULTS = {
  timeoutS: 600,
  maxTokens: MODEL_DEFAULTS.maxTokens,
  maxAttempts: DEFAULT_RETRY.maxAttempts,
  retryBaseMs: DEFAULT_RETRY.baseDelayMs,
  apiKeyEnv: "OPENAI_API_KEY",
  contextSize: MODEL_DEFAULTS.contextSize,
} as const;

/** The policy flags every command shares. */
export interface PolicyFlags {
  model?: string;
  baseUrl?: string;
  modelFile?: string;
  agent?: string;
  apiKeyEnv?: string;
}

export const BUILT_IN_AGENTS: readonly BuiltInAgent[] = ["expert", "explorer", "sweeper", "random"];
export const isBuiltInAgent = (name: string): name is BuiltInAgent => (BUILT_IN_AGENTS as readonly string[]).includes(name);

/** Which policy the settings name; contradictions are refused naming the settings (`SettingError`). */
export function policySpec(flags: PolicyFlags, defaultAgent: BuiltInAgent): PolicySpec {
  if ((flags.model || flags.modelFile) && flags.agent)
    throw new SettingError((n) => `use either ${n("model")}/${n("modelFile")} or ${n("agent")}, not both`);
  if (flags.modelFile) {
    if (flags.baseUrl) throw new SettingError((n) => `use either ${n("modelFile")} (in process) or ${n("baseUrl")} (a server), not both`);
    return { kind: "gguf", file: path.resolve(flags.modelFile), model: flags.model };
  }
  if (flags.model) {
    const baseUrl = flags.baseUrl ?? process.env.OPENAI_BASE_URL;
    if (!baseUrl) throw new SettingError((n) => `${n("model")} needs ${n("baseUrl")} (or $OPENAI_BASE_URL)`);
    const baseUrls = commaList(baseUrl);
    return { kind: "openai", model: flags.model, baseUrls, apiKeyEnv: flags.apiKeyEnv ?? POLICY_DEFAULTS.apiKeyEnv };
  }
  if (flags.baseUrl) throw new SettingError((n) => `${n("baseUrl")} needs ${n("model")} (the model name at that endpoint)`);
  const agent = flags.agent ?? defaultAgent;
  if (!isBuiltInAgent(agent)) throw new SettingError((n) => `${n("agent")}: unknown agent "${agent}" (${BUILT_IN_AGENTS.join(", ")})`);
  return { kind: agent };
}

/**
 * GGUF models loaded in this process, one per file: a policy and a scorer naming the same file
 * share the weights and the context (node-llama-cpp batches their sequences together).
 */
export class GgufModels {
  readonly #loaded = new Map<string, Promise<LlamaBackend>>();

  load(
    file: string,
    settings: Pick<PolicySettings, "seed" | "temperature" | "maxTokens" | "topLogprobs" | "sequences" | "contextSize">,
    model?: string,
  ): Promise<LlamaBackend> {
    const key = path.resolve(file);
    let loaded = this.#loaded.get(key);
    if (!loaded) {
      // Loaded lazily: node-llama-cpp's native binding is only needed on this path.
      loaded = import("./llama/llama-backend.js").then(({ LlamaBackend }) =>
        LlamaBackend.load({
          modelPath: key,
          model,
          temperature: settings.temperature,
          maxTokens: settings.maxTokens,
          seed: settings.seed,
          topLogprobs: settings.topLogprobs ?? 0,
          sequences: settings.sequences,
          contextSize: settings.contextSize,
        }),
      );
      this.#loaded.set(key, loaded);
    }
    return loaded;
  }
}

/** A built-in agent's policy (what `serve` puts behind HTTP; `createPolicy` runs it as a backend). */
export function createLocalPolicy(agent: BuiltInAgent, seed: number): LocalPolicy {
  switch (agent) {
    case "expert":
      return new ExpertPolicy();
    case "explorer":
      return new ExplorerPolicy("remember");
    case "sweeper":
      return new ExplorerPolicy("sweep");
    case "random":
      return new RandomPolicy(seed);
  }
}

/** Whether a built-in agent reads the episode's true state (so a server must be sent the game and actions). */
export const needsEpisodeState = (agent: BuiltInAgent): boolean => agent !== "random";

export async function createPolicy(spec: PolicySpec, settings: PolicySettings, gguf = new GgufModels()): Promise<ModelBackend> {
  switch (spec.kind) {
    case "expert":
    case "explorer":
    case "sweeper":
    case "random":
      return new LocalPolicyBackend(createLocalPolicy(spec.kind, settings.seed));
    case "gguf":
      if (settings.actionSpace === "admissible")
        throw new SettingError(
          (n) =>
            `${n("actionSpace")} admissible needs a served model (${n("model")} with ${n("baseUrl")}): in-process GGUF sampling has no guided decoding`,
        );
      return gguf.load(spec.file, settings, spec.model);
    case "openai":
      return new OpenAIBackend({
        model: spec.model,
        baseUrls: spec.baseUrls,
        apiKey: process.env[spec.apiKeyEnv] ?? "",
        apiKeyEnv: spec.apiKeyEnv,
        temperature: settings.temperature,
        maxTokens: settings.maxTokens,
        extraBody: settings.extraBody,
        actionSpace: settings.actionSpace,
        logprobs: settings.logprobs,
        topLogprobs: settings.topLogprobs,
        timeoutMs: settings.timeoutS * 1000,
        retry: { ...DEFAULT_RETRY, maxAttempts: settings.maxAttempts, baseDelayMs: settings.retryBaseMs },
      });
  }
}

/** The name a run records for the policy (`model` in summaries). */
export function policyName(spec: PolicySpec): string {
  if (spec.kind === "openai") return spec.model;
  if (spec.kind === "gguf") return spec.model ?? path.basename(spec.file).replace(/\.gguf$/i, "");
  return spec.kind;
}

/**
 * A policy as files name it (`seed iterate`'s round.json, a trainer's next_endpoint.json, the
 * trainer's SEED_POLICY_BASE_URL): `baseUrl` is an OpenAI-compatible base URL (several joined by
 * commas), `gguf:<file>` for a model run in process, or "" for the built-in agent named by `model`.
 * Code holds a PolicySpec; this form exists only on the way to and from those files.
 */
export interface PolicyEndpoint {
  baseUrl: string;
  model: string;
}

const GGUF_SCHEME = "gguf:";

export function endpointOf(spec: PolicySpec): PolicyEndpoint {
  switch (spec.kind) {
    case "openai":
      return { baseUrl: spec.baseUrls.join(","), model: spec.model };
    case "gguf":
      return { baseUrl: `${GGUF_SCHEME}${spec.file}`, model: policyName(spec) };
    default:
      return { baseUrl: "", model: spec.kind };
  }
}

/** The policy a file names; an endpoint's key is read from `apiKeyEnv` (files never hold keys). */
export function specOfEndpoint(endpoint: PolicyEndpoint, apiKeyEnv: string = POLICY_DEFAULTS.apiKeyEnv): PolicySpec {
  if (endpoint.baseUrl.startsWith(GGUF_SCHEME))
    return { kind: "gguf", file: endpoint.baseUrl.slice(GGUF_SCHEME.length), model: endpoint.model };
  if (endpoint.baseUrl) return { kind: "openai", model: endpoint.model, baseUrls: commaList(endpoint.baseUrl), apiKeyEnv };
  if (!isBuiltInAgent(endpoint.model))
    throw new SeedworldError("BAD_OPTION", `unknown built-in agent "${endpoint.model}" (${BUILT_IN_AGENTS.join(", ")})`);
  return { kind: endpoint.model };
}
