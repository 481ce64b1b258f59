// Skill banks in the SkillRL / Skill0 (SkillZero) JSON format (Skill0's memory_data/alfworld/claude_style_skills.json, written by
// skill_generation/alfworld.py; SkillRL's updated_skills_stepN.json snapshots):
// general_skills, task_specific_skills{category: Skill[]}, common_mistakes, metadata.
// Unknown fields are kept out of the typed view; `_layer` (HSL) is read to hide L2 skills.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseJsonText } from "../formats/json.js";
import { skillBankSchema as bankSchema, type Mistake, type Skill } from "../formats/skill-bank.js";

export type { Mistake, Skill };
import { SeedworldError, zodProblem } from "../platform/errors.js";

export interface SkillBank {
  generalSkills: Skill[];
  taskSpecificSkills: Record<string, Skill[]>;
  commonMistakes: Mistake[];
  metadata: Record<string, unknown>;
  /** sha256 hex of the file bytes (recorded in the run settings). */
  sha256: string;
  path: string | null;
}

/** HSL's L2 skills (`_layer: "L2"`) are internalised and no longer shown in the prompt. */
const shownInPrompt = (skill: Skill) => skill._layer !== "L2";

export function parseSkillBank(text: string, path: string | null = null): SkillBank {
  const where = path ?? "skill bank";
  const json = parseJsonText(text, where);
  const parsed = bankSchema.safeParse(json);
  if (!parsed.success) throw new SeedworldError("BAD_FILE", `${where}: not a skill bank (${zodProblem(parsed.error)})`);
  const raw = parsed.data;
  const taskSpecificSkills: Record<string, Skill[]> = {};
  for (const [category, skills] of Object.entries(raw.task_specific_skills)) {
    taskSpecificSkills[category] = skills.filter(shownInPrompt);
  }
  return {
    generalSkills: raw.general_skills.filter(shownInPrompt),
    taskSpecificSkills,
    commonMistakes: raw.common_mistakes,
    metadata: raw.metadata,
    sha256: createHash("sha256").update(text, "utf8").digest("hex"),
    path,
  };
}

export function loadSkillBank(path: string): SkillBank {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new SeedworldError(
      "BAD_FILE",
      `${path}: cannot read the skill bank (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  return parseSkillBank(text, path);
}

/** ALFWorld banks are recognised by a `pick_and_place` or `clean` category (SOM). */
export function isAlfworldBank(bank: SkillBank): boolean {
  return "pick_and_place" in bank.taskSpecificSkills || "clean" in bank.taskSpecificSkills;
}
