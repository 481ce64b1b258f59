"""A Gymnasium-style single ALFWorld env over `seedworld env-server` (standard library only).

``reset(seed=None, options=None) -> (observation, info)`` and ``step(action) -> (observation,
reward, terminated, truncated, info)``, Gymnasium's API. The class subclasses ``gymnasium.Env``
when gymnasium is importable and is duck-typed otherwise; with gymnasium it declares text spaces
(``gym_base.py``). The admissible commands are in ``info["admissible_commands"]``. ``register()``
makes the env ``gymnasium.make("seedworld/ALFWorld-v0", base_url=...)``.

Games: a seeded shuffle of the split, walked without replacement and reshuffled after each pass
(``ShuffledGameWalk``, as TextWorld does); ``reset(seed=s)`` restarts the walk from seed ``s``,
``reset(options={"game": key_or_index})`` plays one game directly. Reward is ``10 · won`` on the
winning step (verl-agent's ALFWorld reward); ``terminated`` means won, ``truncated`` the server's
step limit. The env is the batched core of ``verl_agent_env`` (``AlfworldEnvs``) with one env: the
game walk, the server calls and the infos are that class's, so the two faces cannot drift apart.
``reset`` calls ``gymnasium.Env.reset(seed=seed)`` first, as Gymnasium's contract asks, so
``self.np_random`` is seeded too.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence, Union

from .env_client import SeedworldEnvClient
from .gym_base import GymBase, declare_text_spaces, seed_gymnasium
from .verl_agent_env import AlfworldEnvs

__all__ = ["AlfworldGymEnv", "register", "ENV_ID"]

ENV_ID = "seedworld/ALFWorld-v0"


def register() -> None:
    """Register the env with gymnasium as ``ENV_ID`` (keyword arguments of ``gymnasium.make`` reach ``__init__``)."""
    import gymnasium

    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="seedworld.gym_env:AlfworldGymEnv", nondeterministic=False)


class AlfworldGymEnv(GymBase):
    """One env of the batched core (``AlfworldEnvs`` with one group of one), with Gymnasium's face."""

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, base_url: Union[str, SeedworldEnvClient] = "http://127.0.0.1:36001", split: Optional[str] = "train",
                 games: Optional[Sequence[str]] = None, token: Optional[str] = None, seed: int = 0) -> None:
        client = base_url if isinstance(base_url, SeedworldEnvClient) else SeedworldEnvClient(base_url, token=token)
        self._core = AlfworldEnvs(client, seed, 1, 1, split=split, games=games)
        self._done = True
        declare_text_spaces(self)

    @property
    def client(self) -> SeedworldEnvClient:
        return self._core.client

    @property
    def games(self) -> list[str]:
        return self._core.games

    @property
    def gamefile(self) -> Optional[str]:
        return self._core.gamefile(0)

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> tuple[str, dict[str, Any]]:
        seed_gymnasium(self, seed)
        if seed is not None:
            self._core.reseed(seed)
        game = (options or {}).get("game")
        observations, _, infos = self._core.reset(None if game is None else [game])
        self._done = False
        return observations[0], infos[0]

    def step(self, action: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("call reset() before step(), and again after an episode ends")
        observations, _, rewards, dones, infos = self._core.step([str(action)])
        won = bool(infos[0]["won"])
        self._done = dones[0]
        return observations[0], rewards[0], won, self._done and not won, infos[0]

    def close(self) -> None:
        self._core.close()
