"""The environment module verifiers' loader imports for ``vf.load_environment("seedworld-alfworld", **env_args)``
(it imports the env id with ``-`` as ``_`` and calls its ``load_environment``)."""

from seedworld.verifiers_env import load_environment

__all__ = ["load_environment"]
