"""A vLLM-compatible server over a ``PolicyNet``: concurrent requests are sampled and scored in batches.

The routes are the ones seedworld's clients call on a vLLM box (``src/agent/openai-backend.ts``,
``src/agent/vllm-scorer.ts``): ``GET /v1/models``, ``POST /v1/chat/completions`` (``logprobs``,
``top_logprobs``, ``seed``, ``return_tokens_as_token_ids``), ``POST /tokenize``, ``POST /detokenize``
and ``POST /v1/completions`` with token-id prompts and ``prompt_logprobs``. Requests that arrive
together (up to ``max_batch``, waiting at most ``batch_wait_s`` for company) share one forward pass,
so an evaluation or a round of group rollouts with many episodes in flight costs a few batched
passes per step instead of one pass per episode.

The learner shares the process (SEED's rollout and actor share weights, as verl's hybrid engine):
``POST /seedworld/update`` runs one SEED / GRPO update on a ``seed iterate`` export between
batches and ``POST /seedworld/save`` writes the weights as GGUF. Bound to 127.0.0.1.

    python -m seedworld.policy.server --model policy.gguf [--reference sft.gguf] [--port 0] [--port-file F]
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import torch

from .guided import Guide, GuideError, TokenTrie, compile_guide
from .learner import Learner, RlSettings
from .sampler import GenerationRequest, generate_batch, prompt_log_probs

__all__ = ["PolicyServer", "main"]

MAX_BODY = 64 << 20


class ClientError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class _Job:
    def __init__(self, kind: str, payload: Any) -> None:
        self.kind, self.payload = kind, payload
        self.done = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None


class PolicyServer:
    def __init__(self, model: str, reference: str | None, name: str, max_batch: int = 256, batch_wait_s: float = 0.01) -> None:
        self.learner = Learner(model, reference)
        self.name = name
        self.trie = TokenTrie(self.learner.tokenizer)
        # Compiled patterns by text: an episode sends the same admissible list step after step.
        self.guides: dict = {}
        self.max_batch, self.batch_wait_s = max_batch, batch_wait_s
        self.jobs: queue.Queue = queue.Queue()
        self.worker = threading.Thread(target=self._work, daemon=True)
        self.worker.start()

    # ---- the one thread that touches the model -------------------------------------------------
    def _work(self) -> None:
        while True:
            first = self.jobs.get()
            batch = [first]
            if first.kind in ("generate", "score"):
                deadline = time.monotonic() + self.batch_wait_s
                while len(batch) < self.max_batch:
                    try:
                        job = self.jobs.get(timeout=max(0.0, deadline - time.monotonic()))
                    except queue.Empty:
                        break
                    if job.kind != first.kind:
                        self.jobs.put(job)  # served by a later batch
                        break
                    batch.append(job)
            try:
                self._run(first.kind, batch)
            except BaseException as error:  # every waiting request gets the failure, the server lives on
                for job in batch:
                    job.error = error
            for job in batch:
                job.done.set()

    def _run(self, kind: str, batch: list) -> None:
        net = self.learner.net
        net.eval()
        if kind == "generate":
            outputs = generate_batch(net, [job.payload for job in batch], self.learner.tokenizer.stop_ids)
            for job, output in zip(batch, outputs):
                job.result = output
        elif kind == "score":
            outputs = prompt_log_probs(net, [job.payload for job in batch])
            for job, output in zip(batch, outputs):
                job.result = output
        elif kind == "update":
            export, settings = batch[0].payload
            batch[0].result = self.learner.update(export, settings)
        elif kind == "save":
            self.learner.save(batch[0].payload)
            batch[0].result = {"saved": batch[0].payload}

    def submit(self, kind: str, payload: Any) -> Any:
        job = _Job(kind, payload)
        self.jobs.put(job)
        job.done.wait()
        if job.error is not None:
            raise job.error
        return job.result

    # ---- the vLLM / OpenAI shapes ---------------------------------------------------------------
    def chat(self, body: dict) -> dict:
        messages = body.get("messages")
        if not isinstance(messages, list) or not messages:
            raise ClientError(400, '"messages" must be a non-empty list')
        tokenizer = self.learner.tokenizer
        prompt = tokenizer.chat_ids(messages)
        max_tokens = int(body.get("max_tokens") or 512)
        if len(prompt) + 1 > self.learner.net.context_length:
            raise ClientError(400, f"prompt has {len(prompt)} tokens; this model's context is {self.learner.net.context_length}")
        top = int(body.get("top_logprobs") or 0)
        request = GenerationRequest(prompt, min(max_tokens, self.learner.net.context_length - len(prompt)),
                                    float(body.get("temperature", 1.0) if body.get("temperature") is not None else 1.0),
                                    body.get("seed"), top, self._guide(body))
        out = self.submit("generate", request)
        visible = out.token_ids[:-1] if out.finish_reason == "stop" else out.token_ids
        as_ids = bool(body.get("return_tokens_as_token_ids"))

        def shown(token: int) -> str:
            return f"token_id:{token}" if as_ids else tokenizer.decode([token])

        choice = {"index": 0, "message": {"role": "assistant", "content": tokenizer.decode(visible).strip()},
                  "finish_reason": out.finish_reason}
        if body.get("logprobs"):
            choice["logprobs"] = {"content": [
                {"token": shown(t), "logprob": lp, "bytes": list(shown(t).encode("utf-8")),
                 "top_logprobs": [{"token": shown(a), "logprob": b, "bytes": list(shown(a).encode("utf-8"))} for a, b in alts]}
                for t, lp, alts in zip(out.token_ids, out.log_probs, out.top or [[] for _ in out.token_ids])]}
        usage = {"prompt_tokens": len(prompt), "completion_tokens": len(out.token_ids), "total_tokens": len(prompt) + len(out.token_ids)}
        return {"id": f"chatcmpl-seedworld-{time.monotonic_ns()}", "object": "chat.completion", "created": int(time.time()),
                "model": self.name, "choices": [choice], "usage": usage}

    def _guide(self, body: dict) -> Guide | None:
        """vLLM's ``guided_regex``, or its newer spelling ``structured_outputs: {"regex": ...}``."""
        structured = body.get("structured_outputs")
        pattern = structured.get("regex") if isinstance(structured, dict) else body.get("guided_regex")
        if pattern is None:
            return None
        guide = self.guides.get(pattern) if isinstance(pattern, str) else None
        if guide is None:
            try:
                guide = compile_guide(pattern, self.trie)
            except GuideError as error:
                raise ClientError(400, str(error)) from None
            if len(self.guides) >= 4096:
                self.guides.clear()
            self.guides[pattern] = guide
        return guide

    def tokenize(self, body: dict) -> dict:
        tokenizer = self.learner.tokenizer
        if "messages" in body:
            ids = tokenizer.chat_ids(body["messages"], bool(body.get("add_generation_prompt", True)))
        elif isinstance(body.get("prompt"), str):
            ids = tokenizer.encode(body["prompt"], add_bos=True) if body.get("add_special_tokens", True) else tokenizer.reply_ids(body["prompt"])
        else:
            raise ClientError(400, 'give either "messages" or "prompt"')
        return {"count": len(ids), "max_model_len": self.learner.net.context_length, "tokens": ids}

    def completions(self, body: dict) -> dict:
        prompt = body.get("prompt")
        if not (isinstance(prompt, list) and prompt and all(isinstance(t, int) for t in prompt)):
            raise ClientError(400, "this server takes one token-id list as the prompt")
        vocab = len(self.learner.tokenizer.tokens)
        if any(not 0 <= t < vocab for t in prompt):
            raise ClientError(400, f"token id outside the vocabulary of {vocab}")
        if len(prompt) >= self.learner.net.context_length:
            raise ClientError(400, f"prompt has {len(prompt)} tokens; this model's context is {self.learner.net.context_length}")
        positions, last = self.submit("score", prompt)
        entries = None
        if body.get("prompt_logprobs") is not None:
            decode = self.learner.tokenizer.decode
            entries = [None] + [{str(t): {"logprob": max(lp, -9999.0), "rank": rank, "decoded_token": decode([t])}}
                                for t, (lp, rank) in zip(prompt[1:], positions)]
        token = int(last.argmax())
        choice = {"index": 0, "text": self.learner.tokenizer.decode([token]), "logprobs": None, "finish_reason": "length",
                  "stop_reason": None, "prompt_logprobs": entries}
        return {"id": f"cmpl-seedworld-{time.monotonic_ns()}", "object": "text_completion", "created": int(time.time()),
                "model": self.name, "choices": [choice],
                "usage": {"prompt_tokens": len(prompt), "completion_tokens": 1, "total_tokens": len(prompt) + 1}}

    def update(self, body: dict) -> dict:
        export = body.get("export")
        if not isinstance(export, str) or not os.path.exists(export):
            raise ClientError(400, '"export" must name an existing seed_batch.jsonl')
        try:
            settings = RlSettings.from_dict(body.get("settings") or {})
        except (TypeError, ValueError) as error:
            raise ClientError(400, str(error)) from None
        metrics = self.submit("update", (export, settings))
        if isinstance(body.get("save"), str):
            self.submit("save", body["save"])
        return {"metrics": metrics}


class PolicyHttpServer(ThreadingHTTPServer):
    """A thread per connection; a listen backlog for a whole round's concurrent calls (socketserver's
    default of 5 drops the rest, which the client retries after 1 s, 3 s, ...)."""
    daemon_threads = True
    request_queue_size = 1024


def _handler(server: PolicyServer) -> type[BaseHTTPRequestHandler]:
    routes_post = {"/v1/chat/completions": server.chat, "/chat/completions": server.chat, "/tokenize": server.tokenize,
                   "/detokenize": lambda b: {"prompt": server.learner.tokenizer.decode(b.get("tokens") or [])},
                   "/v1/completions": server.completions, "/completions": server.completions,
                   "/seedworld/update": server.update,
                   "/seedworld/save": lambda b: server.submit("save", str(b["path"]))}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body go out as two writes; with Nagle's algorithm the body waits for the
        # client's delayed ACK of the headers (~40 ms per keep-alive request: 1,000 /tokenize calls
        # of a round took 3.8 min).
        disable_nagle_algorithm = True

        def log_message(self, *args: Any) -> None:  # quiet: one line per request would drown the trainer's output
            pass

        def _reply(self, status: int, value: dict) -> None:
            data = json.dumps(value).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path.split("?")[0] in ("/v1/models", "/models"):
                self._reply(200, {"object": "list", "data": [{"id": server.name, "object": "model", "owned_by": "seedworld",
                                                               "max_model_len": server.learner.net.context_length}]})
            elif self.path == "/health":
                self._reply(200, {"ok": True})
            else:
                self._reply(404, {"error": {"message": f"no route GET {self.path}", "type": "not_found"}})

        def do_POST(self) -> None:
            route = routes_post.get(self.path.split("?")[0])
            length = int(self.headers.get("Content-Length") or 0)
            if route is None or length > MAX_BODY:
                self.rfile.read(min(length, MAX_BODY))
                status, message = (404, f"no route POST {self.path}") if route is None else (413, f"body over {MAX_BODY} bytes")
                self._reply(status, {"error": {"message": message, "type": "invalid_request_error"}})
                return
            try:
                body = json.loads(self.rfile.read(length) or b"{}")
                if not isinstance(body, dict):
                    raise ClientError(400, "the body must be a JSON object")
                self._reply(200, route(body))
            except ClientError as error:
                self._reply(error.status, {"error": {"message": str(error), "type": "invalid_request_error"}})
            except ValueError as error:
                self._reply(400, {"error": {"message": f"bad request: {error}", "type": "invalid_request_error"}})
            except Exception as error:  # reported to the client, the server keeps serving
                self._reply(500, {"error": {"message": f"{type(error).__name__}: {error}", "type": "server_error"}})

    return Handler


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seedworld.policy.server", description=__doc__.split("\n")[0])
    parser.add_argument("--model", required=True, help="GGUF file of the policy")
    parser.add_argument("--reference", help="GGUF of the frozen KL reference (default: the policy as loaded)")
    parser.add_argument("--name", default="policy", help="model name the server answers to")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--port-file", help="write the bound port here once listening")
    parser.add_argument("--threads", type=int, default=max(1, min(2, os.cpu_count() or 1)))
    parser.add_argument("--max-batch", type=int, default=256)
    options = parser.parse_args(argv)
    torch.set_num_threads(options.threads)
    for path in (options.model, options.reference):
        if path and not os.path.exists(path):
            print(f"seedworld.policy.server: no such model file: {path}", file=sys.stderr)
            return 2
    server = PolicyServer(options.model, options.reference, options.name, options.max_batch)
    http = PolicyHttpServer((options.host, options.port), _handler(server))
    port = http.server_address[1]
    if options.port_file:
        temp = options.port_file + ".tmp"
        with open(temp, "w") as handle:
            handle.write(str(port))
        os.replace(temp, options.port_file)
    print(f"policy server on http://{options.host}:{port}/v1 (model {options.name})", flush=True)
    try:
        http.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
