// `seedworld report <paths...>`: finds evaluation runs, training runs and skill
// banks under the given paths and prints one report (terminal, --json, --markdown).
import type { Command } from "commander";
import { buildReport, renderMarkdown, renderTable, scanRuns } from "../report/index.js";

interface ReportOptions {
  json?: boolean;
  markdown?: boolean;
}

export function register(program: Command): void {
  program
    .command("report")
    .description("summarise evaluation folders, training logs and skill banks (searched recursively)")
    .argument("<paths...>", "folders or files: eval run groups, task folders, metrics.jsonl, skill-bank JSON")
    .option("--json", "print the report as JSON")
    .option("--markdown", "print the report as Markdown")
    .addHelpText(
      "after",
      "\nExit status: 0 when everything was read, 1 when a path held nothing recognisable or a file was malformed (the rest is still reported).",
    )
    .action(async (paths: string[], options: ReportOptions) => {
      if (options.json && options.markdown) {
        program.error("choose one of --json and --markdown");
      }
      const report = buildReport(await scanRuns(paths));
      if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      else process.stdout.write(options.markdown ? renderMarkdown(report) : renderTable(report));
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
