// OpenEnv clients written from the protocol, for tests: HTTP (fetch) and WebSocket (a minimal
// RFC 6455 client over node:http's upgrade: masked frames out, unmasked frames in). Independent
// of the server's code on purpose: the tests check the wire format, not this module's reading of it.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import type { Socket } from "node:net";

export class OpenEnvHttpClient {
  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const init: RequestInit = {
      method,
      headers: { ...this.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${this.base}${path}`, init);
    return { status: response.status, json: await response.json() };
  }

  reset(params: Record<string, unknown> = {}) {
    return this.call("POST", "/reset", params);
  }

  step(command: string, episodeId?: string) {
    return this.call("POST", "/step", { action: { command }, ...(episodeId ? { episode_id: episodeId } : {}) });
  }
}

/** One WebSocket connection speaking JSON text messages; replies are read in order. */
export class OpenEnvWsClient {
  private buffer = Buffer.alloc(0);
  private readonly messages: string[] = [];
  private waiting: ((message: string | null) => void) | null = null;
  closeCode: number | null = null;
  /** The socket closed: no message comes after those queued. */
  private ended = false;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => this.receive(chunk));
    socket.on("close", () => this.deliver(null));
  }

  /** Opens `ws://` URL `url`; rejects with the HTTP status when the server refuses the upgrade. */
  static connect(url: string, headers: Record<string, string> = {}): Promise<OpenEnvWsClient> {
    const key = randomBytes(16).toString("base64");
    return new Promise((resolve, reject) => {
      const req = request(url.replace(/^ws:/, "http:"), {
        headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": key, ...headers },
      });
      req.on("upgrade", (_res, socket, head) => {
        const client = new OpenEnvWsClient(socket as Socket);
        if (head.length) client.receive(head);
        resolve(client);
      });
      req.on("response", (res) => {
        res.resume();
        reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  send(message: unknown): void {
    this.sendRaw(Buffer.from(typeof message === "string" ? message : JSON.stringify(message)), 0x1, true);
  }

  /** A frame as the protocol allows it: text (0x1), continuation (0x0), ping (0x9), close (0x8). */
  sendRaw(payload: Buffer, opcode: number, fin: boolean): void {
    const mask = randomBytes(4);
    const length = payload.length;
    const lengthBytes =
      length < 126
        ? Buffer.from([0x80 | length])
        : length < 65536
          ? Buffer.from([0x80 | 126, length >> 8, length & 0xff])
          : (() => {
              const b = Buffer.alloc(9);
              b[0] = 0x80 | 127;
              b.writeBigUInt64BE(BigInt(length), 1);
              return b;
            })();
    const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i & 3]));
    this.socket.write(Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | opcode]), lengthBytes, mask, masked]));
  }

  /** The next text message as JSON (null once the server closed). */
  async next(): Promise<any> {
    const text = await this.nextText();
    return text === null ? null : JSON.parse(text);
  }

  /** The next text message as sent (null once the server closed). */
  async nextText(): Promise<string | null> {
    const queued = this.messages.shift();
    if (queued === undefined && this.ended) return null;
    return queued ?? (await new Promise<string | null>((resolve) => (this.waiting = resolve)));
  }

  async ask(message: unknown): Promise<any> {
    this.send(message);
    return this.next();
  }

  end(): void {
    this.socket.destroy();
  }

  private deliver(message: string | null): void {
    if (message === null) this.ended = true;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting(message);
    else if (message !== null) this.messages.push(message);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    while (this.buffer.length >= 2) {
      let length = this.buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + length) return;
      const opcode = this.buffer[0] & 0x0f;
      const payload = this.buffer.subarray(offset, offset + length);
      this.buffer = this.buffer.subarray(offset + length);
      if (opcode === 0x1) this.deliver(payload.toString("utf8"));
      else if (opcode === 0x8) this.closeCode = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
      else if (opcode === 0xa) this.deliver(JSON.stringify({ pong: payload.toString("utf8") }));
    }
  }
}
