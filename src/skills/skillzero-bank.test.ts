// JSON bank → SkillZero markdown → JSON bank keeps every skill; SkillZero's own item style parses.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSkillBank, parseSkillBank } from "./bank.js";
import { bankToSections, parseSkillMarkdown, renderSkillMarkdown } from "./skillzero.js";
import { readSkillMarkdown, sectionItems, sectionsToBank } from "./skillzero-bank.js";

const BANK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/seed-data/skillRL/updated_skills_step30.json");

test("a real SkillRL bank survives JSON → markdown → JSON (titles, principles, when-to-apply)", () => {
  const bank = loadSkillBank(BANK);
  const markdown = renderSkillMarkdown(bankToSections(bank));
  const back = parseSkillBank(JSON.stringify(sectionsToBank(parseSkillMarkdown(markdown))));
  const strip = (skills: readonly { title: string; principle: string; when_to_apply?: string }[]) =>
    skills.map((s) => ({ title: s.title, principle: s.principle.trim(), when_to_apply: (s.when_to_apply ?? "").trim() }));
  assert.ok(bank.generalSkills.length > 0);
  assert.deepEqual(strip(back.generalSkills), strip(bank.generalSkills));
  for (const [category, skills] of Object.entries(bank.taskSpecificSkills)) {
    const file = category === "pick_two_obj_and_place" ? "pick_and_place" : category;
    assert.deepEqual(strip(back.taskSpecificSkills[file] ?? []).slice(0, skills.length), strip(skills), category);
  }
});

test("SkillZero-style files: intro skipped, numbered items with multi-line bodies, folder read without the merged file", () => {
  const body =
    "For this heat-and-place task, apply these specific strategies:\n1. Heat First: Use the microwave before placing. Apply this after picking up the object.\n2. Check: Look\n   twice.";
  assert.deepEqual(sectionItems(body), [
    { title: "Heat First", principle: "Use the microwave before placing. Apply this after picking up the object.", when_to_apply: "" },
    { title: "Check", principle: "Look\n   twice.", when_to_apply: "" },
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), "seedworld-skillzero-"));
  try {
    writeFileSync(
      path.join(dir, "general_skills.md"),
      "### GENERAL SKILLS ###\nHere are some useful general strategies for completing tasks in this environment:\n1. Explore: Visit each receptacle once.\n",
    );
    writeFileSync(path.join(dir, "heat.md"), `### TASK: heat ###\n${body}\n`);
    writeFileSync(path.join(dir, "alfworld_skills_nl.md"), "### GENERAL SKILLS ###\n1. Duplicate: should not be read.\n");
    const bank = sectionsToBank(readSkillMarkdown(dir));
    assert.deepEqual(
      bank.general_skills.map((s) => s.skill_id + " " + s.title),
      ["gen_001 Explore"],
    );
    assert.deepEqual(
      bank.task_specific_skills.heat.map((s) => s.skill_id),
      ["heat_001", "heat_002"],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
