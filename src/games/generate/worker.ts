// One generator worker: games offset, offset + stride, ... of a run, written straight to disk
// (game files are ~86 KB; sending only their metadata back keeps the main thread idle).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { GameGenerator, serializeGame } from "./generator.js";
import type { WorkerJob, WorkerMessage } from "./parallel.js";

const job = workerData as WorkerJob;
const generator = new GameGenerator(job.options);
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
try {
  for (let index = job.offset; index < job.options.count; index += job.stride) {
    const game = generator.game(index);
    const path = join(job.outDir, game.relPath);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, serializeGame(game.file));
    post({ kind: "game", index, relPath: game.relPath, taskType: game.taskType });
  }
  post({ kind: "done" });
} catch (e) {
  post({ kind: "error", message: e instanceof Error ? e.message : String(e) });
}
