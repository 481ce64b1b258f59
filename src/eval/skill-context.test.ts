// Eval with SkillZero's `{skill_context}`: the prompts carry the first k general skills and the
// task's section, the setting is recorded, and a template without the slot is refused.
import { parseTaskList } from "./tasks.js";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { SilentProgress } from "./progress.js";
import { runEvaluation } from "./runner.js";
import { buildEvalConfig } from "./setup.js";

const SHARED = path.resolve(import.meta.dirname, "../../../shared");
const BANK = path.join(SHARED, "seed-data/skillRL/updated_skills_step5.json");

test("{skill_context} in eval prompts: the first k general skills, then the task's section", async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-skill-context-"));
  try {
    const options = {
      agent: "expert" as const,
      games: [path.join(SHARED, "alfworld")],
      split: "valid_seen",
      tasks: parseTaskList("1"),
      promptVariant: "skillzero",
      skillContext: BANK,
      skillContextTopK: 2,
      out,
    };
    await runEvaluation(await buildEvalConfig(options, new SilentProgress()));
    const folder = path.join(out, "task_1_pick_and_place");
    const journal = readdirSync(folder).find((name) => name.endsWith(".jsonl") && !name.endsWith(".steps.jsonl"))!;
    const bank = JSON.parse(readFileSync(BANK, "utf8"));
    for (const line of readFileSync(path.join(folder, journal), "utf8").split("\n").filter(Boolean)) {
      for (const step of JSON.parse(line).steps) {
        assert.ok(!step.prompt.includes("{skill_context}"), "the slot is filled");
        assert.ok(
          step.prompt.includes(bank.general_skills[0].title) && step.prompt.includes(bank.general_skills[1].title),
          "skills 1 and 2 shown",
        );
        assert.ok(!step.prompt.includes(bank.general_skills[2].title), "skill 3 is past the top-k");
      }
    }
    const state = JSON.parse(readFileSync(path.join(folder, "alfworld_api_eval.state.json"), "utf8"));
    assert.deepEqual(state.settings.skill_context, { source: BANK, global_top_k: 2 });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("--skill-context needs a template with the slot", async () => {
  const options = { agent: "expert" as const, games: [path.join(SHARED, "alfworld")], split: "valid_seen", skillContext: BANK };
  await assert.rejects(buildEvalConfig(options, new SilentProgress()), /needs a template with \{skill_context\}/);
});
