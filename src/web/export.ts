// `--export DIR`: the same pages as a static folder that opens from file://. Every data document
// becomes data/<key>.js, a script that hands its JSON to the page (file:// forbids fetch), and the
// client is a classic script for the same reason.
import { mkdir } from "node:fs/promises";
import { writeFileAtomic } from "../formats/atomic.js";
import path from "node:path";
import { clientAssets } from "./bundle.js";
import type { DashboardData } from "./collect.js";
import { STATIC_DATA_CALLBACK } from "./model.js";
import { renderShell } from "./page.js";

export interface ExportResult {
  dir: string;
  files: number;
  bytes: number;
}

export async function exportDashboard(data: DashboardData, dir: string): Promise<ExportResult> {
  const { script, chartCss } = await clientAssets();
  await mkdir(path.join(dir, "data"), { recursive: true });
  const result: ExportResult = { dir, files: 0, bytes: 0 };
  const write = async (relative: string, content: string) => {
    writeFileAtomic(path.join(dir, relative), content);
    result.files += 1;
    result.bytes += Buffer.byteLength(content);
  };
  await write("index.html", renderShell({ config: { mode: "static" }, scriptSrc: "app.js", chartCss }));
  await write("app.js", script);
  for (const key of data.keys()) {
    const document = await data.get(key);
    if (document === undefined) continue;
    await write(path.join("data", `${key}.js`), dataScript(key, document));
  }
  return result;
}

/** JSON is a JavaScript expression, so the document is passed as a literal. */
function dataScript(key: string, document: unknown): string {
  return `window.${STATIC_DATA_CALLBACK}(${JSON.stringify(key)}, ${JSON.stringify(document)});\n`;
}
