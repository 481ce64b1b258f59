"""A llama GGUF as a fast float32 torch module: batched forward for training, KV-cached decoding for sampling.

The graph is the one ``seedworld.tiny.model.TinyLlama`` follows (llama.cpp's ``llm_build_llama``:
RMSNorm, RoPE in llama's *normal* mode on adjacent pairs with ggml's float32 angle recurrence,
causal softmax attention with grouped KV heads, SiLU-gated FFN, final norm, ``output.weight``),
which is tested against node-llama-cpp. That one computes in float64 one sequence at a time for
parity checks; this one is what learns: float32, padded batches with per-row positions, and a cache
of keys and values so a reply of n tokens costs n small steps after one pass over the prompt.
``test_policy_net.py`` checks the two agree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch
from torch import nn

from ..tiny.gguf import GgufFile, GgufTensor
from ..tiny.model import LlamaConfig, config_from_gguf

__all__ = ["PolicyNet", "KvCache"]

BLOCK_TENSORS = ("attn_norm", "attn_q", "attn_k", "attn_v", "attn_output", "ffn_norm", "ffn_gate", "ffn_up", "ffn_down")


def _key(name: str) -> str:
    return name.replace(".", "__")


def rope_table(config: LlamaConfig, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """cos and sin [length, n_rot/2] of ggml's float32 recurrence θ_{i+1} = θ_i·base^(−2/n_rot)."""
    scale = np.float32(config.rope_base) ** (np.float32(-2.0) / np.float32(config.n_rot))
    theta = np.arange(length, dtype=np.float32)
    columns = []
    for _ in range(config.n_rot // 2):
        columns.append(theta)
        theta = (theta * scale).astype(np.float32)
    angles = torch.from_numpy(np.stack(columns, axis=1))
    return angles.cos(), angles.sin()


@dataclass
class KvCache:
    """Keys and values per block [batch, heads, capacity, head_dim] and which slots hold real tokens
    [batch, capacity]; the first ``length`` slots are filled. Room past ``length`` (``with_room``) lets a
    decoding step write its token in place instead of copying the whole cache into a longer one."""

    keys: list
    values: list
    valid: torch.Tensor  # [batch, capacity] bool
    length: int

    @property
    def capacity(self) -> int:
        return self.valid.shape[1]

    def with_room(self, extra: int) -> "KvCache":
        """A cache with the same ``length`` filled slots and room for ``extra`` more (one copy)."""
        grow = lambda t: torch.cat((t[:, :, : self.length], t.new_zeros(*t.shape[:2], extra, t.shape[3])), dim=2)  # noqa: E731
        valid = torch.cat((self.valid[:, : self.length], self.valid.new_zeros(self.valid.shape[0], extra)), dim=1)
        return KvCache([grow(k) for k in self.keys], [grow(v) for v in self.values], valid, self.length)

    def widened_left(self, width: int) -> "KvCache":
        """The cache with empty slots put before its filled ones up to ``width`` (a left-padded pass as if padded wider)."""
        extra = width - self.length
        if extra == 0:
            return self
        grow = lambda t: torch.cat((t.new_zeros(*t.shape[:2], extra, t.shape[3]), t[:, :, : self.length]), dim=2)  # noqa: E731
        valid = torch.cat((self.valid.new_zeros(self.valid.shape[0], extra), self.valid[:, : self.length]), dim=1)
        return KvCache([grow(k) for k in self.keys], [grow(v) for v in self.values], valid, width)

    def rows(self, index: torch.Tensor) -> "KvCache":
        """The cache of the batch rows ``index`` (in that order)."""
        return KvCache([k[index] for k in self.keys], [v[index] for v in self.values], self.valid[index], self.length)

    @staticmethod
    def joined(parts: list) -> "KvCache":
        """The caches of row chunks (same length) as one batch."""
        blocks = range(len(parts[0].keys))
        return KvCache([torch.cat([c.keys[b] for c in parts]) for b in blocks], [torch.cat([c.values[b] for c in parts]) for b in blocks],
                       torch.cat([c.valid for c in parts]), parts[0].length)


# Queries per slice of the attention. A slice's queries read no key slot past its last query's (the mask is causal), so
# it multiplies only the keys up to there: about half the square's work for long prompts, in tensors small enough to
# stay in cache. Measured on 16 rows of 520 tokens, one thread: 2.7x faster forward, 1.6x backward (bench/RESULTS.md).
QUERY_SLICE = 128


def _attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, bias: torch.Tensor, past: int, width: int) -> torch.Tensor:
    """softmax(q·kᵀ + bias)·v for q [batch, heads, time, head_dim] at slots past.., k and v [batch, heads, past + time,
    head_dim], ``bias`` [1 or batch, 1, time, past + time] (−inf where a query may not read), ``width`` queries at a time."""
    time = q.shape[2]
    parts = []
    for start in range(0, time, width):
        end = min(time, start + width)
        keys = past + end
        scores = q[:, :, start:end] @ k[:, :, :keys].transpose(-1, -2)
        scores += bias[:, :, start:end, :keys]
        parts.append(scores.softmax(dim=-1) @ v[:, :, :keys])
    return parts[0] if len(parts) == 1 else torch.cat(parts, dim=2)


class PolicyNet(nn.Module):
    def __init__(self, config: LlamaConfig, tensors: dict, context_length: int):
        super().__init__()
        self.config = config
        self.context_length = context_length
        self.params = nn.ParameterDict({_key(n): nn.Parameter(torch.from_numpy(np.array(a, dtype=np.float32))) for n, a in tensors.items()})
        self.tied_output = "output.weight" not in tensors
        # The whole [time × time] square at once instead of query slices: the same values summed in another order.
        # Stage-1 SFT asks for it (``sft_train``): its outcome turns on rounding (docs/seed-learn-journal.md, take12).
        self.whole_square = False
        cos, sin = rope_table(config, context_length)
        self.register_buffer("rope_cos", cos, persistent=False)
        self.register_buffer("rope_sin", sin, persistent=False)
        self.rope_cos: torch.Tensor
        self.rope_sin: torch.Tensor

    @classmethod
    def from_gguf(cls, gguf: GgufFile) -> "PolicyNet":
        config = config_from_gguf(gguf)
        names = {t.name for t in gguf.tensors}
        wanted = ["token_embd.weight", "output_norm.weight"] + [f"blk.{b}.{t}.weight" for b in range(config.n_layer) for t in BLOCK_TENSORS]
        wanted += ["output.weight"] if "output.weight" in names else []
        context = int(gguf.value("llama.context_length", 4096))
        return cls(config, {name: gguf.tensor(name).data for name in wanted}, context)

    def to_gguf(self, like: GgufFile) -> GgufFile:
        """``like`` (same metadata and tensor order) with this module's weights."""
        tensors = []
        for tensor in like.tensors:
            key = _key(tensor.name)
            data = self.params[key].detach().cpu().numpy().astype(np.float32) if key in self.params else tensor.data
            tensors.append(GgufTensor(tensor.name, tensor.dims, data))
        return GgufFile(metadata=like.metadata, tensors=tensors)

    def w(self, name: str) -> torch.Tensor:
        return self.params[_key(name)]

    def _norm(self, x: torch.Tensor, name: str) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.config.eps) * self.w(name)

    def _rope(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        """x [batch, time, heads, head_dim]; positions [batch, time]."""
        n_rot = self.config.n_rot
        cos = self.rope_cos[positions][:, :, None, :]
        sin = self.rope_sin[positions][:, :, None, :]
        rotated, rest = x[..., :n_rot], x[..., n_rot:]
        even, odd = rotated[..., 0::2], rotated[..., 1::2]
        turned = torch.stack((even * cos - odd * sin, even * sin + odd * cos), dim=-1).flatten(-2)
        return torch.cat((turned, rest), dim=-1) if rest.shape[-1] else turned

    def forward(self, ids: torch.Tensor, positions: torch.Tensor, valid: torch.Tensor,
                cache: KvCache | None = None) -> tuple[torch.Tensor, KvCache]:
        """Hidden states [batch, time, embd] for ``ids`` [batch, time] at ``positions``; ``valid`` marks real tokens.

        With ``cache``, the new tokens attend to the cached ones too and are written into it (grown when it has
        no room): the returned cache is that one, holding all of them.
        """
        c = self.config
        batch, time = ids.shape
        past = cache.length if cache else 0
        end = past + time
        if cache is not None and cache.capacity < end:
            cache = cache.with_room(end - cache.capacity)
        if cache is None:
            cache = KvCache([None] * c.n_layer, [None] * c.n_layer, valid, 0)
        else:
            cache.valid[:, past:end] = valid
        keys_valid = cache.valid[:, :end]
        # Query i (absolute slot past + i) may read slot j ≤ past + i that holds a real token.
        bias = self._attention_bias(valid, keys_valid, past)
        scale = 1.0 / math.sqrt(c.head_dim)
        x = self.w("token_embd.weight")[ids]
        group = c.n_head // c.n_head_kv
        for b in range(c.n_layer):
            p = f"blk.{b}."
            h = self._norm(x, p + "attn_norm.weight")
            q = (h @ self.w(p + "attn_q.weight").T).view(batch, time, c.n_head, c.head_dim)
            k = (h @ self.w(p + "attn_k.weight").T).view(batch, time, c.n_head_kv, c.head_dim)
            v = (h @ self.w(p + "attn_v.weight").T).view(batch, time, c.n_head_kv, c.head_dim)
            q, k = self._rope(q, positions).transpose(1, 2), self._rope(k, positions).transpose(1, 2)
            v = v.transpose(1, 2)
            if past:
                # Written in place (no_grad decoding): the step's keys go into the slots after the cached ones.
                cache.keys[b][:, :, past:end] = k
                cache.values[b][:, :, past:end] = v
                k, v = cache.keys[b][:, :, :end], cache.values[b][:, :, :end]
            else:
                cache.keys[b], cache.values[b] = k, v
            if group > 1:
                k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
            width = max(1, time) if self.whole_square else QUERY_SLICE
            mixed = _attend(q * scale, k, v, bias, past, width).transpose(1, 2).reshape(batch, time, c.n_embd)
            x = x + mixed @ self.w(p + "attn_output.weight").T
            h = self._norm(x, p + "ffn_norm.weight")
            gate = nn.functional.silu(h @ self.w(p + "ffn_gate.weight").T)
            x = x + (gate * (h @ self.w(p + "ffn_up.weight").T)) @ self.w(p + "ffn_down.weight").T
        hidden = self._norm(x, "output_norm.weight")
        cache.length = end
        return hidden, cache

    @staticmethod
    def _attention_bias(valid: torch.Tensor, keys_valid: torch.Tensor, past: int) -> torch.Tensor:
        """0 where query i (slot past + i) may read key slot j, −inf elsewhere: [1 or batch, 1, time, past + time].

        Right-padded rows without a cache need only the causal mask (padding comes after every real
        token), which is one [time, time] table shared by the batch; left padding and caches need the
        rows' own masks. Every query may read its own slot, so no row is all −inf.
        """
        time = valid.shape[1]
        slots = torch.arange(past + time)
        own = past + torch.arange(time)
        causal = slots[None, :] <= own[:, None]
        right_padded = past == 0 and bool((valid.long().diff(dim=1) <= 0).all())
        if right_padded:
            allowed = causal[None, None]
        else:
            allowed = ((causal[None] & keys_valid[:, None, :]) | (slots[None, :] == own[:, None])[None])[:, None]
        return torch.zeros(allowed.shape).masked_fill_(~allowed, float("-inf"))

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return hidden @ self.w("token_embd.weight" if self.tied_output else "output.weight").T

    def right_padded(self, rows: list) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """Token-id rows run as one batch, each from position 0 and right-padded (only the causal mask
        needed): their ids and validity [batch, width] and the hidden states [batch, width, embd]."""
        width = max(len(r) for r in rows)
        ids = torch.zeros(len(rows), width, dtype=torch.long)
        valid = torch.zeros(len(rows), width, dtype=torch.bool)
        for i, row in enumerate(rows):
            ids[i, : len(row)] = torch.tensor(row)
            valid[i, : len(row)] = True
        hidden, _ = self(ids, torch.arange(width).expand(len(rows), width), valid)
        return ids, valid, hidden

    def sequence_log_probs(self, prompts: list, responses: list) -> torch.Tensor:
        """log π(response[j] | prompt, response[<j]) per row, right-padded [batch, max_response] (0 on padding)."""
        _, _, hidden = self.right_padded([list(p) + list(r) for p, r in zip(prompts, responses)])
        longest = max(len(r) for r in responses)
        out = hidden.new_zeros(len(prompts), longest)
        for i, (prompt, response) in enumerate(zip(prompts, responses)):
            if not response:
                continue
            at = torch.arange(len(prompt) - 1, len(prompt) - 1 + len(response))
            log_probs = self.logits(hidden[i, at]).log_softmax(-1)
            out[i, : len(response)] = log_probs.gather(1, torch.tensor(response)[:, None])[:, 0]
        return out

    def all_token_log_probs(self, rows: list) -> tuple[torch.Tensor, torch.Tensor]:
        """log p(token_t | tokens_<t) at every position t ≥ 1 of right-padded ``rows`` [batch, width − 1], and their mask."""
        ids, valid, hidden = self.right_padded(rows)
        log_probs = self.logits(hidden[:, :-1]).log_softmax(-1).gather(-1, ids[:, 1:, None])[..., 0]
        return log_probs, valid[:, 1:]

