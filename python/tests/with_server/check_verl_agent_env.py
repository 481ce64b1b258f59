"""seedworld.verl_agent_env against a real `seedworld env-server` on ../shared/alfworld (standard library only).

That data root has valid_seen (8 games), valid_train (30) and valid_unseen (7), no train split.
Run by src/server/env-server.python.test.ts with SEEDWORLD_ENV_URL / SEEDWORLD_ENV_TOKEN set.
"""

import json
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from seedworld.env_client import SeedworldEnvClient  # noqa: E402
from seedworld.verl_agent_env import AlfworldEnvs, build_alfworld_envs, games_of_split, make_envs  # noqa: E402

URL = os.environ["SEEDWORLD_ENV_URL"]
EXPERT = json.loads(os.environ["SEEDWORLD_EXPERT_RUNS"])  # {gamefile: expert actions}, from the Node side


def split_of(gamefile):
    return gamefile.split("/")[1]


class Contract(unittest.TestCase):
    def test_env_num_counts_groups_and_each_group_shares_a_game(self):
        envs = AlfworldEnvs(URL, seed=7, env_num=2, group_n=3, split="valid_train")
        try:
            obs, images, infos = envs.reset()
            self.assertIsNone(images)
            self.assertEqual(len(obs), 6)
            gamefiles = [info["extra.gamefile"] for info in infos]
            self.assertEqual(len(set(gamefiles[:3])), 1)
            self.assertEqual(len(set(gamefiles[3:])), 1)
            self.assertTrue(all(split_of(g) == "valid_train" for g in gamefiles))
            self.assertTrue(all(o.startswith("-= Welcome to TextWorld, ALFRED! =-") for o in obs))
            self.assertEqual(envs.get_admissible_commands, [info["admissible_commands"] for info in infos])
            self.assertEqual(sorted(infos[0]), ["admissible_commands", "extra.gamefile", "won"])
            actions = [commands[-1] for commands in envs.get_admissible_commands]
            obs, images, rewards, dones, infos = envs.step(actions)
            self.assertEqual((rewards, dones), ([0.0] * 6, [False] * 6))
            self.assertTrue(all(info["won"] is False for info in infos))
            with self.assertRaisesRegex(ValueError, "expected 6 actions"):
                envs.step(actions[:2])
            before = envs.get_admissible_commands
            obs, _, rewards, dones, infos = envs.step_selected(["look", "inventory"], [4, 1])
            self.assertEqual(len(obs), 2)
            self.assertEqual(infos[0]["extra.gamefile"], gamefiles[4])
            self.assertEqual(obs[1], "You are not carrying anything.")  # env 1 took no object yet
            self.assertEqual(envs.get_admissible_commands[0], before[0], "unselected envs keep their state")
            with self.assertRaisesRegex(ValueError, "env indices must be in 0..5"):
                envs.step_selected(["look"], [6])
        finally:
            envs.close()

    def test_a_win_pays_ten_and_ends_the_episode(self):
        gamefile, actions = next(iter(EXPERT.items()))
        envs = AlfworldEnvs(URL, seed=0, env_num=1, group_n=2, games=[gamefile])
        try:
            envs.reset()
            for action in actions:
                _, _, rewards, dones, infos = envs.step([action, "look"])
            self.assertEqual(rewards, [10.0, 0.0])
            self.assertEqual(dones, [True, False])
            self.assertEqual([info["won"] for info in infos], [True, False])
        finally:
            envs.close()


class GameOrder(unittest.TestCase):
    def test_each_pass_plays_every_game_once_then_reshuffles(self):
        client = SeedworldEnvClient(URL)
        split = games_of_split(client, "valid_seen")
        client.close_connection()
        self.assertEqual(len(split), 8)
        envs = AlfworldEnvs(URL, seed=3, env_num=1, split="eval_in_distribution")
        try:
            passes = [[envs.reset()[2][0]["extra.gamefile"] for _ in range(8)] for _ in range(2)]
        finally:
            envs.close()
        self.assertEqual(sorted(passes[0]), sorted(split))
        self.assertEqual(sorted(passes[1]), sorted(split))
        self.assertNotEqual(passes[0], passes[1], "the second pass is reshuffled")

    def test_same_seed_same_games_other_seed_other_order(self):
        def first_games(seed):
            envs = AlfworldEnvs(URL, seed=seed, env_num=1, split="valid_train")
            try:
                return [envs.reset()[2][0]["extra.gamefile"] for _ in range(5)]
            finally:
                envs.close()
        self.assertEqual(first_games(11), first_games(11))
        self.assertNotEqual(first_games(11), first_games(12))


class MakeEnvs(unittest.TestCase):
    def config(self, **seedworld):
        return {
            "env": {"seed": 5, "rollout": {"n": 2}, "alfworld": {"eval_dataset": "eval_out_of_distribution"},
                    "seedworld": dict({"url": URL}, **seedworld)},
            "data": {"train_batch_size": 3, "val_batch_size": 4},
        }

    def test_train_and_validation_envs_are_built_apart(self):
        envs, val_envs = make_envs(self.config(train_split="valid_train"), wrap=False)
        try:
            self.assertEqual((envs.num_processes, envs.group_n), (6, 2))
            self.assertEqual((val_envs.num_processes, val_envs.group_n), (4, 1))
            train = [i["extra.gamefile"] for i in envs.reset()[2]]
            val = [i["extra.gamefile"] for i in val_envs.reset()[2]]
            self.assertEqual({split_of(g) for g in train}, {"valid_train"})
            self.assertEqual({split_of(g) for g in val}, {"valid_unseen"})
            # Validation is seeded apart (seed + 1000, group 1): env i walks seed 1005 + i.
            alone = AlfworldEnvs(URL, seed=1005 + 2, env_num=1, split="valid_unseen")
            self.assertEqual(alone.reset()[2][0]["extra.gamefile"], val[2])
            alone.close()
            same_group = AlfworldEnvs(URL, seed=5 + 1, env_num=1, split="valid_train")
            self.assertEqual(same_group.reset()[2][0]["extra.gamefile"], train[2])
            same_group.close()
        finally:
            envs.close()
            val_envs.close()

    def test_missing_split_and_missing_verl_agent_are_clear_errors(self):
        with self.assertRaisesRegex(ValueError, r"no 'train' games on the env server \(splits there: valid_seen, valid_train, valid_unseen\)"):
            make_envs(self.config(), wrap=False)
        with self.assertRaisesRegex(ValueError, "no env server URL"):
            make_envs({"env": {}}, wrap=False)
        try:
            import agent_system  # noqa: F401
        except ImportError:
            with self.assertRaisesRegex(ImportError, "verl-agent .agent_system. is not importable"):
                make_envs(self.config(train_split="valid_seen"))
        # verl-agent's own call shape: (path, seed, env_num, group_n, is_train=..., env_kwargs=..., resources_per_worker=...)
        envs = build_alfworld_envs(URL, 0, 1, 1, is_train=False, env_kwargs={"eval_dataset": "eval_out_of_distribution", "fairness": False},
                                   resources_per_worker={"num_cpus": 0.1})
        self.assertEqual(len(envs.games), 7)
        envs.close()
        with self.assertRaisesRegex(ValueError, "set env.fairness=false"):
            build_alfworld_envs(URL, 0, 1, 1, is_train=True, env_kwargs={"fairness": True})


if __name__ == "__main__":
    unittest.main(verbosity=2)
