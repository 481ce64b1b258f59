"""How fast stage-1 SFT steps run on this machine's cores, by how the threads and processes are set.

    PYTHONPATH=python python3 bench/policy_threads.py --model runs/learn/model/init.gguf \
        --data runs/learn/demos/sft/policy_sft.jsonl [--steps 120]

Runs ``python -m seedworld.policy.sft`` (the preset's batch of 8 rows, prompt loss 0.5) once per setting,
one after another, and times its steps from its own log lines (the 10th step to the last, so reading and
tokenising the rows is left out). Prints seconds per step and the ratio to the first setting, which is how
the policy ran before seedworld kept OpenBLAS to one thread: OpenBLAS with a thread per core beside torch's
two. Run it on an otherwise idle machine: every setting competes for the same cores.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

STEP = re.compile(r"^sft step (\d+)/(\d+) loss")


def seconds_per_step(model: str, data: str, steps: int, workers: int, threads: int, openblas: int) -> float:
    rows = sum(1 for line in open(data, encoding="utf-8") if line.strip())
    env = {**os.environ, "OPENBLAS_NUM_THREADS": str(openblas)}
    with tempfile.TemporaryDirectory() as folder:
        command = [sys.executable, "-m", "seedworld.policy.sft", "--model", model, "--data", data, "--out", os.path.join(folder, "out.gguf"),
                   "--epochs", str(steps * 8 / rows), "--batch-rows", "8", "--lr", "3e-3", "--prompt-loss-weight", "0.5",
                   "--workers", str(workers), "--threads", str(threads)]
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
        marks: dict[int, float] = {}
        assert process.stdout is not None
        for line in process.stdout:
            match = STEP.match(line)
            if match:
                marks[int(match.group(1))] = time.perf_counter()
        if process.wait() != 0:
            raise SystemExit(f"{' '.join(command)} failed with {process.returncode}")
    last = max(marks)
    return (marks[last] - marks[10]) / (last - 10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--steps", type=int, default=120)
    options = parser.parse_args()
    cores = os.cpu_count() or 1
    settings = [
        ("OpenBLAS one thread per core, torch 2 threads (before)", 1, min(2, cores), cores),
        ("OpenBLAS 1 thread, torch 2 threads", 1, min(2, cores), 1),
        ("OpenBLAS 1 thread, torch 1 thread", 1, 1, 1),
        (f"{cores} data-parallel workers, 1 thread each (now)", cores, 1, 1),
    ]
    print(f"{cores} cores; {options.steps} steps of 8 rows each from {options.data}")
    baseline = None
    for name, workers, threads, openblas in settings:
        value = seconds_per_step(options.model, options.data, options.steps, workers, threads, openblas)
        baseline = baseline or value
        print(f"{name:58s} {value:6.3f} s/step  x{baseline / value:4.2f}", flush=True)


if __name__ == "__main__":
    main()
