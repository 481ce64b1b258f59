// Engine benchmark (not a test): random legal walks with admissible commands computed at every
// step, game load+compile time, reset time and memory per live environment.
// Usage: npm run bench:engine -- [--rules=fast|reference] [game folders...]
// (default: the fast rules on ../shared/alfworld/json_2.1.1)
// Prints human-readable lines, then one JSON object as the last line.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { AlfworldEnv, compileGame, type CompiledGame, type CompileOptions } from "../src/engine/index.js";
import { findGames } from "../src/games/index.js";
import { lcg, walkRound } from "./walk.js";

const args = process.argv.slice(2);
const rules: CompileOptions["rules"] = args.includes("--rules=reference") ? "reference" : "fast";
const inputs = args.filter((a) => !a.startsWith("--rules="));
const sources = inputs.length ? inputs : [resolve(import.meta.dirname, "../../shared/alfworld/json_2.1.1")];
const paths = findGames(sources).games.map((g) => g.path);
if (paths.length === 0) throw new Error(`no games found in ${sources.join(", ")}`);

// Load + compile (file read and JSON parse included; every action plan compiled, as the first
// environment of a game does), best of 3 passes.
const texts = paths.map((p) => readFileSync(p, "utf8"));
let compileMs = Infinity;
let games: CompiledGame[] = [];
for (let pass = 0; pass < 3; pass++) {
  const t0 = performance.now();
  games = texts.map((t) => {
    const game = compileGame(JSON.parse(t), { rules });
    game.prepareAll();
    return game;
  });
  compileMs = Math.min(compileMs, (performance.now() - t0) / games.length);
}

// Reset time.
const envs = games.map((g) => new AlfworldEnv(g));
for (const env of envs) env.reset();
const resets = 20_000;
let t0 = performance.now();
for (let i = 0; i < resets; i++) envs[i % envs.length].reset();
const resetUs = ((performance.now() - t0) * 1000) / resets;

// Random legal walks: 100 steps per episode, every game in turn, ~5 s.
const random = lcg(12345);
const walk = (seconds: number) => {
  let steps = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) steps += walkRound(envs, random);
  return steps / ((performance.now() - start) / 1000);
};
walk(1); // warm-up (JIT, lazily grounded operators)
const stepsPerSecond = walk(5);

// Memory per live environment (needs --expose-gc for a clean figure).
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage().heapUsed;
const live: AlfworldEnv[] = [];
for (let i = 0; i < 2000; i++) {
  const env = new AlfworldEnv(games[i % games.length]);
  env.reset();
  env.step(env.admissibleCommands[0]);
  live.push(env);
}
gc?.();
const bytesPerEnv = (process.memoryUsage().heapUsed - before) / live.length;

const figures = {
  rules,
  games: games.length,
  steps_per_second: Math.round(stepsPerSecond),
  compile_ms_per_game: Number(compileMs.toFixed(3)),
  reset_us: Number(resetUs.toFixed(2)),
  bytes_per_env: Math.round(bytesPerEnv),
  gc_exposed: gc !== undefined,
  node: process.version,
};
console.log(`games: ${figures.games} (${rules} rules)`);
console.log(`random legal walk: ${figures.steps_per_second} steps/s (admissible commands every step, one core)`);
console.log(
  `load+compile: ${figures.compile_ms_per_game} ms/game; reset: ${figures.reset_us} us; memory: ${figures.bytes_per_env} bytes/env`,
);
console.log(JSON.stringify(figures));
