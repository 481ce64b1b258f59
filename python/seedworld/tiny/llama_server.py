"""node-llama-cpp as the reference: ``seedworld serve --model F.gguf`` (vLLM-compatible) from Python.

The trainer needs two things only the inference engine can give faithfully: token ids of a chat
prompt through the GGUF's own chat template and tokenizer (``POST /tokenize``), and the engine's
log-probs of given tokens (``POST /v1/completions`` with a token-id prompt and
``prompt_logprobs``), the same endpoints SEED's ``VllmScorer`` uses against vLLM.
"""

from __future__ import annotations

import json
import os
import subprocess
import urllib.error
import urllib.request
from typing import Any, Sequence

__all__ = ["LlamaServer", "repo_root", "cli_path", "make_tiny_model"]

READY_PREFIX = "seedworld serve: model "


def repo_root() -> str:
    # python/seedworld/tiny/llama_server.py -> the repository root.
    return os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def cli_path(build: bool = False) -> str:
    """The built ``seedworld`` CLI; with ``build``, runs ``npm run build`` first when it is missing
    (a fresh clone after ``npm ci`` already has it: ``prepare`` builds)."""
    path = os.environ.get("SEEDWORLD_CLI") or os.path.join(repo_root(), "dist", "cli", "main.js")
    if not os.path.exists(path) and build and not os.environ.get("SEEDWORLD_CLI"):
        subprocess.run(["npm", "run", "build", "--silent"], cwd=repo_root(), check=True)
    if not os.path.exists(path):
        raise FileNotFoundError(f"seedworld CLI not found at {path} (run `npm run build` or set SEEDWORLD_CLI)")
    return path


def make_tiny_model(path: str, seed: int = 0) -> str:
    """``seedworld make-tiny-model --out path``: the project's tiny GGUF, built from code."""
    done = subprocess.run(["node", cli_path(build=True), "make-tiny-model", "--out", path, "--seed", str(seed)],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"make-tiny-model failed: {done.stdout.strip()}")
    return path


def make_policy_model(path: str, rows: Sequence[tuple[str, str]], seed: int = 0) -> str:
    """``seedworld make-policy-model`` at test size (width 32, 2 heads): a random llama whose vocabulary
    is read off ``rows`` of (prompt, reply), each seen three times; the corpus is written beside ``path``."""
    corpus = path + ".corpus.jsonl"
    with open(corpus, "w", encoding="utf-8") as handle:
        for _ in range(3):
            for prompt, reply in rows:
                handle.write(json.dumps({"prompt": prompt, "response": reply}) + "\n")
    done = subprocess.run(["node", cli_path(build=True), "make-policy-model", "--out", path, "--corpus", corpus, "--embedding", "32",
                           "--heads", "2", "--feed-forward", "64", "--min-count", "2", "--seed", str(seed)],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"make-policy-model failed: {done.stdout.strip()}")
    return path


class LlamaServer:
    """A ``seedworld serve`` child process on a free port; use as a context manager."""

    def __init__(self, model_path: str, context_size: int = 4096, node: str = "node") -> None:
        if not os.path.exists(model_path):
            raise FileNotFoundError(f"model file not found: {model_path}")
        self.model_path = model_path
        command = [node, cli_path(), "serve", "--model", model_path, "--port", "0", "--sequences", "1",
                   "--context-size", str(context_size)]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert self.process.stdout is not None and self.process.stderr is not None  # both PIPE
        line = self.process.stdout.readline()
        if not line.startswith(READY_PREFIX):
            self.close()
            raise RuntimeError(f"seedworld serve did not start: {line.strip() or self.process.stderr.read().strip()}")
        # "... at http://127.0.0.1:PORT/v1": the vLLM extras live at the origin.
        self.origin = line.strip().rsplit(" at ", 1)[1][: -len("/v1")]

    def __enter__(self) -> LlamaServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            if stream:
                stream.close()

    def _post(self, route: str, body: dict[str, Any]) -> Any:
        request = urllib.request.Request(self.origin + route, data=json.dumps(body).encode("utf-8"),
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=600) as response:
                return json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"{route} answered {error.code}: {error.read().decode('utf-8', 'replace')}")

    def chat_prompt_ids(self, user_text: str) -> list[int]:
        """Ids of a one-user-message prompt with the generation prompt (the harness's prompt shape)."""
        body = {"messages": [{"role": "user", "content": user_text}], "add_generation_prompt": True}
        return self._post("/tokenize", body)["tokens"]

    def token_log_probs(self, prompt_ids: Sequence[int], response_ids: Sequence[int]) -> list[float]:
        """node-llama-cpp's log p(response[j] | prompt, response[<j]) for fixed ids."""
        ids = list(prompt_ids) + list(response_ids)
        reply = self._post("/v1/completions", {"prompt": ids, "max_tokens": 1, "temperature": 0, "prompt_logprobs": 0})
        positions = reply["choices"][0]["prompt_logprobs"]
        start = len(prompt_ids)
        return [positions[i][str(ids[i])]["logprob"] for i in range(start, len(ids))]
