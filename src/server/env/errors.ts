/** A request the env server refuses: HTTP status + the message of the `{"error"}` body. */
export class EnvRequestError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}
