// The SEED hindsight-skill analyzer prompt, byte for byte (zhangdw156/SEED
// `seed/analysis.py` `_build_default_episode_analysis_prompt`, mode episode_only with summary).
import { lastActionTag } from "../agent/projection.js";
import type { RolloutStep } from "./types.js";

/**
 * `seed`: SEED's prompt as it is, every step with its observation and whole reply. `compact`: the same
 * prompt with each reply cut to its `<action>` tag, `Action valid` said only of invalid steps, and the
 * middle of long trajectories left out (the first 8 and the last 16 steps kept, under their own
 * numbers), so that a 50-step trajectory fits a small policy's context (seedworld's; SEED's own
 * analyzer has a 3B model's).
 */
export type AnalyzerPromptForm = "seed" | "compact";
export const ANALYZER_PROMPT_FORMS: readonly AnalyzerPromptForm[] = ["seed", "compact"];

export type EpisodeOutcome = "success" | "failure" | "unknown";

/** Each instruction ends with a space, as upstream (it lands at the end of list item 2). */
export const EPISODE_SKILL_INSTRUCTIONS: Record<EpisodeOutcome, string> = {
  success:
    "Write one episode_skill that extracts the successful trajectory into workflow: the core decision rule and action ordering that made this trajectory work. ",
  failure:
    "Write one episode_skill that extracts the failed trajectory into avoidance rules: the core mistake and warning signs that agent should avoid. ",
  unknown:
    "Write one episode_skill distilled from the trajectory. If it succeeded, extract the successful workflow; if it failed, extract the avoidance rules. ",
};

/** `success` if success ≥ 1.0, `failure` otherwise, `unknown` when not recorded. */
export function outcomeLabel(success: number | boolean | null | undefined): EpisodeOutcome {
  if (success === null || success === undefined) return "unknown";
  return Number(success) >= 1.0 ? "success" : "failure";
}

export interface AnalyzerStep {
  observation: string;
  response: string;
  /** Omitted line when unknown. */
  valid?: boolean | null;
}

/** `_format_episode_steps`: one block per step, each ending in "\n", no separator, 0-based index. */
export function formatEpisodeSteps(steps: readonly AnalyzerStep[]): string {
  return steps
    .map((step, index) => {
      const lines = [`Step ${index}`, `Observation: ${step.observation}`, `Response: ${step.response}`];
      if (step.valid !== undefined && step.valid !== null) lines.push(`Action valid: ${step.valid ? "true" : "false"}`);
      return lines.join("\n") + "\n";
    })
    .join("");
}

const COMPACT_HEAD = 8;
const COMPACT_TAIL = 16;
/** An invalid reply (no action tag) is shown cut to this many characters. */
const COMPACT_INVALID_CHARS = 80;

/** The `compact` form's steps: see AnalyzerPromptForm. */
export function formatCompactSteps(steps: readonly AnalyzerStep[]): string {
  const block = (step: AnalyzerStep, index: number) => {
    const action = lastActionTag(step.response);
    const reply = action === null ? step.response.slice(0, COMPACT_INVALID_CHARS) : `<action>${action}</action>`;
    const lines = [`Step ${index}`, `Observation: ${step.observation}`, `Response: ${reply}`];
    if (step.valid === false) lines.push("Action valid: false");
    return lines.join("\n") + "\n";
  };
  if (steps.length <= COMPACT_HEAD + COMPACT_TAIL) return steps.map(block).join("");
  const tailFrom = steps.length - COMPACT_TAIL;
  return [
    ...steps.slice(0, COMPACT_HEAD).map((step, i) => block(step, i)),
    `(steps ${COMPACT_HEAD}–${tailFrom - 1} left out)\n`,
    ...steps.slice(tailFrom).map((step, i) => block(step, tailFrom + i)),
  ].join("");
}

// SEEDc `_TASK_DESCRIPTION_PATTERNS`, in order, case-insensitive; the rest of the matching line.
const TASK_PATTERNS = [
  /Your task is to:\s*(.+?)(?:\n|$)/is,
  /Your task is:\s*(.+?)(?:\n|$)/is,
  /Your current task is:\s*(.+?)(?:\n|$)/is,
  /Your question:\s*(.+?)(?:\n|$)/is,
  /Your goal is to\s*(.+?)(?:\n|$)/is,
  /You are [^\n]*?\bhelping to\s*(.+?)(?:\n|$)/i,
];

/** `_clean_task_description`: whitespace runs collapsed to one space. */
export const cleanTaskDescription = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");

/** The task description from the first text and pattern that match (SEEDc `_extract_task_description_from_text`). */
export function findTaskDescription(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const pattern of TASK_PATTERNS) {
      const match = pattern.exec(text);
      const task = match ? cleanTaskDescription(match[1]) : "";
      if (task) return task;
    }
  }
  return null;
}

export interface AnalyzerPromptInput {
  taskDescription: string | null;
  outcome: EpisodeOutcome;
  steps: readonly AnalyzerStep[];
}

export function buildAnalyzerPrompt(input: AnalyzerPromptInput, form: AnalyzerPromptForm = "seed"): string {
  return (
    [
      "Analyze the following agent episode and return ONLY valid JSON.",
      "",
      "You need to complete two fields:",
      "1. Write a concise episode_summary.",
      `2. ${EPISODE_SKILL_INSTRUCTIONS[input.outcome]}`,
      "",
      "Important constraints:",
      "- Write episode_skill as one short policy-facing skill, not as retrospective explanation of the trajectory.",
      "- Return only these top-level fields: episode_summary, episode_skill.",
      "",
      "Return format:",
      "{",
      '  "episode_summary": "string",',
      '  "episode_skill": "string"',
      "}",
      "",
      "Episode context:",
      `- Task description: ${input.taskDescription || "(not available)"}`,
      `- episode_success: ${input.outcome}`,
      `- Interaction trajectory: ${form === "seed" ? formatEpisodeSteps(input.steps) : formatCompactSteps(input.steps)}`,
    ].join("\n") + "\n"
  );
}

/** Analyzer steps from rollout rows: raw anchor text, full response, validity. */
export function analyzerStepsOf(steps: readonly RolloutStep[]): AnalyzerStep[] {
  return steps.map((step) => ({ observation: step.anchor, response: step.response, valid: step.valid }));
}

const REPAIR_TAIL_CHARS = 2000;

/** The repair retry (SEEDc `_build_json_retry_prompt`): original prompt, blank line, repair text, final newline. */
export function buildRepairPrompt(originalPrompt: string, error: string, previousAnswer: string): string {
  const repair = [
    "The previous answer could not be parsed as the required JSON object.",
    `Parse error: ${error}`,
    "",
    "Previous answer:",
    previousAnswer.slice(-REPAIR_TAIL_CHARS),
    "",
    "Return ONLY one valid JSON object with this exact shape:",
    "{",
    '  "episode_summary": "string",',
    '  "episode_skill": "string"',
    "}",
  ].join("\n");
  return `${originalPrompt}\n\n${repair}\n`;
}
