"""The Route-B collator on a real export: `seedworld seed iterate` (the built-in random agent, the
offline rule analyzer and the cache LM scorer) writes a round into a temp dir, then its rows go
through pad_rows / collate / teacher_batch."""

import json

import pytest

from seedworld.collate import collate, pad_rows, read_export, teacher_batch

def cache_lm_template(text):
    """The cache LM's chat template (src/seed/cache-lm.ts) over UTF-8 bytes: its tokenizer."""
    return list(f"<|user|>\n{text}\n<|assistant|>\n".encode("utf-8"))


@pytest.fixture(scope="module")
def export_dir(seed_export_dir):
    return seed_export_dir


@pytest.fixture(scope="module")
def rows(export_dir):
    rows = read_export(str(export_dir / "seed_batch.jsonl"))
    # The rule analyzer gives every trajectory a skill; drop the last trajectory's, as the export
    # writes a trajectory without an accepted skill (mask false, no teacher log-probs).
    last = rows[-1]["traj_uid"]
    for row in rows:
        if row["traj_uid"] == last:
            row.update(teacher_signal_mask=False, teacher_log_prob=[], skill_prompt_text="", episode_skill="")
    return rows


def test_the_export_uses_seeds_key_names(rows):
    assert "teacher_log_prob" in rows[0] and "teacher_log_probs" not in rows[0]
    assert len(rows) == 2 * 2 * 5


def test_padding_layout_matches_verls_rollout(rows):
    padded = pad_rows(rows, pad_token_id=0)
    prompt_width = max(len(r["prompts"]) for r in rows)
    response_width = max(len(r["responses"]) for r in rows)
    assert len({len(r["responses"]) for r in rows}) > 1, "the random agent's replies differ in length"
    for i, row in enumerate(rows):
        p, r = len(row["prompts"]), len(row["responses"])
        assert padded["prompts"][i] == [0] * (prompt_width - p) + row["prompts"]
        assert padded["responses"][i] == row["responses"] + [0] * (response_width - r)
        assert padded["input_ids"][i] == padded["prompts"][i] + padded["responses"][i]
        assert padded["attention_mask"][i] == [0] * (prompt_width - p) + [1] * (p + r) + [0] * (response_width - r)
        assert padded["response_mask"][i] == padded["attention_mask"][i][prompt_width:]
        positions = padded["position_ids"][i]
        assert positions[: prompt_width - p + 1] == [0] * (prompt_width - p + 1)
        assert positions[prompt_width - 1] == p - 1
        assert positions[prompt_width:] == list(range(p, p + response_width))
        assert padded["advantages"][i][:r] == row["advantages"] and padded["advantages"][i][r:] == [0.0] * (response_width - r)


def test_teacher_keys_follow_seeds_layout(rows):
    padded = pad_rows(rows)
    for i, row in enumerate(rows):
        r = len(row["responses"])
        assert padded["teacher_signal_mask"][i] is bool(row["teacher_signal_mask"])
        if row["teacher_signal_mask"]:
            assert padded["teacher_log_prob"][i][:r] == row["teacher_log_prob"]
        else:
            assert padded["teacher_log_prob"][i] == [0.0] * len(padded["responses"][i])
        assert padded["seed_old_log_probs"][i][:r] == row["old_log_probs"]
    assert padded["teacher_signal_mask"].count(False) == 5


def test_collate_dtypes_and_shapes(rows):
    torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")
    tensors, non_tensors = collate(rows, pad_token_id=0)
    batch = len(rows)
    prompt_width = max(len(r["prompts"]) for r in rows)
    response_width = max(len(r["responses"]) for r in rows)
    for key in ("prompts", "responses", "input_ids", "attention_mask", "position_ids", "response_mask"):
        assert tensors[key].dtype == torch.int64, key
    for key in ("advantages", "teacher_log_prob", "seed_old_log_probs"):
        assert tensors[key].dtype == torch.float32, key
    assert tensors["teacher_signal_mask"].dtype == torch.bool and tensors["teacher_signal_mask"].shape == (batch,)
    assert tensors["input_ids"].shape == (batch, prompt_width + response_width)
    assert tensors["responses"].shape == tensors["teacher_log_prob"].shape == (batch, response_width)
    assert torch.equal(tensors["response_mask"], tensors["attention_mask"][:, -response_width:])
    assert list(non_tensors["uid"]) == [r["uid"] for r in rows]
    assert non_tensors["traj_uid"].dtype == object


def test_collated_batch_feeds_seed_policy_loss(rows):
    torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")
    from seedworld.seed_loss import seed_policy_loss

    tensors, _ = collate(rows)
    mask = tensors["response_mask"]
    # At θ = θ_old (the first mini-batch of one PPO epoch) ℓ_θ is the export's ℓ_θ: the OPD term
    # is then the export's own Σ m·g·Δ / Σ m.
    log_prob = tensors["seed_old_log_probs"].clone().requires_grad_(True)
    loss, metrics = seed_policy_loss(log_prob, tensors["seed_old_log_probs"], tensors["advantages"], mask,
                                     tensors["teacher_log_prob"], tensors["teacher_signal_mask"])
    numerator = masked = 0.0
    for row in rows:
        if row["teacher_signal_mask"]:
            numerator += sum(g * d for g, d in zip(row["opd_gate"], row["teacher_gap"]))
            masked += len(row["responses"])
    assert metrics["actor/opd_loss"] == pytest.approx(numerator / masked, rel=1e-4, abs=1e-6)
    assert metrics["actor/opd_active_token_ratio"] == pytest.approx(masked / mask.numel(), rel=1e-6)
    loss.backward()
    assert torch.all(log_prob.grad[mask == 0] == 0)


def test_teacher_batch_puts_the_skill_prompt_before_the_same_responses(rows):
    ordinary = pad_rows(rows)
    skill = teacher_batch(rows, cache_lm_template)
    assert skill["responses"] == ordinary["responses"]
    for i, row in enumerate(rows):
        prompt = [t for t, m in zip(skill["prompts"][i], skill["attention_mask"][i]) if m]
        if row["teacher_signal_mask"]:
            assert "**Episode-Level Skill**" in row["skill_prompt_text"]
            assert prompt == cache_lm_template(row["skill_prompt_text"])
        else:
            assert prompt == row["prompts"]
    # The scorer tokenised the ordinary prompt the same way, so the template above is the scorer's.
    assert rows[0]["prompts"] == cache_lm_template(rows[0]["prompt_text"])


def test_parquet_needs_pyarrow_or_matches_the_jsonl(export_dir):
    parquet = str(export_dir / "seed_batch.parquet")
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="needs pyarrow .* the seed_batch.jsonl beside it holds the same rows"):
            read_export(parquet)
        return
    from_parquet = read_export(parquet)
    from_jsonl = read_export(str(export_dir / "seed_batch.jsonl"))
    assert [r["responses"] for r in from_parquet] == [r["responses"] for r in from_jsonl]


def test_bad_inputs_are_one_line_errors(tmp_path, rows):
    with pytest.raises(FileNotFoundError, match="no export at"):
        read_export(str(tmp_path / "missing.jsonl"))
    broken = tmp_path / "broken.jsonl"
    broken.write_text(json.dumps(rows[0]) + "\n{not json\n")
    with pytest.raises(ValueError, match="line 2 is not JSON"):
        read_export(str(broken))
    with pytest.raises(ValueError, match="lacks uid"):
        pad_rows([{"prompts": [1]}])
    with pytest.raises(ValueError, match="no prompt token ids"):
        pad_rows([dict(rows[0], prompts=[])])
    with pytest.raises(ValueError, match="over the limit of 8"):
        pad_rows(rows, max_response_length=8)
    with pytest.raises(ValueError, match="no rows"):
        pad_rows([])
