// A shard in its own worker thread: answers the host's requests one at a time, in order.
import { parentPort, workerData } from "node:worker_threads";
import { ShardCore } from "./shard.js";
import { serveRequest, type ShardRequest, type ShardWorkerData } from "./shards.js";

const data = workerData as ShardWorkerData;
const core = new ShardCore(data.games, data.settings);
parentPort!.on("message", (request: ShardRequest) => parentPort!.postMessage(serveRequest(core, request)));
