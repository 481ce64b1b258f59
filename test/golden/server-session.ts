// The servers' part of the golden outputs: starts `seedworld env-server` or `seedworld serve
// --model expert` as a child (the CLI itself, on a free port of 127.0.0.1, with the clock held still
// as in every golden run), sends a fixed list of HTTP requests, then (env-server) the messages of one
// OpenEnv WebSocket session (/openenv/ws: reset, steps, state, an unknown message type, close), and
// writes what came back into the folder it is given: `stdout` (the server's banner) and
// `exchanges.jsonl` (one exchange a line: an HTTP request with its status and reply parsed, or a
// WebSocket message, `{"websocket": path, "send": message, "reply": reply parsed}`, the close with
// the close code the server sent and `reply` null). A reply's exact text is what JSON.stringify
// writes of it but for the number literals listed in `numbers_as_sent`, such as the rewards
// AgentGym's and OpenEnv's Python servers send as `1.0`; a reply that differs in anything else keeps
// its `text`. Only the port is masked (`<PORT>`); with the clock still, everything else in the
// replies (chat completion ids and times included) is the same on every run, and the WebSocket
// episode is given its episode_id (else a random UUID).
//   node --import tsx test/golden/server-session.ts env-server|serve-expert <out>
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OpenEnvWsClient } from "../../src/server/openenv/test-client.js";

const repo = path.resolve(import.meta.dirname, "../..");
const games = "../shared/alfworld/json_2.1.1/valid_seen";

interface Exchange {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

/** One WebSocket connection to `path`: each message sent in turn, its reply read (none after a close message). */
interface WebSocketSession {
  path: string;
  messages: unknown[];
}

/** What each session starts and asks. The actions are fixed: game 0 of valid_seen is the alarm clock under the desk lamp. */
const SESSIONS: Record<string, { args: string[]; exchanges: Exchange[]; websocket?: WebSocketSession }> = {
  "env-server": {
    args: ["env-server", games, "--workers", "0", "--port", "0"],
    exchanges: [
      { method: "GET", path: "/" },
      { method: "GET", path: "/games" },
      { method: "POST", path: "/create" },
      { method: "POST", path: "/reset", body: { id: 0, game: 0 } },
      { method: "POST", path: "/step", body: { id: 0, action: "go to desk 1" } },
      { method: "POST", path: "/step", body: { id: 0, action: "take alarmclock 2 from desk 1" } },
      { method: "POST", path: "/step", body: { id: 0, action: "use desklamp 1" } },
      { method: "POST", path: "/step", body: { id: 0, action: "look" } },
      { method: "GET", path: "/observation?id=0" },
      { method: "GET", path: "/detail?id=0" },
      { method: "POST", path: "/step", body: { id: 7, action: "look" } },
      { method: "POST", path: "/reset", body: { id: 0, game: 99 } },
      { method: "POST", path: "/batch/create", body: { count: 2 } },
      { method: "POST", path: "/batch/reset", body: { ids: [1, 2], games: [1, 2] } },
      { method: "POST", path: "/batch/step", body: { ids: [1, 2], actions: ["look", "inventory"] } },
      { method: "POST", path: "/batch/close", body: { ids: [1, 2] } },
      { method: "POST", path: "/openenv/reset", body: { episode_id: "golden", index: 3 } },
      { method: "POST", path: "/openenv/step", body: { episode_id: "golden", action: { command: "look" } } },
      { method: "GET", path: "/openenv/state?episode_id=golden" },
      { method: "GET", path: "/info" },
      { method: "POST", path: "/close", body: { id: 0 } },
      { method: "POST", path: "/step", body: { id: 0, action: "look" } },
    ],
    websocket: {
      path: "/openenv/ws",
      messages: [
        { type: "reset", data: { episode_id: "golden-ws", index: 0 } },
        { type: "step", data: { command: "look" } },
        { type: "step", data: { command: "inventory" } },
        { type: "step", data: { command: "go to desk 1" } },
        { type: "state" },
        // Not a JSON parse error: its message is V8's, which differs between Node versions.
        { type: "dance" },
        { type: "close" },
      ],
    },
  },
  "serve-expert": {
    args: ["serve", "--model", "expert", "--games", games, "--port", "0"],
    exchanges: [
      { method: "GET", path: "/v1/models" },
      {
        method: "POST",
        path: "/v1/chat/completions",
        body: {
          model: "expert",
          messages: [{ role: "user", content: "Your task is to: look at alarmclock under the desklamp. What do you do next?" }],
          seedworld: {
            gamefile: "json_2.1.1/valid_seen/look_at_obj_in_light-AlarmClock-None-DeskLamp-323/trial_T20190909_044715_250790/game.tw-pddl",
            actions: ["go to desk 1"],
          },
        },
      },
    ],
  },
};

/** Starts the CLI command; resolves with the child and the origin it printed once it listens. */
function startServer(args: string[]): Promise<{ child: ReturnType<typeof spawn>; origin: string; banner: string }> {
  const clock = pathToFileURL(path.join(import.meta.dirname, "fixed-clock.mjs")).href;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", clock, path.join(repo, "src/cli/main.ts"), ...args], {
    cwd: repo,
    env: { ...process.env, ALFWORLD_DATA: "", NO_COLOR: "1", TZ: "UTC", SEEDWORLD_ENV_TOKEN: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.stdout!.on("data", (chunk) => {
      stdout += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match && stdout.includes("\n")) resolve({ child, origin: match[1], banner: stdout });
    });
    child.once("exit", (code) => reject(new Error(`${args[0]} exited (${code}) before listening:\n${stderr}`)));
  });
}

/** `text` with each number literal (outside strings) written as JSON.stringify writes it, and the literals that changed. */
function numbersAsJsonWrites(text: string): { rebuilt: string; changed: string[] } {
  const number = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;
  const changed: string[] = [];
  let rebuilt = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      rebuilt += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    number.lastIndex = i;
    const literal = number.exec(text)?.[0];
    if (literal === undefined) {
      rebuilt += text[i++];
      continue;
    }
    const written = String(Number(literal));
    if (written !== literal) changed.push(literal);
    rebuilt += written;
    i += literal.length;
  }
  return { rebuilt, changed };
}

/** What a record adds about the reply's exact text `text` (parsed: `parsed`): the number literals written otherwise, or the text itself. */
function exactText(text: string, parsed: unknown): { text?: string; numbers_as_sent?: string[] } {
  const { rebuilt, changed } = numbersAsJsonWrites(text);
  if (rebuilt !== JSON.stringify(parsed)) return { text };
  return changed.length > 0 ? { numbers_as_sent: changed } : {};
}

/** Plays `session` over one connection; a record per message. */
async function webSocketRecords(origin: string, session: WebSocketSession): Promise<Record<string, unknown>[]> {
  const ws = await OpenEnvWsClient.connect(`${origin.replace(/^http:/, "ws:")}${session.path}`);
  const records: Record<string, unknown>[] = [];
  try {
    for (const message of session.messages) {
      ws.send(message);
      const text = await ws.nextText();
      if (text === null) {
        records.push({ websocket: session.path, send: message, reply: null, close_code: ws.closeCode });
        break;
      }
      const reply = JSON.parse(text) as unknown;
      records.push({ websocket: session.path, send: message, reply, ...exactText(text, reply) });
    }
  } finally {
    ws.end();
  }
  return records;
}

async function main(): Promise<void> {
  const [name, out] = process.argv.slice(2);
  const session = SESSIONS[name];
  if (!session || !out) throw new Error(`usage: server-session.ts ${Object.keys(SESSIONS).join("|")} <out>`);
  const { child, origin, banner } = await startServer(session.args);
  const port = new URL(origin).port;
  const masked = (text: string) => text.split(`127.0.0.1:${port}`).join("127.0.0.1:<PORT>");
  try {
    const lines: string[] = [];
    for (const exchange of session.exchanges) {
      const reply = await fetch(`${origin}${exchange.path}`, {
        method: exchange.method,
        headers: exchange.body === undefined ? {} : { "content-type": "application/json" },
        body: exchange.body === undefined ? undefined : JSON.stringify(exchange.body),
      });
      const text = await reply.text();
      const body = JSON.parse(text) as unknown;
      lines.push(masked(JSON.stringify({ request: exchange, status: reply.status, body, ...exactText(text, body) })));
    }
    if (session.websocket)
      for (const record of await webSocketRecords(origin, session.websocket)) lines.push(masked(JSON.stringify(record)));
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "exchanges.jsonl"), `${lines.join("\n")}\n`);
    process.stdout.write(masked(banner));
  } finally {
    child.kill("SIGTERM");
  }
}

await main();
