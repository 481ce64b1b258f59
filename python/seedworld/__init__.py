"""seedworld's Python side: the env-server client, verl-agent / Gymnasium envs, SEED's loss and collator.

Standard library only: ``env_client``, ``verl_agent_env``, ``gym_env`` and ``collate.read_export`` /
``collate.pad_rows``. torch (``pip install seedworld[torch]``): ``seed_loss``, ``train_step`` and
``collate.collate``; ``verl_plugin`` also needs verl.
"""

__version__ = "0.1.0"
