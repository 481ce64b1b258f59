// A/B of two engine builds in one process (not a test): the random legal walk of bench/engine.ts (walk.ts),
// warm, in alternating rounds, so that a busy shared machine slows both alike; prints the median
// steps/s of each and the median per-round ratio. Also load+compile, best of alternating passes.
// Usage: node --import tsx bench/engine-ab.ts <old src/engine/index.ts> [new index.ts] [game folders...]
// e.g. git worktree or `git archive` of the old commit into /tmp/old, then
//      node --import tsx bench/engine-ab.ts /tmp/old/src/engine/index.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { findGames } from "../src/games/index.js";
import { lcg, walkRound } from "./walk.js";

type Engine = typeof import("../src/engine/index.js");
const [oldPath, newPath = resolve(import.meta.dirname, "../src/engine/index.ts"), ...inputs] = process.argv.slice(2);
if (!oldPath) throw new Error("usage: bench/engine-ab.ts <old engine index.ts> [new engine index.ts] [game folders...]");
const engines: Engine[] = [await import(resolve(oldPath)), await import(resolve(newPath))];
const sources = inputs.length ? inputs : [resolve(import.meta.dirname, "../../shared/alfworld/json_2.1.1")];
const files = findGames(sources).games.map((g) => JSON.parse(readFileSync(g.path, "utf8")));

/** One round of the walk on every game; returns steps/s. */
function walker(engine: Engine): () => number {
  const envs = files.map((f) => new engine.AlfworldEnv(engine.compileGame(f)));
  const random = lcg(12345);
  return () => {
    const start = performance.now();
    const steps = walkRound(envs, random);
    return steps / ((performance.now() - start) / 1000);
  };
}

function compileMs(engine: Engine): number {
  const start = performance.now();
  for (const f of files) engine.compileGame(f).prepareAll();
  return (performance.now() - start) / files.length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const compile: [number[], number[]] = [[], []];
for (let pass = 0; pass < 6; pass++) for (const i of [0, 1]) compile[i].push(compileMs(engines[i]));
const walks = engines.map(walker);
for (let i = 0; i < 6; i++) for (const walk of walks) walk(); // warm-up: JIT, memos, lazily grounded operators
const rates: [number[], number[]] = [[], []];
const ratios: number[] = [];
for (let round = 0; round < 40; round++) {
  // Alternate which build goes first, so neither always follows the other's garbage.
  const order = round % 2 ? [1, 0] : [0, 1];
  const r: number[] = [];
  for (const i of order) r[i] = walks[i]();
  rates[0].push(r[0]);
  rates[1].push(r[1]);
  ratios.push(r[1] / r[0]);
}
const figures = {
  old_steps_per_second: Math.round(median(rates[0])),
  new_steps_per_second: Math.round(median(rates[1])),
  median_ratio_new_old: Number(median(ratios).toFixed(3)),
  old_compile_ms_best: Number(Math.min(...compile[0]).toFixed(3)),
  new_compile_ms_best: Number(Math.min(...compile[1]).toFixed(3)),
};
console.log(JSON.stringify(figures));
