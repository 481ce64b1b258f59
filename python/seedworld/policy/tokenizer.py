"""The tokenizer of seedworld's own llama GGUFs (``make-tiny-model``, ``make-policy-model``), in Python.

Their SPM vocabularies hold, besides characters and byte tokens, only "▁"-anchored prefixes of
words, so llama.cpp's score-ordered pair merges reduce to: at a "▁", the longest known anchored
prefix; elsewhere one character; a character outside the vocabulary as its UTF-8 byte tokens
(``src/agent/llama/tiny-tokenizer.ts`` states the same rule). Control tokens (``<|im_start|>``...)
are matched in the text first, as llama.cpp does with special parsing on. ``chat_ids`` renders the
ChatML template the files carry, as node-llama-cpp's ChatML wrapper does; ``test_policy_tokenizer.py``
checks both against node-llama-cpp.
"""

from __future__ import annotations

import re

from ..tiny.gguf import GgufFile

__all__ = ["SpmTokenizer"]

SPACE = "\u2581"
CONTROL = 3
BYTE = 6


class SpmTokenizer:
    def __init__(self, tokens: list, types: list, bos: int, eos: int, eot: int):
        self.tokens = tokens
        self.ids = {token: i for i, token in enumerate(tokens)}
        self.types = types
        self.bos, self.eos, self.eot = bos, eos, eot
        self.longest = max(len(t) for t in tokens)
        specials = sorted((t for t, kind in zip(tokens, types) if kind == CONTROL), key=len, reverse=True)
        self.special_pattern = re.compile("(" + "|".join(re.escape(t) for t in specials) + ")")
        self.byte_ids = {int(t[3:5], 16): i for i, t in enumerate(tokens) if types[i] == BYTE}

    @classmethod
    def from_gguf(cls, gguf: GgufFile) -> "SpmTokenizer":
        return cls(list(gguf.require("tokenizer.ggml.tokens")), list(gguf.require("tokenizer.ggml.token_type")),
                   int(gguf.require("tokenizer.ggml.bos_token_id")), int(gguf.require("tokenizer.ggml.eos_token_id")),
                   int(gguf.value("tokenizer.ggml.eot_token_id", gguf.require("tokenizer.ggml.eos_token_id"))))

    @property
    def stop_ids(self) -> set:
        return {self.eos, self.eot}

    def _plain(self, text: str, space_prefix: bool) -> list:
        chars = (" " + text if space_prefix else text).replace(" ", SPACE)
        out = []
        i = 0
        while i < len(chars):
            length = 1
            if chars[i] == SPACE:
                end = i + 2
                while end <= len(chars) and end - i <= self.longest and chars[end - 1] != SPACE:
                    if chars[i:end] in self.ids:
                        length = end - i
                    end += 1
            piece = chars[i:i + length]
            if piece in self.ids:
                out.append(self.ids[piece])
            else:
                out.extend(self.byte_ids[b] for b in piece.replace(SPACE, " ").encode("utf-8"))
            i += length
        return out

    def encode(self, text: str, add_bos: bool = False, parse_special: bool = True) -> list:
        """Ids of ``text``; a space is put before the text that starts the sequence (SPM's add_space_prefix)."""
        out = [self.bos] if add_bos else []
        parts = self.special_pattern.split(text) if parse_special else [text]
        first = True
        for part in parts:
            if not part:
                continue
            if parse_special and part in self.ids and self.types[self.ids[part]] == CONTROL:
                out.append(self.ids[part])
            else:
                out.extend(self._plain(part, space_prefix=first))
            first = False
        return out

    def chat_ids(self, messages: list, add_generation_prompt: bool = True) -> list:
        """ChatML as node-llama-cpp's wrapper tokenizes it, each piece on its own: after a control token
        the text gets SPM's space prefix (llama.cpp's rule); a message's content gets one only when it
        starts with a newline, as the verl-agent and Skill0 prompts all do (observed on node-llama-cpp
        3.21: "\nYou" → "▁", "\n", ...; "You" → "Y", "o", "u"; test_policy_model.py checks both)."""
        start, end = self.ids["<|im_start|>"], self.ids["<|im_end|>"]
        out = [self.bos]
        for message in messages:
            content = message["content"]
            out += [start] + self._plain(message["role"] + "\n", True) + self._plain(content, content.startswith("\n"))
            out += [end] + self._plain("\n", True)
        if add_generation_prompt:
            out += [start] + self._plain("assistant\n", True)
        return out

    def reply_ids(self, text: str) -> list:
        """A reply as the model writes it after the generation prompt (llama.cpp's tokenize without specials)."""
        return self._plain(text, True)

    def decode(self, ids: list) -> str:
        pieces = []
        pending = bytearray()
        for i in ids:
            if self.types[i] == BYTE:
                pending.append(int(self.tokens[i][3:5], 16))
                continue
            if pending:
                pieces.append(pending.decode("utf-8", errors="replace"))
                pending = bytearray()
            if self.types[i] == CONTROL:
                continue
            pieces.append(self.tokens[i].replace(SPACE, " "))
        if pending:
            pieces.append(pending.decode("utf-8", errors="replace"))
        return "".join(pieces)
