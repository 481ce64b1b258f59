"""``seed iterate --trainer-cmd`` for a policy served by ``seedworld.policy.server``: the update runs in the server.

``seed iterate`` runs this after each round's export with ``SEED_EXPORT_JSONL``, ``SEED_POLICY_BASE_URL``,
``SEED_ROUND_DIR``, ``SEED_NEXT_ENDPOINT_FILE`` and ``SEED_TRAINER_METRICS_FILE`` set. It asks the
server to take the SEED / GRPO step (λ_opd and β from the export's ``seed_metrics.json``, the rest
from ``--settings``), to save the weights as ``<round>/policy.gguf``, and names the same server as the
next round's policy: the next round samples from the updated weights.

    python -m seedworld.policy.trainer_hook --settings '{"lr": 1e-4, "kl_coef": 0.01}'
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.request
from typing import Sequence

from ..tiny.update import read_credit_settings


def _required(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise SystemExit(f"seedworld.policy.trainer_hook: ${name} is not set (run it as seed iterate's --trainer-cmd)")
    return value


def _write_json(path: str, value: dict) -> None:
    with open(path + ".tmp", "w", encoding="utf-8") as handle:
        json.dump(value, handle)
    os.replace(path + ".tmp", path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seedworld.policy.trainer_hook", description=__doc__.split("\n")[0])
    parser.add_argument("--settings", default="{}", help="JSON object of seedworld.policy.learner.RlSettings fields")
    options = parser.parse_args(argv)
    export = _required("SEED_EXPORT_JSONL")
    base_url = _required("SEED_POLICY_BASE_URL").split(",")[0].rstrip("/")
    round_dir = _required("SEED_ROUND_DIR")
    settings = {**read_credit_settings(export), **json.loads(options.settings)}
    body = json.dumps({"export": os.path.abspath(export), "settings": settings,
                       "save": os.path.join(os.path.abspath(round_dir), "policy.gguf")}).encode("utf-8")
    root = base_url[: -len("/v1")] if base_url.endswith("/v1") else base_url
    request = urllib.request.Request(root + "/seedworld/update", data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=3600) as response:
            metrics = json.load(response)["metrics"]
    except urllib.error.HTTPError as error:
        raise SystemExit(f"seedworld.policy.trainer_hook: the policy server refused the update: {error.read().decode('utf-8', 'replace')}")
    _write_json(_required("SEED_TRAINER_METRICS_FILE"), metrics)
    _write_json(_required("SEED_NEXT_ENDPOINT_FILE"), {"base_url": base_url, "model": os.environ.get("SEED_POLICY_MODEL", "policy")})
    print(json.dumps(metrics))
    return 0


if __name__ == "__main__":
    sys.exit(main())
