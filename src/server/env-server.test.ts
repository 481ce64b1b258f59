// The env server over real ALFWorld games (../shared/alfworld), driven through real HTTP: AgentGym's
// API and reply shapes, the batch API, limits, auth, idle expiry and the game catalogs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AlfworldEnv, solveWithExpert } from "../engine/index.js";
import { CompiledGames, scanCatalog } from "../games/catalog.js";
import { agentGymNumbering } from "./env/catalog.js";
import type { RunningEnvServer } from "./env-server.js";
import { withServer, GAMES, SHARED_GAMES as SHARED } from "./test-support.js";

async function call(server: RunningEnvServer, method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const sent = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  const withType = sent === undefined ? headers : { "content-type": "application/json", ...headers };
  const response = await fetch(`${server.url}${route}`, { method, headers: withType, body: sent });
  return { status: response.status, json: (await response.json()) as any };
}
const post = (server: RunningEnvServer, route: string, body?: unknown, headers?: Record<string, string>) =>
  call(server, "POST", route, body, headers);
const get = (server: RunningEnvServer, route: string, headers?: Record<string, string>) => call(server, "GET", route, undefined, headers);

/** Expert actions that win `game` (computed on the engine directly). */
function winningActions(game: number): string[] {
  const run = solveWithExpert(new AlfworldEnv(new CompiledGames().get(GAMES[game].abs)));
  assert.ok(run.won);
  return run.actions;
}

test("catalog: the shared games are found, keyed from json_2.1.1/ and filtered by split and task type", () => {
  assert.equal(GAMES.length, 45);
  assert.ok(GAMES.every((g, i) => g.index === i && g.gamefile.startsWith("json_2.1.1/")));
  const seen = scanCatalog([SHARED], { splits: ["valid_seen"], taskTypes: ["pick_and_place_simple"] }).games;
  assert.ok(seen.length > 0 && seen.every((g) => g.gamefile.startsWith("json_2.1.1/valid_seen/pick_and_place_simple-")));
});

test("AgentGym API: create, reset, step, observation, available_actions, detail, close in its shapes", async () => {
  await withServer({}, async (server) => {
    assert.deepEqual((await get(server, "/")).json, "This is environment AlfWorld.");
    assert.deepEqual((await post(server, "/create")).json, { id: 0 });
    assert.deepEqual((await post(server, "/create")).json, { id: 1 });
    assert.deepEqual((await get(server, "/detail?id=0")).json, { done: false, reward: 0, deleted: false });

    const game = 3;
    const reset = await post(server, "/reset", { id: 0, game, world_type: "Text" });
    assert.equal(reset.status, 200);
    assert.deepEqual(Object.keys(reset.json), ["id", "observation", "available_actions", "task_type"]);
    const [taskFolder, trial] = GAMES[game].gamefile.split("/").slice(-3, -1);
    assert.equal(reset.json.task_type, `${taskFolder}/${trial}`);
    // AgentGym drops the banner paragraph and joins the rest with one newline.
    assert.match(reset.json.observation, /^You are in the middle of a room\. .*\nYour task is to: /);
    assert.ok(!reset.json.observation.includes("Welcome to TextWorld"));
    assert.ok(reset.json.available_actions.includes("look"));

    const actions = winningActions(game);
    let step: any;
    for (const action of actions) {
      step = await post(server, "/step", { id: 0, action });
      assert.equal(step.status, 200);
      assert.deepEqual(Object.keys(step.json), ["observation", "reward", "available_actions", "done"]);
    }
    assert.equal(step.json.reward, 1);
    assert.equal(step.json.done, true);
    assert.equal((await get(server, "/observation?id=0")).json, step.json.observation);
    assert.deepEqual((await get(server, "/available_actions?id=0")).json, step.json.available_actions);
    assert.deepEqual((await get(server, "/detail?id=0")).json, {
      world_type: "Text",
      game,
      observation: step.json.observation,
      available_actions: step.json.available_actions,
      done: true,
      reward: 1,
      deleted: false,
    });
    const finished = await post(server, "/step", { id: 0, action: "look" });
    assert.deepEqual(finished, { status: 409, json: { error: "The task with environment 0 has finished." } });
    // A finished env can be reset again, as in AgentGym.
    assert.equal((await post(server, "/reset", { id: 0, game, world_type: "Text" })).status, 200);

    assert.deepEqual((await post(server, "/close", { id: 0 })).json, { id: 0, closed: true });
    assert.deepEqual(await post(server, "/step", { id: 0, action: "look" }), {
      status: 404,
      json: { error: "The task with environment 0 has been deleted." },
    });
    assert.deepEqual(await get(server, "/detail?id=7"), { status: 404, json: { error: "The id 7 is not valid." } });
  });
});

test("AgentGym API: invalid commands answer 'Nothing happens.' and count toward the step limit", async () => {
  await withServer({ maxSteps: 3 }, async (server) => {
    const { id } = (await post(server, "/create")).json;
    await post(server, "/reset", { id, game: 0, world_type: "Text" });
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push((await post(server, "/step", { id, action: "dance" })).json);
    assert.ok(replies.every((r) => r.observation === "Nothing happens." && r.reward === 0));
    assert.deepEqual(
      replies.map((r) => r.done),
      [false, false, true],
    );
  });
});

test("batch API: many envs reset by index or gamefile, stepped in one request, raw observations", async () => {
  await withServer({}, async (server) => {
    const { ids } = (await post(server, "/batch/create", { count: 3 })).json;
    assert.deepEqual(ids, [0, 1, 2]);
    const reset = await post(server, "/batch/reset", { ids, games: [3, 3, GAMES[5].gamefile] });
    assert.equal(reset.status, 200);
    const results = reset.json.results;
    assert.deepEqual(
      results.map((r: any) => [r.id, r.game, r.gamefile]),
      [
        [0, 3, GAMES[3].gamefile],
        [1, 3, GAMES[3].gamefile],
        [2, 5, GAMES[5].gamefile],
      ],
    );
    // verl-agent's AlfworldEnvs hands on TextWorld's text: the banner stays.
    assert.ok(results[0].observation.startsWith("-= Welcome to TextWorld, ALFRED! =-\n\n"));
    // Two envs on one game share one compiled game.
    assert.equal((await get(server, "/info")).json.compiled_games, 2);

    const win = winningActions(3);
    let last: any;
    for (const action of win) last = (await post(server, "/batch/step", { ids: [0, 1], actions: [action, "dance"] })).json.results;
    assert.deepEqual(Object.keys(last[0]), ["id", "observation", "reward", "won", "done", "admissible", "steps", "available_actions"]);
    assert.equal(last[0].won, true);
    assert.equal(last[0].done, true);
    assert.equal(last[1].admissible, false);
    assert.equal(last[1].observation, "Nothing happens.");
    // A finished env answers its final result again instead of an error (env managers step every env).
    const again = (await post(server, "/batch/step", { ids: [0], actions: ["look"] })).json.results[0];
    assert.deepEqual(again, last[0]);
    assert.deepEqual((await post(server, "/batch/close", { ids })).json, { closed: ids });
    assert.equal((await get(server, "/info")).json.live_envs, 0);
  });
});

for (const workers of [0, 2])
  test(`batch API: a refused batch changes no env (workers: ${workers})`, async () => {
    await withServer({ workers }, async (server) => {
      const { ids } = (await post(server, "/batch/create", { count: 2 })).json;
      await post(server, "/batch/reset", { ids, games: [0, 1] });
      const unknown = await post(server, "/batch/step", { ids: [0, 99], actions: ["inventory", "look"] });
      assert.equal(unknown.status, 404);
      assert.equal((await post(server, "/batch/step", { ids: [0, 0], actions: ["look", "look"] })).status, 422);
      assert.equal((await post(server, "/batch/step", { ids: [0, 1], actions: ["look"] })).status, 422);
      assert.equal((await post(server, "/batch/reset", { ids: [0, 1], games: [2, 10 ** 6] })).status, 422);
      assert.equal((await post(server, "/batch/reset", { ids: [0, 1], games: [2, "json_2.1.1/nope/game.tw-pddl"] })).status, 422);
      const detail = (await get(server, "/detail?id=0")).json;
      assert.equal(detail.game, 0);
      assert.ok(detail.observation.startsWith("You are in the middle of a room."), "still the reset text: no step happened");
    });
  });

test("worker threads: the same requests get the same replies as the server's own thread", async () => {
  const session = async (server: RunningEnvServer) => {
    const replies: unknown[] = [];
    const { ids } = (await post(server, "/batch/create", { count: 6 })).json;
    replies.push((await post(server, "/batch/reset", { ids, games: [0, 7, 7, 12, 30, 44] })).json);
    let seed = 7;
    for (let round = 0; round < 25; round++) {
      const state = (await post(server, "/batch/step", { ids, actions: ids.map(() => "look") })).json;
      const actions = state.results.map((r: any) => r.available_actions[(seed = (seed * 31 + round) % 9973) % r.available_actions.length]);
      replies.push((await post(server, "/batch/step", { ids, actions })).json);
    }
    replies.push((await post(server, "/step", { id: 3, action: "inventory" })).json, (await get(server, "/detail?id=4")).json);
    replies.push((await get(server, "/observation?id=5")).json, (await get(server, "/available_actions?id=1")).json);
    return replies;
  };
  let inThread: unknown[] = [];
  await withServer({}, async (server) => void (inThread = await session(server)));
  await withServer({ workers: 2 }, async (server) => {
    assert.equal((await get(server, "/info")).json.workers, 2);
    assert.deepEqual(await session(server), inThread);
  });
});

test("worker threads: a game that cannot be played refuses the whole batch across workers", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seedworld-env-broken-"));
  const broken = path.join(dir, "game.tw-pddl");
  writeFileSync(broken, JSON.stringify({ pddl_domain: "(define", grammar: "{}", pddl_problem: "(", solvable: true }));
  const games = [...scanCatalog([broken]).games, ...GAMES.slice(0, 2)].map((g, index) => ({ ...g, index }));
  await withServer({ games, workers: 2 }, async (server) => {
    const { ids } = (await post(server, "/batch/create", { count: 2 })).json;
    // Games run on worker game % 2: env 0 plays game 2 on worker 0, env 1 game 1 on worker 1.
    assert.equal((await post(server, "/batch/reset", { ids, games: [2, 1] })).status, 200);
    // Env 0 would move to game 1 (worker 1, fine), env 1 to the broken game 0 (worker 0).
    const refused = await post(server, "/batch/reset", { ids, games: [1, 0] });
    assert.equal(refused.status, 422);
    assert.match(refused.json.error, /game 0 cannot be played/);
    assert.equal((await get(server, "/detail?id=0")).json.game, 2, "env 0 was not reset");
    assert.equal((await get(server, "/detail?id=1")).json.game, 1, "env 1 was not reset");
    assert.equal((await post(server, "/batch/reset", { ids, games: [1, 2] })).status, 200, "envs move between workers");
    assert.equal((await get(server, "/detail?id=0")).json.game, 1);
    assert.equal((await get(server, "/info")).json.compiled_games, 2, "each game compiled by one worker only");
    assert.equal((await post(server, "/batch/step", { ids, actions: ["look", "look"] })).status, 200, "both workers still serve");
  });
});

test("worker threads: an env closed while its reset is in flight leaves nothing behind", async () => {
  await withServer({ workers: 2 }, async (server) => {
    const { ids } = (await post(server, "/batch/create", { count: 4 })).json;
    // The resets wait for their workers to compile the games; the close is answered meanwhile.
    const resets = post(server, "/batch/reset", { ids, games: [5, 6, 7, 8] });
    const closed = post(server, "/batch/close", { ids: [ids[0], ids[1]] });
    assert.equal((await closed).status, 200);
    assert.equal((await resets).status, 200);
    const info = (await get(server, "/info")).json;
    assert.equal(info.live_envs, 2);
    assert.equal(info.engine_envs, 2, "the closed envs' engine state was dropped too");
  });
});

test("worker threads: a worker that dies is restarted with every env as of its last answered request", async () => {
  await withServer({ workers: 2 }, async (server) => {
    const { ids } = (await post(server, "/batch/create", { count: 4 })).json;
    // Games 0 and 2 run on worker 0, game 1 on worker 1; env 3 is created but never reset.
    await post(server, "/batch/reset", { ids: [0, 1, 2], games: [0, 2, 1] });
    const plan = [winningActions(0), winningActions(2)];
    await post(server, "/batch/step", { ids: [0, 1, 2], actions: [plan[0][0], plan[1][0], "look"] });
    assert.equal((await post(server, "/step", { id: 0, action: plan[0][1] })).status, 200);
    const before = await Promise.all(ids.map((id: number) => get(server, `/detail?id=${id}`)));
    const admissible = (await get(server, "/available_actions?id=1")).json;

    await server.host.crashWorker(0);
    const after = await Promise.all(ids.map((id: number) => get(server, `/detail?id=${id}`)));
    assert.deepEqual(after, before, "every env as it was, the never-reset one too");
    assert.deepEqual((await get(server, "/available_actions?id=1")).json, admissible);

    // The rebuilt envs play on to the win from where they were.
    let last: any;
    for (const action of plan[0].slice(2)) last = (await post(server, "/step", { id: 0, action })).json;
    assert.equal(last.done, true);
    assert.equal(last.reward, 1);
    const info = (await get(server, "/info")).json;
    assert.equal(info.worker_restarts, 1);
    assert.equal(info.engine_envs, 3);
  });
});

test("bad requests get JSON 4xx and the server keeps serving", async () => {
  await withServer({ maxBodyBytes: 4096, maxEnvs: 4 }, async (server) => {
    const { id } = (await post(server, "/create")).json;
    assert.deepEqual(await post(server, "/step", '{"id": 0, "action":'), {
      status: 400,
      json: { error: "request body is not valid JSON" },
    });
    assert.equal((await post(server, "/step", { id })).status, 422);
    assert.equal((await post(server, "/reset", { id: "zero", game: 0 })).status, 422);
    assert.equal((await post(server, "/reset", { id, game: 0, world_type: "Moon" })).status, 422);
    assert.equal((await post(server, "/reset", { id, game: 0, world_type: "Embody" })).status, 422);
    assert.equal((await post(server, "/step", { id, action: "look" })).status, 409, "not reset yet");
    assert.equal((await get(server, "/observation?id=abc")).status, 422);
    assert.equal((await get(server, "/observation")).status, 422);
    assert.equal((await post(server, "/nope", {})).status, 404);
    const big = await post(server, "/step", { id, action: "x".repeat(10_000) });
    assert.equal(big.status, 413);
    assert.match(big.json.error, /over 4096 bytes/);
    assert.equal((await post(server, "/batch/create", { count: 4 })).status, 429, "4 live at most");
    assert.equal((await post(server, "/batch/create", { count: 3 })).status, 200);
    assert.equal((await post(server, "/create")).status, 429);
    assert.equal((await post(server, "/reset", { id, game: 0, world_type: "Text" })).status, 200, "still alive");
  });
});

test("bearer token: required on every route but / and /health, compared exactly", async () => {
  const token = "env-token-0123456789";
  await withServer({ token }, async (server) => {
    assert.equal((await get(server, "/health")).status, 200);
    const none = await post(server, "/create");
    assert.equal(none.status, 401);
    assert.ok(!JSON.stringify(none.json).includes(token));
    assert.equal((await post(server, "/create", undefined, { authorization: `Bearer ${token}x` })).status, 401);
    assert.equal((await post(server, "/create", undefined, { authorization: token })).status, 401);
    assert.deepEqual((await post(server, "/create", undefined, { authorization: `Bearer ${token}` })).json, { id: 0 });
  });
});

test("idle environments expire; touched ones stay", async () => {
  let now = 1_000_000;
  await withServer({ idleTimeoutS: 60, now: () => now }, async (server) => {
    const { ids } = (await post(server, "/batch/create", { count: 2 })).json;
    await post(server, "/batch/reset", { ids, games: [0, 1] });
    now += 50_000;
    await post(server, "/batch/step", { ids: [1], actions: ["look"] });
    now += 20_000;
    assert.equal(await server.host.expireIdle(), 1);
    assert.deepEqual(await get(server, "/detail?id=0"), { status: 404, json: { error: "The task with environment 0 has been deleted." } });
    assert.equal((await get(server, "/detail?id=1")).status, 200);
  });
});

test("AgentGym numbering: mappings_train.json over train, then mappings_test.json over valid_train, of the catalog's games", () => {
  const configs = mkdtempSync(path.join(os.tmpdir(), "seedworld-mappings-"));
  const taskDir = path.join(SHARED, "json_2.1.1/valid_train");
  const tasks = readdirSync(taskDir).sort().slice(0, 2);
  const entries = tasks.map((task, i) => ({ item_id: i, task_type: task, task_id: readdirSync(path.join(taskDir, task))[0] }));
  writeFileSync(path.join(configs, "mappings_train.json"), "[]");
  writeFileSync(path.join(configs, "mappings_test.json"), JSON.stringify(entries));
  const games = agentGymNumbering(scanCatalog([SHARED]), configs);
  assert.deepEqual(
    games.map((g) => [g.index, g.gamefile]),
    entries.map((e, i) => [i, `json_2.1.1/valid_train/${e.task_type}/${e.task_id}/game.tw-pddl`]),
  );
  writeFileSync(path.join(configs, "mappings_train.json"), JSON.stringify([{ task_type: "pick_x", task_id: "trial_1" }]));
  assert.throws(
    () => agentGymNumbering(scanCatalog([SHARED]), configs),
    /1 mapped games are missing from .*trial_1\/game\.tw-pddl is not there/,
  );
  // A mapped game the catalog found bad is refused with the catalog's reason, not numbered.
  const root = mkdtempSync(path.join(os.tmpdir(), "seedworld-mapped-root-"));
  const trial = path.join(root, "json_2.1.1/train/pick_x/trial_1");
  mkdirSync(trial, { recursive: true });
  writeFileSync(path.join(trial, "game.tw-pddl"), "");
  const catalog = scanCatalog([root]);
  assert.equal(catalog.problems.length, 1);
  assert.throws(() => agentGymNumbering(catalog, configs), /first: json_2\.1\.1\/train\/pick_x\/trial_1\/game\.tw-pddl: empty file/);
  rmSync(root, { recursive: true, force: true });
  rmSync(configs, { recursive: true, force: true });
});
