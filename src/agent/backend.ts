// The one small interface every model backend implements: generate a reply for one step.
// Backends see the episode only through the prompt, and the expert through `AgentRequest.oracle`.

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
}

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

/** Raised after the last attempt of a model call failed. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
    readonly lastStatus: number | null,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}

export const ZERO_USAGE: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
