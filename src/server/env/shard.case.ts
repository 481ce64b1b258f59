// The Shard contract, one suite for every implementation (hono's `common.case.test.ts` pattern):
// the host cannot tell a shard in its own thread from one in a worker thread. Each implementation's
// test file calls `shardCases` with a factory; the cases compare the shard with a ShardCore played
// directly (the engine is deterministic) and check refusals arrive as ShardRefusals with the host's
// reasons (the transport, not the shard, knows HTTP statuses).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { CatalogGame } from "../../games/catalog.js";
import type { RefusalReason } from "./refusal.js";
import { ShardRefusal } from "./shard-refusal.js";
import { ShardCore, type ShardSettings } from "./shard.js";
import type { Shard } from "./shards.js";

export type MakeShard = (games: readonly CatalogGame[], settings: ShardSettings) => Shard;

const refusedWith = (reason: RefusalReason, pattern: RegExp) => (error: unknown) => {
  assert.ok(error instanceof ShardRefusal, `a ShardRefusal, got ${String(error)}`);
  assert.equal(error.reason, reason);
  assert.match(error.message, pattern);
  return true;
};

export function shardCases(name: string, make: MakeShard, games: readonly CatalogGame[]): void {
  describe(`Shard contract: ${name}`, () => {
    const settings: ShardSettings = { maxSteps: 3, compiledCacheSize: 8, compiledCacheBytes: 64 << 20 };
    let shard: Shard;
    before(() => {
      shard = make(games, settings);
    });
    after(async () => {
      await shard.stop();
    });

    test("reset and steps answer as a ShardCore played directly", async () => {
      const core = new ShardCore(games, settings);
      const [reset] = await shard.call("reset", [1], [2], "Text");
      assert.deepEqual(reset, core.reset([1], [2], "Text")[0]);
      const action = reset.availableActions.find((a) => a.startsWith("go to"))!;
      assert.deepEqual(await shard.call("step", [1], [action]), core.step([1], [action]));
      assert.deepEqual(await shard.call("stepOne", 1, "look"), core.stepOne(1, "look"));
      assert.deepEqual(await shard.call("snapshot", 1), core.snapshot(1));
      assert.deepEqual(await shard.call("stats"), core.stats());
    });

    test("the step limit ends an env: AgentGym's step is then refused as finished", async () => {
      await shard.call("reset", [2], [0], "Text");
      let last = await shard.call("stepOne", 2, "dance");
      for (let i = 1; i < settings.maxSteps; i++) last = await shard.call("stepOne", 2, "dance");
      assert.equal(last.done, true);
      await assert.rejects(shard.call("stepOne", 2, "look"), refusedWith("episode_finished", /has finished/));
    });

    test("mistakes are ShardRefusals with their reason", async () => {
      await assert.rejects(shard.call("step", [99], ["look"]), refusedWith("not_reset", /has not been reset/));
      await assert.rejects(shard.call("reset", [3], [games.length], "Text"), refusedWith("unknown_game", /out of range/));
    });

    test("after stop every call is refused as unavailable", async () => {
      const other = make(games, settings);
      await other.call("stats");
      await other.stop();
      await assert.rejects(other.call("stats"), refusedWith("shard_unavailable", /env shard stopped/));
    });
  });
}
