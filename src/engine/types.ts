// Public types of the engine: the Gymnasium-like contract every other layer consumes.

/** The six ALFWorld task types, by the ids ALFWorld's config uses (1..6). */
export const TASK_TYPES = [
  "pick_and_place_simple",
  "look_at_obj_in_light",
  "pick_clean_then_place_in_recep",
  "pick_heat_then_place_in_recep",
  "pick_cool_then_place_in_recep",
  "pick_two_obj_and_place",
] as const;

export type TaskType = (typeof TASK_TYPES)[number];

/** The JSON content of an ALFWorld `game.tw-pddl` file. */
export interface GameFile {
  pddl_domain: string;
  grammar: string;
  pddl_problem: string;
  solvable?: boolean;
  walkthrough?: string[] | null;
}

export interface EnvOptions {
  /**
   * false: no observation texts (every observation is "") and the admissible list is built only
   * when read; commands still run exactly as they would with texts. For replaying and verifying
   * command sequences (the generator's expert check) at a fraction of the cost. Default true.
   */
  observe?: boolean;
}

export interface StepInfo {
  /** Admissible commands of the state after this step, code-point sorted, as ALFWorld lists them. */
  admissibleCommands: string[];
  /** Whether the command matched an admissible command (false means `Nothing happens.`). */
  admissible: boolean;
  /** Number of `step` calls so far in this episode. */
  steps: number;
  /** Number of admissible (state-changing or not) commands executed, as TextWorld's `moves`. */
  moves: number;
}

export interface StepResult {
  observation: string;
  /** TextWorld score: 1 when the goal holds after this step, else 0. */
  reward: number;
  /** The goal holds in the current state. */
  won: boolean;
  /** Episode ended by winning (TextWorld's `done`). */
  terminated: boolean;
  /** Episode ended by the step limit without a win (set by `TimeLimit`; an env alone never truncates). */
  truncated: boolean;
  /** terminated || truncated: further steps return this result unchanged. */
  done: boolean;
  info: StepInfo;
}
