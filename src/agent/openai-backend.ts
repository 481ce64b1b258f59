// OpenAI-compatible chat backend (hosted APIs, vLLM, SGLang, llama.cpp server, `seedworld serve`).
// One user message per step, no system message, no streaming (as yilinpotato/Skill0's
// scripts/eval_alfworld_api.py calls the API, commit c868c33). Retries,
// time-outs and endpoint choice are ours (the SDK's own retries are off) so that attempts and
// latency are measured per call, and each attempt has one deadline over headers and body
// (deadline.ts). Failures are sorted in call-failure.ts; 401/403 are final, refused connections
// get a few quick retries, busy servers the back-off. The API key and URL credentials are held
// only inside the SDK clients; everything shown or recorded goes through redact.ts.
import OpenAI from "openai";
import type { AgentReply, AgentRequest, ModelBackend, TokenLogprob, TokenUsage } from "./backend.js";
import { ModelCallError, type ModelCallErrorKind } from "./backend.js";
import { classifyFailure, type AttemptFailure } from "./call-failure.js";
import { withDeadline } from "./deadline.js";
import { EndpointPool, type EndpointState, type PoolOptions } from "./endpoint-pool.js";
import { replyPattern, type ActionSpace } from "./projection.js";
import { hashSeed } from "./rng.js";
import { parseEndpointUrl } from "./redact.js";
import {
  DEFAULT_RETRY,
  backoffDelayMs,
  deadlineAttemptsOf,
  sleep,
  unreachableAttemptsOf,
  unreachableDelayMs,
  type RetryPolicy,
} from "./retry.js";
import { authError, preflightEndpoints, type PreflightEndpoint, type PreflightResult } from "./preflight.js";

export interface OpenAIBackendOptions {
  model: string;
  /** Endpoint URLs; `user:pass@` in one is sent to it as Basic auth (instead of the key), its
   * query parameters with every request; neither is ever shown or recorded. */
  baseUrls: readonly string[];
  /** The key itself (read from an env var by the caller); never stored elsewhere. */
  apiKey: string;
  /** Name of the environment variable the key came from, for error messages (e.g. "OPENAI_API_KEY"). */
  apiKeyEnv?: string;
  temperature: number;
  maxTokens: number;
  /** Extra request-body fields (vLLM's `chat_template_kwargs`, `top_k`, …) sent as given. */
  extraBody?: Record<string, unknown>;
  /** `admissible`: each request carries `guided_regex` (vLLM's guided decoding) restricting the reply's
   * action to the step's admissible commands. */
  actionSpace?: ActionSpace;
  /** Request token log-probs (`logprobs: true`, `top_logprobs`). */
  logprobs?: boolean;
  topLogprobs?: number;
  /** Total time one attempt may take: connecting, headers, the whole body and parsing. */
  timeoutMs: number;
  retry?: RetryPolicy;
  pool?: PoolOptions;
}

/** One endpoint's SDK client and what may be said about it. */
type EndpointClient = PreflightEndpoint;

const trimOrEmpty = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const intOrZero = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);

function readUsage(usage: unknown): { usage: TokenUsage; raw: Record<string, unknown> | null } {
  if (typeof usage !== "object" || usage === null) return { usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }, raw: null };
  const raw = usage as Record<string, unknown>;
  return {
    usage: {
      prompt_tokens: intOrZero(raw.prompt_tokens),
      completion_tokens: intOrZero(raw.completion_tokens),
      total_tokens: intOrZero(raw.total_tokens),
    },
    raw,
  };
}

/** What an endpoint is shown, in the words of an auth error ("the server at … refused …"). */
function credentialsShown(authorization: string | null, options: OpenAIBackendOptions): string {
  const variable = options.apiKeyEnv ? `$${options.apiKeyEnv}` : "the configured variable";
  if (authorization) return "the user name and password in its URL";
  return options.apiKey ? `the API key from ${variable}` : `a request without an API key (${variable} is empty)`;
}

function makeEndpointClient(url: string, options: OpenAIBackendOptions): EndpointClient {
  const { apiKey, timeoutMs } = options;
  const target = parseEndpointUrl(url);
  const client = new OpenAI({
    apiKey: apiKey || "EMPTY",
    baseURL: target.baseURL,
    maxRetries: 0,
    // The SDK's own time-out ends at the headers; ours (withDeadline) covers the body. Give the
    // SDK's a little slack so that ours is the one that fires and names the deadline.
    timeout: timeoutMs + 1_000,
    defaultQuery: Object.keys(target.query).length > 0 ? target.query : undefined,
    // URL credentials replace the bearer key for that endpoint (fetch refuses them in URLs).
    defaultHeaders: target.authorization ? { Authorization: target.authorization } : undefined,
  });
  return { client, target, credentials: credentialsShown(target.authorization, options) };
}

/** How a call that failed for good is reported. */
function failureKind(failure: AttemptFailure): ModelCallErrorKind {
  switch (failure.kind) {
    case "auth":
    case "bad-request":
    case "unreachable":
    case "deadline":
    case "aborted":
      return failure.kind;
    case "not-found":
      return "bad-request";
    case "retryable":
      return "exhausted";
  }
}

export class OpenAIBackend implements ModelBackend {
  readonly model: string;
  /** Every endpoint, credentials removed: what summaries record. */
  readonly baseUrl: string;
  private readonly pool: EndpointPool<EndpointClient>;
  private readonly retry: RetryPolicy;
  private readonly secrets: string[];
  private retries = 0;
  private failuresInARow = 0;

  constructor(private readonly options: OpenAIBackendOptions) {
    this.model = options.model;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.pool = new EndpointPool(options.baseUrls, (url) => makeEndpointClient(url, options), options.pool);
    this.baseUrl = this.pool.endpoints.map((endpoint) => endpoint.client.target.shown).join(",");
    this.secrets = [options.apiKey, ...this.pool.endpoints.flatMap((endpoint) => endpoint.client.target.secrets)];
  }

  get retryCount(): number {
    return this.retries;
  }

  get consecutiveFailures(): number {
    return this.failuresInARow;
  }

  /** Per-endpoint counters for reports (no secrets). */
  endpointStats(): { url: string; calls: number; failures: number }[] {
    return this.pool.endpoints.map(({ client, calls, failures }) => ({ url: client.target.shown, calls, failures }));
  }

  /**
   * Checks every endpoint before a run: `GET /models`, and a 1-token chat request only when that
   * cannot confirm the model. Throws a ModelCallError (kind "auth", "unreachable",
   * "unknown-model" or "deadline") for what would make the whole run fail; returns warnings for
   * what merely could not be confirmed. See preflight.ts for the rules.
   */
  preflight(signal?: AbortSignal): Promise<PreflightResult> {
    return preflightEndpoints({
      endpoints: this.pool.endpoints.map((endpoint) => endpoint.client),
      model: this.model,
      timeoutMs: this.options.timeoutMs,
      secrets: this.secrets,
      probeBody: { ...this.requestBody({ prompt: "Say OK.", admissibleCommands: [] }), max_tokens: 1 },
      signal,
    });
  }

  async generate(request: AgentRequest): Promise<AgentReply> {
    try {
      const reply = await this.generateWithRetries(request);
      this.failuresInARow = 0;
      return reply;
    } catch (error) {
      if (error instanceof ModelCallError && error.kind !== "aborted") this.failuresInARow += 1;
      throw error;
    }
  }

  private async generateWithRetries(request: AgentRequest): Promise<AgentReply> {
    let last: AttemptFailure | null = null;
    let lastEndpoint: EndpointClient | null = null;
    /** Attempts that ended for want of a connection, and at the deadline (each has its own budget). */
    const ended = { unreachable: 0, deadline: 0 };
    let attempt = 0;
    while (attempt < this.retry.maxAttempts) {
      attempt += 1;
      if (last) {
        this.retries += 1;
        await this.sleepOrAbort(
          this.retryDelayMs(last, attempt - 1, ended.unreachable),
          request.signal,
          attempt - 1,
          lastEndpoint!.target.shown,
        );
      }
      const endpoint = this.pool.acquire();
      lastEndpoint = endpoint.client;
      try {
        const reply = await this.callOnce(endpoint, request, attempt);
        this.pool.release(endpoint, true);
        return reply;
      } catch (error) {
        last = classifyFailure(error, request.signal, this.secrets);
        // A server that answered 4xx is up; only failures of the server itself set it aside.
        this.pool.release(endpoint, last.kind === "auth" || last.kind === "bad-request" || last.kind === "not-found");
        if (last.kind === "unreachable" || last.kind === "deadline") ended[last.kind] += 1;
        if (!this.mayRetry(last, ended)) break;
      }
    }
    throw this.finalError(last!, attempt, lastEndpoint!);
  }

  private retryDelayMs(failure: AttemptFailure, failedAttempts: number, unreachable: number): number {
    // Another endpoint that has not failed can take the retry at once, unless the server asked
    // everyone to wait (429, Retry-After: usually a limit on the key, shared by all endpoints).
    const waitAsked = failure.status === 429 || failure.retryAfterMs !== null;
    if (!waitAsked && this.pool.hasHealthy()) return 0;
    if (failure.kind === "unreachable") return unreachableDelayMs(this.retry, unreachable);
    return backoffDelayMs(this.retry, failedAttempts, failure.retryAfterMs);
  }

  private mayRetry(failure: AttemptFailure, ended: { unreachable: number; deadline: number }): boolean {
    if (failure.kind === "unreachable") return ended.unreachable < unreachableAttemptsOf(this.retry);
    if (failure.kind === "deadline") return ended.deadline < deadlineAttemptsOf(this.retry);
    return failure.kind === "retryable";
  }

  private async sleepOrAbort(ms: number, signal: AbortSignal | undefined, attempts: number, endpoint: string): Promise<void> {
    try {
      await sleep(ms, signal);
    } catch {
      throw ModelCallError.aborted(endpoint, attempts);
    }
  }

  private finalError(failure: AttemptFailure, attempts: number, endpoint: EndpointClient): ModelCallError {
    if (failure.kind === "auth") return authError(endpoint, failure, attempts);
    const kind = failureKind(failure);
    const url = endpoint.target.shown;
    const tries = attempts === 1 ? "1 attempt" : `${attempts} attempts`;
    return new ModelCallError(`model call to ${url} failed (${kind}, ${tries}): ${failure.detail}`, {
      kind,
      attempts,
      lastStatus: failure.status,
      endpoint: url,
    });
  }

  private requestBody(request: AgentRequest): Record<string, unknown> {
    const prompt = request.prompt;
    const temperature = request.temperature ?? this.options.temperature;
    const body: Record<string, unknown> = {
      ...(this.options.extraBody ?? {}),
      model: this.model,
      messages: [{ role: "user", content: prompt }],
      temperature,
      max_tokens: request.maxTokens ?? this.options.maxTokens,
      n: 1,
    };
    // A sampled reply is drawn with the request's own seed (OpenAI's `seed`, which vLLM and the
    // torch policy server honour per request), so a rerun of the same run samples the same tokens
    // where the server is deterministic, and two runs with the same seed start from the same draws.
    if (request.seedKey !== undefined && temperature > 0 && !("seed" in body)) body.seed = hashSeed(request.seedKey) & 0x7fffffff;
    if (request.context) body.seedworld = request.context;
    if (this.options.actionSpace === "admissible" && request.admissibleCommands.length > 0)
      body.guided_regex = replyPattern(request.admissibleCommands);
    if (this.options.logprobs) {
      body.logprobs = true;
      if (this.options.topLogprobs) body.top_logprobs = this.options.topLogprobs;
    }
    return body;
  }

  private async callOnce(endpoint: EndpointState<EndpointClient>, request: AgentRequest, attempt: number): Promise<AgentReply> {
    const started = performance.now();
    // The deadline covers the body too: the SDK's time-out stops at the headers.
    const completion = await withDeadline(
      this.options.timeoutMs,
      request.signal,
      (signal) =>
        // The SDK types reject extra body fields, but sends them as given.
        endpoint.client.client.chat.completions.create(
          this.requestBody(request) as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
          { signal },
        ) as unknown as Promise<Record<string, unknown>>,
    );
    const latencyS = (performance.now() - started) / 1000;
    const choices = completion?.choices;
    if (!Array.isArray(choices) || choices.length === 0 || typeof choices[0] !== "object" || choices[0] === null) {
      throw new Error("malformed completion: no choices");
    }
    const choice = choices[0] as Record<string, unknown>;
    const message = (choice.message ?? {}) as Record<string, unknown>;
    const { usage, raw } = readUsage(completion.usage);
    const logprobs = (choice.logprobs as { content?: TokenLogprob[] } | null | undefined)?.content ?? null;
    return {
      content: trimOrEmpty(message.content),
      reasoningContent: trimOrEmpty(message.reasoning_content ?? message.reasoning),
      usage,
      rawUsage: raw,
      finishReason: typeof choice.finish_reason === "string" ? choice.finish_reason : null,
      latencyS,
      attempts: attempt,
      endpoint: endpoint.client.target.shown,
      logprobs,
    };
  }
}
