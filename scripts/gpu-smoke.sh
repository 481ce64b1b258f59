#!/usr/bin/env bash
# GPU smoke test of SEED route B on a CUDA machine with vLLM, torch and transformers (a verl
# install has all three) and a small instruct checkpoint, e.g. Qwen2.5-0.5B-Instruct:
#
#   MODEL=/models/Qwen2.5-0.5B-Instruct scripts/gpu-smoke.sh
#
# One round of 2 games x 2 rollouts on the bundled games: vLLM samples (token ids and log-probs
# returned), seedworld analyses, re-scores with and without the hindsight skill and exports; the
# trainer (python -m seedworld.hf_trainer) recomputes the log-probs in torch, checks them against
# the server's within TOLERANCE, takes one SEED update and fails unless the loss is finite and the
# weights changed. Exit 0 = all checks held; the figures are in $OUT/round_0000/hf_trainer_report.json.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${MODEL:?set MODEL to a Hugging Face checkpoint folder}"
PORT="${PORT:-8011}"
OUT="${OUT:-out/gpu-smoke}"
TOLERANCE="${TOLERANCE:-0.1}"
PYTHON="${PYTHON:-python3}"
NAME="$(basename "$MODEL")"

[ -x dist/cli/main.js ] || npm run build --silent
rm -rf "$OUT" && mkdir -p "$OUT"
"$PYTHON" -m vllm.entrypoints.openai.api_server --model "$MODEL" --served-model-name "$NAME" \
  --host 127.0.0.1 --port "$PORT" --max-model-len 20480 --return-tokens-as-token-ids \
  --gpu-memory-utilization 0.5 > "$OUT/vllm.log" 2>&1 &
VLLM=$!
trap 'kill $VLLM 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  curl -sf "http://127.0.0.1:$PORT/v1/models" > /dev/null && break
  kill -0 $VLLM 2>/dev/null || { echo "gpu-smoke: vLLM exited (see $OUT/vllm.log)"; exit 1; }
  sleep 2
done

export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}"
node dist/cli/main.js seed iterate --model "$NAME" --base-url "http://127.0.0.1:$PORT/v1" --scorer vllm \
  --tasks-per-round 2 --group-size 2 --max-steps 6 --rounds 1 --concurrency 4 \
  --trainer-cmd "$PYTHON -m seedworld.hf_trainer --model-path $MODEL --tolerance $TOLERANCE" --out "$OUT"
REPORT="$OUT/round_0000/hf_trainer_report.json"
[ -s "$REPORT" ] || { echo "gpu-smoke: the trainer wrote no report"; exit 1; }
echo "gpu-smoke: passed; figures in $REPORT"
cat "$REPORT"
