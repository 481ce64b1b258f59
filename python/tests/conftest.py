import importlib.util
import os
import sys

import pytest

# Tests import the package from the source tree, installed or not.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def pytest_configure(config):
    # torch tests skip where torch is missing; CI (.ci/run) sets this so they cannot skip there.
    if os.environ.get("SEEDWORLD_REQUIRE_TORCH") == "1" and importlib.util.find_spec("torch") is None:
        raise pytest.UsageError("SEEDWORLD_REQUIRE_TORCH=1 but torch is not importable by %s (apt-get install python3-torch)" % sys.executable)
