// The Python OpenEnv client, Gymnasium-style loop and verifiers-style load_environment()
// (python/seedworld/openenv_client.py, verifiers_env.py; standard library only) against the real
// env server: starts it here on ../shared/alfworld (with a token) and runs python/tests/test_openenv.py.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { AlfworldEnv, solveWithExpert } from "../../engine/index.js";
import { scanCatalog } from "../../games/catalog.js";
import { CompiledGames } from "../../games/catalog.js";
import { startEnvServer } from "../env-server.js";
import { PYTHON, runChild as run, REPO_ROOT as repoRoot } from "../test-support.js";

const SCRIPT = path.join(repoRoot, "python/tests/test_openenv.py");
const missing = PYTHON ? false : "python3 is not installed: the Python OpenEnv checks are skipped";

test("Python: OpenEnv client, Gymnasium-style loop and load_environment() win official games against the real server", {
  skip: missing,
}, async () => {
  const games = scanCatalog([path.resolve(repoRoot, "../shared/alfworld")]).games;
  const shared = new CompiledGames();
  // Three valid_seen games of different task types and the expert's winning actions.
  const picked = [
    ...new Map(games.filter((g) => g.gamefile.startsWith("json_2.1.1/valid_seen/")).map((g) => [g.taskType, g])).values(),
  ].slice(0, 3);
  const expert = Object.fromEntries(
    picked.map((game) => {
      const result = solveWithExpert(new AlfworldEnv(shared.get(game.abs)));
      assert.ok(result.won, game.gamefile);
      return [game.gamefile, result.actions];
    }),
  );
  const token = "openenv-python-token-7";
  const server = await startEnvServer({ games, token, workers: 1 });
  try {
    const env = {
      ...process.env,
      SEEDWORLD_ENV_URL: server.url,
      SEEDWORLD_ENV_TOKEN: token,
      SEEDWORLD_EXPERT_RUNS: JSON.stringify(expert),
      PYTHONDONTWRITEBYTECODE: "1",
      // The script imports the package from the source tree (npm test's pytest run tests the installed copy).
      PYTHONPATH: path.join(repoRoot, "python"),
    };
    const { code, output } = await run(PYTHON!, [SCRIPT], env);
    assert.equal(code, 0, output);
    assert.match(output, /\nOK\s*$/);
    assert.doesNotMatch(output, /skipped/);
    for (const name of ["Protocol", "GymnasiumLoop", "VerifiersEnvironment"]) assert.match(output, new RegExp(`\\(__main__\\.${name}\\.`));
  } finally {
    await server.close();
  }
});
