// Several OpenAI-compatible endpoints serving one evaluation: each call goes to the least-loaded
// healthy endpoint; an endpoint that fails is set aside for a cool-down (doubling on repeated
// failures) and tried again once it expires. If every endpoint is set aside, the one whose
// cool-down ends first is used, so a run never stalls on bookkeeping.

export interface EndpointState<T> {
  url: string;
  client: T;
  inFlight: number;
  consecutiveFailures: number;
  /** performance.now() before which the endpoint is set aside. */
  asideUntil: number;
  calls: number;
  failures: number;
}

export interface PoolOptions {
  /** First cool-down after a failure, ms. */
  cooldownMs: number;
  maxCooldownMs: number;
}

export class EndpointPool<T> {
  readonly endpoints: EndpointState<T>[];
  private nextTieBreak = 0;

  constructor(
    urls: readonly string[],
    makeClient: (url: string) => T,
    private readonly options: PoolOptions = { cooldownMs: 5_000, maxCooldownMs: 120_000 },
  ) {
    if (urls.length === 0) throw new Error("at least one base URL is needed");
    this.endpoints = urls.map((url) => ({
      url,
      client: makeClient(url),
      inFlight: 0,
      consecutiveFailures: 0,
      asideUntil: 0,
      calls: 0,
      failures: 0,
    }));
  }

  /** Pick and reserve an endpoint; call `release` when the request ends. */
  acquire(now = performance.now()): EndpointState<T> {
    const healthy = this.endpoints.filter((endpoint) => endpoint.asideUntil <= now);
    const candidates = healthy.length > 0 ? healthy : [this.endpoints.reduce((a, b) => (a.asideUntil <= b.asideUntil ? a : b))];
    const least = Math.min(...candidates.map((endpoint) => endpoint.inFlight));
    const tied = candidates.filter((endpoint) => endpoint.inFlight === least);
    // Rotate among equally loaded endpoints so idle ones share the work.
    const chosen = tied[this.nextTieBreak++ % tied.length];
    chosen.inFlight += 1;
    chosen.calls += 1;
    return chosen;
  }

  /** Whether some endpoint is not set aside (after a failure: whether another one can take the retry). */
  hasHealthy(now = performance.now()): boolean {
    return this.endpoints.some((endpoint) => endpoint.asideUntil <= now);
  }

  release(endpoint: EndpointState<T>, ok: boolean, now = performance.now()): void {
    endpoint.inFlight -= 1;
    if (ok) {
      endpoint.consecutiveFailures = 0;
      endpoint.asideUntil = 0;
      return;
    }
    endpoint.failures += 1;
    endpoint.consecutiveFailures += 1;
    const cooldown = Math.min(this.options.maxCooldownMs, this.options.cooldownMs * 2 ** (endpoint.consecutiveFailures - 1));
    endpoint.asideUntil = now + cooldown;
  }
}
