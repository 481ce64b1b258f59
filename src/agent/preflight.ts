// Checks before a run that each endpoint is up, takes the key and serves the model, so that a bad
// key, a dead host or a misspelt model stops the run at once with one line instead of costing one
// fallback action per step.
//
// Rules (decided for servers as they behave, not as an API description says they should):
// - `GET {base}/models` first: the cheapest call, and free on hosted APIs.
// - 401/403 from it or from the probe: fatal ("auth"). No connection at all: "unreachable".
//   No reply within the deadline: "deadline".
// - The model is confirmed when the list holds it (or `<model>:latest`, Ollama's alias).
// - Otherwise one chat request with max_tokens 1 decides, because many servers list nothing or
//   not every name they accept (no /models at all, an empty list, aliases, routers):
//   a reply confirms the model (with a warning if the list did not name it); 404 means the model
//   (or the path: a base URL without /v1) is not served: fatal ("unknown-model"); anything else
//   (400 for max_tokens 1 on some reasoning models, 429, 5xx, a slow reply) cannot confirm or
//   refute, and is a warning: the run's own retries and failure counting take over.
// - With several endpoints, auth and unknown-model errors on any are fatal (all share the key and
//   the model); unreachable or slow ones are warnings as long as one endpoint passed.
import type OpenAI from "openai";
import { ModelCallError } from "./backend.js";
import { classifyFailure, type AttemptFailure } from "./call-failure.js";
import { formatSeconds, withDeadline } from "./deadline.js";
import type { EndpointUrl } from "./redact.js";

export interface PreflightEndpoint {
  client: OpenAI;
  target: EndpointUrl;
  /** What the server is shown, for auth errors: "the API key from $OPENAI_API_KEY", … */
  credentials: string;
}

export interface PreflightInput {
  endpoints: readonly PreflightEndpoint[];
  model: string;
  /** Per request, headers and body. */
  timeoutMs: number;
  secrets: readonly string[];
  /** The chat request a run would send, cut to one output token. */
  probeBody: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface PreflightEndpointResult {
  url: string;
  /** Model ids from GET /models; null when the server gave no list. */
  listedModels: string[] | null;
  /** Whether the 1-token chat request was needed. */
  probed: boolean;
}

export interface PreflightResult {
  endpoints: PreflightEndpointResult[];
  /** One line each: what could not be confirmed (the run goes ahead). */
  warnings: string[];
}

interface EndpointOutcome {
  result: PreflightEndpointResult;
  warnings: string[];
}

const LISTED_SHOWN = 10;

function showList(models: readonly string[]): string {
  const shown = models.slice(0, LISTED_SHOWN).join(", ");
  return models.length > LISTED_SHOWN ? `${shown}, … (${models.length} in all)` : shown;
}

export function authError(endpoint: PreflightEndpoint, failure: AttemptFailure, attempts: number): ModelCallError {
  const url = endpoint.target.shown;
  const serverSays = failure.detail.replace(/^HTTP \d+: /, "");
  return new ModelCallError(`the server at ${url} refused ${endpoint.credentials} (${failure.status}): ${serverSays}`, {
    kind: "auth",
    attempts,
    lastStatus: failure.status,
    endpoint: url,
  });
}

/** Errors every step would hit too; `what` names the request ("GET /models", "a 1-token chat request"). */
function blockingError(endpoint: PreflightEndpoint, failure: AttemptFailure, what: string, timeoutMs: number): ModelCallError | null {
  const url = endpoint.target.shown;
  const details = { attempts: 1, lastStatus: failure.status, endpoint: url };
  switch (failure.kind) {
    case "auth":
      return authError(endpoint, failure, 1);
    case "unreachable":
      return new ModelCallError(`cannot reach the server at ${url}: ${failure.detail}`, { ...details, kind: "unreachable" });
    case "deadline":
      return new ModelCallError(`the server at ${url} did not answer ${what} within ${formatSeconds(timeoutMs)}`, {
        ...details,
        kind: "deadline",
      });
    case "aborted":
      return new ModelCallError(`preflight of ${url} aborted by the caller`, { ...details, kind: "aborted" });
    default:
      return null;
  }
}

function modelIds(body: unknown): string[] | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const ids = data.map((entry) => (entry as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === "string");
  return ids.length > 0 ? ids : null;
}

const servesModel = (listed: readonly string[], model: string) => listed.includes(model) || listed.includes(`${model}:latest`);

async function listModels(endpoint: PreflightEndpoint, input: PreflightInput): Promise<{ models: string[] | null; note: string }> {
  try {
    const body = await withDeadline(
      input.timeoutMs,
      input.signal,
      (signal) => endpoint.client.get("/models", { signal }) as Promise<unknown>,
    );
    const models = modelIds(body);
    return { models, note: models ? "" : "GET /models gave no model ids" };
  } catch (error) {
    const failure = classifyFailure(error, input.signal, input.secrets);
    const blocking = blockingError(endpoint, failure, "GET /models", input.timeoutMs);
    if (blocking) throw blocking;
    // 404, 405, 5xx, a non-JSON page: the server does not list models; the probe decides.
    return { models: null, note: `GET /models: ${failure.detail}` };
  }
}

async function probeModel(endpoint: PreflightEndpoint, input: PreflightInput, listed: string[] | null): Promise<string[]> {
  const url = endpoint.target.shown;
  try {
    await withDeadline(input.timeoutMs, input.signal, (signal) =>
      endpoint.client.chat.completions.create(input.probeBody as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, { signal }),
    );
  } catch (error) {
    const failure = classifyFailure(error, input.signal, input.secrets);
    // A server that lists models but is slow to generate is up; only a silent one blocks.
    if (failure.kind === "deadline")
      return [`model "${input.model}" at ${url} gave no 1-token reply within ${formatSeconds(input.timeoutMs)}; not confirmed`];
    const blocking = blockingError(endpoint, failure, "a 1-token chat request", input.timeoutMs);
    if (blocking) throw blocking;
    if (failure.kind === "not-found") {
      const list = listed ? ` (it lists: ${showList(listed)})` : "";
      throw new ModelCallError(
        `the server at ${url} does not serve model "${input.model}"${list}; check the model name and that the base URL ends in /v1: ${failure.detail}`,
        {
          kind: "unknown-model",
          attempts: 1,
          lastStatus: failure.status,
          endpoint: url,
        },
      );
    }
    return [`could not confirm model "${input.model}" at ${url}: ${failure.detail}`];
  }
  return listed ? [`model "${input.model}" is not in the list of ${url} (${showList(listed)}) but answered a 1-token request`] : [];
}

async function checkEndpoint(endpoint: PreflightEndpoint, input: PreflightInput): Promise<EndpointOutcome> {
  const url = endpoint.target.shown;
  const listing = await listModels(endpoint, input);
  if (listing.models && servesModel(listing.models, input.model))
    return { result: { url, listedModels: listing.models, probed: false }, warnings: [] };
  const warnings = await probeModel(endpoint, input, listing.models);
  return { result: { url, listedModels: listing.models, probed: true }, warnings };
}

const isFatal = (error: unknown) => !(error instanceof ModelCallError) || error.fatal || error.kind === "aborted";

export async function preflightEndpoints(input: PreflightInput): Promise<PreflightResult> {
  const settled = await Promise.allSettled(input.endpoints.map((endpoint) => checkEndpoint(endpoint, input)));
  const failures = settled.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
  const fatal = failures.find(isFatal);
  if (fatal !== undefined) throw fatal;
  // Unreachable or silent endpoints: fatal only when no endpoint is left to run on.
  if (failures.length === settled.length) throw failures[0];
  const passed = settled.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  return {
    endpoints: passed.map((outcome) => outcome.result),
    warnings: [
      ...failures.map((error) => `${(error as Error).message}; the run will use the other endpoints`),
      ...passed.flatMap((outcome) => outcome.warnings),
    ],
  };
}
