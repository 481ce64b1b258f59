"""One SEED policy update over a collated batch, for trainers outside verl (torch).

What verl's actor does per update (``verl/workers/actor/dp_actor.py``, ``volcengine/verl``; SEED's
``zhangdw156/SEED`` copy adds the OPD term): recompute ``old_log_probs`` at θ_old with no gradient,
split the batch into mini-batches (one optimizer step each) and micro-batches (gradient
accumulation), loss = PPO clip (+ λ·L_opd) (+ KL k3 to a reference, − entropy bonus left out
here), clip the gradient norm, step. ``forward(batch) -> log-probs [rows, response_len]`` is the
trainer's model; ``response_log_probs`` turns a causal LM's logits into them.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

import torch

from .seed_loss import DEFAULT_OPD_BETA, DEFAULT_OPD_COEF, agg_loss, seed_policy_loss

__all__ = ["response_log_probs", "low_var_kl", "seed_update"]

MODEL_KEYS = ("input_ids", "attention_mask", "position_ids", "responses")

Tensors = dict[str, torch.Tensor]


def response_log_probs(logits: torch.Tensor, input_ids: torch.Tensor, response_width: int, temperature: float = 1.0) -> torch.Tensor:
    """log π(response token) from causal-LM logits over ``input_ids`` (the token at t is scored at t − 1)."""
    scores = logits[:, -response_width - 1:-1, :].float() / temperature
    targets = input_ids[:, -response_width:]
    return torch.log_softmax(scores, dim=-1).gather(-1, targets.unsqueeze(-1)).squeeze(-1)


def low_var_kl(log_prob: torch.Tensor, ref_log_prob: torch.Tensor) -> torch.Tensor:
    """verl's ``low_var_kl`` (k3): exp(ref − ℓ) − (ref − ℓ) − 1, clamped to [−10, 10]."""
    gap = ref_log_prob - log_prob
    return torch.clamp(torch.exp(gap) - gap - 1, min=-10, max=10)


def _rows(tensors: Tensors, index: slice) -> Tensors:
    return {key: value[index] for key, value in tensors.items()}


def _mean_metrics(collected: dict[str, list[float]]) -> dict[str, float]:
    return {key: sum(values) / len(values) for key, values in collected.items()}


def _recomputed(forward: Callable[[Tensors], torch.Tensor], tensors: Tensors, rows: int, micro: int) -> torch.Tensor:
    """θ_old's log-probs of every row, in micro-batches as verl's compute_log_prob does: one pass over a
    round's whole batch holds every row's attention at once (1,290 rows of ~1,000 tokens took 24 GB and was killed)."""
    with torch.no_grad():
        return torch.cat([forward(_rows(tensors, slice(i, min(i + micro, rows)))).detach() for i in range(0, rows, micro)])


def seed_update(forward: Callable[[Tensors], torch.Tensor], optimizer: torch.optim.Optimizer, tensors: Tensors, *,
                mini_batch_size: Optional[int] = None, micro_batch_size: Optional[int] = None, clip_ratio: float = 0.2,
                clip_ratio_low: Optional[float] = None, clip_ratio_high: Optional[float] = None, clip_ratio_c: float = 3.0,
                opd_coef: float = DEFAULT_OPD_COEF, opd_beta: float = DEFAULT_OPD_BETA, kl_coef: float = 0.0,
                ref_log_prob: Optional[torch.Tensor] = None, grad_clip: float = 1.0,
                loss_agg_mode: str = "token-mean", old_log_prob: Optional[torch.Tensor] = None) -> dict[str, float]:
    """One PPO epoch of SEED's loss over ``tensors`` (``seedworld.collate.collate``'s); returns the metrics.

    ``old_log_probs`` are recomputed here at θ_old, as verl does before the update, unless
    ``old_log_prob`` gives them: the sampler's own log-probs of the same weights, which saves one of
    the update's forward passes (verl forks call it ``recompute_old_log_prob=False``; it holds only
    where the rollout engine computes what the trainer would, as ``seedworld.policy.server`` does).
    A KL term needs ``ref_log_prob`` (the reference model's log-probs of the same batch) and ``kl_coef`` > 0.
    """
    rows = tensors["responses"].shape[0]
    mini = mini_batch_size or rows
    micro = micro_batch_size or mini
    if mini % micro:
        raise ValueError(f"mini_batch_size ({mini}) must be a multiple of micro_batch_size ({micro})")
    if kl_coef > 0 and ref_log_prob is None:
        raise ValueError("kl_coef > 0 needs ref_log_prob")
    if old_log_prob is not None:
        if old_log_prob.shape != tensors["responses"].shape:
            raise ValueError(f"old_log_prob has shape {tuple(old_log_prob.shape)}, the responses {tuple(tensors['responses'].shape)}")
        old_log_probs = old_log_prob.detach()
    else:
        old_log_probs = _recomputed(forward, tensors, rows, micro)
    collected: dict[str, list[float]] = {}
    for start in range(0, rows, mini):
        optimizer.zero_grad()
        stop = min(start + mini, rows)
        for micro_start in range(start, stop, micro):
            index = slice(micro_start, min(micro_start + micro, stop))
            part = _rows(tensors, index)
            log_prob = forward(part)
            loss, metrics = seed_policy_loss(log_prob, old_log_probs[index], part["advantages"], part["response_mask"],
                                             part.get("teacher_log_prob"), part.get("teacher_signal_mask"), clip_ratio=clip_ratio,
                                             clip_ratio_low=clip_ratio_low, clip_ratio_high=clip_ratio_high,
                                             clip_ratio_c=clip_ratio_c, opd_coef=opd_coef, opd_beta=opd_beta,
                                             loss_agg_mode=loss_agg_mode)
            if kl_coef > 0 and ref_log_prob is not None:  # (checked above: kl_coef > 0 needs it)
                kl = agg_loss(low_var_kl(log_prob, ref_log_prob[index]), part["response_mask"], loss_agg_mode)
                loss = loss + kl_coef * kl
                metrics["actor/kl_loss"] = kl.item()
            (loss * (index.stop - index.start) / (stop - start)).backward()
            metrics["actor/loss"] = loss.item()
            for key, value in metrics.items():
                collected.setdefault(key, []).append(value)
        params = [p for group in optimizer.param_groups for p in group["params"] if p.grad is not None]
        grad_norm = torch.nn.utils.clip_grad_norm_(params, grad_clip) if params else torch.tensor(0.0)
        if not math.isfinite(float(grad_norm)):
            raise FloatingPointError(f"the gradient norm is {float(grad_norm)}: update skipped")
        optimizer.step()
        collected.setdefault("actor/grad_norm", []).append(float(grad_norm))
    return _mean_metrics(collected)
