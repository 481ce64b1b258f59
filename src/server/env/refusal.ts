// What the env host answers instead of a value when it will not do what was asked (as
// boardgame.io's Master answers a move it refuses): a reason in the host's own terms and a message
// for the client. The host never names an HTTP status; each transport maps the reasons to its own
// answers in one table (`server/refusals.ts`).

export type RefusalReason =
  /** No env has this id, now or before. */
  | "unknown_env"
  /** The env was closed, or expired after its idle timeout. */
  | "closed_env"
  /** The env has not been reset yet: there is no episode to step or read. */
  | "not_reset"
  /** The episode is over (won or out of steps): AgentGym's step refuses more actions. */
  | "episode_finished"
  /** As many envs are live as the host allows. */
  | "env_limit"
  /** An action longer than the host takes. */
  | "action_too_long"
  /** The env's actions since its reset fill the journal it may hold. */
  | "journal_full"
  /** What all envs hold would pass the memory budget. */
  | "budget_exhausted"
  /** No game has this index. */
  | "unknown_game"
  /** The game's file cannot be compiled. */
  | "unplayable_game"
  /** The shard running the env stopped, or its worker died during the call. */
  | "shard_unavailable";

export interface Refusal {
  readonly refused: RefusalReason;
  readonly message: string;
}

/** The value asked for, or why not. */
export type HostResult<T> = T | Refusal;

export const refusal = (refused: RefusalReason, message: string): Refusal => ({ refused, message });

export function isRefusal(result: unknown): result is Refusal {
  return typeof result === "object" && result !== null && !Array.isArray(result) && "refused" in result && "message" in result;
}
