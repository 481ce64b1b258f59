"""Route B: seedworld's trainer export (``seed_batch.jsonl`` / ``.parquet``) to verl's batch layout.

The export (``src/seed/export.ts``, ``docs/seed-export.md``) has one row per (trajectory, step) with
ragged token lists. verl's actor wants padded int64 tensors in the layout its rollout writes
(``verl/workers/rollout/hf_rollout.py``, ``volcengine/verl``): ``prompts`` left-padded,
``responses`` right-padded, ``input_ids = prompts ++ responses``, ``attention_mask`` 1 on real
tokens, ``position_ids`` = cumsum(prompt mask) − 1 clipped at 0 over the prompt
(``verl/utils/model.py`` ``compute_position_id_with_mask``) continuing +1 per response slot,
``response_mask`` = the response part of the attention mask. SEED's keys come with them
(``zhangdw156/SEED`` ``verl/trainer/ppo/ray_trainer.py``): ``teacher_log_prob`` float32 [batch,
response_len], zeros where a row has no teacher, and ``teacher_signal_mask`` bool [batch].

Log-probs: ``old_log_probs`` / ``ref_log_prob`` are for the trainer to recompute with its own
forward (verl's ``compute_log_prob`` before the update), as SEED does; the export's values are
``seed_old_log_probs`` here, for a check that the trainer and the scorer agree. ``teacher_log_prob``
is the scorer's ℓ_skill at θ_old (the same weights as the rollout policy); ``teacher_batch``
builds the skill-augmented inputs so the trainer can recompute it with its own forward too.

The padding (``pad_rows``) is standard library; ``collate`` makes torch tensors.
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

if TYPE_CHECKING:
    import numpy as np
    import torch

__all__ = ["read_export", "pad_rows", "collate", "teacher_batch", "NON_TENSOR_KEYS"]

# Per-row facts that stay Python objects (verl's DataProto.non_tensor_batch).
NON_TENSOR_KEYS = ("uid", "traj_uid", "step_index", "gamefile", "task_type", "prompt_text", "skill_prompt_text",
                   "response_text", "episode_skill", "anchor_obs", "won", "is_action_valid")
REQUIRED = ("uid", "traj_uid", "prompts", "responses", "advantages", "teacher_signal_mask")

# One export row (a JSON object) and pad_rows' layout (key -> one list per row).
Row = dict[str, Any]
Padded = dict[str, list[Any]]


def read_export(path: str) -> list[Row]:
    """Rows of a ``seed_batch.jsonl`` (standard library) or ``seed_batch.parquet`` (needs pyarrow)."""
    if not os.path.exists(path):
        raise FileNotFoundError(f"no export at {path} (seed iterate writes round_NNNN/export/seed_batch.{{jsonl,parquet}})")
    if path.endswith(".parquet"):
        return _read_parquet(path)
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as error:
                raise ValueError(f"{path} line {number} is not JSON: {error}") from None
    return rows


def _read_parquet(path: str) -> list[Row]:
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise ImportError(f"reading {path} needs pyarrow (pip install pyarrow); the seed_batch.jsonl beside it holds the same rows") from None
    rows: list[Row] = pq.read_table(path).to_pylist()
    return rows


def _teacher_of(row: Row) -> list[float]:
    # Exports before the rename wrote SEED's teacher_log_prob as teacher_log_probs.
    values = row.get("teacher_log_prob", row.get("teacher_log_probs"))
    return list(values or [])


def _check_row(index: int, row: Row) -> None:
    missing = [key for key in REQUIRED if key not in row]
    if missing:
        raise ValueError(f"export row {index} lacks {', '.join(missing)}: is this a seed_batch file?")
    if not row["prompts"]:
        raise ValueError(f"export row {index} has no prompt token ids (the scorer could not tokenise; rescore with a tokenising --scorer)")
    if len(row["advantages"]) != len(row["responses"]):
        raise ValueError(f"export row {index}: {len(row['advantages'])} advantages for {len(row['responses'])} response tokens")
    teacher = _teacher_of(row)
    if row["teacher_signal_mask"] and len(teacher) != len(row["responses"]):
        raise ValueError(f"export row {index} has a teacher signal but {len(teacher)} teacher log-probs for {len(row['responses'])} response tokens")


def _width(rows: Sequence[Row], key: str, limit: Optional[int], name: str) -> int:
    longest: int = max(len(row[key]) for row in rows)
    if limit is not None and longest > limit:
        raise ValueError(f"a row has {longest} {name} tokens, over the limit of {limit} (raise it or drop the row)")
    return longest if limit is None else limit


def pad_rows(rows: Sequence[Row], pad_token_id: int = 0, max_prompt_length: Optional[int] = None,
             max_response_length: Optional[int] = None) -> Padded:
    """verl's padded layout as lists of lists (no torch): see the module docstring for the keys."""
    if not rows:
        raise ValueError("the export has no rows")
    for index, row in enumerate(rows):
        _check_row(index, row)
    prompt_width = _width(rows, "prompts", max_prompt_length, "prompt")
    response_width = _width(rows, "responses", max_response_length, "response")
    out: Padded = {key: [] for key in ("prompts", "responses", "input_ids", "attention_mask", "position_ids", "response_mask",
                               "advantages", "teacher_log_prob", "teacher_signal_mask", "seed_old_log_probs")}
    for row in rows:
        _pad_one(row, prompt_width, response_width, pad_token_id, out)
    return out


def _pad_one(row: Row, prompt_width: int, response_width: int, pad_token_id: int, out: Padded) -> None:
    prompt, response = list(row["prompts"]), list(row["responses"])
    left, right = prompt_width - len(prompt), response_width - len(response)
    prompt_mask = [0] * left + [1] * len(prompt)
    response_mask = [1] * len(response) + [0] * right
    prompt_positions = [max(p - 1, 0) for p in _cumsum(prompt_mask)]
    last = prompt_positions[-1]
    out["prompts"].append([pad_token_id] * left + prompt)
    out["responses"].append(response + [pad_token_id] * right)
    out["input_ids"].append(out["prompts"][-1] + out["responses"][-1])
    out["attention_mask"].append(prompt_mask + response_mask)
    out["position_ids"].append(prompt_positions + [last + k for k in range(1, response_width + 1)])
    out["response_mask"].append(response_mask)
    out["advantages"].append(list(row["advantages"]) + [0.0] * right)
    signal = bool(row["teacher_signal_mask"])
    out["teacher_log_prob"].append((_teacher_of(row) if signal else [0.0] * len(response)) + [0.0] * right)
    out["teacher_signal_mask"].append(signal)
    old = list(row.get("old_log_probs") or [])
    out["seed_old_log_probs"].append((old if len(old) == len(response) else [0.0] * len(response)) + [0.0] * right)


def _cumsum(values: Sequence[int]) -> list[int]:
    total, sums = 0, []
    for value in values:
        total += value
        sums.append(total)
    return sums


def collate(rows: Sequence[Row], pad_token_id: int = 0, max_prompt_length: Optional[int] = None,
            max_response_length: Optional[int] = None) -> tuple[dict[str, torch.Tensor], dict[str, np.ndarray]]:
    """``(tensors, non_tensors)``: torch tensors in verl's dtypes and the per-row Python facts.

    Ids and masks are int64 (``teacher_signal_mask`` bool), log-probs and advantages float32.
    ``DataProto.from_dict(tensors=tensors, non_tensors=non_tensors)`` makes verl's batch of it.
    """
    import numpy as np
    import torch

    padded = pad_rows(rows, pad_token_id, max_prompt_length, max_response_length)
    floats = ("advantages", "teacher_log_prob", "seed_old_log_probs")
    tensors: dict[str, torch.Tensor] = {}
    for key, values in padded.items():
        dtype = torch.bool if key == "teacher_signal_mask" else torch.float32 if key in floats else torch.int64
        tensors[key] = torch.tensor(values, dtype=dtype)
    non_tensors = {key: np.array([row.get(key) for row in rows], dtype=object) for key in NON_TENSOR_KEYS}
    return tensors, non_tensors


def teacher_batch(rows: Sequence[Row], tokenize_prompt: Callable[[str], Sequence[int]], pad_token_id: int = 0,
                  max_prompt_length: Optional[int] = None, max_response_length: Optional[int] = None) -> Padded:
    """The skill-augmented inputs (same responses) for the trainer to recompute ℓ_skill at θ_old.

    ``tokenize_prompt(text) -> ids`` applies the policy's chat template to one user message (e.g.
    ``lambda t: tok.apply_chat_template([{"role": "user", "content": t}], add_generation_prompt=True)``).
    Rows without a teacher keep their ordinary prompt; their values are masked out by
    ``teacher_signal_mask`` anyway. Returns ``pad_rows``' layout.
    """
    augmented = []
    for row in rows:
        text = row.get("skill_prompt_text") if row.get("teacher_signal_mask") else None
        augmented.append(dict(row, prompts=list(tokenize_prompt(text)) if text else list(row["prompts"])))
    return pad_rows(augmented, pad_token_id, max_prompt_length, max_response_length)
