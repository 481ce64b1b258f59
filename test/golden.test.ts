// Behaviour preservation: the CLI's outputs (eval layouts, replay and expert JSON, generated games,
// SEED stage files, report JSON) hash to what they did when expected.json was recorded (before the
// redesign of issue 19), clock-dependent values masked. See test/golden/capture.ts.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { captureGolden, EXPECTED_FILE, maskClock } from "./golden/capture.js";

test("clock masking hides run ids, times and measured seconds, nothing else", () => {
  const text =
    '{"run_id": "20261205_072528", "created_at": "2026-12-05T07:25:28.870+00:00", "latency_s": 0.25, "timing_s/gen": 1.5, "episodes_committed_bytes": 24472, "steps": 7}';
  assert.equal(
    maskClock(text),
    '{"run_id": "<STAMP>", "created_at": "<TIME>", "latency_s": <MEASURED>, "timing_s/gen": <MEASURED>, "episodes_committed_bytes": <MEASURED>, "steps": 7}',
  );
});

test("the CLI's outputs are byte-identical to the recorded ones", () => {
  const expected = JSON.parse(readFileSync(EXPECTED_FILE, "utf8")) as Record<string, string>;
  const scratch = mkdtempSync(path.join(tmpdir(), "seedworld-golden-"));
  try {
    const actual = captureGolden(scratch);
    assert.deepEqual(Object.keys(actual).sort(), Object.keys(expected).sort(), "the same output files");
    const changed = Object.keys(expected).filter((name) => actual[name] !== expected[name]);
    assert.deepEqual(changed, [], `outputs changed (rerun with --keep to inspect): ${changed.join(", ")}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
