// `seedworld serve` under hostile or mistaken requests (issue 22), over real HTTP on 127.0.0.1:
// bodies over the limit get 413 (the server never reads them whole), requests a web page could
// make get 403/415, `--model expert` plays only games of its own catalog (a path the request
// names is a key, never read), and client mistakes are 4xx with OpenAI's error body, not 500.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { servedModelFor } from "../cli/serve.js";
import { scanCatalog } from "../games/catalog.js";
import { startOpenAIServer, type RunningServer } from "./openai-server.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED = path.resolve(repoRoot, "../shared/alfworld");
const GAMES = scanCatalog([SHARED]).games;

async function chat(server: RunningServer, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const messages = [{ role: "user", content: "act" }];

test("serve: oversized bodies 413, cross-origin 403, text/plain 415, bad JSON 400, unknown route 404", async () => {
  const server = await startOpenAIServer(await servedModelFor("random", { seed: 1, upstreamKeyEnv: "X" }), { maxBodyBytes: 10_000 });
  try {
    const big = await chat(server, { messages: [{ role: "user", content: "x".repeat(20_000) }] });
    assert.equal(big.status, 413);
    assert.equal(big.json.error.message, "request body over 10000 bytes");
    assert.equal((await chat(server, { messages }, { origin: "https://evil.example" })).status, 403);
    // Guided decoding is refused, not ignored: a run that asked for it must not be measured without it.
    const guided = await chat(server, { messages, guided_regex: "<action>look</action>" });
    assert.equal(guided.status, 400);
    assert.match(guided.json.error.message, /^guided_regex \(guided decoding\) is not supported by this server/);
    assert.equal((await chat(server, { messages, response_format: { type: "json_object" } })).status, 400);
    assert.equal((await chat(server, { messages, response_format: { type: "text" } })).status, 200);
    const plain = await chat(server, JSON.stringify({ messages }), { "content-type": "text/plain;charset=UTF-8" });
    assert.equal(plain.status, 415);
    assert.match(plain.json.error.message, /application\/json/);
    assert.equal((await chat(server, "{")).status, 400);
    assert.equal((await chat(server, { messages: [] })).status, 400);
    const missing = await fetch(`${server.url}/nothing-here`);
    assert.equal(missing.status, 404);
    assert.equal((await chat(server, { messages })).status, 200, "still serving");
  } finally {
    await server.close();
  }
});

test("serve --model expert: games by catalog key (or the catalog's own path); other paths 422 and never read", async () => {
  const server = await startOpenAIServer(await servedModelFor("expert", { seed: 0, upstreamKeyEnv: "X", games: [SHARED] }));
  try {
    const game = GAMES[3];
    const byKey = await chat(server, { messages, seedworld: { gamefile: game.gamefile, actions: [] } });
    assert.equal(byKey.status, 200);
    assert.match(byKey.json.choices[0].message.content, /<action>go to /);
    assert.equal((await chat(server, { messages, seedworld: { gamefile: game.abs, actions: ["look"] } })).status, 200);
    const elsewhere = `/data/copy/of/alfworld/${game.gamefile}`;
    assert.equal(
      (await chat(server, { messages, seedworld: { gamefile: elsewhere, actions: [] } })).status,
      200,
      "another copy of the data root, by its json_2.1.1 key",
    );
    for (const gamefile of [
      "/etc/passwd",
      "../../etc/hosts/game.tw-pddl",
      path.join(repoRoot, "package.json"),
      `${path.dirname(game.abs)}/../x/game.tw-pddl`,
    ]) {
      const reply = await chat(server, { messages, seedworld: { gamefile, actions: [] } });
      assert.equal(reply.status, 422, gamefile);
      assert.match(reply.json.error.message, /^unknown game ".*": not in this server's catalog \(45 games\)$/);
    }
    assert.equal((await chat(server, { messages })).status, 400, "no episode context");
    assert.equal((await chat(server, { messages, seedworld: { gamefile: game.gamefile, actions: [7] } })).status, 422);
    assert.equal((await chat(server, { messages, seedworld: { gamefile: game.gamefile, actions: Array(51).fill("look") } })).status, 422);
  } finally {
    await server.close();
  }
});
