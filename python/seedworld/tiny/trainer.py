"""``seed iterate --trainer-cmd`` for the tiny GGUF: one SEED update, weights back to GGUF, next endpoint.

Run by ``seed iterate`` after each round's export, with the round's files in its environment
(``SEED_EXPORT_JSONL``, ``SEED_POLICY_BASE_URL`` = ``gguf:<file>``, ``SEED_ROUND_DIR``,
``SEED_NEXT_ENDPOINT_FILE``, ``SEED_TRAINER_METRICS_FILE``). It writes ``<round dir>/policy.gguf``,
points the next round at it, merges the update's figures into the round's metrics line and writes
``<round dir>/trainer_report.json`` with everything measured.

    python -m seedworld.tiny.trainer [--lr 1e-5] [--max-rows N]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Sequence

from ..collate import read_export
from .gguf import read_gguf
from .llama_server import LlamaServer
from .model import TinyLlama
from .update import UpdateSettings, max_abs_diff, read_credit_settings, served_log_probs, tiny_seed_step, write_back

__all__ = ["train_round", "main"]

DEFAULT_LR = 1e-5
REPORT_NAME = "trainer_report.json"
UPDATED_NAME = "policy.gguf"


def _env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise SystemExit(f"trainer: ${name} is not set (run me as `seed iterate --trainer-cmd`)")
    return value


def _model_path(base_url: str) -> str:
    if not base_url.startswith("gguf:"):
        raise SystemExit(f"trainer: the policy is {base_url!r}; this trainer updates a GGUF policy (--model-file)")
    return base_url[len("gguf:"):]


def _write_json(path: str, value: dict[str, Any]) -> None:
    temp = path + ".tmp"
    with open(temp, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=2)
        handle.write("\n")
    os.replace(temp, path)


def train_round(batch_path: str, model_path: str, round_dir: str, lr: float = DEFAULT_LR, max_rows: int | None = None) -> dict[str, Any]:
    """The whole trainer step; returns the report (also written to ``round_dir``)."""
    rows = read_export(batch_path)[:max_rows]
    if not rows:
        raise SystemExit(f"trainer: {batch_path} has no rows")
    credit = read_credit_settings(batch_path)
    source = read_gguf(model_path)
    model = TinyLlama.from_gguf(source)
    prompts, responses = [row["prompts"] for row in rows], [row["responses"] for row in rows]
    # Room for the longest skill-augmented prompt as well.
    context = max(len(p) + len(r) for p, r in zip(prompts, responses)) + 1024
    with LlamaServer(model_path, context_size=context) as server:
        # The teacher prompt through node-llama-cpp's chat template and tokenizer, as scoring did.
        report, new_log_probs = tiny_seed_step(model, rows, server.chat_prompt_ids, UpdateSettings(lr=lr, **credit))
    updated_path = os.path.join(round_dir, UPDATED_NAME)
    write_back(source, model, updated_path)
    served = served_log_probs(updated_path, prompts, responses, context_size=context)
    report.update({
        "batch": os.path.abspath(batch_path),
        "model_before": os.path.abspath(model_path),
        "model_after": os.path.abspath(updated_path),
        "parity_after_max_abs_diff": max_abs_diff(new_log_probs, served),
        "token_served_after": served[report["token"]["row"]][report["token"]["position"]],
    })
    _write_json(os.path.join(round_dir, REPORT_NAME), report)
    return report


def _trainer_metrics(report: dict[str, Any]) -> dict[str, Any]:
    """Numbers for the round's metrics line: the actor's own values at the step, plus the loop's checks."""
    metrics = dict(report["metrics_step"])
    metrics.update({
        "actor/lr": report["lr"],
        "trainer/loss_before": report["loss_before"],
        "trainer/loss_after": report["loss_after"],
        "trainer/parity_old_max_abs_diff": report["parity_old_max_abs_diff"],
        "trainer/parity_teacher_max_abs_diff": report["parity_teacher_max_abs_diff"],
        "trainer/parity_after_max_abs_diff": report["parity_after_max_abs_diff"],
        "trainer/token_log_prob_shift": report["token"]["shift"],
    })
    return metrics


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seedworld.tiny.trainer", description=__doc__.splitlines()[0])
    parser.add_argument("--lr", type=float, default=DEFAULT_LR, help="Adam learning rate (default %(default)s)")
    parser.add_argument("--max-rows", type=int, default=None, help="train on the first N rows only (CPU time)")
    args = parser.parse_args(argv)
    round_dir = _env("SEED_ROUND_DIR")
    report = train_round(_env("SEED_EXPORT_JSONL"), _model_path(_env("SEED_POLICY_BASE_URL")), round_dir, args.lr, args.max_rows)
    _write_json(_env("SEED_TRAINER_METRICS_FILE"), _trainer_metrics(report))
    name = f"{os.environ.get('SEED_POLICY_MODEL', 'tiny')}-r{os.environ.get('SEED_ROUND', '0')}"
    _write_json(_env("SEED_NEXT_ENDPOINT_FILE"), {"base_url": "gguf:" + report["model_after"], "model": name})
    print(f"trainer: loss {report['loss_before']:.6f} -> {report['loss_after']:.6f}, "
          f"parity before {report['parity_old_max_abs_diff']:.2e} / after {report['parity_after_max_abs_diff']:.2e}, "
          f"wrote {report['model_after']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
