// `seedworld skills ...`: SkillZero skill files and schedules.
import { positive } from "./numbers.js";
import { readFileSync, writeFileSync } from "node:fs";
import type { Command } from "commander";
import { loadSkillBank } from "../skills/bank.js";
import { bankToSections, parseSkillMarkdown, parseTopKSchedule, renderSkillMarkdown, topKAt } from "../skills/skillzero.js";
import { readSkillMarkdown, sectionsToBank } from "../skills/skillzero-bank.js";

export function register(program: Command): void {
  const skills = program.command("skills").description("skill banks: SkillRL/SkillZero JSON and SkillZero markdown, top-k schedules");
  skills
    .command("to-markdown <bank>")
    .description("write a SkillRL/SkillZero JSON bank (or re-normalise a markdown file) as SkillZero `### NAME ###` sections")
    .option("--out <file>", "output file (default: stdout)")
    .action((bank: string, opts: { out?: string }) => {
      const sections = bank.endsWith(".md") ? parseSkillMarkdown(readFileSync(bank, "utf8")) : bankToSections(loadSkillBank(bank));
      const text = renderSkillMarkdown(sections);
      if (opts.out) writeFileSync(opts.out, text);
      else process.stdout.write(text);
    });
  skills
    .command("to-json <markdown>")
    .description("SkillZero markdown (a file, or a skills/<env>/ folder of them) as a SkillRL/SkillZero JSON bank")
    .option("--out <file>", "output file (default: stdout)")
    .action((input: string, opts: { out?: string }) => {
      const text = JSON.stringify(sectionsToBank(readSkillMarkdown(input), input), null, 2) + "\n";
      if (opts.out) writeFileSync(opts.out, text);
      else process.stdout.write(text);
    });
  skills
    .command("schedule <schedule>")
    .description("the top-k in force at each validation of a GLOBAL_TOP_K_SCHEDULE such as [12,12,8,...,0]")
    .requiredOption("--total-steps <n>", "training steps")
    .requiredOption("--test-freq <n>", "steps between validations")
    .action((text: string, opts: { totalSteps: string; testFreq: string }) => {
      const schedule = parseTopKSchedule(text);
      const total = positive(opts.totalSteps, "--total-steps");
      const freq = positive(opts.testFreq, "--test-freq");
      for (let step = freq; step <= total; step += freq) process.stdout.write(`step ${step}: top_k ${topKAt(schedule, step, freq)}\n`);
    });
}
