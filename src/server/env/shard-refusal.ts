// A shard's refusal. The Shard contract (`shard.case.ts`) has shards refuse with the server's
// RequestError and the status a client gets (from the one table, `server/refusals.ts`); the
// reason rides along, across the worker boundary too, so the host returns it as its own refusal.
import { REFUSAL_STATUS } from "../refusals.js";
import { RequestError } from "../request-error.js";
import { refusal, type Refusal, type RefusalReason } from "./refusal.js";

export class ShardRefusal extends RequestError {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(REFUSAL_STATUS[reason], message);
    this.name = "ShardRefusal";
  }

  get refusal(): Refusal {
    return refusal(this.reason, this.message);
  }
}
