// Retry policy for model calls (eval-harness.md §8.8): network errors, timeouts, 429 and 5xx are
// retried with exponential back-off and full jitter, honouring Retry-After; other 4xx are final.

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 6, baseDelayMs: 2_000, factor: 2, maxDelayMs: 60_000 };

export function isRetryableStatus(status: number | null): boolean {
  // null = no HTTP status: connection refused/reset, timeout, malformed body.
  return status === null || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Full jitter: uniform in [0, min(cap, base·factor^(attempt-1))], or Retry-After when the server gave one. */
export function backoffDelayMs(policy: RetryPolicy, attempt: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  if (retryAfterMs !== null && retryAfterMs >= 0) return Math.min(retryAfterMs, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** (attempt - 1));
  return random() * ceiling;
}

/** Retry-After as seconds or an HTTP date; retry-after-ms (OpenAI's extension) wins. */
export function parseRetryAfter(headers: { get(name: string): string | null } | undefined | null): number | null {
  if (!headers) return null;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && Number.isFinite(Number(ms))) return Number(ms);
  const value = headers.get("retry-after");
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
  });
