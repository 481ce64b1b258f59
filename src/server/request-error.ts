// The one error type for a request a server refuses (every server here: env-server, OpenEnv, the
// OpenAI- and vLLM-compatible ones, the dashboard): the HTTP status the transport answers with,
// the message of the reply body and any headers the refusal needs. A SeedworldError, so a refusal
// raised where no HTTP is in sight reads the same. Guards, body limits, routes and the 404 all
// throw it; `answerRefusals` is the one place each server turns it into a reply (hono's
// `app.onError`), in that server's body shape.
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { SeedworldError } from "../platform/errors.js";

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export class RequestError extends SeedworldError {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super("REQUEST_REFUSED", message);
    this.name = "RequestError";
  }
}

/** A refusal whose body was not read: the connection closes, so the unread rest is not parsed as the next request. */
export const CLOSE_CONNECTION = { Connection: "close" } as const;

/** Bodies over `maxSize` bytes are refused (413) before any route reads them. */
export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new RequestError(413, `request body over ${maxSize} bytes`, CLOSE_CONNECTION);
    },
  });

/** A server's reply body for a refusal (`status` < 500) or an internal error (500). */
export type RefusalBody = (c: Context, message: string, status: RefusalStatus | 500) => object;

/**
 * Every refusal of `app` (the 404 included) answered here with `body`; `translate` turns a domain
 * refusal that reached the transport into its RequestError; anything else thrown is a 500.
 */
export function answerRefusals(
  app: Hono,
  body: RefusalBody,
  translate: (error: Error) => RequestError | undefined = () => undefined,
): void {
  app.notFound((c) => {
    throw new RequestError(404, `not found: ${c.req.method} ${c.req.path}`);
  });
  app.onError((thrown, c) => {
    const error = thrown instanceof RequestError ? thrown : (translate(thrown) ?? thrown);
    if (!(error instanceof RequestError)) return c.json(body(c, error.message, 500), 500);
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(body(c, error.message, error.status), error.status);
  });
}
