// What every local server here checks before routing, so a web page the user happens to open
// cannot drive it: browsers let any page POST a `text/plain` body to 127.0.0.1 without a CORS
// preflight (a "simple request"), and a DNS-rebinding page reaches the server under its own host
// name. So: the Host header must name this server (loopback names with its port, or hosts the
// user allowed), a browser's Origin header must be this server's own origin (or one allowed), and
// a request body must be declared `application/json` (which a page can only send after a
// preflight that these servers never grant). Clients that are not browsers send no Origin and pass.
import type { Context, MiddlewareHandler } from "hono";
import { CLOSE_CONNECTION, RequestError } from "./request-error.js";

export interface LocalGuardOptions {
  /** Extra `Host` values accepted (e.g. `myhost:8000`, or `*` for any). Loopback names with the server's port always are. */
  allowHosts?: readonly string[];
  /** Extra `Origin` values accepted (e.g. `http://localhost:3000`, or `*` for any). */
  allowOrigins?: readonly string[];
  /** Accept request bodies of any content type (default false: `application/json` only). */
  anyContentType?: boolean;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The port this request arrived on (the socket's, so a server on port 0 knows its real one). */
function localPort(c: Context): number | undefined {
  const incoming = (c.env as { incoming?: { socket?: { localPort?: number } } } | undefined)?.incoming;
  return incoming?.socket?.localPort;
}

/** Host values naming this server: loopback names with its port (and without, for port 80). */
export function loopbackHosts(port: number | undefined): string[] {
  if (port === undefined) return [];
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  return port === 80 ? [...hosts, ...LOOPBACK_NAMES] : hosts;
}

function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  return c.req.header("transfer-encoding") !== undefined;
}

const isJson = (type: string | undefined) => type !== undefined && /^application\/json\s*(;|$)/i.test(type.trim());

export type GuardRefusal = { status: 403 | 415; message: string };

/** Why a request with these Host and Origin headers, arriving on `port`, is refused (403), or null. */
export function originRefusal(
  headers: { host?: string; origin?: string },
  port: number | undefined,
  options: LocalGuardOptions = {},
): string | null {
  const hosts = new Set([...loopbackHosts(port), ...(options.allowHosts ?? [])].map((h) => h.toLowerCase()));
  const host = (headers.host ?? "").toLowerCase();
  // No socket: the app was called in process (app.request), not over the network; there is no Host to check.
  const overNetwork = port !== undefined;
  if (overNetwork && !hosts.has("*") && !hosts.has(host)) {
    return `Host "${host}" is not this server (allowed: ${[...hosts].join(", ")}; see --allow-host)`;
  }
  if (headers.origin !== undefined) {
    const origins = new Set([...[...hosts].map((h) => `http://${h}`), ...(options.allowOrigins ?? [])].map((o) => o.toLowerCase()));
    if (!origins.has("*") && !origins.has(headers.origin.toLowerCase()))
      return `cross-origin request from "${headers.origin}" refused (see --allow-origin)`;
  }
  return null;
}

/** Why this request is refused, or null when it may go on. */
export function guardRefusal(c: Context, options: LocalGuardOptions = {}): GuardRefusal | null {
  const refused = originRefusal({ host: c.req.header("host"), origin: c.req.header("origin") }, localPort(c), options);
  if (refused) return { status: 403, message: refused };
  if (!options.anyContentType && hasBody(c) && !isJson(c.req.header("content-type"))) {
    return {
      status: 415,
      message: `request bodies must be sent as Content-Type: application/json (got "${c.req.header("content-type") ?? "none"}")`,
    };
  }
  return null;
}

/** Middleware refusing what `guardRefusal` refuses (a `RequestError`, answered by the server's one handler). */
export function localGuard(options: LocalGuardOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const refusal = guardRefusal(c, options);
    // The body of a refused request is never read: close so it is not taken for the next request.
    if (refusal) throw new RequestError(refusal.status, refusal.message, CLOSE_CONNECTION);
    return next();
  };
}
