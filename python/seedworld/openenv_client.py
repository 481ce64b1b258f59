"""OpenEnv-protocol access to `seedworld env-server` (standard library only).

The server speaks OpenEnv's HTTP protocol under ``/openenv``: ``POST /reset`` (``seed``,
``episode_id``, ``split``, ``index``, ``gamefile``), ``POST /step`` (``{"action": {"command": ...},
"episode_id": ...}``), ``GET /state``, ``/health``, ``/metadata``, ``/schema`` and the task listing
``/tasks``, ``/tasks/<split>``, ``/tasks/<split>/<index>``. A step result is OpenEnv's
``{"observation": {...}, "reward": r, "done": d}``; the observation holds ``text``,
``admissible_commands``, ``won``, ``task``, ``gamefile``, ``task_type`` and ``step``.

``OpenEnvClient`` makes those calls; ``OpenEnvAlfworldEnv`` is a Gymnasium-style env over them:
``reset(seed=None, options=None) -> (text, info)`` and ``step(command) -> (text, reward,
terminated, truncated, info)`` with ``terminated`` = won and ``truncated`` = the step limit.
"""

from __future__ import annotations

import os
import urllib.parse
import uuid
from typing import Any, Optional

from .env_client import SeedworldEnvClient, SeedworldEnvError
from .gym_base import GymBase, declare_text_spaces, seed_gymnasium

__all__ = ["OpenEnvClient", "OpenEnvAlfworldEnv", "OpenEnvError"]


class OpenEnvError(SeedworldEnvError):
    """The server refused a request: ``status`` is its HTTP status (0: no answer), ``message`` its error text."""


class OpenEnvClient:
    """Calls to one server. ``base_url`` is the server's root (``/openenv`` is added here)."""

    def __init__(self, base_url: Optional[str] = None, token: Optional[str] = None, timeout: float = 60.0) -> None:
        root = (base_url or os.environ.get("SEEDWORLD_ENV_URL") or "http://127.0.0.1:36001").rstrip("/")
        self.base = root if root.endswith("/openenv") else root + "/openenv"
        # The env server's own client does the HTTP (one kept-alive connection, the bearer token).
        self._http = SeedworldEnvClient(self.base, token=token, timeout=timeout)

    def _call(self, method: str, path: str, body: Any = None) -> Any:
        try:
            return self._http.call(method, path, body)
        except SeedworldEnvError as error:
            raise OpenEnvError(error.status, error.message) from None

    def close_connection(self) -> None:
        self._http.close_connection()

    def health(self) -> Any:
        return self._call("GET", "/health")

    def metadata(self) -> Any:
        return self._call("GET", "/metadata")

    def schema(self) -> Any:
        return self._call("GET", "/schema")

    def tasks(self) -> Any:
        """``{"count": n, "splits": {split: count}}``."""
        return self._call("GET", "/tasks")

    def split_tasks(self, split: str, offset: int = 0, limit: int = 1000) -> list[Any]:
        """Every task of ``split`` from ``offset`` on, following the server's pages."""
        tasks: list[Any] = []
        while True:
            query = urllib.parse.urlencode({"offset": offset + len(tasks), "limit": limit})
            page = self._call("GET", f"/tasks/{urllib.parse.quote(split, safe='')}?{query}")
            tasks.extend(page["tasks"])
            if not page["tasks"] or offset + len(tasks) >= page["count"]:
                return tasks

    def task(self, split: str, index: int) -> Any:
        return self._call("GET", f"/tasks/{urllib.parse.quote(split, safe='')}/{int(index)}")

    def reset(self, **params: Any) -> Any:
        """Starts an episode; ``params``: seed, episode_id, split, index, gamefile. ``state()`` names its ``episode_id``."""
        return self._call("POST", "/reset", {k: v for k, v in params.items() if v is not None})

    def step(self, command: str, episode_id: Optional[str] = None) -> Any:
        body: dict[str, Any] = {"action": {"command": command}}
        if episode_id is not None:
            body["episode_id"] = episode_id
        return self._call("POST", "/step", body)

    def state(self, episode_id: Optional[str] = None) -> Any:
        query = "" if episode_id is None else "?" + urllib.parse.urlencode({"episode_id": episode_id})
        return self._call("GET", "/state" + query)


class OpenEnvAlfworldEnv(GymBase):
    """One ALFWorld episode at a time over the OpenEnv HTTP protocol, Gymnasium's reset/step shapes.

    ``reset(seed=s)`` plays game ``s mod n`` of the split; ``options={"gamefile": key}`` or
    ``{"index": i}`` names one; with neither the server deals the split's games in turn. Actions and
    observations are free text; ``info["admissible_commands"]`` lists the commands the game accepts.
    Reward is the server's: 1.0 on the winning step, else 0.0.
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, base_url: Optional[str] = None, split: Optional[str] = None, token: Optional[str] = None,
                 client: Optional[OpenEnvClient] = None) -> None:
        self.client = client or OpenEnvClient(base_url, token=token)
        self.split = split
        # Each env keeps its own episode on the server, whatever other clients do.
        self.episode_id = "gym-" + uuid.uuid4().hex
        self._done = True
        declare_text_spaces(self)

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> tuple[str, dict[str, Any]]:
        seed_gymnasium(self, seed)
        options = dict(options or {})
        params: dict[str, Any] = {"episode_id": self.episode_id, "split": self.split, "seed": seed}
        for key in ("gamefile", "index", "split"):
            if key in options:
                params[key] = options[key]
        result = self.client.reset(**params)
        self._done = bool(result["done"])
        return result["observation"]["text"], self._info(result)

    def step(self, action: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("the episode is over: call reset() to start the next one")
        result = self.client.step(str(action), episode_id=self.episode_id)
        won = bool(result["observation"]["won"])
        self._done = bool(result["done"])
        return result["observation"]["text"], float(result["reward"] or 0.0), won, self._done and not won, self._info(result)

    def close(self) -> None:
        """Closes the kept-alive connection; the server drops idle episodes itself. Closing twice is allowed."""
        self.client.close_connection()

    @staticmethod
    def _info(result: dict[str, Any]) -> dict[str, Any]:
        observation = result["observation"]
        return {
            "admissible_commands": list(observation["admissible_commands"]),
            "won": bool(observation["won"]),
            "gamefile": observation["gamefile"],
            "task": observation["task"],
            "step": observation["step"],
        }
