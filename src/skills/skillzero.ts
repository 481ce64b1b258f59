// SkillZero (SKILL0) skill files and curricula (seed-method.md §4): Markdown sections
// `### NAME ###`, the per-episode skill context, the validation-driven withdrawal of skill files
// (`max_set_schedule`), SkillRL-style top-k schedules (`GLOBAL_TOP_K_SCHEDULE=[12,...,0]`) and the
// on-policy helpfulness rule, so a run's skill context shrinks to zero.
import type { SkillBank } from "./bank.js";

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
  pick_and_place: "pick_and_place", pick_two_obj_and_place: "pick_and_place", look_at_obj_in_light: "look_at_obj_in_light",
  pick_heat_then_place_in_recep: "heat", pick_cool_then_place_in_recep: "cool", pick_clean_then_place_in_recep: "clean",
};
const FILE_TO_SECTION: Readonly<Record<string, string>> = {
  general_skills: "GENERAL SKILLS", pick_and_place: "TASK: pick_and_place", look_at_obj_in_light: "TASK: look_at_obj_in_light",
  heat: "TASK: heat", cool: "TASK: cool", clean: "TASK: clean",
};

/** The skill file of a game path or task type (longest family name first: pick_two before pick_and_place). */
export function skillFileFor(taskTypeOrPath: string): string | null {
  const family = Object.keys(TASK_TO_SKILL_FILE).sort((a, b) => b.length - a.length).find((key) => taskTypeOrPath.includes(key));
  return family ? TASK_TO_SKILL_FILE[family] : null;
}

/** `{skill_context}`: GENERAL SKILLS, then the family's section if active, joined by blank lines, plus "\n\n"; "" when none. */
export function skillContext(sections: ReadonlyMap<string, string>, activeFiles: ReadonlySet<string>, taskTypeOrPath: string): string {
  const parts: string[] = [];
  if (activeFiles.has("general_skills") && sections.has(FILE_TO_SECTION.general_skills)) parts.push(sections.get(FILE_TO_SECTION.general_skills)!);
  const file = skillFileFor(taskTypeOrPath);
  if (file && activeFiles.has(file) && sections.has(FILE_TO_SECTION[file])) parts.push(sections.get(FILE_TO_SECTION[file])!);
  return parts.length ? `${parts.join("\n\n")}\n\n` : "";
}

/** A SkillRL/SkillZero JSON bank as SkillZero Markdown sections (numbered `Title: principle. Apply when ...` items). */
export function bankToSections(bank: SkillBank): Map<string, string> {
  const items = (skills: readonly { title: string; principle: string; when_to_apply?: string }[]) =>
    skills.map((s, i) => `${i + 1}. ${s.title}: ${s.principle}${s.when_to_apply ? ` When to apply: ${s.when_to_apply}` : ""}`).join("\n");
  const sections = new Map<string, string>();
  sections.set("GENERAL SKILLS", `Here are some useful general strategies for completing tasks in this environment:\n${items(bank.generalSkills)}`);
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
    throw new Error(`a top-k schedule is a non-empty list of non-negative integers, got ${text}`);
  }
  return values as number[];
}

/**
 * The top-k in force at 1-based `step`: the schedule moves one entry per validation (every
 * `testFreq` steps), so steps 1..testFreq use entry 0, and the last entry (0 = no skills) holds
 * once reached. This is what the data set's SkillRL run logs (`val/global_skill_top_k` 12, 12, 12,
 * 8, 8, 8, 6 at steps 25..175 for `[12,12,12,8,8,8,6,...]`).
 */
export function topKAt(schedule: readonly number[], step: number, testFreq: number): number {
  const index = Math.ceil(Math.max(step, 1) / testFreq) - 1;
  return schedule[Math.min(schedule.length - 1, index)];
}

/**
 * SkillZero's phase index ⌊⌊(step − 1)/test_freq⌋ / validations_per_phase⌋, capped; at step 0 the
 * expression is −1, which Python reads as the last entry (the pre-training validation quirk).
 */
export function curriculumPhase(globalStep: number, testFreq: number, totalSteps: number, scheduleLength: number): number {
  const validations = totalSteps / testFreq;
  if (!Number.isInteger(validations) || validations % scheduleLength !== 0) {
    throw new Error(`total_training_steps/test_freq (${validations}) must be divisible by the schedule length ${scheduleLength}`);
  }
  const phase = Math.floor(Math.floor((globalStep - 1) / testFreq) / (validations / scheduleLength));
  return phase < 0 ? scheduleLength - 1 : Math.min(phase, scheduleLength - 1);
}

/**
 * SkillZero's withdrawal at a validation: δ = success with skills − without, per family, averaged
 * over families sharing a file; files with δ < 0 go; the rest by δ descending; general_skills plus
 * the top (maxSet − 1) task files; maxSet 0 = no skills.
 */
export function withdrawSkillFiles(withSkill: Readonly<Record<string, number>>, withoutSkill: Readonly<Record<string, number>>, maxSet: number): string[] {
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
  /** ONPOLICY_HELPFULNESS_DELTA_THRESHOLD: a skill helps when δ ≥ this. */
  deltaThreshold: number;
  /** ONPOLICY_HELPFULNESS_PATIENCE: evaluations in a row below the threshold before withdrawal. */
  patience: number;
  /** ONPOLICY_HELPFULNESS_REMOVE_PER_ROUND. */
  removePerRound: number;
  /** ONPOLICY_HELPFULNESS_MIN_ACTIVE_SKILLS. */
  minActive: number;
}

export const DEFAULT_HELPFULNESS: HelpfulnessRule = { deltaThreshold: 0.01, patience: 1, removePerRound: 1, minActive: 0 };

/**
 * One helpfulness evaluation: skills whose δ stayed below the threshold for `patience` evaluations
 * are withdrawn, least helpful first, at most `removePerRound`, never below `minActive`.
 * Returns the new active list and the updated strike counts.
 */
export function applyHelpfulness(
  active: readonly string[], deltas: Readonly<Record<string, number>>, strikes: Readonly<Record<string, number>>, rule: HelpfulnessRule = DEFAULT_HELPFULNESS,
): { active: string[]; strikes: Record<string, number>; withdrawn: string[] } {
  const next: Record<string, number> = {};
  for (const skill of active) next[skill] = (deltas[skill] ?? 0) < rule.deltaThreshold ? (strikes[skill] ?? 0) + 1 : 0;
  const due = active.filter((s) => next[s] >= rule.patience).sort((a, b) => (deltas[a] ?? 0) - (deltas[b] ?? 0));
  const room = Math.max(0, active.length - rule.minActive);
  const withdrawn = due.slice(0, Math.min(rule.removePerRound, room));
  for (const s of withdrawn) delete next[s];
  return { active: active.filter((s) => !withdrawn.includes(s)), strikes: next, withdrawn };
}
