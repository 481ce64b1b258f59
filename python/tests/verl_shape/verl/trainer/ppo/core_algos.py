"""The policy-loss registry and the ``vanilla`` loss with upstream verl's signatures."""

from seedworld.seed_loss import ppo_clip_loss

POLICY_LOSS_REGISTRY = {}


def register_policy_loss(name):
    def decorator(func):
        POLICY_LOSS_REGISTRY[name] = func
        return func
    return decorator


def get_policy_loss_fn(name):
    if name not in POLICY_LOSS_REGISTRY:
        raise ValueError(f"Unsupported loss mode: {name}")
    return POLICY_LOSS_REGISTRY[name]


@register_policy_loss("vanilla")
def compute_policy_loss_vanilla(old_log_prob, log_prob, advantages, response_mask, loss_agg_mode="token-mean",
                                config=None, rollout_is_weights=None):
    loss, metrics = ppo_clip_loss(log_prob, old_log_prob, advantages, response_mask, clip_ratio=config.clip_ratio,
                                  loss_agg_mode=loss_agg_mode)
    return loss, {key: value for key, value in metrics.items() if key != "actor/pg_loss"}
