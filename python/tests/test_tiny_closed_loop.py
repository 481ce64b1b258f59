"""The CPU closed loop end to end with tiny settings (1 game × 2 rollouts × 1 step): node-llama-cpp
samples and scores round 0, the torch model matches it, one SEED step, the weights go back to GGUF,
round 1 is sampled from the new file and still matches."""

import math

import pytest

pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.collate import read_export  # noqa: E402
from seedworld.tiny.closed_loop import format_report, parse_options, run_closed_loop  # noqa: E402

TOLERANCE = 1e-4


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    # Seed 7: the two rollouts differ in format validity, so the GRPO advantages are ±0.71, not 0 (with
    # seeds 1-6 both rollouts score alike on the games the generator makes now: checked 2026-12-05).
    options = parse_options(["--workdir", str(tmp_path_factory.mktemp("loop")), "--games", "1", "--group-size", "2",
                             "--max-steps", "1", "--max-tokens", "24", "--seed", "7"])
    result = run_closed_loop(options, log=lambda line: None)
    print(format_report(result))
    return result


def test_torch_matches_node_llama_cpp_before_and_after_the_update(report):
    update, round_one = report["update"], report["round_1"]
    assert update["parity_old_max_abs_diff"] <= TOLERANCE
    assert update["parity_teacher_max_abs_diff"] <= TOLERANCE
    assert update["parity_after_max_abs_diff"] <= TOLERANCE
    assert round_one["served_from"] == "gguf:" + update["model_after"]
    assert round_one["rows"] >= 2 and round_one["sampler_rows"] == round_one["rows"]
    assert round_one["scorer_max_abs_diff"] <= TOLERANCE
    assert round_one["sampler_max_abs_diff"] <= TOLERANCE
    assert all(report["checks"].values()), report["checks"]


def test_the_update_lowers_the_loss_and_moves_the_pushed_token(report):
    update = report["update"]
    assert update["teacher_rows"] == update["rows"] == 2
    # The batch carries a learning signal (GRPO advantages ±0.71). At θ_old the PPO ratio is 1, so
    # pg_loss itself can be exactly 0 when the two rows' token counts match; the loss after the step
    # is what must fall.
    rows = read_export(update["batch"])
    assert any(abs(a) > 0.5 for row in rows for a in row["advantages"])
    assert math.isfinite(update["metrics_step"]["actor/pg_loss"])
    assert math.isfinite(update["loss_before"]) and update["loss_after"] < update["loss_before"]
    assert "output.weight" in update["changed_tensors"] and "blk.0.attn_q.weight" in update["changed_tensors"]
    token = update["token"]
    assert token["moved_as_expected"] and token["shift"] * token["push"] > 0
    assert token["share_of_tokens_moved_as_pushed"] > 0.5
    # The new file, served by node-llama-cpp, gives the pushed token the log-prob torch predicted.
    assert abs(update["token_served_after"] - token["log_prob_after"]) <= TOLERANCE
    assert abs(token["shift"]) > 100 * TOLERANCE
