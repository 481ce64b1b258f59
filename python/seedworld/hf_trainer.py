"""Route B's trainer for a Hugging Face causal LM: one SEED update per ``seed iterate`` round.

``seed iterate --trainer-cmd "python3 -m seedworld.hf_trainer --model-path DIR"`` runs it after
each export. It reads the round's batch (``SEED_EXPORT_JSONL``), collates it as verl's actor does
(``seedworld.collate``), recomputes θ_old's log-probs and the skill-augmented teacher log-probs
with the model itself, checks θ_old's log-probs against the ones the serving engine reported when
it sampled (``seed_old_log_probs``, within ``--tolerance``), takes one SEED update
(``seedworld.train_step.seed_update``: PPO clip + gated OPD), checks that the loss is finite and
the weights moved, saves the new weights under the round folder and writes the round's metrics
(``SEED_TRAINER_METRICS_FILE``). Serving the new weights for the next round is the caller's
(``scripts/gpu-smoke.sh`` keeps the same server: a smoke test checks one round).

Needs torch and transformers (a GPU machine with verl has both); nothing here runs in CI.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import TYPE_CHECKING, Any, Callable, Sequence, cast

from .collate import Row, collate, read_export, teacher_batch
from .train_step import Tensors, response_log_probs, seed_update

if TYPE_CHECKING:
    import torch

__all__ = ["train_round", "main"]


def _env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise SystemExit(f"hf_trainer: ${name} is not set (run me as seed iterate's --trainer-cmd)")
    return value


def _load(model_path: str, device: str, dtype_name: str) -> tuple[Any, Any]:
    try:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
    except ImportError as error:
        raise SystemExit(f"hf_trainer: needs torch and transformers ({error})") from None
    dtype = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}[dtype_name]
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    model = AutoModelForCausalLM.from_pretrained(model_path, torch_dtype=dtype).to(device)
    model.train()
    return model, tokenizer


def _forward(model: Any, device: str) -> Callable[[Tensors], torch.Tensor]:
    def forward(part: Tensors) -> torch.Tensor:
        width = part["responses"].shape[1]
        out = model(input_ids=part["input_ids"].to(device), attention_mask=part["attention_mask"].to(device),
                    position_ids=part["position_ids"].to(device))
        return response_log_probs(out.logits, part["input_ids"].to(device), width).cpu()
    return forward


def _masked_gap(a: torch.Tensor, b: torch.Tensor, mask: torch.Tensor) -> tuple[float, float]:
    gap = (a - b).abs() * mask
    count = float(mask.sum())
    return (float(gap.sum()) / count if count else 0.0), float(gap.max()) if count else 0.0


def _teacher_log_probs(rows: Sequence[Row], tokenizer: Any, forward: Callable[[Tensors], torch.Tensor], tensors: Tensors) -> torch.Tensor:
    import torch

    def tokenize(text: str) -> list[int]:
        return tokenizer.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True)

    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    padded = teacher_batch(rows, tokenize, pad_token_id=pad, max_response_length=tensors["responses"].shape[1])
    teacher_inputs = {key: torch.tensor(value, dtype=torch.int64) for key, value in padded.items()
                      if key in ("input_ids", "attention_mask", "position_ids", "responses")}
    with torch.no_grad():
        values = forward(teacher_inputs)
    return values * tensors["teacher_signal_mask"].unsqueeze(-1).float()


def train_round(batch_path: str, model_path: str, round_dir: str, lr: float = 1e-6, tolerance: float = 0.1, device: str = "cuda",
                dtype: str = "bfloat16", opd_coef: float = 0.01, opd_beta: float = 5.0, kl_coef: float = 0.01,
                ref_model_path: str | None = None) -> dict[str, Any]:
    """One SEED update of the checkpoint; SEED's KL term (``kl_loss_coef`` 0.01, ``low_var_kl``) to the
    reference checkpoint ``ref_model_path`` (the model training started from), as SEED's launchers set it."""
    import torch

    if kl_coef > 0 and not ref_model_path:
        raise SystemExit(f"hf_trainer: the KL term (kl_coef {kl_coef:g}) needs the reference model: pass --ref-model (the checkpoint "
                         "training started from) or --kl-coef 0")

    rows = read_export(batch_path)
    if not rows:
        raise SystemExit(f"hf_trainer: {batch_path} has no rows")
    model, tokenizer = _load(model_path, device, dtype)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    tensors, _ = collate(rows, pad_token_id=pad)
    forward = _forward(model, device)
    mask = tensors["response_mask"].float()
    with torch.no_grad():
        old = forward(tensors)
    report = {"rows": len(rows), "response_tokens": int(mask.sum()), "lr": lr, "dtype": dtype}
    # Rows whose sampling log-probs the server reported (vLLM with logprobs on); others are not compared.
    reported = torch.tensor([len(row.get("old_log_probs") or []) == len(row["responses"]) for row in rows], dtype=torch.float32)
    if float(reported.sum()) > 0:
        mean_gap, max_gap = _masked_gap(old, tensors["seed_old_log_probs"], mask * reported.unsqueeze(-1))
        report.update({"parity_server_mean_abs_diff": mean_gap, "parity_server_max_abs_diff": max_gap})
        if mean_gap > tolerance:
            raise SystemExit(f"hf_trainer: the trainer's log-probs differ from the server's by {mean_gap:.4f} on average "
                             f"(tolerance {tolerance:.4f}): not the same weights or tokens")
    tensors["teacher_log_prob"] = _teacher_log_probs(rows, tokenizer, forward, tensors)
    probe = next(p for p in model.parameters() if p.requires_grad)
    before = probe.detach().clone()
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=lr)
    reference = None
    if kl_coef > 0:
        ref_model, _ = _load(cast(str, ref_model_path), device, dtype)  # set: checked at the top
        with torch.no_grad():
            reference = _forward(ref_model, device)(tensors)
        del ref_model
    metrics = seed_update(forward, optimizer, tensors, opd_coef=opd_coef, opd_beta=opd_beta, kl_coef=kl_coef, ref_log_prob=reference)
    if not math.isfinite(metrics.get("actor/loss", float("nan"))):
        raise SystemExit(f"hf_trainer: the loss is not finite: {metrics.get('actor/loss')}")
    moved = float((probe.detach() - before).abs().max())
    if moved == 0.0:
        raise SystemExit("hf_trainer: the update left the weights unchanged")
    checkpoint = os.path.join(round_dir, "hf_checkpoint")
    model.save_pretrained(checkpoint)
    tokenizer.save_pretrained(checkpoint)
    report.update({"metrics": metrics, "max_weight_change": moved, "checkpoint": checkpoint})
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m seedworld.hf_trainer", description=__doc__.splitlines()[0])
    parser.add_argument("--model-path", required=True, help="the Hugging Face checkpoint the server samples from")
    parser.add_argument("--lr", type=float, default=1e-6)
    parser.add_argument("--tolerance", type=float, default=0.1, help="largest mean |Δ log-prob| trainer vs server (bf16)")
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--dtype", default="bfloat16", choices=["bfloat16", "float16", "float32"])
    parser.add_argument("--kl-coef", type=float, default=0.01, help="SEED's kl_loss_coef (low_var_kl to --ref-model); 0 turns it off")
    parser.add_argument("--ref-model", default=os.environ.get("SEED_REF_MODEL"), help="the KL reference checkpoint (default $SEED_REF_MODEL)")
    args = parser.parse_args(argv)
    round_dir = _env("SEED_ROUND_DIR")
    report = train_round(_env("SEED_EXPORT_JSONL"), args.model_path, round_dir, args.lr, args.tolerance, args.device, args.dtype,
                         kl_coef=args.kl_coef, ref_model_path=args.ref_model)
    with open(os.path.join(round_dir, "hf_trainer_report.json"), "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=2)
    metrics = dict(report["metrics"])
    metrics["trainer/max_weight_change"] = report["max_weight_change"]
    if "parity_server_mean_abs_diff" in report:
        metrics["trainer/parity_server_mean_abs_diff"] = report["parity_server_mean_abs_diff"]
    with open(_env("SEED_TRAINER_METRICS_FILE"), "w", encoding="utf-8") as handle:
        json.dump(metrics, handle)
    print(f"hf_trainer: loss {metrics.get('actor/loss', float('nan')):.6f}, "
          f"parity {report.get('parity_server_mean_abs_diff', float('nan')):.4f}, "
          f"max weight change {report['max_weight_change']:.3e}, saved {report['checkpoint']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
