// The one table from the env host's refusals (`env/refusal.ts`, in the host's own terms) to what
// the transports answer: the HTTP status of the env server's routes and OpenEnv's HTTP routes, and
// through it the OpenEnv WebSocket's error code (422 VALIDATION_ERROR, 429 CAPACITY_REACHED, else
// EXECUTION_ERROR: `openenv/routes.ts`). A route turns a refusal into the server's one refusal
// type with `accepted(...)`; the app's error handler writes it.
import { isRefusal, type HostResult, type RefusalReason } from "./env/refusal.js";
import { ShardRefusal } from "./env/shard-refusal.js";
import { RequestError, type RefusalStatus } from "./request-error.js";

export const REFUSAL_STATUS: Readonly<Record<RefusalReason, RefusalStatus>> = {
  unknown_env: 404,
  closed_env: 404,
  not_reset: 409,
  episode_finished: 409,
  env_limit: 429,
  action_too_long: 413,
  journal_full: 429,
  budget_exhausted: 429,
  unknown_game: 422,
  unplayable_game: 422,
  shard_unavailable: 503,
};

/** A shard's refusal that reached the transport unconverted (e.g. a stopped shard under /info), with its status. */
export function requestErrorOf(error: Error): RequestError | undefined {
  return error instanceof ShardRefusal ? new RequestError(REFUSAL_STATUS[error.reason], error.message) : undefined;
}

/** The host's value; a refusal is thrown as the RequestError with its status (REFUSAL_STATUS). */
export function accepted<T>(result: HostResult<T>): T {
  if (isRefusal(result)) throw new RequestError(REFUSAL_STATUS[result.refused], result.message);
  return result;
}
