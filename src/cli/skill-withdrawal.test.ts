// SkillZero's validation-driven withdrawal driving a run: with --skill-validate-every, each round
// ends with the validation games played with and without skills, and the next round's prompts
// carry only the skill files kept (general skills plus the best task files, at most --skill-max-set).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
const SHARED = path.resolve(import.meta.dirname, "../../../shared");
const BANK = path.join(SHARED, "seed-data/skillRL/updated_skills_step5.json");

test("withdrawal keeps at most --skill-max-set skill files and the next round's prompts show only those", {
  skip: existsSync(bin) ? false : "not built",
}, () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-withdrawal-"));
  try {
    execFileSync(
      process.execPath,
      [
        bin,
        "seed",
        "iterate",
        "--agent",
        "expert",
        "--prompt-variant",
        "skillzero",
        "--skills",
        BANK,
        "--skill-validate-every",
        "1",
        "--skill-validation-games",
        "6",
        "--skill-max-set",
        "3",
        "--rounds",
        "2",
        "--scorer",
        "cache-lm",
        "--analyzer",
        "rules",
        "--games",
        path.join(SHARED, "alfworld"),
        "--split",
        "valid_train",
        "--tasks-per-round",
        "2",
        "--group-size",
        "2",
        "--max-steps",
        "8",
        "--out",
        out,
      ],
      { stdio: "pipe", env: { ...process.env, ALFWORLD_DATA: "" } },
    );
    const first = JSON.parse(readFileSync(path.join(out, "round_0000/round.json"), "utf8"));
    assert.equal(first.active_skill_files.length, 6, "every file before the first validation");
    assert.equal(first.active_skill_files_after.length, 3);
    assert.equal(first.active_skill_files_after[0], "general_skills");
    const second = JSON.parse(readFileSync(path.join(out, "round_0001/round.json"), "utf8"));
    assert.deepEqual(second.active_skill_files, first.active_skill_files_after, "the next round runs with the kept files");
    const dropped = first.active_skill_files.filter((file: string) => !first.active_skill_files_after.includes(file));
    const rollouts = readFileSync(path.join(out, "round_0001/rollouts.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    for (const trajectory of rollouts)
      for (const step of trajectory.steps) for (const file of dropped) assert.ok(!step.prompt.includes(`TASK: ${file}`), file);
    for (const name of ["validation_with_skills.jsonl", "validation_without_skills.jsonl"])
      assert.ok(existsSync(path.join(out, "round_0000", name)), name);
    const metrics = readFileSync(path.join(out, "metrics.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line).metrics);
    assert.deepEqual(
      metrics.map((m) => m["seed/skill_context/active_files"]),
      [6, 3],
    );
    assert.ok(
      metrics.every((m) => typeof m["val/skills/success_with"] === "number" && typeof m["val/skills/success_without"] === "number"),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
