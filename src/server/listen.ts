// One way to put a hono app on a local port: 127.0.0.1 unless told otherwise, port 0 = any free
// port, and a close() that does not hang on keep-alive sockets.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { SeedworldError, SettingError } from "../platform/errors.js";

export interface Listening {
  /** `http://host:port`, IPv6 hosts bracketed. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export interface ListenOptions {
  host?: string;
  port?: number;
  /** HTTP upgrade requests (WebSocket); without it Node drops them. */
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

/** Where every server here listens unless told otherwise: this machine only. */
export const DEFAULT_HOST = "127.0.0.1";

export function listenLocal(app: Hono, options: ListenOptions = {}): Promise<Listening> {
  const host = options.host ?? DEFAULT_HOST;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 0 }, (info: AddressInfo) => {
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolve({
        origin: `http://${shownHost}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            // Keep-alive sockets would hold close() open; drop them.
            (server as Server).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
    server.once("error", (error: NodeJS.ErrnoException) => {
      const where = `${host}:${options.port ?? 0}`;
      if (error.code === "EADDRINUSE")
        reject(
          new SettingError(
            (n) => `port ${options.port} on ${host} is in use (choose another ${n("port")}, or 0 for any free port)`,
            "PORT_IN_USE",
          ),
        );
      else if (error.code === "EADDRNOTAVAIL" || error.code === "EACCES")
        reject(new SeedworldError("BAD_OPTION", `cannot listen on ${where} (${error.code})`));
      else reject(error);
    });
    if (options.upgrade) server.on("upgrade", options.upgrade);
  });
}
