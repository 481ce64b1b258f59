// The analyzer prompt's two forms: SEED's as it is, and the compact one a small policy's context holds.
import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzerPromptFor } from "./analyzer.js";
import { ruleAnalysisAnswer } from "./rule-analyzer.js";
import { fakeStep, fakeTrajectory } from "./test-support.js";
import type { Trajectory } from "./types.js";

/** A lost 50-step trajectory that walks between two drawers with its thoughts, one reply without tags. */
function longWalk(): Trajectory {
  const steps = Array.from({ length: 50 }, (_, i) => {
    const place = `drawer ${1 + (i % 2)}`;
    return fakeStep(i, {
      anchor: `You arrive at ${place}. The ${place} is closed.`,
      response: `<think>I need a pen and I am at the drawer ${2 - (i % 2)} and I should go to the ${place} next.</think><action>go to ${place}</action>`,
      action: `go to ${place}`,
    });
  });
  steps[9] = { ...steps[9], response: "I will look around the room for the pen now, then go on", action: "", valid: false };
  steps[40] = { ...steps[40], response: "no tags here either", action: "", valid: false };
  return fakeTrajectory({ taskDescription: "put a pen in desk.", won: false, steps }, 0);
}

test("the compact analyzer prompt keeps SEED's text, cuts replies to their action and leaves out the middle of long trajectories", () => {
  const trajectory = longWalk();
  const seed = analyzerPromptFor(trajectory);
  const compact = analyzerPromptFor(trajectory, "compact");
  // The same header and episode context, up to the steps.
  const header = (prompt: string) => prompt.slice(0, prompt.indexOf("Step 0\n"));
  assert.equal(header(compact), header(seed));
  // Steps 0–7 and 34–49 under their own numbers, a line for the rest.
  const numbers = [...compact.matchAll(/(?:^|: )Step (\d+)$/gm)].map((m) => Number(m[1]));
  assert.deepEqual(numbers, [...Array(8).keys(), ...Array.from({ length: 16 }, (_, i) => 34 + i)]);
  assert.match(compact, /^Step 7\n[^]*?\n\(steps 8–33 left out\)\nStep 34\n/m);
  assert.doesNotMatch(compact, /<think>/);
  assert.match(
    compact,
    /: Step 0\nObservation: You arrive at drawer 1\. The drawer 1 is closed\.\nResponse: <action>go to drawer 1<\/action>\nStep 1\n/m,
  );
  // An invalid reply is shown (cut) and said to be invalid; valid steps carry no validity line.
  assert.match(compact, /^Step 40\nObservation: [^\n]*\nResponse: no tags here either\nAction valid: false\n/m);
  assert.equal(compact.match(/Action valid/g)?.length, 1);
  assert.ok(compact.length < seed.length / 3, `${compact.length} vs ${seed.length} characters`);
  // Short trajectories lose only their thoughts.
  const short = fakeTrajectory({ steps: trajectory.steps.slice(0, 24) }, 0);
  assert.equal([...analyzerPromptFor(short, "compact").matchAll(/(?:^|: )Step \d+$/gm)].length, 24);
  assert.doesNotMatch(analyzerPromptFor(short, "compact"), /left out/);
});

test("the rule analyzer reads either form: the steps taken are the last step's number + 1", () => {
  const trajectory = longWalk();
  const seed = JSON.parse(ruleAnalysisAnswer(analyzerPromptFor(trajectory))) as Record<string, string>;
  const compact = JSON.parse(ruleAnalysisAnswer(analyzerPromptFor(trajectory, "compact"))) as Record<string, string>;
  assert.match(seed.episode_summary, /^The agent took 50 step\(s\) and did not complete the task: put a pen in desk\./);
  assert.equal(compact.episode_summary, seed.episode_summary);
  // Loops are counted over the steps the prompt shows, step 0 included: all 50 in SEED's form, 24 in the
  // compact one (steps 0–7 and 34–49, step 40 invalid).
  assert.match(seed.episode_skill, /avoid looping on "go to drawer 1" \(24x\), "go to drawer 2" \(24x\)/);
  assert.match(seed.episode_skill, /\(2 step\(s\) were invalid\)/);
  assert.match(compact.episode_skill, /avoid looping on "go to drawer 2" \(12x\), "go to drawer 1" \(11x\)/);
  assert.match(compact.episode_skill, /\(1 step\(s\) were invalid\)/);
});
