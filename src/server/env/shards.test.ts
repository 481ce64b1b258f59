// A worker-thread shard whose thread dies: requests in flight are refused with a 503 and not
// applied, a new thread starts, and every env is rebuilt as of its last answered request.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanCatalog } from "../../games/catalog.js";
import { ShardRefusal } from "./shard-refusal.js";
import { LocalShard, WorkerShard } from "./shards.js";

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../shared/alfworld");
const GAMES = scanCatalog([SHARED]).games;

test("a request in flight when the worker dies gets a 503; the envs come back as last answered", async () => {
  const shard = new WorkerShard({ games: GAMES, settings: { maxSteps: 50, compiledCacheSize: 64, compiledCacheBytes: 256 << 20 } });
  try {
    const [reset] = await shard.call("reset", [7], [3], "Text");
    const goTo = reset.availableActions.find((a) => a.startsWith("go to"))!;
    await shard.call("step", [7], ["look"]);
    await shard.call("step", [7], [goTo]);
    const before = await shard.call("snapshot", 7);

    // Compiling 40 games takes the worker far longer than the terminate below takes to land.
    const inFlight = shard.call(
      "hold",
      GAMES.slice(0, 40).map((g) => g.index),
    );
    const lost = shard.call("step", [7], ["inventory"]);
    await shard.crashWorker();
    for (const request of [inFlight, lost]) {
      await assert.rejects(request, (error: unknown) => {
        assert.ok(error instanceof ShardRefusal);
        assert.equal(error.reason, "shard_unavailable");
        assert.match(error.message, /exited \(code 1\) during this request, which was not applied; it was restarted/);
        return true;
      });
    }
    assert.equal(shard.restarts, 1);
    assert.deepEqual(await shard.call("snapshot", 7), before, "the unanswered step was not applied");
    assert.deepEqual(await shard.call("stats"), { live: 1, compiled: 1 }, "only the env's own game compiled again");
    // The rebuilt env steps on as one that never crashed does.
    const reference = new LocalShard(GAMES, { maxSteps: 50, compiledCacheSize: 64, compiledCacheBytes: 256 << 20 });
    await reference.call("reset", [7], [3], "Text");
    await reference.call("step", [7], ["look"]);
    await reference.call("step", [7], [goTo]);
    assert.deepEqual(await shard.call("step", [7], ["look"]), await reference.call("step", [7], ["look"]));
  } finally {
    await shard.stop();
  }
  await assert.rejects(shard.call("stats"), /env shard stopped/);
});
