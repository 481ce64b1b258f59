// The one error type for a request a server refuses (every server here: env-server, OpenEnv, the
// OpenAI- and vLLM-compatible ones): the HTTP status the transport answers with and the message of
// the reply body. A SeedworldError, so a refusal raised where no HTTP is in sight reads the same.
import { SeedworldError } from "../platform/errors.js";

export type RefusalStatus = 400 | 401 | 404 | 409 | 413 | 422 | 429 | 503;

export class RequestError extends SeedworldError {
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super("REQUEST_REFUSED", message);
    this.name = "RequestError";
  }
}
