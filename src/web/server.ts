// The dashboard's HTTP side: one page shell, the bundled client script, and the data documents
// under /api/<key>. Read-only, loopback by default; keys are looked up, never used as paths.
import { listenLocal } from "../server/listen.js";
import { Hono } from "hono";
import { clientAssets } from "./bundle.js";
import type { DashboardData } from "./collect.js";
import { localGuard, type LocalGuardOptions } from "../server/local-guard.js";
import { answerRefusals, RequestError } from "../server/request-error.js";
import { renderShell } from "./page.js";

export function createDashboardApp(data: DashboardData, options: { guard?: LocalGuardOptions } = {}): Hono {
  const app = new Hono();
  // The overview holds absolute paths: a DNS-rebinding page must not read it under its own name.
  app.use("*", localGuard(options.guard));
  app.get("/", async (c) => {
    const { chartCss } = await clientAssets();
    return c.html(renderShell({ config: { mode: "server" }, scriptSrc: "assets/app.js", chartCss }));
  });
  app.get("/assets/app.js", async (c) => {
    const { script } = await clientAssets();
    return c.body(script, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" });
  });
  app.get("/api/:key", async (c) => {
    const document = await data.get(c.req.param("key"));
    if (document === undefined) throw new RequestError(404, `no data document "${c.req.param("key")}"`);
    return c.json(document);
  });
  answerRefusals(app, (_c, message) => ({ error: message }));
  return app;
}

export interface RunningDashboard {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Listens on host:port (port 0: any free one) and resolves once it accepts connections. */
export async function startDashboard(
  data: DashboardData,
  options: { host?: string; port?: number; guard?: LocalGuardOptions } = {},
): Promise<RunningDashboard> {
  // Build the client before listening, so the first page load does not wait on esbuild.
  await clientAssets();
  const listening = await listenLocal(createDashboardApp(data, options), { host: options.host, port: options.port });
  return { url: `${listening.origin}/`, port: listening.port, close: listening.close };
}
