// Sorts the ways one HTTP attempt can fail (the OpenAI SDK's error classes, fetch's network errors,
// our deadline, the caller's abort) into what the retry loop must do about them, with a one-line
// description that names no secret.
import OpenAI from "openai";
import { DeadlineExceededError } from "./deadline.js";
import { isRetryableStatus, parseRetryAfter } from "./retry.js";
import { scrubSecrets } from "./redact.js";

export type FailureKind = "auth" | "bad-request" | "not-found" | "unreachable" | "deadline" | "retryable" | "aborted";

export interface AttemptFailure {
  kind: FailureKind;
  status: number | null;
  retryAfterMs: number | null;
  /** One line, secrets scrubbed, without the endpoint (callers add it). */
  detail: string;
}

/** System error codes meaning nothing answered at that address (retrying soon will not help), in words. */
const NO_CONNECTION: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host name not found",
  EAI_AGAIN: "host name lookup failed",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  EADDRNOTAVAIL: "address not available",
};

/** The innermost `code` in an error's cause chain (fetch wraps system errors twice). */
function systemCode(error: unknown): { code: string | null; message: string } {
  let current: unknown = error;
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code) return { code, message: current.message };
    message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return { code: null, message };
}

/** No connection at all (refused, DNS, host or network unreachable, a port fetch refuses). */
export function isNoConnection(error: unknown): boolean {
  return describeNetworkError(error).unreachable;
}

function describeNetworkError(error: unknown): { unreachable: boolean; detail: string } {
  const { code, message } = systemCode(error);
  if (code && code in NO_CONNECTION) return { unreachable: true, detail: `${NO_CONNECTION[code]} (${code})` };
  // fetch refuses some ports outright ("bad port"): nothing will ever answer there.
  if (message === "bad port") return { unreachable: true, detail: "fetch refuses this port (bad port)" };
  return { unreachable: false, detail: code ? `connection failed (${code}): ${message}` : `connection failed: ${message}` };
}

function statusKind(status: number): FailureKind {
  if (status === 401 || status === 403) return "auth";
  if (status === 404) return "not-found";
  return isRetryableStatus(status) ? "retryable" : "bad-request";
}

/** The server's own error text (OpenAI's `{error: {message}}`), else the SDK's message. */
function serverMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === "string" ? body.message : error.message.replace(/^\d{3}\s*/, "");
}

export function classifyFailure(error: unknown, callerSignal: AbortSignal | undefined, secrets: readonly string[]): AttemptFailure {
  const failure = (
    kind: FailureKind,
    detail: string,
    status: number | null = null,
    retryAfterMs: number | null = null,
  ): AttemptFailure => ({
    kind,
    status,
    retryAfterMs,
    detail: scrubSecrets(detail, secrets),
  });
  if (callerSignal?.aborted) return failure("aborted", "aborted by the caller");
  if (error instanceof DeadlineExceededError) return failure("deadline", error.message);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return failure("deadline", "no reply headers before the client time-out");
  if (error instanceof OpenAI.APIConnectionError) {
    const network = describeNetworkError(error.cause ?? error);
    return failure(network.unreachable ? "unreachable" : "retryable", network.detail);
  }
  if (error instanceof OpenAI.APIError && typeof error.status === "number") {
    return failure(statusKind(error.status), `HTTP ${error.status}: ${serverMessage(error)}`, error.status, parseRetryAfter(error.headers));
  }
  // Malformed JSON, a reply without choices, a body cut short: the server may do better next time.
  return failure("retryable", error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}
