// A small WebSocket server side (RFC 6455) for text-message protocols: the opening handshake,
// masked client frames, fragmented messages, ping/pong and the closing handshake, with a bound
// on message size. Node 20 has no WebSocket server and the protocol needs only this much, so it
// is written here rather than added as a dependency. Messages of one connection are handled one
// at a time, in order, so replies come back in the order of the requests.
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

const HANDSHAKE_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/** Messages a connection may have waiting for their answers before its socket is no longer read. */
const MAX_PENDING = 16;

const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** Close codes used here (RFC 6455 section 7.4.1). */
export const CLOSE = { normal: 1000, protocolError: 1002, unsupportedData: 1003, invalidPayload: 1007, tooBig: 1009 } as const;

export interface WebSocketConnection {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  /** Drops the socket now (after close(), when the peer need not be waited for: server shutdown). */
  terminate(): void;
  readonly closed: boolean;
}

export interface WebSocketHandlers {
  /** One complete text message; the next is not delivered before the promise settles. */
  onMessage(text: string, connection: WebSocketConnection): Promise<void> | void;
  onClose?(connection: WebSocketConnection): void;
}

/** The Sec-WebSocket-Accept value for a client's key. */
export const acceptKey = (key: string): string =>
  createHash("sha1")
    .update(key + HANDSHAKE_GUID)
    .digest("base64");

/** Writes a plain HTTP refusal on a socket that asked to upgrade, and ends it. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ detail: message });
  const reason =
    { 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 426: "Upgrade Required", 503: "Service Unavailable" }[
      status
    ] ?? "Error";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Why this upgrade request is not a valid WebSocket opening handshake, or null. */
export function handshakeProblem(request: IncomingMessage): string | null {
  if (request.method !== "GET") return "a WebSocket handshake is a GET request";
  if (!/\bwebsocket\b/i.test(request.headers.upgrade ?? "")) return "Upgrade: websocket is required";
  if (request.headers["sec-websocket-version"] !== "13") return "Sec-WebSocket-Version: 13 is required";
  const key = request.headers["sec-websocket-key"];
  if (typeof key !== "string" || Buffer.from(key, "base64").length !== 16) return "Sec-WebSocket-Key must be 16 bytes in base64";
  return null;
}

/** Completes the handshake (checked with handshakeProblem first) and serves the connection. */
export function acceptWebSocket(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  handlers: WebSocketHandlers,
  maxMessageBytes: number,
): WebSocketConnection {
  socket.write(
    "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
      `Sec-WebSocket-Accept: ${acceptKey(request.headers["sec-websocket-key"] as string)}\r\n\r\n`,
  );
  const connection = new Connection(socket, handlers, maxMessageBytes);
  if (head.length) connection.receive(head);
  socket.on("data", (chunk: Buffer) => connection.receive(chunk));
  socket.on("close", () => connection.ended());
  socket.on("error", () => socket.destroy());
  return connection;
}

/** A frame header's fields, once its whole header and payload are buffered. */
interface Frame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
  /** Bytes the frame took in the buffer. */
  size: number;
}

/** Parses one frame at the start of `buffer`: null when more bytes are needed; a string names a protocol error. */
function parseFrame(buffer: Buffer, maxPayload: number): Frame | null | string {
  if (buffer.length < 2) return null;
  const fin = (buffer[0] & 0x80) !== 0;
  if ((buffer[0] & 0x70) !== 0) return "reserved bits set (no extensions were negotiated)";
  const opcode = buffer[0] & 0x0f;
  if ((buffer[1] & 0x80) === 0) return "client frames must be masked";
  let length = buffer[1] & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return null;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return null;
    const big = buffer.readBigUInt64BE(2);
    if (big > BigInt(maxPayload)) return `frame of ${big} bytes is over the ${maxPayload}-byte limit`;
    length = Number(big);
    offset = 10;
  }
  if (length > maxPayload) return `frame of ${length} bytes is over the ${maxPayload}-byte limit`;
  if (buffer.length < offset + 4 + length) return null;
  const mask = buffer.subarray(offset, offset + 4);
  const payload = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i++) payload[i] = buffer[offset + 4 + i] ^ mask[i & 3];
  return { fin, opcode, payload, size: offset + 4 + length };
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.from([0x80 | opcode, length]) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (length >= 126 && length < 65536) {
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else if (length >= 65536) {
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

class Connection implements WebSocketConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private fragmentBytes = 0;
  private fragmentOpcode = 0;
  /** The chain of message handlers: each message waits for the one before it. */
  private queue: Promise<void> = Promise.resolve();
  /** Messages received and not yet answered. */
  private pending = 0;
  closed = false;

  constructor(
    private readonly socket: Duplex,
    private readonly handlers: WebSocketHandlers,
    private readonly maxMessageBytes: number,
  ) {}

  send(text: string): void {
    if (this.closed) return;
    this.socket.write(frame(OPCODE.text, Buffer.from(text, "utf8")));
  }

  close(code: number = CLOSE.normal, reason = ""): void {
    if (this.closed) return;
    this.closed = true;
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    this.socket.end(frame(OPCODE.close, payload));
    this.handlers.onClose?.(this);
  }

  terminate(): void {
    this.socket.destroy();
  }

  ended(): void {
    if (!this.closed) {
      this.closed = true;
      this.handlers.onClose?.(this);
    }
  }

  receive(chunk: Buffer): void {
    if (this.closed) return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const parsed = parseFrame(this.buffer, this.maxMessageBytes);
      if (parsed === null) return;
      if (typeof parsed === "string") return this.close(parsed.includes("limit") ? CLOSE.tooBig : CLOSE.protocolError, parsed);
      this.buffer = this.buffer.subarray(parsed.size);
      this.handle(parsed);
      if (this.closed) return;
    }
  }

  private handle({ fin, opcode, payload }: Frame): void {
    if (opcode >= 0x8) return this.control(opcode, fin, payload);
    if (opcode === OPCODE.binary) return this.close(CLOSE.unsupportedData, "only text messages are accepted");
    if (opcode !== OPCODE.text && opcode !== OPCODE.continuation) return this.close(CLOSE.protocolError, `unknown opcode ${opcode}`);
    const starts = opcode === OPCODE.text;
    if (starts === (this.fragments.length > 0 || this.fragmentOpcode !== 0))
      return this.close(CLOSE.protocolError, "unexpected continuation frame");
    if (starts) this.fragmentOpcode = opcode;
    this.fragments.push(payload);
    this.fragmentBytes += payload.length;
    if (this.fragmentBytes > this.maxMessageBytes) return this.close(CLOSE.tooBig, `message over ${this.maxMessageBytes} bytes`);
    if (!fin) return;
    const message = Buffer.concat(this.fragments);
    this.fragments = [];
    this.fragmentBytes = 0;
    this.fragmentOpcode = 0;
    const text = new TextDecoder("utf-8", { fatal: true });
    let decoded: string;
    try {
      decoded = text.decode(message);
    } catch {
      return this.close(CLOSE.invalidPayload, "text message is not valid UTF-8");
    }
    // Backpressure: a client that sends faster than its messages are answered is not read from
    // until the queue drains, so neither its requests nor its unread replies pile up here.
    this.pending += 1;
    if (this.pending >= MAX_PENDING) this.socket.pause();
    this.queue = this.queue
      .then(() => (this.closed ? undefined : this.handlers.onMessage(decoded, this)))
      .catch(() => this.close(1011, "internal error"))
      .finally(() => {
        this.pending -= 1;
        if (this.pending === 0 && !this.closed) this.socket.resume();
      });
  }

  private control(opcode: number, fin: boolean, payload: Buffer): void {
    if (!fin || payload.length > 125) return this.close(CLOSE.protocolError, "control frames must be whole and at most 125 bytes");
    if (opcode === OPCODE.ping) this.socket.write(frame(OPCODE.pong, payload));
    else if (opcode === OPCODE.close) this.close(CLOSE.normal);
    else if (opcode !== OPCODE.pong) this.close(CLOSE.protocolError, `unknown control opcode ${opcode}`);
  }
}
