"""seedworld.gym_env.AlfworldGymEnv against a real `seedworld env-server` (standard library only)."""

import json
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from seedworld.gym_env import AlfworldGymEnv  # noqa: E402
from seedworld.verl_agent_env import AlfworldEnvs  # noqa: E402

URL = os.environ["SEEDWORLD_ENV_URL"]
EXPERT = json.loads(os.environ["SEEDWORLD_EXPERT_RUNS"])


class GymLoop(unittest.TestCase):
    def setUp(self):
        self.env = AlfworldGymEnv(URL, split="valid_seen")

    def tearDown(self):
        self.env.close()

    def test_reset_and_step_follow_gymnasium_shapes(self):
        obs, info = self.env.reset(seed=4)
        self.assertIn("Your task is to: ", obs)
        self.assertEqual(sorted(info), ["admissible_commands", "extra.gamefile", "won"])
        step = self.env.step(info["admissible_commands"][0])
        self.assertEqual(len(step), 5)
        obs, reward, terminated, truncated, info = step
        self.assertIsInstance(obs, str)
        self.assertEqual((reward, terminated, truncated), (0.0, False, False))
        first = self.env.gamefile
        self.assertEqual(self.env.reset(seed=4)[1]["extra.gamefile"], first, "reset(seed=...) restarts the walk")

    def test_expert_actions_win_then_the_episode_is_over(self):
        gamefile, actions = next(iter(EXPERT.items()))
        obs, info = self.env.reset(options={"game": gamefile})
        self.assertEqual(info["extra.gamefile"], gamefile)
        for action in actions:
            obs, reward, terminated, truncated, info = self.env.step(action)
        self.assertEqual((reward, terminated, truncated, info["won"]), (10.0, True, False, True))
        with self.assertRaisesRegex(RuntimeError, "call reset"):
            self.env.step("look")

    def test_the_gym_face_walks_the_games_as_one_batched_env_with_its_seed(self):
        batch = AlfworldEnvs(URL, seed=9, env_num=1, split="valid_seen")
        try:
            expected = [batch.reset()[2][0]["extra.gamefile"] for _ in range(5)]
        finally:
            batch.close()
        played = [self.env.reset(seed=9 if i == 0 else None)[1]["extra.gamefile"] for i in range(5)]
        self.assertEqual(played, expected)
        fresh = AlfworldGymEnv(URL, split="valid_seen")
        try:
            with self.assertRaisesRegex(RuntimeError, "call reset"):
                fresh.step("look")
        finally:
            fresh.close()

    def test_step_limit_truncates(self):
        self.env.reset(seed=1)
        for _ in range(50):
            _, reward, terminated, truncated, _ = self.env.step("look")
        self.assertEqual((reward, terminated, truncated), (0.0, False, True))


if __name__ == "__main__":
    unittest.main(verbosity=2)
