// SEED's signal on a real local model: the tiny GGUF the test builds, run by node-llama-cpp.
// Student = the sampled tokens under the ordinary prompt, teacher = the same tokens with the
// episode-skill block inserted; Δ, the gate and the advantages follow from them by hand.
import { strict as assert } from "node:assert";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { LlamaBackend } from "../agent/llama/llama-backend.js";
import { writeTinyGguf } from "../agent/llama/tiny-model.js";
import { buildAugmentedPrompt } from "./augment.js";
import { DEFAULT_CREDIT, computeCredit } from "./credit.js";

const PROMPT = "you arrive at countertop 1. on the countertop 1, you see a mug 1. your task is to: put a cool mug in cabinet.";
const RESPONSE = " <think> the mug 1 is here. i will take it. </think> <action> take mug 1 from countertop 1 </action>";
const SKILL = "cool the mug in the fridge before you put it in the cabinet.";

let dir: string;
let scorer: LlamaBackend;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "seedworld-llama-credit-"));
  const file = join(dir, "tiny.gguf");
  writeTinyGguf(file, { contextMix: 0.5 });
  scorer = await LlamaBackend.load({ modelPath: file, contextSize: 2048, sequences: 1 });
});

after(async () => {
  await scorer?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("teacher and student log-probs of the same tokens: equal for the same context, shifted by the skill block; credit by hand", async () => {
  const tokens = await scorer.tokenizeResponse(RESPONSE);
  const student = await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds: tokens });
  const same = await scorer.scoreResponse({ prompt: PROMPT, responseTokenIds: tokens });
  same.forEach((x, i) => assert.ok(Math.abs(x - student[i]) <= 1e-4, `token ${i}: ${x} vs ${student[i]}`));
  const teacher = await scorer.scoreResponse({ prompt: buildAugmentedPrompt(PROMPT, SKILL), responseTokenIds: tokens });
  assert.equal(teacher.length, tokens.length);
  assert.ok(
    teacher.some((t, i) => Math.abs(t - student[i]) > 1e-4),
    "the skill context changes some log-probs",
  );

  const rows = computeCredit(
    [
      {
        uid: "g",
        trajUid: "won",
        won: true,
        steps: [{ valid: true, anchor: "start", studentLogprobs: student, teacherLogprobs: teacher }],
      },
      { uid: "g", trajUid: "lost", won: false, steps: [{ valid: true, anchor: "start", studentLogprobs: student, teacherLogprobs: null }] },
    ],
    DEFAULT_CREDIT,
  );
  rows[0].delta!.forEach((d, k) => {
    assert.ok(Math.abs(d - (teacher[k] - student[k])) < 1e-12);
    assert.ok(Math.abs(rows[0].gate![k] - 1 / (1 + Math.exp(-5 * d))) < 1e-12);
  });
  // Scores 10 and 0: μ = 5, unbiased σ = 5√2.
  const expected = 5 / (5 * Math.SQRT2 + 1e-6);
  assert.ok(Math.abs(rows[0].advantage - expected) < 1e-12);
  assert.ok(Math.abs(rows[1].advantage + expected) < 1e-12);
  assert.deepEqual(
    rows[1].opdMask,
    tokens.map(() => 0),
  );
});
