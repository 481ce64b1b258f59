// Retry policy for model calls (seedworld's own: the published yilinpotato/Skill0
// scripts/eval_alfworld_api.py has none, a failed call ends its process and a rerun resumes): network errors, timeouts, 429 and 5xx are
// retried with exponential back-off and full jitter, honouring Retry-After; other 4xx are final.
// A refused connection (nothing listening, unknown host) is not a busy server: waiting tens of
// seconds does not help, so it gets a few quick retries of its own and then fails the call.
// An attempt that ran past its whole deadline is retried only once by default: each costs the full
// deadline, so a server that drips its replies would otherwise hold a call for maxAttempts of them.

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Attempts that may end with no connection at all before the call fails (default 3). */
  unreachableAttempts?: number;
  /** First delay after such an attempt, doubling, ms (default 250). */
  unreachableDelayMs?: number;
  /** Attempts that may end at the per-attempt deadline before the call fails (default 2). */
  deadlineAttempts?: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 2_000,
  factor: 2,
  maxDelayMs: 60_000,
  unreachableAttempts: 3,
  unreachableDelayMs: 250,
  deadlineAttempts: 2,
};

// Policies written before these fields existed (tests, callers' own objects) get the defaults.
export const unreachableAttemptsOf = (policy: RetryPolicy) =>
  Math.min(policy.maxAttempts, policy.unreachableAttempts ?? DEFAULT_RETRY.unreachableAttempts!);
export const deadlineAttemptsOf = (policy: RetryPolicy) =>
  Math.min(policy.maxAttempts, policy.deadlineAttempts ?? DEFAULT_RETRY.deadlineAttempts!);

/** Delay after the `failures`-th attempt that found nothing listening: short, doubling, no jitter. */
export const unreachableDelayMs = (policy: RetryPolicy, failures: number) =>
  (policy.unreachableDelayMs ?? DEFAULT_RETRY.unreachableDelayMs!) * 2 ** (failures - 1);

export function isRetryableStatus(status: number | null): boolean {
  // null = no HTTP status: connection refused/reset, timeout, malformed body.
  return status === null || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Full jitter: uniform in [0, min(cap, base·factor^(attempt-1))], or Retry-After when the server gave one. */
export function backoffDelayMs(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
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

/** Waits `ms`, or rejects with the signal's reason when it aborts first. The abort listener is
 * removed either way: a signal shared by a whole run would otherwise gain one per back-off. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
