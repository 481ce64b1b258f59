"""The Hugging Face route-B trainer's pieces that run without a GPU (its full round is scripts/gpu-smoke.sh)."""

import importlib.util

import pytest

torch = pytest.importorskip("torch")

from seedworld import hf_trainer  # noqa: E402


def test_masked_gap_counts_only_masked_tokens():
    a = torch.tensor([[0.0, -1.0, -2.0], [0.0, 0.0, 5.0]])
    b = torch.tensor([[0.5, -1.5, 9.0], [1.0, 0.0, 0.0]])
    mask = torch.tensor([[1.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
    mean, largest = hf_trainer._masked_gap(a, b, mask)
    assert mean == pytest.approx((0.5 + 0.5 + 1.0) / 3)
    assert largest == pytest.approx(1.0)


@pytest.mark.skipif(importlib.util.find_spec("transformers") is not None, reason="transformers is installed here")
def test_without_transformers_it_says_so_in_one_line():
    with pytest.raises(SystemExit) as stop:
        hf_trainer._load("/nonexistent/model", "cpu", "float32")
    assert "needs torch and transformers" in str(stop.value)


def test_run_outside_seed_iterate_names_the_missing_variable(monkeypatch):
    monkeypatch.delenv("SEED_ROUND_DIR", raising=False)
    with pytest.raises(SystemExit) as stop:
        hf_trainer.main(["--model-path", "/nonexistent/model"])
    assert "$SEED_ROUND_DIR is not set" in str(stop.value)
