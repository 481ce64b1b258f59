// The architecture's rules, checked on the sources: each folder under src/ imports only from
// itself and from folders to its left in LAYERS (ARCHITECTURE.md states the same order), and no
// module imports itself through a cycle of runtime imports (`import type` is erased by the
// compiler, so two modules naming each other's types do not form a load-order cycle).
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const SRC = path.resolve(import.meta.dirname, "../src");

/** Left to right: a layer may import from the layers before it. `index.ts` (the public API) is last. */
export const LAYERS = [
  "platform",
  "engine",
  "formats",
  "games",
  "agent",
  "skills",
  "episode",
  "eval",
  "seed",
  "report",
  "server",
  "web",
  "cli",
] as const;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*((?:import|export)\s[^;]*?)from\s+"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

interface Edge {
  target: string;
  /** `import type {…}` or every name marked `type`: gone after compilation. */
  typeOnly: boolean;
}

function isTypeOnly(clause: string | undefined): boolean {
  if (!clause) return false;
  if (/^(?:import|export)\s+type\s/.test(clause)) return true;
  const names =
    /\{([^}]*)\}/
      .exec(clause)?.[1]
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean) ?? [];
  return names.length > 0 && !/^import\s+\w+\s*,/.test(clause) && names.every((name) => name.startsWith("type "));
}

/** Relative imports of a file, as absolute .ts paths (layer order counts type-only ones too). */
function importsOf(file: string): Edge[] {
  const text = readFileSync(file, "utf8");
  const found: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[2] ?? match[3];
    found.push({ target: path.resolve(path.dirname(file), spec).replace(/\.js$/, ".ts"), typeOnly: isTypeOnly(match[1]) });
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
    for (const { target } of imports) {
      if (rank(layerOf(target)) > rank(layerOf(file))) wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("no circular runtime imports between modules", () => {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const { target: next, typeOnly } of graph.get(file) ?? []) {
      if (typeOnly || !graph.has(next)) continue;
      if (state.get(next) === "open")
        cycles.push(
          stack
            .slice(stack.indexOf(next))
            .concat(next)
            .map((f) => path.relative(SRC, f))
            .join(" -> "),
        );
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
  assert.ok(
    loop.some((edge) => edge.target === path.join(SRC, "engine/index.ts") && !edge.typeOnly),
    "episode/loop.ts imports the engine",
  );
  assert.ok(
    loop.some((edge) => edge.target === path.join(SRC, "agent/backend.ts") && edge.typeOnly),
    "its backend import is type-only",
  );
  assert.equal(isTypeOnly("import { a, type B } "), false);
  assert.equal(isTypeOnly("import { type A, type B } "), true);
  assert.equal(isTypeOnly("import type { A } "), true);
});
