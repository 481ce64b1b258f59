// TokenScorer over a vLLM server (vLLM's OpenAI-compatible server: its /tokenize route and the
// `prompt_logprobs` sampling parameter, vllm/entrypoints/openai/): POST /tokenize with the chat messages (the
// server's own chat template and generation prompt) gives the prompt ids; POST /v1/completions
// with prompt = prompt ids + response ids, max_tokens 1 (some vLLM versions refuse 0) and
// prompt_logprobs 0 returns log p(token | prefix) for every prompt position; the response's
// entries are the scores. Servers without these endpoints (hosted chat APIs) are refused clearly.
import { SeedworldError } from "../platform/errors.js";
import { POLICY_DEFAULTS } from "./policies.js";
import type { ScoreRequest, TokenScorer } from "./backend.js";
import { isNoConnection } from "./call-failure.js";
import {
  DEFAULT_RETRY,
  backoffDelayMs,
  isRetryableStatus,
  parseRetryAfter,
  sleep,
  unreachableAttemptsOf,
  unreachableDelayMs,
  type RetryPolicy,
} from "./retry.js";
import { parseEndpointUrl, scrubSecrets, type EndpointUrl } from "./redact.js";

export interface VllmScorerOptions {
  /** Server base URL, with or without the trailing /v1 (e.g. http://127.0.0.1:8000/v1);
   * `user:pass@` is sent as Basic auth, query parameters with each request, neither ever shown. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token when set; never logged. */
  apiKey?: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
}

/** The endpoint cannot return log-probs of given tokens (no /tokenize or no prompt_logprobs). */
export class EndpointCannotScoreError extends SeedworldError {
  constructor(message: string) {
    super("MODEL_CALL", message);
    this.name = "EndpointCannotScoreError";
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

type PromptLogprobEntry = Record<string, { logprob: number; rank?: number; decoded_token?: string }> | null;

export class VllmScorer implements TokenScorer {
  readonly model: string;
  readonly tokenizer: string;
  /** Server root (no /v1), without credentials or query: safe to show. */
  readonly rootUrl: string;
  private readonly retry: RetryPolicy;
  private readonly target: EndpointUrl;
  private readonly secrets: string[];

  constructor(private readonly options: VllmScorerOptions) {
    this.model = options.model;
    this.tokenizer = `vllm:${options.model}`;
    this.target = parseEndpointUrl(options.baseUrl);
    this.rootUrl = this.target.baseURL.replace(/\/v1$/, "");
    this.secrets = [options.apiKey ?? "", ...this.target.secrets];
    this.retry = options.retry ?? { ...DEFAULT_RETRY, maxAttempts: 4, baseDelayMs: 500 };
  }

  /** Chat-templated prompt ids of one user message, ending with the generation prompt. */
  async encodePrompt(prompt: string, signal?: AbortSignal): Promise<number[]> {
    const body = { model: this.model, messages: [{ role: "user", content: prompt }], add_generation_prompt: true };
    return this.tokens(await this.post("/tokenize", body, signal), "/tokenize");
  }

  /** Reply text → ids (no special tokens), for rollouts whose backend returned none. */
  async tokenizeResponse(text: string, signal?: AbortSignal): Promise<number[]> {
    return this.tokens(await this.post("/tokenize", { model: this.model, prompt: text, add_special_tokens: false }, signal), "/tokenize");
  }

  async scoreResponse(request: ScoreRequest): Promise<number[]> {
    const response = request.responseTokenIds;
    if (response.length === 0) return [];
    const promptIds = await this.encodePrompt(request.prompt, request.signal);
    const body = { model: this.model, prompt: [...promptIds, ...response], max_tokens: 1, temperature: 0, prompt_logprobs: 0 };
    const reply = (await this.post("/v1/completions", body, request.signal)) as { choices?: { prompt_logprobs?: PromptLogprobEntry[] }[] };
    const entries = reply.choices?.[0]?.prompt_logprobs;
    if (!Array.isArray(entries) || entries.length !== promptIds.length + response.length) {
      throw new EndpointCannotScoreError(
        `${this.rootUrl}/v1/completions returned no prompt_logprobs for ${promptIds.length + response.length} prompt tokens: ` +
          "the server is not vLLM (or too old); a plain OpenAI-compatible API cannot score given tokens",
      );
    }
    return response.map((id, j) => {
      const entry = entries[promptIds.length + j]?.[String(id)];
      if (!entry || typeof entry.logprob !== "number") throw new Error(`prompt_logprobs entry ${promptIds.length + j} lacks token ${id}`);
      return entry.logprob;
    });
  }

  /** Concurrent calls; a vLLM server batches them itself. */
  scoreBatch(requests: readonly ScoreRequest[]): Promise<number[][]> {
    return Promise.all(requests.map((request) => this.scoreResponse(request)));
  }

  private tokens(reply: unknown, endpoint: string): number[] {
    const tokens = (reply as { tokens?: unknown }).tokens;
    if (!Array.isArray(tokens) || !tokens.every((t) => Number.isInteger(t)))
      throw new Error(`${this.rootUrl}${endpoint}: no integer "tokens" in the reply`);
    return tokens as number[];
  }

  private async post(endpoint: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    let last: HttpError = new HttpError(null, "no attempt made");
    // A refused connection gets a few quick retries (a server starting up), not the full back-off.
    let refused = 0;
    for (let attempt = 1; attempt <= this.retry.maxAttempts; attempt += 1) {
      if (attempt > 1) {
        const delay = refused > 0 ? unreachableDelayMs(this.retry, refused) : backoffDelayMs(this.retry, attempt - 1, last.retryAfterMs);
        await sleep(delay, signal);
      }
      try {
        return await this.postOnce(endpoint, body, signal);
      } catch (error) {
        if (error instanceof EndpointCannotScoreError) throw error;
        refused = isNoConnection(error) ? refused + 1 : 0;
        last = error instanceof HttpError ? error : new HttpError(null, (error as Error).message);
        if (signal?.aborted || !isRetryableStatus(last.status) || refused >= unreachableAttemptsOf(this.retry)) break;
      }
    }
    throw new Error(`${this.rootUrl}${endpoint} failed: ${scrubSecrets(last.message, this.secrets)}`);
  }

  private async postOnce(endpoint: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? POLICY_DEFAULTS.timeoutS * 1000);
    const headers: Record<string, string> = { "content-type": "application/json" };
    // URL credentials replace the bearer key, as in OpenAIBackend (fetch refuses them in URLs).
    if (this.target.authorization) headers.authorization = this.target.authorization;
    else if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const url = new URL(`${this.rootUrl}${endpoint}`);
    for (const [name, value] of Object.entries(this.target.query)) url.searchParams.set(name, value);
    // The time-out signal stays armed through response.text(): it covers the body too.
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    if (response.status === 404 && endpoint === "/tokenize") {
      throw new EndpointCannotScoreError(
        `${this.rootUrl} has no /tokenize endpoint (HTTP 404): scoring given tokens needs a vLLM server ` +
          "(tokenize + prompt_logprobs) or an in-process GGUF model; hosted chat APIs only sample new tokens",
      );
    }
    if (!response.ok)
      throw new HttpError(response.status, `HTTP ${response.status}: ${text.slice(0, 300)}`, parseRetryAfter(response.headers));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(null, `malformed JSON from ${endpoint}`);
    }
  }
}

/**
 * Several vLLM servers of the same model as one scorer: each call goes to the endpoint with the
 * fewest calls in flight (ties: the first), so a policy served by N replicas is re-scored by all N.
 * One scoring call (tokenize + completion) stays on one endpoint.
 */
export class VllmScorerPool implements TokenScorer {
  readonly model: string;
  readonly tokenizer: string;
  readonly scorers: readonly VllmScorer[];
  private readonly inFlight: number[];

  constructor(baseUrls: readonly string[], options: Omit<VllmScorerOptions, "baseUrl">) {
    if (baseUrls.length === 0) throw new Error("a vLLM scorer needs at least one base URL");
    this.scorers = baseUrls.map((baseUrl) => new VllmScorer({ ...options, baseUrl }));
    this.inFlight = this.scorers.map(() => 0);
    this.model = options.model;
    this.tokenizer = this.scorers[0].tokenizer;
  }

  /** Runs `call` on the least busy endpoint. */
  private async onLeastBusy<T>(call: (scorer: VllmScorer) => Promise<T>): Promise<T> {
    const index = this.inFlight.indexOf(Math.min(...this.inFlight));
    this.inFlight[index] += 1;
    try {
      return await call(this.scorers[index]);
    } finally {
      this.inFlight[index] -= 1;
    }
  }

  encodePrompt(prompt: string, signal?: AbortSignal): Promise<number[]> {
    return this.onLeastBusy((scorer) => scorer.encodePrompt(prompt, signal));
  }

  tokenizeResponse(text: string, signal?: AbortSignal): Promise<number[]> {
    return this.onLeastBusy((scorer) => scorer.tokenizeResponse(text, signal));
  }

  scoreResponse(request: ScoreRequest): Promise<number[]> {
    return this.onLeastBusy((scorer) => scorer.scoreResponse(request));
  }

  scoreBatch(requests: readonly ScoreRequest[]): Promise<number[][]> {
    return Promise.all(requests.map((request) => this.scoreResponse(request)));
  }
}
