"""Reading ``seed iterate``'s trainer batch (``export/seed_batch.jsonl``) into padded torch tensors.

One JSON object per (trajectory, step) row, float64 numbers (``docs/seed-export.md``). The JSONL
form is read because it needs no Parquet library; the columns are the Parquet file's.
"""

import json
import os

import torch

__all__ = ["SeedBatch", "read_seed_batch", "pad_rows", "read_credit_settings"]

REQUIRED = ("prompts", "responses", "response_mask", "old_log_probs", "advantages", "teacher_signal_mask",
            "prompt_text", "skill_prompt_text")
# The teacher column's name in this repository's export, and SEED's own name for it.
TEACHER_COLUMNS = ("teacher_log_probs", "teacher_log_prob")


def pad_rows(rows, dtype=torch.float64):
    """List of equal-or-shorter lists -> right-padded [batch, max_len] tensor (zeros after each row)."""
    width = max((len(row) for row in rows), default=0)
    out = torch.zeros(len(rows), width, dtype=dtype)
    for i, row in enumerate(rows):
        if row:
            out[i, :len(row)] = torch.tensor(row, dtype=dtype)
    return out


class SeedBatch:
    """The rows of one exported round, with the tensors SEED's loss reads."""

    def __init__(self, rows, source="batch"):
        if not rows:
            raise ValueError("%s has no rows" % source)
        for index, row in enumerate(rows):
            missing = [key for key in REQUIRED if key not in row]
            if missing:
                raise ValueError("%s row %d lacks %s (not a seedworld seed_batch.jsonl?)" % (source, index, ", ".join(missing)))
            if len(row["responses"]) != len(row["old_log_probs"]):
                raise ValueError("%s row %d: %d response ids but %d old_log_probs" % (source, index, len(row["responses"]), len(row["old_log_probs"])))
        self.rows = rows
        self.source = source

    def __len__(self):
        return len(self.rows)

    @property
    def prompts(self):
        return [row["prompts"] for row in self.rows]

    @property
    def responses(self):
        return [row["responses"] for row in self.rows]

    def response_mask(self):
        return pad_rows([row["response_mask"] for row in self.rows])

    def old_log_probs(self):
        return pad_rows([row["old_log_probs"] for row in self.rows])

    def advantages(self):
        return pad_rows([row["advantages"] for row in self.rows])

    def teacher_signal_mask(self):
        return torch.tensor([1.0 if row["teacher_signal_mask"] else 0.0 for row in self.rows], dtype=torch.float64)

    def teacher_log_probs(self):
        """The exporter's ℓ_skill per row (empty list for rows without a teacher)."""
        column = next((name for name in TEACHER_COLUMNS if name in self.rows[0]), None)
        if column is None:
            raise ValueError("%s has no teacher column (%s)" % (self.source, " or ".join(TEACHER_COLUMNS)))
        return [row[column] or [] for row in self.rows]


def read_seed_batch(path, limit=None):
    """Rows of a seed_batch.jsonl; ``limit`` keeps the first N (small CPU runs)."""
    if not os.path.exists(path):
        raise FileNotFoundError("batch file not found: %s" % path)
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as error:
                raise ValueError("%s line %d is not JSON: %s" % (path, number, error))
            if limit is not None and len(rows) >= limit:
                break
    return SeedBatch(rows, path)


def read_credit_settings(batch_path):
    """λ_opd and β_opd the exporter used (``seed_metrics.json`` beside the batch)."""
    path = os.path.join(os.path.dirname(batch_path), "seed_metrics.json")
    if not os.path.exists(path):
        raise FileNotFoundError("credit settings not found: %s (expected beside the batch)" % path)
    with open(path, encoding="utf-8") as handle:
        credit = json.load(handle)["credit"]
    return {"opd_coef": float(credit["lambdaOpd"]), "opd_beta": float(credit["betaOpd"])}
