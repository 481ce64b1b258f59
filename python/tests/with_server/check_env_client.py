"""seedworld.env_client against a running `seedworld env-server` (standard library only).

src/server/env-server.python.test.ts starts a real server on ../shared/alfworld and runs every
check_*.py here with SEEDWORLD_ENV_URL / SEEDWORLD_ENV_TOKEN set (python3 -m unittest).
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from seedworld.env_client import SeedworldEnvClient, SeedworldEnvError  # noqa: E402

URL = os.environ["SEEDWORLD_ENV_URL"]


def client(**kwargs):
    return SeedworldEnvClient(URL, **kwargs)


class AgentGymApi(unittest.TestCase):
    def setUp(self):
        self.client = client()

    def tearDown(self):
        self.client.close_connection()

    def test_hello_and_catalog(self):
        self.assertEqual(self.client.hello(), "This is environment AlfWorld.")
        games = self.client.games()
        self.assertGreater(games["count"], 0)
        self.assertEqual(games["games"][0]["game"], 0)
        self.assertTrue(games["games"][0]["gamefile"].endswith("game.tw-pddl"))

    def test_episode_in_agentgym_shapes(self):
        env_id = self.client.create()
        self.assertIsInstance(env_id, int)
        reset = self.client.reset(env_id, 0)
        self.assertEqual(sorted(reset), ["available_actions", "id", "observation", "task_type"])
        self.assertNotIn("Welcome to TextWorld", reset["observation"])
        self.assertIn("Your task is to: ", reset["observation"])
        action = reset["available_actions"][0]
        step = self.client.step(env_id, action)
        self.assertEqual(sorted(step), ["available_actions", "done", "observation", "reward"])
        self.assertEqual(step["reward"], 0)
        self.assertFalse(step["done"])
        self.assertEqual(self.client.observation(env_id), step["observation"])
        self.assertEqual(self.client.available_actions(env_id), step["available_actions"])
        detail = self.client.detail(env_id)
        self.assertEqual((detail["game"], detail["world_type"], detail["deleted"]), (0, "Text", False))
        self.assertEqual(self.client.step(env_id, "dance")["observation"], "Nothing happens.")
        self.assertEqual(self.client.close(env_id), {"id": env_id, "closed": True})
        with self.assertRaises(SeedworldEnvError) as caught:
            self.client.step(env_id, "look")
        self.assertEqual(caught.exception.status, 404)
        self.assertIn("has been deleted", caught.exception.message)

    def test_bad_requests_are_4xx(self):
        status, body = self.client.request_raw("POST", "/step", b'{"id": 0, "action":')
        self.assertEqual((status, body), (400, {"error": "request body is not valid JSON"}))
        status, _ = self.client.request_raw("POST", "/reset", b'{"id": 0}')
        self.assertEqual(status, 422)
        with self.assertRaises(SeedworldEnvError) as caught:
            self.client.detail(10 ** 9)
        self.assertEqual(caught.exception.status, 404)
        env_id = self.client.create()
        with self.assertRaises(SeedworldEnvError) as caught:
            self.client.reset(env_id, 10 ** 6)
        self.assertEqual(caught.exception.status, 422)
        self.client.close(env_id)
        self.assertEqual(self.client.health(), {"ok": True})

    def test_token_is_required_and_not_shown(self):
        token = os.environ.get("SEEDWORLD_ENV_TOKEN")
        if not token:
            self.skipTest("server runs without a token")
        anonymous = SeedworldEnvClient(URL, token="")
        with self.assertRaises(SeedworldEnvError) as caught:
            anonymous.create()
        self.assertEqual(caught.exception.status, 401)
        self.assertNotIn(token, repr(self.client))
        anonymous.close_connection()


class BatchApi(unittest.TestCase):
    def test_batch_round_trip(self):
        c = client()
        ids = c.batch_create(3)
        gamefile = c.games()["games"][1]["gamefile"]
        results = c.batch_reset(ids, [0, 0, gamefile])
        self.assertEqual([r["id"] for r in results], ids)
        self.assertEqual(results[2]["gamefile"], gamefile)
        self.assertTrue(results[0]["observation"].startswith("-= Welcome to TextWorld, ALFRED! =-"))
        stepped = c.batch_step(ids, [r["available_actions"][0] for r in results])
        self.assertEqual([r["steps"] for r in stepped], [1, 1, 1])
        self.assertTrue(all(r["admissible"] for r in stepped))
        self.assertEqual(c.batch_close(ids), ids)
        c.close_connection()


class Unreachable(unittest.TestCase):
    def test_no_server_is_one_clear_error(self):
        with self.assertRaises(SeedworldEnvError) as caught:
            SeedworldEnvClient("http://127.0.0.1:9", timeout=5).health()
        self.assertEqual(caught.exception.status, 0)
        self.assertIn("cannot reach the env server", str(caught.exception))


if __name__ == "__main__":
    unittest.main(verbosity=2)
