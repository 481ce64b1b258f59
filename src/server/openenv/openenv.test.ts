// OpenEnv's protocol on the env server, driven over real HTTP and WebSocket on 127.0.0.1 by
// clients written from the protocol (test-client.ts; and Node's own WebSocket client in a child
// process): official games played to a win with the expert's actions, the task listing, the
// schema, errors as {type: "error"}, and the same Host/Origin/token checks as every other route.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { AlfworldEnv, solveWithExpert } from "../../engine/index.js";
import { type CatalogGame } from "../env/catalog.js";
import { CompiledGames } from "../../games/catalog.js";
import { OpenEnvHttpClient, OpenEnvWsClient } from "./test-client.js";
import { withServer, GAMES } from "../test-support.js";

const shared = new CompiledGames();

function expertActions(game: CatalogGame): string[] {
  const run = solveWithExpert(new AlfworldEnv(shared.get(game.abs)));
  assert.ok(run.won, game.gamefile);
  return run.actions;
}

/** One official game of each task type, by catalog key. */
const ONE_PER_TASK = [...new Map(GAMES.filter((g) => g.gamefile.includes("/valid_seen/")).map((g) => [g.taskType, g])).values()];

test("HTTP: health, metadata, schema, task listing by split and index", async () => {
  await withServer({}, async (server) => {
    const client = new OpenEnvHttpClient(`${server.url}/openenv`);
    assert.deepEqual((await client.call("GET", "/health")).json, { status: "healthy" });
    const metadata = (await client.call("GET", "/metadata")).json;
    assert.equal(metadata.name, "alfworld");
    const schema = (await client.call("GET", "/schema")).json;
    assert.deepEqual(Object.keys(schema).sort(), ["action", "observation", "state"], "OpenEnv's SchemaResponse forbids other keys");
    assert.ok(
      ["done", "reward", "metadata"].every((field) => field in schema.observation.properties),
      "Observation's base fields",
    );
    assert.deepEqual(schema.action.required, ["command"]);
    assert.ok(["text", "admissible_commands", "won", "task"].every((field) => field in schema.observation.properties));
    const tasks = (await client.call("GET", "/tasks")).json;
    assert.equal(tasks.count, 45);
    assert.deepEqual(Object.keys(tasks.splits).sort(), ["valid_seen", "valid_train", "valid_unseen"]);
    assert.equal(
      Object.values(tasks.splits as Record<string, number>).reduce((a, b) => a + b, 0),
      45,
    );
    const page = (await client.call("GET", "/tasks/valid_seen?offset=2&limit=3")).json;
    assert.equal(page.tasks.length, 3);
    assert.equal(page.tasks[0].index, 2);
    const one = (await client.call("GET", "/tasks/valid_seen/2")).json;
    assert.deepEqual(one, page.tasks[0]);
    assert.ok(one.gamefile.startsWith("json_2.1.1/valid_seen/"));
    assert.equal((await client.call("GET", "/tasks/valid_seen/999")).status, 404);
    assert.equal((await client.call("GET", "/tasks/nope")).status, 404);
  });
});

test("HTTP: official games of every task type played to a win by episode_id; errors are 4xx", async () => {
  await withServer({ workers: 1 }, async (server) => {
    const client = new OpenEnvHttpClient(`${server.url}/openenv`);
    assert.equal(ONE_PER_TASK.length, 6);
    for (const game of ONE_PER_TASK) {
      const episodeId = `ep-${game.index}`;
      const reset = await client.reset({ gamefile: game.gamefile, episode_id: episodeId });
      assert.equal(reset.status, 200);
      assert.deepEqual(Object.keys(reset.json), ["observation", "reward", "done"], "OpenEnv's ResetResponse forbids other keys");
      assert.equal(reset.json.done, false);
      assert.equal(reset.json.reward, null);
      assert.match(reset.json.observation.text, /Your task is to: /);
      assert.ok(reset.json.observation.admissible_commands.includes("look"));
      assert.equal(reset.json.observation.gamefile, game.gamefile);
      let last: any;
      for (const command of expertActions(game)) {
        last = await client.step(command, episodeId);
        assert.equal(last.status, 200);
        assert.deepEqual(Object.keys(last.json), ["observation", "reward", "done"]);
      }
      assert.deepEqual([last.json.reward, last.json.done, last.json.observation.won], [1, true, true], game.gamefile);
      const state = (await client.call("GET", `/state?episode_id=${episodeId}`)).json;
      assert.deepEqual(
        [state.episode_id, state.done, state.won, state.step_count, state.gamefile],
        [episodeId, true, true, expertActions(game).length, game.gamefile],
      );
      assert.equal((await client.step("look", episodeId)).status, 409, "a finished episode takes no more steps");
    }
    // Without episode_id: the last episode reset without one (a single-env OpenEnv server).
    const bySeed = await client.reset({ split: "valid_unseen", seed: 7 });
    assert.equal(bySeed.status, 200);
    assert.equal((await client.step("look")).json.observation.step, 1);
    const raw = await fetch(`${server.url}/openenv/step`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: { command: "look" } }),
    });
    assert.match(await raw.text(), /"reward":0\.0,"done":false}$/, "the reward is a float on the wire, as Python's server writes it");
    const current = (await client.call("GET", "/state")).json;
    assert.equal(current.step_count, 2);
    assert.match(current.episode_id, /^[0-9a-f-]{36}$/);
    assert.equal((await client.reset({ index: 45 })).status, 422);
    assert.equal((await client.reset({ split: "test" })).status, 422);
    assert.equal((await client.reset({ gamefile: "/etc/passwd" })).status, 422);
    assert.equal(
      (await client.reset({ gamefile: GAMES[0].gamefile, render: true })).status,
      200,
      "other reset fields are ignored, as OpenEnv does",
    );
    assert.equal((await client.call("POST", "/step", { action: { command: "look", extra: 1 } })).status, 422, "the action is strict");
    assert.equal((await client.call("POST", "/step", { action: { cmd: "look" } })).status, 422);
    assert.equal((await client.step("look", "never-reset")).status, 404);
    const tooLong = await client.step("x".repeat(2000), current.episode_id);
    assert.equal(tooLong.status, 413, "the action limit applies");
    assert.match(tooLong.json.detail, /at most 1024 bytes/, "errors as FastAPI's {detail}");
    assert.deepEqual(Object.keys((await client.step("look", "never-reset")).json), ["detail"]);
  });
});

test("WebSocket: one session per connection plays official games to a win; errors come back as {type: 'error'}", async () => {
  await withServer({ workers: 1 }, async (server) => {
    const ws = await OpenEnvWsClient.connect(`${server.url.replace("http:", "ws:")}/openenv/ws`);
    try {
      for (const game of ONE_PER_TASK) {
        const reset = await ws.ask({ type: "reset", data: { gamefile: game.gamefile } });
        assert.equal(reset.type, "observation");
        assert.deepEqual(Object.keys(reset.data), ["observation", "reward", "done"]);
        let reply: any;
        for (const command of expertActions(game)) reply = await ws.ask({ type: "step", data: { command } });
        assert.deepEqual(
          [reply.type, reply.data.reward, reply.data.done, reply.data.observation.won],
          ["observation", 1, true, true],
          game.gamefile,
        );
        const state = await ws.ask({ type: "state" });
        assert.equal(state.type, "state");
        assert.equal(state.data.gamefile, game.gamefile);
        assert.equal(state.data.won, true);
      }
      assert.deepEqual((await ws.ask("{not json")).data.code, "INVALID_JSON");
      assert.deepEqual(await ws.ask({ type: "dance" }), {
        type: "error",
        data: { message: "Unknown message type: dance", code: "UNKNOWN_TYPE" },
      });
      assert.equal((await ws.ask({ type: "step", data: { command: 7 } })).data.code, "VALIDATION_ERROR");
      assert.equal((await ws.ask({ type: "reset", data: { index: 999 } })).data.code, "VALIDATION_ERROR");
      assert.equal((await ws.ask({ type: "step", data: { command: "look" } })).type, "error", "the last episode is done");
      // A message in two fragments, and a ping, as a real client may send them.
      ws.sendRaw(Buffer.from('{"type": "reset", "data": {"spl'), 0x1, false);
      ws.sendRaw(Buffer.from('it": "valid_seen", "index": 0}}'), 0x0, true);
      assert.equal((await ws.next()).type, "observation");
      ws.sendRaw(Buffer.from("hi"), 0x9, true);
      assert.deepEqual(await ws.next(), { pong: "hi" });
      const live = (await (await fetch(`${server.url}/info`)).json()).live_envs;
      assert.equal(live, 1, "one env for this connection");
      ws.send({ type: "close" });
      assert.equal(await ws.next(), null);
      assert.equal(ws.closeCode, 1000);
    } finally {
      ws.end();
    }
    // The connection's env goes with it (closed just after the close frame is answered; bounded wait).
    let live = -1;
    for (let tries = 0; tries < 200 && live !== 0; tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 10));
      live = (await (await fetch(`${server.url}/info`)).json()).live_envs;
    }
    assert.equal(live, 0);
  });
});

test("WebSocket: foreign Origin/Host and missing token are refused at the handshake; oversized messages close the connection", async () => {
  await withServer({ token: "ws-token-1" }, async (server) => {
    const url = `${server.url.replace("http:", "ws:")}/openenv/ws`;
    const auth = { authorization: "Bearer ws-token-1" };
    await assert.rejects(OpenEnvWsClient.connect(url), { status: 401 });
    await assert.rejects(OpenEnvWsClient.connect(url, { ...auth, origin: "https://evil.example" }), { status: 403 });
    await assert.rejects(OpenEnvWsClient.connect(url, { ...auth, host: `evil.example:${server.port}` }), { status: 403 });
    await assert.rejects(OpenEnvWsClient.connect(`${server.url.replace("http:", "ws:")}/elsewhere`, auth), { status: 404 });
    const ws = await OpenEnvWsClient.connect(url, auth);
    ws.send({ type: "step", data: { command: "x".repeat(70_000) } });
    assert.equal(await ws.next(), null);
    assert.equal(ws.closeCode, 1009);
    ws.end();
    assert.equal((await fetch(`${server.url}/openenv/health`)).status, 200);
  });
  // Connections left open when the server stops are told so (1001) and dropped: close() does not wait on them.
  const open: OpenEnvWsClient[] = [];
  await withServer({ maxEnvs: 2 }, async (server) => {
    const url = `${server.url.replace("http:", "ws:")}/openenv/ws`;
    open.push(await OpenEnvWsClient.connect(url), await OpenEnvWsClient.connect(url));
    await assert.rejects(OpenEnvWsClient.connect(url), { status: 503 });
  });
  for (const ws of open) {
    assert.equal(await ws.next(), null);
    assert.equal(ws.closeCode, 1001);
    ws.end();
  }
});

test("WebSocket: a client pipelining 90 messages without waiting gets every answer, in order", async () => {
  await withServer({}, async (server) => {
    const ws = await OpenEnvWsClient.connect(`${server.url.replace("http:", "ws:")}/openenv/ws`);
    try {
      assert.equal((await ws.ask({ type: "reset", data: { split: "valid_seen", index: 1 } })).type, "observation");
      for (let i = 0; i < 90; i++) ws.send({ type: i % 2 ? "state" : "step", data: { command: "look" } });
      for (let i = 0; i < 90; i++) {
        const reply = await ws.next();
        assert.equal(i % 2 ? reply.data.step_count : reply.data.observation.step, Math.ceil((i + 1) / 2));
      }
    } finally {
      ws.end();
    }
  });
});

test("WebSocket framing: binary, invalid UTF-8 and a stray continuation frame close the connection with RFC 6455's codes", async () => {
  await withServer({}, async (server) => {
    const url = `${server.url.replace("http:", "ws:")}/openenv/ws`;
    const cases: Array<[string, Buffer, number, boolean, number]> = [
      ["binary message", Buffer.from("{}"), 0x2, true, 1003],
      ["invalid UTF-8", Buffer.from([0x7b, 0xff, 0x7d]), 0x1, true, 1007],
      ["continuation with nothing to continue", Buffer.from("{}"), 0x0, true, 1002],
      ["fragmented ping", Buffer.from("x"), 0x9, false, 1002],
    ];
    for (const [name, payload, opcode, fin, code] of cases) {
      const ws = await OpenEnvWsClient.connect(url);
      ws.sendRaw(payload, opcode, fin);
      assert.equal(await ws.next(), null, name);
      assert.equal(ws.closeCode, code, name);
      ws.end();
    }
    assert.equal((await fetch(`${server.url}/openenv/health`)).status, 200);
  });
});

test("Node's own WebSocket client (undici, another implementation) plays an official game to a win", async () => {
  await withServer({}, async (server) => {
    const game = ONE_PER_TASK[0];
    const script = `
      const ws = new WebSocket(process.argv[1]);
      const actions = JSON.parse(process.argv[2]);
      let sent = 0;
      ws.onopen = () => ws.send(JSON.stringify({ type: "reset", data: { gamefile: process.argv[3] } }));
      ws.onmessage = (event) => {
        const reply = JSON.parse(event.data);
        if (reply.type !== "observation") { console.log("ERROR " + event.data); process.exit(1); }
        if (sent < actions.length) return ws.send(JSON.stringify({ type: "step", data: { command: actions[sent++] } }));
        console.log(JSON.stringify(reply.data));
        ws.send(JSON.stringify({ type: "close" }));
      };
      ws.onclose = (event) => { console.log("CLOSED " + event.code); };
    `;
    const child = spawn(process.execPath, [
      "--experimental-websocket",
      "--no-warnings",
      "-e",
      script,
      `${server.url.replace("http:", "ws:")}/openenv/ws`,
      JSON.stringify(expertActions(game)),
      game.gamefile,
    ]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on("close", resolve));
    assert.equal(code, 0, output);
    const [result, closed] = output.trim().split("\n");
    const final = JSON.parse(result);
    assert.deepEqual([final.reward, final.done, final.observation.won], [1, true, true]);
    assert.equal(closed, "CLOSED 1000");
  });
});
