"""What the torch policy server's HTTP layer costs per call, before and after its two socket settings.

A round's calls arrive together: `seed iterate` sends one /tokenize per step of every rollout at
once, and an evaluation keeps one chat call in flight per episode. Python's socketserver listens
with a backlog of 5, so connections past it are dropped and retried by the client after 1 s, 3 s,
...; and http.server writes a reply's headers and body separately, so with Nagle's algorithm each
keep-alive reply waits for the client's delayed ACK. `PolicyHttpServer` listens with a backlog of
1,024 and the handler sets TCP_NODELAY. This bench serves one policy twice in one run, with
socketserver's defaults and with seedworld's settings, sends the same /tokenize calls (recorded
prompts), all at once and then one after another, and prints the seconds and their ratios.

    PYTHONPATH=python /usr/bin/python3 bench/policy_server_http.py --model runs/learn/model/sft.gguf \\
        --rows runs/learn/demos/held_out/sft/policy_sft.jsonl --calls 1000
"""

from __future__ import annotations

import argparse
import http.client
import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from http.server import ThreadingHTTPServer

from seedworld.policy.server import PolicyHttpServer, PolicyServer, _handler


def serve(server_class: type, handler: type) -> tuple[ThreadingHTTPServer, int]:
    http = server_class(("127.0.0.1", 0), handler)
    threading.Thread(target=http.serve_forever, daemon=True).start()
    return http, http.server_address[1]


def tokenize(port: int, prompt: str) -> int:
    """One call on a new connection; a reset connection is retried after 1 s. Returns the retries."""
    body = json.dumps({"model": "policy", "messages": [{"role": "user", "content": prompt}], "add_generation_prompt": True})
    for retries in range(10):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            connection.request("POST", "/tokenize", body, {"Content-Type": "application/json"})
            reply = connection.getresponse()
            assert reply.status == 200, reply.status
            json.loads(reply.read())
            return retries
        except ConnectionError:
            time.sleep(1.0)
        finally:
            connection.close()
    raise RuntimeError("no reply after 10 tries")


def keep_alive(port: int, prompts: list[str]) -> None:
    """One connection, one call after another (how a client reuses a kept-alive connection)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    for prompt in prompts:
        body = json.dumps({"model": "policy", "messages": [{"role": "user", "content": prompt}]})
        connection.request("POST", "/tokenize", body, {"Content-Type": "application/json"})
        reply = connection.getresponse()
        json.loads(reply.read())
    connection.close()


def measure(port: int, prompts: list[str], sequential: int) -> tuple[float, float, int]:
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=len(prompts)) as pool:
        retries = sum(pool.map(lambda prompt: tokenize(port, prompt), prompts))
    together = time.perf_counter() - started
    started = time.perf_counter()
    keep_alive(port, prompts[:sequential])
    return together, time.perf_counter() - started, retries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", required=True)
    parser.add_argument("--rows", required=True, help="JSONL rows with a 'prompt' (e.g. a seed learn run's policy_sft.jsonl)")
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--sequential", type=int, default=100, help="calls sent one after another on one kept-alive connection")
    options = parser.parse_args()
    with open(options.rows, encoding="utf-8") as handle:
        prompts = [json.loads(line)["prompt"] for line in handle if line.strip()][: options.calls]
    policy = PolicyServer(options.model, None, "policy", 256)
    seedworld_handler = _handler(policy)

    class DefaultHandler(seedworld_handler):  # type: ignore[misc, valid-type]
        disable_nagle_algorithm = False

    class DefaultServer(ThreadingHTTPServer):
        daemon_threads = True

    results = {}
    for name, server_class, handler in (("socketserver defaults", DefaultServer, DefaultHandler),
                                         ("seedworld", PolicyHttpServer, seedworld_handler)):
        http, port = serve(server_class, handler)
        results[name] = measure(port, prompts, options.sequential)
        http.shutdown()
        print("%-22s %d calls at once: %.2f s (%d reset and retried); %d on one connection: %.1f ms per call"
              % (name, len(prompts), results[name][0], results[name][2], options.sequential,
                 1000 * results[name][1] / options.sequential))
    before, after = results["socketserver defaults"], results["seedworld"]
    print("ratio (defaults / seedworld): at once %.1fx, one connection %.1fx" % (before[0] / after[0], before[1] / after[1]))


if __name__ == "__main__":
    main()
