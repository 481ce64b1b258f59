// OpenEnv's environment protocol (meta-pytorch/OpenEnv, core/env_server/http_server.py) beside
// AgentGym's, under /openenv so the paths /reset and /step of both can live on one server:
//   HTTP  POST /openenv/reset {seed?, episode_id?, split?, index?, gamefile?}
//         POST /openenv/step {action: {command}, episode_id?}     -> {observation, reward, done}
//         GET  /openenv/state[?episode_id=]  /openenv/health  /openenv/metadata  /openenv/schema
//         GET  /openenv/tasks  /openenv/tasks/<split>[?offset&limit]  /openenv/tasks/<split>/<index>
//   WS    /openenv/ws: {type: "reset", data: {...}} | {type: "step", data: {command}} | {type: "state"}
//         | {type: "close"}; replies {type: "observation", data: {observation, reward, done}},
//         {type: "state", data}, {type: "error", data: {message, code}}.
// OpenEnv's own HTTP routes run each call on a fresh env; an ALFWorld episode needs its state, so
// here an HTTP episode is kept under its episode_id (and calls that give none use the last one
// reset without one, as a single-env OpenEnv server would). A WebSocket connection is one episode
// session, closed with the connection.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { CatalogGame } from "../env/catalog.js";
import { RequestError } from "../request-error.js";
import type { EnvHost } from "../env/host.js";
import { jsonWithFloats } from "../env/serialize.js";
import { OpenEnvGames, resetParams, stepAction, type ResetParams, type Session, type StepPayload } from "./sessions.js";
import { CLOSE, refuseUpgrade, WebSocketEndpoint, type WebSocketConnection, type WebSocketLimits } from "./websocket.js";

export const OPENENV_PREFIX = "/openenv";

const stepBody = z.object({
  action: stepAction,
  episode_id: z.string().min(1).max(255).optional(),
  timeout_s: z.number().positive().optional(),
  request_id: z.string().max(255).optional(),
});

/** OpenEnv's Observation base fields, as its model's JSON schema has them (a step reply carries them beside the observation). */
const OBSERVATION_BASE_FIELDS = {
  done: { type: "boolean", default: false, description: "Whether the episode has terminated" },
  reward: {
    anyOf: [{ type: "boolean" }, { type: "integer" }, { type: "number" }, { type: "null" }],
    default: null,
    description: "Reward signal from the last action (1.0 on a win)",
  },
  metadata: { type: "object", additionalProperties: true, default: {}, description: "Additional metadata for the observation" },
} as const;

const OBSERVATION_SCHEMA = {
  title: "AlfworldObservation",
  type: "object",
  properties: {
    ...OBSERVATION_BASE_FIELDS,
    text: { type: "string", description: "the game's text after the reset or the command (TextWorld's feedback)" },
    admissible_commands: {
      type: "array",
      items: { type: "string" },
      description: "the commands the game accepts now, in ALFWorld's order",
    },
    won: { type: "boolean", description: "whether the goal holds" },
    task: { type: "string", description: "the goal sentence (after 'Your task is to: ')" },
    gamefile: { type: "string", description: "catalog key of the game" },
    task_type: { type: ["string", "null"], description: "ALFWorld task type" },
    step: { type: "integer", description: "commands sent this episode" },
  },
  required: ["text", "admissible_commands", "won", "task", "gamefile", "task_type", "step"],
} as const;

const ACTION_SCHEMA = {
  title: "AlfworldAction",
  type: "object",
  additionalProperties: false,
  properties: {
    command: {
      type: "string",
      description: "a text command, e.g. one of admissible_commands ('go to desk 1'); others answer 'Nothing happens.'",
    },
    metadata: { type: "object" },
  },
  required: ["command"],
} as const;

const STATE_SCHEMA = {
  title: "AlfworldState",
  type: "object",
  properties: {
    episode_id: { type: "string" },
    step_count: { type: "integer", minimum: 0 },
    game: { type: "integer" },
    gamefile: { type: "string" },
    split: { type: "string" },
    task_type: { type: ["string", "null"] },
    task: { type: "string" },
    done: { type: "boolean" },
    won: { type: "boolean" },
  },
  required: ["episode_id", "step_count"],
} as const;

function zodMessage(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestError(400, "request body is not valid JSON");
  }
}

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new RequestError(422, `invalid request: ${zodMessage(parsed.error)}`);
  return parsed.data;
}

/** HTTP episodes by episode_id; `current` is the one calls without an episode_id use. */
class HttpSessions {
  private readonly byId = new Map<string, Session>();
  private current: string | null = null;

  forReset(params: ResetParams): Session {
    const id = params.episode_id;
    const existing = id === undefined ? (this.current === null ? undefined : this.byId.get(this.current)) : this.byId.get(id);
    return existing ?? { envId: null, state: null };
  }

  remember(session: Session, explicit: boolean): void {
    const id = session.state!.episode_id;
    this.byId.set(id, session);
    if (!explicit) this.current = id;
  }

  find(id: string | undefined): Session {
    const key = id ?? this.current;
    const session = key === null ? undefined : this.byId.get(key);
    if (!session)
      throw new RequestError(404, id === undefined ? "no episode: POST /openenv/reset first" : `unknown episode_id "${id.slice(0, 255)}"`);
    return session;
  }

  /** Forgets episodes whose env the host no longer has (expired): the map stays as small as the host's env count. */
  prune(isLive: (envId: number) => boolean): void {
    for (const [id, session] of this.byId) {
      if (session.envId !== null && isLive(session.envId)) continue;
      this.byId.delete(id);
      if (this.current === id) this.current = null;
    }
  }
}

export interface OpenEnvEndpoints {
  /** Handles an HTTP upgrade request; false when it is not for the OpenEnv WebSocket path. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, refusal: string | null): boolean;
  /** Closes every open WebSocket (server shutdown). */
  closeAll(): void;
}

/**
 * `maxConnections`: open WebSockets at most (each may hold an env; past it the handshake gets 503);
 * `wsLimits`: the transport's bounds (websocket.ts).
 */
export function registerOpenEnvRoutes(
  app: Hono,
  games: readonly CatalogGame[],
  host: EnvHost,
  maxConnections: number,
  wsLimits: Partial<WebSocketLimits> = {},
): OpenEnvEndpoints {
  const alfworld = new OpenEnvGames(games, host);
  const http = new HttpSessions();
  const route = (path: string) => `${OPENENV_PREFIX}${path}`;

  // GET /openenv/health is registered by the env server before its token check (liveness probes carry no token).
  app.get(route("/metadata"), (c) =>
    c.json({
      name: "alfworld",
      version: "0.1.0",
      author: "seedworld",
      description: `ALFWorld text games (seedworld engine): ${games.length} games in ${alfworld.splits.size} split(s); command in, observation text, admissible commands, reward (1 on a win), done and won out`,
      readme_content: null,
      documentation_url: null,
    }),
  );
  // OpenEnv's SchemaResponse forbids other keys: what a reset accepts is documented in docs/openenv.md.
  app.get(route("/schema"), (c) => c.json({ action: ACTION_SCHEMA, observation: OBSERVATION_SCHEMA, state: STATE_SCHEMA }));
  registerTaskRoutes(app, alfworld, route);

  app.post(route("/reset"), async (c) => {
    const params = parse(resetParams, await readJson(c));
    http.prune((envId) => host.has(envId));
    const session = http.forReset(params);
    const payload = await alfworld.reset(session, params);
    http.remember(session, params.episode_id !== undefined);
    return c.body(stepJson(payload), 200, { "content-type": "application/json" });
  });
  app.post(route("/step"), async (c) => {
    const body = parse(stepBody, await readJson(c));
    const session = http.find(body.episode_id);
    return c.body(stepJson(await alfworld.step(session, body.action.command)), 200, { "content-type": "application/json" });
  });
  app.get(route("/state"), (c) => c.json(http.find(c.req.query("episode_id")).state));

  const endpoint = new WebSocketEndpoint(wsLimits);
  return {
    upgrade(request, socket, head, refusal) {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (url.pathname !== route("/ws")) return false;
      if (refusal) refuseUpgrade(socket, refusal.startsWith("unauthorized") ? 401 : 403, refusal);
      else if (endpoint.size >= maxConnections)
        refuseUpgrade(socket, 503, `${endpoint.size} WebSocket sessions are open, the most this server allows; retry later`);
      else {
        const session: Session = { envId: null, state: null };
        endpoint.accept(request, socket, head, {
          answer: (text, connection) => answerMessage(alfworld, session, text, connection),
          ended: () => void alfworld.close(session).catch(() => undefined),
        });
      }
      return true;
    },
    closeAll: () => endpoint.closeAll(),
  };
}

function registerTaskRoutes(app: Hono, alfworld: OpenEnvGames, route: (path: string) => string): void {
  const describe = (game: CatalogGame, index: number) => ({ index, game: game.index, gamefile: game.gamefile, task_type: game.taskType });
  app.get(route("/tasks"), (c) =>
    c.json({ count: alfworld.games.length, splits: Object.fromEntries([...alfworld.splits].map(([split, list]) => [split, list.length])) }),
  );
  app.get(route("/tasks/:split"), (c) => {
    const list = splitList(alfworld, c.req.param("split") ?? "");
    const offset = boundedInt(c.req.query("offset"), 0, "offset");
    const limit = Math.min(1000, boundedInt(c.req.query("limit"), 100, "limit"));
    return c.json({
      split: c.req.param("split"),
      count: list.length,
      offset,
      tasks: list.slice(offset, offset + limit).map((g, i) => describe(g, offset + i)),
    });
  });
  app.get(route("/tasks/:split/:index"), (c) => {
    const list = splitList(alfworld, c.req.param("split") ?? "");
    const index = boundedInt(c.req.param("index"), 0, "index");
    if (index >= list.length) throw new RequestError(404, `index ${index} is out of range (0..${list.length - 1})`);
    return c.json(describe(list[index], index));
  });
}

function splitList(alfworld: OpenEnvGames, split: string): CatalogGame[] {
  const list = alfworld.splits.get(split);
  if (!list) throw new RequestError(404, `unknown split "${split.slice(0, 100)}" (splits: ${[...alfworld.splits.keys()].join(", ")})`);
  return list;
}

function boundedInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new RequestError(422, `${name} must be a non-negative integer`);
  return Number(raw);
}

type WsReply =
  | { type: "observation"; data: StepPayload }
  | { type: "state"; data: unknown }
  | { type: "error"; data: { message: string; code: string } };

/** The reply to one WebSocket message (null after a close message: the connection is closing). */
async function answerMessage(
  alfworld: OpenEnvGames,
  session: Session,
  text: string,
  connection: WebSocketConnection,
): Promise<string | null> {
  let message: { type?: unknown; data?: unknown };
  try {
    message = JSON.parse(text);
  } catch (error) {
    return JSON.stringify(wsError(`Invalid JSON: ${(error as Error).message}`, "INVALID_JSON"));
  }
  if (typeof message !== "object" || message === null)
    return JSON.stringify(wsError("a message is a JSON object with a type", "VALIDATION_ERROR"));
  if (message.type === "close") {
    connection.close(CLOSE.normal);
    return null;
  }
  const reply = await wsReply(alfworld, session, message);
  return reply.type === "observation" ? `{"type":"observation","data":${stepJson(reply.data)}}` : JSON.stringify(reply);
}

/** A step result with its reward as a float (1.0), as OpenEnv's Python server writes it. */
const stepJson = (payload: StepPayload): string => jsonWithFloats({ ...payload }, ["reward"]);

async function wsReply(alfworld: OpenEnvGames, session: Session, message: { type?: unknown; data?: unknown }): Promise<WsReply> {
  try {
    switch (message.type) {
      case "reset":
        return { type: "observation", data: await alfworld.reset(session, parse(resetParams, message.data ?? {})) };
      case "step":
        return { type: "observation", data: await alfworld.step(session, parse(stepAction, message.data).command) };
      case "state":
        if (!session.state) throw new RequestError(409, "no episode: reset first");
        return { type: "state", data: session.state };
      default:
        return wsError(`Unknown message type: ${String(message.type).slice(0, 50)}`, "UNKNOWN_TYPE");
    }
  } catch (error) {
    if (!(error instanceof RequestError)) return wsError(`internal error: ${(error as Error).message}`, "EXECUTION_ERROR");
    const code = error.status === 422 ? "VALIDATION_ERROR" : error.status === 429 ? "CAPACITY_REACHED" : "EXECUTION_ERROR";
    return wsError(error.message, code);
  }
}

const wsError = (message: string, code: string): WsReply => ({ type: "error", data: { message, code } });
