// Where a shard runs: in the server's thread (calls go straight to its ShardCore) or in a worker
// thread (calls are messages; replies and refusals come back as messages). Both look the same to
// the host: every call returns a promise, and a refusal arrives as an EnvRequestError.
import type { Worker } from "node:worker_threads";
import { startModuleWorker } from "../../platform/worker.js";
import type { CatalogGame } from "./catalog.js";
import { EnvRequestError } from "./errors.js";
import { ShardCore, type ShardSettings } from "./shard.js";

type ShardApi = Pick<ShardCore, "hold" | "release" | "reset" | "step" | "stepOne" | "snapshot" | "close" | "stats">;
export type ShardMethod = keyof ShardApi;

export interface Shard {
  call<M extends ShardMethod>(method: M, ...args: Parameters<ShardApi[M]>): Promise<ReturnType<ShardApi[M]>>;
  stop(): Promise<void>;
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

export type ShardReply =
  | { seq: number; ok: true; value: unknown }
  | { seq: number; ok: false; status?: EnvRequestError["status"]; message: string };

/** Runs one request on a core; refusals become reply messages instead of exceptions. */
export function serveRequest(core: ShardCore, request: ShardRequest): ShardReply {
  try {
    const method = core[request.method] as (...args: unknown[]) => unknown;
    return { seq: request.seq, ok: true, value: method.apply(core, request.args) };
  } catch (error) {
    if (error instanceof EnvRequestError) return { seq: request.seq, ok: false, status: error.status, message: error.message };
    return { seq: request.seq, ok: false, message: (error as Error).message ?? String(error) };
  }
}

export class LocalShard implements Shard {
  readonly core: ShardCore;

  constructor(games: readonly CatalogGame[], settings: ShardSettings) {
    this.core = new ShardCore(games, settings);
  }

  async call<M extends ShardMethod>(method: M, ...args: Parameters<ShardApi[M]>): Promise<ReturnType<ShardApi[M]>> {
    const run = this.core[method] as (...a: unknown[]) => ReturnType<ShardApi[M]>;
    return run.apply(this.core, args);
  }

  async stop(): Promise<void> {}
}

export class WorkerShard implements Shard {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private seq = 0;
  /** Set once the worker died: every later call fails with it. */
  private failure: Error | null = null;

  constructor(data: ShardWorkerData) {
    this.worker = startModuleWorker(import.meta.url, "shard-worker", { workerData: data });
    this.worker.on("message", (reply: ShardReply) => this.settle(reply));
    this.worker.on("error", (error) => this.fail(new Error(`env shard worker failed: ${error.message}`)));
    this.worker.on("exit", (code) => this.fail(new Error(`env shard worker exited (code ${code})`)));
  }

  call<M extends ShardMethod>(method: M, ...args: Parameters<ShardApi[M]>): Promise<ReturnType<ShardApi[M]>> {
    if (this.failure) return Promise.reject(this.failure);
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ seq, method, args } satisfies ShardRequest);
    });
  }

  async stop(): Promise<void> {
    this.failure ??= new Error("env shard stopped");
    await this.worker.terminate();
  }

  private settle(reply: ShardReply): void {
    const waiter = this.pending.get(reply.seq);
    if (!waiter) return;
    this.pending.delete(reply.seq);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(reply.status ? new EnvRequestError(reply.status, reply.message) : new Error(reply.message));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.pending.values()) waiter.reject(this.failure);
    this.pending.clear();
  }
}
