"""seedworld.openenv_client and seedworld.verifiers_env against a real `seedworld env-server` (standard library only).

src/server/openenv/openenv.python.test.ts starts the server and passes SEEDWORLD_ENV_URL,
SEEDWORLD_ENV_TOKEN and SEEDWORLD_EXPERT_RUNS ({gamefile: winning actions}, from the engine's
expert). Run alone (pytest python/tests, or this file), the module starts `seedworld env-server`
on ../shared/alfworld itself with node and takes the expert's actions from `seedworld expert --json`.
"""

import asyncio
import atexit
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import types
import unittest


from seedworld.openenv_client import OpenEnvAlfworldEnv, OpenEnvClient, OpenEnvError  # noqa: E402
from seedworld import verifiers_shape  # noqa: E402
from seedworld.env_client import SeedworldEnvClient  # noqa: E402
from seedworld.verifiers_env import VERIFIERS, load_environment, parse_action, vf  # noqa: E402

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
        raise RuntimeError(f"env-server did not start: {line.strip()}")
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


# OpenEnv's reply models as src/openenv/core/env_server/types.py declares them (meta-pytorch/OpenEnv 685de41):
# model name, whether other keys are forbidden, and each field's JSON types and whether it is required.
_NUMBER_OR_NULL = (int, float, type(None))
OPENENV_MODELS = {
    "HealthResponse": (True, {"status": ((str,), False)}),
    "EnvironmentMetadata": (True, {"name": ((str,), True), "description": ((str,), True), "readme_content": ((str, type(None)), False),
                                   "version": ((str, type(None)), False), "author": ((str, type(None)), False),
                                   "documentation_url": ((str, type(None)), False)}),
    "SchemaResponse": (True, {"action": ((dict,), True), "observation": ((dict,), True), "state": ((dict,), True)}),
    "ResetResponse": (True, {"observation": ((dict,), True), "reward": (_NUMBER_OR_NULL, False), "done": ((bool,), False)}),
    "StepResponse": (True, {"observation": ((dict,), True), "reward": (_NUMBER_OR_NULL, False), "done": ((bool,), False)}),
    "State": (False, {"episode_id": ((str, type(None)), False), "step_count": ((int,), False)}),
}


def _validate(model, data):
    """Checks ``data`` against OpenEnv's model: with pydantic (the models rebuilt from OPENENV_MODELS) where it
    is installed, else field by field with the same rules."""
    forbid, fields = OPENENV_MODELS[model]
    try:
        import pydantic
    except ImportError:
        pydantic = None
    if pydantic is not None:
        from typing import Union
        annotations = {name: (Union[types], ... if required else None) for name, (types, required) in fields.items()}
        config = pydantic.ConfigDict(extra="forbid" if forbid else "allow")
        return pydantic.create_model(model, __config__=config, **annotations).model_validate(data)
    if forbid and set(data) - set(fields):
        raise AssertionError(f"{model} forbids {sorted(set(data) - set(fields))}")
    for name, (types, required) in fields.items():
        if name in data:
            assert isinstance(data[name], types) and not (bool not in types and isinstance(data[name], bool)), (model, name, data[name])
        else:
            assert not required, (model, name)


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

    def test_replies_validate_under_openenv_models_and_rewards_are_floats(self):
        http = SeedworldEnvClient(URL + "/openenv", token=os.environ["SEEDWORLD_ENV_TOKEN"])
        gamefile = next(iter(EXPERT))
        for method, path, body, model in [
            ("GET", "/health", None, "HealthResponse"),
            ("GET", "/metadata", None, "EnvironmentMetadata"),
            ("GET", "/schema", None, "SchemaResponse"),
            ("POST", "/reset", {"gamefile": gamefile, "episode_id": "models-1"}, "ResetResponse"),
            ("POST", "/step", {"action": {"command": "look"}, "episode_id": "models-1"}, "StepResponse"),
            ("GET", "/state?episode_id=models-1", None, "State"),
        ]:
            status, data = http.request_raw(method, path, None if body is None else json.dumps(body).encode())
            self.assertEqual(status, 200, path)
            _validate(model, data)
            if path == "/reset":
                self.assertIsNone(data["reward"])
            if path == "/step":
                self.assertIs(type(data["reward"]), float)
        schema = self.client.schema()
        self.assertTrue({"done", "reward", "metadata"} <= set(schema["observation"]["properties"]))
        status, data = http.request_raw("POST", "/step", json.dumps({"action": {"command": "look"}, "episode_id": "nobody"}).encode())
        self.assertEqual((status, list(data)), (404, ["detail"]), "errors as FastAPI's {detail}")
        # AgentGym's routes: rewards are floats as its server sends them.
        agentgym = SeedworldEnvClient(URL, token=os.environ["SEEDWORLD_ENV_TOKEN"])
        env_id = agentgym.create()
        agentgym.reset(env_id, 0)
        self.assertIs(type(agentgym.step(env_id, "look")["reward"]), float)
        self.assertIs(type(agentgym.detail(env_id)["reward"]), float)
        agentgym.close(env_id)

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


def _load_like_verifiers(env_id, **env_args):
    """What verifiers' own ``load_environment`` does (v0.3.0, verifiers/legacy/utils/env_utils.py): import
    the env id's module, call its ``load_environment(**env_args)``, then set ``env_id`` and ``env_args``
    on what it returns (the attribute a plain object lacked)."""
    module = importlib.import_module(env_id.replace("-", "_").split("/")[-1])
    env = module.load_environment(**env_args)
    env.env_id = env.env_id or env_id
    env.env_args = env.env_args or env_args
    return env


class ScriptedClient:
    """A client with verifiers' Client face (``await get_response(prompt=..., model=..., ...)``) that answers the
    next of a list of commands in the tags the system prompt asks for; records each prompt it got."""

    def __init__(self, commands):
        self.commands = iter(commands)
        self.prompts = []

    async def get_response(self, prompt, model, tools=None, sampling_args=None, state=None):
        self.prompts.append(prompt)
        return {"message": {"role": "assistant", "content": f"<think>plan</think><action>{next(self.commands, 'look')}</action>"}}


class VerifiersEnvironment(unittest.TestCase):
    def test_the_loader_takes_it_and_expert_rollouts_win(self):
        env = _load_like_verifiers("seedworld-alfworld", base_url=URL, split="valid_seen", max_turns=50)
        self.assertEqual((env.env_id, env.env_args["split"]), ("seedworld-alfworld", "valid_seen"))
        self.assertIsInstance(env, vf.MultiTurnEnv if VERIFIERS else verifiers_shape.MultiTurnEnv)
        listed = OpenEnvClient(URL).tasks()["splits"]["valid_seen"]
        self.assertEqual(len(env.dataset), listed)
        for column in ("prompt", "answer", "info", "example_id", "task"):
            self.assertIn(column, env.dataset.column_names)
        self.assertEqual(env.dataset["example_id"], list(range(listed)))
        row_by_game = {row["info"]["gamefile"]: row for row in env.dataset}
        for gamefile, actions in EXPERT.items():
            row = row_by_game[gamefile]
            self.assertEqual([m["role"] for m in row["prompt"]], ["system", "user"])
            self.assertIn("Your task is to: ", row["prompt"][1]["content"])
            client = ScriptedClient(actions)
            state = asyncio.run(env.rollout(row, client, "scripted-expert", {"temperature": 0.0}))
            asyncio.run(env.rubric.score_rollout(state))
            self.assertEqual((state["reward"], state["metrics"]), (1.0, {"won": 1.0}), gamefile)
            self.assertEqual(state["stop_condition"], "has_final_env_response")
            self.assertEqual(len(state["trajectory"]), len(actions))
            # The completion: each reply and the observation after it, the last one the won episode's end.
            completion = state["completion"]
            self.assertEqual([m["role"] for m in completion], ["assistant", "user"] * len(actions))
            self.assertEqual(client.prompts[1][-1]["content"], completion[1]["content"], "each turn's prompt ends with the observation")
        # Finished rollouts hand their server episode back: one is kept for the next rollout.
        self.assertEqual(len(env._free_episode_ids), 1)

    def test_an_openai_style_client_drives_a_rollout_too(self):
        if VERIFIERS:
            self.skipTest("verifiers' own rollout takes its Client type")
        gamefile, actions = next(iter(EXPERT.items()))
        env = load_environment(URL, split="valid_seen")
        row = next(row for row in env.dataset if row["info"]["gamefile"] == gamefile)
        script = iter(actions)

        class Completions:
            """``chat.completions.create`` of a synchronous OpenAI-style client, answering the expert's commands."""

            @staticmethod
            def create(model, messages, **sampling_args):
                reply = types.SimpleNamespace(role="assistant", content=f"<action>{next(script)}</action>")
                return types.SimpleNamespace(choices=[types.SimpleNamespace(message=reply)])

        client = types.SimpleNamespace(chat=types.SimpleNamespace(completions=Completions()))
        state = asyncio.run(env.rollout(row, client, "scripted-expert"))
        asyncio.run(env.rubric.score_rollout(state))
        self.assertEqual((state["reward"], len(state["trajectory"])), (1.0, len(actions)))

    def test_a_lost_rollout_stops_at_max_turns_and_scores_zero(self):
        env = load_environment(URL, split="valid_seen", num_examples=1, max_turns=3)
        self.assertEqual(len(env.dataset), 1)
        state = asyncio.run(env.rollout(env.dataset[0], ScriptedClient(["dance"] * 3), "scripted"))
        asyncio.run(env.rubric.score_rollout(state))
        self.assertEqual((state["reward"], state["stop_condition"], len(state["trajectory"])), (0.0, "max_turns_reached", 3))
        self.assertFalse(state["won"])
        self.assertEqual([m["role"] for m in state["completion"]], ["assistant", "user", "assistant", "user", "assistant"])
        self.assertIn("Nothing happens.", state["completion"][-2]["content"])

    def test_parse_action(self):
        self.assertEqual(parse_action("<think>x</think><action> go to desk 1 </action>"), "go to desk 1")
        self.assertEqual(parse_action("thinking...\nopen drawer 2\n"), "open drawer 2")
        self.assertEqual(parse_action(""), "")


if __name__ == "__main__":
    unittest.main(verbosity=2)
