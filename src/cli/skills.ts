// `seedworld skills ...`: SkillZero skill files and schedules.
import { positiveInt } from "./options.js";
import { Option } from "commander";
import { writeFileAtomic } from "../formats/atomic.js";
import { readJson, readTextSync } from "../formats/json.js";
import type { Command } from "commander";
import { loadSkillBank } from "../skills/bank.js";
import { bankToMarkdownSections } from "../skills/skillzero-bank.js";
import { parseSkillMarkdown, parseTopKSchedule, renderSkillMarkdown, topKAt, type PhaseRule } from "../skills/skillzero.js";
import { readSkillMarkdown, sectionsToBank } from "../skills/skillzero-bank.js";

/** The bank file as written (every field, L2 skills included), after the schema check that names the file. */
function readRawBank(file: string): Record<string, unknown> {
  loadSkillBank(file);
  return readJson<Record<string, unknown>>(file);
}

/** A converted file: to `--out` (written whole) or to stdout. */
function emit(text: string, out: string | undefined): void {
  if (out) writeFileAtomic(out, text);
  else process.stdout.write(text);
}

export function register(program: Command): void {
  const skills = program.command("skills").description("skill banks: SkillRL/SkillZero JSON and SkillZero markdown, top-k schedules");
  skills
    .command("to-markdown <bank>")
    .description(
      "write a SkillRL/SkillZero JSON bank (or re-normalise a markdown file) as SkillZero `### NAME ###` sections; ids, common_mistakes and metadata travel in `### BANK DATA ###`, so to-json gives the bank back",
    )
    .option("--out <file>", "output file (default: stdout)")
    .action((bank: string, opts: { out?: string }) => {
      const sections = bank.endsWith(".md") ? parseSkillMarkdown(readTextSync(bank)) : bankToMarkdownSections(readRawBank(bank));
      emit(renderSkillMarkdown(sections), opts.out);
    });
  skills
    .command("to-json <markdown>")
    .description("SkillZero markdown (a file, or a skills/<env>/ folder of them) as a SkillRL/SkillZero JSON bank")
    .option("--out <file>", "output file (default: stdout)")
    .action((input: string, opts: { out?: string }) => {
      emit(JSON.stringify(sectionsToBank(readSkillMarkdown(input), input), null, 2) + "\n", opts.out);
    });
  skills
    .command("schedule <schedule>")
    .description("the top-k in force at step 1 and at each validation of a GLOBAL_TOP_K_SCHEDULE such as [12,12,8,...,0]")
    .requiredOption("--total-steps <n>", "training steps", positiveInt)
    .requiredOption("--test-freq <n>", "steps between validations", positiveInt)
    .addOption(
      new Option(
        "--phase <rule>",
        "skill0 (Skill0: ceil(total/len) steps per entry) or test-freq (one entry per validation, as the data set's run logged)",
      )
        .choices(["skill0", "test-freq"])
        .default("skill0"),
    )
    .action((text: string, opts: { totalSteps: number; testFreq: number; phase: "skill0" | "test-freq" }) => {
      const schedule = parseTopKSchedule(text);
      const total = opts.totalSteps;
      const freq = opts.testFreq;
      const rule = phaseRuleOf(opts.phase, total, freq);
      process.stdout.write(`step 1: top_k ${topKAt(schedule, 1, rule)}\n`);
      for (let step = freq; step <= total; step += freq) process.stdout.write(`step ${step}: top_k ${topKAt(schedule, step, rule)}\n`);
    });
}

/** `--phase` (and `seed iterate --skill-phase`; commander checks the choice) as a PhaseRule. */
export function phaseRuleOf(name: "skill0" | "test-freq", totalSteps: number, testFreq: number): PhaseRule {
  return name === "skill0" ? { kind: "skill0", totalSteps } : { kind: "test-freq", testFreq };
}
