// SkillZero markdown back to a SkillRL/SkillZero JSON bank: the other direction of
// `bankToSections` (skillzero.ts), so either format can be edited and fed to either consumer.
// Items are the numbered lines `N. Title: principle[ When to apply: …]`; SkillZero's own files
// (`N. Title: instruction. Apply this when …`) keep the whole instruction as the principle.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseSkillMarkdown } from "./skillzero.js";

export interface BankSkill {
  skill_id: string;
  title: string;
  principle: string;
  when_to_apply: string;
}

export interface JsonSkillBank {
  general_skills: BankSkill[];
  task_specific_skills: Record<string, BankSkill[]>;
  common_mistakes: never[];
  metadata: Record<string, unknown>;
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

/** `GENERAL SKILLS` → general_skills; `TASK: <name>` → task_specific_skills[<name>]; other sections are reported. */
export function sectionsToBank(sections: ReadonlyMap<string, string>, source: string | null = null): JsonSkillBank {
  const bank: JsonSkillBank = { general_skills: [], task_specific_skills: {}, common_mistakes: [], metadata: { source_format: "skillzero-markdown", source } };
  const ignored: string[] = [];
  for (const [name, body] of sections) {
    const items = sectionItems(body);
    if (name === "GENERAL SKILLS") {
      bank.general_skills.push(...items.map((item, i) => ({ skill_id: `gen_${String(bank.general_skills.length + i + 1).padStart(3, "0")}`, ...item })));
    } else if (name.startsWith("TASK: ")) {
      const category = name.slice("TASK: ".length).trim();
      const list = (bank.task_specific_skills[category] ??= []);
      list.push(...items.map((item, i) => ({ skill_id: `${category}_${String(list.length + i + 1).padStart(3, "0")}`, ...item })));
    } else {
      ignored.push(name);
    }
  }
  if (ignored.length) bank.metadata.ignored_sections = ignored;
  return bank;
}

/** A markdown file, or every `.md` file of a SkillZero `skills/<env>/` folder except the merged `*_nl.md` (its sections repeat the others). */
export function readSkillMarkdown(input: string): Map<string, string> {
  const files = statSync(input).isDirectory()
    ? readdirSync(input).filter((name) => name.endsWith(".md") && !name.endsWith("_nl.md")).sort().map((name) => path.join(input, name))
    : [input];
  const sections = new Map<string, string>();
  for (const file of files) for (const [name, body] of parseSkillMarkdown(readFileSync(file, "utf8"))) sections.set(name, body);
  return sections;
}
