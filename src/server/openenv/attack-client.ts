// The attacks of issue 26 as a client in its own process (websocket-attacks.test.ts runs it), so the
// server's memory and descriptors are measured apart from the attacker's. Frames are written by hand
// (a conforming client library could not send them). Usage: attack-client.ts <attack> <ws-url> [n];
// it prints one JSON line when its attack is in place ({"ready": ...}) and one when it is over.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { connect as connectTcp, type Socket } from "node:net";

const [attack, url, countArg] = process.argv.slice(2);
const count = Number(countArg ?? 0);
const report = (fields: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify(fields)}\n`);

/** One masked client frame. */
function frame(opcode: number, payload: Buffer, fin = true): Buffer {
  const mask = randomBytes(4);
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | length])
      : Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | 126, length >> 8, length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i & 3]));
  return Buffer.concat([header, mask, masked]);
}

/** Opens a WebSocket (or is refused: resolves with the response's status and its socket). */
function connect(headers: Record<string, string> = {}): Promise<{ socket: Socket; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url.replace(/^ws:/, "http:"), {
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": randomBytes(16).toString("base64"),
        ...headers,
      },
    });
    req.on("upgrade", (_res, socket) => resolve({ socket: socket as Socket, status: 101 }));
    req.on("response", (res) => resolve({ socket: res.socket as Socket, status: res.statusCode ?? 0 }));
    req.on("error", reject);
    req.end();
  });
}

/**
 * A raw upgrade request on a socket that stays half-open when the server ends its side, as a
 * client that never closes (node's http client would close it for us).
 */
function holdUpgrade(headers: Record<string, string>): Promise<Socket> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp({ host: hostname, port: Number(port), allowHalfOpen: true }, () => {
      const lines = Object.entries({
        Host: `${hostname}:${port}`,
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": randomBytes(16).toString("base64"),
        ...headers,
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`GET ${pathname} HTTP/1.1\r\n${lines.join("")}\r\n`);
      socket.once("data", () => resolve(socket));
    });
    socket.on("error", reject);
  });
}

/** The close code in the server frames read so far (null before a close frame). */
function closeCodeOf(received: Buffer): number | null {
  let offset = 0;
  while (offset + 2 <= received.length) {
    let length = received[offset + 1] & 0x7f;
    let start = offset + 2;
    if (length === 126) {
      length = received.readUInt16BE(offset + 2);
      start += 2;
    }
    if ((received[offset] & 0x0f) === 0x8) return length >= 2 ? received.readUInt16BE(start) : 1005;
    offset = start + length;
  }
  return null;
}

/** Writes `chunks()` until the socket closes or they run out; returns bytes written. */
async function pump(socket: Socket, chunks: Iterable<Buffer>): Promise<number> {
  let sent = 0;
  for (const chunk of chunks) {
    if (socket.destroyed || socket.writableEnded) break;
    sent += chunk.length;
    if (!socket.write(chunk)) await new Promise((resolve) => (socket.once("drain", resolve), socket.once("close", resolve)));
  }
  return sent;
}

function* repeat(chunk: Buffer, times: number): Iterable<Buffer> {
  for (let i = 0; i < times; i++) yield chunk;
}

async function main(): Promise<void> {
  switch (attack) {
    // 1: a text frame without FIN, then `count` empty continuation frames.
    case "fragments": {
      const { socket } = await connect();
      let received = Buffer.alloc(0);
      socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      socket.on("error", () => undefined);
      socket.write(frame(0x1, Buffer.from("{"), false));
      const batch = Buffer.concat(Array.from({ length: 10_000 }, () => frame(0x0, Buffer.alloc(0), false)));
      const sent = await pump(socket, repeat(batch, Math.ceil(count / 10_000)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      return report({ sent, closed: socket.destroyed || socket.readableEnded, code: closeCodeOf(received) });
    }
    // 2: `count` frames of invalid JSON in one write.
    case "flood": {
      const { socket } = await connect();
      let received = Buffer.alloc(0);
      socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      socket.on("error", () => undefined);
      const done = new Promise((resolve) => socket.on("close", resolve));
      socket.write(Buffer.concat(Array.from({ length: count }, () => frame(0x1, Buffer.from("{x")))));
      report({ ready: true });
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3000))]);
      const replies = received.toString("latin1").split('"INVALID_JSON"').length - 1;
      return report({ replies, code: closeCodeOf(received) });
    }
    // 3: `count` clients reset an env, then the process ends: TCP closes without a close frame.
    case "vanish": {
      for (let i = 0; i < count; i++) {
        const { socket } = await connect();
        const answered = new Promise((resolve) => socket.once("data", resolve));
        socket.write(frame(0x1, Buffer.from('{"type": "reset", "data": {}}')));
        await answered;
      }
      report({ ready: true });
      return process.exit(0);
    }
    // 4: 125-byte pings from a client that never reads, up to `count` bytes.
    case "pings": {
      const { socket } = await connect();
      socket.pause();
      socket.on("error", () => undefined);
      const batch = Buffer.concat(Array.from({ length: 1000 }, () => frame(0x9, Buffer.alloc(125, 0x61))));
      const sent = await pump(socket, repeat(batch, Math.ceil(count / batch.length)));
      return report({ sent, closed: socket.destroyed || socket.writableEnded });
    }
    // 5: `count` sessions closed by a close message, the client holding its end open; or `count`
    // upgrades refused for their Origin, held the same way.
    case "hold-closed":
    case "hold-refused": {
      const sockets: Socket[] = [];
      for (let i = 0; i < count; i++) {
        const socket = await holdUpgrade(attack === "hold-refused" ? { Origin: "https://evil.example" } : {});
        socket.on("error", () => undefined);
        if (attack === "hold-closed") socket.write(frame(0x1, Buffer.from('{"type": "close"}')));
        socket.pause();
        sockets.push(socket);
      }
      report({ ready: sockets.length });
      // Held until the test ends this process.
      return void setInterval(() => undefined, 60_000);
    }
    default:
      throw new Error(`unknown attack ${attack}`);
  }
}

await main();
