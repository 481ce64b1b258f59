// How agentenv-alfworld shapes ALFWorld's text, so clients trained on AgentGym data see the same strings.

/** Reset text: the TextWorld banner paragraph dropped, remaining paragraphs joined by one newline. */
export function agentGymResetObservation(raw: string): string {
  return raw.split("\n\n").slice(1).join("\n");
}

/** Step text: a leading "You arrive at loc N. " dropped (AgentGym's process_ob). */
export function agentGymStepObservation(raw: string): string {
  return raw.startsWith("You arrive at loc ") ? raw.slice(raw.indexOf(". ") + 2) : raw;
}

/** `task_type` of a reset reply: "<task folder>/<trial folder>" of the game file. */
export function agentGymTaskType(gamefile: string): string {
  return gamefile.split("/").slice(-3, -1).join("/");
}

export const WORLD_TYPES = ["Text", "Embody", "Hybrid"] as const;
