"""The policy ``seed learn`` trains, against node-llama-cpp: a ``make-policy-model`` GGUF (randomly
initialised, vocabulary read off real prompts) tokenises chat prompts and replies as llama.cpp does,
and the batched float32 torch model (``seedworld.policy.net``) gives llama.cpp's log-probs on the same
tokens, padded in a batch or not, with or without the KV cache. Also the GGUF round trip: weights
written by the learner read back bit for bit."""

import json
import os

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.policy.learner import Learner  # noqa: E402
from seedworld.policy.net import PolicyNet  # noqa: E402
from seedworld.policy.sampler import ATTENTION_BUDGET, GenerationRequest, _length_passes, generate_batch  # noqa: E402
from seedworld.policy.tokenizer import SpmTokenizer  # noqa: E402
from seedworld.tiny.gguf import read_gguf  # noqa: E402
from seedworld.tiny.llama_server import LlamaServer, make_policy_model  # noqa: E402

TOLERANCE = 1e-4
TASK = "You are an expert agent operating in the ALFRED Embodied Environment. Your task is to: put a clean mug in cabinet."
PROMPTS = [
    "\n" + TASK + "\nYour admissible actions of the current situation are: ['go to cabinet 1'\n 'go to countertop 1'\n 'look'].\n",
    "\nYou are an expert agent. Your current observation is: You arrive at countertop 1. On the countertop 1, you see a mug 2.\n",
    "Unknown wörds and ünicode, plus <think> tags </think> and numbers 12345.",
]
REPLY = "<think>I found the mug 2. I will take it.</think><action>take mug 2 from countertop 1</action>"


@pytest.fixture(scope="module")
def model_path(tmp_path_factory):
    return make_policy_model(str(tmp_path_factory.mktemp("policy") / "policy.gguf"), [(p, REPLY) for p in PROMPTS], seed=5)


def test_chat_prompts_and_replies_tokenise_as_llama_cpp_does(model_path):
    tokenizer = SpmTokenizer.from_gguf(read_gguf(model_path))
    with LlamaServer(model_path) as server:
        for prompt in PROMPTS:
            assert tokenizer.chat_ids([{"role": "user", "content": prompt}]) == server.chat_prompt_ids(prompt)
        reply = server._post("/tokenize", {"prompt": REPLY, "add_special_tokens": False})["tokens"]
    assert tokenizer.reply_ids(REPLY) == reply
    assert tokenizer.decode(reply).strip() == REPLY


def test_the_torch_policy_gives_llama_cpps_log_probs_batched_and_cached(model_path):
    gguf = read_gguf(model_path)
    tokenizer = SpmTokenizer.from_gguf(gguf)
    net = PolicyNet.from_gguf(gguf)
    # Shortest first: the prefill runs the longest first, so the rows have to be put back in order.
    prompts = sorted((tokenizer.chat_ids([{"role": "user", "content": p}]) for p in PROMPTS), key=len)
    reply = tokenizer.reply_ids(REPLY)
    with LlamaServer(model_path) as server:
        expected = [server.token_log_probs(p, reply) for p in prompts]
    with torch.no_grad():
        batched = net.sequence_log_probs(prompts, [reply] * len(prompts))
    for row, values in zip(batched, expected):
        assert max(abs(float(a) - b) for a, b in zip(row, values)) <= TOLERANCE
    # Greedy decoding from the left-padded batch with the KV cache reports the same model's log-probs: prompts this
    # different in length are run in passes of their own, their caches widened to the longest and joined.
    assert len(_length_passes([len(p) for p in prompts], net, ATTENTION_BUDGET)) == len(prompts)
    out = generate_batch(net, [GenerationRequest(p, 6, 0.0) for p in prompts], tokenizer.stop_ids)
    with torch.no_grad():
        again = net.sequence_log_probs(prompts, [o.token_ids for o in out])
    for o, row in zip(out, again):
        assert max(abs(a - float(b)) for a, b in zip(o.log_probs, row)) <= TOLERANCE


def test_the_learners_weights_round_trip_through_gguf(model_path, tmp_path):
    learner = Learner(model_path)
    with torch.no_grad():
        for parameter in learner.net.parameters():
            parameter.add_(0.01)
    out = str(tmp_path / "saved.gguf")
    learner.save(out)
    again = PolicyNet.from_gguf(read_gguf(out))
    for (name, a), (_, b) in zip(learner.net.params.items(), again.params.items()):
        assert torch.equal(a, b), name
    assert os.path.exists(out + ".adam.pt")


def test_sft_learns_its_rows_and_reports_held_out_accuracy(model_path, tmp_path):
    from seedworld.policy.learner import _sft_rows, held_out_accuracy, sft_train

    rows = tmp_path / "rows.jsonl"
    with open(rows, "w", encoding="utf-8") as handle:
        for prompt in PROMPTS[:2]:
            handle.write(json.dumps({"prompt": prompt, "response": REPLY}) + "\n")
    gguf = read_gguf(model_path)
    before = held_out_accuracy(PolicyNet.from_gguf(gguf), _sft_rows(str(rows), SpmTokenizer.from_gguf(gguf)))
    out = str(tmp_path / "sft.gguf")
    figures = sft_train(model_path, str(rows), out, epochs=40, lr=1e-2, batch_rows=2, seed=0, max_length=2048,
                        held_out_path=str(rows), held_out_every=10, save_every=15, log=lambda line: None)
    # Checkpoints beside the output every 15 of the 40 steps (the last step is the output itself).
    assert sorted(p.name for p in tmp_path.glob("sft.step*.gguf")) == ["sft.step15.gguf", "sft.step30.gguf"]
    early = PolicyNet.from_gguf(read_gguf(str(tmp_path / "sft.step15.gguf")))
    assert held_out_accuracy(early, _sft_rows(str(rows), SpmTokenizer.from_gguf(gguf)))["sft/held_out_token_accuracy"] > \
        before["sft/held_out_token_accuracy"]
    assert before["sft/held_out_reply_exact"] == 0.0
    assert figures["sft/held_out_token_accuracy"] > before["sft/held_out_token_accuracy"]
    assert figures["sft/held_out_reply_exact"] == 1.0 and figures["sft/held_out_rows"] == 2


def test_data_parallel_sft_takes_the_same_steps_as_one_process(model_path, tmp_path):
    """Two processes splitting every batch (3 rows: 2 and 1) sum to the one-process gradient: the same weights."""
    from seedworld.policy.learner import sft_train

    rows = tmp_path / "rows.jsonl"
    with open(rows, "w", encoding="utf-8") as handle:
        for prompt in PROMPTS:
            handle.write(json.dumps({"prompt": prompt, "response": REPLY}) + "\n")
    outputs, figures = [], []
    for workers in (1, 2):
        out = str(tmp_path / f"sft{workers}.gguf")
        figures.append(sft_train(model_path, str(rows), out, epochs=3, lr=1e-2, batch_rows=3, seed=0, max_length=2048,
                                 prompt_loss_weight=0.5, held_out_path=str(rows), workers=workers, log=lambda line: None))
        outputs.append(PolicyNet.from_gguf(read_gguf(out)))
    start = PolicyNet.from_gguf(read_gguf(model_path))
    for name, one in outputs[0].params.items():
        assert not torch.equal(one, start.params[name]), name
        assert torch.allclose(one, outputs[1].params[name], atol=1e-5), name
    assert figures[1]["sft/workers"] == 2 and figures[0]["sft/workers"] == 1
    assert abs(figures[0]["sft/final_loss"] - figures[1]["sft/final_loss"]) < 1e-4
    assert figures[0]["sft/held_out_token_accuracy"] == figures[1]["sft/held_out_token_accuracy"]


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="finds the worker through Linux /proc")
def test_a_killed_sft_worker_stops_the_pass_with_one_line_and_no_model(model_path, tmp_path):
    import signal
    import subprocess
    import sys

    rows = tmp_path / "rows.jsonl"
    with open(rows, "w", encoding="utf-8") as handle:
        for prompt in PROMPTS:
            handle.write(json.dumps({"prompt": prompt, "response": REPLY}) + "\n")
    out = tmp_path / "sft.gguf"
    command = [sys.executable, "-m", "seedworld.policy.sft", "--model", model_path, "--data", str(rows), "--out", str(out),
               "--epochs", "100000", "--batch-rows", "2", "--workers", "2"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None and process.stdout.readline().startswith("sft step ")
        children = {int(pid) for task in os.listdir(f"/proc/{process.pid}/task")
                    for pid in open(f"/proc/{process.pid}/task/{task}/children").read().split()}
        workers = [pid for pid in children if b"spawn_main" in open(f"/proc/{pid}/cmdline", "rb").read()]
        assert len(workers) == 1
        os.kill(workers[0], signal.SIGKILL)
        _, stderr = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 1
    assert stderr.strip().count("\n") == 0 and stderr.startswith("seedworld.policy.sft: SFT worker lost: "), stderr
    assert not out.exists()


def test_the_update_takes_any_mini_batch_whatever_the_rounds_rows():
    """Micro-batches divide the mini-batch; a round of fewer rows than a mini-batch is one step, whatever its count."""
    from seedworld.policy.learner import batch_sizes
    from seedworld.train_step import seed_update

    assert batch_sizes(512, 16) == (512, 16) and batch_sizes(100, 16) == (100, 4) and batch_sizes(8, 16) == (8, 8)
    weight = torch.nn.Parameter(torch.zeros(()))
    steps = []

    class CountingSgd(torch.optim.SGD):
        def step(self, closure=None):
            steps.append(1)
            return super().step(closure)

    for rows, expected_steps in ((37, 1), (600, 1), (4096 + 37, 2)):
        tensors = {"responses": torch.zeros(rows, 3, dtype=torch.long), "response_mask": torch.ones(rows, 3),
                   "advantages": torch.ones(rows, 3)}
        steps.clear()
        mini, micro = batch_sizes(4096, 16)
        seed_update(lambda part: weight.expand(part["responses"].shape) - 1.0, CountingSgd([weight], lr=0.1), tensors,
                    mini_batch_size=mini, micro_batch_size=micro, old_log_prob=torch.full((rows, 3), -1.0), opd_coef=0.0)
        assert len(steps) == expected_steps, rows
    assert float(weight) > 0.0  # positive advantages raised log π


def test_the_learner_takes_old_log_probs_from_the_rollout_only_where_the_export_has_them():
    from seedworld.policy.learner import RlSettings, _rollout_log_probs

    mask = torch.tensor([[1, 1, 0]])
    sampled = {"seed_old_log_probs": torch.tensor([[-0.5, -1.25, 0.0]]), "response_mask": mask}
    assert torch.equal(_rollout_log_probs(sampled, "export.jsonl"), sampled["seed_old_log_probs"])
    missing = {"seed_old_log_probs": torch.zeros(1, 3), "response_mask": mask}
    with pytest.raises(ValueError, match=r"^export\.jsonl: old_log_probs 'rollout' needs the log-probs of θ_old"):
        _rollout_log_probs(missing, "export.jsonl")
    with pytest.raises(ValueError, match="old_log_probs must be one of recompute, rollout"):
        RlSettings(old_log_probs="cached")


def test_the_action_mask_starts_at_the_action_tag(model_path):
    from seedworld.policy.learner import action_mask

    tokenizer = SpmTokenizer.from_gguf(read_gguf(model_path))
    reply = tokenizer.reply_ids(REPLY)
    untagged = tokenizer.reply_ids("<think>I found the mug 2.</think>take mug 2")
    width = max(len(reply), len(untagged)) + 2
    responses = torch.zeros(2, width, dtype=torch.long)
    responses[0, : len(reply)] = torch.tensor(reply)
    responses[1, : len(untagged)] = torch.tensor(untagged)
    mask = torch.zeros(2, width, dtype=torch.long)
    mask[0, : len(reply)] = 1
    mask[1, : len(untagged)] = 1
    actions = action_mask(responses, mask, tokenizer)
    kept = actions[0].nonzero()[:, 0].tolist()
    assert kept == list(range(kept[0], len(reply))), "one run of tokens, to the reply's end, none in the padding"
    assert "<action" not in tokenizer.decode(reply[: kept[0]]) and "<action" in tokenizer.decode(reply[: kept[0] + 1])
    assert int(actions[1].sum()) == 0, "a reply without the tag has no action tokens"


def _write_export(path, tokenizer, thought_old_log_prob: float) -> None:
    """Four rows of the model's own tokens, two of positive and two of negative advantage, with rollout log-probs
    of -1 on the action tokens and ``thought_old_log_prob`` on the thought's."""
    from seedworld.policy.learner import action_start

    thoughts = ["I found the mug 2. I will take it.", "I see a cabinet 1.", "I need a mug and see it.", "I will go on."]
    with open(path, "w", encoding="utf-8") as handle:
        for i, thought in enumerate(thoughts):
            reply = tokenizer.reply_ids(f"<think>{thought}</think><action>take mug 2 from countertop 1</action>")
            start = action_start(reply, tokenizer)
            advantage = 1.0 if i % 2 == 0 else -1.0
            row = {"uid": "g0", "traj_uid": f"t{i}", "prompts": tokenizer.encode(PROMPTS[i % 2]), "responses": reply,
                   "advantages": [advantage] * len(reply), "teacher_signal_mask": False, "teacher_log_prob": [],
                   "old_log_probs": [thought_old_log_prob] * start + [-1.0] * (len(reply) - start)}
            handle.write(json.dumps(row) + "\n")


@pytest.mark.parametrize("loss_tokens", ["reply", "action"])
def test_an_action_only_update_does_not_read_the_thought_tokens(model_path, tmp_path, loss_tokens):
    """With ``loss_tokens`` "action" the thought is context: what its tokens' θ_old log-probs are changes nothing;
    over the whole reply it changes the step (the PPO ratio of every thought token)."""
    from seedworld.policy.learner import RlSettings

    tokenizer = SpmTokenizer.from_gguf(read_gguf(model_path))
    settings = RlSettings(lr=1e-2, kl_coef=0.0, opd_coef=0.0, old_log_probs="rollout", loss_tokens=loss_tokens)
    weights = []
    for thought_old in (-1.0, -6.0):
        export = str(tmp_path / f"export{thought_old}.jsonl")
        _write_export(export, tokenizer, thought_old)
        learner = Learner(model_path)
        metrics = learner.update(export, settings)
        weights.append(torch.cat([p.detach().flatten() for p in learner.net.parameters()]))
        assert metrics["actor/action_probe_rows_pos_adv"] == 2.0 and metrics["actor/reply_probe_rows_neg_adv"] == 2.0
    moved = float((weights[0] - weights[1]).abs().max())
    assert (moved == 0.0) == (loss_tokens == "action"), moved
    with pytest.raises(ValueError, match="loss_tokens must be one of reply, action"):
        RlSettings(loss_tokens="thought")


def test_the_reply_shift_is_summed_over_reply_tokens_and_averaged_by_the_sign_of_the_advantage():
    from seedworld.policy.learner import reply_shift_by_advantage

    before = torch.tensor([[-1.0, -2.0, 0.0], [-1.0, -1.0, -1.0], [-3.0, 0.0, 0.0], [-0.5, -0.5, 0.0]])
    after = torch.tensor([[-0.5, -1.5, -9.0], [-1.5, -1.0, -1.0], [-2.0, 0.0, 0.0], [-0.5, -0.5, 0.0]])
    mask = torch.tensor([[1, 1, 0], [1, 1, 1], [1, 0, 0], [1, 1, 0]])
    advantages = torch.tensor([[0.5, 0.5, 0.0], [-1.0, -1.0, -1.0], [2.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    # Row 0: +1.0 (the masked −9 does not count); row 2: +1.0; row 1: −0.5; row 3 (advantage 0) in neither.
    assert reply_shift_by_advantage(before, after, advantages, mask) == {
        "actor/reply_probe_rows_pos_adv": 2.0,
        "actor/reply_log_prob_shift_pos_adv": 1.0,
        "actor/reply_probe_rows_neg_adv": 1.0,
        "actor/reply_log_prob_shift_neg_adv": -0.5,
    }
    assert reply_shift_by_advantage(before, after, torch.zeros(4, 3), mask) == {
        "actor/reply_probe_rows_pos_adv": 0.0,
        "actor/reply_probe_rows_neg_adv": 0.0,
    }


def test_prompts_past_the_attention_budget_are_run_a_few_rows_at_a_time_with_the_same_results(model_path):
    # 64 analyzer prompts of ~4,096 tokens in one pass grew the policy server to 23 GB and it was killed.
    from seedworld.policy.sampler import prompt_log_probs, rows_per_pass

    gguf = read_gguf(model_path)
    tokenizer = SpmTokenizer.from_gguf(gguf)
    net = PolicyNet.from_gguf(gguf)
    prompts = [tokenizer.chat_ids([{"role": "user", "content": p}]) for p in PROMPTS]
    width = max(len(p) for p in prompts)
    assert rows_per_pass(net, width) >= len(prompts) and rows_per_pass(net, width, budget=1) == 1
    requests = lambda: [GenerationRequest(p, 6, 1.0, seed=i) for i, p in enumerate(prompts)]  # noqa: E731
    whole = generate_batch(net, requests(), tokenizer.stop_ids)
    one_by_one = generate_batch(net, requests(), tokenizer.stop_ids, attention_budget=1)
    assert [o.token_ids for o in whole] == [o.token_ids for o in one_by_one]
    for a, b in zip(whole, one_by_one):
        assert max(abs(x - y) for x, y in zip(a.log_probs, b.log_probs)) <= 1e-5
    scored, scored_one_by_one = prompt_log_probs(net, prompts), prompt_log_probs(net, prompts, attention_budget=1)
    for (values, _), (again, _) in zip(scored, scored_one_by_one):
        assert max(abs(v[0] - w[0]) for v, w in zip(values, again)) <= 1e-5
    # The bound itself: with room for two rows of the widest prompt, no pass of either path holds more scores.
    budget = 2 * net.config.n_head * width * width
    held = []
    whole_pass = net.forward

    def recording(ids, positions, valid, cache=None):
        past = cache.length if cache else 0
        held.append(ids.shape[0] * net.config.n_head * ids.shape[1] * (past + ids.shape[1]))
        return whole_pass(ids, positions, valid, cache)

    net.forward = recording
    generate_batch(net, requests(), tokenizer.stop_ids, attention_budget=budget)
    prompt_log_probs(net, prompts, attention_budget=budget)
    assert len(held) > 2 and max(held) <= budget


def test_attention_by_query_slices_gives_the_whole_squares_values_and_gradients(model_path, monkeypatch):
    # Slices of 5 queries cut these prompts into many slices of uneven length; one slice wider than any prompt
    # is the whole square (what the llama.cpp parity test above checks).
    from seedworld.policy import net as net_module
    from seedworld.policy.sampler import prompt_log_probs

    gguf = read_gguf(model_path)
    tokenizer = SpmTokenizer.from_gguf(gguf)
    prompts = [tokenizer.chat_ids([{"role": "user", "content": p}]) for p in PROMPTS]
    reply = tokenizer.reply_ids(REPLY)
    results = {}
    for width in (5, 1 << 30):
        monkeypatch.setattr(net_module, "QUERY_SLICE", width)
        net = PolicyNet.from_gguf(gguf)
        log_probs = net.sequence_log_probs(prompts, [reply] * len(prompts))
        log_probs.sum().backward()
        gradients = {name: p.grad.clone() for name, p in net.named_parameters()}
        sampled = generate_batch(net, [GenerationRequest(p, 6, 1.0, seed=i) for i, p in enumerate(prompts)], tokenizer.stop_ids)
        scored = prompt_log_probs(net, prompts)
        results[width] = (log_probs.detach(), gradients, sampled, scored)
    (values, gradients, sampled, scored), (square, square_gradients, square_sampled, square_scored) = results.values()
    assert max(len(p) for p in prompts) > 4 * 5
    assert float((values - square).abs().max()) <= 1e-5
    for name, gradient in gradients.items():
        assert float((gradient - square_gradients[name]).abs().max()) <= 1e-4 * max(1.0, float(square_gradients[name].abs().max())), name
    assert [o.token_ids for o in sampled] == [o.token_ids for o in square_sampled]
    for a, b in zip(sampled, square_sampled):
        assert max(abs(x - y) for x, y in zip(a.log_probs, b.log_probs)) <= 1e-5
    for (mine, _), (theirs, _) in zip(scored, square_scored):
        assert max(abs(v[0] - w[0]) for v, w in zip(mine, theirs)) <= 1e-5


def test_sft_sums_attention_in_the_order_its_presets_were_measured_with(model_path, tmp_path, monkeypatch):
    # Stage 1's outcome turns on rounding (docs/seed-learn-journal.md, take12): SFT runs the whole attention square
    # whatever the query slices are, so its weights come out bit for bit the same.
    from seedworld.policy import net as net_module
    from seedworld.policy.learner import sft_train

    rows = tmp_path / "rows.jsonl"
    rows.write_text("".join(json.dumps({"prompt": p, "response": REPLY}) + "\n" for p in PROMPTS), encoding="utf-8")
    weights = []
    for width in (net_module.QUERY_SLICE, 5):
        monkeypatch.setattr(net_module, "QUERY_SLICE", width)
        out = str(tmp_path / f"sft{width}.gguf")
        sft_train(model_path, str(rows), out, epochs=6, lr=1e-2, batch_rows=2, seed=0, max_length=2048, log=lambda line: None)
        weights.append(open(out, "rb").read())
    assert weights[0] == weights[1]
