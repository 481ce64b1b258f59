// OpenAI-compatible chat backend (hosted APIs, vLLM, SGLang, llama.cpp server, `seedworld serve`).
// One user message per step, no system message, no streaming (eval-harness.md §2.2). Retries,
// time-outs and endpoint choice are ours (the SDK's own retries are off) so that attempts and
// latency are measured per call. The API key is held only inside the SDK clients.
import OpenAI from "openai";
import type { AgentReply, AgentRequest, ModelBackend, TokenLogprob, TokenUsage } from "./backend.js";
import { ModelCallError } from "./backend.js";
import { EndpointPool, type EndpointState, type PoolOptions } from "./endpoint-pool.js";
import { DEFAULT_RETRY, backoffDelayMs, isRetryableStatus, parseRetryAfter, sleep, type RetryPolicy } from "./retry.js";

export interface OpenAIBackendOptions {
  model: string;
  baseUrls: readonly string[];
  /** The key itself (read from an env var by the caller); never stored elsewhere. */
  apiKey: string;
  temperature: number;
  maxTokens: number;
  /** Extra request-body fields (vLLM's `chat_template_kwargs`, `top_k`, …) sent as given. */
  extraBody?: Record<string, unknown>;
  /** Request token log-probs (`logprobs: true`, `top_logprobs`). */
  logprobs?: boolean;
  topLogprobs?: number;
  timeoutMs: number;
  retry?: RetryPolicy;
  pool?: PoolOptions;
}

interface CallFailure {
  status: number | null;
  retryAfterMs: number | null;
  message: string;
}

const trimOrEmpty = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const intOrZero = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);

/** Normalise the SDK's error zoo into (status, Retry-After, message); messages never carry the key. */
function describeFailure(error: unknown): CallFailure {
  if (error instanceof OpenAI.APIError) {
    const status = typeof error.status === "number" ? error.status : null;
    return { status, retryAfterMs: parseRetryAfter(error.headers), message: `${error.constructor.name}${status ? ` ${status}` : ""}: ${error.message}` };
  }
  return { status: null, retryAfterMs: null, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}

function readUsage(usage: unknown): { usage: TokenUsage; raw: Record<string, unknown> | null } {
  if (typeof usage !== "object" || usage === null) return { usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }, raw: null };
  const raw = usage as Record<string, unknown>;
  return {
    usage: { prompt_tokens: intOrZero(raw.prompt_tokens), completion_tokens: intOrZero(raw.completion_tokens), total_tokens: intOrZero(raw.total_tokens) },
    raw,
  };
}

export class OpenAIBackend implements ModelBackend {
  readonly model: string;
  readonly baseUrl: string;
  private readonly pool: EndpointPool<OpenAI>;
  private readonly retry: RetryPolicy;
  private retries = 0;

  constructor(private readonly options: OpenAIBackendOptions) {
    this.model = options.model;
    this.baseUrl = options.baseUrls.join(",");
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.pool = new EndpointPool(
      options.baseUrls,
      (url) => new OpenAI({ apiKey: options.apiKey || "EMPTY", baseURL: url.replace(/\/+$/, ""), maxRetries: 0, timeout: options.timeoutMs }),
      options.pool,
    );
  }

  get retryCount(): number {
    return this.retries;
  }

  /** Per-endpoint counters for reports (no secrets). */
  endpointStats(): { url: string; calls: number; failures: number }[] {
    return this.pool.endpoints.map(({ url, calls, failures }) => ({ url, calls, failures }));
  }

  async generate(request: AgentRequest): Promise<AgentReply> {
    let last: CallFailure = { status: null, retryAfterMs: null, message: "no attempt made" };
    let attemptsMade = 0;
    for (let attempt = 1; attempt <= this.retry.maxAttempts; attempt += 1) {
      attemptsMade = attempt;
      if (attempt > 1) {
        this.retries += 1;
        await sleep(backoffDelayMs(this.retry, attempt - 1, last.retryAfterMs), request.signal);
      }
      const endpoint = this.pool.acquire();
      try {
        const reply = await this.callOnce(endpoint, request, attempt);
        this.pool.release(endpoint, true);
        return reply;
      } catch (error) {
        this.pool.release(endpoint, false);
        last = describeFailure(error);
        if (request.signal?.aborted || !isRetryableStatus(last.status)) break;
      }
    }
    throw new ModelCallError(`model call failed after retries: ${last.message}`, attemptsMade, last.status);
  }

  private requestBody(request: AgentRequest): Record<string, unknown> {
    const prompt = request.prompt;
    const body: Record<string, unknown> = {
      ...(this.options.extraBody ?? {}),
      model: this.model,
      messages: [{ role: "user", content: prompt }],
      temperature: this.options.temperature,
      max_tokens: this.options.maxTokens,
      n: 1,
    };
    if (request.context) body.seedworld = request.context;
    if (this.options.logprobs) {
      body.logprobs = true;
      if (this.options.topLogprobs) body.top_logprobs = this.options.topLogprobs;
    }
    return body;
  }

  private async callOnce(endpoint: EndpointState<OpenAI>, request: AgentRequest, attempt: number): Promise<AgentReply> {
    const started = performance.now();
    // The SDK types reject extra body fields, but sends them as given.
    const completion = (await endpoint.client.chat.completions.create(
      this.requestBody(request) as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
      { signal: request.signal, timeout: this.options.timeoutMs },
    )) as unknown as Record<string, unknown>;
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
      endpoint: endpoint.url,
      logprobs,
    };
  }
}
