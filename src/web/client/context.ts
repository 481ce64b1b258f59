// What every page receives: the data source, the overview document and the parsed location.
import type { Overview } from "../model.js";
import type { DataSource } from "./data-source.js";

export interface PageContext {
  data: DataSource;
  overview: Overview;
  /** Path segments after the page name: `#/training/1` → ["1"]. */
  params: string[];
  query: URLSearchParams;
}

export type Page = (context: PageContext) => Promise<Node>;

export interface Route {
  page: string;
  params: string[];
  query: URLSearchParams;
  /** Set when the address cannot be read (a bad percent-escape): the page shows this instead. */
  error?: string;
}

/** `#/training/1?key=x` → {page: "training", params: ["1"], query: key=x}. */
export function parseHash(hash: string): Route {
  const body = hash.replace(/^#\/?/, "");
  const [pathPart, queryPart = ""] = body.split("?", 2);
  const parts = pathPart.split("/").filter((p) => p !== "");
  let decoded: string[];
  try {
    decoded = parts.map(decodeURIComponent);
  } catch {
    // A hand-edited or truncated link ("%E0%A4"): say so rather than leave a blank page.
    const bad = parts.find((part) => !decodes(part)) ?? pathPart;
    return {
      page: "runs",
      params: [],
      query: new URLSearchParams(),
      error: `This address cannot be read: "${bad}" is not a valid percent-escaped path segment.`,
    };
  }
  const [page = "", ...params] = decoded;
  return { page: page || "runs", params, query: new URLSearchParams(queryPart) };
}

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

export function hashFor(page: string, params: Array<string | number> = [], query: Record<string, string | undefined> = {}): string {
  const path = [page, ...params.map((p) => encodeURIComponent(String(p)))].join("/");
  const search = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""),
  ).toString();
  return `#/${path}${search ? `?${search}` : ""}`;
}

export function navigate(hash: string): void {
  if (location.hash !== hash) location.hash = hash;
}
