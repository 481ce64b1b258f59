"""SEED's loss, gate, GRPO advantages and gradient against numbers worked out by hand (math module)."""

import math

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.seed_loss import (  # noqa: E402
    DEFAULT_OPD_BETA,
    DEFAULT_OPD_COEF,
    agg_loss,
    grpo_outcome_advantage,
    opd_loss,
    ppo_clip_loss,
    seed_policy_loss,
)


def sigmoid(x):
    return 1 / (1 + math.exp(-x))


def t(rows):
    return torch.tensor(rows, dtype=torch.float64)


# Two rows, three response slots; row 1 has two real tokens and one pad.
LOG_PROB = [[-1.0, -2.0, -0.5], [-0.3, -1.2, -9.0]]
TEACHER = [[-0.8, -2.5, -0.5], [-0.1, -1.0, 0.0]]
MASK = [[1, 1, 1], [1, 1, 0]]


def hand_opd(log_prob, teacher, mask, rows_with_teacher, beta):
    """Σ m·g·(t − ℓ) / Σ m with g = σ(β(t − ℓ)), plus the logged scalars."""
    num = den = gate_sum = gate_active = gap_sum = 0.0
    slots = 0
    for r, row in enumerate(log_prob):
        for k, lp in enumerate(row):
            slots += 1
            m = mask[r][k] * rows_with_teacher[r]
            if not m:
                continue
            gap = teacher[r][k] - lp
            g = sigmoid(beta * gap)
            num += g * gap
            den += 1
            gate_sum += g
            gate_active += 1 if g > 0.5 else 0
            gap_sum += gap
    return num / den, {"active": den / slots, "gate": gate_sum / den, "gate_active": gate_active / den, "gap": gap_sum / den}


def test_defaults_are_seeds_launcher_values():
    assert (DEFAULT_OPD_COEF, DEFAULT_OPD_BETA) == (0.01, 5.0)


def test_opd_loss_and_metrics_match_hand_computation():
    loss, metrics = opd_loss(t(LOG_PROB), t(TEACHER), t(MASK), torch.tensor([True, True]))
    want, scalars = hand_opd(LOG_PROB, TEACHER, MASK, [1, 1], 5.0)
    assert loss.item() == pytest.approx(want, rel=1e-7)
    assert metrics["actor/opd_loss"] == pytest.approx(want, rel=1e-7)
    assert metrics["actor/opd_active_token_ratio"] == pytest.approx(5 / 6)
    assert metrics["actor/opd_gate_mean"] == pytest.approx(scalars["gate"], rel=1e-7)
    assert metrics["actor/opd_gate_active_ratio"] == pytest.approx(3 / 5)  # gaps +0.2, +0.2, +0.2 > 0; −0.5, 0 are not
    assert metrics["actor/opd_teacher_gap_mean"] == pytest.approx(scalars["gap"], rel=1e-7)


def test_row_mask_drops_rows_without_a_teacher_even_with_nan_filler():
    teacher = [list(TEACHER[0]), [float("nan")] * 3]
    loss, metrics = opd_loss(t(LOG_PROB), t(teacher), t(MASK), torch.tensor([1, 0]))
    want, _ = hand_opd(LOG_PROB, TEACHER, MASK, [1, 0], 5.0)
    assert loss.item() == pytest.approx(want, rel=1e-7)
    assert metrics["actor/opd_active_token_ratio"] == pytest.approx(3 / 6)


def test_token_level_teacher_mask_is_accepted():
    token_mask = t([[1, 0, 1], [0, 1, 1]])
    loss, _ = opd_loss(t(LOG_PROB), t(TEACHER), t(MASK), token_mask)
    # Active: (0,0) gap .2, (0,2) gap 0, (1,1) gap .2 (the pad at (1,2) stays out).
    want = (sigmoid(1.0) * 0.2 + sigmoid(0.0) * 0.0 + sigmoid(1.0) * 0.2) / 3
    assert loss.item() == pytest.approx(want, rel=1e-6)


def test_no_teacher_token_gives_zero_loss_and_zero_metrics():
    loss, metrics = opd_loss(t(LOG_PROB), t(TEACHER), t(MASK), torch.tensor([0, 0]))
    assert loss.item() == 0.0
    assert all(value == 0.0 for value in metrics.values())


def test_gate_is_sigmoid_of_beta_gap_and_beta_matters():
    for beta in (0.0, 1.0, 5.0):
        log_prob, teacher = t([[-2.0]]), t([[-1.0]])
        _, metrics = opd_loss(log_prob, teacher, t([[1]]), torch.tensor([1]), opd_beta=beta)
        assert metrics["actor/opd_gate_mean"] == pytest.approx(sigmoid(beta * 1.0), rel=1e-7)  # masked_mean divides by Σm + 1e-8
    # Δ = −1 with β = 5: g ≈ e^{-5}, the soft attenuation SDAR describes.
    _, metrics = opd_loss(t([[-1.0]]), t([[-2.0]]), t([[1]]), torch.tensor([1]))
    assert metrics["actor/opd_gate_mean"] == pytest.approx(sigmoid(-5.0)) and metrics["actor/opd_gate_active_ratio"] == 0.0


def test_gradient_of_opd_term_is_minus_gate_over_mask_sum():
    log_prob = t(LOG_PROB).requires_grad_(True)
    loss, _ = opd_loss(log_prob, t(TEACHER), t(MASK), torch.tensor([1, 1]))
    loss.backward()
    mask_sum = 5.0
    for r in range(2):
        for k in range(3):
            expected = -sigmoid(5.0 * (TEACHER[r][k] - LOG_PROB[r][k])) / (mask_sum + 1e-8) if MASK[r][k] else 0.0
            assert log_prob.grad[r][k].item() == pytest.approx(expected, rel=1e-9, abs=1e-15)


def test_gradient_does_not_flow_through_gate_or_teacher():
    log_prob = t(LOG_PROB).requires_grad_(True)
    teacher = t(TEACHER).requires_grad_(True)
    loss, _ = opd_loss(log_prob, teacher, t(MASK), torch.tensor([1, 1]))
    loss.backward()
    assert teacher.grad is None or torch.all(teacher.grad == 0)
    # Were the gate not detached, the gradient would pick up g'(Δ)·β·Δ terms; −g/Σm is exact.
    assert torch.all(log_prob.grad <= 0)


def hand_ppo(log_prob, old, adv, mask, eps=0.2, c=3.0):
    num = den = 0.0
    for r, row in enumerate(log_prob):
        for k, lp in enumerate(row):
            if not mask[r][k]:
                continue
            ratio = math.exp(lp - old[r][k])
            a = adv[r][k]
            value = max(-a * ratio, -a * min(max(ratio, 1 - eps), 1 + eps))
            if a < 0:
                value = min(value, -a * c)
            num += value
            den += 1
    return num / den


OLD = [[-1.3, -1.0, -0.5], [-0.3, -2.8, -9.0]]
ADV = [[1.5, 1.5, 1.5], [-0.7, -0.7, -0.7]]


def test_ppo_clip_loss_matches_hand_computation_including_dual_clip():
    loss, metrics = ppo_clip_loss(t(LOG_PROB), t(OLD), t(ADV), t(MASK))
    assert loss.item() == pytest.approx(hand_ppo(LOG_PROB, OLD, ADV, MASK), rel=1e-7)  # Σm + 1e-8 in the denominator
    # (1,1): ratio e^{1.6} ≈ 4.95 with A < 0 hits the dual clip at −A·3.
    assert metrics["actor/pg_clipfrac_lower"] == pytest.approx(1 / 5)
    assert metrics["actor/ppo_kl"] == pytest.approx(sum(OLD[r][k] - LOG_PROB[r][k] for r in range(2) for k in range(3) if MASK[r][k]) / 5)


def test_seed_policy_loss_is_pg_plus_coef_times_opd():
    args = (t(LOG_PROB), t(OLD), t(ADV), t(MASK), t(TEACHER), torch.tensor([1, 1]))
    loss, metrics = seed_policy_loss(*args)
    opd, _ = hand_opd(LOG_PROB, TEACHER, MASK, [1, 1], 5.0)
    assert loss.item() == pytest.approx(hand_ppo(LOG_PROB, OLD, ADV, MASK) + 0.01 * opd, rel=1e-7)  # Σm + 1e-8 in the denominator
    assert metrics["actor/opd_loss_coef"] == 0.01
    assert set(metrics) >= {"actor/pg_loss", "actor/opd_loss", "actor/opd_active_token_ratio", "actor/opd_gate_mean",
                            "actor/opd_gate_active_ratio", "actor/opd_teacher_gap_mean"}
    loss2, _ = seed_policy_loss(*args, opd_coef=0.5, opd_beta=1.0, clip_ratio=0.1)
    opd2, _ = hand_opd(LOG_PROB, TEACHER, MASK, [1, 1], 1.0)
    assert loss2.item() == pytest.approx(hand_ppo(LOG_PROB, OLD, ADV, MASK, eps=0.1) + 0.5 * opd2, rel=1e-7)  # Σm + 1e-8 in the denominator


def test_seed_policy_loss_gradient_on_log_prob():
    log_prob = t(LOG_PROB).requires_grad_(True)
    # old == current: ratio 1, inside the clip, so ∂L_pg/∂ℓ = −A/Σm per token.
    loss, _ = seed_policy_loss(log_prob, t(LOG_PROB), t(ADV), t(MASK), t(TEACHER), torch.tensor([1, 1]))
    loss.backward()
    for r in range(2):
        for k in range(3):
            if not MASK[r][k]:
                assert log_prob.grad[r][k].item() == 0.0
                continue
            gate = sigmoid(5.0 * (TEACHER[r][k] - LOG_PROB[r][k]))
            expected = -ADV[r][k] / (5 + 1e-8) - 0.01 * gate / (5 + 1e-8)
            assert log_prob.grad[r][k].item() == pytest.approx(expected, rel=1e-7)  # Σm + 1e-8 in the denominator


def test_seed_policy_loss_without_teacher_is_plain_ppo():
    loss, metrics = seed_policy_loss(t(LOG_PROB), t(OLD), t(ADV), t(MASK), None, None)
    assert loss.item() == pytest.approx(hand_ppo(LOG_PROB, OLD, ADV, MASK), rel=1e-7)  # Σm + 1e-8 in the denominator
    assert metrics["actor/opd_loss"] == 0.0


def test_agg_modes_and_bad_input_messages():
    mat, mask = t([[1.0, 2.0, 4.0], [3.0, 5.0, 7.0]]), t([[1, 1, 0], [1, 1, 1]])
    assert agg_loss(mat, mask, "token-mean").item() == pytest.approx(18 / 5)
    assert agg_loss(mat, mask, "seq-mean-token-sum").item() == pytest.approx((3 + 15) / 2)
    assert agg_loss(mat, mask, "seq-mean-token-mean").item() == pytest.approx((1.5 + 5) / 2)
    assert agg_loss(mat, mask, "seq-mean-token-sum-norm").item() == pytest.approx(18 / 3)
    with pytest.raises(ValueError, match="loss_agg_mode must be one of"):
        agg_loss(mat, mask, "mean")
    with pytest.raises(ValueError, match="teacher_log_prob has shape"):
        opd_loss(t(LOG_PROB), t([[0.0]]), t(MASK), torch.tensor([1, 1]))
    with pytest.raises(ValueError, match="teacher_signal_mask has 3 rows"):
        opd_loss(t(LOG_PROB), t(TEACHER), t(MASK), torch.tensor([1, 1, 1]))


def test_grpo_advantages_group_by_uid_with_unbiased_std():
    scores = torch.tensor([10.0, 0.0, 0.0, 9.9, 5.0])
    mask = torch.ones(5, 2)
    index = ["a", "a", "a", "b", "c"]
    adv = grpo_outcome_advantage(scores, mask, index)
    mean_a = 10 / 3
    std_a = math.sqrt(((10 - mean_a) ** 2 + 2 * mean_a ** 2) / 2)
    assert adv[0, 0].item() == pytest.approx((10 - mean_a) / (std_a + 1e-6), rel=1e-6)
    assert adv[1, 1].item() == pytest.approx((0 - mean_a) / (std_a + 1e-6), rel=1e-6)
    # Lone rows: mean 0, std 1.
    assert adv[3, 0].item() == pytest.approx(9.9 / (1 + 1e-6), rel=1e-6)
    assert adv[4, 0].item() == pytest.approx(5.0 / (1 + 1e-6), rel=1e-6)
    unscaled = grpo_outcome_advantage(scores, mask, index, norm_adv_by_std=False)
    assert unscaled[0, 0].item() == pytest.approx(10 - mean_a, rel=1e-6)


def test_grpo_token_level_rewards_and_padding_and_per_trajectory_stats():
    rewards = torch.tensor([[0.0, 10.0], [0.0, 0.0], [-0.1, 0.0]])
    mask = torch.tensor([[1, 1], [1, 0], [1, 1]])
    adv = grpo_outcome_advantage(rewards, mask, ["g", "g", "g"], ["t1", "t2", "t2"])
    assert adv[1, 1].item() == 0.0
    # Per trajectory: only the first row of t2 (score 0) counts next to t1's 10.
    per_traj = grpo_outcome_advantage(rewards, mask, ["g", "g", "g"], ["t1", "t2", "t2"], mean_std_across_steps=False)
    std = math.sqrt(50.0)
    assert per_traj[0, 0].item() == pytest.approx(5 / (std + 1e-6), rel=1e-6)
    assert per_traj[2, 0].item() == pytest.approx(-5.1 / (std + 1e-6), rel=1e-6)


def test_asymmetric_clip_and_the_dual_clip_constant_reach_the_ppo_term():
    # seed_policy_loss passes verl's clip_ratio_low / clip_ratio_high / clip_ratio_c through (DAPO-style
    # clip-higher and the dual-clip bound), instead of a symmetric 0.2 and a fixed 3.0.
    log_prob = torch.tensor([[0.5, -0.5]])
    old = torch.zeros(1, 2)
    mask = torch.ones(1, 2)
    positive = torch.ones(1, 2)
    negative = -torch.ones(1, 2)
    symmetric, _ = seed_policy_loss(log_prob, old, positive, mask, None, None, clip_ratio=0.2)
    higher, _ = seed_policy_loss(log_prob, old, positive, mask, None, None, clip_ratio=0.2, clip_ratio_high=0.28)
    assert float(higher) < float(symmetric)  # the ratio e^0.5 is clipped at 1.28 instead of 1.2
    wide, _ = seed_policy_loss(torch.tensor([[3.0, 3.0]]), old, negative, mask, None, None, clip_ratio_c=3.0)
    tight, _ = seed_policy_loss(torch.tensor([[3.0, 3.0]]), old, negative, mask, None, None, clip_ratio_c=1.5)
    assert float(wide) == pytest.approx(3.0) and float(tight) == pytest.approx(1.5)
