"""The CPU policy ``seed learn`` trains: its net, tokenizer, sampler, server and learner (torch).

OpenBLAS starts as many threads as there are cores in every process, beside torch's own: on this
model's small matrices the two pools fight, and one SFT step took 0.551 s with both against 0.345 s
with OpenBLAS on one thread (bench/policy_threads.py, 2 cores). So the policy's processes keep OpenBLAS to
one thread unless the caller says otherwise; this must run before numpy or torch load OpenBLAS.
"""

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
