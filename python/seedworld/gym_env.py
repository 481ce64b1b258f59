"""A Gymnasium-style single ALFWorld env over `seedworld env-server` (standard library only).

``reset(seed=None, options=None) -> (observation, info)`` and ``step(action) -> (observation,
reward, terminated, truncated, info)``, Gymnasium's API. The class subclasses ``gymnasium.Env``
when gymnasium is importable and is duck-typed otherwise (no spaces are declared: actions and
observations are free text; the admissible commands are in ``info["admissible_commands"]``).

Games: a seeded shuffle of the split, walked without replacement and reshuffled after each pass
(``ShuffledGameWalk``, as TextWorld does); ``reset(seed=s)`` restarts the walk from seed ``s``,
``reset(options={"game": key_or_index})`` plays one game directly. Reward is ``10 · won`` on the
winning step (verl-agent's ALFWorld reward); ``terminated`` means won, ``truncated`` the server's
step limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

from .env_client import SeedworldEnvClient
from .verl_agent_env import WIN_REWARD, ShuffledGameWalk, _split_games_or_close

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
    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, base_url: Union[str, SeedworldEnvClient] = "http://127.0.0.1:36001", split: Optional[str] = "train",
                 games: Optional[Sequence[str]] = None, token: Optional[str] = None, seed: int = 0) -> None:
        self.client = base_url if isinstance(base_url, SeedworldEnvClient) else SeedworldEnvClient(base_url, token=token)
        self.games = list(games) if games is not None else _split_games_or_close(self.client, split)
        self._walk = ShuffledGameWalk(self.games, seed)
        self._id: Optional[int] = None
        self._done = True
        self.gamefile: Optional[str] = None

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> tuple[str, dict[str, Any]]:
        if seed is not None:
            self._walk = ShuffledGameWalk(self.games, seed)
        game = (options or {}).get("game")
        if game is None:
            game = self._walk.next_game()
        if self._id is None:
            self._id = self.client.batch_create(1)[0]
        result = self.client.batch_reset([self._id], [game])[0]
        self.gamefile = result["gamefile"]
        self._done = False
        return result["observation"], self._info(result, won=False)

    def step(self, action: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._id is None:
            raise RuntimeError("call reset() before step()")
        if self._done:
            raise RuntimeError("the episode is over: call reset() to start the next game")
        result = self.client.batch_step([self._id], [str(action)])[0]
        won = bool(result["won"])
        self._done = bool(result["done"])
        return result["observation"], WIN_REWARD * won, won, self._done and not won, self._info(result, won)

    def _info(self, result: dict[str, Any], won: bool) -> dict[str, Any]:
        return {"admissible_commands": list(result["available_actions"]), "won": won, "extra.gamefile": self.gamefile}

    def close(self) -> None:
        if self._id is not None:
            self.client.batch_close([self._id])
            self._id = None
        self.client.close_connection()
