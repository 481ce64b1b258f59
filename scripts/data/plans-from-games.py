#!/usr/bin/env python3
"""Per floor plan facts from ALFWorld's own games, printed as the TypeScript tables of
src/games/generate/plans.ts (PLAN_FURNITURE, PLAN_GAMES).

Reads an $ALFWORLD_DATA root (json_2.1.1/<split>/<task>-<Obj>-<Mrecep>-<Recep>-<scene>/<trial>/game.tw-pddl).
Reports whether every game of a floor plan has the same receptacles (objects with a `receptacleType`
fact in the problem's init), the same `openable` ones, the same receptacles sharing a location
(`receptacleAtLocation`) and the same object classes (`objectType`); where a plan's games differ, the
most common set is kept and the plan is named in the first line.

Usage: python3 scripts/data/plans-from-games.py ALFWORLD_DATA_ROOT > /tmp/plans.ts
"""
import collections
import json
import os
import re
import sys

# `?r` appears in goals (`(receptacleType ?r CabinetType)`); only init objects are receptacles.
RECEPTACLE = re.compile(r"\(receptacleType ([^?\s]\S*) (\S+)Type\)")
OPENABLE = re.compile(r"\(openable ([^?\s]\S*)\)")
AT_LOCATION = re.compile(r"\(receptacleAtLocation ([^?\s]\S*) (\S+)\)")
OBJECT = re.compile(r"\(objectType ([^?\s]\S*) (\S+)Type\)")
FOLDER = re.compile(r"^(\w+)-\w+-\w+-\w+-(\d+)$")


def games(root):
    base = os.path.join(root, "json_2.1.1")
    for split in sorted(os.listdir(base)):
        for folder in sorted(os.listdir(os.path.join(base, split))):
            match = FOLDER.match(folder)
            if not match:
                continue
            for trial in sorted(os.listdir(os.path.join(base, split, folder))):
                path = os.path.join(base, split, folder, trial, "game.tw-pddl")
                if os.path.exists(path):
                    yield split, match.group(1), int(match.group(2)), path


def furniture(problem):
    """(class counts, openable counts, shared-location groups, object classes) of one game, as text."""
    classes = dict(RECEPTACLE.findall(problem))
    counts = collections.Counter(classes.values())
    opened = collections.Counter(classes[o] for o in OPENABLE.findall(problem) if o in classes)
    at = collections.defaultdict(list)
    for receptacle, location in AT_LOCATION.findall(problem):
        if receptacle in classes:
            at[location].append(classes[receptacle])
    groups = sorted("+".join(sorted(members)) for members in at.values() if len(members) > 1)
    text = lambda counter: ", ".join(f"{cls} {n}" for cls, n in sorted(counter.items()))
    objects = sorted(set(dict(OBJECT.findall(problem)).values()))
    return text(counts), text(opened), ", ".join(groups), ", ".join(objects)


def main():
    plans = collections.defaultdict(collections.Counter)
    counts = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for split, task_type, scene, path in games(sys.argv[1]):
        counts[split][task_type][scene] += 1
        with open(path) as f:
            plans[scene][furniture(json.load(f)["pddl_problem"])] += 1
    varying = sorted(scene for scene, seen in plans.items() if len(seen) > 1)
    total = sum(sum(seen.values()) for seen in plans.values())
    print(f"// {total} games on {len(plans)} floor plans; plans whose games differ (most common kept): {varying or 'none'}")
    print("export const PLAN_FURNITURE: Readonly<Record<number, PlanFurniture>> = {")
    for scene in sorted(plans):
        (receptacles, openable, shared, objects), _ = plans[scene].most_common(1)[0]
        print(f'  {scene}: {{ receptacles: "{receptacles}", openable: "{openable}", shared: "{shared}", objects: "{objects}" }},')
    print("};")
    print("export const PLAN_GAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {")
    for split in sorted(counts):
        print(f"  {split}: {{")
        for task_type in sorted(counts[split]):
            scenes = counts[split][task_type]
            print(f'    {task_type}: "{" ".join(f"{s}:{n}" for s, n in sorted(scenes.items()))}",')
        print("  },")
    print("};")


if __name__ == "__main__":
    main()
