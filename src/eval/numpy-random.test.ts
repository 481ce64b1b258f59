// The TypeScript RandomState against numpy itself (Debian's python3-numpy, which .ci/run installs):
// raw 32-bit outputs and list shuffles for several seeds and sizes must be identical.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { NumpyRandomState } from "./numpy-random.js";
import { verlAgentDraws } from "./plan.js";

const python = ["/usr/bin/python3", "python3"].find((candidate) => spawnSync(candidate, ["-c", "import numpy"]).status === 0);
const required = process.env.SEEDWORLD_REQUIRE_TORCH === "1";
const skip = python ? false : required ? false : "numpy is not installed (apt-get install python3-numpy)";

const CASES: Array<[number, number]> = [
  [0, 10],
  [1000, 3553],
  [1042, 140],
  [4294967295, 7],
  [123456789, 1],
];

test("NumpyRandomState matches numpy's RandomState: raw outputs and legacy list shuffles", { skip }, () => {
  assert.ok(python, "numpy is required here (SEEDWORLD_REQUIRE_TORCH=1)");
  const script = `
import json, sys, numpy as np
out = []
for seed, n in json.loads(sys.argv[1]):
    r = np.random.RandomState(seed)
    doubles = [float(r.random_sample()) for _ in range(5)]
    x = list(range(n)); np.random.RandomState(seed).shuffle(x)
    out.append({"doubles": doubles, "shuffle": x})
print(json.dumps(out))`;
  const result = spawnSync(python!, ["-c", script, JSON.stringify(CASES)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  assert.equal(result.status, 0, result.stderr);
  const expected = JSON.parse(result.stdout) as Array<{ doubles: number[]; shuffle: number[] }>;
  CASES.forEach(([seed, n], index) => {
    // random_sample: 53 bits from two 32-bit outputs (a >> 5, b >> 6), as numpy builds doubles.
    const raw = new NumpyRandomState(seed);
    const doubles = Array.from({ length: 5 }, () => ((raw.nextUint32() >>> 5) * 67108864 + (raw.nextUint32() >>> 6)) / 9007199254740992);
    assert.deepEqual(doubles, expected[index].doubles, `seed ${seed}: raw outputs`);
    const items = Array.from({ length: n }, (_, i) => i);
    assert.deepEqual(new NumpyRandomState(seed).shuffle(items), expected[index].shuffle, `seed ${seed}, ${n} items`);
  });
});

test("verl-agent draws: env i seeded seed + i // group_n, TextWorld's shuffled cycle, later passes reshuffled", { skip }, () => {
  assert.ok(python, "numpy is required here (SEEDWORLD_REQUIRE_TORCH=1)");
  const keys = Array.from({ length: 11 }, (_, i) => `json_2.1.1/valid_seen/game-${String(i).padStart(2, "0")}/game.tw-pddl`);
  // Written from TextWorld's code (textworld_batch.py seed(), utils.py shuffled_cycle), independently of plan.ts.
  const script = `
import json, sys, numpy as np
keys, seed, envs, group_n, rounds = json.loads(sys.argv[1])
def cycle(items, rng):
    elements = []
    for e in items:
        elements.append(e); yield e
    while True:
        rng.shuffle(elements)
        for e in elements: yield e
out = []
for i in range(envs * group_n):
    rng = np.random.RandomState(seed + i // group_n)
    games = list(keys); rng.shuffle(games)
    it = cycle(games, rng)
    out.append([next(it) for _ in range(rounds)])
print(json.dumps(out))`;
  const [seed, envs, groupN, rounds] = [1000, 3, 2, 25];
  const result = spawnSync(python!, ["-c", script, JSON.stringify([keys, seed, envs, groupN, rounds])], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  const perEnv = JSON.parse(result.stdout) as string[][];
  for (let round = 0; round < rounds; round += 1) {
    const draws = verlAgentDraws(keys, seed, envs, groupN, round);
    assert.deepEqual(
      draws.map((draw) => draw.gamefile),
      perEnv.map((games) => games[round]),
      `round ${round}`,
    );
  }
});
