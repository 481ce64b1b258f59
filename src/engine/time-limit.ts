// The one step cap, as Gymnasium has it: `TimeLimit` (gymnasium/wrappers/common.py) wraps an env
// and ends an episode as truncated once `maxEpisodeSteps` steps were taken without the env ending
// it. ALFWorld's text envs get theirs the same way: AlfredTWEnv registers its games with
// textworld.gym's `register_games(..., max_episode_steps=...)`, which wraps them in gym's TimeLimit.
// The env underneath (AlfworldEnv) has no limit of its own.
import { EngineError } from "./errors.js";
import type { StepResult } from "./types.js";

/** What TimeLimit wraps: an env with Gymnasium's reset/step. */
export interface SteppableEnv {
  reset(): StepResult;
  step(command: string): StepResult;
}

export class TimeLimit<Env extends SteppableEnv> implements SteppableEnv {
  #elapsed = 0;
  #last: StepResult | null = null;

  constructor(
    /** The wrapped env (Gymnasium's `env.unwrapped` for one layer): agents that read state use it. */
    readonly env: Env,
    /** Every `step` call counts, invalid commands included (ALFWorld's default is 50). */
    readonly maxEpisodeSteps: number,
  ) {
    if (!Number.isInteger(maxEpisodeSteps) || maxEpisodeSteps < 1)
      throw new EngineError("USAGE", `a step limit must be a positive integer (got ${maxEpisodeSteps})`);
  }

  /** Steps taken since the last reset. */
  get elapsedSteps(): number {
    return this.#elapsed;
  }

  reset(): StepResult {
    this.#elapsed = 0;
    return (this.#last = this.env.reset());
  }

  /** Past the limit the episode is done: the step that reached it is returned again, as a won env does. */
  step(command: string): StepResult {
    if (this.#last?.done) return this.#last;
    const result = this.env.step(command);
    this.#elapsed++;
    const truncated = !result.terminated && this.#elapsed >= this.maxEpisodeSteps;
    return (this.#last = truncated ? { ...result, truncated: true, done: true } : result);
  }
}
