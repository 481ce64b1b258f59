// A vLLM-compatible server over an in-process GGUF model (LlamaBackend): the endpoints SEED's
// scorer uses on a real vLLM box (POST /tokenize, POST /v1/completions with token-id prompts and
// `prompt_logprobs`), plus /detokenize and the OpenAI chat routes of openai-server.ts (chat
// completions with logprobs/top_logprobs, /v1/models). `seedworld serve --model x.gguf` runs it;
// tests run VllmScorer against it. Bound to 127.0.0.1 unless told otherwise.
import { listenLocal } from "./listen.js";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { LlamaBackend, type PositionLogprob } from "../agent/llama/llama-backend.js";
import { tinyModelFile, type TinyModelOptions } from "../agent/llama/tiny-model.js";
import { hashSeed, mulberry32 } from "../agent/rng.js";
import { logProbOf, sampleToken, topLogprobs } from "../agent/llama/sampling.js";
import { RequestError } from "./request-error.js";
import {
  createOpenAIApp,
  openaiError,
  unsupportedRequest,
  readOpenAIRequest,
  type OpenAIAppOptions,
  type RunningServer,
  type ServedModel,
} from "./openai-server.js";

export interface LlamaServeDefaults {
  /** Used when a chat request gives none (the harness sends its own). */
  temperature: number;
  maxTokens: number;
  seed: number;
}

const DEFAULTS: LlamaServeDefaults = { temperature: 0, maxTokens: 512, seed: 0 };
/** vLLM writes -9999.0 where a log-prob is -inf (JSON has no infinities). */
const finite = (logprob: number) => Math.max(logprob, -9999);

/** Chat completions from the GGUF model: sampled with the request's temperature, max_tokens and seed. */
export function serveLlama(backend: LlamaBackend, defaults: LlamaServeDefaults = DEFAULTS): ServedModel {
  return {
    id: backend.model,
    async complete(request) {
      // A prompt the context cannot hold is the client's mistake (vLLM answers 400), not a server failure.
      const promptLength = backend.promptTokens(request.prompt).length;
      if (promptLength >= backend.contextSize)
        throw new RequestError(400, `prompt has ${promptLength} tokens; this model's context is ${backend.contextSize}`);
      const { completion, promptIds, logprobs } = await backend.chat(request.prompt, {
        temperature: request.temperature ?? defaults.temperature,
        maxTokens: request.maxTokens ?? defaults.maxTokens,
        seed: hashSeed(defaults.seed, request.seedKey, request.prompt),
        topLogprobs: request.topLogprobs,
      });
      return {
        content: completion.text.trim(),
        reasoningContent: "",
        finishReason: completion.finishReason,
        logprobs: logprobs.map((entry) => ({ ...entry, logprob: finite(entry.logprob) })),
        completionTokens: completion.tokenIds.length,
        promptTokens: promptIds.length,
      };
    },
  };
}

const messageSchema = z.looseObject({ role: z.enum(["system", "user", "assistant"]), content: z.string() });
const tokenizeSchema = z
  .looseObject({
    model: z.string().nullish(),
    messages: z.array(messageSchema).min(1).optional(),
    add_generation_prompt: z.boolean().nullish(),
    prompt: z.string().optional(),
    add_special_tokens: z.boolean().nullish(),
  })
  .refine((body) => (body.messages === undefined) !== (body.prompt === undefined), { message: 'give either "messages" or "prompt"' });
const ids = z.array(z.number().int().min(0));
const completionSchema = z.looseObject({
  model: z.string().nullish(),
  prompt: z.union([z.string(), ids, z.array(z.union([z.string(), ids])).min(1)]),
  max_tokens: z.number().int().min(1).nullish(),
  temperature: z.number().min(0).nullish(),
  seed: z.number().int().nullish(),
  n: z.number().int().min(1).max(16).nullish(),
  logprobs: z.number().int().min(0).max(20).nullish(),
  prompt_logprobs: z.number().int().min(0).max(20).nullish(),
  echo: z.boolean().nullish(),
  stream: z.boolean().nullish(),
});

/** vLLM's prompt_logprobs entry: the actual token plus the top-k, keyed by token id. */
function promptLogprobEntry(backend: LlamaBackend, position: PositionLogprob | null, previous: readonly number[]) {
  if (!position) return null;
  const entry: Record<string, { logprob: number; rank: number; decoded_token: string }> = {};
  entry[String(position.token)] = {
    logprob: finite(position.logprob),
    rank: position.rank,
    decoded_token: backend.tokenText(position.token, previous),
  };
  position.top.forEach((alt, index) => {
    entry[String(alt.token)] ??= { logprob: finite(alt.logprob), rank: index + 1, decoded_token: backend.tokenText(alt.token, previous) };
  });
  return entry;
}

type CompletionBody = z.infer<typeof completionSchema>;

async function completeOne(backend: LlamaBackend, body: CompletionBody, promptIds: number[], index: number) {
  const seed = hashSeed(body.seed ?? 0, index, promptIds.length);
  const temperature = body.temperature ?? 1;
  const maxTokens = body.max_tokens ?? 16;
  let promptLogprobs: unknown[] | null = null;
  let generated: { tokenIds: number[]; logprobs: number[]; top: { token: number; logprob: number }[][]; finishReason: string };
  if (body.prompt_logprobs !== undefined && body.prompt_logprobs !== null) {
    const { positions, next } = await backend.promptLogprobs(promptIds, body.prompt_logprobs);
    promptLogprobs = positions.map((position, i) => promptLogprobEntry(backend, position, promptIds.slice(0, i)));
    if (maxTokens === 1) {
      // The scoring call: the one new token comes from the distribution the pass already produced.
      const token = sampleToken(next, temperature, mulberry32(seed));
      generated = {
        tokenIds: [token],
        logprobs: [logProbOf(next, token)],
        top: [topLogprobs(next, body.logprobs ?? 0)],
        finishReason: backend.isEndOfGeneration(token) ? "stop" : "length",
      };
    } else {
      generated = await backend.completeTokens(promptIds, { temperature, maxTokens, seed, topLogprobs: body.logprobs ?? 0 });
    }
  } else {
    generated = await backend.completeTokens(promptIds, { temperature, maxTokens, seed, topLogprobs: body.logprobs ?? 0 });
  }
  const visible = generated.finishReason === "stop" ? generated.tokenIds.slice(0, -1) : generated.tokenIds;
  const text = backend.detokenize(visible, promptIds);
  return {
    choice: {
      index,
      text,
      logprobs: body.logprobs == null ? null : legacyLogprobs(backend, promptIds, generated),
      finish_reason: generated.finishReason,
      stop_reason: null,
      prompt_logprobs: promptLogprobs,
    },
    completionTokens: generated.tokenIds.length,
  };
}

/** The completions API's logprobs object for generated tokens. */
function legacyLogprobs(
  backend: LlamaBackend,
  promptIds: readonly number[],
  generated: { tokenIds: number[]; logprobs: number[]; top: { token: number; logprob: number }[][] },
) {
  const context = [...promptIds];
  const tokens: string[] = [];
  const offsets: number[] = [];
  const topMaps: Record<string, number>[] = [];
  let offset = 0;
  generated.tokenIds.forEach((id, i) => {
    const text = backend.tokenText(id, context);
    topMaps.push(Object.fromEntries(generated.top[i].map((alt) => [backend.tokenText(alt.token, context), finite(alt.logprob)])));
    context.push(id);
    tokens.push(text);
    offsets.push(offset);
    offset += text.length;
  });
  return { tokens, token_logprobs: generated.logprobs.map(finite), top_logprobs: topMaps, text_offset: offsets };
}

export function createVllmCompatApp(backend: LlamaBackend, defaults: LlamaServeDefaults = DEFAULTS, options: OpenAIAppOptions = {}): Hono {
  const app = createOpenAIApp(serveLlama(backend, defaults), options);
  const created = Math.floor(Date.now() / 1000);
  let counter = 0;

  app.post("/tokenize", async (c) => {
    const request = await readOpenAIRequest(c, tokenizeSchema);
    const tokens = request.messages
      ? backend.chatTokens(request.messages, request.add_generation_prompt ?? true)
      : backend.tokenize(request.prompt ?? "", request.add_special_tokens ?? true);
    return c.json({ count: tokens.length, max_model_len: backend.contextSize, tokens });
  });

  app.post("/detokenize", async (c) => {
    const request = await readOpenAIRequest(c, z.looseObject({ model: z.string().nullish(), tokens: ids }));
    return c.json({ prompt: backend.detokenize(request.tokens) });
  });

  const completions = async (c: Context) => {
    const request = await readOpenAIRequest(c, completionSchema);
    const unsupported = unsupportedRequest(request);
    if (unsupported) throw new RequestError(400, unsupported);
    if (request.echo) throw new RequestError(400, "echo=true is not supported by this server; use prompt_logprobs");
    const prompts =
      typeof request.prompt === "string" || request.prompt.every((item) => typeof item === "number")
        ? [request.prompt as string | number[]]
        : (request.prompt as (string | number[])[]);
    const choices = [];
    let promptTokens = 0;
    let completionTokens = 0;
    for (const prompt of prompts) {
      const promptIds = typeof prompt === "string" ? backend.tokenize(prompt, true) : prompt;
      if (promptIds.length === 0) throw new RequestError(400, "prompt is empty");
      if (promptIds.length >= backend.contextSize)
        throw new RequestError(400, `prompt has ${promptIds.length} tokens; this model's context is ${backend.contextSize}`);
      for (let n = 0; n < (request.n ?? 1); n += 1) {
        const done = await completeOne(backend, request, promptIds, choices.length);
        choices.push(done.choice);
        completionTokens += done.completionTokens;
      }
      promptTokens += promptIds.length;
    }
    counter += 1;
    return c.json({
      id: `cmpl-seedworld-${created}-${counter}`,
      object: "text_completion",
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? backend.model,
      choices,
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  };
  app.post("/v1/completions", completions);
  app.post("/completions", completions);
  return app;
}

/** Start the server; `url` ends in /v1 (OpenAI clients), the vLLM extras live at the root. */
export async function startVllmCompatServer(
  backend: LlamaBackend,
  options: { host?: string; port?: number; defaults?: LlamaServeDefaults } & OpenAIAppOptions = {},
): Promise<RunningServer> {
  const listening = await listenLocal(createVllmCompatApp(backend, options.defaults, options), options);
  return { url: `${listening.origin}/v1`, port: listening.port, close: listening.close };
}

export interface TinyVllmServer extends RunningServer {
  backend: LlamaBackend;
  modelPath: string;
}

/** Tests' helper: the cached tiny GGUF (built on first use) behind a vLLM-compatible server on 127.0.0.1. close() also frees the model. */
export async function startTinyVllmServer(
  options: TinyModelOptions & { sequences?: number; contextSize?: number } = {},
): Promise<TinyVllmServer> {
  const modelPath = tinyModelFile(options);
  const backend = await LlamaBackend.load({ modelPath, sequences: options.sequences, contextSize: options.contextSize });
  const server = await startVllmCompatServer(backend);
  return {
    ...server,
    backend,
    modelPath,
    close: async () => {
      await server.close();
      await backend.close();
    },
  };
}
