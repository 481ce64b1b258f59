"""SEED's loss inside verl's actor: a registered policy loss plus the teacher keys it needs.

verl's extension point for the policy loss is the registry in ``verl/trainer/ppo/core_algos.py``
(``register_policy_loss(name)``, looked up with ``get_policy_loss_fn(config.policy_loss.loss_mode)``
by ``verl/workers/actor/dp_actor.py`` ``DataParallelPPOActor.update_policy``; ``volcengine/verl``
at b178a3c). A registered loss only receives ``old_log_prob, log_prob, advantages, response_mask,
loss_agg_mode, config, rollout_is_weights``, and ``update_policy`` keeps only the batch keys it
knows, so SEED's ``teacher_log_prob`` / ``teacher_signal_mask`` need two more things, done here:

* the batch's ``select`` keeps the teacher keys (per call of ``update_policy``, on that batch only);
* ``_forward_micro_batch`` notes the micro-batch's teacher tensors for the loss computed right after.

The loss ``seed_opd`` is verl's own ``vanilla`` PPO loss plus ``opd_coef · L_opd``
(``seedworld.seed_loss.opd_loss``: SEED's gate with the current log-probs), with SEED's
``actor/opd_*`` metrics. Use it in a verl run with::

    actor_rollout_ref.model.external_lib=seedworld.verl_plugin
    actor_rollout_ref.actor.policy_loss.loss_mode=seed_opd

verl imports ``external_lib`` in each worker's ``init_model`` (``verl/workers/fsdp_workers.py``)
before it builds the actor, which is when ``install()`` runs here. λ and β come from the actor
config's ``opd_loss_coef`` / ``opd_gate_beta`` when it has them (SEED's fork does), else from
``$SEEDWORLD_OPD_COEF`` / ``$SEEDWORLD_OPD_BETA``, else SEED's launcher values 0.01 and 5.0.

Why the environment for stock verl: its actor config has no slot for them. ``init_model`` turns
``actor_rollout_ref.actor`` into the ``ActorConfig`` / ``PolicyLossConfig`` dataclasses
(``omega_conf_to_dataclass`` in ``verl/utils/config.py``, which instantiates the ``_target_``), and
an override that adds a field they lack (``+actor_rollout_ref.actor.policy_loss.opd_loss_coef=…``)
fails there. verl's own way to hand a setting to its Ray workers is the runtime environment
(``verl/trainer/main_ppo.py`` merges ``ray_kwargs.ray_init.runtime_env``), so set them in verl's
config as::

    +ray_kwargs.ray_init.runtime_env.env_vars.SEEDWORLD_OPD_COEF=0.01
    +ray_kwargs.ray_init.runtime_env.env_vars.SEEDWORLD_OPD_BETA=5.0

A trainer that builds its own actor can use ``SeedDataParallelPPOActor`` instead.

Importing this module without verl is fine; ``install()`` then says verl is missing.
"""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .seed_loss import DEFAULT_OPD_BETA, DEFAULT_OPD_COEF, opd_loss

if TYPE_CHECKING:
    import torch

__all__ = ["LOSS_MODE", "TEACHER_KEYS", "VerlPluginError", "install", "seed_opd_policy_loss", "opd_settings", "SeedDataParallelPPOActor"]

LOSS_MODE = "seed_opd"
# SEED's actor falls back to critical_step_mask when teacher_signal_mask is absent.
TEACHER_KEYS = ("teacher_log_prob", "teacher_signal_mask", "critical_step_mask")

# The micro-batch whose forward pass ran last in this thread: its teacher tensors feed the loss.
_current = threading.local()


NO_REGISTRY = ("seedworld.verl_plugin: this verl has no policy-loss registry (core_algos.register_policy_loss); SEED's own "
               "verl copy computes the OPD term in its actor already: drop actor_rollout_ref.model.external_lib="
               "seedworld.verl_plugin there and set its opd_loss_coef, or use upstream verl >= 0.5 with this plug-in")
OUTSIDE_ACTOR = ("seedworld.verl_plugin: seed_opd was called outside DataParallelPPOActor.update_policy, so the teacher "
                 "tensors cannot reach it and the OPD term would silently be 0 (verl's new engine path, "
                 "use_legacy_worker_impl=disable?): run the legacy actor (trainer.use_legacy_worker_impl=auto or enable)")


class VerlPluginError(RuntimeError):
    """The verl at hand cannot carry SEED's loss; the message says what to do."""


def _require_verl() -> tuple[Any, Any]:
    try:
        from verl.trainer.ppo import core_algos
        from verl.workers.actor import dp_actor
    except ImportError as error:
        raise ImportError(f"verl is not importable ({error}): install verl to use seedworld.verl_plugin") from None
    if not hasattr(core_algos, "register_policy_loss"):
        raise VerlPluginError(NO_REGISTRY)
    return core_algos, dp_actor


def _setting(config: Any, key: str, env_name: str, default: float) -> float:
    value = config.get(key) if config is not None and hasattr(config, "get") else None
    if value is None and config is not None:
        policy_loss: Any = getattr(config, "policy_loss", None)
        value = policy_loss.get(key) if hasattr(policy_loss, "get") else None
    if value is None:
        value = os.environ.get(env_name)
    try:
        return default if value is None else float(value)
    except ValueError:
        raise ValueError(f"{key if config is not None else env_name} must be a number, got {value!r}") from None


def opd_settings(config: Any = None) -> tuple[float, float]:
    """(λ, β): actor config ``opd_loss_coef`` / ``opd_gate_beta``, then the environment, then SEED's values."""
    return (_setting(config, "opd_loss_coef", "SEEDWORLD_OPD_COEF", DEFAULT_OPD_COEF),
            _setting(config, "opd_gate_beta", "SEEDWORLD_OPD_BETA", DEFAULT_OPD_BETA))


def _note_teacher(micro_batch: Any) -> None:
    get = micro_batch.get if hasattr(micro_batch, "get") else (lambda key: None)
    mask = get("teacher_signal_mask")
    _current.teacher = (get("teacher_log_prob"), mask if mask is not None else get("critical_step_mask"))


def seed_opd_policy_loss(old_log_prob: torch.Tensor, log_prob: torch.Tensor, advantages: torch.Tensor, response_mask: torch.Tensor,
                         loss_agg_mode: str = "token-mean", config: Any = None,
                         rollout_is_weights: torch.Tensor | None = None) -> tuple[torch.Tensor, dict[str, Any]]:
    """verl's ``vanilla`` policy loss + λ·L_opd on the teacher tensors of the current micro-batch."""
    core_algos, _ = _require_verl()
    pg_loss, metrics = core_algos.get_policy_loss_fn("vanilla")(
        old_log_prob=old_log_prob, log_prob=log_prob, advantages=advantages, response_mask=response_mask,
        loss_agg_mode=loss_agg_mode, config=config, rollout_is_weights=rollout_is_weights)
    coef, beta = opd_settings(config)
    if coef != 0 and not getattr(_current, "in_update", False):
        raise VerlPluginError(OUTSIDE_ACTOR)
    teacher_log_prob, teacher_mask = getattr(_current, "teacher", (None, None))
    metrics = dict(metrics)
    metrics["actor/pg_loss_ppo"] = float(pg_loss.detach())
    metrics["actor/opd_loss_coef"] = coef
    if teacher_log_prob is None or teacher_mask is None:
        # No teacher in this batch: SEED logs zeros and adds nothing.
        metrics.update({key: 0.0 for key in ("actor/opd_loss", "actor/opd_active_token_ratio", "actor/opd_gate_mean",
                                             "actor/opd_gate_active_ratio", "actor/opd_teacher_gap_mean")})
        return pg_loss, metrics
    term, opd_metrics = opd_loss(log_prob, teacher_log_prob.to(log_prob.dtype), response_mask, teacher_mask,
                                 opd_beta=beta, loss_agg_mode=loss_agg_mode)
    metrics.update(opd_metrics)
    return pg_loss + coef * term, metrics


def _select_keeping_teacher(data: Any, select: Callable[..., Any]) -> Callable[..., Any]:
    def select_with_teacher(batch_keys: Sequence[str] | None = None, *args: Any, **kwargs: Any) -> Any:
        if batch_keys is not None:
            present = set(data.batch.keys())
            batch_keys = list(batch_keys) + [key for key in TEACHER_KEYS if key in present and key not in batch_keys]
        return select(batch_keys, *args, **kwargs)
    return select_with_teacher


def _seed_update_policy(update_policy: Callable[..., Any]) -> Callable[..., Any]:
    if getattr(update_policy, "seedworld_wrapped", False):
        return update_policy
    def update_policy_with_teacher(self: Any, data: Any, *args: Any, **kwargs: Any) -> Any:
        data.select = _select_keeping_teacher(data, data.select)
        _current.in_update = True
        try:
            return update_policy(self, data, *args, **kwargs)
        finally:
            del data.select  # back to the class's method
            _current.teacher = (None, None)
            _current.in_update = False
    setattr(update_policy_with_teacher, "seedworld_wrapped", True)
    return update_policy_with_teacher


def _seed_forward(forward: Callable[..., Any]) -> Callable[..., Any]:
    if getattr(forward, "seedworld_wrapped", False):
        return forward
    def forward_noting_teacher(self: Any, micro_batch: Any, *args: Any, **kwargs: Any) -> Any:
        _note_teacher(micro_batch)
        return forward(self, micro_batch, *args, **kwargs)
    setattr(forward_noting_teacher, "seedworld_wrapped", True)
    return forward_noting_teacher


def install() -> Any:
    """Registers ``seed_opd`` and teaches ``DataParallelPPOActor`` to carry the teacher keys (idempotent)."""
    core_algos, dp_actor = _require_verl()
    if LOSS_MODE not in getattr(core_algos, "POLICY_LOSS_REGISTRY", {}):
        core_algos.register_policy_loss(LOSS_MODE)(seed_opd_policy_loss)
    actor = dp_actor.DataParallelPPOActor
    actor.update_policy = _seed_update_policy(actor.update_policy)
    actor._forward_micro_batch = _seed_forward(actor._forward_micro_batch)
    return actor


def _actor_subclass() -> type:
    _, dp_actor = _require_verl()
    base: Any = dp_actor.DataParallelPPOActor

    class SeedActor(base):
        """``DataParallelPPOActor`` carrying SEED's teacher keys, for trainers that build the actor."""

        update_policy = _seed_update_policy(dp_actor.DataParallelPPOActor.update_policy)
        _forward_micro_batch = _seed_forward(dp_actor.DataParallelPPOActor._forward_micro_batch)

    return SeedActor


def __getattr__(name: str) -> Any:
    # The subclass exists only where verl does; built on first use so the import stays verl-free.
    if name == "SeedDataParallelPPOActor":
        core_algos, _ = _require_verl()
        if LOSS_MODE not in getattr(core_algos, "POLICY_LOSS_REGISTRY", {}):
            core_algos.register_policy_loss(LOSS_MODE)(seed_opd_policy_loss)
        globals()[name] = _actor_subclass()
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# verl imports external_lib modules in its workers: installing on import is what makes that work.
try:
    import verl  # noqa: F401
except ImportError:
    pass
else:
    install()
