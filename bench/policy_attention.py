"""The policy's attention by query slices against the whole square, on real rows, one thread.

    PYTHONPATH=python python3 bench/policy_attention.py --model runs/small8/model/sft_takes.gguf \
        --export runs/small8/runs/seed-seed1/round_0000/export/seed_batch.jsonl --rows 512

Times, alternately for the two settings (``net.QUERY_SLICE`` 128, the default, and one slice as wide as any
prompt, which is the whole square the net computed before): the SEED teacher's re-scoring of the export's rows
with their skill (``prompt_log_probs``), one SEED update of those rows (``Learner.update``), and a guided batch of
replies to their prompts (``generate_batch``). Prints seconds and the ratios, and the largest difference between
the two settings' scores (the same sums in another order).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time

from seedworld.policy import net as net_module  # first: it keeps OpenBLAS on one thread, which torch's import fixes
from seedworld.policy.learner import Learner, RlSettings
from seedworld.policy.sampler import GenerationRequest, generate_batch, prompt_log_probs

import torch  # noqa: E402  (after seedworld.policy)

WHOLE_SQUARE = 1 << 30


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--export", required=True, help="a seed iterate export's seed_batch.jsonl (a SEED run's, with skills)")
    parser.add_argument("--rows", type=int, default=512)
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(1)
    rows = [json.loads(line) for line in open(args.export, encoding="utf-8") if line.strip()]
    rows = random.Random(0).sample(rows, min(args.rows, len(rows)))
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as handle:
        handle.writelines(json.dumps(row) + "\n" for row in rows)
        export = handle.name
    learner = Learner(args.model)
    tokenizer = learner.tokenizer
    teacher = [tokenizer.chat_ids([{"role": "user", "content": r["skill_prompt_text"]}]) + list(r["responses"]) for r in rows]
    prompts = [list(r["prompts"]) for r in rows[:64]]
    settings = RlSettings(lr=3e-4, opd_coef=0.01, mini_batch_rows=512, old_log_probs="rollout")
    times: dict = {}
    scores: dict = {}
    for _ in range(args.repeats):
        for name, width in (("slices", 128), ("square", WHOLE_SQUARE)):
            net_module.QUERY_SLICE = width
            start = time.perf_counter()
            scores[name] = prompt_log_probs(learner.net, teacher)
            scored = time.perf_counter()
            fresh = Learner(args.model)
            fresh.update(export, settings)
            updated = time.perf_counter()
            requests = [GenerationRequest(p, 64, 0.4, seed=i) for i, p in enumerate(prompts)]
            generate_batch(learner.net, requests, tokenizer.stop_ids)
            sampled = time.perf_counter()
            for part, seconds in (("score", scored - start), ("update", updated - scored), ("sample", sampled - updated)):
                times.setdefault((name, part), []).append(seconds)
    gap = max(abs(a - b) for x, y in zip(scores["slices"], scores["square"]) for (a, _), (b, _) in zip(x[0], y[0]))
    print(f"{len(rows)} rows (mean teacher sequence {sum(map(len, teacher)) / len(teacher):.0f} tokens), "
          f"{len(prompts)} prompts sampled, one thread, {args.repeats} alternating repeats")
    print("| what | whole square, s | query slices, s | ratio |")
    print("| --- | ---: | ---: | ---: |")
    for part in ("score", "update", "sample"):
        square, slices = min(times[("square", part)]), min(times[("slices", part)])
        print(f"| {part} | {square:.1f} | {slices:.1f} | {square / slices:.2f}x |")
    print(f"largest difference of a scored log-prob between the two: {gap:.2e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
