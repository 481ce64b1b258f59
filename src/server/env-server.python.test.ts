// The Python client (clients/python, standard library only) against the real env server: starts
// the server here and runs clients/python/test_seedworld_env.py with the machine's python3.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanCatalog } from "./env/catalog.js";
import { startEnvServer } from "./env-server.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCRIPT = path.join(repoRoot, "clients/python/test_seedworld_env.py");
const python = spawnSync("python3", ["--version"], { encoding: "utf8" });
const missing = python.error || python.status !== 0 ? "python3 is not installed: the Python client test is skipped" : false;

/** Async spawn: the server answers from this same event loop while Python runs. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd: repoRoot });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

test("Python client: AgentGym API, batch API and verl-agent AlfworldEnvs against the real server", { skip: missing }, async () => {
  const token = "python-client-token-42";
  const server = await startEnvServer({ games: scanCatalog([path.resolve(repoRoot, "../shared/alfworld")]), token });
  try {
    const env = { ...process.env, SEEDWORLD_ENV_URL: server.url, SEEDWORLD_ENV_TOKEN: token, PYTHONDONTWRITEBYTECODE: "1" };
    const { code, output } = await run("python3", [SCRIPT], env);
    assert.equal(code, 0, output);
    assert.match(output, /OK/);
    assert.doesNotMatch(output, /skipped/);
  } finally {
    await server.close();
  }
});
