// `seedworld skills to-markdown` then `to-json` gives every real bank of the data set back, field
// for field and in key order: ids, when_to_apply, common_mistakes, metadata included.
import { strict as assert } from "node:assert";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { Command } from "commander";
import { register } from "../cli/skills.js";
import { BANK_DATA_SECTION, bankToMarkdownSections, sectionsToBank } from "./skillzero-bank.js";
import { parseSkillMarkdown, renderSkillMarkdown, skillContext } from "./skillzero.js";

const SKILL_RL = resolve(import.meta.dirname, "../../../shared/seed-data/skillRL");
const banks = readdirSync(SKILL_RL)
  .filter((name) => name.endsWith(".json"))
  .sort();

test("every real SkillRL bank survives JSON → markdown → JSON exactly", () => {
  assert.ok(banks.length >= 6);
  for (const name of banks) {
    const raw = JSON.parse(readFileSync(join(SKILL_RL, name), "utf8"));
    const back = sectionsToBank(parseSkillMarkdown(renderSkillMarkdown(bankToMarkdownSections(raw))));
    assert.equal(JSON.stringify(back), JSON.stringify(raw), name);
  }
});

test("odd skills survive too: extra fields, a missing when_to_apply, a title with ': ', a multi-line principle", () => {
  const raw = {
    general_skills: [
      { skill_id: "g1", title: "Odd: title", principle: "line one\nline two  ", _layer: "L2", example: "x" },
      { skill_id: "g2", title: "Plain", principle: "Look first.", when_to_apply: "always" },
    ],
    task_specific_skills: { heat: [{ skill_id: "h1", title: "Heat", principle: "Microwave it.", when_to_apply: "" }] },
    common_mistakes: [{ mistake_id: "m1", description: "d", why_it_happens: "w", how_to_avoid: "h" }],
    metadata: { source: "test" },
    version: 3,
  };
  const markdown = renderSkillMarkdown(bankToMarkdownSections(raw));
  assert.equal(JSON.stringify(sectionsToBank(parseSkillMarkdown(markdown))), JSON.stringify(raw));
  const sections = parseSkillMarkdown(markdown);
  assert.ok(sections.has(BANK_DATA_SECTION));
  const context = skillContext(sections, new Set(["general_skills", "heat"]), "pick_heat_then_place_in_recep");
  assert.ok(
    !context.includes("mistake_id") && context.includes("2. Plain: Look first. When to apply: always"),
    "BANK DATA never reaches {skill_context}",
  );
});

test("the CLI round trip: skills to-markdown then skills to-json writes the bank back", async () => {
  const dir = mkdtempSync(join(tmpdir(), "seedworld-skills-roundtrip-"));
  const run = async (...args: string[]) => {
    const program = new Command();
    register(program);
    await program.parseAsync(["node", "seedworld", "skills", ...args]);
  };
  try {
    const source = join(SKILL_RL, banks.at(-1)!);
    await run("to-markdown", source, "--out", join(dir, "bank.md"));
    await run("to-json", join(dir, "bank.md"), "--out", join(dir, "bank.json"));
    assert.deepEqual(JSON.parse(readFileSync(join(dir, "bank.json"), "utf8")), JSON.parse(readFileSync(source, "utf8")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
