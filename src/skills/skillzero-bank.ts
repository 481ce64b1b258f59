// SkillRL/SkillZero JSON banks and SkillZero markdown, both ways and losslessly. Skills become the
// numbered items `N. Title: principle[ When to apply: …]` of `### GENERAL SKILLS ###` and
// `### TASK: <category> ###` (what `{skill_context}` shows); everything an item cannot carry
// (skill ids, extra fields, common_mistakes, metadata, other top-level keys, text that would not
// parse back the same) goes as JSON into a `### BANK DATA ###` section, which no prompt reads.
// SkillZero's own files (`N. Title: instruction. Apply this when …`) keep the whole instruction as
// the principle and get generated ids.
import { existsSync, readdirSync, statSync } from "node:fs";
import { readTextSync } from "../formats/json.js";
import path from "node:path";
import { loadTemplateSet, type TemplateSet } from "../agent/prompt-templates.js";
import { SeedworldError, SettingError } from "../platform/errors.js";
import { loadSkillBank } from "./bank.js";
import { bankToSections, parseSkillMarkdown, SKILLZERO_TEMPLATES } from "./skillzero.js";

export type BankSkill = Record<string, unknown> & { skill_id: string; title?: string; principle?: string; when_to_apply?: string };

export interface JsonSkillBank {
  general_skills: BankSkill[];
  task_specific_skills: Record<string, BankSkill[]>;
  common_mistakes: unknown[];
  metadata: Record<string, unknown>;
  [key: string]: unknown;
}

/** The section that carries, as JSON, what the numbered items cannot. */
export const BANK_DATA_SECTION = "BANK DATA";
const GENERAL_SECTION = "GENERAL SKILLS";
const GENERAL_INTRO = "Here are some useful general strategies for completing tasks in this environment:";
const TASK_INTRO = "For this task, apply these specific strategies:";
const TEXT_FIELDS = ["title", "principle", "when_to_apply"] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** What the BANK DATA section holds: per section, per item, the fields the item line does not carry. */
interface BankData {
  top_level: Record<string, unknown>;
  items: Record<string, Record<string, unknown>[]>;
}

const WHEN = " When to apply: ";

/** Numbered items of a section body (an item runs until the next numbered line); the intro line is skipped. */
export function sectionItems(body: string): { title: string; principle: string; when_to_apply: string }[] {
  const items: string[] = [];
  for (const line of body.split("\n")) {
    const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
    if (numbered) items.push(numbered[1]);
    else if (items.length > 0 && line.trim()) items[items.length - 1] += `\n${line}`;
  }
  return items.map((item) => {
    const colon = item.indexOf(": ");
    const title = colon >= 0 ? item.slice(0, colon).trim() : "";
    const rest = colon >= 0 ? item.slice(colon + 2) : item;
    const at = rest.lastIndexOf(WHEN);
    return at >= 0
      ? { title, principle: rest.slice(0, at).trim(), when_to_apply: rest.slice(at + WHEN.length).trim() }
      : { title, principle: rest.trim(), when_to_apply: "" };
  });
}

const textOf = (skill: Record<string, unknown>, field: TextField) => (typeof skill[field] === "string" ? (skill[field] as string) : "");

/** One numbered item line for a skill. */
function itemLine(skill: Record<string, unknown>, index: number): string {
  const when = textOf(skill, "when_to_apply");
  return `${index + 1}. ${textOf(skill, "title")}: ${textOf(skill, "principle")}${when ? `${WHEN}${when}` : ""}`;
}

/** The fields of `skill` its item line does not give back as they are (ids, extras, odd text, absent keys). */
function itemData(skill: Record<string, unknown>, parsed: Record<TextField, string>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(skill)) {
    if (!(TEXT_FIELDS as readonly string[]).includes(key) || value !== parsed[key as TextField]) data[key] = value;
  }
  const absent = TEXT_FIELDS.filter((field) => !(field in skill));
  if (absent.length) data.$absent = absent;
  return data;
}

function sectionOf(intro: string, skills: readonly Record<string, unknown>[]): { body: string; data: Record<string, unknown>[] } {
  const body = [intro, ...skills.map(itemLine)].join("\n");
  const parsed = sectionItems(body);
  return { body, data: skills.map((skill, i) => itemData(skill, parsed[i])) };
}

/** A raw JSON bank (as read from the file) as SkillZero markdown sections plus BANK DATA. */
export function bankToMarkdownSections(raw: Record<string, unknown>): Map<string, string> {
  const sections = new Map<string, string>();
  const items: BankData["items"] = {};
  const add = (name: string, intro: string, skills: unknown) => {
    const section = sectionOf(intro, (Array.isArray(skills) ? skills : []) as Record<string, unknown>[]);
    sections.set(name, section.body);
    items[name] = section.data;
  };
  add(GENERAL_SECTION, GENERAL_INTRO, raw.general_skills);
  for (const [category, skills] of Object.entries((raw.task_specific_skills ?? {}) as Record<string, unknown>))
    add(`TASK: ${category}`, TASK_INTRO, skills);
  const topLevel = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== "general_skills" && key !== "task_specific_skills"));
  sections.set(BANK_DATA_SECTION, JSON.stringify({ top_level: topLevel, items } satisfies BankData, null, 2));
  return sections;
}

/** One skill back from its item and its BANK DATA entry (absent: a generated id). */
function skillFrom(item: Record<TextField, string>, data: Record<string, unknown> | undefined, generatedId: string): BankSkill {
  const { $absent, ...stored } = data ?? {};
  const skill: Record<string, unknown> = { skill_id: generatedId, ...item, ...stored };
  for (const field of (Array.isArray($absent) ? $absent : []) as TextField[]) delete skill[field];
  // File order of the real banks: skill_id, title, principle, when_to_apply, then the rest.
  const { skill_id, title, principle, when_to_apply, ...rest } = skill;
  return JSON.parse(JSON.stringify({ skill_id, title, principle, when_to_apply, ...rest })) as BankSkill;
}

function readBankData(body: string | undefined, source: string | null): BankData | null {
  if (body === undefined) return null;
  try {
    return JSON.parse(body) as BankData;
  } catch (error) {
    throw new SeedworldError(
      "BAD_FILE",
      `${source ?? "skill markdown"}: the ### ${BANK_DATA_SECTION} ### section is not JSON (${(error as Error).message})`,
    );
  }
}

/** `GENERAL SKILLS` → general_skills; `TASK: <name>` → task_specific_skills[<name>]; BANK DATA restores the rest; other sections are reported. */
export function sectionsToBank(sections: ReadonlyMap<string, string>, source: string | null = null): JsonSkillBank {
  const data = readBankData(sections.get(BANK_DATA_SECTION), source);
  const bank: JsonSkillBank = {
    general_skills: [],
    task_specific_skills: {},
    common_mistakes: [],
    metadata: { source_format: "skillzero-markdown", source },
  };
  const ignored: string[] = [];
  for (const [name, body] of sections) {
    if (name === BANK_DATA_SECTION) continue;
    const stored = data?.items[name] ?? [];
    if (name === GENERAL_SECTION) {
      const list = bank.general_skills;
      list.push(...sectionItems(body).map((item, i) => skillFrom(item, stored[i], `gen_${String(list.length + i + 1).padStart(3, "0")}`)));
    } else if (name.startsWith("TASK: ")) {
      const category = name.slice("TASK: ".length).trim();
      const list = (bank.task_specific_skills[category] ??= []);
      list.push(
        ...sectionItems(body).map((item, i) => skillFrom(item, stored[i], `${category}_${String(list.length + i + 1).padStart(3, "0")}`)),
      );
    } else {
      ignored.push(name);
    }
  }
  if (data)
    return { general_skills: bank.general_skills, task_specific_skills: bank.task_specific_skills, ...data.top_level } as JsonSkillBank;
  if (ignored.length) bank.metadata.ignored_sections = ignored;
  return bank;
}

/** A markdown file, or every `.md` file of a SkillZero `skills/<env>/` folder except the merged `*_nl.md` (its sections repeat the others). */
export function readSkillMarkdown(input: string): Map<string, string> {
  const files = statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((name) => name.endsWith(".md") && !name.endsWith("_nl.md"))
        .sort()
        .map((name) => path.join(input, name))
    : [input];
  const sections = new Map<string, string>();
  for (const file of files) for (const [name, body] of parseSkillMarkdown(readTextSync(file))) sections.set(name, body);
  return sections;
}

/** SkillZero sections from a markdown file, a `skills/<env>/` folder of them, or a JSON bank; errors name the file and the setting that gave it. */
export function loadSkillSections(file: string, setting: string): Map<string, string> {
  if (!existsSync(file)) throw new SettingError((n) => `${n(setting)}: ${file} does not exist`);
  const sections = file.endsWith(".json") ? bankToSections(loadSkillBank(file)) : readSkillMarkdown(file);
  if (sections.size === 0) throw new SettingError((n) => `${n(setting)}: ${file} has no "### NAME ###" sections`, "BAD_FILE");
  return sections;
}

/** A template set by name: SkillZero's `{skill_context}` set, a built-in one, or a JSON file. */
export const templateSetNamed = (name: string): TemplateSet =>
  name === SKILLZERO_TEMPLATES.name ? SKILLZERO_TEMPLATES : loadTemplateSet(name);
