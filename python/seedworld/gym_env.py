"""A Gymnasium-style single ALFWorld env over `seedworld env-server` (standard library only).

``reset(seed=None, options=None) -> (observation, info)`` and ``step(action) -> (observation,
reward, terminated, truncated, info)``, Gymnasium's API. The class subclasses ``gymnasium.Env``
when gymnasium is importable and is duck-typed otherwise (no spaces are declared: actions and
observations are free text; the admissible commands are in ``info["admissible_commands"]``).

Games: a seeded shuffle of the split, walked without replacement and reshuffled after each pass
(``ShuffledGameWalk``, as TextWorld does); ``reset(seed=s)`` restarts the walk from seed ``s``,
``reset(options={"game": key_or_index})`` plays one game directly. Reward is ``10 · won`` on the
winning step (verl-agent's ALFWorld reward); ``terminated`` means won, ``truncated`` the server's
step limit. The env is the batched core of ``verl_agent_env`` (``AlfworldEnvs``) with one env: the
game walk, the server calls and the infos are that class's, so the two faces cannot drift apart.
With gymnasium importable, ``reset`` calls ``gymnasium.Env.reset(seed=seed)`` first, as Gymnasium's
contract asks, so ``self.np_random`` is seeded too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

from .env_client import SeedworldEnvClient
from .verl_agent_env import AlfworldEnvs

if TYPE_CHECKING:  # mypy checks the class on its own; gymnasium is optional and may be untyped.
    _Base = object
else:
    try:  # Subclass the real base class where it exists, so isinstance checks and wrappers work.
        import gymnasium as _gymnasium

        _Base = _gymnasium.Env
    except ImportError:  # gymnasium is optional
        _Base = object

__all__ = ["AlfworldGymEnv"]


class AlfworldGymEnv(_Base):
    """One env of the batched core (``AlfworldEnvs`` with one group of one), with Gymnasium's face."""

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, base_url: Union[str, SeedworldEnvClient] = "http://127.0.0.1:36001", split: Optional[str] = "train",
                 games: Optional[Sequence[str]] = None, token: Optional[str] = None, seed: int = 0) -> None:
        client = base_url if isinstance(base_url, SeedworldEnvClient) else SeedworldEnvClient(base_url, token=token)
        self._core = AlfworldEnvs(client, seed, 1, 1, split=split, games=games)
        self._done = True

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
        if _Base is not object:
            super().reset(seed=seed)  # type: ignore[misc]  # Gymnasium's contract: seeds self.np_random
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
