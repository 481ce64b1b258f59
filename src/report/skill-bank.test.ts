import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import { countSkills, diffConsecutive, diffSkillBanks, readSkillBank, readSkillBankFolder } from "./skill-bank.js";
import { removeTree, skillRlDir, tempTree } from "./test-support.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));

test("reads the six real SkillRL snapshots in step order", async () => {
  const banks = await readSkillBankFolder(skillRlDir);
  assert.deepEqual(
    banks.map((b) => b.step),
    [5, 10, 15, 20, 25, 30],
  );
  assert.deepEqual(
    banks.map((b) => countSkills(b).general),
    [15, 18, 21, 24, 27, 30],
  );
  assert.deepEqual(
    banks.map((b) => countSkills(b).dynamic),
    [3, 6, 9, 12, 15, 18],
  );
  const first = countSkills(banks[0]);
  assert.deepEqual(first.taskSpecific, { pick_and_place: 5, look_at_obj_in_light: 5, clean: 6, heat: 5, cool: 5, examine: 6 });
  assert.equal(first.taskSpecificTotal, 32);
  assert.equal(first.mistakes, 11);
  assert.equal(banks[0].metadata?.total_memories_analyzed, 223);
  assert.equal(banks[0].generalSkills[14].title, "Track Unexamined Containers Systematically");
});

test("consecutive real snapshots only add three dyn_ skills each", async () => {
  const diffs = diffConsecutive(await readSkillBankFolder(skillRlDir));
  assert.equal(diffs.length, 5);
  assert.deepEqual(diffs[0].added, ["general/dyn_004", "general/dyn_005", "general/dyn_006"]);
  assert.deepEqual(diffs[4].added, ["general/dyn_016", "general/dyn_017", "general/dyn_018"]);
  for (const diff of diffs) {
    assert.deepEqual(diff.removed, []);
    assert.deepEqual(diff.changed, []);
  }
});

const skill = (id: string, principle: string, extra: Record<string, unknown> = {}) => ({
  skill_id: id,
  title: id,
  principle,
  when_to_apply: "always",
  ...extra,
});

test("diff finds added, removed and changed entries and ignores underscore bookkeeping", async () => {
  const dir = await tempTree({
    "updated_skills_step1.json": {
      general_skills: [skill("gen_001", "a", { _stability_score: 0.1 }), skill("gen_002", "b")],
      task_specific_skills: { clean: [skill("cle_001", "rinse")] },
      common_mistakes: [{ mistake_id: "err_001", description: "loops", why_it_happens: "x", how_to_avoid: "y" }],
    },
    "updated_skills_step2.json": {
      general_skills: [skill("gen_001", "a", { _stability_score: 0.9 }), skill("dyn_001", "new")],
      task_specific_skills: { clean: [skill("cle_001", "rinse twice")] },
      common_mistakes: [],
    },
  });
  temps.push(dir);
  const [before, after_] = await readSkillBankFolder(dir);
  const diff = diffSkillBanks(before, after_);
  assert.deepEqual(diff.added, ["general/dyn_001"]);
  assert.deepEqual(diff.removed, ["general/gen_002", "mistakes/err_001"]);
  assert.deepEqual(diff.changed, ["clean/cle_001"]);
});

test("a bank missing a required field is an error naming the file and the key", async () => {
  const dir = await tempTree({ "bank.json": { general_skills: [{ skill_id: "gen_001", title: "t" }] } });
  temps.push(dir);
  await assert.rejects(readSkillBank(path.join(dir, "bank.json")), (error: unknown) => {
    assert.equal((error as Error).message, `${path.join(dir, "bank.json")}: key "general_skills.0.principle" is missing`);
    return true;
  });
});
