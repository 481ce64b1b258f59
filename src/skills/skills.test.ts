import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSkillBank, parseSkillBank } from "./bank.js";
import { DEFAULT_RETRIEVAL, formatSkillBlock, retrieveSkills, skillCategoryFromTask, skillBlockForEpisode } from "./retrieve.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const skillDir = path.resolve(repoRoot, "../shared/seed-data/skillRL");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

// The SkillRL snapshots are BANK plus dyn_* skills; the allow-list of BANK's own general skills
// (global_skill_active_ids) reproduces BANK's blocks, which is what the vectors below are over.
const BANK_GENERAL_IDS = Array.from({ length: 12 }, (_, i) => `gen_${String(i + 1).padStart(3, "0")}`);
const bank = loadSkillBank(path.join(skillDir, "updated_skills_step5.json"));

const VECTORS: [string, number, string, number, string][] = [
  ["put some book on sidetable.", 10, "pick_and_place", 4749, "70d93afd7f02700c"],
  ["put some book on sidetable.", 12, "pick_and_place", 5113, "07259b747fa0fd7a"],
  ["look at book under the desklamp.", 10, "look_at_obj_in_light", 4649, "5da140dfbc6082a8"],
  ["examine the bowl with the desklamp.", 10, "examine", 4986, "505663e9ff074ba1"],
  ["put a clean fork in sidetable.", 10, "clean", 5214, "6422210216d22aea"],
  ["put a clean fork in sidetable.", 12, "clean", 5578, "97849a099d39861e"],
  ["heat some apple and put it in diningtable.", 10, "heat", 4794, "d9f2f8f2c138fe1f"],
  ["put a cool bowl in cabinet.", 10, "cool", 4590, "5876338749c160db"],
  ["find two book and put them in desk.", 10, "examine", 4986, "505663e9ff074ba1"],
];

for (const [task, k, category, chars, hashPrefix] of VECTORS) {
  test(`format_for_prompt skill block: ${task} K=${k}`, () => {
    assert.equal(skillCategoryFromTask(task), category);
    const retrieved = retrieveSkills(bank, task, category, { ...DEFAULT_RETRIEVAL, topK: k, generalActiveIds: BANK_GENERAL_IDS });
    const block = formatSkillBlock(retrieved);
    assert.equal([...block].length, chars);
    assert.equal(sha256(block).slice(0, 16), hashPrefix);
  });
}

test("full hash of the clean K=10 block and its opening lines", () => {
  const retrieved = retrieveSkills(bank, "put a clean fork in sidetable.", "clean", {
    ...DEFAULT_RETRIEVAL,
    generalActiveIds: BANK_GENERAL_IDS,
  });
  const block = formatSkillBlock(retrieved);
  assert.equal(sha256(block), "6422210216d22aea3e6b32e8ce190ea2d045434ddccfbb93b3357b27c51ce470");
  assert.equal(Buffer.byteLength(block, "utf8"), 5226);
  assert.ok(block.startsWith("### General Principles\n- **Systematic Exploration**: Search every plausible"));
});

test("category table quirks: 'put a hot' → pick_and_place, 'find two' → examine", () => {
  assert.equal(skillCategoryFromTask("put a hot mug in sidetable."), "pick_and_place");
  assert.equal(skillCategoryFromTask("put two cd in safe."), "pick_and_place");
  assert.equal(skillCategoryFromTask("examine the alarmclock with the desklamp."), "examine");
});

test("dyn_* skills come first in file-order mode", () => {
  const step30 = loadSkillBank(path.join(skillDir, "updated_skills_step30.json"));
  const retrieved = retrieveSkills(step30, "put a clean fork in sidetable.", "clean", DEFAULT_RETRIEVAL);
  assert.equal(retrieved.general.length, 10);
  assert.ok(retrieved.general.every((skill) => skill.skill_id.startsWith("dyn_")));
  assert.equal(retrieved.general[0].skill_id, "dyn_001");
});

test("K=0 keeps task skills and drops mistakes; an empty bank gives the fallback text", () => {
  const retrieved = retrieveSkills(bank, "put a clean fork in sidetable.", "clean", { ...DEFAULT_RETRIEVAL, topK: 0 });
  assert.ok(formatSkillBlock(retrieved).startsWith("### Clean Skills\n"));
  assert.ok(!formatSkillBlock(retrieved).includes("Mistakes"));
  const empty = parseSkillBank('{"general_skills": [], "task_specific_skills": {}, "common_mistakes": [], "metadata": {}}');
  assert.equal(formatSkillBlock(retrieveSkills(empty, "x", "clean")), "No relevant skills found for this task.");
});

test("HSL fields: L2 skills hidden, underscore fields never rendered", () => {
  const text = JSON.stringify({
    general_skills: [
      { skill_id: "gen_001", title: "A", principle: "pa", when_to_apply: "w", _layer: "L0", _stability_score: 0.7 },
      { skill_id: "gen_002", title: "B", principle: "pb", when_to_apply: "w", _layer: "L2" },
    ],
    task_specific_skills: { clean: [{ skill_id: "cle_001", title: "C", principle: "pc", when_to_apply: "" }] },
    common_mistakes: [],
    metadata: {},
  });
  const block = formatSkillBlock(retrieveSkills(parseSkillBank(text), "clean it", "clean"));
  assert.equal(block, "### General Principles\n- **A**: pa\n\n### Clean Skills\n- **C**: pc");
});

test("keyword ranking (SOM@HEAD) orders by overlap and keeps file order on ties", () => {
  const ranked = retrieveSkills(bank, "put a clean fork in sidetable.", "clean", { ...DEFAULT_RETRIEVAL, ranking: "keyword", topK: 3 });
  assert.equal(ranked.general.length, 3);
  const block = skillBlockForEpisode(
    { bank, retrieval: DEFAULT_RETRIEVAL, categoryRule: "from-gamefile", onFirstStep: false },
    "put a hot mug in sidetable.",
    4,
  );
  assert.equal(block.category, "heat");
});
