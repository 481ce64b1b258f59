// A fault-injecting HTTP proxy for chaos tests and benchmarks: sits in front of any
// OpenAI-compatible server and, per request, forwards it or answers with a scripted fault
// (429 with Retry-After, 500, a slow reply, a malformed body, an empty completion, 401/403 that
// echo the credentials they got as careless servers do, a body that drips and never ends).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Fault =
  | "pass"
  | "401"
  | "403"
  | "404"
  | "429"
  | "500"
  | "503"
  | "slow"
  | "malformed"
  | "empty"
  | "no-choices"
  | "drop"
  | "drip";

export interface FaultProxyOptions {
  /** Target base URL, e.g. http://127.0.0.1:1234 (the path of each request is kept). */
  target: string;
  /** Fault for the i-th POST (0-based). */
  faultFor: (index: number) => Fault;
  /** Fault for the i-th GET (0-based); GETs pass when not given. */
  getFaultFor?: (index: number) => Fault;
  /** Delay of a "slow" reply, ms (longer than the client's timeout to trigger it). */
  slowMs?: number;
  /** Added to every forwarded request, ms (a model's latency). */
  latencyMs?: number;
  /** Interval between the bytes of a "drip" body, ms. */
  dripMs?: number;
  /** A "drip" body is cut off (socket destroyed) after this long, ms, so that a client without a
   * body deadline fails a test instead of hanging it forever. */
  dripForMs?: number;
}

export interface FaultProxy {
  url: string;
  /** Faults served so far, by kind. */
  counts: Record<Fault, number>;
  /** Every request's Authorization header as received (to check the key travels only here). */
  authorizations: string[];
  /** Every request's method and path with query, as received ("GET /v1/models?x=1"). */
  requests: string[];
  /** Every POST body as received (parsed JSON, or null when it was not JSON). */
  bodies: unknown[];
  close(): Promise<void>;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function emptyCompletion(model: string) {
  return {
    id: "chatcmpl-empty",
    object: "chat.completion",
    created: 0,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: null }, logprobs: null, finish_reason: "length" }],
    usage: { prompt_tokens: 7, completion_tokens: 0, total_tokens: 7 },
  };
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Headers at once, then one byte of a JSON body every `intervalMs`, never finishing; cut off after `forMs`. */
function drip(response: http.ServerResponse, intervalMs: number, forMs: number): void {
  response.writeHead(200, { "content-type": "application/json" });
  response.write('{"id": "chatcmpl-drip", "choices": [');
  const timer = setInterval(() => response.write(" "), intervalMs);
  const cutOff = setTimeout(() => response.destroy(), forMs);
  response.on("close", () => {
    clearInterval(timer);
    clearTimeout(cutOff);
  });
}

export function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const counts = {
    pass: 0,
    "401": 0,
    "403": 0,
    "404": 0,
    "429": 0,
    "500": 0,
    "503": 0,
    slow: 0,
    malformed: 0,
    empty: 0,
    "no-choices": 0,
    drop: 0,
    drip: 0,
  } as Record<Fault, number>;
  const authorizations: string[] = [];
  const requests: string[] = [];
  const bodies: unknown[] = [];
  let postIndex = 0;
  let getIndex = 0;
  const server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    authorizations.push(String(request.headers.authorization ?? ""));
    requests.push(`${request.method} ${request.url}`);
    if (request.method === "POST") bodies.push(parsedOrNull(body.toString("utf8")));
    const fault: Fault = request.method === "POST" ? options.faultFor(postIndex++) : (options.getFaultFor?.(getIndex++) ?? "pass");
    counts[fault] += 1;
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(value));
    };
    switch (fault) {
      case "401":
        return json(401, {
          error: {
            message: `Incorrect API key provided: ${request.headers.authorization ?? ""}`,
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        });
      case "403":
        return json(403, { error: { message: `Forbidden for ${request.headers.authorization ?? ""}`, type: "permission_denied" } });
      case "404":
        return json(404, {
          error: {
            message: "The model does not exist or you do not have access to it.",
            type: "invalid_request_error",
            code: "model_not_found",
          },
        });
      case "drip":
        return drip(response, options.dripMs ?? 50, options.dripForMs ?? 60_000);
      case "429":
        return json(429, { error: { message: "rate limited", type: "rate_limit" } }, { "retry-after": "0" });
      case "500":
        return json(500, { error: { message: "internal error", type: "server_error" } });
      case "503":
        return json(503, { error: { message: "overloaded", type: "server_error" } });
      case "malformed":
        response.writeHead(200, { "content-type": "application/json" });
        return response.end('{"choices": [ {"message": ');
      case "empty":
        return json(200, emptyCompletion(String(JSON.parse(body.toString() || "{}").model ?? "")));
      case "no-choices":
        return json(200, { id: "x", object: "chat.completion", created: 0, model: "", choices: [] });
      case "drop":
        return request.socket.destroy();
      case "slow":
        await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 2_000));
        break;
      case "pass":
        break;
    }
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (response.destroyed) return;
    try {
      const upstream = await fetch(new URL(request.url ?? "/", options.target), {
        method: request.method,
        headers: { "content-type": "application/json" },
        body: request.method === "POST" ? body.toString("utf8") : undefined,
      });
      response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      if (!response.headersSent) json(502, { error: { message: "upstream unreachable" } });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        counts,
        authorizations,
        requests,
        bodies,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
