#!/usr/bin/env python3
"""Count each ALFRED floor plan's receptacles from ALFWorld's layouts (alfworld/gen/layouts).

Prints, per plan:
- "plans": the receptacle classes present (named in FloorPlan<N>-objects.json or listed in
  FloorPlan<N>-openable.json) and how many instances openable.json lists (0: present, never listed);
- "groups": same-class listed instances that share one viewpoint (group sizes per class): x, z and
  rotation of the listed viewpoint coincide and so does the camera horizon the trials record, which
  is recomputed as they do (a camera CAMERA_HEIGHT up looking at the receptacle's height over its
  distance, snapped to 15 degrees).
This is where src/games/generate/floorplans.ts's FLOOR_PLANS and SHARED_GROUPS come from.

Usage: python3 scripts/data/floorplans-from-layouts.py GIT_DIR_OF_alfworld/alfworld [REV]
(a bare clone works: the files are read with `git show`).
"""
import collections
import json
import math
import subprocess
import sys

RECEPTACLES = """ArmChair BathtubBasin Bed Cabinet Cart CoffeeMachine CoffeeTable CounterTop Desk DiningTable
Drawer Dresser Fridge GarbageCan HandTowelHolder LaundryHamper Microwave Ottoman PaintingHanger Safe Shelf
SideTable SinkBasin Sofa StoveBurner TVStand Toaster Toilet ToiletPaperHanger TowelHolder""".split()
CAMERA_HEIGHT = 1.7
KINDS = {"kitchen": 0, "livingroom": 200, "bedroom": 300, "bathroom": 400}


def show(git_dir, rev, path):
    out = subprocess.run(["git", "--git-dir", git_dir, "show", f"{rev}:{path}"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def plan(git_dir, rev, scene):
    base = f"alfworld/gen/layouts/FloorPlan{scene}"
    named = set(show(git_dir, rev, f"{base}-objects.json"))
    listed = collections.Counter(key.split("|")[0] for key in show(git_dir, rev, f"{base}-openable.json"))
    classes = sorted(c for c in RECEPTACLES if c in named or listed[c] > 0)
    return {c: listed[c] for c in classes}


def groups(git_dir, rev, scene):
    viewpoints = collections.defaultdict(list)
    for key, (x, z, rotation, _horizon) in show(git_dir, rev, f"alfworld/gen/layouts/FloorPlan{scene}-openable.json").items():
        cls, ox, oy, oz = key.split("|")[0], *map(float, key.split("|")[1:4])
        horizon = round(math.degrees(math.atan2(CAMERA_HEIGHT - oy, math.hypot(ox - x, oz - z))) / 15) * 15
        viewpoints[(x, z, rotation, horizon)].append(cls)
    out = collections.defaultdict(list)
    for classes in viewpoints.values():
        for cls, n in collections.Counter(classes).items():
            if n > 1:
                out[cls].append(n)
    return {cls: sorted(sizes, reverse=True) for cls, sizes in sorted(out.items())}


def main():
    git_dir = sys.argv[1]
    rev = sys.argv[2] if len(sys.argv) > 2 else "HEAD"
    out = {
        "plans": {kind: [plan(git_dir, rev, base + i) for i in range(1, 31)] for kind, base in KINDS.items()},
        "groups": {kind: {base + i: g for i in range(1, 31) if (g := groups(git_dir, rev, base + i))} for kind, base in KINDS.items()},
    }
    json.dump(out, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
