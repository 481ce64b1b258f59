"""A llama-architecture GGUF (F32) as a torch module computing what llama.cpp computes.

llama.cpp's graph for ``general.architecture = llama`` (``llm_build_llama``), which this follows:

* x = token_embd[ids]; per block: h = RMSNorm(x)·attn_norm; q, k, v = W·h; RoPE on q and k;
  softmax(q·kᵀ/√head_dim + causal mask)·v; x += attn_output·(...); then
  x += ffn_down·(SiLU(ffn_gate·h)·ffn_up·h) with h = RMSNorm(x)·ffn_norm;
  logits = output·(RMSNorm(x)·output_norm) (``output.weight`` falls back to ``token_embd.weight``).
* RMSNorm: x / sqrt(mean(x²) + eps), eps = ``llama.attention.layer_norm_rms_epsilon``.
* RoPE "normal" mode (llama's rope type; NeoX mode is for other architectures): pairs of
  *adjacent* dims (2i, 2i+1) of the first ``rope.dimension_count`` dims of each head turn by
  pos·base^(−2i/n_rot), base = ``llama.rope.freq_base`` (10000 when absent); the angles are
  computed with ggml's float32 recurrence (see ``_rope_angles``).
* Grouped-query attention: query head h reads kv head h // (n_head / n_head_kv) (ggml's broadcast).

The parameters are float32, exactly the file's values, so writing them back is lossless; the
arithmetic runs in ``compute_dtype`` (float64 by default: llama.cpp's own float32 rounding is then
the only difference left, ~1e-6 on the tiny model's log-probs).
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

import numpy as np
import torch
from torch import nn

from .gguf import GgufError, GgufFile, GgufTensor

__all__ = ["LlamaConfig", "TinyLlama", "config_from_gguf"]


class LlamaConfig:
    def __init__(self, n_embd: int, n_layer: int, n_ff: int, n_head: int, n_head_kv: int, eps: float, n_rot: int, rope_base: float,
                 n_vocab: int) -> None:
        self.n_embd = n_embd
        self.n_layer = n_layer
        self.n_ff = n_ff
        self.n_head = n_head
        self.n_head_kv = n_head_kv
        self.eps = eps
        self.n_rot = n_rot
        self.rope_base = rope_base
        self.n_vocab = n_vocab

    @property
    def head_dim(self) -> int:
        return self.n_embd // self.n_head


# Keys that would change the graph in ways this module does not implement: refused, not ignored.
UNSUPPORTED_KEYS = ("rope.scaling.type", "rope.scaling.factor", "expert_count", "attention.key_length", "attention.value_length")


def config_from_gguf(gguf: GgufFile) -> LlamaConfig:
    arch = gguf.require("general.architecture")
    if arch != "llama":
        raise GgufError(f"general.architecture is {arch!r}; only 'llama' is supported")
    for suffix in UNSUPPORTED_KEYS:
        key = "llama." + suffix
        if key in gguf.metadata and not (suffix == "rope.scaling.type" and gguf.value(key) == "none"):
            raise GgufError(f"metadata {key} is set; this torch model does not implement it")
    n_embd = int(gguf.require("llama.embedding_length"))
    n_head = int(gguf.require("llama.attention.head_count"))
    if n_embd % n_head:
        raise GgufError(f"embedding_length {n_embd} is not a multiple of head_count {n_head}")
    n_rot = int(gguf.value("llama.rope.dimension_count", n_embd // n_head))
    if n_rot % 2 or n_rot > n_embd // n_head:
        raise GgufError(f"rope.dimension_count {n_rot} must be even and at most head_dim {n_embd // n_head}")
    return LlamaConfig(
        n_embd=n_embd,
        n_layer=int(gguf.require("llama.block_count")),
        n_ff=int(gguf.require("llama.feed_forward_length")),
        n_head=n_head,
        n_head_kv=int(gguf.value("llama.attention.head_count_kv", n_head)),
        eps=float(gguf.require("llama.attention.layer_norm_rms_epsilon")),
        n_rot=n_rot,
        rope_base=float(gguf.value("llama.rope.freq_base", 10000.0)),
        n_vocab=int(gguf.tensor("token_embd.weight").dims[1]),
    )


def _block_names(layer: int) -> list[str]:
    prefix = f"blk.{layer}."
    return [prefix + name for name in ("attn_norm.weight", "attn_q.weight", "attn_k.weight", "attn_v.weight",
                                       "attn_output.weight", "ffn_norm.weight", "ffn_gate.weight", "ffn_up.weight",
                                       "ffn_down.weight")]


def _param_key(gguf_name: str) -> str:
    # nn.ParameterDict keys cannot contain dots.
    return gguf_name.replace(".", "__")


class TinyLlama(nn.Module):
    """The GGUF's tensors as float32 parameters, keyed by their GGUF names."""

    def __init__(self, config: LlamaConfig, tensors: dict[str, np.ndarray], compute_dtype: torch.dtype = torch.float64) -> None:
        super().__init__()
        self.config = config
        self.compute_dtype = compute_dtype
        self.params = nn.ParameterDict({
            _param_key(name): nn.Parameter(torch.from_numpy(array.copy())) for name, array in tensors.items()
        })
        self.tied_output = "output.weight" not in tensors
        self._check_shapes()

    @classmethod
    def from_gguf(cls, gguf: GgufFile, compute_dtype: torch.dtype = torch.float64) -> TinyLlama:
        config = config_from_gguf(gguf)
        names = ["token_embd.weight", "output_norm.weight"] + [n for layer in range(config.n_layer) for n in _block_names(layer)]
        names += ["output.weight"] if any(t.name == "output.weight" for t in gguf.tensors) else []
        return cls(config, {name: gguf.tensor(name).data for name in names}, compute_dtype)

    def weight(self, name: str) -> torch.Tensor:
        return self.params[_param_key(name)].to(self.compute_dtype)

    def _check_shapes(self) -> None:
        c = self.config
        kv = c.head_dim * c.n_head_kv
        expected = {"token_embd.weight": (c.n_vocab, c.n_embd), "output_norm.weight": (c.n_embd,)}
        for layer in range(c.n_layer):
            norm, q, k, v, o, ffn_norm, gate, up, down = _block_names(layer)
            expected.update({norm: (c.n_embd,), q: (c.n_embd, c.n_embd), k: (kv, c.n_embd), v: (kv, c.n_embd),
                             o: (c.n_embd, c.n_embd), ffn_norm: (c.n_embd,), gate: (c.n_ff, c.n_embd),
                             up: (c.n_ff, c.n_embd), down: (c.n_embd, c.n_ff)})
        if not self.tied_output:
            expected["output.weight"] = (c.n_vocab, c.n_embd)
        for name, shape in expected.items():
            actual = tuple(self.params[_param_key(name)].shape)
            if actual != shape:
                raise GgufError(f"tensor {name} has shape {actual}, expected {shape}")

    def _rms_norm(self, x: torch.Tensor, weight_name: str) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.config.eps) * self.weight(weight_name)

    def _rope_angles(self, positions: torch.Tensor) -> torch.Tensor:
        """[time, n_rot/2] angles computed the way ggml's rope cache does, in float32:
        theta_scale = base^(−2/n_rot) and θ_{i+1} = θ_i·theta_scale, rounding at every product.

        Why not pos·base^(−2i/n_rot) in float64: at a position of ~900 that differs from ggml's
        float32 recurrence by up to ~1e-3 rad, which moved log-probs of an updated model by 2.5e-4
        (measured); the recurrence brings it back to float32 noise (2e-5).
        """
        n_rot = self.config.n_rot
        theta_scale = np.float32(self.config.rope_base) ** (np.float32(-2.0) / np.float32(n_rot))
        theta = positions.numpy().astype(np.float32)
        columns = []
        for _ in range(n_rot // 2):
            columns.append(theta)
            theta = (theta * theta_scale).astype(np.float32)
        return torch.from_numpy(np.stack(columns, axis=1)).to(self.compute_dtype)

    def _rope(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        """x: [batch, time, heads, head_dim]; rotates adjacent pairs (2i, 2i+1) of the first n_rot dims."""
        n_rot = self.config.n_rot
        angles = self._rope_angles(positions)
        cos = angles.cos()[None, :, None, :]
        sin = angles.sin()[None, :, None, :]
        rotated, rest = x[..., :n_rot], x[..., n_rot:]
        even, odd = rotated[..., 0::2], rotated[..., 1::2]
        turned = torch.stack((even * cos - odd * sin, even * sin + odd * cos), dim=-1).flatten(-2)
        return torch.cat((turned, rest), dim=-1)

    def _attention(self, h: torch.Tensor, layer: int) -> torch.Tensor:
        c = self.config
        batch, time, _ = h.shape
        _, q_name, k_name, v_name, o_name = _block_names(layer)[:5]
        q = (h @ self.weight(q_name).T).view(batch, time, c.n_head, c.head_dim)
        k = (h @ self.weight(k_name).T).view(batch, time, c.n_head_kv, c.head_dim)
        v = (h @ self.weight(v_name).T).view(batch, time, c.n_head_kv, c.head_dim)
        positions = torch.arange(time)
        q, k = self._rope(q, positions), self._rope(k, positions)
        group = c.n_head // c.n_head_kv
        k = k.repeat_interleave(group, dim=2)
        v = v.repeat_interleave(group, dim=2)
        scores = torch.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(c.head_dim)
        causal = torch.ones(time, time, dtype=torch.bool).triu(1)
        weights = scores.masked_fill(causal, float("-inf")).softmax(dim=-1)
        mixed = torch.einsum("bhqk,bkhd->bqhd", weights, v).reshape(batch, time, c.n_embd)
        return mixed @ self.weight(o_name).T

    def _ffn(self, h: torch.Tensor, layer: int) -> torch.Tensor:
        gate, up, down = _block_names(layer)[6:]
        return (nn.functional.silu(h @ self.weight(gate).T) * (h @ self.weight(up).T)) @ self.weight(down).T

    def hidden(self, ids: torch.Tensor) -> torch.Tensor:
        """Final normalised hidden states [batch, time, n_embd] for right-padded ids [batch, time]."""
        x = self.weight("token_embd.weight")[ids]
        for layer in range(self.config.n_layer):
            norm, ffn_norm = _block_names(layer)[0], _block_names(layer)[5]
            x = x + self._attention(self._rms_norm(x, norm), layer)
            x = x + self._ffn(self._rms_norm(x, ffn_norm), layer)
        return self._rms_norm(x, "output_norm.weight")

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return hidden @ self.weight("token_embd.weight" if self.tied_output else "output.weight").T

    def response_log_probs(self, prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]]) -> torch.Tensor:
        """log p(response[j] | prompt, response[<j]) per row, as a right-padded [batch, max_len] tensor.

        ``prompts`` and ``responses`` are lists of id lists. Rows are right-padded: with a causal
        mask the padding after a row's last token cannot change that row's values.
        """
        if len(prompts) != len(responses):
            raise ValueError(f"{len(prompts)} prompts but {len(responses)} responses")
        if any(len(p) == 0 for p in prompts):
            raise ValueError("a prompt is empty")
        rows = [list(p) + list(r) for p, r in zip(prompts, responses)]
        for row in rows:
            bad = [t for t in row if not 0 <= t < self.config.n_vocab]
            if bad:
                raise ValueError(f"token id {bad[0]} is outside the vocabulary of {self.config.n_vocab}")
        width = max(len(r) for r in rows)
        ids = torch.zeros(len(rows), width, dtype=torch.long)
        for i, row in enumerate(rows):
            ids[i, :len(row)] = torch.tensor(row, dtype=torch.long)
        hidden = self.hidden(ids)
        per_row = []
        for i, (prompt, response) in enumerate(zip(prompts, responses)):
            # Only the positions that predict response tokens need the vocabulary projection.
            at = torch.arange(len(prompt) - 1, len(prompt) - 1 + len(response))
            log_probs = self.logits(hidden[i, at]).log_softmax(dim=-1)
            per_row.append(log_probs.gather(1, torch.tensor(list(response), dtype=torch.long)[:, None])[:, 0])
        return nn.utils.rnn.pad_sequence(per_row, batch_first=True)

    def to_tensors(self, like: Iterable[GgufTensor]) -> list[GgufTensor]:
        """GgufTensor list in the order of ``like`` (a GgufFile's tensors), with this module's weights."""
        result = []
        for tensor in like:
            key = _param_key(tensor.name)
            data = self.params[key].detach().numpy().astype("float32") if key in self.params else tensor.data
            result.append(GgufTensor(tensor.name, tensor.dims, data))
        return result
