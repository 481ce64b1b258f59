#!/usr/bin/env bash
# The CPU closed loop (docs/cpu-closed-loop.md): the tiny GGUF under node-llama-cpp and as a torch
# model (log-probs equal to 1e-4), one SEED update on a real `seed iterate` batch, the weights back
# in GGUF, the next round served from the new file. Prints the update's figures; exit 1 if a check fails.
#   npm run seed:cpu-loop [-- --workdir DIR --games N --group-size G --max-steps S --lr LR ...]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/cli/main.js ] || npm run build --silent
# The interpreter with torch and numpy: $SEEDWORLD_PYTHON, Debian's python3 (python3-torch), python3.
python=""
for candidate in "${SEEDWORLD_PYTHON:-}" /usr/bin/python3 python3; do
  if [ -n "$candidate" ] && "$candidate" -c "import torch, numpy" 2>/dev/null; then python="$candidate"; break; fi
done
if [ -z "$python" ]; then
  echo "cpu-closed-loop: no Python with torch and numpy (apt-get install python3-torch python3-numpy, or set SEEDWORLD_PYTHON)" >&2
  exit 2
fi
PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}" exec "$python" -m seedworld.tiny.closed_loop "$@"
