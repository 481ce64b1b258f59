// Generation on several threads. Game i of a run depends only on (seed, i, options), so workers
// take interleaved indices and the bytes on disk are the same for any number of workers.
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { startModuleWorker } from "../../platform/worker.js";
import type { TaskType } from "../../engine/types.js";
import type { GenerateOptions } from "./generator.js";
import { completeSet, startSet, writeGames, type WriteSummary } from "./output.js";

export interface WorkerJob {
  outDir: string;
  options: GenerateOptions;
  offset: number;
  stride: number;
}

export type WorkerMessage =
  | { kind: "game"; index: number; relPath: string; taskType: TaskType }
  | { kind: "done" }
  | { kind: "error"; message: string };

export interface ParallelOptions {
  /** Worker threads (default: the machine's available parallelism); 1 generates in this thread. */
  jobs?: number;
  onGame?: (game: { index: number; relPath: string; taskType: TaskType }) => void;
}

export const defaultJobs = (): number => availableParallelism();

/** Generate `opts.count` games under `outDir` on `jobs` threads; same files as `writeGames`. */
export async function writeGamesParallel(outDir: string, opts: GenerateOptions, parallel: ParallelOptions = {}): Promise<WriteSummary> {
  const jobs = Math.max(1, Math.min(parallel.jobs ?? defaultJobs(), opts.count));
  if (jobs === 1) return writeGames(outDir, opts, (g, index) => parallel.onGame?.({ index, relPath: g.relPath, taskType: g.taskType }));
  const summary: WriteSummary = { written: 0, byTask: {} };
  startSet(outDir, opts);
  const workers = Array.from({ length: jobs }, (_, offset) => startWorker({ outDir, options: opts, offset, stride: jobs }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on("message", (m: WorkerMessage) => {
              if (m.kind === "game") {
                summary.written++;
                summary.byTask[m.taskType] = (summary.byTask[m.taskType] ?? 0) + 1;
                parallel.onGame?.(m);
              } else if (m.kind === "done") resolve();
              else reject(new Error(m.message));
            });
            worker.on("error", reject);
            worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`generator worker exited with code ${code}`))));
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  completeSet(outDir, opts, summary);
  return summary;
}

/** Starts worker.js (worker.ts under tsx) next to this module. */
function startWorker(job: WorkerJob): Worker {
  return startModuleWorker(import.meta.url, "worker", { workerData: job });
}
