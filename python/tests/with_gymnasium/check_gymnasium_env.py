"""seedworld.gym_env under the real gymnasium: its own env checker, spaces and registration.

Needs gymnasium importable (not packaged by Debian, so CI cannot install it; the Node test that runs
this file skips with that reason) and a real `seedworld env-server` at $SEEDWORLD_ENV_URL.
"""

import os
import sys
import unittest
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from seedworld.gym_env import ENV_ID, AlfworldGymEnv, register  # noqa: E402
from seedworld.openenv_client import OpenEnvAlfworldEnv  # noqa: E402

URL = os.environ["SEEDWORLD_ENV_URL"]


class GymnasiumContract(unittest.TestCase):
    def test_the_env_checker_passes_without_a_warning(self):
        register()
        env = gymnasium.make(ENV_ID, base_url=URL, split="valid_seen")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # gymnasium reports most contract breaches as warnings
                check_env(env.unwrapped, skip_render_check=True)
        finally:
            env.close()

    def test_the_openenv_face_passes_the_env_checker_too(self):
        env = OpenEnvAlfworldEnv(URL, split="valid_seen")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                check_env(env, skip_render_check=True)
        finally:
            env.close()

    def test_spaces_hold_what_the_env_returns_and_a_sampled_command_is_played(self):
        for env in (AlfworldGymEnv(URL, split="valid_seen"), OpenEnvAlfworldEnv(URL, split="valid_seen")):
            with self.subTest(env=type(env).__name__):
                self.check_spaces(env)

    def check_spaces(self, env):
        try:
            self.assertIsInstance(env, gymnasium.Env)
            obs, info = env.reset(seed=5)
            self.assertIn(obs, env.observation_space)
            for command in info["admissible_commands"]:
                self.assertIn(command, env.action_space)
            env.action_space.seed(0)
            obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
            self.assertEqual((obs, float(reward), terminated, truncated), ("Nothing happens.", 0.0, False, False))
            self.assertIn(obs, env.observation_space)
        finally:
            env.close()

    def test_reset_seeds_np_random_as_gymnasium_asks(self):
        for env in (AlfworldGymEnv(URL, split="valid_seen"), OpenEnvAlfworldEnv(URL, split="valid_seen")):
            try:
                env.reset(seed=7)
                first = env.np_random.integers(1 << 30)
                env.reset(seed=7)
                self.assertEqual(env.np_random.integers(1 << 30), first, type(env).__name__)
            finally:
                env.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)
