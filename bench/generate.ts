// `npm run bench:generate -- [count] [jobs]`: generation speed, every game expert-verified
// (compiled by the engine and won by the expert before it counts), then a check pass that loads
// every written file back from disk and solves it again. Figures measured in this one run:
//   1. one thread, in memory (generator + verification, no disk; the first games of a cold process)
//   2. `jobs` worker threads writing game.tw-pddl files (what `seedworld generate` does), with the
//      process's user and system CPU time (system time is the file system's cost of the files)
//   3. the check pass (single thread)
// It runs the built package (the npm script builds it first), as `npx seedworld generate` does: worker
// threads start from dist/ without a TypeScript loader. Files go under $TMPDIR (default /tmp); the
// output is deleted at the end, and on this project's VM a deletion of that size slows directory
// creation for a minute or two after it, so space runs apart. The last line is one JSON object.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Types from the sources, code from the build (so type checks never need dist/).
const built = (module: string) => import(new URL(`../dist/${module}`, import.meta.url).href);
const { AlfworldEnv, ParseCache, compileGame, solveWithExpert } = (await built(
  "engine/index.js",
)) as typeof import("../src/engine/index.js");
const { GameGenerator, defaultJobs, gameFileText, writeGamesParallel } = (await built(
  "games/generate/index.js",
)) as typeof import("../src/games/generate/index.js");
const { findGames, readGameFile } = (await built("games/loader.js")) as typeof import("../src/games/loader.js");

const count = Number(process.argv[2] ?? 10000);
const jobs = Number(process.argv[3] ?? defaultJobs());
const seed = 2024;

function oneThread(n: number) {
  const generator = new GameGenerator({ seed, count: n });
  const t0 = performance.now();
  let bytes = 0;
  for (const game of generator.games()) bytes += gameFileText(game).length;
  return { seconds: (performance.now() - t0) / 1000, meanKB: bytes / n / 1024 };
}

function checkAll(root: string) {
  const scan = findGames([root]);
  const cache = new ParseCache();
  let loaded = 0;
  let solved = 0;
  let steps = 0;
  for (const entry of scan.games) {
    const game = compileGame(readGameFile(entry.path), { cache });
    loaded++;
    const run = solveWithExpert(new AlfworldEnv(game), 150);
    if (run.won) solved++;
    steps += run.steps;
  }
  return {
    files: scan.games.length,
    skipped: scan.skipped.length,
    problems: scan.problems.length,
    loaded,
    solved,
    meanSteps: steps / Math.max(1, solved),
  };
}

const single = oneThread(Math.min(count, 1000));
const out = mkdtempSync(join(tmpdir(), "seedworld-bench-gen-"));
try {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const summary = await writeGamesParallel(out, { seed, count }, { jobs });
  const parallelSeconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const t1 = performance.now();
  const check = checkAll(out);
  const checkSeconds = (performance.now() - t1) / 1000;
  const singleRate = Math.min(count, 1000) / single.seconds;
  const parallelRate = summary.written / parallelSeconds;
  console.log(
    `one thread, in memory: ${singleRate.toFixed(1)} games/s (${Math.min(count, 1000)} games, mean ${single.meanKB.toFixed(1)} KB)`,
  );
  console.log(
    `${jobs} threads, written to ${tmpdir()}: ${parallelRate.toFixed(1)} games/s (${summary.written} games in ${parallelSeconds.toFixed(1)} s; ${(parallelRate / singleRate).toFixed(2)}x one thread; CPU user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s)`,
  );
  console.log(
    `check pass: ${check.loaded}/${check.files} loaded, ${check.solved} solved by the expert (mean ${check.meanSteps.toFixed(2)} steps) in ${checkSeconds.toFixed(1)} s`,
  );
  console.log(
    JSON.stringify({
      games: count,
      jobs,
      oneThreadGamesPerSecond: Number(singleRate.toFixed(1)),
      parallelGamesPerSecond: Number(parallelRate.toFixed(1)),
      speedup: Number((parallelRate / singleRate).toFixed(2)),
      userCpuSeconds: Number((cpu.user / 1e6).toFixed(1)),
      systemCpuSeconds: Number((cpu.system / 1e6).toFixed(1)),
      filesFound: check.files,
      skipped: check.skipped,
      badFiles: check.problems,
      loaded: check.loaded,
      solved: check.solved,
      meanExpertSteps: Number(check.meanSteps.toFixed(2)),
    }),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
