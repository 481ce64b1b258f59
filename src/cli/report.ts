// `seedworld report <paths...>`: finds evaluation runs, training runs and skill
// banks under the given paths and prints one report (terminal, --json, --markdown).
import { InvalidArgumentError, type Command } from "commander";
import { buildReport, renderMarkdown, renderTable, scanRuns, DEFAULT_FAILING_GAMES, type Prices } from "../report/index.js";
import { nonNegative } from "./options.js";
import { SeedworldError } from "../platform/errors.js";

interface ReportOptions {
  json?: boolean;
  markdown?: boolean;
  priceIn?: number;
  priceOut?: number;
  failingGames: number;
  allFailingGames?: boolean;
}

/** A price in dollars per million tokens: a finite number, zero or more. */
function price(value: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError(`expected dollars per million tokens (a number ≥ 0), got "${value}"`);
  return n;
}

function prices(options: ReportOptions): Prices | undefined {
  if (options.priceIn === undefined && options.priceOut === undefined) return undefined;
  if (options.priceIn === undefined || options.priceOut === undefined)
    throw new SeedworldError("BAD_OPTION", "give both --price-in and --price-out (dollars per million prompt / completion tokens)");
  return { inputPerMillion: options.priceIn, outputPerMillion: options.priceOut };
}

export function register(program: Command): void {
  program
    .command("report")
    .description("summarise evaluation folders, training logs and skill banks (searched recursively)")
    .argument("<paths...>", "folders or files: eval run groups, task folders, metrics.jsonl, skill-bank JSON")
    .option("--json", "print the report as JSON (every game in the per-game table)")
    .option("--markdown", "print the report as Markdown")
    .option("--price-in <dollars>", "price per million prompt tokens: adds cost per episode", price)
    .option("--price-out <dollars>", "price per million completion tokens (with --price-in)", price)
    .option("--failing-games <n>", "failing games listed per run in text and Markdown", nonNegative, DEFAULT_FAILING_GAMES)
    .option("--all-failing-games", "list every failing game")
    .addHelpText(
      "after",
      "\nIntervals: Wilson when every game of a task appears once; a seeded bootstrap over games (2,000 resamples) when games repeat;" +
        "\nWilson over the distinct games where that bootstrap would collapse (all won, all lost, one game); none for 0 episodes." +
        "\nAn interrupted run is marked INCOMPLETE (played of requested, task types not run) and its averages PARTIAL." +
        "\nExit status: 0 when everything was read, 1 when a path held nothing recognisable or a file was malformed (the rest is still reported).",
    )
    .action(async (paths: string[], options: ReportOptions) => {
      if (options.json && options.markdown) {
        program.error("choose one of --json and --markdown");
      }
      const report = buildReport(await scanRuns(paths), { prices: prices(options) });
      const render = { failingGames: options.allFailingGames ? ("all" as const) : options.failingGames };
      if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      else process.stdout.write(options.markdown ? renderMarkdown(report, render) : renderTable(report, render));
      const failures = [
        ...report.problems.map((problem) => `${problem.file}: ${problem.message}`),
        ...report.unrecognized.map((path) => `nothing recognised in ${path}`),
      ];
      // The text outputs already list problems; JSON readers get them on stderr too.
      if (options.json) for (const failure of failures) process.stderr.write(`error: ${failure}\n`);
      else if (failures.length) process.stderr.write(`${failures.length} problem(s), listed under "Problems and warnings"\n`);
      if (failures.length) process.exitCode = 1;
    });
}
