"""Tests of seedworld_env.py against a running `seedworld env-server` (standard library only).

Run: SEEDWORLD_ENV_URL=http://127.0.0.1:PORT SEEDWORLD_ENV_TOKEN=... python3 test_seedworld_env.py
(src/server/env-server.python.test.ts starts a real server and runs this script.)
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from seedworld_env import AlfworldEnvs, SeedworldEnvClient, SeedworldEnvError  # noqa: E402

URL = os.environ.get("SEEDWORLD_ENV_URL", "http://127.0.0.1:36001")


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


class VerlAgentEnvs(unittest.TestCase):
    def test_groups_share_games_and_infos_follow_the_contract(self):
        envs = AlfworldEnvs(client(), env_num=4, group_n=2, seed=7)
        obs, images, infos = envs.reset()
        self.assertIsNone(images)
        self.assertEqual(len(obs), 4)
        gamefiles = [info["extra.gamefile"] for info in infos]
        self.assertEqual(gamefiles[0], gamefiles[1])
        self.assertEqual(gamefiles[2], gamefiles[3])
        self.assertEqual(envs.get_admissible_commands[0], infos[0]["admissible_commands"])
        actions = [commands[-1] for commands in envs.get_admissible_commands]
        obs, images, rewards, dones, infos = envs.step(actions)
        self.assertEqual(rewards, [0.0] * 4)
        self.assertEqual(dones, [False] * 4)
        self.assertTrue(all(info["won"] is False and "admissible_commands" in info for info in infos))

        again = AlfworldEnvs(client(), env_num=4, group_n=2, seed=7)
        self.assertEqual([i["extra.gamefile"] for i in again.reset()[2]], gamefiles, "same seed, same games")
        chosen = again.reset(kwargs=[{"game": 0}, None, None, None])[2][0]["extra.gamefile"]
        self.assertEqual(chosen, again.client.games()["games"][0]["gamefile"])
        envs.close()
        again.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)
