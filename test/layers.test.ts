// The architecture's rules, checked on the sources and their tests: each folder under src/ imports
// only from itself and from folders to its left in LAYERS (ARCHITECTURE.md states the same order),
// no module imports itself through a cycle of runtime imports (`import type` is erased by the
// compiler, so two modules naming each other's types do not form a load-order cycle), and outside
// the engine only its public faces are imported (its world and rules stay `#private`). Every form
// of import is read: `import … from`, `export … from`, bare `import "…"` and `import(…)` with a
// string or a template literal (whose static prefix names the folder).
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
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const isTest = (file: string) => file.endsWith(".test.ts");

/** `import … from "x"` / `export … from "x"` (group 1 the clause, 2 the path), bare `import "x"` (3), `import("x")` (4), `import(\`x…\`)` (5: up to the first `${`). */
const IMPORT =
  /(?:^|\n)\s*((?:import|export)\s[^;]*?)from\s+["'](\.{1,2}\/[^"']+)["']|(?:^|\n)\s*import\s+["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)|import\(\s*`(\.{1,2}\/[^`$]*)/g;

interface Edge {
  target: string;
  /** `import type {…}` or every name marked `type`: gone after compilation. */
  typeOnly: boolean;
  /** A worker thread's entry: loaded in another thread, so no part of this module's import cycle. */
  workerEntry?: boolean;
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

/** A worker thread's entry module, a sibling named by `startModuleWorker(import.meta.url, "name", …)` (platform/worker.ts). */
const WORKER_ENTRY = /startModuleWorker\(\s*import\.meta\.url\s*,\s*["']([^"']+)["']/g;

/** Relative imports of a file, as absolute .ts paths (layer order counts type-only ones too). */
function importsOf(file: string, text = readFileSync(file, "utf8")): Edge[] {
  const found: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[2] ?? match[3] ?? match[4] ?? match[5];
    // A template whose fixed part names a folder (`../engine/${name}.js`) may load any module in it:
    // "*" stands for that module, so the folder's layer and the engine's privacy rule both apply.
    const target = path.resolve(path.dirname(file), spec) + (match[5] !== undefined && spec.endsWith("/") ? `${path.sep}*` : "");
    found.push({ target: target.replace(/\.js$/, ".ts"), typeOnly: isTypeOnly(match[1]) });
  }
  for (const match of text.matchAll(WORKER_ENTRY))
    found.push({ target: path.join(path.dirname(file), `${match[1]}.ts`), typeOnly: false, workerEntry: true });
  return found;
}

const layerOf = (file: string): string => {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length === 1 ? "index" : rel[0];
};
const rank = (layer: string): number => (layer === "index" ? LAYERS.length : LAYERS.indexOf(layer as (typeof LAYERS)[number]));

const files = sources(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
/** Modules written only for tests: servers and clients the tests drive, and shared suites (`*.case.ts`). */
const isTestHelper = (file: string) => /(^|\/)test-(support|client)\.ts$|\.case\.ts$/.test(file);
const ENGINE = path.join(SRC, "engine");
/** What the rest of the house may import of the engine (ARCHITECTURE.md, `src/engine/`). */
const ENGINE_FACES = ["index.ts", "types.ts", "internal.ts"].map((name) => path.join(ENGINE, name));
const insideEngine = (file: string) => file.startsWith(`${ENGINE}${path.sep}`);

test("every folder under src/ is a known layer", () => {
  const unknown = [...new Set(files.map(layerOf))].filter((layer) => rank(layer) < 0);
  assert.deepEqual(unknown, [], `add these folders to LAYERS and ARCHITECTURE.md: ${unknown.join(", ")}`);
});

test("imports run only from a layer to the layers on its left", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    // Tests drive the house through its own servers (no mocks), so they may import any layer.
    if (isTest(file)) continue;
    for (const { target } of imports) {
      if (rank(layerOf(target)) > rank(layerOf(file))) wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("tests may import any layer, but no source imports a test or a test helper", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    if (isTest(file) || isTestHelper(file)) continue;
    for (const { target } of imports)
      if (isTest(target) || isTestHelper(target)) wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
  }
  assert.deepEqual(wrong, []);
});

test("outside the engine only its public faces are imported, internal.ts only by the generator", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    if (insideEngine(file)) continue;
    for (const { target } of imports) {
      if (!insideEngine(target)) continue;
      const generator = path.relative(SRC, file).startsWith(`games${path.sep}generate${path.sep}`);
      const allowed = target === path.join(ENGINE, "internal.ts") ? generator : ENGINE_FACES.includes(target);
      if (!allowed) wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("a compiled game keeps its world and rules private", async () => {
  const engine = await import("../src/engine/index.js");
  assert.ok(!("gameInternals" in engine), "the public API does not hand out a game's internals");
  const outside = files.filter((file) => !insideEngine(file) && /\bgameInternals\b/.test(readFileSync(file, "utf8")));
  assert.deepEqual(
    outside.map((file) => path.relative(SRC, file)),
    [],
    "no module outside the engine reaches for gameInternals",
  );
  const { readGameFile } = await import("../src/games/loader.js");
  const shared = path.resolve(SRC, "../../shared/alfworld/json_2.1.1/valid_seen");
  const first = readdirSync(shared)[0];
  const trial = readdirSync(path.join(shared, first))[0];
  const game = engine.compileGame(readGameFile(path.join(shared, first, trial, "game.tw-pddl")));
  // Its public `rules` is only the name of the rule set; the World and Rules objects are #private.
  assert.ok(!("world" in game), "a compiled game exposes no world");
  assert.ok(game.rules === "fast" || game.rules === "reference", "`rules` names the rule set, not the Rules object");
  for (const key of Reflect.ownKeys(game)) {
    const value = (game as unknown as Record<PropertyKey, unknown>)[key];
    assert.ok(!(value && typeof value === "object" && "admissible" in value), `property ${String(key)} holds the rules`);
  }
});

test("no circular runtime imports between modules", () => {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const { target: next, typeOnly, workerEntry } of graph.get(file) ?? []) {
      if (typeOnly || workerEntry || !graph.has(next)) continue;
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
  const probe = path.join(SRC, "eval/probe.ts");
  const edges = importsOf(
    probe,
    'import "../server/env-server.js";\nconst m = await import(`../cli/${name}.js`);\nexport * from "./runner.js";\nawait import("../web/server.js");\n' +
      'startModuleWorker(import.meta.url, "shard-worker", {});\n',
  ).map((edge) => path.relative(SRC, edge.target));
  assert.deepEqual(
    edges,
    ["server/env-server.ts", "cli/*", "eval/runner.ts", "web/server.ts", "eval/shard-worker.ts"],
    "bare, template-literal (any module of the folder), re-export, dynamic imports and worker entries",
  );
  // A template into the engine's folder is a module of the engine that is none of its faces.
  const [intoEngine] = importsOf(probe, "await import(`../engine/${name}.js`);");
  assert.ok(insideEngine(intoEngine.target) && !ENGINE_FACES.includes(intoEngine.target));
  assert.equal(isTypeOnly("import { a, type B } "), false);
  assert.equal(isTypeOnly("import { type A, type B } "), true);
  assert.equal(isTypeOnly("import type { A } "), true);
});
