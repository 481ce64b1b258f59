// Where a shard runs: in the server's thread (calls go straight to its ShardCore) or in a worker
// thread (calls are messages; replies and refusals come back as messages). Both look the same to
// the host: every call returns a promise, and a refusal arrives as a ShardRefusal (the host's reason and message).
import type { Worker } from "node:worker_threads";
import { startModuleWorker } from "../../platform/worker.js";
import type { CatalogGame } from "./catalog.js";
import type { RefusalReason } from "./refusal.js";
import { ShardRefusal } from "./shard-refusal.js";
import { ShardCore, type RestoredEnv, type ShardSettings } from "./shard.js";

type ShardApi = Pick<ShardCore, "hold" | "release" | "reset" | "step" | "stepOne" | "snapshot" | "close" | "stats" | "restore">;
export type ShardMethod = keyof ShardApi;

export interface Shard {
  call<M extends ShardMethod>(method: M, ...args: Parameters<ShardApi[M]>): Promise<ReturnType<ShardApi[M]>>;
  stop(): Promise<void>;
  /** Worker threads started again after one died (0 for the server's own thread). */
  readonly restarts: number;
}

/** What the shard worker receives at start. */
export interface ShardWorkerData {
  games: readonly CatalogGame[];
  settings: ShardSettings;
}

export interface ShardRequest {
  seq: number;
  method: ShardMethod;
  args: unknown[];
}

export type ShardReply = { seq: number; ok: true; value: unknown } | { seq: number; ok: false; reason?: RefusalReason; message: string };

/** Runs one request on a core; refusals become reply messages instead of exceptions. */
export function serveRequest(core: ShardCore, request: ShardRequest): ShardReply {
  try {
    const method = core[request.method] as (...args: unknown[]) => unknown;
    return { seq: request.seq, ok: true, value: method.apply(core, request.args) };
  } catch (error) {
    if (error instanceof ShardRefusal) return { seq: request.seq, ok: false, reason: error.reason, message: error.message };
    return { seq: request.seq, ok: false, message: (error as Error).message ?? String(error) };
  }
}

export class LocalShard implements Shard {
  readonly core: ShardCore;
  readonly restarts = 0;
  private stopped = false;

  constructor(games: readonly CatalogGame[], settings: ShardSettings) {
    this.core = new ShardCore(games, settings);
  }

  async call<M extends ShardMethod>(method: M, ...args: Parameters<ShardApi[M]>): Promise<ReturnType<ShardApi[M]>> {
    // As a worker shard: a stopped shard refuses every call (the Shard contract, shard.case.ts).
    if (this.stopped) throw new ShardRefusal("shard_unavailable", "env shard stopped");
    const run = this.core[method] as (...a: unknown[]) => ReturnType<ShardApi[M]>;
    return run.apply(this.core, args);
  }

  async stop(): Promise<void> {
    this.stopped = true;
  }
}

interface Pending {
  request: ShardRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A worker that dies this many times within RESTART_WINDOW_MS is not started again. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** Hold tokens carry the worker generation that gave them (tokens of one worker stay below this). */
const HOLD_TOKEN_SPAN = 2 ** 32;

/**
 * A shard in a worker thread that outlives its worker: when the thread dies (a crash, running out
 * of memory), a new one starts and replays every env's reset and acknowledged steps (the engine is
 * deterministic, so each env is back where its last answered request left it). Requests in flight
 * when it died were not applied: they get a 503 and may be sent again.
 */
export class WorkerShard implements Shard {
  private worker: Worker;
  private generation = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly journal = new Map<number, RestoredEnv>();
  private seq = 0;
  private readonly deaths: number[] = [];
  /** Set once the shard stopped or its worker kept dying: every later call fails with it. */
  private failure: ShardRefusal | null = null;
  private stopped = false;
  /** Workers started after the first. */
  restarts = 0;

  constructor(private readonly data: ShardWorkerData) {
    this.worker = this.startWorker();
  }

  call<M extends ShardMethod>(method: M, ...args: Parameters<ShardApi[M]>): Promise<ReturnType<ShardApi[M]>> {
    if (this.failure) return Promise.reject(this.failure);
    if (method === "release") {
      // A hold token names a hold of the worker that gave it; a later worker never had it.
      const [token] = args as Parameters<ShardApi["release"]>;
      if (Math.floor(token / HOLD_TOKEN_SPAN) !== this.generation) return Promise.resolve(undefined as ReturnType<ShardApi[M]>);
      return this.send("release", [token % HOLD_TOKEN_SPAN]) as Promise<ReturnType<ShardApi[M]>>;
    }
    const sent = this.send(method, args);
    if (method !== "hold") return sent as Promise<ReturnType<ShardApi[M]>>;
    const generation = this.generation;
    return sent.then((token) => (generation * HOLD_TOKEN_SPAN + (token as number)) as ReturnType<ShardApi[M]>);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.failure ??= new ShardRefusal("shard_unavailable", "env shard stopped");
    await this.worker.terminate();
  }

  /** @internal Ends the worker thread as a crash would (tests); resolves once it is gone. */
  async crashWorker(): Promise<void> {
    await this.worker.terminate();
  }

  private startWorker(): Worker {
    const worker = startModuleWorker(import.meta.url, "shard-worker", { workerData: this.data });
    worker.on("message", (reply: ShardReply) => {
      if (worker === this.worker) this.settle(reply);
    });
    worker.on("error", (error) => this.died(worker, `failed: ${error.message}`));
    worker.on("exit", (code) => this.died(worker, `exited (code ${code})`));
    return worker;
  }

  private send(method: ShardMethod, args: unknown[]): Promise<unknown> {
    const request: ShardRequest = { seq: ++this.seq, method, args };
    return new Promise((resolve, reject) => {
      this.pending.set(request.seq, { request, resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private settle(reply: ShardReply): void {
    const waiter = this.pending.get(reply.seq);
    if (!waiter) return;
    this.pending.delete(reply.seq);
    if (!reply.ok) {
      waiter.reject(reply.reason ? new ShardRefusal(reply.reason, reply.message) : new Error(reply.message));
      return;
    }
    this.record(waiter.request);
    waiter.resolve(reply.value);
  }

  /** Keeps what a new worker needs to rebuild the envs, from each request the worker answered. */
  private record({ method, args }: ShardRequest): void {
    const { maxSteps } = this.data.settings;
    const push = (id: number, action: string) => {
      const entry = this.journal.get(id);
      // Past maxSteps an env is done and further steps change nothing.
      if (entry && entry.actions.length < maxSteps) entry.actions.push(action);
    };
    if (method === "reset") {
      const [ids, games, worldType] = args as Parameters<ShardApi["reset"]>;
      ids.forEach((id, i) => this.journal.set(id, { id, game: games[i], worldType, actions: [] }));
    } else if (method === "step") {
      const [ids, actions] = args as Parameters<ShardApi["step"]>;
      ids.forEach((id, i) => push(id, actions[i]));
    } else if (method === "stepOne") {
      const [id, action] = args as Parameters<ShardApi["stepOne"]>;
      push(id, action);
    } else if (method === "close") {
      for (const id of args[0] as number[]) this.journal.delete(id);
    }
  }

  private died(worker: Worker, why: string): void {
    if (worker !== this.worker || this.stopped) return;
    const now = Date.now();
    this.deaths.push(now);
    while (this.deaths[0] < now - RESTART_WINDOW_MS) this.deaths.shift();
    const giveUp = this.deaths.length > MAX_RESTARTS;
    if (giveUp)
      this.failure = new ShardRefusal(
        "shard_unavailable",
        `env shard worker ${why}, ${this.deaths.length} times within a minute; it is not restarted`,
      );
    const lost = new ShardRefusal(
      "shard_unavailable",
      `env shard worker ${why} during this request, which was not applied${giveUp ? "" : "; it was restarted with every env as of its last answered request: send the request again"}`,
    );
    for (const waiter of this.pending.values()) waiter.reject(lost);
    this.pending.clear();
    if (giveUp) return;
    this.restarts++;
    this.generation++;
    this.worker = this.startWorker();
    // Posted before any later request, so the new worker answers those on the rebuilt envs. An env
    // it could not rebuild (its game no longer compiles) is forgotten, as if closed; should this
    // worker die too, the journal is untouched and the next one restores it all.
    const envs = [...this.journal.values()];
    this.send("restore", [envs]).then(
      (restored) => {
        const kept = new Set(restored as number[]);
        for (const env of envs) if (!kept.has(env.id)) this.journal.delete(env.id);
      },
      () => undefined,
    );
  }
}
