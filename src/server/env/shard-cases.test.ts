// Both shards against the one Shard contract (shard.case.ts).
import path from "node:path";
import { scanCatalog } from "../../games/catalog.js";
import { shardCases } from "./shard.case.js";
import { LocalShard, WorkerShard } from "./shards.js";

const GAMES = scanCatalog([path.resolve(import.meta.dirname, "../../../../shared/alfworld/json_2.1.1/valid_seen")]).games;

shardCases("LocalShard (the server's thread)", (games, settings) => new LocalShard(games, settings), GAMES);
shardCases("WorkerShard (a worker thread)", (games, settings) => new WorkerShard({ games, settings }), GAMES);
