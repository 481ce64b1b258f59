// What the server tests share: the shared official games as a catalog, a server started for one
// test body, and Python run as a child process (async, so the server keeps answering meanwhile).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser } from "playwright-core";
import { scanCatalog } from "../games/catalog.js";
import { startEnvServer, type EnvServerOptions, type RunningEnvServer } from "./env-server.js";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
export const SHARED_GAMES = path.resolve(REPO_ROOT, "../shared/alfworld");
export const GAMES = scanCatalog([SHARED_GAMES]).games;

/** Starts an env server on the shared games (plus `options`) for `body`, and closes it after. */
export async function withServer(options: Partial<EnvServerOptions>, body: (server: RunningEnvServer) => Promise<void>): Promise<void> {
  const server = await startEnvServer({ games: GAMES, ...options });
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

/** Debian's interpreter first: it is the one with torch for the pytest suite, and any python3 runs the checks. */
export const PYTHON = ["/usr/bin/python3", "python3"].find((candidate) => spawnSync(candidate, ["--version"]).status === 0);

/** Runs a command to its end, output collected; async so servers in this process keep answering. */
export function runChild(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd: REPO_ROOT });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A port on 127.0.0.1 where nothing listens: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A chat-completions endpoint that records each request body and answers `content`. */
export async function recordingServer(
  content = "ok",
): Promise<{ url: string; bodies: Record<string, unknown>[]; close: () => Promise<void> }> {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(text));
      res.setHeader("content-type", "application/json");
      const choice = { index: 0, message: { role: "assistant", content }, finish_reason: "stop" };
      res.end(JSON.stringify({ id: "x", object: "chat.completion", created: 0, model: "m", choices: [choice] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Debian's Chromium, which the browser tests drive (.ci/run installs it). */
/** Debian's Chromium; SEEDWORLD_CHROMIUM names another binary. */
export const CHROMIUM = process.env.SEEDWORLD_CHROMIUM || "/usr/bin/chromium";
/**
 * `skip` for the browser tests: a reason (counted and shown as skipped) when Chromium is absent,
 * unless SEEDWORLD_REQUIRE_CHROMIUM=1 (CI, where .ci/run installs it) makes it mandatory.
 */
export const withoutChromium: string | false =
  existsSync(CHROMIUM) || process.env.SEEDWORLD_REQUIRE_CHROMIUM === "1"
    ? false
    : `${CHROMIUM} is not installed (apt-get install chromium fonts-wqy-zenhei; .ci/run does this)`;
// On a closed network, without the background-networking flags Chromium keeps trying (and
// failing) connections at every start.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Headless Chromium as every browser test starts it. */
export async function launchChromium(): Promise<Browser> {
  // Loaded here: most tests that use this module never start a browser.
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}
