"""What seedworld's Gymnasium-style envs share: the base class and the text spaces.

The envs subclass ``gymnasium.Env`` when gymnasium is importable (so ``isinstance`` checks, wrappers
and ``gymnasium.utils.env_checker.check_env`` work) and ``object`` otherwise (the package's core is
standard library only). With gymnasium, both spaces are ``gymnasium.spaces.Text`` over printable
ASCII: ALFWorld's observations and commands are free text (its templates and PDDL names are ASCII),
observations up to 65,536 characters, commands up to 256. A command outside the admissible ones is
played as ALFWorld plays it ("Nothing happens.").
"""

from __future__ import annotations

import string
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:  # mypy checks the classes on their own; gymnasium is optional and may be untyped.
    GymBase = object
    gymnasium: Any = None
else:
    try:
        import gymnasium

        GymBase = gymnasium.Env
    except ImportError:  # gymnasium is optional
        gymnasium = None
        GymBase = object

__all__ = ["GymBase", "HAS_GYMNASIUM", "TEXT_CHARSET", "MAX_OBSERVATION_CHARS", "MAX_COMMAND_CHARS", "declare_text_spaces",
           "seed_gymnasium"]

HAS_GYMNASIUM = GymBase is not object
TEXT_CHARSET = string.printable
MAX_OBSERVATION_CHARS = 1 << 16
MAX_COMMAND_CHARS = 256


def declare_text_spaces(env: Any) -> None:
    """Give ``env`` Gymnasium's observation and action spaces (free text), where gymnasium is importable."""
    if HAS_GYMNASIUM:
        env.observation_space = gymnasium.spaces.Text(MAX_OBSERVATION_CHARS, min_length=0, charset=TEXT_CHARSET)
        env.action_space = gymnasium.spaces.Text(MAX_COMMAND_CHARS, min_length=1, charset=TEXT_CHARSET)


def seed_gymnasium(env: Any, seed: Optional[int]) -> None:
    """``gymnasium.Env.reset(seed=seed)``, as Gymnasium's contract asks of every reset (it seeds ``env.np_random``)."""
    if HAS_GYMNASIUM:
        gymnasium.Env.reset(env, seed=seed)
