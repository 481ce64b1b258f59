// Prompt templates as data. Each set holds the three verl-agent/Skill0 templates; the builder
// (prompt.ts) only fills slots, so a user-supplied JSON file with the same three keys works too.
// Texts are byte-exact copies of yilinpotato/Skill0: agent_system/environments/prompts/alfworld.py
// (`skill0`: the blob at c868c33 = HEAD 3d65029; `verl`: the same file at Skill0's first commit
// 01030a6, aiming-lab/SkillRL's wording) (leading "\n", trailing "\n").
import { readJson } from "../formats/json.js";
import { BadFileError, SeedworldError, zodProblem } from "../platform/errors.js";
import { z } from "zod";

export interface TemplateSet {
  name: string;
  /** First step (or history disabled): {current_observation}, {admissible_actions}. */
  noHistory: string;
  /** Later steps: {task_description}, {step_count}, {history_length}, {action_history}, {current_step}, {current_observation}, {admissible_actions}. */
  withHistory: string;
  /** Later steps with skills: as withHistory plus {retrieved_memories}. */
  withMemory: string;
}

const SKILL0_INSTRUCTIONS = [
  "Now it's your turn to take an action.",
  "Your assistant response may already begin inside an opened <think> block.",
  "Keep the reasoning very short, then close it with </think> immediately.",
  "Immediately after that, copy exactly one command from the admissible actions list and put only that command inside <action> </action> tags.",
  "The final response format must end as </think><action>exact admissible command</action>.",
  "Do not invent commands. Do not write explanations inside <action>. Do not output more than one action.",
  "If you already know the command, close </think> right away and output the action immediately.",
].join("\n");

// verl-agent wording: the NO_HIS template keeps a trailing space after "tags." (upstream quirk).
const verlInstructions = (trailingSpace: boolean): string =>
  [
    "Now it's your turn to take an action.",
    "You should first reason step-by-step about the current situation. This reasoning process MUST be enclosed within <think> </think> tags." +
      (trailingSpace ? " " : ""),
    "Once you've finished your reasoning, you should choose an admissible action for current step and present it within <action> </action> tags.",
  ].join("\n");

const NO_HIS_HEAD = [
  "",
  "You are an expert agent operating in the ALFRED Embodied Environment.",
  "Your current observation is: {current_observation}",
  "Your admissible actions of the current situation are: [{admissible_actions}].",
  "",
].join("\n");

const PROGRESS_LINES = [
  "Prior to this step, you have already taken {step_count} step(s). Below are the most recent {history_length} observations and the corresponding actions you took: {action_history}",
  "You are now at step {current_step} and your current observation is: {current_observation}",
  "Your admissible actions of the current situation are: [{admissible_actions}].",
  "",
].join("\n");

const TASK_LINE = "You are an expert agent operating in the ALFRED Embodied Environment. Your task is to: {task_description}";

const WITH_HIS_HEAD = ["", TASK_LINE, PROGRESS_LINES].join("\n");

const WITH_MEMORY_HEAD = [
  "",
  TASK_LINE,
  "",
  "## Retrieved Relevant Experience",
  "",
  "{retrieved_memories}",
  "",
  "## Current Progress",
  "",
  PROGRESS_LINES,
].join("\n");

function makeSet(name: string, noHisTail: string, hisTail: string): TemplateSet {
  return {
    name,
    noHistory: `${NO_HIS_HEAD}\n${noHisTail}\n`,
    withHistory: `${WITH_HIS_HEAD}\n${hisTail}\n`,
    withMemory: `${WITH_MEMORY_HEAD}\n${hisTail}\n`,
  };
}

/** Built-in sets: `skill0` (the wording of the real DeepSeek runs, default) and `verl` (upstream, Seed-AlfWorld-3B training). */
export const BUILTIN_TEMPLATE_SETS: Record<string, TemplateSet> = {
  skill0: makeSet("skill0", SKILL0_INSTRUCTIONS, SKILL0_INSTRUCTIONS),
  verl: makeSet("verl", verlInstructions(true), verlInstructions(false)),
};

const templateFileSchema = z.object({
  name: z.string().optional(),
  no_history: z.string(),
  with_history: z.string(),
  with_memory: z.string().optional(),
});

/**
 * Resolve a template set by built-in name or by the path of a JSON file
 * `{"no_history": "...", "with_history": "...", "with_memory": "..."}`.
 * A file without `with_memory` cannot be used with skills (withMemory falls back to withHistory).
 */
export function loadTemplateSet(nameOrPath: string): TemplateSet {
  const builtin = BUILTIN_TEMPLATE_SETS[nameOrPath];
  if (builtin) return builtin;
  if (!nameOrPath.endsWith(".json")) {
    throw new SeedworldError(
      "BAD_OPTION",
      `unknown prompt variant "${nameOrPath}" (built-in: ${Object.keys(BUILTIN_TEMPLATE_SETS).join(", ")}; or a .json file)`,
    );
  }
  const checked = templateFileSchema.safeParse(readJson(nameOrPath));
  if (!checked.success) throw new BadFileError(nameOrPath, `not a prompt template file (${zodProblem(checked.error)})`);
  const parsed = checked.data;
  return {
    name: parsed.name ?? nameOrPath,
    noHistory: parsed.no_history,
    withHistory: parsed.with_history,
    withMemory: parsed.with_memory ?? parsed.with_history,
  };
}
