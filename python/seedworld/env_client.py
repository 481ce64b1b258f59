"""Client for `seedworld env-server` (standard library only).

``SeedworldEnvClient``: one method per HTTP endpoint. The AgentGym ALFWorld API (``create``,
  ``reset``, ``step``, ``observation``, ``available_actions``, ``detail``, ``close``) returns the
  same JSON as agentenv-alfworld; the batch API (``batch_create``, ``batch_reset``, ``batch_step``,
  ``batch_close``) resets or steps many environments in one request. The envs built on it are in
  ``seedworld.verl_agent_env`` (verl-agent) and ``seedworld.gym_env`` (Gymnasium-style).

Errors come back as ``SeedworldEnvError`` with the HTTP status and the server's message. A 503
means an engine worker thread died during the request: the request was not applied, the server
restarted the worker with every environment as of its last answered request, and the same request
may be sent again.
The bearer token is read from ``$SEEDWORLD_ENV_TOKEN`` unless given; it is never printed.
"""

from __future__ import annotations

import http.client
import json
import os
import urllib.parse
from typing import Any, Iterable, Mapping, Optional, Union

__all__ = ["SeedworldEnvClient", "SeedworldEnvError"]


class SeedworldEnvError(Exception):
    """A refused request: ``status`` is the HTTP status, ``message`` the server's error text."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}" if status else message)
        self.status = status
        self.message = message


def _parsed(data: bytes) -> Any:
    """The reply as JSON, or its text when it is not JSON (a proxy's error page, say)."""
    if not data:
        return None
    text = data.decode("utf-8", "replace")
    try:
        return json.loads(text)
    except ValueError:
        return text


class SeedworldEnvClient:
    """One persistent HTTP connection to the env server."""

    def __init__(self, base_url: str = "http://127.0.0.1:36001", token: Optional[str] = None, timeout: float = 300.0) -> None:
        parsed = urllib.parse.urlsplit(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise ValueError(f"base_url must look like http://host:port, got {base_url!r}")
        self._https = parsed.scheme == "https"
        self._host = parsed.hostname
        self._port = parsed.port
        self._prefix = parsed.path.rstrip("/")
        self._timeout = timeout
        self._token = token if token is not None else os.environ.get("SEEDWORLD_ENV_TOKEN") or None
        self._connection: Optional[http.client.HTTPConnection] = None

    def __repr__(self) -> str:
        # The token stays out of reprs and logs.
        return f"SeedworldEnvClient({'https' if self._https else 'http'}://{self._host}:{self._port}{self._prefix})"

    # --- transport -------------------------------------------------------------------------

    def _connect(self) -> http.client.HTTPConnection:
        kind = http.client.HTTPSConnection if self._https else http.client.HTTPConnection
        return kind(self._host, self._port, timeout=self._timeout)

    def request_raw(self, method: str, path: str, body: Optional[bytes] = None,
                    headers: Optional[Mapping[str, str]] = None) -> tuple[int, Any]:
        """Sends ``body`` (bytes or None) as is; returns ``(status, parsed JSON)``. For probes and tests."""
        send_headers = {"Content-Type": "application/json"}
        if self._token:
            send_headers["Authorization"] = "Bearer " + self._token
        send_headers.update(headers or {})
        # A kept-alive connection the server closed fails on first use: retry once on a fresh one.
        for attempt in (0, 1):
            if self._connection is None:
                self._connection = self._connect()
            try:
                self._connection.request(method, self._prefix + path, body=body, headers=send_headers)
                response = self._connection.getresponse()
                data = response.read()
            except (http.client.HTTPException, ConnectionError, OSError) as error:
                self._connection.close()
                self._connection = None
                if attempt == 1:
                    # status 0: no HTTP answer at all (server not running, wrong port, network).
                    raise SeedworldEnvError(0, f"cannot reach the env server ({self!r}): {error}") from None
                continue
            if response.getheader("Connection", "").lower() == "close":
                self._connection.close()
                self._connection = None
            return response.status, _parsed(data)
        raise AssertionError("unreachable: the second attempt returns or raises")

    def call(self, method: str, path: str, payload: Any = None) -> Any:
        """One JSON request; the parsed reply, or ``SeedworldEnvError`` with the status and the server's message."""
        body = None if payload is None else json.dumps(payload).encode("utf-8")
        status, data = self.request_raw(method, path, body)
        if status != 200:
            # {"error": ...} from AgentGym's routes, FastAPI's {"detail": ...} from the OpenEnv ones.
            message = (data.get("error") or data.get("detail")) if isinstance(data, dict) else data
            raise SeedworldEnvError(status, str(message))
        return data

    def close_connection(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    # --- server ----------------------------------------------------------------------------

    def hello(self) -> Any:
        return self.call("GET", "/")

    def health(self) -> Any:
        return self.call("GET", "/health")

    def info(self) -> Any:
        return self.call("GET", "/info")

    def games(self) -> Any:
        """``{"count", "games": [{"game", "gamefile", "task_type"}]}``: what ``game`` indexes."""
        return self.call("GET", "/games")

    # --- AgentGym API (agentenv-alfworld shapes) -------------------------------------------

    def create(self) -> int:
        return self.call("POST", "/create")["id"]

    def reset(self, env_id: int, game: Union[int, str], world_type: str = "Text") -> Any:
        return self.call("POST", "/reset", {"id": env_id, "game": game, "world_type": world_type})

    def step(self, env_id: int, action: str) -> Any:
        return self.call("POST", "/step", {"id": env_id, "action": action})

    def observation(self, env_id: int) -> Any:
        return self.call("GET", f"/observation?id={int(env_id)}")

    def available_actions(self, env_id: int) -> Any:
        return self.call("GET", f"/available_actions?id={int(env_id)}")

    def detail(self, env_id: int) -> Any:
        return self.call("GET", f"/detail?id={int(env_id)}")

    def close(self, env_id: int) -> Any:
        return self.call("POST", "/close", {"id": env_id})

    # --- batch API -------------------------------------------------------------------------

    def batch_create(self, count: int) -> list[int]:
        return self.call("POST", "/batch/create", {"count": count})["ids"]

    def batch_reset(self, ids: Iterable[int], games: Iterable[Union[int, str]]) -> list[Any]:
        """``games``: one game index or gamefile per id. Returns per-env results in ``ids`` order."""
        return self.call("POST", "/batch/reset", {"ids": list(ids), "games": list(games)})["results"]

    def batch_step(self, ids: Iterable[int], actions: Iterable[str]) -> list[Any]:
        return self.call("POST", "/batch/step", {"ids": list(ids), "actions": list(actions)})["results"]

    def batch_close(self, ids: Iterable[int]) -> Any:
        return self.call("POST", "/batch/close", {"ids": list(ids)})["closed"]
