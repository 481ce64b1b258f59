import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

# Tests import the package from the source tree, installed or not.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def pytest_configure(config):
    # torch tests skip where torch is missing; CI (.ci/run) sets this so they cannot skip there.
    if os.environ.get("SEEDWORLD_REQUIRE_TORCH") == "1" and importlib.util.find_spec("torch") is None:
        raise pytest.UsageError("SEEDWORLD_REQUIRE_TORCH=1 but torch is not importable by %s (apt-get install python3-torch)" % sys.executable)


REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


@pytest.fixture(scope="session")
def seed_export_dir(tmp_path_factory):
    """A real round's export/ folder: `seedworld seed iterate` with the built-in random agent, the
    offline rule analyzer and the cache LM scorer on 2 valid_seen games × 2 rollouts × 5 steps."""
    node = shutil.which("node")
    assert node, "node is not on PATH: these tests need the seedworld CLI to write a real export"
    out = tmp_path_factory.mktemp("seed_round")
    games = os.path.join(REPO, "..", "shared", "alfworld")
    command = [node, "--import", "tsx", "src/cli/main.ts", "seed", "iterate", "--agent", "random", "--games", games,
               "--split", "valid_seen", "--tasks-per-round", "2", "--group-size", "2", "--max-steps", "5",
               "--analyzer", "rules", "--seed", "3", "--out", str(out)]
    done = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return out / "round_0000" / "export"
