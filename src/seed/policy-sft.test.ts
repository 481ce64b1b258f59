// Stage-1 rows for the policy: only won trajectories teach actions, and --take-copies repeats the
// steps that take an object (the decision a small policy learns worst; docs/seed-learn.md).
import { strict as assert } from "node:assert";
import { test } from "node:test";
import { buildPolicySftRows } from "./policy-sft.js";
import { fakeStep, fakeTrajectory } from "./test-support.js";

const steps = ["go to countertop 1", "take apple 1 from countertop 1", "go to fridge 1", "move apple 1 to fridge 1"].map((action, i) =>
  fakeStep(i, { action, prompt: `prompt ${i}`, response: `<think>t</think><action>${action}</action>` }),
);
const won = { ...fakeTrajectory({ trajUid: "won", won: true }), steps };
const lost = { ...fakeTrajectory({ trajUid: "lost", won: false }), steps };

test("take rows are repeated --take-copies more times; other rows and lost trajectories are not", () => {
  const options = { skillShare: 0, maxAnalysisRows: 0, seed: 1 };
  const plain = buildPolicySftRows([won, lost], [], options);
  assert.deepEqual(
    plain.map((row) => row.prompt),
    ["prompt 0", "prompt 1", "prompt 2", "prompt 3"],
  );
  const repeated = buildPolicySftRows([won, lost], [], { ...options, takeCopies: 4 });
  assert.equal(repeated.length, plain.length + 4);
  assert.equal(repeated.filter((row) => row.prompt === "prompt 1").length, 5);
  assert.ok(
    repeated
      .filter((row) => row.prompt === "prompt 1")
      .every((row) => row.response.endsWith("<action>take apple 1 from countertop 1</action>")),
  );
  assert.deepEqual(
    repeated.filter((row) => row.prompt !== "prompt 1"),
    plain.filter((row) => row.prompt !== "prompt 1"),
  );
});
