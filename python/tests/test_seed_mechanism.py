"""SEED's mechanism on a fixed batch: the OPD term moves the student toward the skill-conditioned teacher.

A small random llama (the policy architecture ``seed learn`` trains) scores a batch of responses
under the ordinary prompt (student ℓ_θ) and under the same prompt with a skill prepended (teacher
ℓ_skill, the same weights, as SEED re-scores). One update of SEED's loss (PPO clip + λ·gated OPD)
and one of PPO alone (λ = 0) start from the same weights with the same optimizer; on the tokens
where the teacher is more confident (ℓ_skill > ℓ_θ), SEED must raise ℓ_θ by more than PPO does, by
a margin. Flip the OPD sign in ``seed_loss.opd_loss`` (or switch OPD off) and this test fails: the
OPD gradient then pushes those tokens down (or not at all).
"""

import copy

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.collate import collate  # noqa: E402
from seedworld.policy.learner import response_forward  # noqa: E402
from seedworld.policy.net import PolicyNet  # noqa: E402
from seedworld.tiny.model import LlamaConfig  # noqa: E402
from seedworld.train_step import seed_update  # noqa: E402

VOCAB, WIDTH = 64, 32


def random_policy(seed):
    torch.manual_seed(seed)
    config = LlamaConfig(n_embd=WIDTH, n_layer=2, n_ff=64, n_head=2, n_head_kv=2, eps=1e-5, n_rot=WIDTH // 2, rope_base=10000.0,
                         n_vocab=VOCAB)
    shapes = {"token_embd.weight": (VOCAB, WIDTH), "output_norm.weight": (WIDTH,), "output.weight": (VOCAB, WIDTH)}
    for b in range(2):
        p = f"blk.{b}."
        shapes.update({p + "attn_norm.weight": (WIDTH,), p + "attn_q.weight": (WIDTH, WIDTH), p + "attn_k.weight": (WIDTH, WIDTH),
                       p + "attn_v.weight": (WIDTH, WIDTH), p + "attn_output.weight": (WIDTH, WIDTH), p + "ffn_norm.weight": (WIDTH,),
                       p + "ffn_gate.weight": (64, WIDTH), p + "ffn_up.weight": (64, WIDTH), p + "ffn_down.weight": (WIDTH, 64)})
    tensors = {name: (torch.ones(shape) if len(shape) == 1 else torch.randn(shape) * 0.3).numpy() for name, shape in shapes.items()}
    return PolicyNet(config, tensors, context_length=256)


def fixed_batch(net):
    """Two groups of two trajectories (one step each); rewards differ within each group, so the advantages are ±1."""
    generator = torch.Generator().manual_seed(3)
    rows = []
    skill = torch.randint(1, VOCAB, (12,), generator=generator).tolist()
    for group in range(2):
        prompt = torch.randint(1, VOCAB, (20,), generator=generator).tolist()
        for copy_index in range(2):
            response = torch.randint(1, VOCAB, (6,), generator=generator).tolist()
            rows.append({"uid": f"g{group}", "traj_uid": f"g{group}-{copy_index}", "prompts": prompt, "responses": response,
                         "advantages": [1.0 if copy_index == 0 else -1.0] * len(response), "teacher_signal_mask": True,
                         "skill_prompt": skill + prompt})
    with torch.no_grad():
        teacher = net.sequence_log_probs([r["skill_prompt"] for r in rows], [r["responses"] for r in rows])
    for row, values in zip(rows, teacher):
        row["teacher_log_prob"] = values[: len(row["responses"])].tolist()
    tensors, _ = collate(rows)
    return tensors


def log_probs(net, tensors):
    with torch.no_grad():
        return response_forward(net)(tensors)


def move_after_update(net, tensors, opd_coef):
    student = copy.deepcopy(net)
    optimizer = torch.optim.SGD(student.parameters(), lr=0.1)
    seed_update(response_forward(student), optimizer, tensors, clip_ratio=0.2, opd_coef=opd_coef, opd_beta=5.0, grad_clip=1e9)
    return log_probs(student, tensors) - log_probs(net, tensors)


def opd_effect(net, tensors):
    """(SEED − PPO-alone) change of ℓ_θ per token, and the masks of tokens where the teacher is ahead / behind."""
    before = log_probs(net, tensors)
    mask = tensors["response_mask"].bool()
    ahead = mask & (tensors["teacher_log_prob"] > before + 0.05)
    behind = mask & (tensors["teacher_log_prob"] < before - 0.05)
    assert ahead.sum() >= 4 and behind.sum() >= 4, "the fixture needs tokens on both sides of the teacher"
    return move_after_update(net, tensors, opd_coef=1.0) - move_after_update(net, tensors, opd_coef=0.0), ahead, behind


def test_opd_moves_tokens_toward_the_more_confident_teacher_by_more_than_ppo_alone():
    net = random_policy(0)
    effect, ahead, _ = opd_effect(net, fixed_batch(net))
    assert effect[ahead].mean() > 0.02, effect[ahead].mean()


def test_the_gate_puts_the_pull_where_the_teacher_is_more_confident():
    # The OPD gradient on ℓ_θ is −σ(β·(ℓ_skill − ℓ_θ)): every token is pulled up, those the skill
    # makes likelier (gate near 1) much more than those it makes less likely (gate near 0).
    net = random_policy(0)
    effect, ahead, behind = opd_effect(net, fixed_batch(net))
    assert effect[ahead].mean() > 2 * effect[behind].mean(), (effect[ahead].mean(), effect[behind].mean())
