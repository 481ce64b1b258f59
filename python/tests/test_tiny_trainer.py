"""The --trainer-cmd entry point and the driver refuse bad input with one line."""

import os
import subprocess
import sys

import pytest

pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.tiny.closed_loop import parse_options  # noqa: E402
from seedworld.tiny.update import UpdateSettings, read_credit_settings  # noqa: E402

PYTHON_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SEED_KEYS = ("SEED_ROUND_DIR", "SEED_EXPORT_JSONL", "SEED_POLICY_BASE_URL", "SEED_NEXT_ENDPOINT_FILE", "SEED_TRAINER_METRICS_FILE")


def _trainer(env_updates):
    env = {k: v for k, v in os.environ.items() if k not in SEED_KEYS}
    env.update(env_updates)
    if os.environ.get("SEEDWORLD_TEST_INSTALLED") != "1":
        env["PYTHONPATH"] = PYTHON_DIR
    return subprocess.run([sys.executable, "-m", "seedworld.tiny.trainer"], env=env, capture_output=True, text=True, timeout=120)


def test_trainer_outside_seed_iterate_says_so():
    done = _trainer({})
    assert done.returncode != 0
    assert done.stderr.strip().splitlines()[-1] == "trainer: $SEED_ROUND_DIR is not set (run me as `seed iterate --trainer-cmd`)"


def test_trainer_refuses_a_policy_that_is_not_a_gguf(tmp_path):
    done = _trainer({"SEED_ROUND_DIR": str(tmp_path), "SEED_EXPORT_JSONL": str(tmp_path / "b.jsonl"),
                     "SEED_POLICY_BASE_URL": "http://127.0.0.1:8000/v1"})
    assert done.returncode != 0
    assert "this trainer updates a GGUF policy (--model-file)" in done.stderr.strip().splitlines()[-1]


def test_settings_and_options_are_checked(tmp_path):
    with pytest.raises(ValueError, match="lr must be > 0"):
        UpdateSettings(lr=0)
    with pytest.raises(ValueError, match="optimizer must be one of adam, sgd"):
        UpdateSettings(optimizer="lion")
    with pytest.raises(FileNotFoundError, match="credit settings not found"):
        read_credit_settings(str(tmp_path / "seed_batch.jsonl"))
    with pytest.raises(SystemExit):
        parse_options(["--games", "0"])
