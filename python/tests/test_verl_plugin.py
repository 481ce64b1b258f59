"""seedworld.verl_plugin's wiring: the teacher keys reach the registered `seed_opd` loss inside the
actor's update, with SEED's numbers. Without verl installed, the actor is the stand-in in
tests/verl_shape (verl's update_policy data flow, see its README)."""

import importlib
import os
import sys

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

try:
    import verl  # noqa: F401

    REAL_VERL = True
except ImportError:
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "verl_shape"))
    REAL_VERL = False

from seedworld import verl_plugin  # noqa: E402
from seedworld.seed_loss import seed_policy_loss  # noqa: E402


class Config(dict):
    """verl's actor config surface the actor and the plug-in read (``.get`` and attributes)."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None


def actor_config(**extra):
    return Config(clip_ratio=0.2, ppo_micro_batch_size_per_gpu=2, policy_loss=Config(loss_mode="seed_opd"), **extra)


class RowLogProbs(torch.nn.Module):
    """A 'model' whose log-probs are parameters, one row per sample: gradients are then exact to check."""

    def __init__(self, values):
        super().__init__()
        self.values = torch.nn.Parameter(values.clone())

    def forward(self, micro_batch):
        return self.values[micro_batch["input_ids"][:, 0]]


def batch_tensors():
    gen = torch.Generator().manual_seed(0)
    rows, width = 4, 5
    old = -torch.rand(rows, width, generator=gen) * 2
    mask = torch.tensor([[1, 1, 1, 1, 1], [1, 1, 1, 0, 0], [1, 1, 1, 1, 0], [1, 0, 0, 0, 0]])
    return {
        "responses": torch.ones(rows, width, dtype=torch.int64), "response_mask": mask,
        "input_ids": torch.arange(rows).unsqueeze(-1), "attention_mask": mask, "position_ids": torch.zeros(rows, width, dtype=torch.int64),
        "old_log_probs": old, "advantages": torch.tensor([1.0, -0.5, 0.3, -1.2]).unsqueeze(-1).expand(rows, width).contiguous(),
        "teacher_log_prob": old + torch.randn(rows, width, generator=gen) * 0.5,
        "teacher_signal_mask": torch.tensor([True, False, True, True]),
    }


@pytest.mark.skipif(REAL_VERL, reason="with verl installed the stand-in is not used; see test_install_registers_with_verl")
def test_update_policy_feeds_the_teacher_to_the_loss_and_matches_seed_policy_loss():
    dp_actor = importlib.import_module("verl.workers.actor.dp_actor")
    verl_plugin.install()
    data = batch_tensors()
    # θ moved a little from θ_old, so the PPO ratio and the gate are not trivial.
    start = data["old_log_probs"] + 0.1 * torch.tensor([[1.0, -1.0, 0.5, 0.0, 2.0]])
    model = RowLogProbs(start)
    metrics = dp_actor.DataParallelPPOActor(actor_config(), model).update_policy(dp_actor.DataProto(data))

    reference = RowLogProbs(start)
    expected = {}
    for rows in (slice(0, 2), slice(2, 4)):
        loss, m = seed_policy_loss(reference.values[rows], data["old_log_probs"][rows], data["advantages"][rows],
                                   data["response_mask"][rows], data["teacher_log_prob"][rows], data["teacher_signal_mask"][rows])
        (loss / 2).backward()
        for key, value in m.items():
            expected.setdefault(key, []).append(value)
    assert torch.allclose(model.values.grad, reference.values.grad, atol=1e-7)
    for key in ("actor/opd_loss", "actor/opd_gate_mean", "actor/opd_gate_active_ratio", "actor/opd_teacher_gap_mean",
                "actor/opd_active_token_ratio"):
        assert metrics[key] == pytest.approx(expected[key], rel=1e-6), key
    assert metrics["actor/opd_loss_coef"] == [0.01, 0.01]
    assert metrics["actor/opd_active_token_ratio"][0] == pytest.approx(5 / 10)  # row 1 has no teacher
    assert metrics["actor/opd_loss"][0] != 0.0


@pytest.mark.skipif(REAL_VERL, reason="with verl installed the stand-in is not used")
def test_without_the_plugin_verl_drops_the_teacher_keys_and_the_batch_is_left_as_it_was():
    dp_actor = importlib.import_module("verl.workers.actor.dp_actor")
    data = dp_actor.DataProto(batch_tensors())
    assert "teacher_log_prob" not in dp_actor.DataProto.select(data, ["responses"]).batch
    verl_plugin.install()
    verl_plugin.install()  # idempotent
    dp_actor.DataParallelPPOActor(actor_config(), RowLogProbs(data.batch["old_log_probs"])).update_policy(data)
    assert "select" not in vars(data), "the per-call select is removed after the update"
    # A batch without teacher keys trains as plain PPO with zero OPD metrics.
    plain = {key: value for key, value in batch_tensors().items() if not key.startswith("teacher")}
    metrics = dp_actor.DataParallelPPOActor(actor_config(), RowLogProbs(plain["old_log_probs"])).update_policy(dp_actor.DataProto(plain))
    assert metrics["actor/opd_loss"] == [0.0, 0.0]


def test_settings_come_from_the_config_then_the_environment_then_seeds_values(monkeypatch):
    monkeypatch.delenv("SEEDWORLD_OPD_COEF", raising=False)
    monkeypatch.delenv("SEEDWORLD_OPD_BETA", raising=False)
    assert verl_plugin.opd_settings(actor_config()) == (0.01, 5.0)
    assert verl_plugin.opd_settings(actor_config(opd_loss_coef=0.05, opd_gate_beta=2.0)) == (0.05, 2.0)
    monkeypatch.setenv("SEEDWORLD_OPD_COEF", "0.2")
    assert verl_plugin.opd_settings(actor_config()) == (0.2, 5.0)
    monkeypatch.setenv("SEEDWORLD_OPD_BETA", "lots")
    with pytest.raises(ValueError, match="opd_gate_beta must be a number, got 'lots'"):
        verl_plugin.opd_settings(actor_config())


def test_install_registers_with_verl():
    core_algos = importlib.import_module("verl.trainer.ppo.core_algos")
    verl_plugin.install()
    assert core_algos.get_policy_loss_fn("seed_opd") is verl_plugin.seed_opd_policy_loss
    assert issubclass(verl_plugin.SeedDataParallelPPOActor, importlib.import_module("verl.workers.actor.dp_actor").DataParallelPPOActor)


def test_the_loss_outside_the_actor_update_is_refused_loudly_instead_of_dropping_opd():
    # verl's new engine path calls the registered loss without DataParallelPPOActor.update_policy,
    # so no teacher can reach it: an error naming the setting, not a silent OPD of 0.
    data = batch_tensors()
    with pytest.raises(verl_plugin.VerlPluginError, match="use_legacy_worker_impl"):
        verl_plugin.seed_opd_policy_loss(data["old_log_probs"], data["old_log_probs"] + 0.1, data["advantages"], data["response_mask"],
                                         config=actor_config())
    # With OPD off the loss is plain PPO wherever it is called.
    loss, metrics = verl_plugin.seed_opd_policy_loss(data["old_log_probs"], data["old_log_probs"] + 0.1, data["advantages"],
                                                     data["response_mask"], config=actor_config(opd_loss_coef=0.0))
    assert metrics["actor/opd_loss"] == 0.0 and torch.isfinite(loss)


@pytest.mark.skipif(REAL_VERL, reason="needs the stand-in verl to remove the registry")
def test_a_verl_without_a_loss_registry_gets_one_line_saying_what_to_do(monkeypatch):
    # SEED's own verl copy has no register_policy_loss: importing the plug-in there used to raise AttributeError.
    core_algos = importlib.import_module("verl.trainer.ppo.core_algos")
    monkeypatch.delattr(core_algos, "register_policy_loss")
    with pytest.raises(verl_plugin.VerlPluginError) as refused:
        verl_plugin.install()
    message = str(refused.value)
    assert "\n" not in message and "opd_loss_coef" in message and "external_lib" in message
