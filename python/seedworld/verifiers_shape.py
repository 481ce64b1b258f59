"""The part of verifiers' environment contract that ``verifiers_env`` uses, for when verifiers is not
importable (standard library only). It follows verifiers v0.3.0 (HEAD a60a606, Aug 2026), whose
``vf.MultiTurnEnv`` is ``verifiers.legacy.envs.multiturn_env.MultiTurnEnv``: written from its
documented behaviour, not copied. What it keeps:

- ``stop`` / ``cleanup`` decorators (``priority``; higher first, ties by name);
- ``MultiTurnEnv(dataset=..., rubric=..., max_turns=..., env_id=..., env_args=...)`` with
  ``async setup_state(state)``, ``async env_response(messages, state) -> Messages``,
  ``async is_completed(state)`` over the stop conditions (``has_error``, ``max_turns_reached``,
  ``has_final_env_response`` and the subclass's), and
  ``async rollout(input, client, model, sampling_args=None) -> State``: the state holds
  ``prompt``, ``trajectory`` (one step per model turn: prompt, completion, response),
  ``completion`` (after the prompt, the final env response included), ``stop_condition``;
- ``Rubric(funcs, weights)`` with ``async score_rollout(state)`` setting ``reward`` and ``metrics``
  (a reward function gets the state fields it names: ``state``, ``prompt``, ``completion``,
  ``answer``, ``info``);
- ``Dataset``: ``datasets.Dataset`` when importable, else a list of rows with its read-only face
  (``len``, rows by index, columns by name, ``column_names``, ``select``, ``to_list``).

A ``client`` is verifiers' (``await client.get_response(prompt=..., model=..., tools=...,
sampling_args=..., state=...)`` returning a response with ``message.content``) or an OpenAI-style one
(``client.chat.completions.create(model=..., messages=..., **sampling_args)``, sync or async).
"""

from __future__ import annotations

import asyncio
import inspect
import json
import time
import uuid
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence, TypeVar, overload

__all__ = ["stop", "cleanup", "MultiTurnEnv", "Rubric", "Dataset", "UserMessage", "content_of"]

# A rollout's state, and a conversation (messages as dicts or as objects with ``role`` and ``content``).
State = dict[str, Any]
Messages = list[Any]
F = TypeVar("F", bound=Callable[..., Any])


def _mark(kind: str, func: F | None, priority: int) -> F | Callable[[F], F]:
    def decorate(f: F) -> F:
        setattr(f, kind, True)
        setattr(f, kind + "_priority", priority)
        return f

    return decorate if func is None else decorate(func)


@overload
def stop(func: F, priority: int = ...) -> F: ...
@overload
def stop(func: None = ..., priority: int = ...) -> Callable[[F], F]: ...
def stop(func: F | None = None, priority: int = 0) -> F | Callable[[F], F]:
    """Marks a method ``(self, state) -> bool`` as a stop condition: ``is_completed`` checks them all."""
    return _mark("stop", func, priority)


@overload
def cleanup(func: F, priority: int = ...) -> F: ...
@overload
def cleanup(func: None = ..., priority: int = ...) -> Callable[[F], F]: ...
def cleanup(func: F | None = None, priority: int = 0) -> F | Callable[[F], F]:
    """Marks a method ``(self, state)`` run once after every rollout, however it ended."""
    return _mark("cleanup", func, priority)


def _decorated(obj: object, kind: str) -> list[Callable[..., Any]]:
    methods = [m for _, m in inspect.getmembers(obj, predicate=inspect.ismethod) if getattr(m, kind, False)]
    return sorted(methods, key=lambda m: (-getattr(m, kind + "_priority", 0), m.__name__))


async def _maybe_await(value: Any) -> Any:
    return await value if inspect.isawaitable(value) else value


async def _call_with_named_args(func: Callable[..., Any], **available: Any) -> Any:
    params = inspect.signature(func).parameters
    if any(p.kind == p.VAR_KEYWORD for p in params.values()):
        return await _maybe_await(func(**available))
    return await _maybe_await(func(**{name: value for name, value in available.items() if name in params}))


def UserMessage(content: str) -> dict[str, str]:
    """A user message as a plain dict (verifiers normalises dicts into its own message type)."""
    return {"role": "user", "content": content}


def content_of(message: Any) -> str:
    """The text of a message given as a dict or as an object with ``content``."""
    content = message.get("content") if isinstance(message, dict) else getattr(message, "content", None)
    return content if isinstance(content, str) else ""


def _role_of(message: Any) -> str | None:
    return message.get("role") if isinstance(message, dict) else getattr(message, "role", None)


try:  # the real thing where it is installed
    from datasets import Dataset  # noqa: F401
except ImportError:

    class Dataset:  # type: ignore[no-redef]  # the stand-in where datasets is absent
        """Rows with the read-only face of ``datasets.Dataset`` that environments use."""

        def __init__(self, rows: Iterable[Mapping[str, Any]]) -> None:
            self._rows = [dict(row) for row in rows]

        @classmethod
        def from_list(cls, rows: Iterable[Mapping[str, Any]]) -> Dataset:
            return cls(rows)

        @property
        def column_names(self) -> list[str]:
            return list(self._rows[0]) if self._rows else []

        @property
        def num_rows(self) -> int:
            return len(self._rows)

        def __len__(self) -> int:
            return len(self._rows)

        def __iter__(self) -> Iterator[dict[str, Any]]:
            return iter(self._rows)

        def __getitem__(self, key: str | int | slice) -> Any:
            if isinstance(key, str):
                return [row[key] for row in self._rows]
            if isinstance(key, slice):
                rows = self._rows[key]
                return {name: [row[name] for row in rows] for name in (list(rows[0]) if rows else [])}
            return self._rows[key]

        def select(self, indices: Iterable[int]) -> Dataset:
            return Dataset([self._rows[i] for i in indices])

        def to_list(self) -> list[dict[str, Any]]:
            return [dict(row) for row in self._rows]


class Rubric:
    """Weighted reward functions; ``score_rollout`` sets ``state["reward"]`` and ``state["metrics"]``."""

    def __init__(self, funcs: Iterable[Callable[..., Any]] | None = None, weights: Iterable[float] | None = None,
                 parser: Any = None) -> None:
        self.funcs = list(funcs or [])
        self.weights = list(weights or [1.0] * len(self.funcs))
        if len(self.weights) != len(self.funcs):
            raise ValueError(f"Number of weights ({len(self.weights)}) must match number of functions ({len(self.funcs)})")
        self.parser = parser

    async def score_rollout(self, state: State) -> None:
        fields = {name: state.get(name) for name in ("prompt", "completion", "answer", "info", "task")}
        scores = [float(await _call_with_named_args(func, state=state, parser=self.parser, **fields)) for func in self.funcs]
        state["metrics"] = {func.__name__: score for func, score in zip(self.funcs, scores)}
        state["reward"] = sum(score * weight for score, weight in zip(scores, self.weights))


class MultiTurnEnv:
    """verifiers' multi-turn environment contract (see the module docstring)."""

    def __init__(self, dataset: Any = None, eval_dataset: Any = None, system_prompt: str | None = None, parser: Any = None,
                 rubric: Rubric | None = None, max_turns: int = -1, timeout_seconds: float | None = None, env_id: str | None = None,
                 env_args: dict[str, Any] | None = None, sampling_args: dict[str, Any] | None = None, **kwargs: Any) -> None:
        if dataset is None and eval_dataset is None:
            raise ValueError("Either 'dataset' or 'eval_dataset' must be provided")
        self.dataset = dataset
        self.eval_dataset = eval_dataset
        self.system_prompt = system_prompt
        self.parser = parser
        self.rubric = rubric or Rubric()
        self.max_turns = max_turns
        self.timeout_seconds = timeout_seconds
        self.env_id = env_id or ""
        self.env_args = env_args or {}
        self.sampling_args = sampling_args or {}

    def get_dataset(self, n: int | None = -1, seed: int | None = None) -> Any:
        return self.dataset if n is None or n < 0 else self.dataset.select(range(min(n, len(self.dataset))))

    async def setup_state(self, state: State) -> State:
        return state

    async def env_response(self, messages: Messages, state: State, **kwargs: Any) -> Messages:
        raise NotImplementedError

    @stop(priority=100)
    async def has_error(self, state: State) -> bool:
        return state.get("error") is not None

    @stop
    async def max_turns_reached(self, state: State) -> bool:
        return self.max_turns > 0 and len(state["trajectory"]) >= self.max_turns

    @stop
    async def has_final_env_response(self, state: State) -> bool:
        return state.get("final_env_response") is not None

    async def is_completed(self, state: State, **kwargs: Any) -> bool:
        for condition in _decorated(self, "stop"):
            if await _call_with_named_args(condition, state=state, env=self, **kwargs):
                state["is_completed"] = True
                state["stop_condition"] = condition.__name__
                return True
        return False

    def init_state(self, input: Mapping[str, Any], client: Any, model: str, sampling_args: dict[str, Any] | None = None) -> State:
        state = dict(input)
        if isinstance(state.get("info"), str):
            state["info"] = json.loads(state["info"])
        state.update({
            "input": dict(input), "prompt": list(input["prompt"]), "client": client, "model": model,
            "sampling_args": sampling_args, "is_completed": False, "is_truncated": False, "trajectory": [],
            "completion": None, "trajectory_id": uuid.uuid4().hex, "reward": None, "metrics": None, "error": None,
            "final_env_response": None, "timing": {"start": time.time()},
        })
        return state

    async def get_prompt_messages(self, state: State) -> Messages:
        if not state["trajectory"]:
            return state["prompt"]
        last = state["trajectory"][-1]
        messages = list(last["prompt"]) + list(last["completion"])
        return messages + list(await self.env_response(messages, state))

    async def get_model_response(self, state: State, prompt: Messages) -> tuple[Any, Messages]:
        client, model = state["client"], state["model"]
        sampling_args = state["sampling_args"] or self.sampling_args or {}
        if hasattr(client, "get_response"):
            response = await _maybe_await(client.get_response(prompt=prompt, model=model, tools=None, sampling_args=sampling_args, state=state))
            message = response["message"] if isinstance(response, dict) else response.message
        else:
            response = await _maybe_await(client.chat.completions.create(model=model, messages=prompt, **sampling_args))
            message = response.choices[0].message
        return response, [{"role": "assistant", "content": content_of(message)}]

    async def rollout(self, input: Mapping[str, Any], client: Any, model: str, sampling_args: dict[str, Any] | None = None) -> State:
        state = self.init_state(input, client, model, sampling_args)

        async def loop() -> None:
            nonlocal state
            state = await self.setup_state(state) or state
            while not await self.is_completed(state):
                prompt = await self.get_prompt_messages(state)
                if state.get("final_env_response") is not None:
                    continue
                response, completion = await self.get_model_response(state, prompt)
                state["trajectory"].append({
                    "prompt": prompt, "completion": completion, "response": response, "tokens": None, "reward": None,
                    "advantage": None, "is_truncated": False, "trajectory_id": state["trajectory_id"], "extras": {},
                })

        try:
            await asyncio.wait_for(loop(), timeout=self.timeout_seconds)
        except asyncio.TimeoutError:
            state.update({"timed_out": True, "is_completed": True, "stop_condition": "timeout_reached"})
        finally:
            self._render_completion(state)
            for handler in _decorated(self, "cleanup"):
                await _call_with_named_args(handler, state=state, env=self)
        return state

    @staticmethod
    def _render_completion(state: State) -> None:
        if not state["trajectory"]:
            state["completion"] = []
            return
        last = state["trajectory"][-1]
        conversation = list(last["prompt"]) + list(last["completion"]) + list(state.get("final_env_response") or [])
        state["completion"] = conversation[len(state["prompt"]):]


def last_assistant_text(messages: Sequence[Any]) -> str:
    """The content of the last assistant message (dicts or message objects)."""
    for message in reversed(messages):
        if _role_of(message) == "assistant":
            return content_of(message)
    return ""
