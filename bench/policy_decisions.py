"""Where a policy's episodes go wrong: its decisions in evaluation folders, and its teacher-forced take decision.

    PYTHONPATH=python python3 bench/policy_decisions.py --evals runs/learn/evals/sft/valid_seen runs/learn/evals/seed-seed1/round_0006/valid_seen
    PYTHONPATH=python python3 bench/policy_decisions.py --probe runs/learn/demos/held_out/sft/policy_sft.jsonl --models runs/learn/model/sft.gguf

``--evals`` reads the episodes of each folder (the published layout, ``task_*/*.jsonl``) and counts, from the
task text (ALFWorld's six templates) and the commands played:

- takes of the task's object and of other objects (a wrong take costs steps: the policy then puts it somewhere);
- for the placing tasks, whether the first ``go to`` / ``move`` after taking the task's object leads where the
  task goes next: the appliance of a heat, cool or clean task, else the destination (the demonstrators go there
  at once);
- failed episodes whose last eight ``go to`` commands visit at most two places (a two-step loop).

``--probe`` asks each GGUF, teacher-forced on demonstration rows up to the word that decides whether to take
("I need a X ... and here I find X" then a number or "none"; in thoughts before take8, "... and I" then "see" or
"am"), how likely it goes on to take: how often, and with what mean probability, where the object is here,
where it is not but other objects can be taken (the admissible list has a ``take``: telling the two apart needs
the object's identity), and where nothing can be taken.
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import re
import sys

TEMPLATES = (  # pattern with named groups: obj, dest (placing tasks), state (the transformation asked)
    r"^look at (?P<obj>\w+) under the \w+",
    r"^examine the (?P<obj>\w+) with the \w+",
    r"^find two (?P<obj>\w+) and put them (?:in|on|in/on) (?P<dest>\w+)",
    r"^put two (?P<obj>\w+) (?:in|on|in/on) (?P<dest>\w+)",
    r"^(?P<state>clean|heat|cool) some (?P<obj>\w+) and put it (?:in|on|in/on) (?P<dest>\w+)",
    r"^put a (?P<state>clean|hot|cool) (?P<obj>\w+) (?:in|on|in/on) (?P<dest>\w+)",
    r"^put (?:a|an|some) (?P<obj>\w+) (?:in|on|in/on) (?P<dest>\w+)",
)
# Where ALFWorld's tasks send the object to be heated, cooled or cleaned.
APPLIANCE = {"heat": "microwave", "hot": "microwave", "cool": "fridge", "clean": "sinkbasin"}


def task_words(task: str) -> dict | None:
    """The task's object word, destination word (None for a look-at task) and state word (None unless it asks one)."""
    text = task.strip().lower()
    for pattern in TEMPLATES:
        match = re.match(pattern, text)
        if match:
            words = match.groupdict()
            return {"obj": words["obj"], "dest": words.get("dest"), "state": words.get("state")}
    return None


def episode_decisions(episode: dict) -> collections.Counter:
    counts: collections.Counter = collections.Counter(episodes=1, won=int(bool(episode["success"])))
    words = task_words(episode.get("task", ""))
    if words is None:
        counts["unparsed_task"] += 1
        return counts
    # After taking the task's object the demonstrators go at once to the appliance (a state task) or the destination.
    next_place = APPLIANCE[words["state"]] if words["state"] else words["dest"]
    actions = [step.get("env_action") or "" for step in episode["steps"]]
    for index, action in enumerate(actions):
        if not action.startswith("take "):
            continue
        counts["takes"] += 1
        if action.split(" ")[1] != words["obj"]:
            counts["takes_of_other_objects"] += 1
            continue
        moves = [a for a in actions[index + 1:] if a.startswith("go to ") or a.startswith("move ")]
        if next_place and moves:
            toward = moves[0].startswith(f"go to {next_place} ") or f" to {next_place} " in moves[0]
            counts["after_take_where_the_task_leads" if toward else "after_take_elsewhere"] += 1
    places = [a for a in actions if a.startswith("go to ")][-8:]
    if not episode["success"] and len(places) >= 6 and len(set(places)) <= 2:
        counts["failed_in_two_step_loop"] += 1
    return counts


def folder_decisions(folder: str) -> collections.Counter:
    total: collections.Counter = collections.Counter()
    # The episodes' files; `*.steps.jsonl` is the step log of an evaluation still running.
    files = sorted(f for f in glob.glob(os.path.join(folder, "task_*", "*.jsonl")) if not f.endswith(".steps.jsonl"))
    if not files:
        raise SystemExit(f"policy_decisions: no episodes (task_*/*.jsonl) under {folder}")
    for path in files:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    total.update(episode_decisions(json.loads(line)))
    return total


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "0/0"


def report_evals(folders: list) -> None:
    for folder in folders:
        c = folder_decisions(folder)
        after = c["after_take_where_the_task_leads"] + c["after_take_elsewhere"]
        print(f"{folder}: won {share(c['won'], c['episodes'])}; takes of other objects {share(c['takes_of_other_objects'], c['takes'])}; "
              f"first move after taking the task's object to where the task leads {share(c['after_take_where_the_task_leads'], after)}; "
              f"failed in a two-step loop {share(c['failed_in_two_step_loop'], c['episodes'] - c['won'])}")


# The take decision in the demonstrators' two thought forms: the prefix up to the deciding word (group 1), that
# word (group 2), whether it takes, and P(take) from the next-token log-probs, given the tokenizer once per model.
# "here I find apple 1" / "... none" (take8 on): 1 − P("none"); "I see the apple 1 here" / "I am at ..." (until
# take8): P("see") against P("am").
def _p_find(tokenizer):
    none = tokenizer.reply_ids("<think>here I find apple none")[-1]
    return lambda log_probs: 1.0 - float(log_probs[none].exp())


def _p_see(tokenizer):
    import torch

    see, am = (tokenizer.reply_ids(f"<think>I {word}")[-1] for word in ("see", "am"))
    return lambda log_probs: float(torch.sigmoid(log_probs[see] - log_probs[am]))


DECISIONS = (
    (re.compile(r"<think>(I need (?:a|two) .*? and here I find \w+) (none|\d+)"), lambda word: word != "none", _p_find),
    (re.compile(r"<think>(I need (?:a|two) .*? and I) (see|am) "), lambda word: word == "see", _p_see),
)


def report_probe(rows_path: str, models: list) -> None:
    import torch  # the probe needs the policy; the evaluation counts do not

    from seedworld.policy.net import PolicyNet
    from seedworld.policy.tokenizer import SpmTokenizer
    from seedworld.tiny.gguf import read_gguf

    with open(rows_path, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    for path in models:
        gguf = read_gguf(path)
        net, tokenizer = PolicyNet.from_gguf(gguf).eval(), SpmTokenizer.from_gguf(gguf)
        actions = [row for row in rows if row.get("kind", "action") == "action"]
        # One form per file: in the newer one, "... and I am in the middle of the room" decides nothing.
        pattern, takes, probability_of = next((d for d in DECISIONS if any(d[0].match(row["response"]) for row in actions)), DECISIONS[0])
        take_probability = probability_of(tokenizer)
        cases = []
        for row in actions:
            match = pattern.match(row["response"])
            if match:
                prompt = tokenizer.chat_ids([{"role": "user", "content": row["prompt"]}]) + tokenizer.reply_ids(match.group(1))
                admissible = row["prompt"].split("Your admissible actions of the current situation are:")[-1]
                case = "here" if takes(match.group(2)) else "others" if "'take " in admissible else "nothing"
                cases.append((prompt, case))
        if not cases:
            raise SystemExit(f"policy_decisions: no 'here I find X' or 'I see / I am' replies in {rows_path}")
        said: dict = {"here": [], "others": [], "nothing": []}
        with torch.no_grad():
            for start in range(0, len(cases), 16):
                chunk = cases[start:start + 16]
                _, _, hidden = net.right_padded([prompt for prompt, _ in chunk])
                for i, (prompt, case) in enumerate(chunk):
                    log_probs = net.logits(hidden[i, len(prompt) - 1]).log_softmax(-1)
                    said[case].append(take_probability(log_probs))
        line = []
        for case, name in (("here", "object here"), ("others", "not here, other objects to take"), ("nothing", "nothing to take")):
            probs = said[case]
            line.append(f"{name}: takes {share(sum(p > 0.5 for p in probs), len(probs))}, mean P(take) {sum(probs) / max(1, len(probs)):.3f}")
        print(f"{path}: " + "; ".join(line))


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--evals", nargs="*", default=[], help="evaluation folders (a split's folder: task_*/ inside)")
    parser.add_argument("--probe", help="demonstration rows (policy_sft.jsonl) for the take-decision probe")
    parser.add_argument("--models", nargs="*", default=[], help="policy GGUFs for --probe")
    options = parser.parse_args(argv)
    if not options.evals and not options.probe:
        parser.error("give --evals and/or --probe with --models")
    if options.probe and not options.models:
        parser.error("--probe needs --models")
    for path in options.evals + ([options.probe] if options.probe else []) + options.models:
        if not os.path.exists(path):
            parser.error(f"no such file or folder: {path}")
    report_evals(options.evals)
    if options.probe:
        report_probe(options.probe, options.models)
    return 0


if __name__ == "__main__":
    sys.exit(main())
