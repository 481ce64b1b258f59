"""What changes the weights: hindsight-skill SFT (stage 1) and the SEED / GRPO update on a ``seed iterate`` export (stage 2).

Stage 2 is SEED's actor update (``zhangdw156/SEED`` ``dp_actor.py`` via ``seedworld.train_step.seed_update``):
old log-probs recomputed at θ_old, PPO clip + ``opd_coef`` · gated OPD (``opd_coef = 0`` is the GRPO
baseline), SEED's KL term (``kl_loss_coef`` 0.01, ``low_var_kl`` k3) to the frozen stage-1 model,
gradient norm clipped at 1.0, one Adam step per mini-batch. The Adam state lives as long as the
learner (the policy server holds it across rounds) and is saved beside each checkpoint.
"""

from __future__ import annotations

import copy
import datetime
import json
import math
import multiprocessing
import os
import random
import sys
import tempfile
from dataclasses import dataclass
from typing import Callable

import torch
from torch import distributed

from ..collate import collate, read_export
from ..train_step import Tensors, seed_update
from ..tiny.gguf import GgufFile, read_gguf, write_gguf
from .net import PolicyNet
from .tokenizer import SpmTokenizer

__all__ = ["RlSettings", "Learner", "reply_log_probs", "response_forward", "sft_train"]


OLD_LOG_PROBS = ("recompute", "rollout")
LOSS_TOKENS = ("reply", "action")


class RlSettings:
    """``old_log_probs``: ``recompute`` θ_old's log-probs before the update, as verl does, or take the ``rollout``'s:
    the ones this process's sampler reported for the same weights (the export's ``old_log_probs``), one forward
    pass fewer.

    ``loss_tokens``: the tokens the update's losses (PPO, OPD, KL) are taken over: the whole ``reply``, as verl does,
    or only its ``action`` (from the token that completes ``<action``), the thought then being context like the
    prompt. Measured on this CPU policy (docs/seed-learn-journal.md): the gradient of the whole reply lowers the
    thoughts of positive and negative advantage alike while it raises the positive actions."""

    def __init__(self, lr: float = 1e-4, clip_ratio: float = 0.2, opd_coef: float = 0.01, opd_beta: float = 5.0, kl_coef: float = 0.01,
                 grad_clip: float = 1.0, mini_batch_rows: int = 128, micro_batch_rows: int = 16, max_rows: int | None = None,
                 seed: int = 0, old_log_probs: str = "recompute", loss_tokens: str = "reply") -> None:
        for name, value, allowed in (("old_log_probs", old_log_probs, OLD_LOG_PROBS), ("loss_tokens", loss_tokens, LOSS_TOKENS)):
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
        self.lr, self.clip_ratio, self.opd_coef, self.opd_beta = lr, clip_ratio, opd_coef, opd_beta
        self.kl_coef, self.grad_clip = kl_coef, grad_clip
        self.mini_batch_rows, self.micro_batch_rows, self.max_rows, self.seed = mini_batch_rows, micro_batch_rows, max_rows, seed
        self.old_log_probs = old_log_probs
        self.loss_tokens = loss_tokens

    @classmethod
    def from_dict(cls, values: dict) -> "RlSettings":
        known = cls().__dict__
        unknown = set(values) - set(known)
        if unknown:
            raise ValueError(f"unknown RL settings: {', '.join(sorted(unknown))}")
        return cls(**values)


def response_forward(net: PolicyNet) -> Callable[[Tensors], torch.Tensor]:
    """verl's layout (``seedworld.collate``) → log π(response tokens) [rows, response_len].

    verl left-pads prompts; this model runs each row right-padded from position 0 instead (the same
    tokens at the same positions, and only the causal mask needed), then lays the values back out.
    """

    def forward(tensors: dict) -> torch.Tensor:
        responses = tensors["responses"]
        width = responses.shape[1]
        prompt_mask = tensors["attention_mask"][:, : tensors["input_ids"].shape[1] - width].bool()
        response_mask = tensors["attention_mask"][:, -width:].bool()
        prompts = [row[mask].tolist() for row, mask in zip(tensors["input_ids"][:, : prompt_mask.shape[1]], prompt_mask)]
        replies = [row[mask].tolist() for row, mask in zip(responses, response_mask)]
        values = net.sequence_log_probs(prompts, replies)
        out = values.new_zeros(responses.shape[0], width)
        out[:, : values.shape[1]] = values
        return out

    return forward


class Learner:
    """The policy being trained, its frozen reference and its optimizer."""

    def __init__(self, gguf_path: str, reference_path: str | None = None, lr: float = 1e-4):
        self.file: GgufFile = read_gguf(gguf_path)
        self.net = PolicyNet.from_gguf(self.file)
        self.tokenizer = SpmTokenizer.from_gguf(self.file)
        self.reference = PolicyNet.from_gguf(read_gguf(reference_path)) if reference_path else copy.deepcopy(self.net)
        self.reference.requires_grad_(False)
        self.optimizer = torch.optim.Adam(self.net.parameters(), lr=lr)
        state = gguf_path + ".adam.pt"
        if os.path.exists(state):
            self.optimizer.load_state_dict(torch.load(state))

    def save(self, path: str) -> None:
        write_gguf(path, self.net.to_gguf(self.file))
        temp = f"{path}.adam.pt.{os.getpid()}.tmp"
        torch.save(self.optimizer.state_dict(), temp)
        os.replace(temp, path + ".adam.pt")

    def update(self, export_path: str, settings: RlSettings) -> dict:
        rows = read_export(export_path)
        if settings.max_rows and len(rows) > settings.max_rows:
            rows = random.Random(settings.seed).sample(rows, settings.max_rows)
        for group in self.optimizer.param_groups:
            group["lr"] = settings.lr
        tensors, _ = collate(rows)
        tensors = _by_length_within(tensors, settings.mini_batch_rows)
        old = _rollout_log_probs(tensors, export_path) if settings.old_log_probs == "rollout" else None
        reference = reply_log_probs(self.reference, tensors)
        probe = _probe_rows(len(rows), settings.seed)
        before = old[probe] if old is not None else reply_log_probs(self.net, tensors, probe)
        replies = tensors["response_mask"]
        actions = action_mask(tensors["responses"], replies, self.tokenizer)
        if settings.loss_tokens == "action":
            tensors = {**tensors, "response_mask": actions}
        self.net.train()
        mini, micro = batch_sizes(settings.mini_batch_rows, settings.micro_batch_rows)
        metrics = seed_update(response_forward(self.net), self.optimizer, tensors, mini_batch_size=mini, micro_batch_size=micro,
                              clip_ratio=settings.clip_ratio, opd_coef=settings.opd_coef, opd_beta=settings.opd_beta,
                              kl_coef=settings.kl_coef, ref_log_prob=reference, grad_clip=settings.grad_clip, old_log_prob=old)
        after = reply_log_probs(self.net, tensors, probe)
        advantages = tensors["advantages"][probe]
        metrics.update(reply_shift_by_advantage(before, after, advantages, replies[probe]))
        metrics.update(reply_shift_by_advantage(before, after, advantages, actions[probe], part="action"))
        metrics["actor/rows"] = float(len(rows))
        metrics["actor/lr"] = settings.lr
        return metrics


def batch_sizes(mini_batch_rows: int, micro_batch_rows: int) -> tuple[int, int]:
    """The update's mini-batch (rows per Adam step) and micro-batch (rows per forward pass, a divisor of it,
    as ``seed_update`` needs). A round with fewer rows than a mini-batch is one step over all of them: the
    mini-batch is not cut to the round's rows, which once made it a size the micro-batch did not divide
    (2,618 rows against 16) and failed the update after the round had been played."""
    return mini_batch_rows, math.gcd(mini_batch_rows, micro_batch_rows)


def _by_length_within(tensors: Tensors, mini_batch_rows: int) -> Tensors:
    """The rows of each mini-batch ordered by length, so its micro-batches pad little. The mini-batches keep their
    rows (each Adam step sees the rows it would have); only how they are cut into micro-batches changes, as verl's
    ``use_dynamic_bsz`` regroups them by tokens. Measured on a GRPO round's 1,334 rows: micro-batches of 16 in the
    export's order were 13% padding (27% of the attention's work), ordered 1% (2%)."""
    lengths = tensors["attention_mask"].sum(1)
    order = torch.cat([start + lengths[start:start + mini_batch_rows].argsort(stable=True)
                       for start in range(0, len(lengths), mini_batch_rows)])
    return {k: v[order] if isinstance(v, torch.Tensor) and v.shape[:1] == lengths.shape else v for k, v in tensors.items()}


@torch.no_grad()
def reply_log_probs(net: PolicyNet, tensors: Tensors, rows: torch.Tensor | None = None) -> torch.Tensor:
    """log π(response tokens) of ``rows`` of the batch (all of them by default), without gradients: 32 rows a pass,
    rows of similar length together (each row's values are its own either way), returned in the rows' order."""
    part = tensors if rows is None else {k: v[rows] for k, v in tensors.items() if isinstance(v, torch.Tensor)}
    forward = response_forward(net)
    order = part["attention_mask"].sum(1).argsort(stable=True)
    values = torch.cat([forward({k: v[order[i:i + 32]] for k, v in part.items()}) for i in range(0, len(order), 32)])
    return values[order.argsort()]


# Measured (docs/seed-learn-journal.md, take7): 256 rows (48 of positive advantage) put the first update's positive
# replies at -0.40 nats where 400 others put the same update at +0.065: a few rows falling by several nats move a
# mean of so few. Scoring 1,024 rows again costs a few seconds of an update's minutes.
PROBE_ROWS = 1024


def _probe_rows(count: int, seed: int) -> torch.Tensor:
    """A seeded sample of the round's rows whose replies are scored again after the update."""
    return torch.tensor(sorted(random.Random(seed).sample(range(count), min(PROBE_ROWS, count))), dtype=torch.long)


def action_start(ids: list, tokenizer: SpmTokenizer) -> int:
    """Index of the reply token that completes ``<action`` (the reply's length when there is none)."""
    text = ""
    for index, token in enumerate(ids):
        text += tokenizer.tokens[token]
        if "<action" in text:
            return index
    return len(ids)


def action_mask(responses: torch.Tensor, response_mask: torch.Tensor, tokenizer: SpmTokenizer) -> torch.Tensor:
    """``response_mask`` kept only on each reply's action (from ``action_start`` on): 0 on the thought, and on
    the whole of a reply with no ``<action`` tag."""
    out = torch.zeros_like(response_mask)
    for i, (ids, mask) in enumerate(zip(responses, response_mask.bool())):
        positions = mask.nonzero()[:, 0]
        out[i, positions[action_start(ids[positions].tolist(), tokenizer):]] = 1
    return out


def reply_shift_by_advantage(before: torch.Tensor, after: torch.Tensor, advantages: torch.Tensor, mask: torch.Tensor,
                             part: str = "reply") -> dict:
    """How far the update moved log π(sampled reply), summed over its tokens under ``mask`` (the whole reply,
    or the ``part`` named), averaged over the rows whose advantage is positive and over those whose advantage
    is negative (with how many rows each: a shift is left out where there are none).

    The update should raise the first and lower the second. Both falling means the update is mostly noise
    that flattens the policy: measured on this CPU policy with mini-batches of 64 rows (positive-advantage
    replies −0.51 nats), not with 512 (docs/seed-learn-journal.md).
    """
    mask = mask.bool()
    shift = ((after - before) * mask).sum(1)
    advantage = (advantages * mask).sum(1) / mask.sum(1).clamp(min=1)
    out = {}
    for name, rows in (("pos", advantage > 0), ("neg", advantage < 0)):
        out[f"actor/{part}_probe_rows_{name}_adv"] = float(rows.sum())
        if bool(rows.any()):
            out[f"actor/{part}_log_prob_shift_{name}_adv"] = float(shift[rows].mean())
    return out


def _rollout_log_probs(tensors: Tensors, export_path: str) -> torch.Tensor:
    """The export's sampled log-probs (``seed_old_log_probs`` after collation); an export without them is refused."""
    old = tensors["seed_old_log_probs"]
    mask = tensors["response_mask"].bool()
    if bool((old[mask] == 0).all()):
        raise ValueError(f"{export_path}: old_log_probs 'rollout' needs the log-probs of θ_old in the export (its rows have none)")
    return old


def _sft_rows(path: str, tokenizer: SpmTokenizer) -> list:
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                record = json.loads(line)
                prompt = tokenizer.chat_ids([{"role": "user", "content": record["prompt"]}])
                rows.append((prompt, tokenizer.reply_ids(record["response"]) + [tokenizer.eot]))
    return rows


def _length_buckets(rows: list, batch_rows: int, order: random.Random) -> list:
    """One epoch of batches: shuffled, then rows of similar length batched together (padding costs
    quadratically in attention), the batches in random order."""
    indices = list(range(len(rows)))
    order.shuffle(indices)
    batches = []
    window = batch_rows * 32
    for start in range(0, len(indices), window):
        chunk = sorted(indices[start:start + window], key=lambda i: len(rows[i][0]) + len(rows[i][1]))
        batches += [[rows[i] for i in chunk[j:j + batch_rows]] for j in range(0, len(chunk), batch_rows)]
    order.shuffle(batches)
    return batches


@torch.no_grad()
def held_out_accuracy(net: PolicyNet, rows: list) -> dict:
    """Teacher-forced on held-out rows: the share of reply tokens the model ranks first, and of rows
    whose every reply token it ranks first (the reply greedy decoding would write)."""
    return _accuracy(_held_out_counts(net, rows), len(rows))


def _accuracy(counts: torch.Tensor, rows: int) -> dict:
    tokens, right, exact = counts.tolist()
    return {"sft/held_out_token_accuracy": right / max(1, tokens), "sft/held_out_reply_exact": exact / max(1, rows)}


@torch.no_grad()
def _held_out_counts(net: PolicyNet, rows: list) -> torch.Tensor:
    """Reply tokens, of them ranked first, and rows whose every reply token is ranked first: [3] float64."""
    tokens = right = exact = 0
    for start in range(0, len(rows), 16):
        chunk = rows[start:start + 16]
        _, _, hidden = net.right_padded([p + r for p, r in chunk])
        for i, (prompt, reply) in enumerate(chunk):
            at = torch.arange(len(prompt) - 1, len(prompt) - 1 + len(reply))
            hits = net.logits(hidden[i, at]).argmax(-1) == torch.tensor(reply)
            tokens, right, exact = tokens + len(reply), right + int(hits.sum()), exact + int(hits.all())
    return torch.tensor([tokens, right, exact], dtype=torch.float64)


def step_checkpoint(out_path: str, step: int) -> str:
    """Where ``--save-every`` writes the weights after ``step`` steps: beside ``out_path``."""
    root, extension = os.path.splitext(out_path)
    return f"{root}.step{step}{extension or '.gguf'}"


@dataclass(frozen=True)
class SftJob:
    """What one stage-1 pass trains on and how (every rank of a data-parallel pass gets the same)."""

    model_path: str
    data_path: str
    out_path: str
    epochs: float
    lr: float
    batch_rows: int
    seed: int
    max_length: int
    prompt_loss_weight: float = 0.0
    held_out_path: str | None = None
    held_out_every: int = 0
    save_every: int = 0
    threads: int = 1


def sft_train(model_path: str, data_path: str, out_path: str, *, epochs: float, lr: float, batch_rows: int, seed: int,
              max_length: int, prompt_loss_weight: float = 0.0, held_out_path: str | None = None, held_out_every: int = 0,
              save_every: int = 0, workers: int = 1, threads: int = 1, log: Callable[[str], object] = print) -> dict:
    """Cross-entropy on the reply tokens (and, at ``prompt_loss_weight``, on the prompt's), AdamW with linear warm-up and decay.

    With ``held_out_path`` (rows of the same format, e.g. the demonstrator on valid_seen), the held-out
    accuracies are logged every ``held_out_every`` steps and reported at the end.

    ``workers`` > 1 splits each step's batch between that many processes (torch.distributed over gloo)
    whose gradients are summed before the step: the same update as one process, about ``workers`` times
    as fast on as many cores. One process gains nothing from a second core: this model's matrices are too
    small for threads to pay (bench/policy_threads.py).
    """
    job = SftJob(model_path, data_path, out_path, epochs, lr, batch_rows, seed, max_length, prompt_loss_weight,
                 held_out_path, held_out_every, save_every, threads)
    workers = max(1, min(workers, batch_rows))
    if workers == 1:
        return _sft_rank(0, 1, "", job, log)
    with tempfile.TemporaryDirectory(prefix="seedworld-sft-") as folder:
        store = os.path.join(folder, "store")
        spawn = multiprocessing.get_context("spawn")
        others = [spawn.Process(target=_sft_rank, args=(rank, workers, store, job, None), daemon=True) for rank in range(1, workers)]
        for process in others:
            process.start()
        try:
            figures = _sft_rank(0, workers, store, job, log)
        finally:
            for process in others:
                process.join(timeout=60)
                if process.is_alive():
                    process.terminate()
        failed = [rank for rank, process in enumerate(others, 1) if process.exitcode != 0]
        if failed:
            raise RuntimeError(f"SFT worker {failed[0]} of {workers} exited with {others[failed[0] - 1].exitcode}")
    return figures


def _sft_rank(rank: int, world: int, store: str, job: SftJob, log: Callable[[str], object] | None) -> dict:
    """One process's share of an SFT pass: rows ``rank::world`` of every batch. Rank 0 logs and writes."""
    torch.set_num_threads(job.threads)
    if world > 1:
        distributed.init_process_group("gloo", init_method=f"file://{store}", rank=rank, world_size=world,
                                       timeout=datetime.timedelta(seconds=300))
    try:
        return _sft_loop(rank, world, job, log or (lambda line: None))
    except _PeerLost as lost:
        if rank == 0:
            raise RuntimeError(f"SFT worker lost: {lost}") from None
        print(f"seedworld.policy.sft worker {rank}: stopped: {lost}", file=sys.stderr)
        sys.exit(1)
    finally:
        if world > 1 and distributed.is_initialized():
            distributed.destroy_process_group()


class _PeerLost(RuntimeError):
    """A collective failed: another process of the pass died (killed, out of memory) and closed its connection."""


def _summed(values: torch.Tensor, world: int) -> torch.Tensor:
    """``values`` summed over the ranks, in place; a rank that went away is one line, not gloo's traceback."""
    if world > 1:
        try:
            distributed.all_reduce(values)
        except RuntimeError as error:
            raise _PeerLost((str(error).strip().splitlines() or [type(error).__name__])[-1]) from None
    return values


def _sft_loop(rank: int, world: int, job: SftJob, log: Callable[[str], object]) -> dict:
    torch.manual_seed(job.seed)
    file = read_gguf(job.model_path)
    net = PolicyNet.from_gguf(file)
    # Where stage 1 ends is chaotic in float rounding: the same rows, seed and steps with attention by query slices
    # (the same sums in another order; the losses agreed to 4 decimals for 160 steps, then parted) ended at 23% held-out
    # reply exact and 8.3% of valid_seen instead of 75% and 28.6% (docs/seed-learn-journal.md, take12). SFT keeps the
    # order its presets were measured with; the slices save it ~4% (bench/RESULTS.md), the RL update and sampling more.
    net.whole_square = True
    tokenizer = SpmTokenizer.from_gguf(file)
    rows = [r for r in _sft_rows(job.data_path, tokenizer) if len(r[0]) + len(r[1]) <= job.max_length]
    if not rows:
        raise ValueError(f"{job.data_path}: no SFT rows fit {job.max_length} tokens")
    held_out = [r for r in _sft_rows(job.held_out_path, tokenizer) if len(r[0]) + len(r[1]) <= job.max_length] if job.held_out_path else []

    def held_out_figures() -> dict:
        return _accuracy(_summed(_held_out_counts(net, held_out[rank::world]), world), len(held_out))

    order = random.Random(job.seed)  # the same batches on every rank
    steps = max(1, int(job.epochs * len(rows) / job.batch_rows))
    parameters = list(net.parameters())
    optimizer = torch.optim.AdamW(parameters, lr=job.lr, weight_decay=0.01)
    warmup = max(1, steps // 20)
    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: min((s + 1) / warmup, max(0.05, (steps - s) / max(1, steps - warmup))))
    losses = []
    batches: list = []
    for step in range(steps):
        if not batches:
            batches = _length_buckets(rows, job.batch_rows, order)
        batch = batches.pop()
        optimizer.zero_grad()
        loss = _sft_loss(net, batch, batch[rank::world], job.prompt_loss_weight)
        # One flat all-reduce of every gradient and the loss: each rank's loss is its rows' share of the batch's.
        flat = _summed(torch.cat([p.grad.reshape(-1) if p.grad is not None else torch.zeros(p.numel()) for p in parameters]
                                 + [loss.detach().reshape(1)]), world)
        offset = 0
        for p in parameters:
            p.grad = flat[offset:offset + p.numel()].view_as(p).clone()
            offset += p.numel()
        torch.nn.utils.clip_grad_norm_(parameters, 1.0)
        optimizer.step()
        schedule.step()
        losses.append(float(flat[-1]))
        if (step + 1) % 10 == 0 or step + 1 == steps:
            log(f"sft step {step + 1}/{steps} loss {sum(losses[-10:]) / len(losses[-10:]):.4f}")
        if held_out and job.held_out_every and (step + 1) % job.held_out_every == 0 and step + 1 < steps:
            log(f"sft step {step + 1}/{steps} held-out {json.dumps(held_out_figures())}")
        if rank == 0 and job.save_every and (step + 1) % job.save_every == 0 and step + 1 < steps:
            write_gguf(step_checkpoint(job.out_path, step + 1), net.to_gguf(file))
    if rank == 0:
        write_gguf(job.out_path, net.to_gguf(file))
    figures = {"sft/steps": steps, "sft/rows": len(rows), "sft/final_loss": sum(losses[-25:]) / len(losses[-25:]),
               "sft/prompt_loss_weight": job.prompt_loss_weight, "sft/workers": world}
    if held_out:
        figures.update(held_out_figures())
        figures["sft/held_out_rows"] = len(held_out)
    return figures


def _sft_loss(net: PolicyNet, batch: list, mine: list, prompt_loss_weight: float) -> torch.Tensor:
    """``mine``'s part of the batch's loss, its gradients accumulated: the mean over the whole ``batch``'s reply
    tokens of −log p, plus ``prompt_loss_weight`` times the same over its prompt tokens."""
    if not mine:
        return torch.zeros(())
    reply_tokens = sum(len(reply) for _, reply in batch)
    prompt_tokens = sum(len(prompt) - 1 for prompt, _ in batch)  # every prompt token after the first is predicted
    log_probs, valid = net.all_token_log_probs([p + r for p, r in mine])
    reply_mask = torch.zeros_like(log_probs)
    for i, (prompt, reply) in enumerate(mine):
        reply_mask[i, len(prompt) - 1: len(prompt) - 1 + len(reply)] = 1
    loss = -(log_probs * reply_mask).sum() / reply_tokens
    if prompt_loss_weight > 0:
        # The prompt's own tokens as a language-model target too: ~30x more signal per row, from which the
        # model learns to read observations and admissible lists (what a reply copies).
        loss = loss - prompt_loss_weight * (log_probs * (valid.float() - reply_mask)).sum() / prompt_tokens
    loss.backward()
    return loss
