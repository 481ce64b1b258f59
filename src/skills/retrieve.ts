// Skill retrieval and the exact prompt block of Skill0's SkillsOnlyMemory
// (yilinpotato/Skill0: agent_system/memory/skills_only_memory.py, its retrieval and `format_for_prompt`).
// Template mode only: `file-order` is SOM@c868c33 (the real runs), `keyword` is SOM@HEAD ranking.
import type { Mistake, Skill, SkillBank } from "./bank.js";
import { SeedworldError } from "../platform/errors.js";

export type CategoryRule = "keyword" | "from-gamefile";
export type RankingMode = "file-order" | "keyword";

export interface RetrievalOptions {
  /** General-skill count K (also gates the mistakes section). Default 10. */
  topK: number;
  /** Task-specific skill count; null = all. */
  taskSpecificTopK: number | null;
  ranking: RankingMode;
  /** Allow-lists (global_skill_active_ids / task_specific_skill_active_ids); null = no filter. */
  generalActiveIds: readonly string[] | null;
  taskSpecificActiveIds: readonly string[] | null;
}

export const DEFAULT_RETRIEVAL: RetrievalOptions = {
  topK: 10,
  taskSpecificTopK: null,
  ranking: "file-order",
  generalActiveIds: null,
  taskSpecificActiveIds: null,
};

const MISTAKES_SHOWN = 5;

/** SkillsOnlyMemory `_detect_task_type`'s ALFWorld keyword rules on the lower-cased task description; first match wins. */
export function skillCategoryFromTask(taskDescription: string): string {
  const goal = taskDescription.toLowerCase();
  if (goal.includes("look at") && goal.includes("under")) return "look_at_obj_in_light";
  if (goal.includes("clean")) return "clean";
  if (goal.includes("heat")) return "heat";
  if (goal.includes("cool")) return "cool";
  if (goal.includes("examine") || goal.includes("find")) return "examine";
  return "pick_and_place";
}

const CATEGORY_BY_TASK_ID: Record<number, string> = {
  1: "pick_and_place",
  2: "look_at_obj_in_light",
  3: "clean",
  4: "heat",
  5: "cool",
  6: "pick_and_place",
};

/** The non-default `--skill-category from-gamefile` rule: category from the game's task type id. */
export function skillCategoryFromTaskTypeId(taskTypeId: number): string {
  const category = CATEGORY_BY_TASK_ID[taskTypeId];
  if (!category) throw new SeedworldError("GAME_FORMAT", `no skill category for task type id ${taskTypeId}`);
  return category;
}

const STOP_WORDS = new Set(
  (
    "a an the is are was were be been being have has had do does did will would could should may might shall can " +
    "to of in on at by for with about as into through during before after above below from up down out off over " +
    "under again then once and or but if while that this it its not no any all each every both few more most other " +
    "such same so than too very just when where which who how what there their they them"
  ).split(" "),
);

function tokenSet(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.filter((word) => word.length > 2 && !STOP_WORDS.has(word)));
}

function overlapScore(query: Set<string>, skill: Skill): number {
  const tokens = tokenSet(`${skill.when_to_apply} ${skill.title}`);
  let shared = 0;
  for (const token of tokens) if (query.has(token)) shared += 1;
  return shared / (query.size + tokens.size - shared + 1e-9);
}

/** SOM@HEAD: descending score, ties by file position; empty query keeps file order. */
function rankSkills(skills: Skill[], taskDescription: string): Skill[] {
  const query = tokenSet(` ${taskDescription}`);
  if (query.size === 0) return skills;
  return skills
    .map((skill, index) => ({ skill, index, score: overlapScore(query, skill) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.skill);
}

const isDynamic = (skill: Skill) => skill.skill_id.startsWith("dyn_");

function selectGeneral(bank: SkillBank, options: RetrievalOptions, taskDescription: string): Skill[] {
  const k = Math.max(0, options.topK);
  if (k === 0) return [];
  const dynamic = bank.generalSkills.filter(isDynamic);
  const others = bank.generalSkills.filter((skill) => !isDynamic(skill));
  if (options.ranking === "keyword") {
    const pool = options.generalActiveIds
      ? bank.generalSkills.filter((s) => options.generalActiveIds!.includes(s.skill_id))
      : bank.generalSkills;
    return rankSkills(pool, taskDescription).slice(0, k);
  }
  if (options.generalActiveIds) {
    const allowed = new Set(options.generalActiveIds);
    return [...dynamic, ...others].filter((skill) => allowed.has(skill.skill_id)).slice(0, k);
  }
  // Dynamic (training-time) skills always come first, then the original ones fill up to K.
  return [...dynamic, ...others.slice(0, Math.max(0, k - dynamic.length))].slice(0, k);
}

function selectTaskSpecific(bank: SkillBank, category: string, options: RetrievalOptions, taskDescription: string): Skill[] {
  let skills = bank.taskSpecificSkills[category] ?? [];
  if (options.taskSpecificActiveIds) {
    const allowed = new Set(options.taskSpecificActiveIds);
    skills = skills.filter((skill) => allowed.has(skill.skill_id));
  }
  if (options.ranking === "keyword") skills = rankSkills(skills, taskDescription);
  return options.taskSpecificTopK === null ? skills : skills.slice(0, Math.max(0, options.taskSpecificTopK));
}

export interface RetrievedSkills {
  category: string;
  general: Skill[];
  taskSpecific: Skill[];
  mistakes: Mistake[];
}

export function retrieveSkills(
  bank: SkillBank,
  taskDescription: string,
  category: string,
  options: RetrievalOptions = DEFAULT_RETRIEVAL,
): RetrievedSkills {
  return {
    category,
    general: selectGeneral(bank, options, taskDescription),
    taskSpecific: selectTaskSpecific(bank, category, options, taskDescription),
    mistakes: options.topK > 0 ? bank.commonMistakes.slice(0, MISTAKES_SHOWN) : [],
  };
}

/** `look_at_obj_in_light` → `Look At Obj In Light` (Python's str.title per word). */
export function categoryTitle(category: string): string {
  return category
    .split("_")
    .map((word) => (word ? word[0].toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(" ");
}

/** SkillsOnlyMemory `format_for_prompt`: sections joined by a blank line, no trailing newline. */
export function formatSkillBlock(retrieved: RetrievedSkills): string {
  const sections: string[] = [];
  if (retrieved.general.length > 0) {
    sections.push(["### General Principles", ...retrieved.general.map((s) => `- **${s.title}**: ${s.principle}`)].join("\n"));
  }
  if (retrieved.taskSpecific.length > 0) {
    const lines = [`### ${categoryTitle(retrieved.category)} Skills`];
    for (const skill of retrieved.taskSpecific) {
      lines.push(`- **${skill.title}**: ${skill.principle}`);
      if (skill.when_to_apply) lines.push(`  _Apply when: ${skill.when_to_apply}_`);
    }
    sections.push(lines.join("\n"));
  }
  if (retrieved.mistakes.length > 0) {
    const lines = ["### Mistakes to Avoid"];
    for (const mistake of retrieved.mistakes) {
      if (mistake.description) lines.push(`- **Don't**: ${mistake.description}`);
      if (mistake.how_to_avoid) lines.push(`  **Instead**: ${mistake.how_to_avoid}`);
    }
    sections.push(lines.join("\n"));
  }
  return sections.length > 0 ? sections.join("\n\n") : "No relevant skills found for this task.";
}

export interface SkillSettings {
  bank: SkillBank;
  retrieval: RetrievalOptions;
  categoryRule: CategoryRule;
  onFirstStep: boolean;
}

/** The block for one episode, computed once at reset. */
export function skillBlockForEpisode(
  settings: SkillSettings,
  taskDescription: string,
  taskTypeId: number,
): { block: string; category: string } {
  const category = settings.categoryRule === "keyword" ? skillCategoryFromTask(taskDescription) : skillCategoryFromTaskTypeId(taskTypeId);
  const retrieved = retrieveSkills(settings.bank, taskDescription, category, settings.retrieval);
  return { block: formatSkillBlock(retrieved), category };
}
