// The Python OpenEnv client, Gymnasium-style loop and verifiers-style load_environment()
// (python/seedworld/openenv_client.py, verifiers_env.py; standard library only) against the real
// env server: starts it here on ../shared/alfworld (with a token) and runs python/tests/test_openenv.py.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AlfworldEnv, solveWithExpert } from "../../engine/index.js";
import { scanCatalog } from "../env/catalog.js";
import { CompiledGames } from "../../games/catalog.js";
import { startEnvServer } from "../env-server.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SCRIPT = path.join(repoRoot, "python/tests/test_openenv.py");
const PYTHON = ["/usr/bin/python3", "python3"].find((candidate) => spawnSync(candidate, ["--version"]).status === 0);
const missing = PYTHON ? false : "python3 is not installed: the Python OpenEnv checks are skipped";

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd: repoRoot });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

test("Python: OpenEnv client, Gymnasium-style loop and load_environment() win official games against the real server", { skip: missing }, async () => {
  const games = scanCatalog([path.resolve(repoRoot, "../shared/alfworld")]);
  const shared = new CompiledGames();
  // Three valid_seen games of different task types and the expert's winning actions.
  const picked = [...new Map(games.filter((g) => g.gamefile.startsWith("json_2.1.1/valid_seen/")).map((g) => [g.taskType, g])).values()].slice(0, 3);
  const expert = Object.fromEntries(picked.map((game) => {
    const result = solveWithExpert(new AlfworldEnv(shared.get(game.abs)));
    assert.ok(result.won, game.gamefile);
    return [game.gamefile, result.actions];
  }));
  const token = "openenv-python-token-7";
  const server = await startEnvServer({ games, token, workers: 1 });
  try {
    const env = { ...process.env, SEEDWORLD_ENV_URL: server.url, SEEDWORLD_ENV_TOKEN: token, SEEDWORLD_EXPERT_RUNS: JSON.stringify(expert), PYTHONDONTWRITEBYTECODE: "1" };
    const { code, output } = await run(PYTHON!, [SCRIPT], env);
    assert.equal(code, 0, output);
    assert.match(output, /\nOK\s*$/);
    assert.doesNotMatch(output, /skipped/);
    for (const name of ["Protocol", "GymnasiumLoop", "VerifiersEnvironment"]) assert.match(output, new RegExp(`\\(__main__\\.${name}\\.`));
  } finally {
    await server.close();
  }
});
