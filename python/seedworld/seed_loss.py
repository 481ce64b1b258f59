"""SEED's training objective in plain torch: PPO/GRPO clipped policy loss + gated on-policy distillation.

Every formula here was checked against SEED's own code (``zhangdw156/SEED``):

* ``verl/trainer/ppo/core_algos.py`` ``compute_opd_loss``: Δ = ℓ_teacher − ℓ_θ.detach() with the
  *current* log-probs of the micro-batch, gate g = σ(β·Δ) detached, loss matrix g·(ℓ_teacher − ℓ_θ)
  aggregated with ``agg_loss`` over m = response_mask × teacher_signal_mask; no OPD token at all
  gives a zero loss and zero metrics.
* ``verl/workers/actor/dp_actor.py`` ``update_policy``: ``policy_loss = pg_loss (− entropy) +
  opd_loss_coef · opd_loss (+ kl)``, the coefficient from ``actor.opd_loss_coef`` and β from
  ``actor.opd_gate_beta`` (both set to 0.01 and 5.0 by ``examples/seed_trainer_*/run_alfworld.sh``),
  and the logged ``actor/opd_*`` keys.
* ``compute_policy_loss`` (dual-clip PPO, c = 3) and ``compute_grpo_outcome_advantage`` (group by
  uid, (r − mean)/(std + ε), unbiased std, a group of one gives mean 0 and std 1).

Tensors are shaped [batch, response_len]; masks may be bool, int or float.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Hashable, Optional, Sequence, Union

import torch

Metrics = dict[str, float]

__all__ = [
    "DEFAULT_OPD_COEF",
    "DEFAULT_OPD_BETA",
    "masked_mean",
    "agg_loss",
    "ppo_clip_loss",
    "opd_loss",
    "seed_policy_loss",
    "grpo_outcome_advantage",
]

# SEED's ALFWorld launchers: actor_rollout_ref.actor.opd_loss_coef=0.01, opd_gate_beta=5.0.
DEFAULT_OPD_COEF = 0.01
DEFAULT_OPD_BETA = 5.0
# verl's masked_mean adds this to the mask sum so an empty mask gives 0 instead of NaN.
MASK_EPS = 1e-8
LOSS_AGG_MODES = ("token-mean", "seq-mean-token-sum", "seq-mean-token-mean", "seq-mean-token-sum-norm")


def masked_mean(values: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """verl_F.masked_mean over every element: Σ v·m / (Σ m + 1e-8)."""
    mask = mask.to(values.dtype)
    return (values * mask).sum() / (mask.sum() + MASK_EPS)


def agg_loss(loss_mat: torch.Tensor, loss_mask: torch.Tensor, loss_agg_mode: str = "token-mean") -> torch.Tensor:
    """verl's ``agg_loss``: one scalar out of a [batch, len] loss matrix."""
    mask = loss_mask.to(loss_mat.dtype)
    if loss_agg_mode == "token-mean":
        return masked_mean(loss_mat, mask)
    seq_sums = (loss_mat * mask).sum(dim=-1)
    if loss_agg_mode == "seq-mean-token-sum":
        return seq_sums.mean()
    if loss_agg_mode == "seq-mean-token-mean":
        return (seq_sums / mask.sum(dim=-1)).mean()
    if loss_agg_mode == "seq-mean-token-sum-norm":
        return seq_sums.sum() / mask.shape[-1]
    raise ValueError(f"loss_agg_mode must be one of {', '.join(LOSS_AGG_MODES)}, got {loss_agg_mode!r}")


def _check_shapes(reference_name: str, reference: torch.Tensor, **others: torch.Tensor) -> None:
    for name, tensor in others.items():
        if tensor.shape != reference.shape:
            raise ValueError(f"{name} has shape {tuple(tensor.shape)} but {reference_name} has {tuple(reference.shape)}")


def ppo_clip_loss(log_prob: torch.Tensor, old_log_prob: torch.Tensor, advantages: torch.Tensor, response_mask: torch.Tensor, *,
                  clip_ratio: float = 0.2, clip_ratio_low: Optional[float] = None, clip_ratio_high: Optional[float] = None,
                  clip_ratio_c: float = 3.0, loss_agg_mode: str = "token-mean") -> tuple[torch.Tensor, Metrics]:
    """Dual-clip PPO policy loss (SEED's ``compute_policy_loss``); returns (loss, metrics)."""
    if clip_ratio_c <= 1.0:
        raise ValueError(f"clip_ratio_c must be greater than 1.0, got {clip_ratio_c!r}")
    _check_shapes("log_prob", log_prob, old_log_prob=old_log_prob, advantages=advantages, response_mask=response_mask)
    low = clip_ratio if clip_ratio_low is None else clip_ratio_low
    high = clip_ratio if clip_ratio_high is None else clip_ratio_high
    log_ratio = log_prob - old_log_prob
    ratio = torch.exp(log_ratio)
    unclipped = -advantages * ratio
    clipped = -advantages * torch.clamp(ratio, 1 - low, 1 + high)
    clip_max = torch.maximum(unclipped, clipped)
    # Dual clip: for negative advantages the loss is also bounded by −A·c.
    dual_bound = -advantages * clip_ratio_c
    losses = torch.where(advantages < 0, torch.min(dual_bound, clip_max), clip_max)
    loss = agg_loss(losses, response_mask, loss_agg_mode)
    with torch.no_grad():
        metrics = {
            "actor/pg_loss": loss.item(),
            "actor/pg_clipfrac": masked_mean(torch.gt(clipped, unclipped).float(), response_mask).item(),
            "actor/ppo_kl": masked_mean(-log_ratio, response_mask).item(),
            "actor/pg_clipfrac_lower": masked_mean(torch.gt(clip_max, dual_bound).float() * (advantages < 0).float(), response_mask).item(),
        }
    return loss, metrics


def _opd_mask(response_mask: torch.Tensor, teacher_signal_mask: torch.Tensor) -> torch.Tensor:
    """m = response_mask × teacher_signal_mask; a 1-D mask is one flag per row, broadcast to its tokens."""
    step_mask = teacher_signal_mask.to(device=response_mask.device, dtype=response_mask.dtype)
    if step_mask.dim() == 1:
        if step_mask.shape[0] != response_mask.shape[0]:
            raise ValueError(f"teacher_signal_mask has {step_mask.shape[0]} rows but response_mask has {response_mask.shape[0]}")
        return response_mask * step_mask.unsqueeze(-1)
    if step_mask.dim() == 2:
        _check_shapes("response_mask", response_mask, teacher_signal_mask=step_mask)
        return response_mask * step_mask
    raise ValueError(f"teacher_signal_mask must be 1-D (per row) or 2-D (per token), got shape {tuple(step_mask.shape)}")


def opd_loss(log_prob: torch.Tensor, teacher_log_prob: torch.Tensor, response_mask: torch.Tensor, teacher_signal_mask: torch.Tensor,
             *, opd_beta: float = DEFAULT_OPD_BETA, loss_agg_mode: str = "token-mean") -> tuple[torch.Tensor, Metrics]:
    """SEED's gated OPD term and its ``actor/opd_*`` scalars (coefficient not applied); returns (loss, metrics).

    The gradient reaches only ``log_prob``: with token-mean, ∂L/∂ℓ_θ = −g·m / (Σm + 1e-8).
    """
    _check_shapes("log_prob", log_prob, teacher_log_prob=teacher_log_prob, response_mask=response_mask)
    mask = _opd_mask(response_mask.to(log_prob.dtype), teacher_signal_mask)
    zero = log_prob.new_tensor(0.0)
    if not torch.any(mask > 0):
        return zero, _opd_metrics(zero, zero, zero, zero, zero)
    # Rows without a teacher may carry any filler (even NaN); keep it out of the masked sums.
    teacher = torch.where(mask > 0, teacher_log_prob.detach(), log_prob.detach())
    gap = (teacher - log_prob.detach()).detach()
    gate = torch.sigmoid(float(opd_beta) * gap).detach()
    loss = agg_loss(gate * (teacher - log_prob), mask, loss_agg_mode)
    return loss, _opd_metrics(
        loss.detach(),
        (mask > 0).float().mean(),
        masked_mean(gate, mask),
        masked_mean((gate > 0.5).float(), mask),
        masked_mean(gap, mask),
    )


Scalar = Union[torch.Tensor, float]


def _opd_metrics(loss: Scalar, active_ratio: Scalar, gate_mean: Scalar, gate_active: Scalar, gap_mean: Scalar) -> Metrics:
    return {
        "actor/opd_loss": float(loss),
        # Share of all [batch, len] slots (padding included), as SEED computes it.
        "actor/opd_active_token_ratio": float(active_ratio),
        "actor/opd_gate_mean": float(gate_mean),
        "actor/opd_gate_active_ratio": float(gate_active),
        "actor/opd_teacher_gap_mean": float(gap_mean),
    }


def seed_policy_loss(log_prob: torch.Tensor, old_log_prob: torch.Tensor, advantages: torch.Tensor, response_mask: torch.Tensor,
                     teacher_log_prob: Optional[torch.Tensor], teacher_signal_mask: Optional[torch.Tensor], *,
                     clip_ratio: float = 0.2, clip_ratio_low: Optional[float] = None, clip_ratio_high: Optional[float] = None,
                     clip_ratio_c: float = 3.0, opd_coef: float = DEFAULT_OPD_COEF, opd_beta: float = DEFAULT_OPD_BETA,
                     loss_agg_mode: str = "token-mean") -> tuple[torch.Tensor, Metrics]:
    """PPO/GRPO clipped loss + opd_coef · gated OPD loss, as SEED's actor adds them; returns (loss, metrics).

    ``teacher_log_prob`` / ``teacher_signal_mask`` may be None (no teacher in this batch): the OPD
    term is then zero. Entropy and KL-to-reference terms stay with the trainer, as in verl.
    """
    pg_loss, metrics = ppo_clip_loss(log_prob, old_log_prob, advantages, response_mask, clip_ratio=clip_ratio,
                                     clip_ratio_low=clip_ratio_low, clip_ratio_high=clip_ratio_high, clip_ratio_c=clip_ratio_c,
                                     loss_agg_mode=loss_agg_mode)
    if teacher_log_prob is None or teacher_signal_mask is None:
        term, opd_metrics = log_prob.new_tensor(0.0), _opd_metrics(0.0, 0.0, 0.0, 0.0, 0.0)
    else:
        term, opd_metrics = opd_loss(log_prob, teacher_log_prob, response_mask, teacher_signal_mask,
                                     opd_beta=opd_beta, loss_agg_mode=loss_agg_mode)
    metrics.update(opd_metrics)
    metrics["actor/opd_loss_coef"] = float(opd_coef)
    return pg_loss + float(opd_coef) * term, metrics


def grpo_outcome_advantage(scores: torch.Tensor, response_mask: torch.Tensor, index: Sequence[Hashable],
                           traj_index: Optional[Sequence[Hashable]] = None, *, epsilon: float = 1e-6,
                           norm_adv_by_std: bool = True, mean_std_across_steps: bool = True) -> torch.Tensor:
    """GRPO advantages broadcast over response tokens; returns a [batch, len] tensor.

    ``scores``: one scalar per row ([batch]) or token-level rewards ([batch, len], summed per row).
    Rows are grouped by ``index`` (verl's ``uid``). verl-agent's default (``mean_std_across_steps``)
    takes the statistics over every step row of a group; otherwise only the first row of each
    (uid, traj_index) pair counts, i.e. one value per trajectory.
    """
    scores = scores.sum(dim=-1) if scores.dim() == 2 else scores.clone()
    scores = scores.to(torch.float32)
    if scores.shape[0] != response_mask.shape[0] or len(index) != scores.shape[0]:
        raise ValueError("scores, response_mask and index must have one entry per row")
    if not mean_std_across_steps and (traj_index is None or len(traj_index) != len(index)):
        raise ValueError("traj_index (one per row) is needed when statistics are taken per trajectory")
    pools: defaultdict[Hashable, list[float]] = defaultdict(list)
    seen: set[tuple[Hashable, Optional[Hashable]]] = set()
    for i in range(scores.shape[0]):
        pair = (index[i], None if traj_index is None else traj_index[i])
        if not mean_std_across_steps and pair in seen:
            continue
        seen.add(pair)
        pools[index[i]].append(scores[i].item())
    moments: dict[Hashable, tuple[float, float]] = {}
    for uid, values in pools.items():
        # torch.std is the unbiased estimate; a lone row has no spread, so verl uses (0, 1).
        moments[uid] = (0.0, 1.0) if len(values) == 1 else (torch.tensor(values).mean().item(), torch.tensor(values).std().item())
    advantages = torch.empty_like(scores)
    for i in range(scores.shape[0]):
        mean, std = moments[index[i]]
        advantages[i] = (scores[i] - mean) / (std + epsilon) if norm_adv_by_std else scores[i] - mean
    return advantages.unsqueeze(-1) * response_mask.to(advantages.dtype)
