// One generator worker: games offset, offset + stride, ... of a run, written straight to disk
// (game files are ~86 KB; sending only their metadata back keeps the main thread idle).
import { parentPort, workerData } from "node:worker_threads";
import { GameGenerator } from "./generator.js";
import { writeGameFile } from "./output.js";
import type { WorkerJob, WorkerMessage } from "./parallel.js";

const job = workerData as WorkerJob;
const generator = new GameGenerator(job.options);
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
try {
  for (let index = job.offset; index < job.options.count; index += job.stride) {
    const game = generator.game(index);
    writeGameFile(job.outDir, game);
    post({ kind: "game", index, relPath: game.relPath, taskType: game.taskType });
  }
  post({ kind: "done" });
} catch (e) {
  post({ kind: "error", message: e instanceof Error ? e.message : String(e) });
}
