"""One SEED update of the tiny GGUF model on a ``seed iterate`` batch, on CPU.

θ_old = the weights in the file. With one optimizer step on one mini-batch (verl's ppo_epochs = 1),
the actor's recomputed old log-probs are the current ones, so ``old_log_prob`` is the forward
pass's own value, detached (ratio = 1 at the step). The teacher is the same θ_old on the
skill-augmented prompt (``skill_prompt_text``, tokenised by node-llama-cpp), detached. The loss is
``seed_policy_loss`` (PPO clip + λ·gated OPD); the update is one Adam step.

Every number the batch carries from node-llama-cpp (ℓ_θ, ℓ_skill) is compared with the torch
recomputation (parity), and after the weights are written back the updated file is served by
node-llama-cpp again and compared with torch's post-update log-probs of the same tokens.
"""

import torch

from .batch import pad_rows
from .gguf import GgufFile, read_gguf, write_gguf
from .llama_server import LlamaServer
from .model import TinyLlama

__all__ = ["UpdateSettings", "seed_update", "write_back", "max_abs_diff", "served_log_probs"]


OPTIMIZERS = {"adam": torch.optim.Adam, "sgd": torch.optim.SGD}


class UpdateSettings:
    def __init__(self, lr=1e-5, optimizer="adam", clip_ratio=0.2, opd_coef=0.01, opd_beta=5.0):
        if not lr > 0:
            raise ValueError("lr must be > 0 (got %r)" % (lr,))
        if optimizer not in OPTIMIZERS:
            raise ValueError("optimizer must be one of %s (got %r)" % (", ".join(OPTIMIZERS), optimizer))
        self.lr = lr
        self.optimizer = optimizer
        self.clip_ratio = clip_ratio
        self.opd_coef = opd_coef
        self.opd_beta = opd_beta


def max_abs_diff(torch_values, reference_rows, mask=None):
    """Largest |torch − reference| over the real (unpadded) entries of each row."""
    worst = 0.0
    for i, reference in enumerate(reference_rows):
        for j, value in enumerate(reference):
            if mask is None or mask[i]:
                worst = max(worst, abs(float(torch_values[i, j]) - float(value)))
    return worst


def served_log_probs(model_path, prompts, responses, context_size=4096):
    """node-llama-cpp's log-probs of the given tokens under ``model_path`` (a fresh server)."""
    with LlamaServer(model_path, context_size=context_size) as server:
        return [server.token_log_probs(p, r) for p, r in zip(prompts, responses)]


def _loss(model_log_prob, old, batch_tensors, teacher, settings):
    from ..seed_loss import seed_policy_loss

    advantages, response_mask, teacher_signal_mask = batch_tensors
    return seed_policy_loss(model_log_prob, old, advantages, response_mask, teacher, teacher_signal_mask,
                            clip_ratio=settings.clip_ratio, opd_coef=settings.opd_coef, opd_beta=settings.opd_beta)


def _moved_token(old, new, push, mask):
    """The token the loss pushes hardest, its expected direction, and how its log-prob moved;
    plus the share of all pushed tokens that moved the way they were pushed."""
    weight = push.abs() * mask
    flat = int(weight.flatten().argmax())
    row, col = divmod(flat, push.shape[1])
    pushed = (mask > 0) & (push != 0)
    agree = ((new - old).sign() == push.sign()) & pushed
    return {
        "row": row, "position": col,
        "push": float(push[row, col]),
        "expected_direction": "up" if push[row, col] > 0 else "down",
        "log_prob_before": float(old[row, col]),
        "log_prob_after": float(new[row, col]),
        "shift": float(new[row, col] - old[row, col]),
        "moved_as_expected": bool((new[row, col] - old[row, col]) * push[row, col] > 0),
        "share_of_tokens_moved_as_pushed": float(agree.sum()) / max(1, int(pushed.sum())),
    }


def seed_update(model, batch, teacher_prompts, settings):
    """One SEED step on ``model`` (in place). Returns (report, post-update log-probs [batch, len])."""
    if len(teacher_prompts) != len(batch):
        raise ValueError("%d teacher prompts for %d rows" % (len(teacher_prompts), len(batch)))
    response_mask = batch.response_mask()
    has_teacher = batch.teacher_signal_mask()
    tensors = (batch.advantages(), response_mask, has_teacher)
    teacher_rows = [i for i in range(len(batch)) if has_teacher[i] > 0]

    log_prob = model.response_log_probs(batch.prompts, batch.responses)
    log_prob.retain_grad()
    old = log_prob.detach().clone()
    with torch.no_grad():
        teacher = torch.zeros_like(old)
        if teacher_rows:
            computed = model.response_log_probs([teacher_prompts[i] for i in teacher_rows], [batch.responses[i] for i in teacher_rows])
            teacher[teacher_rows, : computed.shape[1]] = computed
    loss, metrics = _loss(log_prob, old, tensors, teacher, settings)
    if not torch.isfinite(loss):
        raise FloatingPointError("the SEED loss is not finite (%r)" % float(loss))
    optimizer = OPTIMIZERS[settings.optimizer](model.parameters(), lr=settings.lr)
    optimizer.zero_grad()
    loss.backward()
    # −∂L/∂ℓ_t: the direction (and strength) in which the loss pushes each token's log-prob.
    push = -log_prob.grad.detach()
    before = {name: p.detach().clone() for name, p in model.params.items()}
    optimizer.step()
    with torch.no_grad():
        new = model.response_log_probs(batch.prompts, batch.responses)
        loss_after, metrics_after = _loss(new, old, tensors, teacher, settings)
    changed = sorted(name.replace("__", ".") for name, p in model.params.items() if not torch.equal(p.detach(), before[name]))
    teacher_reference = batch.teacher_log_probs()
    return {
        "rows": len(batch),
        "response_tokens": int(response_mask.sum()),
        "teacher_rows": len(teacher_rows),
        "lr": settings.lr, "optimizer": settings.optimizer, "opd_coef": settings.opd_coef, "opd_beta": settings.opd_beta,
        "clip_ratio": settings.clip_ratio,
        "parity_old_max_abs_diff": max_abs_diff(old, [row["old_log_probs"] for row in batch.rows]),
        "parity_teacher_max_abs_diff": max_abs_diff(teacher, teacher_reference, [bool(m) for m in has_teacher]),
        "loss_before": float(loss), "loss_after": float(loss_after),
        "metrics_before": metrics, "metrics_after": metrics_after,
        "changed_tensors": changed,
        "token": _moved_token(old, new, push, response_mask),
    }, new


def write_back(source, model, destination):
    """The source GGUF with the model's tensors: same metadata, tokenizer, tensor order and shapes."""
    updated = GgufFile(metadata=dict(source.metadata), tensors=model.to_tensors(source.tensors))
    write_gguf(destination, updated)
    reread = read_gguf(destination)
    if list(reread.metadata) != list(source.metadata) or [t.name for t in reread.tensors] != [t.name for t in source.tensors]:
        raise RuntimeError("%s does not have the source's metadata and tensor layout" % destination)
    return reread
