// The HTML shell every page shares: the stylesheets inline, the client settings as JSON, and the
// script. Served at / and written as index.html by the export; rendering happens in the client.
import type { ClientConfig } from "./model.js";
import { DASHBOARD_CSS } from "./styles.js";

export interface ShellOptions {
  config: ClientConfig;
  scriptSrc: string;
  chartCss: string;
  title?: string;
}

export function renderShell(options: ShellOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title ?? "seedworld dashboard")}</title>
<link rel="icon" href="data:,">
<style>${options.chartCss}</style>
<style>${DASHBOARD_CSS}</style>
<script id="seedworld-config" type="application/json">${scriptSafeJson(options.config)}</script>
</head>
<body>
<div id="app"><p class="muted">Loading…</p></div>
<noscript>The dashboard needs JavaScript.</noscript>
<script src="${escapeHtml(options.scriptSrc)}"></script>
</body>
</html>
`;
}

/** JSON that cannot close the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
