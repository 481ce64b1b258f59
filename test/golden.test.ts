// Behaviour preservation: the CLI's outputs (see test/golden/capture.ts for the commands) are
// what test/golden/ holds: readable files under out/ and the exact bytes' digests in digests.txt.
// A failure names the outputs that changed and shows the first differing line of each; an intended
// change is re-recorded with `node --import tsx test/golden/capture.ts --write` and reviewed as a
// git diff.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { POLICY_DEFAULTS } from "../src/agent/policies.js";
import { captureGolden, DIGESTS_FILE, GOLDEN_DIR, goldenFiles, goldenView, maskPlaces, recordedViews, viewJson } from "./golden/capture.js";

test("only where the checkout lies is masked: trial ids, timeout_s and byte counters stay", () => {
  const scratch = "/tmp/seedworld-golden-x";
  const text = `{"gamefile": "${scratch}/json_2.1.1/valid_seen/a/trial_T20190909_094708_361033/game.tw-pddl", "timeout_s": 600, "episodes_committed_bytes": 24472}`;
  assert.equal(
    maskPlaces(text, scratch),
    '{"gamefile": "<OUT>/json_2.1.1/valid_seen/a/trial_T20190909_094708_361033/game.tw-pddl", "timeout_s": 600, "episodes_committed_bytes": 24472}',
  );
});

test("a view shows every value: multi-line strings as their lines, long arrays wrapped", () => {
  const record = { prompt: "a\n\nb", ids: Array.from({ length: 20 }, (_, i) => i), nested: [{ x: null }] };
  assert.equal(
    viewJson(record),
    [
      "{",
      '  "prompt": """',
      "    a",
      "",
      "    b",
      '    """,',
      '  "ids": [',
      "    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,",
      "    16, 17, 18, 19",
      "  ],",
      '  "nested": [',
      "    {",
      '      "x": null',
      "    }",
      "  ]",
      "}",
    ].join("\n"),
  );
  const line = JSON.stringify({ text: "x".repeat(500) });
  assert.deepEqual(goldenView("run/a.jsonl", Buffer.from(`${line}\n${line}\n`)), [
    "run/a.jsonl.view",
    `// line 1\n${viewJson({ text: "x".repeat(500) })}\n\n// line 2\n${viewJson({ text: "x".repeat(500) })}\n`,
  ]);
  assert.deepEqual(goldenView("run/short.json", Buffer.from('{"a": 1}\n')), ["run/short.json", '{"a": 1}\n']);
  assert.equal(goldenView("run/x.parquet", Buffer.from([0x50, 0x41, 0x52, 0x31, 0, 0xff])), null);
});

// The planted change of issue 27: with POLICY_DEFAULTS.timeoutS at 30 instead of 600 the capture
// changed 28 golden files (each eval task's state and trajectory file). Here, cheaply: the
// recorded outputs carry the default as it is, unmasked, so a new default cannot pass unseen.
test("the golden files record POLICY_DEFAULTS.timeoutS as it is", () => {
  const views = recordedViews();
  const states = [...views].filter(([name]) => name.endsWith("alfworld_api_eval.state.json"));
  assert.ok(states.length >= 6, "eval task states are among the golden files");
  for (const [name, text] of states) {
    const state = JSON.parse(text) as { operational: { timeout_s: number } };
    assert.equal(state.operational.timeout_s, POLICY_DEFAULTS.timeoutS, name);
  }
});

/** The first line where two texts differ, as "line N: -old / +new". */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split("\n");
  const b = actual.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `line ${i + 1}:\n    - ${a[i] ?? "(end)"}\n    + ${b[i] ?? "(end)"}`;
  return "(same text)";
}

test("the CLI's outputs are the recorded golden files", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "seedworld-golden-"));
  try {
    const { views, digests } = goldenFiles(captureGolden(scratch));
    const recorded = recordedViews();
    const problems: string[] = [];
    for (const name of new Set([...views.keys(), ...recorded.keys()])) {
      const want = recorded.get(name);
      const got = views.get(name);
      if (want === undefined) problems.push(`new output ${name}`);
      else if (got === undefined) problems.push(`missing output ${name}`);
      else if (want !== got) problems.push(`${name} ${firstDifference(want, got)}`);
    }
    const wantDigests = readFileSync(DIGESTS_FILE, "utf8");
    if (problems.length === 0 && wantDigests !== digests)
      problems.push(`bytes changed that no view shows (spacing, binary files): digests.txt ${firstDifference(wantDigests, digests)}`);
    assert.deepEqual(
      problems,
      [],
      `outputs differ from ${path.relative(process.cwd(), GOLDEN_DIR)}; an intended change is re-recorded with ` +
        "`node --import tsx test/golden/capture.ts --write` and reviewed with `git diff test/golden`",
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
