// `seedworld env-server`: AgentGym's ALFWorld HTTP API (agentenv-alfworld: /create, /reset, /step,
// /observation, /available_actions, /detail, plus /close which its client calls) over this engine,
// and /batch/* endpoints so a verl-agent env manager resets or steps all its envs in one request.
// Bad requests get a 4xx with {"error": "..."} (AgentGym answers 200 with the same body; under
// /openenv FastAPI's {"detail": "..."}, as OpenEnv's server sends); the
// server never dies on input. Bound to 127.0.0.1 unless told otherwise; optional bearer token.
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import { listenLocal } from "./listen.js";
import { localGuard, originRefusal, type LocalGuardOptions } from "./local-guard.js";
import { OPENENV_PREFIX, registerOpenEnvRoutes, type OpenEnvEndpoints } from "./openenv/routes.js";
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { refuseUpgrade, type WebSocketLimits } from "./openenv/websocket.js";
import { availableParallelism } from "node:os";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { SeedworldError, zodProblem } from "../platform/errors.js";
import { agentGymResetObservation, agentGymStepObservation, agentGymTaskType, WORLD_TYPES } from "./env/agentgym.js";
import type { CatalogGame } from "./env/catalog.js";
import { answerRefusals, limitBody, RequestError } from "./request-error.js";
import { defaultShards, EnvHost } from "./env/host.js";
import { accepted, requestErrorOf } from "./refusals.js";
import { jsonWithFloats, resultsJson } from "./env/serialize.js";

// A fresh header object per reply: @hono/node-server keeps and extends the one it is given.
const jsonHeaders = () => ({ "content-type": "application/json" });

export interface EnvServerOptions {
  games: readonly CatalogGame[];
  /** Bearer token every request except GET / and /health must carry; none = open. */
  token?: string;
  maxEnvs?: number;
  maxBodyBytes?: number;
  /** Seconds without a request before an environment is dropped; 0 = never. */
  idleTimeoutS?: number;
  maxSteps?: number;
  /** Unused compiled games kept for later resets (per worker). */
  compiledCacheSize?: number;
  /** Worker threads running the engine (envs spread by id); 0 = the server's own thread. */
  workers?: number;
  /** Longest action in bytes (413 past it). */
  maxActionBytes?: number;
  /** Action bytes one env's episode may hold (429 past it until a reset). */
  maxEnvJournalBytes?: number;
  /** Action bytes plus compiled games' approximate bytes all envs together may hold (429 past it); unused compiled games take up to a quarter more. */
  memoryBudgetBytes?: number;
  /** Host/Origin/content-type check (see local-guard.ts). */
  guard?: LocalGuardOptions;
  /** The OpenEnv WebSocket's bounds (openenv/websocket.ts); its idle timeout defaults to idleTimeoutS. */
  webSocket?: Partial<WebSocketLimits>;
  now?: () => number;
}

// Actions: ALFWorld's commands are under 100 bytes. A journal of 64 KiB holds 50 steps of the
// longest action. The budget: a compiled official game takes about 1.1 MB, so 1 GiB holds envs
// on ~900 distinct games at once (4,096 envs on 3,827 games took 2.5 GB before games counted),
// and the process stays under 1.5 GiB with a quarter more of unused games cached.
export const ENV_SERVER_DEFAULTS = {
  maxEnvs: 4096,
  maxBodyBytes: 1 << 20,
  idleTimeoutS: 3600,
  maxSteps: DEFAULT_MAX_STEPS,
  compiledCacheSize: 512,
  workers: 0,
  maxActionBytes: 1024,
  maxEnvJournalBytes: 64 << 10,
  memoryBudgetBytes: 1 << 30,
} as const;

/**
 * Worker threads for a server that has the machine (the CLI's default; `ENV_SERVER_DEFAULTS.workers`
 * 0 keeps an embedded server on its caller's thread): one core stays with the HTTP thread, and
 * past ~8 workers the HTTP thread is the limit.
 */
export const suggestedWorkers = (): number => Math.min(8, Math.max(1, availableParallelism() - 1));

const envId = z.number().int().nonnegative();
const resetBody = z.object({ id: envId, game: z.number().int(), world_type: z.string().optional() });
const stepBody = z.object({ id: envId, action: z.string() });
const closeBody = z.object({ id: envId });
const ids = z.array(envId).min(1);
const batchCreateBody = z.object({ count: z.number().int().min(1) });
const batchResetBody = z.object({ ids, games: z.array(z.union([z.number().int(), z.string()])) });
const batchStepBody = z.object({ ids, actions: z.array(z.string()) });
const batchCloseBody = z.object({ ids });

async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const text = await c.req.text();
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new RequestError(400, "request body is not valid JSON");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new RequestError(422, `invalid request: ${zodProblem(parsed.error)}`);
  }
  return parsed.data;
}

function queryId(c: Context): number {
  const raw = c.req.query("id");
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) throw new RequestError(422, "query parameter id must be a non-negative integer");
  return Number(raw);
}

function distinct(list: readonly number[]): void {
  if (new Set(list).size !== list.length) throw new RequestError(422, "ids must not repeat within one request");
}

function sameLength(name: string, list: readonly unknown[], idList: readonly number[]): void {
  if (list.length !== idList.length) throw new RequestError(422, `${name} has ${list.length} entries for ${idList.length} ids`);
}

const sha = (text: string) => createHash("sha256").update(text).digest();

/** Constant-time check of `Authorization: Bearer <token>`. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(sha(match[1].trim()), expected);
}

/** An error reply: {"detail": ...} under /openenv (FastAPI's, as OpenEnv's server sends), {"error": ...} elsewhere (AgentGym's). */
const errorBody = (c: Context, message: string) =>
  c.req.path === OPENENV_PREFIX || c.req.path.startsWith(`${OPENENV_PREFIX}/`) ? { detail: message } : { error: message };

export interface EnvServerApp {
  app: Hono;
  host: EnvHost;
  /** OpenEnv's WebSocket endpoint (attach to the HTTP server's upgrade requests). */
  openenv: OpenEnvEndpoints;
}

/** The app and the host of its environments (stop the host to end its worker threads). */
export function createEnvApp(options: EnvServerOptions): EnvServerApp {
  const settings = { ...ENV_SERVER_DEFAULTS, ...definedOnly(options) };
  // Every env runs in a TimeLimit, which (as Gymnasium's) needs a positive number of steps.
  if (!Number.isInteger(settings.maxSteps) || settings.maxSteps < 1)
    throw new SeedworldError("BAD_OPTION", `the step limit must be a positive integer (got ${settings.maxSteps})`);
  const hostOptions = {
    maxEnvs: settings.maxEnvs,
    idleTimeoutMs: settings.idleTimeoutS * 1000,
    maxSteps: settings.maxSteps,
    compiledCacheSize: settings.compiledCacheSize,
    workers: settings.workers,
    now: options.now,
    maxActionBytes: settings.maxActionBytes,
    maxEnvJournalBytes: settings.maxEnvJournalBytes,
    memoryBudgetBytes: settings.memoryBudgetBytes,
  };
  // The composition root: the host is given the shards it runs envs on.
  const host = new EnvHost(options.games, hostOptions, defaultShards(options.games, hostOptions));
  const app = new Hono();
  app.use("*", localGuard(options.guard));

  app.get("/", (c) => c.json("This is environment AlfWorld."));
  app.get("/health", (c) => c.json({ ok: true }));
  app.get(`${OPENENV_PREFIX}/health`, (c) => c.json({ status: "healthy" }));
  if (options.token) {
    const expected = sha(options.token);
    app.use("*", async (c, next) => {
      if (bearerMatches(c.req.header("authorization"), expected)) return next();
      throw new RequestError(401, "unauthorized: send Authorization: Bearer <token>", {
        "WWW-Authenticate": 'Bearer realm="seedworld-env"',
      });
    });
  }
  app.use("*", limitBody(settings.maxBodyBytes));

  registerAgentGymRoutes(app, host);
  registerBatchRoutes(app, host);
  const openenv = registerOpenEnvRoutes(app, options.games, host, settings.maxEnvs, {
    idleTimeoutMs: settings.idleTimeoutS * 1000,
    ...options.webSocket,
  });
  app.get("/info", async (c) => {
    const { engineEnvs, compiledGames } = await host.shardStats();
    return c.json({
      games: options.games.length,
      live_envs: host.size,
      created_envs: host.created,
      engine_envs: engineEnvs,
      compiled_games: compiledGames,
      workers: host.workers,
      worker_restarts: host.workerRestarts,
      journal_bytes: host.journalBytes,
      compiled_bytes: host.compiledBytes,
      ...limits(settings),
    });
  });
  app.get("/games", (c) => c.json({ count: options.games.length, games: options.games.map(describeGame) }));

  answerRefusals(app, (c, message, status) => errorBody(c, status === 500 ? `internal error: ${message}` : message), requestErrorOf);
  return { app, host, openenv };
}

function definedOnly(options: EnvServerOptions): Partial<typeof ENV_SERVER_DEFAULTS> {
  return Object.fromEntries(Object.entries(options).filter(([key, value]) => value !== undefined && key in ENV_SERVER_DEFAULTS));
}

function limits(settings: typeof ENV_SERVER_DEFAULTS) {
  return {
    max_envs: settings.maxEnvs,
    max_body_bytes: settings.maxBodyBytes,
    idle_timeout_s: settings.idleTimeoutS,
    max_steps: settings.maxSteps,
    max_action_bytes: settings.maxActionBytes,
    max_env_journal_bytes: settings.maxEnvJournalBytes,
    memory_budget_bytes: settings.memoryBudgetBytes,
  };
}

const describeGame = (game: CatalogGame) => ({ game: game.index, gamefile: game.gamefile, task_type: game.taskType });

/** AgentGym's /detail record. */
async function detail(host: EnvHost, id: number) {
  const snapshot = accepted(await host.snapshot(id));
  if (!snapshot) return { done: false, reward: 0, deleted: false };
  return {
    world_type: snapshot.worldType,
    game: snapshot.game,
    observation: snapshot.agentGymObservation,
    available_actions: snapshot.availableActions,
    done: snapshot.done,
    reward: snapshot.reward,
    deleted: false,
  };
}

function registerAgentGymRoutes(app: Hono, host: EnvHost): void {
  app.post("/create", (c) => c.json({ id: accepted(host.create())[0] }));
  app.post("/reset", async (c) => {
    const body = await readBody(c, resetBody);
    const worldType = body.world_type ?? "Text";
    if (!(WORLD_TYPES as readonly string[]).includes(worldType))
      throw new RequestError(422, 'world_type must be one of "Text", "Embody" and "Hybrid"');
    if (worldType !== "Text")
      throw new RequestError(422, `world_type "${worldType}" needs the THOR simulator; this server runs the Text world only`);
    const [result] = accepted(await host.reset([body.id], [body.game], worldType));
    const gamefile = host.games[body.game].gamefile;
    return c.json({
      id: body.id,
      observation: agentGymResetObservation(result.observation),
      available_actions: result.availableActions,
      task_type: agentGymTaskType(gamefile),
    });
  });
  app.post("/step", async (c) => {
    const body = await readBody(c, stepBody);
    const result = accepted(await host.stepOne(body.id, body.action));
    const reply = {
      observation: agentGymStepObservation(result.observation),
      reward: result.won ? 1 : 0,
      available_actions: result.availableActions,
      done: result.done,
    };
    return c.body(jsonWithFloats(reply, ["reward"]), 200, jsonHeaders());
  });
  app.get("/observation", async (c) => c.json(accepted(await host.startedSnapshot(queryId(c))).agentGymObservation));
  app.get("/available_actions", async (c) => c.json(accepted(await host.startedSnapshot(queryId(c))).availableActions));
  app.get("/detail", async (c) => c.body(jsonWithFloats(await detail(host, queryId(c)), ["reward"]), 200, jsonHeaders()));
  app.post("/close", async (c) => {
    const body = await readBody(c, closeBody);
    accepted(await host.close([body.id]));
    return c.json({ id: body.id, closed: true });
  });
}

function gameIndex(entry: number | string, byGamefile: Map<string, number>): number {
  if (typeof entry === "number") return entry;
  const index = byGamefile.get(entry);
  if (index === undefined) throw new RequestError(422, `unknown gamefile "${entry}" (GET /games lists them)`);
  return index;
}

function registerBatchRoutes(app: Hono, host: EnvHost): void {
  const byGamefile = new Map(host.games.map((game) => [game.gamefile, game.index]));
  app.post("/batch/create", async (c) => c.json({ ids: accepted(host.create((await readBody(c, batchCreateBody)).count)) }));
  app.post("/batch/reset", async (c) => {
    const body = await readBody(c, batchResetBody);
    distinct(body.ids);
    sameLength("games", body.games, body.ids);
    const indices = body.games.map((entry) => gameIndex(entry, byGamefile));
    const replies = accepted(await host.reset(body.ids, indices, "Text"));
    const results = replies.map((r) => ({
      id: r.id,
      game: r.game,
      gamefile: host.games[r.game].gamefile,
      observation: r.observation,
      available_actions: r.availableActions,
    }));
    return c.json({ results });
  });
  app.post("/batch/step", async (c) => {
    const body = await readBody(c, batchStepBody);
    distinct(body.ids);
    sameLength("actions", body.actions, body.ids);
    // A finished env answers its final result again (TextWorld's batch env), as env managers step all envs.
    return c.body(resultsJson(accepted(await host.step(body.ids, body.actions))), 200, jsonHeaders());
  });
  app.post("/batch/close", async (c) => {
    const body = await readBody(c, batchCloseBody);
    distinct(body.ids);
    accepted(await host.close(body.ids));
    return c.json({ closed: body.ids });
  });
}

export interface RunningEnvServer {
  url: string;
  port: number;
  host: EnvHost;
  close(): Promise<void>;
}

export async function startEnvServer(options: EnvServerOptions & { host?: string; port?: number }): Promise<RunningEnvServer> {
  const { app, host, openenv } = createEnvApp(options);
  const idleTimeoutS = options.idleTimeoutS ?? ENV_SERVER_DEFAULTS.idleTimeoutS;
  // Sweep a few times per timeout period; unref so the timer never keeps the process alive.
  const sweeper =
    idleTimeoutS > 0
      ? setInterval(() => host.expireIdle().catch(() => undefined), Math.min(60_000, Math.max(1000, (idleTimeoutS * 1000) / 4)))
      : null;
  sweeper?.unref();
  const stop = async () => {
    if (sweeper) clearInterval(sweeper);
    await host.stop();
  };
  const expected = options.token ? sha(options.token) : null;
  // Upgrade requests bypass the app's middleware: the same Host/Origin and token checks apply here.
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const headers = { host: request.headers.host, origin: request.headers.origin };
    const refusal =
      originRefusal(headers, request.socket.localPort, options.guard) ??
      (expected && !bearerMatches(request.headers.authorization, expected) ? "unauthorized: send Authorization: Bearer <token>" : null);
    if (!openenv.upgrade(request, socket, head, refusal))
      refuseUpgrade(socket, 404, `no WebSocket endpoint at ${request.url?.slice(0, 100)}`);
  };
  const listening = await listenLocal(app, { ...options, upgrade }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    url: listening.origin,
    port: listening.port,
    host,
    close: async () => {
      openenv.closeAll();
      await listening.close();
      await stop();
    },
  };
}
