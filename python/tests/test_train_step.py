"""One SEED update (seedworld.train_step) on a real collated export with a small torch causal LM."""

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.collate import collate, read_export  # noqa: E402
from seedworld.seed_loss import opd_loss  # noqa: E402
from seedworld.train_step import low_var_kl, response_log_probs, seed_update  # noqa: E402


class ByteBigram(torch.nn.Module):
    """A causal LM over the cache LM's byte tokens: next-token logits from the current token only."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.embed = torch.nn.Embedding(256, 8)
        self.out = torch.nn.Linear(8, 256)

    def forward(self, input_ids):
        return self.out(self.embed(input_ids))


def forward_of(model):
    def forward(batch):
        width = batch["responses"].shape[1]
        return response_log_probs(model(batch["input_ids"]), batch["input_ids"], width)
    return forward


@pytest.fixture(scope="module")
def tensors(seed_export_dir):
    tensors, _ = collate(read_export(str(seed_export_dir / "seed_batch.jsonl")))
    return tensors


def test_response_log_probs_read_the_logit_before_each_token():
    logits = torch.randn(1, 4, 5)
    ids = torch.tensor([[1, 2, 3, 4]])
    got = response_log_probs(logits, ids, 2)
    want = torch.log_softmax(logits, -1)
    assert torch.allclose(got, torch.stack([want[0, 1, 3], want[0, 2, 4]]).unsqueeze(0))


def test_low_var_kl_is_k3():
    assert low_var_kl(torch.tensor([-1.0]), torch.tensor([-1.0])).item() == 0.0
    x = 0.5
    assert low_var_kl(torch.tensor([-1.5]), torch.tensor([-1.0])).item() == pytest.approx(2.718281828 ** x - x - 1, rel=1e-6)


def test_one_update_changes_weights_and_raises_the_gated_log_likelihood(tensors):
    model = ByteBigram()
    forward = forward_of(model)
    mask, teacher, signal = tensors["response_mask"], tensors["teacher_log_prob"], tensors["teacher_signal_mask"]
    with torch.no_grad():
        before = forward(tensors)
        _, opd_before = opd_loss(before, teacher, mask, signal)
    weights = [p.detach().clone() for p in model.parameters()]
    # Every trajectory of this round lost (random agent, 5 steps): the advantages are 0 and only
    # the OPD term moves θ. Its gradient is −g·∇ℓ: the gated log-likelihood Σ m·g·ℓ must go up.
    assert torch.all(tensors["advantages"] == 0)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
    metrics = seed_update(forward, optimizer, tensors, mini_batch_size=10, micro_batch_size=5, opd_coef=1.0)
    assert all(torch.isfinite(torch.tensor(v)) for v in metrics.values())
    assert any(not torch.equal(a, b) for a, b in zip(weights, model.parameters()))
    assert metrics["actor/grad_norm"] > 0
    with torch.no_grad():
        after = forward(tensors)
    m = (mask * signal.unsqueeze(-1)).float()
    gate = torch.sigmoid(5.0 * (teacher - before))
    gain = ((after - before) * gate * m).sum().item()
    assert gain > 0, gain
    # and the OPD loss itself went down
    _, opd_after = opd_loss(after, teacher, mask, signal)
    assert opd_after["actor/opd_loss"] < opd_before["actor/opd_loss"]


def test_update_arguments_are_checked(tensors):
    model = ByteBigram()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    with pytest.raises(ValueError, match="must be a multiple"):
        seed_update(forward_of(model), optimizer, tensors, mini_batch_size=4, micro_batch_size=3)
    with pytest.raises(ValueError, match="needs ref_log_prob"):
        seed_update(forward_of(model), optimizer, tensors, kl_coef=0.01)


def test_kl_to_a_reference_equal_to_theta_old_starts_at_zero(tensors):
    model = ByteBigram()
    forward = forward_of(model)
    with torch.no_grad():
        reference = forward(tensors)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    metrics = seed_update(forward, optimizer, tensors, micro_batch_size=4, kl_coef=0.01, ref_log_prob=reference)
    # One mini-batch: every micro-batch is scored at θ_old = the reference, so k3 is exactly 0.
    assert metrics["actor/kl_loss"] == 0.0
    assert metrics["actor/ppo_kl"] == pytest.approx(0.0, abs=1e-7)


def test_no_forward_pass_sees_more_rows_than_a_micro_batch(tensors):
    # θ_old's log-probs too: one pass over a whole round's batch once took 24 GB and was killed.
    model = ByteBigram()
    seen = []

    def forward(batch):
        seen.append(batch["responses"].shape[0])
        return forward_of(model)(batch)

    rows = tensors["responses"].shape[0]
    assert rows > 2
    seed_update(forward, torch.optim.SGD(model.parameters(), lr=0.1), tensors, mini_batch_size=2, micro_batch_size=2)
    assert max(seen) <= 2 and sum(seen) == 2 * rows  # θ_old once over every row, then the update over every row


def test_given_old_log_probs_take_the_place_of_the_recompute_pass(tensors):
    # What seedworld.policy.server's sampler reported for the same weights: the same update, one pass fewer.
    recomputing, given = ByteBigram(), ByteBigram()
    with torch.no_grad():
        old = forward_of(given)(tensors)
    seen = []

    def counting(batch):
        seen.append(batch["responses"].shape[0])
        return forward_of(given)(batch)

    settings = dict(mini_batch_size=2, micro_batch_size=2, opd_coef=0.5)
    first = seed_update(forward_of(recomputing), torch.optim.SGD(recomputing.parameters(), lr=0.1), tensors, **settings)
    second = seed_update(counting, torch.optim.SGD(given.parameters(), lr=0.1), tensors, old_log_prob=old, **settings)
    assert sum(seen) == tensors["responses"].shape[0]  # the update's passes only
    for a, b in zip(recomputing.parameters(), given.parameters()):
        assert torch.allclose(a, b, atol=1e-6)
    assert first["actor/pg_loss"] == pytest.approx(second["actor/pg_loss"], abs=1e-6)
    with pytest.raises(ValueError, match="old_log_prob has shape"):
        seed_update(counting, torch.optim.SGD(given.parameters(), lr=0.1), tensors, old_log_prob=old[:, :1], **settings)
