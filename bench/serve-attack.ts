// The body attack of issue 22 against `seedworld serve --model random` (not a test): before the
// limit, one 500 MB request took the server from 123 to 2,119 MB RSS. Starts the CLI as a child
// process, sends a 500 MB chat request (declared length, then chunked with no length), samples
// the server's RSS (/proc/<pid>/status, Linux) and prints one JSON object.
// Usage: node --import tsx bench/serve-attack.ts [--mb 500]
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { parseArgs } from "node:util";
import { startCliServer } from "./cli-server.js";

const { values: args } = parseArgs({ options: { mb: { type: "string", default: "500" } } });
const total = Number(args.mb) * 1024 * 1024;

const startServer = () => startCliServer(["serve", "--model", "random", "--port", "0"]);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Streams `total` bytes of a JSON body; resolves with the status (or the error the server's close gave). */
function send(url: string, chunked: boolean): Promise<string> {
  return new Promise((done) => {
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = total;
    const req = request(`${url}/v1/chat/completions`, { method: "POST", headers }, (res) => {
      res.resume();
      done(String(res.statusCode));
    });
    req.on("error", (error) => done(`closed: ${(error as NodeJS.ErrnoException).code}`));
    const piece = Buffer.alloc(1 << 20, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write('{"messages": [{"role": "user", "content": "');
    pump();
  });
}

const { url, child } = await startServer();
const idle = rssMb(child.pid!);
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 20);
const declared = await send(url, false);
const chunked = await send(url, true);
const health = (await fetch(`${url}/health`)).status;
clearInterval(sampler);
console.log(
  JSON.stringify({
    body_mb: Number(args.mb),
    declared_length: declared,
    chunked,
    rss_idle_mb: Math.round(idle),
    rss_peak_mb: Math.round(peak),
    rss_end_mb: Math.round(rssMb(child.pid!)),
    health_after: health,
    node: process.version,
  }),
);
child.kill("SIGTERM");
