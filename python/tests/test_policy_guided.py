"""Guided decoding in the policy server (vLLM's ``guided_regex``): with the admissible commands as the
pattern, an untrained policy's every reply is a well-formed reply naming an admissible command, while
unguided it writes anything; the log-probs reported are the model's own; bad patterns are refused
over HTTP with a 400 that says where."""

import json
import re
import threading
import urllib.error
import urllib.request
from http.server import ThreadingHTTPServer

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (apt-get install python3-torch)")

from seedworld.policy.guided import GuideError, TokenTrie, compile_guide, reply_pattern  # noqa: E402
from seedworld.policy.net import PolicyNet  # noqa: E402
from seedworld.policy.sampler import GenerationRequest, _choose, generate_batch  # noqa: E402
from seedworld.policy.server import PolicyHttpServer, PolicyServer, _handler  # noqa: E402
from seedworld.policy.tokenizer import SpmTokenizer  # noqa: E402
from seedworld.tiny.gguf import read_gguf  # noqa: E402
from seedworld.tiny.llama_server import make_policy_model  # noqa: E402

ADMISSIBLE = ["go to countertop 1", "go to countertop 2", "go to drawer 1", "take apple 1 from countertop 1", "look", "inventory"]
PROMPT = ("\nYou are an expert agent operating in the ALFRED Embodied Environment. Your task is to: put a clean apple in drawer."
          "\nYour admissible actions of the current situation are: [{}].\n".format("\n ".join(f"'{a}'" for a in ADMISSIBLE)))
REPLY = "<think>I need a apple and I see the apple 1 here, so I will take it.</think><action>take apple 1 from countertop 1</action>"
# What src/agent/projection.ts replyPattern() sends for ADMISSIBLE (written out here, so the test
# checks the Python mirror too).
PATTERN = r"<think>[^<]*</think>\s*<action>(?:" + "|".join(re.escape(a) for a in ADMISSIBLE) + r")</action>"


@pytest.fixture(scope="module")
def model_path(tmp_path_factory):
    return make_policy_model(str(tmp_path_factory.mktemp("guided") / "policy.gguf"), [(PROMPT, REPLY)], seed=7)


def _action(reply: str):
    match = re.fullmatch(PATTERN, reply.strip())
    return match and reply.strip().split("<action>")[1][: -len("</action>")]


def test_guided_replies_of_an_untrained_policy_name_admissible_commands(model_path):
    gguf = read_gguf(model_path)
    tokenizer = SpmTokenizer.from_gguf(gguf)
    net = PolicyNet.from_gguf(gguf)
    guide = compile_guide(PATTERN, TokenTrie(tokenizer))
    prompt = tokenizer.chat_ids([{"role": "user", "content": PROMPT}])
    guided = generate_batch(net, [GenerationRequest(prompt, 120, 1.0, seed, 0, guide) for seed in range(12)], tokenizer.stop_ids)
    free = generate_batch(net, [GenerationRequest(prompt, 120, 1.0, seed) for seed in range(12)], tokenizer.stop_ids)
    finished = [o for o in guided if o.finish_reason == "stop"]
    assert len(finished) >= 6, "most guided replies end within 120 tokens"
    for out in finished:
        text = tokenizer.decode(out.token_ids[:-1])
        assert _action(text) in ADMISSIBLE, text
    # The same untrained model unguided: never a well-formed reply.
    assert not any(_action(tokenizer.decode(o.token_ids)) for o in free)
    # Reported log-probs are the model's own for the sampled tokens (the mask renormalises nothing there).
    with torch.no_grad():
        again = net.sequence_log_probs([prompt] * len(guided), [o.token_ids for o in guided])
    for out, row in zip(guided, again):
        assert max(abs(a - float(b)) for a, b in zip(out.log_probs, row)) <= 1e-4


def _states_along(guide, tokenizer, text):
    """The guide's state sets along ``text``'s tokens (the reply's every prefix), the start included."""
    states = [guide.start()]
    for token in tokenizer.reply_ids(text):
        states.append(guide.advance(states[-1], token))
    return states


def test_permits_agrees_with_the_mask_for_every_token_and_state(model_path):
    tokenizer = SpmTokenizer.from_gguf(read_gguf(model_path))
    guide = compile_guide(PATTERN, TokenTrie(tokenizer))
    along = _states_along(guide, tokenizer, REPLY) + [frozenset()]
    assert guide.accepts(along[-2]), "the whole reply is a full match"
    for states in along:
        mask = guide.allowed(states)
        permitted = torch.tensor([guide.permits(states, token) for token in range(len(tokenizer.tokens))])
        # The mask lets a dead end stop too; permits leaves that to the mask.
        differ = (mask != permitted).nonzero()[:, 0].tolist()
        assert set(differ) <= (set(tokenizer.stop_ids) if not guide.accepts(states) else set()), (states, differ)


def test_a_guided_draw_has_the_masked_distribution(model_path):
    """Draws kept when permitted (rejection sampling) follow the masked softmax: at the thought's state, where 59% of
    the mass is on tokens the guide refuses, and in the action, where all is but two tokens' (the mask's fallback)."""
    tokenizer = SpmTokenizer.from_gguf(read_gguf(model_path))
    guide = compile_guide(PATTERN, TokenTrie(tokenizer))
    generator = torch.Generator().manual_seed(3)
    logits = torch.randn(len(tokenizer.tokens), generator=generator) * 4
    thought, action = _states_along(guide, tokenizer, "<think>I need"), _states_along(guide, tokenizer, REPLY.split("</think>")[0] + "</think><action>go to ")
    for states in (thought[-1], action[-1]):
        mask = guide.allowed(states)
        expected = torch.softmax((logits / 0.7).masked_fill(~mask, float("-inf")), -1)
        request = GenerationRequest([], 1, 0.7, guide=guide)
        counts = torch.zeros(len(tokenizer.tokens))
        for _ in range(4000):
            counts[_choose(logits.log_softmax(-1), request, generator, states)] += 1
        assert counts[~mask].sum() == 0, "every draw is one the guide allows"
        seen = counts / counts.sum()
        # Drawing from the mask itself 4,000 times lands 0.002 to 0.03 from it in total variation (three seeds).
        assert float((seen - expected).abs().sum()) / 2 < 0.08, "total variation to the masked distribution"
    greedy = GenerationRequest([], 1, 0.0, guide=guide)
    best = int((logits.masked_fill(~guide.allowed(action[-1]), float("-inf"))).argmax())
    assert _choose(logits.log_softmax(-1), greedy, None, action[-1]) == best


def test_the_python_mirror_of_reply_pattern_is_the_pattern_agents_send():
    assert reply_pattern(ADMISSIBLE + ["help"]) == PATTERN


def test_a_pattern_the_guide_cannot_compile_is_refused_naming_the_place(model_path):
    trie = TokenTrie(SpmTokenizer.from_gguf(read_gguf(model_path)))
    for pattern, message in [("(a", "unclosed group at character 2"), ("a{2}", "counted repetition"), ("^a", "anchors"),
                             ("a)", "unbalanced parenthesis at character 1"), ("\\q", "escape \\q"), ("[a", "unclosed character class"),
                             ("a*?", "lazy"), ("", "non-empty")]:
        with pytest.raises(GuideError, match=re.escape(message)):
            compile_guide(pattern, trie)
    # What it supports behaves as Python's re does on whole strings.
    guide = compile_guide(r"(?:ab|a[^b\s]+)\d?x*", trie)
    for text in ["ab", "ab7", "acdx", "azz9xxx", "a", "ab b", "a b", "abx7"]:
        state = guide.start()
        for ch in text:
            state = guide._step(state, ch)
        assert guide.accepts(state) == bool(re.fullmatch(r"(?:ab|a[^b\s]+)\d?x*", text)), text


def _post(url: str, body: dict):
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_server_honours_guided_regex_and_its_newer_spelling(model_path):
    server = PolicyServer(model_path, None, "policy")
    http = ThreadingHTTPServer(("127.0.0.1", 0), _handler(server))
    threading.Thread(target=http.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{http.server_address[1]}/v1/chat/completions"
    try:
        base = {"messages": [{"role": "user", "content": PROMPT}], "max_tokens": 160, "temperature": 1.0, "logprobs": True}
        for seed in range(4):
            for extra in ({"guided_regex": PATTERN}, {"structured_outputs": {"regex": PATTERN}}):
                status, reply = _post(url, {**base, **extra, "seed": seed})
                assert status == 200, reply
                choice = reply["choices"][0]
                if choice["finish_reason"] == "stop":
                    assert _action(choice["message"]["content"]) in ADMISSIBLE, choice["message"]["content"]
        status, reply = _post(url, {**base, "guided_regex": "<action>(go"})
        assert status == 400 and "unclosed group at character 11" in reply["error"]["message"]
    finally:
        http.shutdown()


def test_the_server_takes_a_rounds_burst_of_connections(model_path):
    """A round sends its calls together (a /tokenize per step of every rollout). The server's listen
    backlog holds them while it is busy: 300 connections made before it accepts any are all served.
    With socketserver's backlog of 5, most of them would never connect."""
    import socket

    http = PolicyHttpServer(("127.0.0.1", 0), _handler(PolicyServer(model_path, None, "policy")))
    port = http.server_address[1]
    body = json.dumps({"model": "policy", "messages": [{"role": "user", "content": PROMPT}]}).encode()
    request = (b"POST /tokenize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
               b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    sockets = []
    serving = threading.Thread(target=http.serve_forever, daemon=True)
    try:
        for _ in range(300):  # connected (queued by the kernel) while nothing accepts yet
            sockets.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        serving.start()
        for connection in sockets:
            connection.sendall(request)
        statuses = [connection.makefile("rb").readline().split()[1] for connection in sockets]
        assert statuses == [b"200"] * 300
    finally:
        for connection in sockets:
            connection.close()
        if serving.is_alive():
            http.shutdown()
        http.server_close()
