"""verl-agent's ALFWorld environment over `seedworld env-server` (standard library only).

Shapes learnt from verl-agent (``langfengQ/verl-agent``, read through the fork ``vanzll/verl-agent``
at d0b9724 and SEED's copy ``zhangdw156/SEED``):

* ``agent_system/environments/env_manager.py`` ``make_envs``: for ALFWorld it builds the training
  envs with ``build_alfworld_envs(cfg, config.env.seed, config.data.train_batch_size, group_n,
  is_train=True, ...)`` and the validation envs with ``config.env.seed + 1000``,
  ``config.data.val_batch_size`` and group 1, ``is_train=False``, then wraps both in
  ``AlfWorldEnvironmentManager(envs, alfworld_projection, config)``; ``group_n = config.env.rollout.n``.
* ``agent_system/environments/env_package/alfworld/envs.py`` ``AlfworldEnvs``: ``env_num ×
  group_n`` workers, worker ``i`` seeded ``seed + i // group_n`` (a group plays one game);
  ``reset() -> (text_obs, None, infos)``, ``step(actions) -> (text_obs, None, rewards, dones,
  infos)`` with reward ``10 · won``; ``get_admissible_commands`` (a property); ``close()``; SEED's
  fork adds ``step_selected(actions, indices)`` (steps a subset; ``zhangdw156/SEED``, same file).
  Each info carries ``won``, ``admissible_commands`` and ``extra.gamefile``.
* Each worker's TextWorld env (``textworld/gym/envs/textworld_batch.py`` ``seed`` and
  ``textworld/gym/envs/utils.py`` ``shuffled_cycle``, ``microsoft/TextWorld``) shuffles its own
  copy of the game list with its seed, plays it in that order, and reshuffles after each pass:
  games are drawn without replacement within a pass. Here the shuffle is Python's
  ``random.Random(seed)``, so the order is reproducible but not numpy's permutation.

The train / validation split is chosen by ``split`` (``train``, ``valid_seen``, ``valid_unseen``,
or verl-agent's ``eval_in_distribution`` / ``eval_out_of_distribution``). The env server has no
split filter on its batch API; its ``GET /games`` lists every game under its data-root key
``json_2.1.1/<split>/...``, and the split is picked from those keys here. A server started on
plain folders (no data root) has no split in its keys: then pass ``split=None`` and start one
server per split (``seedworld env-server $ALFWORLD_DATA --split valid_seen``).
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Optional, Sequence, Union

from .env_client import SeedworldEnvClient

# reset() -> (text_obs, None, infos); step() -> (text_obs, None, rewards, dones, infos), as verl-agent's.
Info = dict[str, Any]

__all__ = ["AlfworldEnvs", "ShuffledGameWalk", "build_alfworld_envs", "games_of_split", "make_envs", "split_name"]

# verl-agent's eval_dataset names -> ALFWorld's folders (config_tw.yaml: eval_id / eval_ood paths).
SPLIT_ALIASES = {"eval_in_distribution": "valid_seen", "eval_out_of_distribution": "valid_unseen"}
WIN_REWARD = 10.0


def split_name(split: str) -> str:
    return SPLIT_ALIASES.get(split, split)


def games_of_split(client: SeedworldEnvClient, split: Optional[str]) -> list[str]:
    """The server's gamefile keys in ``split`` (all of them for ``split=None``), in the server's order."""
    listed: list[str] = [entry["gamefile"] for entry in client.games()["games"]]
    if split is None:
        return listed
    wanted = split_name(split)
    chosen = [key for key in listed if _split_of(key) == wanted]
    if chosen:
        return chosen
    present = sorted({s for s in (_split_of(key) for key in listed) if s is not None})
    if not present:
        raise ValueError("the env server's games carry no split (it was not started on an $ALFWORLD_DATA root): "
                         "pass split=None and run one server per split")
    raise ValueError(f"no {wanted!r} games on the env server (splits there: {', '.join(present)})")


def _split_games_or_close(client: SeedworldEnvClient, split: Optional[str]) -> list[str]:
    """games_of_split, closing the client's connection when the split is refused."""
    try:
        return games_of_split(client, split)
    except ValueError:
        client.close_connection()
        raise


def _split_of(gamefile: str) -> Optional[str]:
    parts = gamefile.split("/")
    return parts[1] if len(parts) > 2 and parts[0].startswith("json_") else None


class ShuffledGameWalk:
    """TextWorld's game order: a seeded shuffle, walked to the end, reshuffled for the next pass."""

    def __init__(self, games: Sequence[Union[str, int]], seed: int) -> None:
        if not games:
            raise ValueError("no games to play")
        self._rng = random.Random(seed)
        self._order = list(games)
        self._rng.shuffle(self._order)
        self._next = 0

    def next_game(self) -> Union[str, int]:
        if self._next == len(self._order):
            self._rng.shuffle(self._order)
            self._next = 0
        game = self._order[self._next]
        self._next += 1
        return game


class AlfworldEnvs:
    """verl-agent's ``AlfworldEnvs`` over one env server: ``env_num`` groups of ``group_n`` envs.

    ``env_num`` counts groups, as in verl-agent (``train_batch_size`` tasks); there are
    ``env_num * group_n`` envs and env ``i`` walks the games seeded with ``seed + i // group_n``.
    """

    def __init__(self, client: Union[str, SeedworldEnvClient], seed: int, env_num: int, group_n: int = 1,
                 split: Optional[str] = None, games: Optional[Sequence[str]] = None) -> None:
        if env_num < 1 or group_n < 1:
            raise ValueError(f"env_num and group_n must be at least 1, got {env_num!r} and {group_n!r}")
        self.client = client if isinstance(client, SeedworldEnvClient) else SeedworldEnvClient(client)
        self.env_num = env_num
        self.group_n = group_n
        self.num_processes = env_num * group_n
        self.games = list(games) if games is not None else _split_games_or_close(self.client, split)
        self.reseed(seed)
        self.ids = self.client.batch_create(self.num_processes)
        self._gamefiles: list[Optional[str]] = [None] * self.num_processes
        self._admissible: list[list[str]] = [[] for _ in range(self.num_processes)]

    def reseed(self, seed: int) -> None:
        """Restart every group's game walk from ``seed + group`` (verl-agent seeds its workers so)."""
        # Envs with the same seed walk the same order, so one walk per group is the same thing.
        self._walks = [ShuffledGameWalk(self.games, seed + group) for group in range(self.env_num)]

    def _deal(self) -> list[Union[str, int]]:
        per_group = [walk.next_game() for walk in self._walks]
        return [per_group[i // self.group_n] for i in range(self.num_processes)]

    def _info(self, i: int, result: dict[str, Any]) -> Info:
        return {"won": bool(result.get("won", False)), "admissible_commands": list(result["available_actions"]),
                "extra.gamefile": self._gamefiles[i]}

    def gamefile(self, i: int) -> Optional[str]:
        """The game env ``i`` plays (None before its first reset)."""
        return self._gamefiles[i]

    def reset(self, games: Optional[Sequence[Union[str, int]]] = None) -> tuple[list[str], None, list[Info]]:
        """Every env starts its next game: the walks' next, or ``games`` (one per env: keys or catalog indices)."""
        if games is not None and len(games) != self.num_processes:
            raise ValueError(f"expected {self.num_processes} games (one per env), got {len(games)}")
        results = self.client.batch_reset(self.ids, list(games) if games is not None else self._deal())
        text_obs: list[str] = []
        infos: list[Info] = []
        for i, result in enumerate(results):
            self._gamefiles[i] = result["gamefile"]
            self._admissible[i] = result["available_actions"]
            text_obs.append(result["observation"])
            infos.append(self._info(i, result))
        return text_obs, None, infos

    def step(self, actions: Sequence[str]) -> tuple[list[str], None, list[float], list[bool], list[Info]]:
        if len(actions) != self.num_processes:
            raise ValueError(f"expected {self.num_processes} actions (one per env), got {len(actions)}")
        return self.step_selected(actions, range(self.num_processes))

    def step_selected(self, actions: Sequence[str],
                      indices: Iterable[int]) -> tuple[list[str], None, list[float], list[bool], list[Info]]:
        """Steps only the envs at ``indices`` (SEED's fork calls this); results follow ``indices``."""
        chosen = list(indices)
        if len(actions) != len(chosen):
            raise ValueError(f"expected one action per selected env: {len(actions)} actions for {len(chosen)} envs")
        if any(not 0 <= i < self.num_processes for i in chosen):
            raise ValueError(f"env indices must be in 0..{self.num_processes - 1}, got {chosen!r}")
        results = self.client.batch_step([self.ids[i] for i in chosen], list(actions))
        text_obs: list[str] = []
        rewards: list[float] = []
        dones: list[bool] = []
        infos: list[Info] = []
        for i, result in zip(chosen, results):
            self._admissible[i] = result["available_actions"]
            text_obs.append(result["observation"])
            rewards.append(WIN_REWARD * float(result["won"]))
            dones.append(bool(result["done"]))
            infos.append(self._info(i, result))
        return text_obs, None, rewards, dones, infos

    @property
    def get_admissible_commands(self) -> list[list[str]]:
        return [list(commands) for commands in self._admissible]

    def close(self) -> None:
        if self.ids:
            self.client.batch_close(self.ids)
            self.ids = []
        self.client.close_connection()


def build_alfworld_envs(base_url: str, seed: int, env_num: int, group_n: int, resources_per_worker: Any = None,
                        is_train: bool = True, env_kwargs: Optional[dict[str, Any]] = None,
                        token: Optional[str] = None) -> AlfworldEnvs:
    """verl-agent's ``build_alfworld_envs`` with the server's URL in place of ALFWorld's config path.

    Same parameter order as verl-agent's (``alf_config_path, seed, env_num, group_n,
    resources_per_worker, is_train, env_kwargs``), so its ``make_envs`` calls it unchanged;
    ``resources_per_worker`` is accepted and unused (the server runs the games). ``is_train`` picks
    the ``train`` split; otherwise ``env_kwargs['eval_dataset']`` (``eval_in_distribution`` by
    default, as in verl-agent). ``env_kwargs['split']`` overrides both.
    """
    kwargs = dict(env_kwargs or {})
    if kwargs.get("fairness"):
        # SEED's fork (zhangdw156/SEED agent_system/environments/fairness.py) plays fixed game lists of its own.
        raise ValueError("seedworld's envs do not implement SEED's fairness game lists: set env.fairness=false")
    default = "train" if is_train else kwargs.get("eval_dataset", "eval_in_distribution")
    split = kwargs.get("split", default)
    return AlfworldEnvs(SeedworldEnvClient(base_url, token=token), seed, env_num, group_n, split=split)


def _get(config: Any, dotted: str, default: Any = None) -> Any:
    node = config
    for key in dotted.split("."):
        node = node.get(key) if isinstance(node, dict) else getattr(node, key, None)
        if node is None:
            return default
    return node


def make_envs(config: Any, base_url: Optional[str] = None, wrap: bool = True) -> tuple[Any, Any]:
    """verl-agent's ``make_envs`` for ALFWorld over the env server: ``(train_envs, val_envs)``.

    Reads ``env.seed``, ``env.rollout.n``, ``data.train_batch_size``, ``data.val_batch_size``,
    ``env.alfworld.eval_dataset`` and the server URL from ``base_url`` or ``env.seedworld.url``
    (a plain dict or an OmegaConf config); ``env.seedworld.train_split`` (default ``train``) names
    the training split and ``env.seedworld.token`` the bearer token (else ``$SEEDWORLD_ENV_TOKEN``). With ``wrap`` (and verl-agent importable) both are wrapped
    in verl-agent's own ``AlfWorldEnvironmentManager`` with ``alfworld_projection``.
    """
    url = base_url or _get(config, "env.seedworld.url")
    if not url:
        raise ValueError("no env server URL: pass base_url or set env.seedworld.url")
    group_n = _get(config, "env.rollout.n", 1)
    if not isinstance(group_n, int):
        raise ValueError(f"env.rollout.n must be an integer, got {group_n!r}")
    seed = _get(config, "env.seed", 0)
    eval_kwargs = {"eval_dataset": _get(config, "env.alfworld.eval_dataset", "eval_in_distribution")}
    train_kwargs = {"split": _get(config, "env.seedworld.train_split", "train")}
    token = _get(config, "env.seedworld.token")
    envs = build_alfworld_envs(url, seed, _get(config, "data.train_batch_size", 1), max(group_n, 1), is_train=True,
                               env_kwargs=train_kwargs, token=token)
    val_envs = build_alfworld_envs(url, seed + 1000, _get(config, "data.val_batch_size", 1), 1, is_train=False,
                                   env_kwargs=eval_kwargs, token=token)
    if not wrap:
        return envs, val_envs
    return _wrap_in_manager(envs, val_envs, config)


def _wrap_in_manager(envs: AlfworldEnvs, val_envs: AlfworldEnvs, config: Any) -> tuple[Any, Any]:
    try:
        from functools import partial

        from agent_system.environments.env_manager import AlfWorldEnvironmentManager
        from agent_system.environments.env_package.alfworld import alfworld_projection
    except ImportError as error:
        raise ImportError(f"verl-agent (agent_system) is not importable ({error}); call make_envs(..., wrap=False) for the raw envs") from None
    projection = partial(alfworld_projection)
    return AlfWorldEnvironmentManager(envs, projection, config), AlfWorldEnvironmentManager(val_envs, projection, config)
