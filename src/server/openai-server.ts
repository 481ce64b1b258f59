// `seedworld serve`: an OpenAI-compatible chat server (POST /v1/chat/completions, GET /v1/models)
// over any backend: the built-in random/expert policies, or any ModelBackend (a proxy).
// Bound to 127.0.0.1 by default. Tests drive the harness's HTTP path against this real server.
import { listenLocal } from "./listen.js";
import { Hono, type Context } from "hono";
import { localGuard, type LocalGuardOptions } from "./local-guard.js";
import { z } from "zod";
import { zodProblem } from "../platform/errors.js";
import { answerRefusals, limitBody, RequestError } from "./request-error.js";
import type { EpisodeOracle, ModelBackend, TokenLogprob } from "../agent/backend.js";
import { renderDecision, type LocalPolicy } from "../agent/local-agents.js";

export interface ServedCompletion {
  content: string;
  reasoningContent: string;
  logprobs: TokenLogprob[];
  completionTokens: number;
  promptTokens: number | null;
  finishReason: string;
}

export interface CompletionRequest {
  prompt: string;
  topLogprobs: number;
  /** Distinguishes the n choices and the client's `seed`. */
  seedKey: string;
  /** Non-standard `seedworld` body field (e.g. the expert's game and actions). */
  extension: unknown;
  /** The request's sampling settings, when it gave them (models that sample honour them). */
  temperature?: number;
  maxTokens?: number;
}

/** What the server exposes; adapters below wrap local policies and full backends. */
export interface ServedModel {
  readonly id: string;
  complete(request: CompletionRequest): Promise<ServedCompletion>;
}

/** Prompt "tokens" of local policies: word and punctuation pieces, a stable, documented count. */
export function countPieces(text: string): number {
  return (text.match(/[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? []).length;
}

/** A local policy behind HTTP; `resolveOracle` rebuilds the episode's state for the expert from the request. */
export function servePolicy(policy: LocalPolicy, resolveOracle?: (extension: unknown) => EpisodeOracle): ServedModel {
  return {
    id: policy.name,
    async complete(request) {
      const oracle = resolveOracle ? resolveOracle(request.extension) : undefined;
      const decision = policy.decide({
        prompt: request.prompt,
        admissibleCommands: [],
        seedKey: `${request.seedKey}\u0000${request.prompt}`,
        oracle,
      });
      const { content, logprobs } = renderDecision(decision, request.topLogprobs);
      return { content, reasoningContent: "", logprobs, completionTokens: logprobs.length, promptTokens: null, finishReason: "stop" };
    },
  };
}

export function serveBackend(backend: ModelBackend): ServedModel {
  return {
    id: backend.model,
    async complete(request) {
      const reply = await backend.generate({ prompt: request.prompt, admissibleCommands: [], seedKey: request.seedKey });
      return {
        content: reply.content,
        reasoningContent: reply.reasoningContent,
        logprobs: reply.logprobs ?? [],
        completionTokens: reply.usage.completion_tokens,
        promptTokens: reply.usage.prompt_tokens,
        finishReason: reply.finishReason ?? "stop",
      };
    },
  };
}

const contentSchema = z.union([z.string(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() })), z.null()]);
const chatRequestSchema = z.looseObject({
  model: z.string().optional(),
  messages: z.array(z.looseObject({ role: z.string(), content: contentSchema.optional() })).min(1),
  n: z.number().int().min(1).max(16).optional(),
  logprobs: z.boolean().optional(),
  top_logprobs: z.number().int().min(0).max(20).optional(),
  seed: z.number().int().optional(),
  temperature: z.number().min(0).nullish(),
  max_tokens: z.number().int().min(1).nullish(),
  max_completion_tokens: z.number().int().min(1).nullish(),
  stream: z.boolean().optional(),
  seedworld: z.unknown().optional(),
});

const messageText = (content: z.infer<typeof contentSchema> | undefined): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => part.text ?? "").join("") : "";

export interface OpenAIAppOptions {
  /** Largest request body accepted (413 past it); default 8 MiB (long chat histories, token-id prompts). */
  maxBodyBytes?: number;
  /** Host/Origin/content-type check (see local-guard.ts). */
  guard?: LocalGuardOptions;
}

export const OPENAI_SERVER_MAX_BODY = 8 << 20;

/** OpenAI's error body. */
export const openaiError = (message: string, type = "invalid_request_error") => ({ error: { message, type, param: null, code: null } });

/** What a chat request asks for that these servers cannot do: refused (400) rather than silently ignored,
 * so that a run that asked for guided decoding is never measured without it. */
export function unsupportedRequest(request: Record<string, unknown>): string | null {
  if (request.stream) return "stream=true is not supported by this server";
  const format = request.response_format as { type?: unknown } | null | undefined;
  const guided = ["guided_regex", "guided_choice", "guided_json", "guided_grammar", "structured_outputs"].find(
    (field) => request[field] !== undefined && request[field] !== null,
  );
  const field = guided ?? (format && format.type !== "text" ? "response_format" : null);
  if (!field) return null;
  return `${field} (guided decoding) is not supported by this server; the torch policy server (python -m seedworld.policy.server) and vLLM support guided_regex`;
}

/** The JSON body checked against `schema`, or the 400 reply (OpenAI's error shape) saying what is wrong. */
/** The request body parsed and checked against `schema`; a refusal (400) is a RequestError, answered by the app's one error handler. */
export async function readOpenAIRequest<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new RequestError(400, "request body is not valid JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RequestError(400, `invalid request: ${zodProblem(parsed.error)}`);
  return parsed.data;
}

export function createOpenAIApp(model: ServedModel, options: OpenAIAppOptions = {}): Hono {
  const app = new Hono();
  app.use("*", localGuard(options.guard));
  const maxBody = options.maxBodyBytes ?? OPENAI_SERVER_MAX_BODY;
  app.use("*", limitBody(maxBody));
  const created = Math.floor(Date.now() / 1000);
  let completionCounter = 0;

  const listModels = () => ({ object: "list", data: [{ id: model.id, object: "model", created, owned_by: "seedworld" }] });
  app.get("/v1/models", (c) => c.json(listModels()));
  app.get("/models", (c) => c.json(listModels()));
  app.get("/health", (c) => c.json({ ok: true }));

  const chat = async (c: Context) => {
    const request = await readOpenAIRequest(c, chatRequestSchema);
    const unsupported = unsupportedRequest(request);
    if (unsupported) throw new RequestError(400, unsupported);
    // The policy acts on the last user message, as the harness sends exactly one.
    const users = request.messages.filter((message) => message.role === "user");
    const prompt = messageText((users.at(-1) ?? request.messages.at(-1))?.content);
    const promptTokens = request.messages.reduce((sum, message) => sum + countPieces(messageText(message.content)), 0);
    const topLogprobs = request.logprobs ? (request.top_logprobs ?? 0) : 0;
    const choices = [];
    let completionTokens = 0;
    let reportedPromptTokens: number | null = null;
    for (let index = 0; index < (request.n ?? 1); index += 1) {
      const done = await model.complete({
        prompt,
        topLogprobs,
        seedKey: `${request.seed ?? 0}:${index}`,
        extension: request.seedworld,
        temperature: request.temperature ?? undefined,
        maxTokens: request.max_completion_tokens ?? request.max_tokens ?? undefined,
      });
      completionTokens += done.completionTokens;
      reportedPromptTokens ??= done.promptTokens;
      const message: Record<string, unknown> = { role: "assistant", content: done.content };
      if (done.reasoningContent) message.reasoning_content = done.reasoningContent;
      choices.push({ index, message, logprobs: request.logprobs ? { content: done.logprobs } : null, finish_reason: done.finishReason });
    }
    const usedPromptTokens = reportedPromptTokens ?? promptTokens;
    completionCounter += 1;
    return c.json({
      id: `chatcmpl-seedworld-${created}-${completionCounter}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? model.id,
      choices,
      usage: { prompt_tokens: usedPromptTokens, completion_tokens: completionTokens, total_tokens: usedPromptTokens + completionTokens },
    });
  };
  app.post("/v1/chat/completions", chat);
  app.post("/chat/completions", chat);
  answerRefusals(app, (_c, message, status) => openaiError(message, status === 500 ? "server_error" : undefined));
  return app;
}

export interface RunningServer {
  /** Base URL for OpenAI clients, ending in /v1. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startOpenAIServer(
  model: ServedModel,
  options: { host?: string; port?: number } & OpenAIAppOptions = {},
): Promise<RunningServer> {
  const listening = await listenLocal(createOpenAIApp(model, options), options);
  return { url: `${listening.origin}/v1`, port: listening.port, close: listening.close };
}
