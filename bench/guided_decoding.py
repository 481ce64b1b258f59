"""What guided decoding (the admissible action space) costs the torch policy server.

Replays recorded steps of an evaluation (their prompts and admissible lists) through the batched
sampler twice, unguided and with the ``guided_regex`` seedworld sends (``replyPattern``), in
batches as the server forms them, and prints the seconds of each and their ratio, measured in one
run. The guides are compiled per step, as the server does for a new admissible list.

    PYTHONPATH=python /usr/bin/python3 bench/guided_decoding.py --model runs/learn/model/sft.gguf \\
        --episodes runs/learn/evals/sft/valid_seen --steps 512 --batch 64
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import time

import torch

from seedworld.policy.guided import TokenTrie, compile_guide, reply_pattern
from seedworld.policy.net import PolicyNet
from seedworld.policy.sampler import GenerationRequest, generate_batch
from seedworld.policy.tokenizer import SpmTokenizer
from seedworld.tiny.gguf import read_gguf


def recorded_steps(folder: str, limit: int) -> list[tuple[str, list[str]]]:
    steps: list[tuple[str, list[str]]] = []
    for path in sorted(glob.glob(os.path.join(folder, "task_*", "*.jsonl"))):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                for step in json.loads(line)["steps"]:
                    listed = step["admissible_actions"]  # a list, or the Python repr of one in older records
                    admissible = listed if isinstance(listed, list) else re.findall(r"'([^']*)'", listed)
                    steps.append((step["prompt"], admissible))
                    if len(steps) == limit:
                        return steps
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--episodes", required=True, help="an eval folder (task_*/…jsonl with prompts and admissible lists)")
    parser.add_argument("--steps", type=int, default=512)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--threads", type=int, default=2)
    options = parser.parse_args()
    torch.set_num_threads(options.threads)
    gguf = read_gguf(options.model)
    tokenizer = SpmTokenizer.from_gguf(gguf)
    net = PolicyNet.from_gguf(gguf)
    trie = TokenTrie(tokenizer)
    steps = recorded_steps(options.episodes, options.steps)
    prompts = [tokenizer.chat_ids([{"role": "user", "content": prompt}]) for prompt, _ in steps]
    seconds = {}
    for mode in ("unguided", "guided"):
        started = time.perf_counter()
        tokens = 0
        for start in range(0, len(steps), options.batch):
            requests = []
            for i in range(start, min(start + options.batch, len(steps))):
                guide = compile_guide(reply_pattern(steps[i][1]), trie) if mode == "guided" else None
                requests.append(GenerationRequest(prompts[i], 48, 0.4, i, 0, guide))
            tokens += sum(len(out.token_ids) for out in generate_batch(net, requests, tokenizer.stop_ids))
        seconds[mode] = time.perf_counter() - started
        print("%-8s %d steps, %d tokens: %.1f s (%.1f ms a step)" % (mode, len(steps), tokens, seconds[mode], 1000 * seconds[mode] / len(steps)))
    print("guided / unguided: %.2fx" % (seconds["guided"] / seconds["unguided"]))


if __name__ == "__main__":
    main()
