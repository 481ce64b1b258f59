// `seedworld stats`: distribution report of game sets, side by side (e.g. generated vs official).
import { splitListOption } from "./options.js";
import type { Command } from "commander";
import { scanCatalog } from "../games/catalog.js";
import { readGameFile } from "../games/loader.js";
import { byTaskKindMatched, gameStats, markdownReport, markdownSection, report, type GameStats } from "../games/stats.js";
import { warnProblems } from "./game-inputs.js";

interface StatsCliOptions {
  against?: string[];
  label: string;
  againstLabel: string;
  expert: boolean;
  matchKinds?: boolean;
  json?: boolean;
  split?: string[];
}

function statsOf(inputs: string[], expert: boolean, splits?: string[]): GameStats[] {
  const catalog = scanCatalog(inputs, { splits });
  warnProblems(catalog);
  return catalog.games.map((g) => gameStats(readGameFile(g.abs), g.abs, { expert }));
}

export function register(program: Command): void {
  program
    .command("stats")
    .description("distribution report of games (receptacles, objects, openable share, walkthrough length...) per room kind and task type")
    .argument("<games...>", "game files, folders or $ALFWORLD_DATA roots")
    .option("--against <games...>", "a second set to show side by side (with the relative difference)")
    .option("--label <name>", "column label of the first set", "games")
    .option("--against-label <name>", "column label of the second set", "against")
    .option(
      "--match-kinds",
      "with --against: also compare each task type with the first set's room kinds weighted as in the second set's games of that type",
    )
    .option("--no-expert", "do not run the expert (no expertLength)")
    .option("--json", "print JSON instead of markdown tables")
    .addOption(splitListOption())
    .action((games: string[], opts: StatsCliOptions) => {
      if (opts.matchKinds && !opts.against) program.error("--match-kinds needs --against");
      const first = statsOf(games, opts.expert, opts.split);
      const second = opts.against ? statsOf(opts.against, opts.expert, opts.split) : undefined;
      const sets = [{ label: opts.label, report: report(first) }];
      if (second) sets.push({ label: opts.againstLabel, report: report(second) });
      const matched = second && opts.matchKinds ? byTaskKindMatched(first, second) : undefined;
      if (opts.json) {
        const out: Record<string, unknown> = Object.fromEntries(sets.map((s) => [s.label, s.report]));
        // The first set per task type, room kinds weighted as in the second set.
        if (matched) out.kindMatchedByTask = matched;
        process.stdout.write(JSON.stringify(out, null, 2) + "\n");
        return;
      }
      process.stdout.write(markdownReport(sets));
      for (const [task, summary] of Object.entries(matched ?? {})) {
        const against = sets[1].report.byTask[task];
        process.stdout.write(
          "\n" +
            markdownSection(`${task}, room kinds as in ${opts.againstLabel}`, [
              { label: opts.label, summary },
              { label: opts.againstLabel, summary: against },
            ]),
        );
      }
    });
}
