// The WebSocket transport of the OpenEnv endpoint, on `ws` (the WebSocket server Node's ecosystem
// uses, @hono/node-server's included): it does the framing, masking, UTF-8 checks, the closing
// handshake and RFC 6455's close codes. What is ours is the bounds around it, per connection:
//   - a message is at most `maxMessageBytes` in at most `maxFragments` frames (ws closes past them);
//   - at most `maxPending` messages wait for their answers, counting a reply until the socket has
//     taken it: past that the socket is not read, so a client that does not read its replies stops
//     being read too; messages already read in the same chunk past `maxQueued` close it (1008);
//   - pongs wait for the socket as replies do (ws drops a peer with `maxPendingAutoPongs` unsent);
//   - no message for `idleTimeoutMs` closes it (1001); a heartbeat ping unanswered for a whole
//     `heartbeatMs` drops it (a peer that vanished without a FIN); a closing handshake the peer does
//     not finish within `closeTimeoutMs` drops the socket;
//   - however it ends (close frame either way, a FIN, an error, a timeout), `ended` runs once, at once.
// Refused upgrades are answered and their sockets destroyed, not half-closed.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type ServerOptions, type WebSocket } from "ws";

export interface WebSocketLimits {
  maxMessageBytes: number;
  maxFragments: number;
  /** Socket chunks ws may hold while a frame is incomplete. */
  maxBufferedChunks: number;
  maxPending: number;
  maxQueued: number;
  maxPendingPongs: number;
  /** Milliseconds without a message before the connection is closed; 0 = never. */
  idleTimeoutMs: number;
  heartbeatMs: number;
  closeTimeoutMs: number;
}

/** A step message holds one command (at most --max-action-bytes, 1 KiB by default); 8 KiB per message bounds what thousands of stalled sockets can hold. */
export const WEBSOCKET_DEFAULTS: WebSocketLimits = {
  maxMessageBytes: 8 << 10,
  maxFragments: 64,
  maxBufferedChunks: 1024,
  maxPending: 16,
  maxQueued: 256,
  maxPendingPongs: 16,
  idleTimeoutMs: 3_600_000,
  heartbeatMs: 30_000,
  closeTimeoutMs: 500,
};

/** Close codes of RFC 6455 section 7.4.1 sent by this module or its callers. */
export const CLOSE = { normal: 1000, goingAway: 1001, unsupportedData: 1003, policy: 1008, internalError: 1011 } as const;

export interface WebSocketConnection {
  close(code?: number, reason?: string): void;
  readonly closed: boolean;
}

export interface ConnectionHandler {
  /** The reply to one text message, or null for none (the handler may have closed the connection). */
  answer(text: string, connection: WebSocketConnection): Promise<string | null>;
  /** Runs once when the connection ends, however it ends. */
  ended(connection: WebSocketConnection): void;
}

/** ws 8.23's options that @types/ws 8.18 does not list yet. */
type WsServerOptions = ServerOptions & {
  maxFragments: number;
  maxBufferedChunks: number;
  maxPendingAutoPongs: number;
  closeTimeout: number;
};

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  503: "Service Unavailable",
};

/** Answers an upgrade request with an HTTP error ({"detail": message}) and destroys the socket once it is written. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ detail: message });
  socket.once("finish", () => socket.destroy());
  // A peer that never reads cannot hold the descriptor: the answer is a few hundred bytes.
  setTimeout(() => socket.destroy(), 1000).unref();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Error"}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The open WebSocket connections of one endpoint, with one heartbeat timer for all of them. */
export class WebSocketEndpoint {
  private readonly server: WebSocketServer;
  private readonly open = new Set<Connection>();
  private readonly limits: WebSocketLimits;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(limits: Partial<WebSocketLimits> = {}) {
    this.limits = { ...WEBSOCKET_DEFAULTS, ...limits };
    const options: WsServerOptions = {
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      maxPayload: this.limits.maxMessageBytes,
      maxFragments: this.limits.maxFragments,
      maxBufferedChunks: this.limits.maxBufferedChunks,
      maxPendingAutoPongs: this.limits.maxPendingPongs,
      closeTimeout: this.limits.closeTimeoutMs,
    };
    this.server = new WebSocketServer(options);
  }

  get size(): number {
    return this.open.size;
  }

  /** Completes the handshake (ws refuses a malformed one with 400) and serves the connection. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer, handler: ConnectionHandler): void {
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const connection = new Connection(ws, handler, this.limits, () => this.open.delete(connection));
      this.open.add(connection);
      this.sweeper ??= setInterval(() => this.sweep(), this.sweepPeriod()).unref();
    });
  }

  /** Tells every open connection the server is going away (1001) and drops its socket. */
  closeAll(): void {
    for (const connection of [...this.open]) connection.drop(CLOSE.goingAway, "server shutting down");
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  private sweepPeriod(): number {
    const { heartbeatMs, idleTimeoutMs } = this.limits;
    return idleTimeoutMs > 0 ? Math.max(50, Math.min(heartbeatMs, idleTimeoutMs / 4)) : heartbeatMs;
  }

  private sweep(): void {
    const now = Date.now();
    for (const connection of [...this.open]) connection.check(now);
    if (this.open.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }
}

class Connection implements WebSocketConnection {
  /** Messages read and not yet answered, in order. */
  private readonly queue: string[] = [];
  /** Messages read whose replies the socket has not yet taken (queued, being answered, or being written). */
  private inFlight = 0;
  private answering = false;
  private lastMessageAt = Date.now();
  private lastPingAt = Date.now();
  private answeredPing = true;
  closed = false;
  private over = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly handler: ConnectionHandler,
    private readonly limits: WebSocketLimits,
    private readonly forget: () => void,
  ) {
    ws.on("message", (data, isBinary) => this.received(data, isBinary));
    ws.on("pong", () => (this.answeredPing = true));
    // ws has already closed with the RFC's code (1002, 1007, 1008, 1009); nothing else to do here.
    ws.on("error", () => undefined);
    ws.on("close", () => this.end());
  }

  close(code: number = CLOSE.normal, reason = ""): void {
    if (this.closed) return;
    this.closed = true;
    this.ws.close(code, reason);
    this.end();
  }

  /** Closes and drops the socket without waiting for the peer (server shutdown). */
  drop(code: number, reason: string): void {
    this.close(code, reason);
    this.ws.terminate();
  }

  /** The heartbeat and idle checks, from the endpoint's sweep. */
  check(now: number): void {
    if (this.closed) return;
    const { idleTimeoutMs, heartbeatMs } = this.limits;
    if (idleTimeoutMs > 0 && now - this.lastMessageAt >= idleTimeoutMs && this.inFlight === 0)
      return this.close(CLOSE.goingAway, `no message for ${Math.round(idleTimeoutMs / 1000)} s`);
    if (now - this.lastPingAt < heartbeatMs) return;
    if (!this.answeredPing) {
      this.closed = true;
      this.ws.terminate();
      return this.end();
    }
    this.answeredPing = false;
    this.lastPingAt = now;
    this.ws.ping();
  }

  private received(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (isBinary) return this.close(CLOSE.unsupportedData, "only text messages are accepted");
    if (this.inFlight >= this.limits.maxQueued)
      return this.close(CLOSE.policy, `more than ${this.limits.maxQueued} messages waiting for their answers`);
    this.lastMessageAt = Date.now();
    // ws has checked the UTF-8 (1007 otherwise); a text message arrives as one Buffer.
    this.queue.push((data as Buffer).toString("utf8"));
    this.inFlight += 1;
    if (this.inFlight === this.limits.maxPending) this.ws.pause();
    if (!this.answering) void this.answerAll();
  }

  /** Answers queued messages one at a time, in order (a loop, not a chain of promises). */
  private async answerAll(): Promise<void> {
    this.answering = true;
    while (this.queue.length > 0 && !this.closed) {
      const text = this.queue.shift() as string;
      let reply: string | null = null;
      try {
        reply = await this.handler.answer(text, this);
      } catch {
        this.close(CLOSE.internalError, "internal error");
      }
      if (reply === null || this.closed) this.settled();
      else this.ws.send(reply, () => this.settled());
    }
    this.answering = false;
  }

  private settled(): void {
    this.inFlight -= 1;
    if (this.inFlight === this.limits.maxPending - 1 && !this.closed) this.ws.resume();
  }

  private end(): void {
    if (this.over) return;
    this.over = true;
    this.closed = true;
    this.queue.length = 0;
    this.forget();
    this.handler.ended(this);
  }
}
