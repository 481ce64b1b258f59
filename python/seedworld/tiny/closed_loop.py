"""The CPU closed loop, end to end, printing the update's figures.

1. ``seedworld make-tiny-model`` and ``seedworld generate`` (a few seeded games): no download.
2. ``seedworld seed iterate`` round 0 with the tiny GGUF as policy and scorer (node-llama-cpp) and
   ``--trainer-cmd "python -m seedworld.tiny.trainer"``: the torch model recomputes ℓ_θ and ℓ_skill
   (parity with the batch's node-llama-cpp numbers), one SEED step, weights back to GGUF,
   the updated file served again (parity on the same tokens), ``next_endpoint.json`` → the new file.
3. ``seedworld seed iterate`` round 1 (resumed run): rollouts sampled and scored by node-llama-cpp
   from the updated file; the torch model read back from that file scores the same tokens.

    python -m seedworld.tiny.closed_loop --workdir out/cpu-closed-loop

Exit status 1 when a check fails (parity above the tolerance, a non-finite loss, no weight changed,
the chosen token not moving the way the loss pushes it, round 1 not served from the new file).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import shutil
import subprocess
import sys
from typing import Any, Callable, Sequence

import torch

from ..collate import read_export
from .gguf import read_gguf
from .llama_server import cli_path, repo_root
from .model import TinyLlama
from .update import max_abs_diff

__all__ = ["run_closed_loop", "parse_options", "format_report", "main"]

PYTHON_DIR = os.path.join(repo_root(), "python")


def _node(args: Sequence[object], log: Callable[[str], object]) -> str:
    command = ["node", cli_path()] + [str(a) for a in args]
    log("$ seedworld " + " ".join(shlex.quote(str(a)) for a in args))
    # The child's progress lines (stderr) go straight through, so a long stage is never silent.
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=None, text=True, env=_child_env())
    if done.returncode != 0:
        raise RuntimeError(f"seedworld {args[0]} failed (exit {done.returncode}; its messages are above):\n{done.stdout[-4000:]}")
    return done.stdout


def _child_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = PYTHON_DIR + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def _iterate_args(options: argparse.Namespace, model: str, games: str, out: str, rounds: int) -> list[object]:
    return ["seed", "iterate", "--model-file", model, "--games", games, "--tasks-per-round", options.games,
            "--group-size", options.group_size, "--max-steps", options.max_steps, "--max-tokens", options.max_tokens,
            "--seed", options.seed, "--analyzer", "rules", "--projection", "strict", "--concurrency", 2,
            "--rounds", rounds, "--out", out]


def _round_one_parity(run_dir: str, model_path: str, max_rows: int | None) -> dict[str, float]:
    """Torch (weights read back from the updated file) vs node-llama-cpp on round 1's own tokens."""
    rows = read_export(os.path.join(run_dir, "round_0001", "export", "seed_batch.jsonl"))[:max_rows]
    model = TinyLlama.from_gguf(read_gguf(model_path))
    with torch.no_grad():
        values = model.response_log_probs([row["prompts"] for row in rows], [row["responses"] for row in rows])
    sampled = [row.get("rollout_log_probs") or [] for row in rows]
    return {
        "rows": len(rows),
        "scorer_max_abs_diff": max_abs_diff(values, [row["old_log_probs"] for row in rows]),
        "sampler_max_abs_diff": max_abs_diff(values, sampled),
        "sampler_rows": sum(1 for s in sampled if s),
    }


def run_closed_loop(options: argparse.Namespace, log: Callable[[str], object] = print) -> dict[str, Any]:
    cli_path(build=True)
    work = os.path.abspath(options.workdir)
    os.makedirs(work, exist_ok=True)
    model, games, run = (os.path.join(work, name) for name in ("tiny.gguf", "games", "run"))
    # A fresh loop each time: `seed iterate` would otherwise resume the old rounds.
    for folder in (games, run):
        shutil.rmtree(folder, ignore_errors=True)
    _node(["make-tiny-model", "--out", model, "--seed", options.seed], log)
    _node(["generate", "--count", options.games, "--out", games, "--seed", options.seed], log)
    trainer = f"{shlex.quote(sys.executable)} -m seedworld.tiny.trainer --lr {options.lr!r}"
    if options.max_rows:
        trainer += f" --max-rows {options.max_rows}"
    _node(_iterate_args(options, model, games, run, 1) + ["--trainer-cmd", trainer], log)
    with open(os.path.join(run, "round_0000", "trainer_report.json"), encoding="utf-8") as handle:
        update = json.load(handle)
    _node(_iterate_args(options, model, games, run, 2), log)
    with open(os.path.join(run, "round_0001", "round.json"), encoding="utf-8") as handle:
        round_one = json.load(handle)
    served_from = round_one["endpoint"]["baseUrl"]
    after = _round_one_parity(run, update["model_after"], options.max_rows)
    report = {"update": update, "round_1": dict(after, served_from=served_from), "tolerance": options.tolerance}
    report["checks"] = _checks(report, options.tolerance)
    with open(os.path.join(work, "closed_loop_report.json"), "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=2)
    return report


def _checks(report: dict[str, Any], tolerance: float) -> dict[str, bool]:
    update, round_one = report["update"], report["round_1"]
    return {
        "parity before (ℓ_θ)": update["parity_old_max_abs_diff"] <= tolerance,
        "parity before (ℓ_skill)": update["parity_teacher_max_abs_diff"] <= tolerance,
        "finite loss": math.isfinite(update["loss_before"]) and math.isfinite(update["loss_after"]),
        "weights changed": bool(update["changed_tensors"]),
        "token moved as pushed": update["token"]["moved_as_expected"],
        "parity after write-back (same tokens)": update["parity_after_max_abs_diff"] <= tolerance,
        "round 1 served from the updated file": round_one["served_from"] == "gguf:" + update["model_after"],
        "parity round 1 (scorer)": round_one["scorer_max_abs_diff"] <= tolerance,
        "parity round 1 (sampler)": round_one["sampler_max_abs_diff"] <= tolerance,
    }


def format_report(report: dict[str, Any]) -> str:
    u, r1, token = report["update"], report["round_1"], report["update"]["token"]
    m0, m1 = u["metrics_before"], u["metrics_after"]
    lines = [
        "CPU closed loop: tiny GGUF under node-llama-cpp vs the torch model",
        f"batch (round 0): {u['rows']} rows, {u['response_tokens']} response tokens, {u['teacher_rows']} rows with a teacher",
        f"parity before: max |torch - node-llama-cpp| l_theta {u['parity_old_max_abs_diff']:.2e}, l_skill {u['parity_teacher_max_abs_diff']:.2e}",
        f"update: one {u['optimizer']} step, lr {u['lr']:g}, grad clip {u['grad_clip']:g}, PPO clip {u['clip_ratio']:.2f}, "
            f"opd_coef {u['opd_coef']:g}, opd_beta {u['opd_beta']:g}; {len(u['changed_tensors'])} tensors changed",
        f"loss: before {u['loss_before']:.6f}, after {u['loss_after']:.6f} (same batch, same old/teacher log-probs)",
        f"  pg_loss {m0['actor/pg_loss']:.6f} -> {m1['actor/pg_loss']:.6f}   opd_loss {m0['actor/opd_loss']:.6f} -> {m1['actor/opd_loss']:.6f}"
            f"   grad_norm {u['metrics_step']['actor/grad_norm']:.4g}"
            f"   ppo_kl after {m1['actor/ppo_kl']:.4f}   clipfrac after {m1['actor/pg_clipfrac']:.3f}",
        f"  OPD at the step: gate_mean {m0['actor/opd_gate_mean']:.4f}  gate_active_ratio {m0['actor/opd_gate_active_ratio']:.4f}"
            f"  teacher_gap_mean {m0['actor/opd_teacher_gap_mean']:.6f}  active_token_ratio {m0['actor/opd_active_token_ratio']:.4f}",
        f"token: row {token['row']} position {token['position']}, pushed {token['expected_direction']} (-dL/dl = {token['push']:.4g}): "
            f"log p {token['log_prob_before']:.6f} -> {token['log_prob_after']:.6f} "
            f"({token['shift']:+.6f}; node-llama-cpp on the new file: {u['token_served_after']:.6f})",
        f"  {100 * token['share_of_tokens_moved_as_pushed']:.0f}% of the pushed tokens moved the way the loss pushed them",
        f"parity after write-back (same tokens, updated file): {u['parity_after_max_abs_diff']:.2e}",
        f"round 1 served from {r1['served_from']}: {r1['rows']} rows; "
            f"torch vs node-llama-cpp scorer {r1['scorer_max_abs_diff']:.2e}, vs sampler {r1['sampler_max_abs_diff']:.2e}",
    ]
    for name, ok in report["checks"].items():
        lines.append(f"  [{'ok' if ok else 'FAILED'}] {name}")
    return "\n".join(lines)


def parse_options(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m seedworld.tiny.closed_loop", description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", default="out/cpu-closed-loop", help="where the model, games and rounds go")
    parser.add_argument("--games", type=int, default=2, help="games per round (default %(default)s)")
    parser.add_argument("--group-size", type=int, default=2, help="trajectories per game (default %(default)s)")
    parser.add_argument("--max-steps", type=int, default=2, help="steps per episode (default %(default)s)")
    parser.add_argument("--max-tokens", type=int, default=24, help="tokens per reply (default %(default)s)")
    parser.add_argument("--seed", type=int, default=0, help="model, games and sampling seed (default %(default)s)")
    parser.add_argument("--lr", type=float, default=1e-5, help="Adam learning rate (default %(default)s)")
    parser.add_argument("--max-rows", type=int, default=None, help="train and check on the first N rows of each batch")
    parser.add_argument("--tolerance", type=float, default=1e-4, help="parity tolerance (default %(default)s)")
    options = parser.parse_args(argv)
    for name in ("games", "group_size", "max_steps", "max_tokens"):
        if getattr(options, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    return options


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_options(argv)
    report = run_closed_loop(options, log=lambda line: print(line, file=sys.stderr, flush=True))
    print(format_report(report))
    return 0 if all(report["checks"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
