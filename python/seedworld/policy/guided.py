"""Regex-guided decoding: vLLM's ``guided_regex`` request field, for the policy server.

A guided reply is sampled only among tokens that keep its text a prefix of some string the regular
expression matches, and it may stop only once the text is a full match (vLLM's structured outputs
do the same with a compiled automaton). seedworld's agents send it to restrict the ``<action>`` of
a reply to the admissible commands, ALFWorld's ``action_space: admissible`` for a generating policy
(``src/agent/projection.ts``, ``replyPattern``).

The regex is compiled to a Thompson NFA. The syntax is the part of Python's ``re`` such patterns
use: literals, ``\\`` escapes (``\\s \\d \\w`` and escaped punctuation), ``.``, classes ``[...]`` and
``[^...]`` with ranges, groups ``(...)`` and ``(?:...)``, ``|``, and ``* + ?``; anything else is
refused with ``GuideError``. The match is over the reply as the server returns it, so leading
whitespace (SPM's space before the first word, stripped from the content) is allowed.

The sampler first asks only whether the token it drew is allowed (``permits``: the token's characters
stepped through the NFA) and keeps it if so; only when draws keep being refused does it ask for the
whole mask (``allowed``), found by walking a trie of the vocabulary's token texts once per distinct set
of states. Keeping an allowed draw of the unguided distribution is rejection sampling: the token
kept has the masked distribution exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import torch

from .tokenizer import BYTE, CONTROL, SPACE, SpmTokenizer

__all__ = ["GuideError", "Guide", "TokenTrie", "compile_guide", "reply_pattern"]

MAX_PATTERN = 1 << 16


class GuideError(ValueError):
    """A pattern this server cannot compile (the message says what and where)."""


# ---- the NFA ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _CharSet:
    chars: frozenset
    ranges: tuple  # ((low, high), ...)
    negated: bool = False

    def __contains__(self, ch: str) -> bool:
        inside = ch in self.chars or any(low <= ch <= high for low, high in self.ranges)
        return inside != self.negated


_ANY = _CharSet(frozenset("\n"), (), negated=True)
_CLASS_ESCAPES = {
    "s": _CharSet(frozenset(" \t\n\r\f\v"), ()),
    "d": _CharSet(frozenset(), (("0", "9"),)),
    "w": _CharSet(frozenset("_"), (("a", "z"), ("A", "Z"), ("0", "9"))),
}


@dataclass
class _Nfa:
    # Per state: (charset or None for an epsilon edge, target) pairs.
    edges: list = field(default_factory=list)

    def state(self) -> int:
        self.edges.append([])
        return len(self.edges) - 1

    def link(self, source: int, target: int, chars: _CharSet | None = None) -> None:
        self.edges[source].append((chars, target))


class _Parser:
    """Recursive descent over the pattern; each rule returns a fragment (entry state, exit state)."""

    def __init__(self, pattern: str, nfa: _Nfa):
        self.text, self.at, self.nfa = pattern, 0, nfa

    def fail(self, what: str) -> GuideError:
        return GuideError(f"guided_regex: {what} at character {self.at}")

    def peek(self) -> str | None:
        return self.text[self.at] if self.at < len(self.text) else None

    def alternation(self) -> tuple[int, int]:
        branches = [self.sequence()]
        while self.peek() == "|":
            self.at += 1
            branches.append(self.sequence())
        if len(branches) == 1:
            return branches[0]
        entry, exit_ = self.nfa.state(), self.nfa.state()
        for start, end in branches:
            self.nfa.link(entry, start)
            self.nfa.link(end, exit_)
        return entry, exit_

    def sequence(self) -> tuple[int, int]:
        entry = current = self.nfa.state()
        while self.peek() not in (None, "|", ")"):
            start, end = self.quantified()
            self.nfa.link(current, start)
            current = end
        return entry, current

    def quantified(self) -> tuple[int, int]:
        start, end = self.atom()
        quantifier = self.peek()
        if quantifier not in ("*", "+", "?"):
            return start, end
        self.at += 1
        if self.peek() in ("?", "+"):
            raise self.fail("lazy or possessive repetition is not supported")
        entry, exit_ = self.nfa.state(), self.nfa.state()
        self.nfa.link(entry, start)
        self.nfa.link(end, exit_)
        if quantifier in ("*", "+"):
            self.nfa.link(end, start)
        if quantifier in ("*", "?"):
            self.nfa.link(entry, exit_)
        return entry, exit_

    def atom(self) -> tuple[int, int]:
        ch = self.peek()
        if ch == "(":
            self.at += 1
            if self.text.startswith("?:", self.at):
                self.at += 2
            elif self.peek() == "?":
                raise self.fail("group extensions other than (?:...) are not supported")
            fragment = self.alternation()
            if self.peek() != ")":
                raise self.fail("unclosed group")
            self.at += 1
            return fragment
        if ch in ("*", "+", "?", ")"):
            raise self.fail("nothing to repeat" if ch != ")" else "unbalanced parenthesis")
        if ch == "{":
            raise self.fail("counted repetition is not supported")
        if ch in ("^", "$"):
            raise self.fail("anchors are not supported (the whole reply is matched)")
        chars = self.charset()
        entry, exit_ = self.nfa.state(), self.nfa.state()
        self.nfa.link(entry, exit_, chars)
        return entry, exit_

    def escaped(self) -> _CharSet:
        self.at += 1
        ch = self.peek()
        if ch is None:
            raise self.fail("pattern ends in a backslash")
        self.at += 1
        if ch in _CLASS_ESCAPES:
            return _CLASS_ESCAPES[ch]
        if ch.isalnum():
            raise self.fail(f"escape \\{ch} is not supported")
        return _CharSet(frozenset(ch), ())

    def charset(self) -> _CharSet:
        ch = self.peek()
        if ch == "\\":
            return self.escaped()
        if ch == ".":
            self.at += 1
            return _ANY
        if ch != "[":
            self.at += 1
            return _CharSet(frozenset(str(ch)), ())
        self.at += 1
        negated = self.peek() == "^"
        if negated:
            self.at += 1
        chars: set = set()
        ranges: list = []
        first = True
        while self.peek() != "]" or first:
            if self.peek() is None:
                raise self.fail("unclosed character class")
            if self.peek() == "\\":
                member = self.escaped()  # \s \d \w or an escaped character: none of them negated
                chars |= member.chars
                ranges += member.ranges
            else:
                low = str(self.peek())
                self.at += 1
                if self.peek() == "-" and self.at + 1 < len(self.text) and self.text[self.at + 1] != "]":
                    high = self.text[self.at + 1]
                    self.at += 2
                    ranges.append((low, high))
                else:
                    chars.add(low)
            first = False
        self.at += 1
        return _CharSet(frozenset(chars), tuple(ranges), negated)


# ---- tokens as text --------------------------------------------------------------------------------

class TokenTrie:
    """The vocabulary's token texts in a character trie; control and non-ASCII byte tokens are left out."""

    def __init__(self, tokenizer: SpmTokenizer):
        self.size = len(tokenizer.tokens)
        self.stop_ids = sorted(tokenizer.stop_ids)
        self.texts: dict = {}
        self.root: dict = {}
        for token_id, (token, kind) in enumerate(zip(tokenizer.tokens, tokenizer.types)):
            if kind == CONTROL:
                continue
            if kind == BYTE:
                value = int(token[3:5], 16)
                if value >= 0x80:
                    continue
                text = chr(value)
            else:
                text = token.replace(SPACE, " ")
            if not text:
                continue
            self.texts[token_id] = text
            node = self.root
            for ch in text:
                node = node.setdefault(ch, {})
            node.setdefault(None, []).append(token_id)


class Guide:
    """One compiled pattern; ``start()`` gives the state of an empty reply, ``advance`` moves it by a token."""

    def __init__(self, pattern: str, trie: TokenTrie):
        if len(pattern) > MAX_PATTERN:
            raise GuideError(f"guided_regex: pattern over {MAX_PATTERN} characters")
        self.trie = trie
        self.nfa = _Nfa()
        # Parsed on its own first, so that positions in errors are the caller's.
        check = _Parser(pattern, _Nfa())
        check.alternation()
        if check.peek() is not None:
            raise check.fail("unbalanced parenthesis")
        entry, self.accept = _Parser(r"\s*(?:" + pattern + ")", self.nfa).alternation()
        self.initial = self._closure({entry})
        self.masks: dict = {}
        self.steps: dict = {}

    def _closure(self, states: set | frozenset) -> frozenset:
        seen = set(states)
        stack = list(states)
        while stack:
            for chars, target in self.nfa.edges[stack.pop()]:
                if chars is None and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return frozenset(seen)

    def _step(self, states: frozenset, ch: str) -> frozenset:
        # Memoised: a mask's walk of the vocabulary trie asks the same (states, character) pairs many times
        # (every token of a free-text thought from the one state set), which cost a third of a guided batch.
        key = (states, ch)
        after = self.steps.get(key)
        if after is None:
            moved = {target for state in states for chars, target in self.nfa.edges[state] if chars is not None and ch in chars}
            after = self.steps[key] = self._closure(moved) if moved else frozenset()
        return after

    def start(self) -> frozenset:
        return self.initial

    def accepts(self, states: frozenset) -> bool:
        return self.accept in states

    def advance(self, states: frozenset, token_id: int) -> frozenset:
        if token_id in self.trie.stop_ids:
            return frozenset()
        for ch in self.trie.texts.get(token_id, ""):
            states = self._step(states, ch)
            if not states:
                break
        return states

    def permits(self, states: frozenset, token_id: int) -> bool:
        """Whether ``allowed(states)`` holds ``token_id``, without building the mask: a stop token where the reply
        is a full match (``allowed`` also lets it end a dead end, which only the mask can tell), any other token
        whose text keeps some state alive."""
        if token_id in self.trie.stop_ids:
            return self.accepts(states)
        return token_id in self.trie.texts and bool(self.advance(states, token_id))

    def allowed(self, states: frozenset) -> torch.Tensor:
        """A boolean mask over the vocabulary: the tokens after which the reply can still match."""
        mask = self.masks.get(states)
        if mask is not None:
            return mask
        mask = torch.zeros(self.trie.size, dtype=torch.bool)
        pending = [(self.trie.root, states)]
        while pending:
            node, live = pending.pop()
            for ch, child in node.items():
                if ch is None:
                    continue
                after = self._step(live, ch)
                if after:
                    for token_id in child.get(None, ()):
                        mask[token_id] = True
                    pending.append((child, after))
        if self.accepts(states) or not bool(mask.any()):
            # A full match may end; a dead end (nothing can follow) ends too rather than stall.
            mask[self.trie.stop_ids] = True
        self.masks[states] = mask
        return mask


def compile_guide(pattern: object, trie: TokenTrie) -> Guide:
    if not isinstance(pattern, str) or not pattern:
        raise GuideError('"guided_regex" must be a non-empty string')
    return Guide(pattern, trie)


def reply_pattern(admissible: list[str]) -> str:
    """What seedworld's agents send for ``--action-space admissible`` (``src/agent/projection.ts``
    ``replyPattern``), for Python callers: a thought without ``<``, then one admissible command."""
    commands = [re.escape(command) for command in admissible if command != "help"]
    return r"<think>[^<]*</think>\s*<action>(?:" + "|".join(commands) + r")</action>"
