// Reader for SkillRL / SkillZero skill banks (the format of yilinpotato/Skill0's
// memory_data/alfworld/claude_style_skills.json) and the
// diff between consecutive `updated_skills_stepN.json` snapshots.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { skillBankSchema as bankSchema, type Mistake, type Skill } from "../formats/skill-bank.js";
import { BadFileError } from "./errors.js";
import { readJsonFile } from "../formats/json.js";
import { parseWith } from "./validate.js";

export type { Mistake, Skill };

export interface SkillBank {
  file: string;
  /** Training step from `..._stepN.json`; undefined for a bank without one. */
  step?: number;
  generalSkills: Skill[];
  taskSpecificSkills: Record<string, Skill[]>;
  commonMistakes: Mistake[];
  metadata?: Record<string, unknown>;
}

export interface SkillBankCounts {
  general: number;
  /** Dynamically added skills (`dyn_*`, appended to general_skills during training). */
  dynamic: number;
  taskSpecific: Record<string, number>;
  taskSpecificTotal: number;
  mistakes: number;
}

/** An entry is identified by `<section>/<id>`: `general/dyn_003`, `clean/cle_002`, `mistakes/err_001`. */
export interface SkillBankDiff {
  from: string;
  to: string;
  fromStep?: number;
  toStep?: number;
  added: string[];
  removed: string[];
  changed: string[];
}

const STEP_IN_NAME = /step[_-]?(\d+)\.json$/i;

export async function readSkillBank(file: string): Promise<SkillBank> {
  const bank = parseWith(bankSchema, await readJsonFile(file), file);
  const step = STEP_IN_NAME.exec(path.basename(file));
  return {
    file,
    step: step ? Number(step[1]) : undefined,
    generalSkills: bank.general_skills,
    taskSpecificSkills: bank.task_specific_skills,
    commonMistakes: bank.common_mistakes,
    metadata: bank.metadata,
  };
}

/** True when a parsed JSON document has the skill-bank shape (used by folder detection). */
export function looksLikeSkillBank(document: unknown): boolean {
  return typeof document === "object" && document !== null && Array.isArray((document as { general_skills?: unknown }).general_skills);
}

export function countSkills(bank: SkillBank): SkillBankCounts {
  const taskSpecific = Object.fromEntries(Object.entries(bank.taskSpecificSkills).map(([k, v]) => [k, v.length]));
  return {
    general: bank.generalSkills.length,
    dynamic: bank.generalSkills.filter((s) => s.skill_id.startsWith("dyn_")).length,
    taskSpecific,
    taskSpecificTotal: Object.values(taskSpecific).reduce((a, b) => a + b, 0),
    mistakes: bank.commonMistakes.length,
  };
}

export function diffSkillBanks(before: SkillBank, after: SkillBank): SkillBankDiff {
  const old = entriesOf(before);
  const now = entriesOf(after);
  return {
    from: before.file,
    to: after.file,
    fromStep: before.step,
    toStep: after.step,
    added: [...now.keys()].filter((k) => !old.has(k)),
    removed: [...old.keys()].filter((k) => !now.has(k)),
    changed: [...now.keys()].filter((k) => old.has(k) && old.get(k) !== now.get(k)),
  };
}

function entriesOf(bank: SkillBank): Map<string, string> {
  const entries = new Map<string, string>();
  for (const skill of bank.generalSkills) entries.set(`general/${skill.skill_id}`, visibleContent(skill));
  for (const [category, skills] of Object.entries(bank.taskSpecificSkills)) {
    for (const skill of skills) entries.set(`${category}/${skill.skill_id}`, visibleContent(skill));
  }
  for (const mistake of bank.commonMistakes) entries.set(`mistakes/${mistake.mistake_id}`, visibleContent(mistake));
  return entries;
}

/** Content without underscore bookkeeping fields (HSL scores change every cycle). */
function visibleContent(entry: Record<string, unknown>): string {
  const visible = Object.keys(entry)
    .filter((k) => !k.startsWith("_"))
    .sort()
    .map((k) => [k, entry[k]]);
  return JSON.stringify(visible);
}

/** Every skill bank JSON directly in `dir`, ordered by step (then name). */
export async function readSkillBankFolder(dir: string): Promise<SkillBank[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new BadFileError(dir, `cannot list folder (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  const banks: SkillBank[] = [];
  for (const name of names.filter((n) => n.endsWith(".json"))) {
    const file = path.join(dir, name);
    if (looksLikeSkillBank(await readJsonFile(file))) banks.push(await readSkillBank(file));
  }
  return sortSnapshots(banks);
}

export function sortSnapshots(banks: SkillBank[]): SkillBank[] {
  return [...banks].sort((a, b) => (a.step ?? -1) - (b.step ?? -1) || a.file.localeCompare(b.file));
}

export function diffConsecutive(banks: SkillBank[]): SkillBankDiff[] {
  return banks.slice(1).map((bank, index) => diffSkillBanks(banks[index], bank));
}
