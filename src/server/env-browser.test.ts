// The cross-origin attack of issue 22 as it happened: a page on another origin, in headless
// Chromium, POSTs to a token-less env server with the requests a page may send without a CORS
// preflight (text/plain bodies, no-cors mode). Before the guard these created and closed envs;
// now the server refuses them and no env is created. Also the OpenEnv WebSocket from that page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanCatalog } from "../games/catalog.js";
import { startEnvServer } from "./env-server.js";
import { CHROMIUM, launchChromium, withoutChromium } from "./test-support.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

test("a page on another origin cannot create, step or close envs, nor open an OpenEnv WebSocket", { skip: withoutChromium }, async () => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install -y chromium`);
  const server = await startEnvServer({ games: scanCatalog([path.resolve(repoRoot, "../shared/alfworld")]).games });
  // The attacker's page, served from another port of the same machine (another origin).
  const page = createServer((_req, res) => res.end("<!doctype html><title>elsewhere</title>"));
  await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
  const pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    // A script string, not a function: the page must run exactly this code (no transpiler helpers).
    const outcome = (await tab.evaluate(`(async (env) => {
      const simple = (route, body) => fetch(env + route, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body }).then(() => "sent", (e) => "failed: " + e);
      const sent = [await simple("/create", "{}"), await simple("/batch/create", '{"count": 5}'), await simple("/batch/close", '{"ids": [0]}')];
      const readable = await fetch(env + "/games").then((r) => "read " + r.status, () => "blocked");
      const socket = await new Promise((resolve) => {
        const ws = new WebSocket(env.replace("http:", "ws:") + "/openenv/ws");
        ws.onopen = () => resolve("opened");
        ws.onerror = () => resolve("refused");
      });
      return { sent, readable, socket };
    })(${JSON.stringify(server.url)})`)) as { sent: string[]; readable: string; socket: string };
    // The browser did send them (no-cors requests go out; their answers are opaque to the page).
    assert.deepEqual(outcome.sent, ["sent", "sent", "sent"]);
    assert.equal(outcome.readable, "blocked");
    assert.equal(outcome.socket, "refused");
    const info = await (await fetch(`${server.url}/info`)).json();
    assert.equal(info.created_envs, 0, "no env was ever created");
    assert.equal(info.live_envs, 0);
  } finally {
    await browser.close();
    await new Promise((resolve) => page.close(resolve));
    await server.close();
  }
});
