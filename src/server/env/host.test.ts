// The env host called directly, with no HTTP in sight: what it will not do comes back as a refusal
// in its own terms (a value, never an exception), and nothing changes. The transports' table
// (server/refusals.ts) turns each reason into the status the servers have always answered.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { scanCatalog } from "../../games/catalog.js";
import { accepted, REFUSAL_STATUS } from "../refusals.js";
import { RequestError } from "../request-error.js";
import { defaultShards, EnvHost, type HostOptions } from "./host.js";
import { isRefusal, type HostResult, type RefusalReason } from "./refusal.js";
import { LocalShard } from "./shards.js";

const GAMES = scanCatalog([path.resolve(import.meta.dirname, "../../../../shared/alfworld/json_2.1.1/valid_seen")]).games;

const OPTIONS: HostOptions = {
  maxEnvs: 2,
  maxActionBytes: 64,
  maxEnvJournalBytes: 1 << 10,
  memoryBudgetBytes: 1 << 30,
  idleTimeoutMs: 0,
  workers: 0,
  maxSteps: 3,
  compiledCacheSize: 4,
};

function refusedWith(result: HostResult<unknown>, reason: RefusalReason, pattern: RegExp): void {
  assert.ok(isRefusal(result), `a refusal, got ${JSON.stringify(result)}`);
  assert.equal(result.refused, reason);
  assert.match(result.message, pattern);
}

test("the host returns refusals, not exceptions, and a refused call changes nothing", async () => {
  const host = new EnvHost(GAMES, OPTIONS, defaultShards(GAMES, OPTIONS));
  try {
    const [id] = accepted(host.create());
    refusedWith(host.create(2), "env_limit", /environment limit reached \(1 live, at most 2\)/);
    assert.equal(host.size, 1);

    refusedWith(await host.stepOne(id, "look"), "not_reset", /has not been reset/);
    refusedWith(await host.step([7], ["look"]), "unknown_env", /The id 7 is not valid/);
    refusedWith(await host.reset([id], [GAMES.length], "Text"), "unknown_game", /out of range/);
    assert.equal(await host.snapshot(id), null, "the refused reset started nothing");

    const [reply] = accepted(await host.reset([id], [0], "Text"));
    assert.match(reply.observation, /Your task is to:/);
    refusedWith(await host.stepOne(id, "x".repeat(65)), "action_too_long", /action of 65 bytes refused/);
    assert.equal(host.journalBytes, 0, "a refused step charges nothing");

    // The step limit ends the episode in the shard; its refusal comes back as the host's.
    for (let i = 0; i < OPTIONS.maxSteps; i++) accepted(await host.stepOne(id, "look"));
    refusedWith(await host.stepOne(id, "look"), "episode_finished", /has finished/);

    accepted(await host.close([id]));
    refusedWith(await host.close([id]), "closed_env", /has been deleted/);
    refusedWith(await host.startedSnapshot(id), "closed_env", /has been deleted/);
  } finally {
    await host.stop();
  }
});

test("past the memory budget a reset onto a game not held is refused", async () => {
  const host = new EnvHost(GAMES, { ...OPTIONS, memoryBudgetBytes: 1000 }, defaultShards(GAMES, OPTIONS));
  try {
    const [id] = accepted(host.create());
    refusedWith(await host.reset([id], [0], "Text"), "budget_exhausted", /server memory budget reached/);
    assert.equal(host.compiledBytes, 0);
  } finally {
    await host.stop();
  }
});

test("the host runs on the shards it is given; a stopped one is refused as shard_unavailable", async () => {
  const shard = new LocalShard(GAMES, { maxSteps: 3, compiledCacheSize: 4, compiledCacheBytes: 64 << 20 });
  const host = new EnvHost(GAMES, OPTIONS, [shard]);
  const [id] = accepted(host.create());
  accepted(await host.reset([id], [1], "Text"));
  assert.equal(shard.core.stats().live, 1, "the env runs on the given shard");
  await shard.stop();
  refusedWith(await host.stepOne(id, "look"), "shard_unavailable", /env shard stopped/);
  assert.equal(host.journalBytes, 0, "the refused step's charge was given back");
});

test("the transports' table gives each refusal the status the servers answer with", () => {
  const error = (() => {
    try {
      accepted({ refused: "budget_exhausted", message: "full" });
    } catch (caught) {
      return caught;
    }
  })();
  assert.ok(error instanceof RequestError);
  assert.equal(error.status, 429);
  assert.equal(error.message, "full");
  assert.deepEqual(REFUSAL_STATUS, {
    unknown_env: 404,
    closed_env: 404,
    not_reset: 409,
    episode_finished: 409,
    env_limit: 429,
    action_too_long: 413,
    journal_full: 429,
    budget_exhausted: 429,
    unknown_game: 422,
    unplayable_game: 422,
    shard_unavailable: 503,
  });
});
