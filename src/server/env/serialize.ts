// Hand-built JSON for the hot batch replies. Admissible lists are frozen arrays the engine reuses for
// every visit of a state, so their JSON text is computed once per list and kept beside it.
import type { StepResult } from "../../engine/index.js";
import { pythonFloat } from "../../formats/pyjson.js";

const listJson = new WeakMap<readonly string[], string>();

export function commandsJson(commands: readonly string[]): string {
  let text = listJson.get(commands);
  if (text === undefined) {
    text = JSON.stringify(commands);
    if (Object.isFrozen(commands)) listJson.set(commands, text);
  }
  return text;
}

/** One /batch/step result: {id, observation, reward, won, done, admissible, steps, available_actions}. */
export function stepResultJson(id: number, r: StepResult): string {
  return `{"id":${id},"observation":${JSON.stringify(r.observation)},"reward":${pythonFloat(r.reward)},"won":${r.won},"done":${r.done},"admissible":${r.info.admissible},"steps":${r.info.steps},"available_actions":${commandsJson(r.info.admissibleCommands)}}`;
}

export const resultsJson = (items: readonly string[]): string => `{"results":[${items.join(",")}]}`;

/**
 * One object as compact JSON, the numbers under `floatKeys` (top level) written as Python floats
 * (1.0, 0.0): the Python servers these routes mirror (AgentGym's, OpenEnv's: FastAPI) send rewards
 * so, and a Python client reads `1` as an int where they read `1.0` as a float.
 */
export function jsonWithFloats(value: Record<string, unknown>, floatKeys: readonly string[]): string {
  const fields = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${JSON.stringify(k)}:${floatKeys.includes(k) && typeof v === "number" ? pythonFloat(v) : JSON.stringify(v)}`);
  return `{${fields.join(",")}}`;
}
