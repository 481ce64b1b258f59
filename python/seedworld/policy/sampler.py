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


# Draws of the unguided distribution tried before the guide's whole mask is built. Measured over an evaluation of
# valid_seen with find1's SFT checkpoint (cProfile): 2,749 of 176,132 tokens needed the mask.
GUIDED_DRAWS = 4


def _draw(log_probs: torch.Tensor, temperature: float, generator: torch.Generator | None) -> int:
    if temperature <= 0:
        return int(log_probs.argmax())
    return int(torch.multinomial(torch.softmax(log_probs / temperature, dim=-1), 1, generator=generator))


def _choose(log_probs: torch.Tensor, request: GenerationRequest, generator: torch.Generator | None, states: frozenset | None) -> int:
    """The next token; under a guide, drawn from the distribution restricted to the tokens it allows.

    Draws of the whole distribution are kept when the guide permits them (rejection sampling: what is kept has
    the restricted distribution exactly); after ``GUIDED_DRAWS`` refusals, or one greedy refusal, the mask is
    built and the draw made from it, which leaves the distribution unchanged too."""
    guide = request.guide
    if guide is None or states is None:
        return _draw(log_probs, request.temperature, generator)
    for _ in range(GUIDED_DRAWS if request.temperature > 0 else 1):
        token = _draw(log_probs, request.temperature, generator)
        if guide.permits(states, token):
            return token
    return _draw(log_probs.masked_fill(~guide.allowed(states), float("-inf")), request.temperature, generator)


# A prefill pass takes prompts down to this share of its longest one's length. A batch's prompts (300 to 700 tokens)
# padded to its longest: an evaluation's prompt passes took 123 s; in passes like these 82 s (bench/RESULTS.md).
PASS_LENGTH_SHARE = 0.85


def _length_passes(lengths: list, net: PolicyNet, budget: int) -> list:
    """Row indices per prefill pass: longest first, each pass of rows of similar length within the attention budget."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    passes: list = []
    while order:
        top = lengths[order[0]]
        rows = rows_per_pass(net, top, budget)
        count = 1
        while count < min(rows, len(order)) and lengths[order[count]] >= PASS_LENGTH_SHARE * top:
            count += 1
        passes.append(order[:count])
        order = order[count:]
    return passes


def _prefill(net: PolicyNet, prompts: list, budget: int) -> tuple[torch.Tensor, KvCache]:
    """The prompts' pass: the last hidden state of each row and one cache of all of them, left-padded to the longest
    prompt (so a decoding step writes every row's token in one slot), rows in the prompts' order."""
    width = max(len(p) for p in prompts)
    lasts, caches, rows = [], [], []
    for chosen in _length_passes([len(p) for p in prompts], net, budget):
        ids, valid, positions = _left_padded([prompts[i] for i in chosen])
        hidden, cache = net(ids, positions, valid)
        lasts.append(hidden[:, -1])
        caches.append(cache.widened_left(width))
        rows += chosen
    back = torch.empty(len(rows), dtype=torch.long)
    back[torch.tensor(rows)] = torch.arange(len(rows))
    joined = caches[0] if len(caches) == 1 else KvCache.joined(caches)
    return torch.cat(lasts)[back], joined.rows(back)


@torch.no_grad()
def generate_batch(net: PolicyNet, requests: list, stop_ids: set, attention_budget: int = ATTENTION_BUDGET) -> list:
    """One reply per request; log-probs are the model's own at temperature 1, without a guide's mask:
    the numbers the trainer recomputes for the same tokens."""
    generators = []
    for r in requests:
        generator = torch.Generator()
        generator.manual_seed(r.seed if r.seed is not None else int(torch.randint(0, 2**62, (1,))))
        generators.append(generator)
    results = [Generated() for _ in requests]
    done = [False] * len(requests)
    guide_states = [r.guide.start() if r.guide else None for r in requests]
    last, cache = _prefill(net, [r.prompt_ids for r in requests], attention_budget)
    longest = max(r.max_tokens for r in requests)
    cache = cache.with_room(longest)
    next_positions = torch.tensor([len(r.prompt_ids) for r in requests])
    for step in range(longest):
        log_probs = net.logits(last).log_softmax(-1)
        chosen = []
        for i, r in enumerate(requests):
            if done[i] or step >= r.max_tokens:
                done[i] = True
                chosen.append(0)
                continue
            token = _choose(log_probs[i], r, generators[i], guide_states[i])
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
