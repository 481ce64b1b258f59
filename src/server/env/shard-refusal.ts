// A shard's refusal, in the host's own terms: the reason (`env/refusal.ts`) and the message, across
// the worker boundary too, so the host returns it as its own refusal. No HTTP here: the transport
// maps reasons to statuses in its one table (`server/refusals.ts`).
import { SeedworldError } from "../../platform/errors.js";
import { refusal, type Refusal, type RefusalReason } from "./refusal.js";

export class ShardRefusal extends SeedworldError {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super("REQUEST_REFUSED", message);
    this.name = "ShardRefusal";
  }

  get refusal(): Refusal {
    return refusal(this.reason, this.message);
  }
}
