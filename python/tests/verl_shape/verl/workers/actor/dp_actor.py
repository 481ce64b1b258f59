"""``DataParallelPPOActor.update_policy``'s data flow (no FSDP, no model of verl's)."""

from verl.trainer.ppo.core_algos import get_policy_loss_fn


class DataProto:
    """The part of verl's DataProto the actor uses: ``batch`` (tensors by key), ``select``, ``split``."""

    def __init__(self, batch):
        self.batch = dict(batch)

    def select(self, batch_keys=None, non_tensor_batch_keys=None):
        return DataProto({key: self.batch[key] for key in batch_keys})

    def split(self, size):
        rows = next(iter(self.batch.values())).shape[0]
        return [DataProto({key: value[start:start + size] for key, value in self.batch.items()}) for start in range(0, rows, size)]


class DataParallelPPOActor:
    def __init__(self, config, actor_module):
        self.config = config
        self.actor_module = actor_module

    def _forward_micro_batch(self, micro_batch, temperature, calculate_entropy=False):
        return {"log_probs": self.actor_module(micro_batch)}

    def update_policy(self, data):
        select_keys = ["responses", "response_mask", "input_ids", "attention_mask", "position_ids", "old_log_probs", "advantages"]
        data = data.select(batch_keys=select_keys, non_tensor_batch_keys=[])
        metrics = {}
        micro_batches = data.split(self.config.ppo_micro_batch_size_per_gpu)
        for micro_batch in micro_batches:
            model_inputs = dict(micro_batch.batch)
            outputs = self._forward_micro_batch(model_inputs, temperature=1.0, calculate_entropy=False)
            loss_fn = get_policy_loss_fn(self.config.policy_loss.get("loss_mode", "vanilla"))
            pg_loss, pg_metrics = loss_fn(old_log_prob=model_inputs["old_log_probs"], log_prob=outputs["log_probs"],
                                          advantages=model_inputs["advantages"], response_mask=model_inputs["response_mask"],
                                          loss_agg_mode="token-mean", config=self.config, rollout_is_weights=None)
            (pg_loss / len(micro_batches)).backward()
            for key, value in pg_metrics.items():
                metrics.setdefault(key, []).append(value)
        return metrics
