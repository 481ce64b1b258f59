// The architecture's rules, checked on the sources: each folder under src/ imports only from
// itself and from folders to its left in LAYERS (ARCHITECTURE.md states the same order), and no
// module imports itself through a cycle.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const SRC = path.resolve(import.meta.dirname, "../src");

/** Left to right: a layer may import from the layers before it. `index.ts` (the public API) is last. */
export const LAYERS = ["platform", "engine", "games", "formats", "agent", "skills", "episode", "eval", "seed", "report", "server", "web", "cli"] as const;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

/** Relative imports of a file, as absolute .ts paths (type-only imports included: they couple too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    found.push(path.resolve(path.dirname(file), spec).replace(/\.js$/, ".ts"));
  }
  return found;
}

const layerOf = (file: string): string => {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length === 1 ? "index" : rel[0];
};
const rank = (layer: string): number => (layer === "index" ? LAYERS.length : LAYERS.indexOf(layer as (typeof LAYERS)[number]));

const files = sources(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

test("every folder under src/ is a known layer", () => {
  const unknown = [...new Set(files.map(layerOf))].filter((layer) => rank(layer) < 0);
  assert.deepEqual(unknown, [], `add these folders to LAYERS and ARCHITECTURE.md: ${unknown.join(", ")}`);
});

test("imports run only from a layer to the layers on its left", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (rank(layerOf(target)) > rank(layerOf(file))) wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("no circular imports between modules", () => {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") cycles.push(stack.slice(stack.indexOf(next)).concat(next).map((f) => path.relative(SRC, f)).join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  assert.deepEqual(cycles, []);
});

test("the checker sees imports (a sample of known edges)", () => {
  const loop = graph.get(path.join(SRC, "episode/loop.ts")) ?? [];
  assert.ok(loop.includes(path.join(SRC, "engine/index.ts")), "episode/loop.ts imports the engine");
});
