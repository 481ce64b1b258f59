"""The CPU closed loop on seedworld's tiny GGUF model: GGUF v3 in Python, the llama forward in torch
(log-probs equal to node-llama-cpp's), one SEED update on a ``seed iterate`` batch, weights written
back to GGUF for the next round. Needs torch and numpy; the Node CLI (``dist/``) for the reference."""
