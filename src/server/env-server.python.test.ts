// The Python package (python/seedworld, standard library only for these checks) against the real
// env server: starts the server here on ../shared/alfworld and runs python/tests/with_server/check_*.py
// (the env client, verl-agent's AlfworldEnvs / make_envs, the Gymnasium-style env) with python3.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { AlfworldEnv, compileGame, solveWithExpert } from "../engine/index.js";
import { readGameFile } from "../games/index.js";
import { scanCatalog } from "../games/catalog.js";
import { startEnvServer } from "./env-server.js";
import { PYTHON, runChild as run, REPO_ROOT as repoRoot } from "./test-support.js";

const CHECKS = path.join(repoRoot, "python/tests/with_server");
const missing = PYTHON ? false : "python3 is not installed: the Python package checks are skipped";

/** One valid_seen game and the expert's winning actions, so the Python side can check a real win. */
function expertRun(games: ReturnType<typeof scanCatalog>["games"]): Record<string, string[]> {
  const game = games.find((g) => g.gamefile.startsWith("json_2.1.1/valid_seen/"));
  assert.ok(game, "no valid_seen game in ../shared/alfworld");
  const run = solveWithExpert(new AlfworldEnv(compileGame(readGameFile(game.abs))));
  assert.ok(run.won, `the expert did not win ${game.gamefile}`);
  return { [game.gamefile]: run.actions };
}

test("Python package: env client, verl-agent AlfworldEnvs/make_envs and the Gym env against the real server", {
  skip: missing,
}, async () => {
  const token = "python-client-token-42";
  const games = scanCatalog([path.resolve(repoRoot, "../shared/alfworld")]).games;
  const server = await startEnvServer({ games, token });
  try {
    const env = {
      ...process.env,
      SEEDWORLD_ENV_URL: server.url,
      SEEDWORLD_ENV_TOKEN: token,
      PYTHONDONTWRITEBYTECODE: "1",
      SEEDWORLD_EXPERT_RUNS: JSON.stringify(expertRun(games)),
    };
    const { code, output } = await run(PYTHON!, ["-m", "unittest", "discover", "-v", "-s", CHECKS, "-p", "check_*.py"], env);
    assert.equal(code, 0, output);
    assert.match(output, /\nOK\s*$/);
    assert.doesNotMatch(output, /skipped/);
    // Every check module ran (a module that fails to import would show up as a failure above).
    for (const name of ["check_env_client", "check_verl_agent_env", "check_gym_env"]) assert.match(output, new RegExp(`\\(${name}\\.`));
  } finally {
    await server.close();
  }
});

const GYMNASIUM_CHECK = path.join(repoRoot, "python/tests/with_gymnasium/check_gymnasium_env.py");
const noGymnasium = !PYTHON
  ? missing
  : spawnSync(PYTHON, ["-c", "import gymnasium"], { stdio: "ignore" }).status !== 0
    ? "gymnasium is not importable (Debian does not package it; put a gymnasium checkout on PYTHONPATH to run this)"
    : false;

test("Python package: the Gym env passes gymnasium's own env checker, with Text spaces, against the real server", {
  skip: noGymnasium,
}, async () => {
  const server = await startEnvServer({ games: scanCatalog([path.resolve(repoRoot, "../shared/alfworld")]).games });
  try {
    const env = { ...process.env, SEEDWORLD_ENV_URL: server.url, PYTHONDONTWRITEBYTECODE: "1" };
    const { code, output } = await run(PYTHON!, ["-m", "unittest", "-v", GYMNASIUM_CHECK], env);
    assert.equal(code, 0, output);
    assert.match(output, /Ran 4 tests[\s\S]*\nOK\s*$/);
  } finally {
    await server.close();
  }
});
