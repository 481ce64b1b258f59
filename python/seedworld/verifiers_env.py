"""ALFWorld as a verifiers environment, over `seedworld env-server`'s OpenEnv protocol.

``load_environment(base_url=..., split=..., num_examples=-1, max_turns=50, token=None)`` returns an
``AlfworldEnv``: a subclass of ``vf.MultiTurnEnv`` when verifiers is importable, else of
``seedworld.verifiers_shape.MultiTurnEnv``, the same contract without it (verifiers v0.3.0, HEAD
a60a606; see that module). verifiers' own loader takes it as it is::

    vf.load_environment("seedworld-alfworld", base_url="http://127.0.0.1:8000")   # module seedworld_alfworld

Per rollout, ``setup_state`` resets a server episode on the row's game (``info.gamefile``);
``env_response(messages, state)`` sends the command in the model's last reply and returns the next
observation as a user message (the episode's end as ``state["final_env_response"]``, which stops
the rollout); a cleanup hands the server episode back for the next rollout. The ``rubric`` scores
1.0 for a won episode; the ``dataset`` has verifiers' columns (``prompt``, ``answer``, ``info``,
``example_id``, ``task``): one row per game of the split, the prompt holding the game's first
observation. The model answers with its command inside ``<action>...</action>``; without the tags
its last non-empty line is taken.
"""

from __future__ import annotations

import re
import uuid
from typing import TYPE_CHECKING, Any

from . import verifiers_shape
from .openenv_client import OpenEnvClient
from .verifiers_shape import Messages, State

try:
    import verifiers as vf

    _BaseEnv, _Rubric, _cleanup = vf.MultiTurnEnv, vf.Rubric, vf.cleanup
    from datasets import Dataset
    VERIFIERS = True
except ImportError:  # verifiers (or one of its dependencies) is not installed
    vf = None
    _BaseEnv, _Rubric, _cleanup = verifiers_shape.MultiTurnEnv, verifiers_shape.Rubric, verifiers_shape.cleanup
    Dataset = verifiers_shape.Dataset
    VERIFIERS = False

__all__ = ["load_environment", "AlfworldEnv", "parse_action", "SYSTEM_PROMPT", "VERIFIERS"]

SYSTEM_PROMPT = (
    "You are an agent in an ALFWorld household text game. Each turn you get the game's text and the "
    "commands it accepts. Reply with exactly one command inside <action>...</action>."
)

_ACTION = re.compile(r"<action>(.*?)</action>", re.DOTALL)


def parse_action(text: str | None) -> str:
    """The command in a model reply: the last <action>...</action>, else the last non-empty line."""
    found = _ACTION.findall(text or "")
    if found:
        return found[-1].strip()
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _turn_text(observation: dict[str, Any]) -> str:
    commands = "\n".join("- " + c for c in observation["admissible_commands"])
    return f"{observation['text']}\n\nAdmissible commands:\n{commands}"


def _user_message(text: str) -> Any:
    return vf.UserMessage(content=text) if VERIFIERS else verifiers_shape.UserMessage(text)


async def won(state: State, **kwargs: Any) -> float:
    """1.0 when the episode was won."""
    return 1.0 if state.get("won") else 0.0


if TYPE_CHECKING:  # mypy checks against seedworld's stand-in (verifiers_shape follows verifiers' MultiTurnEnv)
    _EnvBase = verifiers_shape.MultiTurnEnv
else:
    _EnvBase = _BaseEnv


class AlfworldEnv(_EnvBase):
    """One server episode per rollout in flight; finished rollouts hand theirs to the next."""

    def __init__(self, client: OpenEnvClient, dataset: Any, max_turns: int = 50, **kwargs: Any) -> None:
        super().__init__(dataset=dataset, rubric=_Rubric(funcs=[won], weights=[1.0]), max_turns=max_turns, **kwargs)
        self.openenv = client
        self._free_episode_ids: list[str] = []

    async def setup_state(self, state: State) -> State:
        episode_id = self._free_episode_ids.pop() if self._free_episode_ids else "vf-" + uuid.uuid4().hex
        result = self.openenv.reset(episode_id=episode_id, gamefile=state["info"]["gamefile"])
        state.update({"episode_id": episode_id, "won": False, "observation": result["observation"]})
        return state

    async def env_response(self, messages: Messages, state: State, **kwargs: Any) -> Messages:
        command = parse_action(verifiers_shape.last_assistant_text(messages))
        result = self.openenv.step(command, episode_id=state["episode_id"])
        state.update({"won": bool(result["observation"]["won"]), "observation": result["observation"]})
        reply = [_user_message(_turn_text(result["observation"]))]
        if result["done"]:
            state["final_env_response"] = reply
        return reply

    @_cleanup
    async def release_episode(self, state: State) -> None:
        episode_id = state.get("episode_id")
        if episode_id and episode_id not in self._free_episode_ids:
            self._free_episode_ids.append(episode_id)


def load_environment(base_url: str | None = None, split: str = "valid_seen", num_examples: int = -1, max_turns: int = 50,
                     token: str | None = None, system_prompt: str = SYSTEM_PROMPT, **kwargs: Any) -> AlfworldEnv:
    """The split's games as a verifiers multi-turn environment (``num_examples`` > 0 keeps the first n)."""
    client = OpenEnvClient(base_url, token=token)
    tasks = client.split_tasks(split)
    if num_examples and num_examples > 0:
        tasks = tasks[:num_examples]
    # The first observation goes in each prompt; the engine is deterministic, so the rollout's reset
    # shows the same text. One server episode serves every one of these resets.
    listing_episode = "vf-dataset-" + uuid.uuid4().hex
    rows = []
    for example_id, task in enumerate(tasks):
        first = client.reset(episode_id=listing_episode, gamefile=task["gamefile"])["observation"]
        rows.append({
            "prompt": [{"role": "system", "content": system_prompt}, {"role": "user", "content": _turn_text(first)}],
            "answer": "",
            "info": {"gamefile": task["gamefile"], "split": split, "index": task["index"], "task_type": task["task_type"]},
            "example_id": example_id,
            "task": "alfworld",
        })
    return AlfworldEnv(client, Dataset.from_list(rows), max_turns=max_turns, **kwargs)
