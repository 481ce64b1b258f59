"""Stage 1, hindsight-skill SFT of a policy GGUF on ``seed sft --policy-rows`` data (``policy_sft.jsonl``).

    python -m seedworld.policy.sft --model init.gguf --data policy_sft.jsonl --out sft.gguf [--epochs 2]

Prints the loss every 25 steps and, at the end, one JSON line of figures (also written to
``--metrics``). The output is written atomically: a killed run leaves no half model.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from typing import Sequence

from .learner import sft_train


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seedworld.policy.sft", description=__doc__.split("\n")[0])
    parser.add_argument("--model", required=True, help="GGUF to start from")
    parser.add_argument("--data", required=True, help="policy_sft.jsonl ({prompt, response} per line)")
    parser.add_argument("--out", required=True, help="GGUF to write")
    parser.add_argument("--epochs", type=float, default=2.0)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--batch-rows", type=int, default=32)
    parser.add_argument("--max-length", type=int, default=2048, help="rows longer than this many tokens are left out")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--prompt-loss-weight", type=float, default=0.0, help="weight of the prompt tokens' LM loss beside the reply's")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="processes that split every batch (data parallel; at most --batch-rows); default: one per core")
    parser.add_argument("--threads", type=int, default=1, help="torch threads per worker")
    parser.add_argument("--held-out", help="rows of the same format to measure teacher-forced reply accuracy on (e.g. the explorer on valid_seen)")
    parser.add_argument("--held-out-every", type=int, default=250, help="log the held-out accuracy every this many steps (0: only at the end)")
    parser.add_argument("--save-every", type=int, default=0,
                        help="also write the weights every this many steps, beside --out as <name>.step<N>.gguf (0: only at the end)")
    parser.add_argument("--metrics", help="write the figures here as JSON")
    options = parser.parse_args(argv)
    for path in (options.model, options.data) + ((options.held_out,) if options.held_out else ()):
        if not os.path.exists(path):
            print(f"seedworld.policy.sft: no such file: {path}", file=sys.stderr)
            return 2
    started, cpu = time.time(), _cpu_seconds()
    try:
        figures = sft_train(options.model, options.data, options.out, epochs=options.epochs, lr=options.lr, batch_rows=options.batch_rows,
                            seed=options.seed, max_length=options.max_length, prompt_loss_weight=options.prompt_loss_weight,
                            held_out_path=options.held_out, held_out_every=options.held_out_every, save_every=options.save_every,
                            workers=options.workers, threads=options.threads,
                            log=lambda line: print(line, flush=True))
    except (ValueError, RuntimeError, OSError) as error:
        print(f"seedworld.policy.sft: {error}", file=sys.stderr)
        return 1
    figures.update({"sft/wall_s": round(time.time() - started, 1), "sft/cpu_s": round(_cpu_seconds() - cpu, 1)})
    if options.metrics:
        with open(options.metrics + ".tmp", "w", encoding="utf-8") as handle:
            json.dump(figures, handle)
        os.replace(options.metrics + ".tmp", options.metrics)
    print(json.dumps(figures), flush=True)
    return 0


def _cpu_seconds() -> float:
    """This process's CPU time and its finished children's (the data-parallel workers')."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


if __name__ == "__main__":
    sys.exit(main())
