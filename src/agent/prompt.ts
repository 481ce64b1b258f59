// Prompt builder: fills a TemplateSet's slots the way Skill0's AlfWorldEnvironmentManager does
// (yilinpotato/Skill0: agent_system/environments/env_manager.py at c868c33, with
// agent_system/memory/memory.py's SimpleMemory for the history). Pure functions; the episode keeps the history.
import type { TemplateSet } from "./prompt-templates.js";
import { SeedworldError } from "../platform/errors.js";

export interface HistoryEntry {
  /** Raw observation shown before the step's command (step 1: the whole reset text). */
  observation: string;
  /** Projected command sent to the engine, invalid ones included. */
  action: string;
}

export interface PromptInput {
  templates: TemplateSet;
  /** 1-based step about to be taken. */
  step: number;
  taskDescription: string;
  currentObservation: string;
  /** Engine admissible commands in engine order; `help` is dropped here. */
  admissibleCommands: readonly string[];
  /** All (observation, action) pairs so far, oldest first. */
  history: readonly HistoryEntry[];
  /** Configured history length (2 in the real runs); <= 0 means the no-history template always. */
  historyLength: number;
  /** Skill block (`formatSkillBlock`, src/skills/retrieve.ts) or null when skills are off. */
  skillBlock: string | null;
  /** Show skills on step 1 as well (Skill0 HEAD `skills_memory_on_init`). */
  skillsOnFirstStep: boolean;
}

const TASK_MARKER = "Your task is to: ";

/** Text after the first "Your task is to: " in the reset observation, trimmed; throws without the marker. */
export function extractTaskDescription(resetObservation: string): string {
  const at = resetObservation.indexOf(TASK_MARKER);
  if (at < 0) throw new SeedworldError("GAME_FORMAT", "reset observation has no 'Your task is to: ' line");
  return resetObservation.slice(at + TASK_MARKER.length).trim();
}

/** `'a'\n 'b'` — quoted, joined by newline + space, `help` removed, nothing escaped. */
export function formatAdmissibleActions(commands: readonly string[]): string {
  return commands
    .filter((command) => command !== "help")
    .map((command) => `'${command}'`)
    .join("\n ");
}

/** The last `limit` pairs as `[Observation n: '…', Action n: '…']` lines with absolute step numbers. */
export function formatActionHistory(history: readonly HistoryEntry[], limit: number): { text: string; shown: number } {
  const shown = Math.min(Math.max(limit, 0), history.length);
  const first = history.length - shown;
  const lines = history
    .slice(first)
    .map((entry, i) => `[Observation ${first + i + 1}: '${entry.observation}', Action ${first + i + 1}: '${entry.action}']`);
  return { text: lines.join("\n"), shown };
}

/** Python str.format-like single pass: slot values are inserted verbatim and never re-scanned. */
export function fillSlots(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}

export type TemplateKind = "no_history" | "with_history" | "with_memory";

/** Template choice as in Skill0's env_manager.py: history disabled → always no-history; skills shown → with-memory; step 1 → no-history. */
export function chooseTemplate(input: Pick<PromptInput, "step" | "historyLength" | "skillBlock" | "skillsOnFirstStep">): TemplateKind {
  if (input.historyLength <= 0) return "no_history";
  const skillsShown = input.skillBlock !== null && (input.step > 1 || input.skillsOnFirstStep);
  if (skillsShown) return "with_memory";
  return input.step === 1 ? "no_history" : "with_history";
}

export function buildPrompt(input: PromptInput): string {
  const kind = chooseTemplate(input);
  const admissible = formatAdmissibleActions(input.admissibleCommands);
  if (kind === "no_history") {
    return fillSlots(input.templates.noHistory, {
      current_observation: input.currentObservation,
      admissible_actions: admissible,
    });
  }
  const { text, shown } = formatActionHistory(input.history, input.historyLength);
  // HEAD's first-step-with-skills case renders an empty history as the literal "None".
  const actionHistory = shown === 0 ? "None" : text;
  const template = kind === "with_memory" ? input.templates.withMemory : input.templates.withHistory;
  return fillSlots(template, {
    task_description: input.taskDescription,
    step_count: input.step - 1,
    history_length: shown,
    action_history: actionHistory,
    current_step: input.step,
    current_observation: input.currentObservation,
    admissible_actions: admissible,
    retrieved_memories: input.skillBlock ?? "",
  });
}
