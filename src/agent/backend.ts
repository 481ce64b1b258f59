// The one small interface every model backend implements: generate a reply for one step.
// Backends see the episode only through the prompt, and the expert through `AgentRequest.oracle`.
import type { ExpertView } from "../engine/index.js";
import { SeedworldError } from "../platform/errors.js";

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface TokenLogprob {
  token: string;
  logprob: number;
  bytes: number[];
  top_logprobs: { token: string; logprob: number; bytes: number[] }[];
}

export interface AgentReply {
  /** message.content, trimmed ("" if null). */
  content: string;
  /** message.reasoning_content (or `reasoning`), trimmed; the think part of reasoning models. */
  reasoningContent: string;
  usage: TokenUsage;
  /** Provider's raw usage object (cache hits, reasoning tokens…), null when none. */
  rawUsage: Record<string, unknown> | null;
  finishReason: string | null;
  /** Seconds from just before sending to the reply's arrival (last attempt). */
  latencyS: number;
  /** Attempts made (1 = no retry). */
  attempts: number;
  /** Endpoint that answered (for multi-endpoint runs); "" for in-process agents. */
  endpoint: string;
  logprobs: TokenLogprob[] | null;
  /** Ids of the sampled completion tokens in the model's vocabulary, when the backend knows them
   * (node-llama-cpp; vLLM/SGLang with `return_tokens_as_token_ids`). SEED re-scores exactly these. */
  tokenIds?: number[] | null;
}

/** The episode's true state, offered on every turn; only the built-in expert consults it. */
export interface EpisodeOracle {
  /** The expert's next command in the episode's current state. */
  expertAction(): string;
  /** The exploring expert's next command: it uses only what the episode has shown so far (`sweep`: this step and where it last went). */
  explorerAction(search?: SearchMode): string;
  /** What the agent itself knows, for the explorer's stated reasons: the task's words, what it holds, where it is. */
  explorerView(search?: SearchMode): ExplorerView;
}

/** How an exploring expert searches: `remember` what it has seen (ALFWorld's handcoded expert), or `sweep`
 * on from the place it last went to, remembering nothing else (a policy that sees two steps of history can do the same). */
export type SearchMode = "remember" | "sweep";

/** What the exploring agent knows, for its stated reasons: the engine's `ExpertView`. */
export type ExplorerView = ExpertView;

/** What a policy may look at: the prompt and admissible list; the expert also the oracle. */
export interface AgentRequest {
  prompt: string;
  admissibleCommands: readonly string[];
  /** The episode's true state (for the expert; models see only the prompt). */
  oracle?: EpisodeOracle;
  /** Per-episode deterministic key (e.g. "<episode>:<step>") for seeded agents. */
  seedKey?: string;
  /** Game and actions so far; sent (as the `seedworld` body field) only to servers that need it, like `serve --model expert`. */
  context?: { gamefile: string; actions: string[] };
  /** Overrides the backend's sampling temperature for this call (SEED's analyzer samples greedily). */
  temperature?: number;
  /** Overrides the backend's completion-token limit for this call. */
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface ModelBackend {
  /** Model name as recorded in summaries (`model`). */
  readonly model: string;
  /** Endpoint(s) as recorded in summaries (`base_url`), "" for in-process agents. */
  readonly baseUrl: string;
  generate(request: AgentRequest): Promise<AgentReply>;
  /** Retries performed so far (all calls), for the `api_retries` counter. */
  readonly retryCount?: number;
  /** Calls in a row, most recent last, that ended in a ModelCallError (not counting aborted
   * ones); 0 after any success. A runner stops after N of them. Undefined for in-process agents. */
  readonly consecutiveFailures?: number;
  /** Checks the endpoint(s) before a run (servers only); throws a ModelCallError for what would
   * fail every call, returns what merely could not be confirmed. */
  preflight?(signal?: AbortSignal): Promise<{ warnings: string[] }>;
  close?(): Promise<void>;
}

/** Scores *given* response tokens under a prompt (no sampling): the policy's own log-probs for
 * SEED's re-scoring with and without the skill block. The prompt is the user message; the scorer
 * applies the same chat template as generation, then appends `responseTokenIds` verbatim. */
export interface ScoreRequest {
  prompt: string;
  responseTokenIds: readonly number[];
  signal?: AbortSignal;
}

export interface TokenScorer {
  readonly model: string;
  /** One log-prob per response token, in order. */
  scoreResponse(request: ScoreRequest): Promise<number[]>;
  close?(): Promise<void>;
}

/** Why a model call (or a preflight check) gave up; the runner decides from this what to do next.
 * - "auth": 401/403, the key (or URL credentials) was refused. Never retried; fatal for a run,
 *   whichever endpoint said it, since every endpoint gets the same key.
 * - "bad-request": another 4xx the server would give again (bad body, prompt too long). Not retried.
 * - "unknown-model": the server does not serve the model (preflight only).
 * - "unreachable": no connection at all (refused, DNS, host unreachable) after a few quick retries.
 * - "deadline": the last attempt ran past the per-attempt deadline (headers, body and parse).
 * - "exhausted": every attempt failed with a retryable error (429, 5xx, malformed or dropped replies).
 * - "aborted": the caller's AbortSignal fired. */
export type ModelCallErrorKind = "auth" | "bad-request" | "unknown-model" | "unreachable" | "deadline" | "exhausted" | "aborted";

/** Raised after the last attempt of a model call failed. The message is one line that names the
 * endpoint (credentials removed) and never contains the API key. */
export class ModelCallError extends SeedworldError {
  readonly kind: ModelCallErrorKind;
  readonly attempts: number;
  readonly lastStatus: number | null;
  /** Redacted URL of the endpoint the last attempt went to ("" when none). */
  readonly endpoint: string;

  constructor(message: string, details: { kind: ModelCallErrorKind; attempts: number; lastStatus: number | null; endpoint?: string }) {
    super("MODEL_CALL", message);
    this.name = "ModelCallError";
    this.kind = details.kind;
    this.attempts = details.attempts;
    this.lastStatus = details.lastStatus;
    this.endpoint = details.endpoint ?? "";
  }

  /** The call was not made because the caller's signal had fired (every backend says so this way). */
  static aborted(endpoint = "", attempts = 0): ModelCallError {
    return new ModelCallError(`model call${endpoint ? ` to ${endpoint}` : ""} aborted by the caller`, {
      kind: "aborted",
      attempts,
      lastStatus: null,
      endpoint,
    });
  }

  /** Errors that no retry, no other endpoint and no later episode can fix: stop the run. */
  get fatal(): boolean {
    return this.kind === "auth" || this.kind === "unknown-model";
  }
}

/**
 * The words with which `seedworld serve --model expert` refuses a request that carries no episode
 * context (HTTP 400); a client that sees them knows which flag was missing.
 */
export const EPISODE_CONTEXT_HINT = "seedworld eval --send-episode-context";

/**
 * Defaults of a model run here (a GGUF in process; the factory's policies start from the same
 * reply length): one home, read by the factory, the GGUF backend and the CLI's --help.
 */
export const MODEL_DEFAULTS = {
  /** Reply tokens when a request gives no limit. */
  maxTokens: 512,
  /** Tokens per sequence (prompt + reply) of an in-process model. */
  contextSize: 4096,
  /** Parallel sequences of an in-process model (concurrent calls batched together). */
  sequences: 4,
} as const;

export const ZERO_USAGE: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

/** The reply of an in-process policy: no tokens used, no endpoint, one attempt, timed from `startedMs`. */
export function localReply(content: string, startedMs: number): AgentReply {
  return {
    content,
    reasoningContent: "",
    usage: { ...ZERO_USAGE },
    rawUsage: null,
    finishReason: "stop",
    latencyS: (performance.now() - startedMs) / 1000,
    attempts: 1,
    endpoint: "",
    logprobs: null,
  };
}
