// The browser side, bundled with esbuild when the dashboard starts (~0.1 s, no network): the client
// sources, the engine (pure, so it runs in the page) and uPlot become one IIFE script. An IIFE
// rather than an ES module because Chromium refuses module scripts from file://, and the static
// export must open from disk. Works from the sources (tsx) and from dist/ (compiled .js) alike.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export interface ClientAssets {
  /** The page script: client, engine and uPlot. */
  script: string;
  /** uPlot's own stylesheet, inlined into the page shell. */
  chartCss: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
let assets: Promise<ClientAssets> | undefined;

/** Built once per process; later calls share the result. */
export function clientAssets(): Promise<ClientAssets> {
  assets ??= buildClientAssets().catch((error: unknown) => {
    assets = undefined;
    throw error;
  });
  return assets;
}

async function buildClientAssets(): Promise<ClientAssets> {
  const [script, chartCss] = await Promise.all([
    bundleClient(),
    readFile(createRequire(import.meta.url).resolve("uplot/dist/uPlot.min.css"), "utf8"),
  ]);
  return { script, chartCss };
}

export function clientEntry(): string {
  // Sources under tsx have main.ts; the compiled package has main.js next to this file.
  for (const name of ["main.ts", "main.js"]) {
    const file = path.join(here, "client", name);
    if (existsSync(file)) return file;
  }
  throw new Error(`dashboard client not found in ${path.join(here, "client")}`);
}

async function bundleClient(): Promise<string> {
  const result = await build({
    entryPoints: [clientEntry()],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    write: false,
    logLevel: "silent",
    legalComments: "inline",
  });
  return result.outputFiles[0].text;
}
