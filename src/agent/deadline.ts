// A total deadline for one attempt of a request: connecting, headers, the whole body and parsing.
// Client time-outs (the OpenAI SDK's, undici's) stop at the headers, so a server that sends
// headers and then drips the body would hold a call forever; this one cannot be outlived.

/** The attempt ran past its deadline. */
export class DeadlineExceededError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`no complete reply within ${formatSeconds(deadlineMs)}`);
    this.name = "DeadlineExceededError";
  }
}

export const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;

/**
 * Runs `attempt` with a signal that aborts when `callerSignal` aborts or `deadlineMs` passes, and
 * settles no later than that even if `attempt` ignores its signal. Listeners added to
 * `callerSignal` are removed before returning, so one signal can serve any number of calls.
 */
export async function withDeadline<T>(
  deadlineMs: number,
  callerSignal: AbortSignal | undefined,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  callerSignal?.throwIfAborted();
  const controller = new AbortController();
  let rejectEarly: (reason: unknown) => void = () => {};
  const early = new Promise<never>((_, reject) => {
    rejectEarly = reject;
  });
  const stop = (reason: unknown) => {
    controller.abort(reason);
    rejectEarly(reason);
  };
  const onCallerAbort = () => stop(callerSignal!.reason);
  const timer = setTimeout(() => stop(new DeadlineExceededError(deadlineMs)), deadlineMs);
  callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  const running = attempt(controller.signal);
  // Whichever loses the race must not surface as an unhandled rejection.
  running.catch(() => {});
  try {
    return await Promise.race([running, early]);
  } catch (error) {
    // The client may report the abort as its own error type; say what really happened.
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
  }
}
