#!/usr/bin/env python3
"""Object populations per room kind from ALFWorld's own games, printed as the OBJECT_PRESENCE and
OBJECT_COUNTS tables of src/games/generate/distributions.ts.

An object is an init `(objectType X YType)` fact (what `seedworld stats` counts as objects). Presence:
the share of a kind's games with at least one instance of the class. Counts: among those games, the
count at QUANTILES evenly spaced quantiles, so sampling the list uniformly keeps the distribution.

Usage: python3 scripts/data/objects-from-games.py ALFWORLD_DATA_ROOT [SPLIT] > /tmp/objects.ts
(SPLIT: default train.)
"""
import collections
import json
import os
import re
import sys

OBJECT = re.compile(r"\(objectType ([^?\s]\S*) (\S+)Type\)")
KINDS = {0: "kitchen", 2: "livingroom", 3: "bedroom", 4: "bathroom"}
QUANTILES = 24


def main():
    root = os.path.join(sys.argv[1], "json_2.1.1", sys.argv[2] if len(sys.argv) > 2 else "train")
    games = collections.defaultdict(list)
    for folder in sorted(os.listdir(root)):
        kind = KINDS[int(folder.rsplit("-", 1)[1]) // 100]
        for trial in sorted(os.listdir(os.path.join(root, folder))):
            with open(os.path.join(root, folder, trial, "game.tw-pddl")) as f:
                problem = json.load(f)["pddl_problem"]
            games[kind].append(collections.Counter(dict(OBJECT.findall(problem)).values()))
    for name, render in (("OBJECT_PRESENCE", presence), ("OBJECT_COUNTS", counts)):
        print(f"export const {name} = {{")
        for kind in ("kitchen", "livingroom", "bedroom", "bathroom"):
            print(f"  {kind}: {{ // {len(games[kind])} games")
            classes = sorted(set().union(*games[kind]))
            for cls in classes:
                print(f"    {cls}: {render([g[cls] for g in games[kind]])},")
            print("  },")
        print("};")


def presence(per_game):
    return f"{sum(1 for n in per_game if n > 0) / len(per_game):.3f}"


def counts(per_game):
    present = sorted(n for n in per_game if n > 0)
    picks = [present[min(len(present) - 1, int((i + 0.5) * len(present) / QUANTILES))] for i in range(QUANTILES)]
    return "[" + ", ".join(map(str, picks)) + "]"


if __name__ == "__main__":
    main()
