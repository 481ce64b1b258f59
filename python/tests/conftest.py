import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

SOURCE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
# `npm test` installs the package into a venv and sets SEEDWORLD_TEST_INSTALLED=1: the tests then
# import what pip installed, as a user would. Run by hand (pytest python/tests), they use the source.
INSTALLED = os.environ.get("SEEDWORLD_TEST_INSTALLED") == "1"
if not INSTALLED:
    sys.path.insert(0, SOURCE)


def pytest_configure(config):
    if INSTALLED:
        spec = importlib.util.find_spec("seedworld")
        where = os.path.abspath(spec.origin) if spec and spec.origin else None
        if where is None or where.startswith(SOURCE + os.sep):
            raise pytest.UsageError(f"SEEDWORLD_TEST_INSTALLED=1 but seedworld is imported from {where}, not an installed package")
    # torch tests skip where torch is missing; CI (.ci/run) sets this so they cannot skip there.
    if os.environ.get("SEEDWORLD_REQUIRE_TORCH") == "1" and importlib.util.find_spec("torch") is None:
        raise pytest.UsageError(f"SEEDWORLD_REQUIRE_TORCH=1 but torch is not importable by {sys.executable} (apt-get install python3-torch)")


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
