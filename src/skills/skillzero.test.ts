import { strict as assert } from "node:assert";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { loadSkillBank } from "./bank.js";
import {
  applyHelpfulness,
  bankToSections,
  curriculumPhase,
  firstItems,
  parseSkillMarkdown,
  parseTopKSchedule,
  phaseLength,
  renderSkillMarkdown,
  scheduledSkillContext,
  skillContext,
  skillFileFor,
  topKAt,
  withdrawSkillFiles,
  type PhaseRule,
} from "./skillzero.js";

const skillRL = resolve(import.meta.dirname, "../../../shared/seed-data/skillRL");

const markdown = `### GENERAL SKILLS ###
Here are some useful general strategies:
1. Look first: scan receptacles.

### TASK: heat ###
For this heat-and-place task, apply these specific strategies:
1. Microwave: heat it.
### TASK: pick_and_place ###
1. Carry: one object at a time.
`;

test("SkillZero markdown: sections by `### NAME ###`, round trip, per-episode skill context", () => {
  const sections = parseSkillMarkdown(markdown);
  assert.deepEqual([...sections.keys()], ["GENERAL SKILLS", "TASK: heat", "TASK: pick_and_place"]);
  assert.equal(sections.get("TASK: heat"), "For this heat-and-place task, apply these specific strategies:\n1. Microwave: heat it.");
  assert.deepEqual(parseSkillMarkdown(renderSkillMarkdown(sections)), sections);
  const all = new Set(["general_skills", "heat", "pick_and_place"]);
  const heat = skillContext(sections, all, "json_2.1.1/train/pick_heat_then_place_in_recep-Mug-None-CounterTop-1/trial/game.tw-pddl");
  assert.equal(heat, `${sections.get("GENERAL SKILLS")}\n\n${sections.get("TASK: heat")}\n\n`);
  assert.equal(skillFileFor("pick_two_obj_and_place-Book-None-Bed-3"), "pick_and_place", "Pick2 shares the pick-and-place file");
  assert.equal(
    skillContext(sections, new Set(["general_skills"]), "pick_heat_then_place_in_recep"),
    `${sections.get("GENERAL SKILLS")}\n\n`,
  );
  assert.equal(skillContext(sections, new Set(), "pick_heat_then_place_in_recep"), "");
});

test("a real SkillRL JSON bank converts to SkillZero sections", () => {
  const bank = loadSkillBank(join(skillRL, "updated_skills_step5.json"));
  const sections = bankToSections(bank);
  assert.ok(sections.get("GENERAL SKILLS")!.split("\n").length === bank.generalSkills.length + 1);
  assert.ok([...sections.keys()].some((k) => k.startsWith("TASK: ")));
  assert.match(sections.get("GENERAL SKILLS")!, /^Here are some useful general strategies[^\n]*\n1\. /);
});

test("top-k schedule: Skill0's phase length ceil(T/len); the default 16-entry schedule over 100 steps", () => {
  const schedule = parseTopKSchedule("[12,12,12,8,8,8,6,6,6,4,4,4,2,2,2,0]");
  const rule = { kind: "skill0", totalSteps: 100 } as const;
  assert.equal(phaseLength(schedule, rule), 7);
  assert.deepEqual(
    [1, 25, 50, 75, 100].map((step) => topKAt(schedule, step, rule)),
    [12, 8, 6, 4, 2],
  );
  assert.equal(topKAt(schedule, 0, rule), 12, "step 0 reads as step 1 (max(step, 1))");
  assert.equal(topKAt([5], 1000, rule), 5, "a one-entry schedule is constant");
  assert.throws(() => parseTopKSchedule("[12, -1]"));
});

test("top-k schedule: the data set's logged val/global_skill_top_k (one entry per validation = phase length test_freq)", () => {
  const runDir = join(resolve(import.meta.dirname, "../../../shared/seed-data"), "任务1 A800");
  const config = Object.fromEntries(
    readFileSync(join(runDir, "run_config.env"), "utf8")
      .split("\n")
      .filter((l) => l.includes("="))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
  const schedule = parseTopKSchedule(config.GLOBAL_TOP_K_SCHEDULE);
  assert.equal(schedule.at(-1), 0);
  const logged = readFileSync(join(runDir, "metrics.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l))
    .filter((r) => typeof r.metrics["val/global_skill_top_k"] === "number");
  assert.ok(logged.length >= 5);
  const testFreq = Math.min(...logged.map((r) => r.step));
  const matches = (rule: PhaseRule) => logged.every((r) => topKAt(schedule, r.step, rule) === r.metrics["val/global_skill_top_k"]);
  assert.ok(matches({ kind: "test-freq", testFreq }), "one entry per validation reproduces the log");
  assert.ok(matches({ kind: "skill0", totalSteps: 400 }), "so does Skill0's rule with the launcher's then-default 400 steps");
  assert.ok(
    !matches({ kind: "skill0", totalSteps: Number(config.TOTAL_TRAINING_STEPS) }),
    "not with the 200 steps its run_config.env records",
  );
  assert.equal(topKAt(schedule, 10_000, { kind: "test-freq", testFreq }), 0, "the context shrinks to zero");
});

test("scheduled {skill_context}: the first k general items, the task section in full; k = 0 leaves the task section", () => {
  const sections = parseSkillMarkdown(
    "### GENERAL SKILLS ###\nIntro:\n1. A: a.\n2. B: b\n   more b.\n3. C: c.\n### TASK: heat ###\n1. Heat: heat it.\n",
  );
  const heat = "pick_heat_then_place_in_recep-Mug-None-CounterTop-1";
  assert.equal(scheduledSkillContext(sections, heat, 2), "Intro:\n1. A: a.\n2. B: b\n   more b.\n\n1. Heat: heat it.\n\n");
  assert.equal(scheduledSkillContext(sections, heat, 12), `${sections.get("GENERAL SKILLS")}\n\n1. Heat: heat it.\n\n`);
  assert.equal(scheduledSkillContext(sections, heat, 0), "1. Heat: heat it.\n\n");
  assert.equal(scheduledSkillContext(sections, "pick_cool_then_place_in_recep", 0), "");
  assert.equal(firstItems("Intro:\n1. A\n2. B", 1), "Intro:\n1. A");
});

test("SkillZero curriculum: phase index with the step-0 quirk, withdrawal by validation δ", () => {
  // total 180, test_freq 10 → 18 validations, 3 phases of 6.
  assert.equal(curriculumPhase(10, 10, 180, 3), 0);
  assert.equal(curriculumPhase(60, 10, 180, 3), 0);
  assert.equal(curriculumPhase(70, 10, 180, 3), 1);
  assert.equal(curriculumPhase(180, 10, 180, 3), 2);
  assert.equal(curriculumPhase(0, 10, 180, 3), 2, "Python's index -1: the pre-training validation uses the last entry");
  assert.throws(() => curriculumPhase(10, 10, 170, 3));
  const withSkill = {
    pick_and_place: 0.6,
    pick_two_obj_and_place: 0.4,
    pick_heat_then_place_in_recep: 0.5,
    pick_cool_then_place_in_recep: 0.2,
    look_at_obj_in_light: 0.9,
  };
  const without = {
    pick_and_place: 0.5,
    pick_two_obj_and_place: 0.3,
    pick_heat_then_place_in_recep: 0.2,
    pick_cool_then_place_in_recep: 0.3,
    look_at_obj_in_light: 0.8,
  };
  // δ: pick_and_place file (0.1 + 0.1)/2 = 0.1, heat 0.3, cool −0.1 (dropped), look 0.1.
  assert.deepEqual(withdrawSkillFiles(withSkill, without, 6), ["general_skills", "heat", "pick_and_place", "look_at_obj_in_light"]);
  assert.deepEqual(withdrawSkillFiles(withSkill, without, 3), ["general_skills", "heat", "pick_and_place"]);
  assert.deepEqual(withdrawSkillFiles(withSkill, without, 0), []);
});

test("helpfulness rule (Skill0): a strike when δ ≤ threshold, a missing δ skipped, least helpful withdrawn first", () => {
  const rule = { deltaThreshold: 0.01, patience: 2, removePerRound: 1, minActive: 1 };
  let state = { active: ["a", "b", "c"], strikes: {} as Record<string, number> };
  let step = applyHelpfulness(state.active, { a: 0.2, b: 0.01, c: -0.1 }, state.strikes, rule);
  assert.deepEqual(step.withdrawn, [], "first strike only");
  assert.equal(step.strikes.b, 1, "δ equal to the threshold is a strike (<=)");
  state = step;
  step = applyHelpfulness(state.active, { a: 0.2, b: 0.0, c: -0.1 }, state.strikes, rule);
  assert.deepEqual(step.withdrawn, ["c"], "least helpful first, one per round");
  state = step;
  step = applyHelpfulness(state.active, { a: 0.0 }, state.strikes, rule);
  assert.deepEqual(step.withdrawn, [], "b has no δ this round: skipped, not counted as 0");
  assert.equal(step.strikes.b, 2, "its strikes are kept");
  step = applyHelpfulness(step.active, { a: 0.0, b: 0.0 }, step.strikes, rule);
  assert.deepEqual(step.withdrawn, ["a"], "a and b are both due; ties keep list order");
  step = applyHelpfulness(step.active, { b: -1 }, { b: 5 }, rule);
  assert.deepEqual(step.active, ["b"], "minActive keeps the last one");
});
