"""Batched sampling and scoring with a ``PolicyNet``: many prompts in one pass, replies token by token from a KV cache."""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from .guided import Guide
from .net import KvCache, PolicyNet

__all__ = ["GenerationRequest", "Generated", "generate_batch", "prompt_log_probs", "rows_per_pass", "ATTENTION_BUDGET"]

# Attention scores one pass may hold at once (batch × heads × width², float32 elements; ~512 MB). A batch
# of 64 analyzer prompts of ~4,096 tokens in one pass grew the policy server to 23 GB and it was killed.
ATTENTION_BUDGET = 1 << 27


def rows_per_pass(net: PolicyNet, width: int, budget: int = ATTENTION_BUDGET) -> int:
    """How many rows of ``width`` tokens one pass takes within ``budget`` attention elements (at least one)."""
    return max(1, budget // (net.config.n_head * width * width))


@dataclass
class GenerationRequest:
    prompt_ids: list
    max_tokens: int
    temperature: float
    seed: int | None = None
    top_logprobs: int = 0
    # vLLM's guided_regex: only tokens that keep the reply a prefix of a match are sampled.
    guide: Guide | None = None


@dataclass
class Generated:
    token_ids: list = field(default_factory=list)
    log_probs: list = field(default_factory=list)
    top: list = field(default_factory=list)  # per token: [(id, logprob), ...]
    finish_reason: str = "length"


def _left_padded(prompts: list) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    width = max(len(p) for p in prompts)
    ids = torch.zeros(len(prompts), width, dtype=torch.long)
    valid = torch.zeros(len(prompts), width, dtype=torch.bool)
    for i, prompt in enumerate(prompts):
        ids[i, width - len(prompt):] = torch.tensor(prompt)
        valid[i, width - len(prompt):] = True
    positions = (valid.long().cumsum(1) - 1).clamp(min=0)
    return ids, valid, positions


def _choose(log_probs: torch.Tensor, request: GenerationRequest, generator: torch.Generator | None, allowed: torch.Tensor | None) -> int:
    if allowed is not None:
        log_probs = log_probs.masked_fill(~allowed, float("-inf"))
    if request.temperature <= 0:
        return int(log_probs.argmax())
    probs = torch.softmax(log_probs / request.temperature, dim=-1)
    return int(torch.multinomial(probs, 1, generator=generator))


def _prefill(net: PolicyNet, ids: torch.Tensor, positions: torch.Tensor, valid: torch.Tensor,
             budget: int) -> tuple[torch.Tensor, KvCache]:
    """The prompts' pass, in row chunks within the attention budget: the last hidden state of each row and the cache."""
    rows = rows_per_pass(net, ids.shape[1], budget)
    parts = []
    for start in range(0, ids.shape[0], rows):
        hidden, cache = net(ids[start:start + rows], positions[start:start + rows], valid[start:start + rows])
        parts.append((hidden[:, -1], cache))
    if len(parts) == 1:
        return parts[0]
    return torch.cat([last for last, _ in parts]), KvCache.joined([c for _, c in parts])


@torch.no_grad()
def generate_batch(net: PolicyNet, requests: list, stop_ids: set, attention_budget: int = ATTENTION_BUDGET) -> list:
    """One reply per request; log-probs are the model's own at temperature 1, without a guide's mask:
    the numbers the trainer recomputes for the same tokens."""
    ids, valid, positions = _left_padded([r.prompt_ids for r in requests])
    generators = []
    for r in requests:
        generator = torch.Generator()
        generator.manual_seed(r.seed if r.seed is not None else int(torch.randint(0, 2**62, (1,))))
        generators.append(generator)
    results = [Generated() for _ in requests]
    done = [False] * len(requests)
    guide_states = [r.guide.start() if r.guide else None for r in requests]
    last, cache = _prefill(net, ids, positions, valid, attention_budget)
    longest = max(r.max_tokens for r in requests)
    cache = cache.with_room(longest)
    next_positions = positions[:, -1] + 1
    for step in range(longest):
        log_probs = net.logits(last).log_softmax(-1)
        chosen = []
        for i, r in enumerate(requests):
            if done[i] or step >= r.max_tokens:
                done[i] = True
                chosen.append(0)
                continue
            allowed = r.guide.allowed(guide_states[i]) if r.guide else None
            token = _choose(log_probs[i], r, generators[i], allowed)
            if r.guide:
                guide_states[i] = r.guide.advance(guide_states[i], token)
            out = results[i]
            out.token_ids.append(token)
            out.log_probs.append(float(log_probs[i, token]))
            if r.top_logprobs:
                values, indices = log_probs[i].topk(r.top_logprobs)
                out.top.append([(int(t), float(v)) for t, v in zip(indices, values)])
            if token in stop_ids:
                out.finish_reason = "stop"
                done[i] = True
            elif len(out.token_ids) >= r.max_tokens:
                done[i] = True
            chosen.append(token)
        if all(done) or next_positions.max() >= net.context_length:
            break
        new_ids = torch.tensor(chosen)[:, None]
        # Finished rows keep stepping on a filler token; nothing of theirs is read any more.
        new_valid = torch.ones(len(requests), 1, dtype=torch.bool)
        hidden, cache = net(new_ids, next_positions[:, None], new_valid, cache)
        last = hidden[:, -1]
        next_positions = next_positions + 1
    return results


@torch.no_grad()
def prompt_log_probs(net: PolicyNet, sequences: list, attention_budget: int = ATTENTION_BUDGET) -> list:
    """For each id list: [(log p(token_t | tokens_<t), rank)] for t ≥ 1 and the distribution after the last token."""
    out: list = []
    start = 0
    while start < len(sequences):
        rows = min(16, rows_per_pass(net, max(len(s) for s in sequences[start:start + 16]), attention_budget))
        chunk = sequences[start:start + rows]
        start += rows
        _, _, hidden = net.right_padded(chunk)
        for i, s in enumerate(chunk):
            log_probs = net.logits(hidden[i, : len(s)]).log_softmax(-1)
            targets = torch.tensor(s[1:])
            chosen = log_probs[:-1].gather(1, targets[:, None])[:, 0]
            ranks = (log_probs[:-1] > chosen[:, None]).sum(1) + 1
            out.append(([(float(v), int(k)) for v, k in zip(chosen, ranks)], log_probs[-1]))
    return out
