// SkillZero (SKILL0) skill files and curricula (ZJU-REAL/SkillZero, arXiv 2604.02268): Markdown sections
// `### NAME ###`, the per-episode skill context, the validation-driven withdrawal of skill files
// (`max_set_schedule`), SkillRL-style top-k schedules (`GLOBAL_TOP_K_SCHEDULE=[12,...,0]`) and the
// on-policy helpfulness rule, so a run's skill context shrinks to zero.
import type { TemplateSet } from "../agent/prompt-templates.js";
import type { SkillBank } from "./bank.js";
import { SeedworldError } from "../platform/errors.js";

/** Section name → stripped content, in file order (`re.split(r"### (.+?) ###\s*\n")`). */
export function parseSkillMarkdown(text: string): Map<string, string> {
  const parts = text.split(/### (.+?) ###\s*\n/);
  const sections = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) sections.set(parts[i], (parts[i + 1] ?? "").trim());
  return sections;
}

export function renderSkillMarkdown(sections: ReadonlyMap<string, string>): string {
  return [...sections].map(([name, body]) => `### ${name} ###\n${body}\n`).join("\n");
}

/** SkillZero's skill file per task family (Pick2 shares pick_and_place). */
export const TASK_TO_SKILL_FILE: Readonly<Record<string, string>> = {
  pick_and_place: "pick_and_place",
  pick_two_obj_and_place: "pick_and_place",
  look_at_obj_in_light: "look_at_obj_in_light",
  pick_heat_then_place_in_recep: "heat",
  pick_cool_then_place_in_recep: "cool",
  pick_clean_then_place_in_recep: "clean",
};
const FILE_TO_SECTION: Readonly<Record<string, string>> = {
  general_skills: "GENERAL SKILLS",
  pick_and_place: "TASK: pick_and_place",
  look_at_obj_in_light: "TASK: look_at_obj_in_light",
  heat: "TASK: heat",
  cool: "TASK: cool",
  clean: "TASK: clean",
};

/** Every skill file SkillZero knows, general first: the active set before any withdrawal. */
export const ALL_SKILL_FILES: readonly string[] = Object.keys(FILE_TO_SECTION);

/** The skill file of a game path or task type (longest family name first: pick_two before pick_and_place). */
export function skillFileFor(taskTypeOrPath: string): string | null {
  const family = Object.keys(TASK_TO_SKILL_FILE)
    .sort((a, b) => b.length - a.length)
    .find((key) => taskTypeOrPath.includes(key));
  return family ? TASK_TO_SKILL_FILE[family] : null;
}

/** `{skill_context}`: GENERAL SKILLS, then the family's section if active, joined by blank lines, plus "\n\n"; "" when none. */
export function skillContext(sections: ReadonlyMap<string, string>, activeFiles: ReadonlySet<string>, taskTypeOrPath: string): string {
  const parts: string[] = [];
  if (activeFiles.has("general_skills") && sections.has(FILE_TO_SECTION.general_skills))
    parts.push(sections.get(FILE_TO_SECTION.general_skills)!);
  const file = skillFileFor(taskTypeOrPath);
  if (file && activeFiles.has(file) && sections.has(FILE_TO_SECTION[file])) parts.push(sections.get(FILE_TO_SECTION[file])!);
  return parts.length ? `${parts.join("\n\n")}\n\n` : "";
}

/** A SkillRL/SkillZero JSON bank as SkillZero Markdown sections (numbered `Title: principle. Apply when ...` items). */
export function bankToSections(bank: SkillBank): Map<string, string> {
  const items = (skills: readonly { title: string; principle: string; when_to_apply?: string }[]) =>
    skills.map((s, i) => `${i + 1}. ${s.title}: ${s.principle}${s.when_to_apply ? ` When to apply: ${s.when_to_apply}` : ""}`).join("\n");
  const sections = new Map<string, string>();
  sections.set(
    "GENERAL SKILLS",
    `Here are some useful general strategies for completing tasks in this environment:\n${items(bank.generalSkills)}`,
  );
  for (const [category, skills] of Object.entries(bank.taskSpecificSkills)) {
    const file = skillFileFor(category) ?? category;
    sections.set(FILE_TO_SECTION[file] ?? `TASK: ${category}`, `For this task, apply these specific strategies:\n${items(skills)}`);
  }
  return sections;
}

/** `[12,12,8,...,0]` as written in run_config.env. */
export function parseTopKSchedule(text: string): number[] {
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    values = null;
  }
  if (!Array.isArray(values) || values.length === 0 || !values.every((v) => Number.isInteger(v) && v >= 0)) {
    throw new SeedworldError("BAD_OPTION", `a top-k schedule is a non-empty list of non-negative integers, got ${text}`);
  }
  return values as number[];
}

/**
 * How many training steps one schedule entry lasts.
 * - "skill0": Skill0's `_get_scheduled_global_skill_top_k` (yilinpotato/Skill0 `ray_trainer.py`, HEAD
 *   3d65029 and 5b6c37b): phase_len = max(1, ceil(total_training_steps / len(schedule))). The default
 *   16-entry schedule over 100 steps gives 12, 8, 6, 4, 2 at steps 1, 25, 50, 75, 100.
 * - "test-freq": one entry per validation (phase length = test_freq). The data set's run logs
 *   (`val/global_skill_top_k` 12, 12, 12, 8, 8, 8, 6 at steps 25..175) agree with this, and with
 *   "skill0" only if its total was 400 steps (ceil(400/16) = 25 = test_freq; the launcher's default
 *   until 2026-05-21): its run_config.env says 200, under which Skill0 would have logged 8 at step 50.
 */
export type PhaseRule = { kind: "skill0"; totalSteps: number } | { kind: "test-freq"; testFreq: number };

export function phaseLength(schedule: readonly number[], rule: PhaseRule): number {
  return rule.kind === "skill0" ? Math.max(1, Math.ceil(rule.totalSteps / schedule.length)) : Math.max(1, rule.testFreq);
}

/**
 * The top-k in force at 1-based training `step`: entry ⌊(max(step, 1) − 1) / phase length⌋, the last
 * entry (0 = no global skills) holding once reached; a one-entry schedule is constant.
 */
export function topKAt(schedule: readonly number[], step: number, rule: PhaseRule): number {
  if (schedule.length === 1) return schedule[0];
  const index = Math.floor((Math.max(step, 1) - 1) / phaseLength(schedule, rule));
  return schedule[Math.min(schedule.length - 1, index)];
}

/** A numbered item's first line (`N. Title: …`); the lines up to the next one belong to it. */
const ITEM_LINE = /^\s*\d+\.\s/;

/** Intro lines plus the first `k` numbered items of a SkillZero section body ("" when k is 0). */
export function firstItems(body: string, k: number): string {
  if (k <= 0) return "";
  const lines = body.split("\n");
  const itemStarts = lines.flatMap((line, i) => (ITEM_LINE.test(line) ? [i] : []));
  const end = itemStarts.length > k ? itemStarts[k] : lines.length;
  return lines.slice(0, end).join("\n").trimEnd();
}

/** Numbered items of the GENERAL SKILLS section (what a top-k can show at most). */
export const generalSkillCount = (sections: ReadonlyMap<string, string>) =>
  (sections.get(FILE_TO_SECTION.general_skills) ?? "").split("\n").filter((line) => ITEM_LINE.test(line)).length;

/**
 * `{skill_context}` under a global top-k (Skill0's `global_skill_top_k`, SkillZero's section layout):
 * the first k GENERAL SKILLS items, then the episode's task section in full (Skill0's
 * `skillzero_include_task_specific`: the schedule limits global skills only).
 */
export function scheduledSkillContext(
  sections: ReadonlyMap<string, string>,
  taskTypeOrPath: string,
  topK: number,
  activeFiles: ReadonlySet<string> = new Set(ALL_SKILL_FILES),
): string {
  const limited = new Map(sections);
  const general = firstItems(sections.get(FILE_TO_SECTION.general_skills) ?? "", topK);
  if (general) limited.set(FILE_TO_SECTION.general_skills, general);
  else limited.delete(FILE_TO_SECTION.general_skills);
  return skillContext(limited, activeFiles, taskTypeOrPath);
}

/**
 * SkillZero's phase index ⌊⌊(step − 1)/test_freq⌋ / validations_per_phase⌋, capped; at step 0 the
 * expression is −1, which Python reads as the last entry (the pre-training validation quirk).
 */
export function curriculumPhase(globalStep: number, testFreq: number, totalSteps: number, scheduleLength: number): number {
  const validations = totalSteps / testFreq;
  if (!Number.isInteger(validations) || validations % scheduleLength !== 0) {
    throw new SeedworldError(
      "BAD_OPTION",
      `total_training_steps/test_freq (${validations}) must be divisible by the schedule length ${scheduleLength}`,
    );
  }
  const phase = Math.floor(Math.floor((globalStep - 1) / testFreq) / (validations / scheduleLength));
  return phase < 0 ? scheduleLength - 1 : Math.min(phase, scheduleLength - 1);
}

/**
 * SkillZero's withdrawal at a validation: δ = success with skills − without, per family, averaged
 * over families sharing a file; files with δ < 0 go; the rest by δ descending; general_skills plus
 * the top (maxSet − 1) task files; maxSet 0 = no skills.
 */
export function withdrawSkillFiles(
  withSkill: Readonly<Record<string, number>>,
  withoutSkill: Readonly<Record<string, number>>,
  maxSet: number,
): string[] {
  if (maxSet <= 0) return [];
  const deltas = new Map<string, number[]>();
  for (const [family, success] of Object.entries(withSkill)) {
    const file = skillFileFor(family);
    if (!file || withoutSkill[family] === undefined) continue;
    deltas.set(file, [...(deltas.get(file) ?? []), success - withoutSkill[family]]);
  }
  const ranked = [...deltas]
    .map(([file, ds]) => ({ file, delta: ds.reduce((a, b) => a + b, 0) / ds.length }))
    .filter((f) => f.delta >= 0)
    .sort((a, b) => b.delta - a.delta);
  return ["general_skills", ...ranked.slice(0, maxSet - 1).map((f) => f.file)];
}

export interface HelpfulnessRule {
  /** ONPOLICY_HELPFULNESS_DELTA_THRESHOLD: a skill earns a strike when δ ≤ this. */
  deltaThreshold: number;
  /** ONPOLICY_HELPFULNESS_PATIENCE: evaluations in a row at or below the threshold before withdrawal. */
  patience: number;
  /** ONPOLICY_HELPFULNESS_REMOVE_PER_ROUND. */
  removePerRound: number;
  /** ONPOLICY_HELPFULNESS_MIN_ACTIVE_SKILLS. */
  minActive: number;
}

export const DEFAULT_HELPFULNESS: HelpfulnessRule = { deltaThreshold: 0.01, patience: 1, removePerRound: 1, minActive: 0 };

/**
 * One helpfulness evaluation (Skill0 `_maybe_run_onpolicy_helpfulness_eval`): a skill whose δ is at
 * or below the threshold (`delta <= threshold`) gets a strike, any other evaluated skill is reset to
 * 0; a skill without a δ this round (its without-skill validation gave no value) is skipped, its
 * strikes kept. Skills with `patience` strikes are withdrawn, least helpful first, at most
 * `removePerRound`, never below `minActive`. Returns the new active list and the updated strikes.
 */
export function applyHelpfulness(
  active: readonly string[],
  deltas: Readonly<Record<string, number>>,
  strikes: Readonly<Record<string, number>>,
  rule: HelpfulnessRule = DEFAULT_HELPFULNESS,
): { active: string[]; strikes: Record<string, number>; withdrawn: string[] } {
  const next: Record<string, number> = {};
  const due: string[] = [];
  const patience = Math.max(1, rule.patience);
  for (const skill of active) {
    const delta = deltas[skill];
    if (delta === undefined) {
      next[skill] = strikes[skill] ?? 0;
      continue;
    }
    next[skill] = delta <= rule.deltaThreshold ? (strikes[skill] ?? 0) + 1 : 0;
    if (next[skill] >= patience) due.push(skill);
  }
  due.sort((a, b) => deltas[a] - deltas[b]);
  const room = Math.max(0, active.length - rule.minActive);
  const withdrawn = due.slice(0, Math.min(Math.max(1, rule.removePerRound), room));
  for (const s of withdrawn) delete next[s];
  return { active: active.filter((s) => !withdrawn.includes(s)), strikes: next, withdrawn };
}

/** The slot SkillZero's templates carry; rollouts fill it per episode (src/seed/rollout.ts). */
export const SKILL_CONTEXT_SLOT = "{skill_context}";

// ZJU-REAL/SkillZero `agent_system/environments/prompts/alfworld.py` (text, not OCR): verl-agent's
// two templates with `{skill_context}` opening line 2; both keep the space after "tags.".
const SKILLZERO_INSTRUCTIONS = [
  "Now it's your turn to take an action.",
  "You should first reason step-by-step about the current situation. This reasoning process MUST be enclosed within <think> </think> tags. ",
  "Once you've finished your reasoning, you should choose an admissible action for current step and present it within <action> </action> tags.",
].join("\n");

const SKILLZERO_WITH_HISTORY = [
  "",
  "You are an expert agent operating in the ALFRED Embodied Environment. Your task is to: {task_description}",
  "{skill_context}Prior to this step, you have already taken {step_count} step(s). Below are the most recent {history_length} observations and the corresponding actions you took: {action_history}",
  "You are now at step {current_step} and your current observation is: {current_observation}",
  "Your admissible actions of the current situation are: [{admissible_actions}].",
  "",
  SKILLZERO_INSTRUCTIONS,
  "",
].join("\n");

/**
 * The `skillzero` prompt variant. SkillZero has no separate memory template, so `withMemory` is the
 * history template. Its text-mode history lines read `[Observation]: … [Action]: …`; seedworld's
 * prompt builder writes verl-agent's `[Observation n: '…', Action n: '…']` for every variant.
 */
export const SKILLZERO_TEMPLATES: TemplateSet = {
  name: "skillzero",
  noHistory: [
    "",
    "You are an expert agent operating in the ALFRED Embodied Environment.",
    "{skill_context}Your current observation is: {current_observation}",
    "Your admissible actions of the current situation are: [{admissible_actions}].",
    "",
    SKILLZERO_INSTRUCTIONS,
    "",
  ].join("\n"),
  withHistory: SKILLZERO_WITH_HISTORY,
  withMemory: SKILLZERO_WITH_HISTORY,
};

export const hasSkillContextSlot = (templates: TemplateSet) =>
  templates.noHistory.includes(SKILL_CONTEXT_SLOT) || templates.withHistory.includes(SKILL_CONTEXT_SLOT);

/** Put an episode's skill context into a built prompt (the builder leaves unknown slots as written). */
export const fillSkillContext = (prompt: string, context: string) => prompt.split(SKILL_CONTEXT_SLOT).join(context);
