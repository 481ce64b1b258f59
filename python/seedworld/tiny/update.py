"""One SEED update of the tiny GGUF model on a ``seed iterate`` batch, on CPU, through route B.

The batch goes through ``seedworld.collate`` (verl's padded layout; ``teacher_batch`` for the
skill-augmented prompts, tokenised by node-llama-cpp's chat template) and ``seedworld.train_step.
seed_update`` (old log-probs recomputed at θ_old, PPO clip + λ·gated OPD via ``seed_policy_loss``,
gradient clipped at 1.0, one optimizer step), with the torch model of the GGUF as the forward. The
teacher ℓ_skill is recomputed by the same model at θ_old and detached.

Every number the batch carries from node-llama-cpp (ℓ_θ, ℓ_skill) is compared with the torch
recomputation (parity); after the step, the loss is evaluated again on the same batch with the same
old and teacher log-probs, and the token the loss pushed hardest is followed.
"""

from __future__ import annotations

import json
import os
from typing import Any, Callable, Sequence, TypedDict

import torch

from ..collate import Row, collate, teacher_batch
from ..seed_loss import Metrics, seed_policy_loss
from ..train_step import Tensors, seed_update
from .gguf import GgufFile, read_gguf, write_gguf
from .llama_server import LlamaServer
from .model import TinyLlama

__all__ = ["UpdateSettings", "TinyForward", "tiny_seed_step", "write_back", "max_abs_diff", "served_log_probs",
           "read_credit_settings"]

OPTIMIZERS = {"adam": torch.optim.Adam, "sgd": torch.optim.SGD}


class UpdateSettings:
    def __init__(self, lr: float = 1e-5, optimizer: str = "adam", clip_ratio: float = 0.2, opd_coef: float = 0.01, opd_beta: float = 5.0,
                 grad_clip: float = 1.0) -> None:
        if not lr > 0:
            raise ValueError(f"lr must be > 0 (got {lr!r})")
        if optimizer not in OPTIMIZERS:
            raise ValueError(f"optimizer must be one of {', '.join(OPTIMIZERS)} (got {optimizer!r})")
        self.lr = lr
        self.optimizer = optimizer
        self.clip_ratio = clip_ratio
        self.opd_coef = opd_coef
        self.opd_beta = opd_beta
        self.grad_clip = grad_clip


class CreditSettings(TypedDict):
    opd_coef: float
    opd_beta: float


def read_credit_settings(batch_path: str) -> CreditSettings:
    """λ_opd and β_opd the exporter used (``seed_metrics.json`` beside the batch)."""
    path = os.path.join(os.path.dirname(os.path.abspath(batch_path)), "seed_metrics.json")
    if not os.path.exists(path):
        raise FileNotFoundError(f"credit settings not found: {path} (seed iterate writes it beside the batch)")
    with open(path, encoding="utf-8") as handle:
        credit = json.load(handle)["credit"]
    return {"opd_coef": float(credit["lambdaOpd"]), "opd_beta": float(credit["betaOpd"])}


def max_abs_diff(torch_values: torch.Tensor, reference_rows: Sequence[Sequence[float]], mask: Sequence[bool] | None = None) -> float:
    """Largest |torch − reference| over the real (unpadded) entries of each reference row."""
    worst = 0.0
    for i, reference in enumerate(reference_rows):
        if mask is not None and not mask[i]:
            continue
        for j, value in enumerate(reference):
            worst = max(worst, abs(float(torch_values[i, j]) - float(value)))
    return worst


def served_log_probs(model_path: str, prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]],
                     context_size: int = 4096) -> list[list[float]]:
    """node-llama-cpp's log-probs of the given tokens under ``model_path`` (a fresh server)."""
    with LlamaServer(model_path, context_size=context_size) as server:
        return [server.token_log_probs(p, r) for p, r in zip(prompts, responses)]


def unpad(tensors: Tensors) -> tuple[list[list[int]], list[list[int]]]:
    """Per-row (prompt ids, response ids) without verl's padding (left on prompts, right on responses)."""
    width = tensors["prompts"].shape[1]
    prompts, responses = [], []
    for i in range(tensors["prompts"].shape[0]):
        prompt_mask = tensors["attention_mask"][i, :width].bool()
        prompts.append(tensors["prompts"][i][prompt_mask].tolist())
        responses.append(tensors["responses"][i][tensors["response_mask"][i].bool()].tolist())
    return prompts, responses


class TinyForward:
    """``train_step``'s forward over collated tensors; keeps what each call returned and the
    gradient that reached the log-probs (−∂L/∂ℓ: how hard the loss pushes each token up)."""

    def __init__(self, model: TinyLlama) -> None:
        self.model = model
        self.outputs: list[torch.Tensor] = []
        self.pushes: list[torch.Tensor] = []

    def __call__(self, tensors: Tensors) -> torch.Tensor:
        prompts, responses = unpad(tensors)
        values = self.model.response_log_probs(prompts, responses)
        values = torch.nn.functional.pad(values, (0, tensors["responses"].shape[1] - values.shape[1]))
        if values.requires_grad:
            values.register_hook(lambda grad: self.pushes.append(-grad.detach()))
        self.outputs.append(values.detach())
        return values


def _moved_token(old: torch.Tensor, new: torch.Tensor, push: torch.Tensor, mask: torch.Tensor) -> dict[str, Any]:
    """The token the loss pushes hardest, its expected direction and how its log-prob moved; plus
    the share of all pushed tokens that moved the way they were pushed."""
    flat = int((push.abs() * mask).flatten().argmax())
    row, col = divmod(flat, push.shape[1])
    pushed = (mask > 0) & (push != 0)
    agree = ((new - old).sign() == push.sign()) & pushed
    shift = float(new[row, col] - old[row, col])
    return {
        "row": row, "position": col, "push": float(push[row, col]),
        "expected_direction": "up" if push[row, col] > 0 else "down",
        "log_prob_before": float(old[row, col]), "log_prob_after": float(new[row, col]), "shift": shift,
        "moved_as_expected": shift * float(push[row, col]) > 0,
        "share_of_tokens_moved_as_pushed": float(agree.sum()) / max(1, int(pushed.sum())),
    }


def _loss(log_prob: torch.Tensor, old: torch.Tensor, tensors: Tensors, teacher: torch.Tensor,
          settings: UpdateSettings) -> tuple[torch.Tensor, Metrics]:
    return seed_policy_loss(log_prob, old, tensors["advantages"].double(), tensors["response_mask"], teacher,
                            tensors["teacher_signal_mask"], clip_ratio=settings.clip_ratio, opd_coef=settings.opd_coef,
                            opd_beta=settings.opd_beta)


def tiny_seed_step(model: TinyLlama, rows: Sequence[Row], tokenize_prompt: Callable[[str], Sequence[int]],
                   settings: UpdateSettings) -> tuple[dict[str, Any], torch.Tensor]:
    """One SEED step on ``model`` (in place) over export ``rows``.

    Returns (report, post-update log-probs [rows, response_width]).
    """
    tensors, _ = collate(rows)
    forward = TinyForward(model)
    has_teacher = tensors["teacher_signal_mask"]
    teacher_inputs = teacher_batch(rows, tokenize_prompt)
    teacher = torch.zeros(tensors["responses"].shape, dtype=torch.float64)
    with_teacher = [i for i in range(len(rows)) if has_teacher[i]]
    if with_teacher:
        # Left padding off: the model numbers positions from the first real token, as llama.cpp does.
        prompts = [teacher_inputs["prompts"][i][teacher_inputs["attention_mask"][i].index(1):] for i in with_teacher]
        with torch.no_grad():
            values = model.response_log_probs(prompts, [rows[i]["responses"] for i in with_teacher])
        teacher[with_teacher, : values.shape[1]] = values
    tensors["teacher_log_prob"] = teacher
    before = {name: p.detach().clone() for name, p in model.params.items()}
    optimizer = OPTIMIZERS[settings.optimizer](model.parameters(), lr=settings.lr)
    step_metrics = seed_update(forward, optimizer, tensors, clip_ratio=settings.clip_ratio, opd_coef=settings.opd_coef,
                               opd_beta=settings.opd_beta, grad_clip=settings.grad_clip)
    old, at_step = forward.outputs[0], forward.outputs[1]
    if not torch.equal(old, at_step):
        raise RuntimeError("the forward is not deterministic: θ_old gave two different log-probs")
    with torch.no_grad():
        new = forward(tensors)
        loss_before, metrics_before = _loss(old, old, tensors, teacher, settings)
        loss_after, metrics_after = _loss(new, old, tensors, teacher, settings)
    changed = sorted(name.replace("__", ".") for name, p in model.params.items() if not torch.equal(p.detach(), before[name]))
    mask = tensors["response_mask"].double()
    return {
        "rows": len(rows), "response_tokens": int(mask.sum()), "teacher_rows": int(has_teacher.sum()),
        "lr": settings.lr, "optimizer": settings.optimizer, "grad_clip": settings.grad_clip,
        "opd_coef": settings.opd_coef, "opd_beta": settings.opd_beta, "clip_ratio": settings.clip_ratio,
        "parity_old_max_abs_diff": max_abs_diff(old, [row["old_log_probs"] for row in rows]),
        "parity_teacher_max_abs_diff": max_abs_diff(teacher, [row.get("teacher_log_prob", row.get("teacher_log_probs")) or [] for row in rows],
                                                    has_teacher.tolist()),
        "loss_before": float(loss_before), "loss_after": float(loss_after),
        "metrics_step": step_metrics, "metrics_before": metrics_before, "metrics_after": metrics_after,
        "changed_tensors": changed,
        "token": _moved_token(old, new, forward.pushes[0], mask),
    }, new


def write_back(source: GgufFile, model: TinyLlama, destination: str) -> GgufFile:
    """The source GGUF with the model's tensors: same metadata, tokenizer, tensor order and shapes."""
    updated = GgufFile(metadata=dict(source.metadata), tensors=model.to_tensors(source.tensors))
    write_gguf(destination, updated)
    reread = read_gguf(destination)
    if list(reread.metadata) != list(source.metadata) or [t.name for t in reread.tensors] != [t.name for t in source.tensors]:
        raise RuntimeError(f"{destination} does not have the source's metadata and tensor layout")
    return reread
