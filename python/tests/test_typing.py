"""mypy over the seedworld package, with the settings in python/pyproject.toml ([tool.mypy]).

Fails on any mypy error. Skipped, with the reason, where mypy is not importable by this
interpreter (apt-get install mypy; .ci/run installs it and sets SEEDWORLD_REQUIRE_MYPY=1, which
turns that skip into a failure).
"""

import importlib.util
import os
import subprocess
import sys

import pytest

PYTHON_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def test_mypy_reports_no_errors(tmp_path):
    if importlib.util.find_spec("mypy") is None:
        why = f"mypy is not importable by {sys.executable} (apt-get install mypy)"
        if os.environ.get("SEEDWORLD_REQUIRE_MYPY") == "1":
            pytest.fail(f"SEEDWORLD_REQUIRE_MYPY=1 but {why}")
        pytest.skip(why)
    # The files to check and the flags come from pyproject.toml; the cache stays out of the tree.
    command = [sys.executable, "-m", "mypy", "--config-file", "pyproject.toml", "--cache-dir", str(tmp_path / "mypy_cache")]
    done = subprocess.run(command, cwd=PYTHON_DIR, capture_output=True, text=True, timeout=600)
    report = (done.stdout + done.stderr).strip()
    assert done.returncode == 0, f"mypy found errors:\n{report[-6000:]}"
    assert "Success" in report, report
