// `seedworld stats`: distribution report of game sets, side by side (e.g. generated vs official).
import type { Command } from "commander";
import { findGames, readGameFile } from "../games/loader.js";
import { gameStats, markdownReport, report, type StatsReport } from "../games/stats.js";

function statsOf(inputs: string[], expert: boolean): StatsReport {
  const scan = findGames(inputs);
  for (const p of scan.problems) process.stderr.write(`skipped ${p.path}: ${p.message}\n`);
  return report(scan.games.map((g) => gameStats(readGameFile(g.path), g.path, { expert })));
}

export function register(program: Command): void {
  program
    .command("stats")
    .description("distribution report of games (receptacles, objects, openable share, walkthrough length...) per room kind and task type")
    .argument("<games...>", "game files, folders or $ALFWORLD_DATA roots")
    .option("--against <games...>", "a second set to show side by side (with the relative difference)")
    .option("--label <name>", "column label of the first set", "games")
    .option("--against-label <name>", "column label of the second set", "against")
    .option("--no-expert", "do not run the expert (no expertLength)")
    .option("--json", "print JSON instead of markdown tables")
    .action((games: string[], opts: { against?: string[]; label: string; againstLabel: string; expert: boolean; json?: boolean }) => {
      const sets = [{ label: opts.label, report: statsOf(games, opts.expert) }];
      if (opts.against) sets.push({ label: opts.againstLabel, report: statsOf(opts.against, opts.expert) });
      if (opts.json) process.stdout.write(JSON.stringify(Object.fromEntries(sets.map((s) => [s.label, s.report])), null, 2) + "\n");
      else process.stdout.write(markdownReport(sets));
    });
}
