"""A verifiers-style ALFWorld environment over `seedworld env-server`'s OpenEnv protocol (standard library only).

``load_environment(...)`` returns an ``AlfworldMultiTurnEnv`` with the hooks of verifiers'
``MultiTurnEnv`` (async ``setup_state``, ``is_completed``, ``env_response``), a ``dataset`` of rows
in its columns (``prompt``, ``answer``, ``info``, ``task``: one per game of the split, the prompt
holding the game's first observation) and ``reward_funcs`` (1.0 for a won episode). verifiers
itself is not needed: ``rollout(policy, row)`` plays one episode with any ``policy(messages) ->
reply`` (an LLM call, or a scripted one in tests). The model answers with its command inside
``<action>...</action>``; without the tags its last non-empty line is taken.
"""

import asyncio
import re
import uuid

from .openenv_client import OpenEnvClient

__all__ = ["load_environment", "AlfworldMultiTurnEnv", "parse_action", "SYSTEM_PROMPT"]

SYSTEM_PROMPT = (
    "You are an agent in an ALFWorld household text game. Each turn you get the game's text and the "
    "commands it accepts. Reply with exactly one command inside <action>...</action>."
)

_ACTION = re.compile(r"<action>(.*?)</action>", re.DOTALL)


def parse_action(text):
    """The command in a model reply: the last <action>...</action>, else the last non-empty line."""
    found = _ACTION.findall(text or "")
    if found:
        return found[-1].strip()
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _turn_text(observation):
    commands = "\n".join("- " + c for c in observation["admissible_commands"])
    return "%s\n\nAdmissible commands:\n%s" % (observation["text"], commands)


class AlfworldMultiTurnEnv:
    """verifiers' MultiTurnEnv hooks over OpenEnv HTTP episodes; one server episode per rollout in flight."""

    def __init__(self, client, dataset, max_turns=50, system_prompt=SYSTEM_PROMPT):
        self.client = client
        self.dataset = dataset
        self.max_turns = max_turns
        self.system_prompt = system_prompt
        self.reward_funcs = [self.won_reward]
        self.reward_weights = [1.0]
        # Finished rollouts give their episode ids back, so the server keeps one env per rollout in flight.
        self._free_episode_ids = []

    async def setup_state(self, state, **kwargs):
        episode_id = self._free_episode_ids.pop() if self._free_episode_ids else "vf-" + uuid.uuid4().hex
        result = self.client.reset(episode_id=episode_id, gamefile=state["info"]["gamefile"])
        state.update({"episode_id": episode_id, "turn": 0, "won": False, "done": bool(result["done"]), "observation": result["observation"]})
        return state

    async def is_completed(self, messages, state, **kwargs):
        finished = state["done"] or state["turn"] >= self.max_turns
        if finished and state.get("episode_id"):
            self._free_episode_ids.append(state.pop("episode_id"))
        return finished

    async def env_response(self, messages, state, **kwargs):
        reply = next((m for m in reversed(messages) if m.get("role") == "assistant"), {"content": ""})
        result = self.client.step(parse_action(reply.get("content") or ""), episode_id=state["episode_id"])
        state.update({"turn": state["turn"] + 1, "won": bool(result["observation"]["won"]), "done": bool(result["done"]), "observation": result["observation"]})
        return [{"role": "user", "content": _turn_text(result["observation"])}], state

    @staticmethod
    def won_reward(completion=None, state=None, **kwargs):
        return 1.0 if state and state.get("won") else 0.0

    def rollout(self, policy, row):
        """Plays `row`'s game: ``policy(messages) -> reply text`` each turn. Returns (messages, state, reward)."""
        return asyncio.run(self._rollout(policy, row))

    async def _rollout(self, policy, row):
        messages = [dict(m) for m in row["prompt"]]
        state = await self.setup_state({"info": dict(row["info"]), "prompt": row["prompt"]})
        while not await self.is_completed(messages, state):
            messages.append({"role": "assistant", "content": policy(messages)})
            reply, state = await self.env_response(messages, state)
            messages.extend(reply)
        return messages, state, self.won_reward(state=state)


def load_environment(base_url=None, split="valid_seen", num_examples=-1, max_turns=50, token=None, system_prompt=SYSTEM_PROMPT, **kwargs):
    """The split's games as a verifiers-style multi-turn environment (``num_examples`` > 0 keeps the first n)."""
    client = OpenEnvClient(base_url, token=token)
    tasks = client.split_tasks(split)
    if num_examples and num_examples > 0:
        tasks = tasks[:num_examples]
    # The first observation goes in each prompt; the engine is deterministic, so the rollout's reset
    # shows the same text. One server episode serves every one of these resets.
    listing_episode = "vf-dataset-" + uuid.uuid4().hex
    dataset = []
    for task in tasks:
        first = client.reset(episode_id=listing_episode, gamefile=task["gamefile"])["observation"]
        dataset.append({
            "prompt": [{"role": "system", "content": system_prompt}, {"role": "user", "content": _turn_text(first)}],
            "answer": "",
            "info": {"gamefile": task["gamefile"], "split": split, "index": task["index"], "task_type": task["task_type"]},
            "task": "alfworld",
        })
    return AlfworldMultiTurnEnv(client, dataset, max_turns=max_turns, system_prompt=system_prompt)
