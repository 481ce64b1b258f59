"""seedworld's Python side: the env-server client, verl-agent / Gymnasium envs, SEED's loss and collator.

The core (``env_client``, ``verl_agent_env``, ``gym_env``, ``collate`` without tensors) uses only the
standard library; ``seed_loss``, ``collate.to_tensors`` and ``verl_plugin`` need torch
(``pip install seedworld[torch]``), ``verl_plugin`` also verl.
"""

__version__ = "0.1.0"
