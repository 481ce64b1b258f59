// Credentials in endpoint URLs (`http://user:key@host/v1`, `...?api_key=...`) must never reach a
// summary, a log line or an error message. `redactUrl` is what gets shown and recorded;
// `parseEndpointUrl` splits a URL into what fetch accepts (it refuses URLs with credentials) and the
// secrets, which travel only as an Authorization header or query parameters of the request itself.
import { SeedworldError } from "../platform/errors.js";

/** Query parameters whose values are secrets (matched as substrings of the name, any case). */
const SECRET_PARAM = /key|token|secret|pass|auth|sig|credential/i;

/** Shortest string treated as a secret when scrubbing text; shorter keys would mangle messages. */
const MIN_SECRET_LENGTH = 4;

/** The URL without `user:pass@` and without secret-looking query parameters (other parameters kept). */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return redactUnparsable(url);
  }
  parsed.username = "";
  parsed.password = "";
  for (const name of [...parsed.searchParams.keys()]) if (SECRET_PARAM.test(name)) parsed.searchParams.delete(name);
  const shown = parsed.toString();
  // URL serialisation adds a "/" to a bare origin; keep the caller's form.
  return shown.endsWith("/") && !url.split(/[?#]/)[0].endsWith("/") ? shown.slice(0, -1) : shown;
}

/** Best effort for text `URL` cannot parse (messages, malformed URLs): user info (`//x@`, `x:y@`)
 * dropped, secret query values replaced by "***". */
function redactUnparsable(text: string): string {
  return text
    .replace(/\/\/[^/@\s]*@/g, "//")
    .replace(/[^\s/@]*:[^\s/@]*@/g, "")
    .replace(/([?&])([^=&#\s]+)=[^&#\s]*/g, (whole, sep: string, name: string) => (SECRET_PARAM.test(name) ? `${sep}${name}=***` : whole));
}

export interface EndpointUrl {
  /** What the HTTP client is given: no credentials, no query. */
  baseURL: string;
  /** Every query parameter of the URL, sent with each request (the SDK's `defaultQuery`). */
  query: Record<string, string>;
  /** `Basic …` from `user:pass@`, or null. */
  authorization: string | null;
  /** Redacted form for summaries and messages. */
  shown: string;
  /** Credential strings to scrub from any text shown to the user. */
  secrets: string[];
}

export function parseEndpointUrl(url: string): EndpointUrl {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SeedworldError("BAD_OPTION", `invalid base URL "${redactUrl(url)}"`);
  }
  const username = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  const authorization = username || password ? `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` : null;
  const query = Object.fromEntries(parsed.searchParams);
  const secrets = [
    username,
    password,
    authorization?.slice("Basic ".length) ?? "",
    ...Object.entries(query)
      .filter(([name]) => SECRET_PARAM.test(name))
      .map(([, value]) => value),
  ];
  parsed.username = "";
  parsed.password = "";
  parsed.search = "";
  parsed.hash = "";
  return {
    baseURL: parsed.toString().replace(/\/+$/, ""),
    query,
    authorization,
    shown: redactUrl(url),
    secrets: secrets.filter((s) => s.length >= MIN_SECRET_LENGTH),
  };
}

/** One line, every secret replaced by "***", at most `maxLength` characters. */
export function scrubSecrets(text: string, secrets: readonly string[], maxLength = 300): string {
  let clean = text;
  for (const secret of secrets) if (secret.length >= MIN_SECRET_LENGTH) clean = clean.split(secret).join("***");
  clean = redactUnparsable(clean).replace(/\s+/g, " ").trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}
