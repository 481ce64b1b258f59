"""Does one RL update move the sampled replies where their advantages point?

Replays a round's update (``Learner.update``, as the policy server takes it) from the weights the
round sampled with, on the round's own export, then scores a fixed sample of its rows again and
prints the mean change of log π, in nats, of each reply's thought (the tokens before ``<action>``)
and of its action, separately for rows of positive and of negative advantage, with the update's
PPO KL and its seconds. A good update raises the positive rows' actions and lowers the negative
ones'; both falling means it mostly flattened the policy.

    PYTHONPATH=python /usr/bin/python3 bench/update_direction.py \\
        --export runs/take4/runs/grpo-seed1/round_0000/export/seed_batch.jsonl \\
        --start runs/take4/model/sft_takes.gguf \\
        --settings '{"lr": 0.0002, "kl_coef": 0.01, "mini_batch_rows": 512, "seed": 1, "old_log_probs": "rollout"}'
"""

from __future__ import annotations

import argparse
import json
import random
import time

import torch

from seedworld.collate import collate, read_export
from seedworld.policy.learner import Learner, RlSettings, action_start, reply_log_probs
from seedworld.policy.tokenizer import SpmTokenizer
from seedworld.tiny.gguf import read_gguf


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--export", required=True, help="a round's export/seed_batch.jsonl")
    parser.add_argument("--start", required=True, help="the GGUF the round sampled with (the update starts there)")
    parser.add_argument("--settings", required=True, help="the trainer's RL settings as JSON (trainer_hook --settings)")
    parser.add_argument("--rows", type=int, default=400, help="rows scored before and after (a seeded sample)")
    args = parser.parse_args()

    torch.manual_seed(0)
    learner = Learner(args.start, args.start)
    rows = read_export(args.export)
    sample = list(rows)
    random.Random(0).shuffle(sample)
    tensors, _ = collate(sample[: args.rows])
    before = reply_log_probs(learner.net, tensors)
    began = time.perf_counter()
    metrics = learner.update(args.export, RlSettings.from_dict(json.loads(args.settings)))
    seconds = time.perf_counter() - began
    after = reply_log_probs(learner.net, tensors)

    tokenizer = SpmTokenizer.from_gguf(read_gguf(args.start))
    mask = tensors["response_mask"].bool()
    advantage = (tensors["advantages"] * mask).sum(1) / mask.sum(1)
    shifts: dict[str, list[float]] = {}
    for i in range(len(advantage)):
        if advantage[i] == 0:
            continue
        change = (after[i] - before[i])[mask[i]]
        cut = action_start(tensors["responses"][i][mask[i]].tolist(), tokenizer)
        sign = "positive" if advantage[i] > 0 else "negative"
        shifts.setdefault(f"{sign} advantage, thought", []).append(float(change[:cut].sum()))
        shifts.setdefault(f"{sign} advantage, action", []).append(float(change[cut:].sum()))
    print(f"update: {metrics['actor/rows']:.0f} rows, {seconds:.0f} s, ppo_kl {metrics['actor/ppo_kl']:.4f}, settings {args.settings}")
    for name, values in sorted(shifts.items(), key=lambda item: item[0], reverse=True):
        print(f"  {name}: {len(values)} rows, mean Δ log π {sum(values) / len(values):+.3f}")


if __name__ == "__main__":
    main()
