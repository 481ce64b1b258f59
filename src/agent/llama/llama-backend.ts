// In-process GGUF backend on node-llama-cpp (CPU, prebuilt binary, nothing downloaded or built).
// One model, one context with `sequences` parallel sequences: concurrent calls are evaluated in the
// same llama.cpp batch. Generation and scoring share the tokenizer and the chat template (the GGUF's
// own, through node-llama-cpp's chat wrapper), and both read log-probs from the full temperature-1
// next-token distribution, so scoring a sampled reply reproduces the log-probs reported with it.
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import {
  getLlama,
  LlamaLogLevel,
  resolveChatWrapper,
  type ChatHistoryItem,
  type ChatWrapper,
  type Llama,
  type LlamaContext,
  type LlamaContextSequence,
  type LlamaModel,
} from "node-llama-cpp";
import {
  type AgentReply,
  type AgentRequest,
  MODEL_DEFAULTS,
  ModelCallError,
  type ModelBackend,
  type ScoreRequest,
  type TokenLogprob,
  type TokenScorer,
} from "../backend.js";
import { SettingError } from "../../platform/errors.js";
import { hashSeed, mulberry32 } from "../rng.js";
import { logProbOf, rankOf, sampleToken, topLogprobs, type Distribution } from "./sampling.js";

export interface LlamaBackendOptions {
  modelPath: string;
  /** Name recorded in summaries and served at /v1/models; default: the file name without `.gguf`. */
  model?: string;
  /** Defaults for generate(); per-call options override them. */
  temperature?: number;
  maxTokens?: number;
  seed?: number;
  topLogprobs?: number;
  /** Parallel sequences in the one context (concurrent calls beyond this wait). Default 4. */
  sequences?: number;
  /** Tokens per sequence (prompt + reply). Default `MODEL_DEFAULTS.contextSize`. */
  contextSize?: number;
  /** CPU threads. Default 1: small models are latency-bound, and extra llama.cpp threads spin-wait
   * (on a busy 2-core machine 2 threads ran the tiny model 10x slower than 1). */
  threads?: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface CompletionOptions {
  temperature: number;
  maxTokens: number;
  /** Seeds the draw; equal seeds give equal replies. */
  seed: number;
  topLogprobs?: number;
}

export interface TokenCompletion {
  /** Sampled ids, including the end-of-generation token when the model stopped by itself. */
  tokenIds: number[];
  /** log p(token | context) under the model (temperature 1), one per id. */
  logprobs: number[];
  /** Top alternatives per position (when asked). */
  top: { token: number; logprob: number }[][];
  finishReason: "stop" | "length";
  /** Reply text without the end-of-generation token. */
  text: string;
}

/** Per prompt position i ≥ 1: log p(tokens[i] | tokens[<i]), its rank and the top-k (vLLM's prompt_logprobs). */
export interface PositionLogprob {
  token: number;
  logprob: number;
  rank: number;
  top: { token: number; logprob: number }[];
}

/** Hands out the context's sequences one caller at a time (a sequence holds one conversation). */
class SequencePool {
  private readonly idle: LlamaContextSequence[];
  private readonly waiters: ((sequence: LlamaContextSequence) => void)[] = [];
  constructor(sequences: LlamaContextSequence[]) {
    this.idle = [...sequences];
  }
  async use<T>(work: (sequence: LlamaContextSequence) => Promise<T>): Promise<T> {
    const sequence = this.idle.pop() ?? (await new Promise<LlamaContextSequence>((resolve) => this.waiters.push(resolve)));
    try {
      await sequence.clearHistory();
      return await work(sequence);
    } finally {
      const next = this.waiters.shift();
      if (next) next(sequence);
      else this.idle.push(sequence);
    }
  }
}

const utf8 = (text: string) => [...Buffer.from(text, "utf8")];
const GENERATE_NEXT = { generateNext: { probabilities: true } } as const;

export class LlamaBackend implements ModelBackend, TokenScorer {
  readonly model: string;
  readonly baseUrl = "";
  readonly retryCount = 0;
  /** Tokenizer identity stored beside token ids: model name and a hash of the vocabulary. */
  readonly tokenizer: string;
  private readonly chatWrapper: ChatWrapper;
  private readonly pool: SequencePool;

  private constructor(
    private readonly llama: Llama,
    private readonly llamaModel: LlamaModel,
    private readonly context: LlamaContext,
    private readonly options: LlamaBackendOptions,
  ) {
    this.model = options.model ?? path.basename(options.modelPath).replace(/\.gguf$/i, "");
    this.chatWrapper = resolveChatWrapper(llamaModel);
    const vocabulary = llamaModel.fileInfo.metadata.tokenizer?.ggml?.tokens ?? [];
    const vocabularyHash = createHash("sha256").update(vocabulary.join("\u0000")).digest("hex").slice(0, 12);
    this.tokenizer = `gguf:${llamaModel.fileInfo.metadata.general?.name ?? this.model}@${vocabularyHash}`;
    const count = options.sequences ?? MODEL_DEFAULTS.sequences;
    this.pool = new SequencePool(Array.from({ length: count }, () => context.getSequence()));
  }

  static async load(options: LlamaBackendOptions): Promise<LlamaBackend> {
    const modelPath = path.resolve(options.modelPath);
    if (!existsSync(modelPath) || !statSync(modelPath).isFile())
      throw new SettingError((n) => `GGUF model file ${modelPath} does not exist (${n("modelFile")})`, "BAD_FILE");
    const llama = await getLlama({ gpu: false, build: "never", logLevel: LlamaLogLevel.error });
    const model = await llama.loadModel({ modelPath });
    const sequences = options.sequences ?? MODEL_DEFAULTS.sequences;
    if (!Number.isInteger(sequences) || sequences < 1)
      throw new SettingError((n) => `${n("sequences")} must be a positive integer (got ${sequences})`);
    const context = await model.createContext({
      sequences,
      contextSize: options.contextSize ?? MODEL_DEFAULTS.contextSize,
      threads: options.threads ?? 1,
      // F32 KV cache: with the default F16 cache, one-token generation steps and batched scoring
      // round the attention inputs differently (~5e-4 apart on the tiny model); F32 keeps them equal.
      experimentalKvCacheKeyType: "F32",
      experimentalKvCacheValueType: "F32",
      flashAttention: false,
    });
    return new LlamaBackend(llama, model, context, options);
  }

  /** Tokens one sequence can hold (prompt + reply). */
  get contextSize(): number {
    return this.context.contextSize;
  }

  /** Chat-templated prompt ids of a conversation; with `addGenerationPrompt` they end where the assistant's reply begins. */
  chatTokens(messages: readonly ChatMessage[], addGenerationPrompt = true): number[] {
    const history: ChatHistoryItem[] = messages.map(
      (message): ChatHistoryItem =>
        message.role === "assistant" ? { type: "model", response: [message.content] } : { type: message.role, text: message.content },
    );
    if (addGenerationPrompt) history.push({ type: "model", response: [] });
    const { contextText } = this.chatWrapper.generateContextState({ chatHistory: history });
    return [...contextText.tokenize(this.llamaModel.tokenizer)];
  }

  /** The one-user-message prompt the harness sends (yilinpotato/Skill0: scripts/eval_alfworld_api.py). */
  promptTokens(prompt: string): number[] {
    return this.chatTokens([{ role: "user", content: prompt }]);
  }

  /** Plain-text tokenisation (`addSpecial`: BOS first, and special-token text parsed). */
  tokenize(text: string, addSpecial = true): number[] {
    const ids = [...this.llamaModel.tokenize(text, addSpecial)];
    const bos = this.llamaModel.tokens.bos;
    return addSpecial && bos !== null && ids[0] !== bos ? [bos, ...ids] : ids;
  }

  detokenize(ids: readonly number[], previous: readonly number[] = []): string {
    return this.llamaModel.detokenize(ids as never, false, previous as never);
  }

  /** Text of one token as it reads after `previous` (leading spaces kept). */
  tokenText(id: number, previous: readonly number[]): string {
    return this.llamaModel.detokenize([id] as never, false, previous.slice(-8) as never);
  }

  isEndOfGeneration(id: number): boolean {
    return this.llamaModel.isEogToken(id as never);
  }

  private checkFits(count: number): void {
    if (count > this.context.contextSize) {
      throw new SettingError(
        (n) =>
          `${count} tokens do not fit the context of ${this.context.contextSize} tokens per sequence; raise the context size (${n("contextSize")})`,
      );
    }
    if (count === 0) throw new Error("nothing to evaluate: empty prompt");
  }

  /** Sample a reply to chat-templated `promptIds`. */
  async completeTokens(promptIds: readonly number[], options: CompletionOptions): Promise<TokenCompletion> {
    this.checkFits(promptIds.length + 1);
    const random = mulberry32(options.seed >>> 0);
    const maxTokens = Math.min(options.maxTokens, this.context.contextSize - promptIds.length);
    return this.pool.use(async (sequence) => {
      const prefix: (number | [number, typeof GENERATE_NEXT])[] = [...promptIds.slice(0, -1), [promptIds.at(-1)!, GENERATE_NEXT]];
      let distribution = (await sequence.controlledEvaluate(prefix as never)).at(-1)?.next.probabilities as Distribution | undefined;
      const out: TokenCompletion = { tokenIds: [], logprobs: [], top: [], finishReason: "length", text: "" };
      while (distribution && out.tokenIds.length < maxTokens) {
        const token = sampleToken(distribution, options.temperature, random);
        out.tokenIds.push(token);
        out.logprobs.push(logProbOf(distribution, token));
        out.top.push(topLogprobs(distribution, options.topLogprobs ?? 0));
        if (this.isEndOfGeneration(token)) {
          out.finishReason = "stop";
          break;
        }
        if (out.tokenIds.length >= maxTokens) break;
        distribution = (await sequence.controlledEvaluate([[token, GENERATE_NEXT]] as never)).at(-1)?.next.probabilities as
          | Distribution
          | undefined;
      }
      const visible = out.finishReason === "stop" ? out.tokenIds.slice(0, -1) : out.tokenIds;
      out.text = this.detokenize(visible, promptIds);
      return out;
    });
  }

  /** log p(response[j] | prompt, response[<j]) for fixed ids: one pass, no sampling. */
  async scoreTokens(promptIds: readonly number[], responseIds: readonly number[]): Promise<number[]> {
    if (responseIds.length === 0) return [];
    this.checkFits(promptIds.length + responseIds.length);
    return this.pool.use(async (sequence) => {
      const items = [
        ...promptIds.slice(0, -1),
        [promptIds.at(-1)!, GENERATE_NEXT],
        ...responseIds.slice(0, -1).map((id) => [id, GENERATE_NEXT]),
      ];
      const results = await sequence.controlledEvaluate(items as never);
      return responseIds.map((id, j) => logProbOf(results[promptIds.length - 1 + j]!.next.probabilities as Distribution, id));
    });
  }

  /** vLLM's prompt_logprobs for `ids` (entry 0 is null) and the distribution after the last token. */
  async promptLogprobs(ids: readonly number[], topK: number): Promise<{ positions: (PositionLogprob | null)[]; next: Distribution }> {
    this.checkFits(ids.length);
    return this.pool.use(async (sequence) => {
      const results = await sequence.controlledEvaluate(ids.map((id) => [id, GENERATE_NEXT]) as never);
      const at = (i: number) => results[i]!.next.probabilities as Distribution;
      const positions = ids.map((token, i): PositionLogprob | null => {
        if (i === 0) return null;
        const distribution = at(i - 1);
        return { token, logprob: logProbOf(distribution, token), rank: rankOf(distribution, token), top: topLogprobs(distribution, topK) };
      });
      return { positions, next: at(ids.length - 1) };
    });
  }

  /** Chat-templated prompt ids (SEED's export keeps them). */
  async encodePrompt(prompt: string): Promise<number[]> {
    return this.promptTokens(prompt);
  }

  /** Ids of a reply text as it would follow the generation prompt (no BOS); used only when a backend returned none. */
  async tokenizeResponse(text: string): Promise<number[]> {
    return [...this.llamaModel.tokenize(text, false, "trimLeadingSpace")];
  }

  async scoreResponse(request: ScoreRequest): Promise<number[]> {
    request.signal?.throwIfAborted();
    return this.scoreTokens(this.promptTokens(request.prompt), request.responseTokenIds);
  }

  /** Score several requests at once: they run on parallel sequences of the one context (one llama.cpp batch). */
  scoreBatch(requests: readonly ScoreRequest[]): Promise<number[][]> {
    return Promise.all(requests.map((request) => this.scoreResponse(request)));
  }

  /** Sample a reply to a one-user-message prompt, with per-token log-probs in OpenAI's shape. */
  async chat(
    prompt: string,
    options: CompletionOptions,
  ): Promise<{ completion: TokenCompletion; promptIds: number[]; logprobs: TokenLogprob[] }> {
    const promptIds = this.promptTokens(prompt);
    const completion = await this.completeTokens(promptIds, options);
    const context = [...promptIds];
    const logprobs = completion.tokenIds.map((id, index): TokenLogprob => {
      const token = this.isEndOfGeneration(id) ? "" : this.tokenText(id, context);
      context.push(id);
      const previous = context.slice(0, -1);
      return {
        token,
        logprob: completion.logprobs[index],
        bytes: utf8(token),
        top_logprobs: completion.top[index].map((alt) => {
          const text = this.isEndOfGeneration(alt.token) ? "" : this.tokenText(alt.token, previous);
          return { token: text, logprob: alt.logprob, bytes: utf8(text) };
        }),
      };
    });
    return { completion, promptIds, logprobs };
  }

  async generate(request: AgentRequest): Promise<AgentReply> {
    if (request.signal?.aborted) throw ModelCallError.aborted();
    const started = performance.now();
    const seed = hashSeed(this.options.seed ?? 0, request.seedKey ?? request.prompt);
    const { completion, promptIds, logprobs } = await this.chat(request.prompt, {
      temperature: request.temperature ?? this.options.temperature ?? 0,
      maxTokens: request.maxTokens ?? this.options.maxTokens ?? MODEL_DEFAULTS.maxTokens,
      seed,
      topLogprobs: this.options.topLogprobs ?? 0,
    });
    const usage = {
      prompt_tokens: promptIds.length,
      completion_tokens: completion.tokenIds.length,
      total_tokens: promptIds.length + completion.tokenIds.length,
    };
    return {
      content: completion.text.trim(),
      reasoningContent: "",
      usage,
      rawUsage: null,
      finishReason: completion.finishReason,
      latencyS: (performance.now() - started) / 1000,
      attempts: 1,
      endpoint: "",
      logprobs,
      tokenIds: completion.tokenIds,
    };
  }

  async close(): Promise<void> {
    await this.context.dispose();
    await this.llamaModel.dispose();
    await this.llama.dispose();
  }
}
