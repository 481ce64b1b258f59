"""seedworld.openenv_client and seedworld.verifiers_env against a real `seedworld env-server` (standard library only).

src/server/openenv/openenv.python.test.ts starts the server and passes SEEDWORLD_ENV_URL,
SEEDWORLD_ENV_TOKEN and SEEDWORLD_EXPERT_RUNS ({gamefile: winning actions}, from the engine's
expert). Run alone (pytest python/tests, or this file), the module starts `seedworld env-server`
on ../shared/alfworld itself with node and takes the expert's actions from `seedworld expert --json`.
"""

import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from seedworld.openenv_client import OpenEnvAlfworldEnv, OpenEnvClient, OpenEnvError  # noqa: E402
from seedworld.verifiers_env import load_environment, parse_action  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SHARED = os.path.join(REPO, "..", "shared", "alfworld")


def _cli(*args):
    return [shutil.which("node") or "node", "--import", "tsx", os.path.join(REPO, "src", "cli", "main.ts"), *args]


def _start_own_server(token):
    """Starts `seedworld env-server` on the shared games; returns its URL (the process ends with this one)."""
    server = subprocess.Popen(_cli("env-server", SHARED, "--port", "0", "--workers", "1"), cwd=REPO, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env={**os.environ, "SEEDWORLD_ENV_TOKEN": token})
    atexit.register(server.terminate)
    line = server.stdout.readline()
    match = re.search(r" at (http://\S+) ", line)
    if not match:
        raise RuntimeError("env-server did not start: %s" % line.strip())
    return match.group(1)


def _expert_runs():
    """The expert's winning actions on the first valid_seen game of three task types, by catalog key."""
    out = subprocess.run(_cli("expert", os.path.join(SHARED, "json_2.1.1", "valid_seen"), "--json"), cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    runs, task_types = {}, set()
    for record in map(json.loads, out.splitlines()):
        if record["won"] and record["task_type"] not in task_types and len(runs) < 3:
            task_types.add(record["task_type"])
            runs["json_2.1.1/" + record["game"].replace(os.sep, "/").split("/json_2.1.1/")[1]] = record["actions"]
    return runs


if os.environ.get("SEEDWORLD_ENV_URL"):
    URL = os.environ["SEEDWORLD_ENV_URL"]
    EXPERT = json.loads(os.environ["SEEDWORLD_EXPERT_RUNS"])
else:
    os.environ["SEEDWORLD_ENV_TOKEN"] = "openenv-pytest-" + os.urandom(8).hex()
    URL = _start_own_server(os.environ["SEEDWORLD_ENV_TOKEN"])
    EXPERT = _expert_runs()


class Protocol(unittest.TestCase):
    def setUp(self):
        self.client = OpenEnvClient(URL)

    def test_health_metadata_schema_and_tasks(self):
        self.assertEqual(self.client.health(), {"status": "healthy"})
        self.assertEqual(self.client.metadata()["name"], "alfworld")
        self.assertEqual(self.client.schema()["action"]["required"], ["command"])
        listing = self.client.tasks()
        self.assertEqual(sum(listing["splits"].values()), listing["count"])
        tasks = self.client.split_tasks("valid_seen", limit=4)
        self.assertEqual(len(tasks), listing["splits"]["valid_seen"], "pages are followed to the end")
        self.assertEqual([t["index"] for t in tasks], list(range(len(tasks))))
        self.assertEqual(self.client.task("valid_seen", 3), tasks[3])

    def test_refusals_raise_with_the_status(self):
        with self.assertRaises(OpenEnvError) as caught:
            self.client.reset(gamefile="/etc/passwd")
        self.assertEqual(caught.exception.status, 422)
        with self.assertRaises(OpenEnvError) as caught:
            self.client.step("look", episode_id="nobody")
        self.assertEqual(caught.exception.status, 404)
        with self.assertRaises(OpenEnvError) as caught:
            OpenEnvClient(URL, token="wrong-token").tasks()
        self.assertEqual(caught.exception.status, 401)


class GymnasiumLoop(unittest.TestCase):
    def test_expert_actions_win_every_game(self):
        env = OpenEnvAlfworldEnv(URL, split="valid_seen")
        for gamefile, actions in EXPERT.items():
            text, info = env.reset(options={"gamefile": gamefile})
            self.assertIn("Your task is to: ", text)
            self.assertEqual(info["gamefile"], gamefile)
            self.assertIn("look", info["admissible_commands"])
            total = 0.0
            terminated = truncated = False
            for action in actions:
                self.assertFalse(terminated or truncated)
                text, reward, terminated, truncated, info = env.step(action)
                total += reward
            self.assertEqual((total, terminated, truncated, info["won"]), (1.0, True, False, True), gamefile)
            with self.assertRaises(RuntimeError):
                env.step("look")
        env.close()

    def test_seeded_reset_picks_the_same_game(self):
        env = OpenEnvAlfworldEnv(URL, split="valid_seen")
        first = env.reset(seed=3)[1]["gamefile"]
        env.step("look")
        self.assertEqual(env.reset(seed=3)[1]["gamefile"], first)
        self.assertEqual(env.reset(seed=3)[1]["step"], 0)


class VerifiersEnvironment(unittest.TestCase):
    def test_load_environment_rows_and_won_rollouts(self):
        env = load_environment(URL, split="valid_seen", max_turns=50)
        listed = OpenEnvClient(URL).tasks()["splits"]["valid_seen"]
        self.assertEqual(len(env.dataset), listed)
        row_by_game = {row["info"]["gamefile"]: row for row in env.dataset}
        for gamefile, actions in EXPERT.items():
            row = row_by_game[gamefile]
            self.assertEqual([m["role"] for m in row["prompt"]], ["system", "user"])
            self.assertIn("Your task is to: ", row["prompt"][1]["content"])
            script = iter(actions)
            messages, state, reward = env.rollout(lambda _messages: "<think>plan</think><action>%s</action>" % next(script), row)
            self.assertEqual(reward, 1.0, gamefile)
            self.assertTrue(state["won"])
            self.assertEqual(state["turn"], len(actions))
            self.assertEqual(sum(1 for m in messages if m["role"] == "assistant"), len(actions))
        # Finished rollouts hand their server episode back: one is kept for the next rollout.
        self.assertEqual(len(env._free_episode_ids), 1)

    def test_a_lost_rollout_scores_zero_at_max_turns(self):
        env = load_environment(URL, split="valid_seen", num_examples=1, max_turns=3)
        self.assertEqual(len(env.dataset), 1)
        messages, state, reward = env.rollout(lambda _messages: "dance", env.dataset[0])
        self.assertEqual((reward, state["turn"], state["won"]), (0.0, 3, False))
        self.assertIn("Nothing happens.", messages[-1]["content"])

    def test_parse_action(self):
        self.assertEqual(parse_action("<think>x</think><action> go to desk 1 </action>"), "go to desk 1")
        self.assertEqual(parse_action("thinking...\nopen drawer 2\n"), "open drawer 2")
        self.assertEqual(parse_action(""), "")


if __name__ == "__main__":
    unittest.main(verbosity=2)
