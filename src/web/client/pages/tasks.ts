// Per-task tables of each evaluation run (success with 95% intervals: Wilson when every game was
// played once, a bootstrap over games when games repeat; invalid actions, endings, steps, tokens,
// cost, latency; macro and micro averages), labelled with the run's data set; below each, pass@k,
// the mean ± sd over seeds, the failing games and the manifest (run-stats.ts); and, with two or
// more runs, their side-by-side comparison.
import { duration, integer, interval, metric, percent } from "../../../report/format.js";
import type { Aggregate, ComparisonReport, Endings, EvalRunReport, Interval, Report, TaskRow } from "../../../report/index.js";
import { datasetTag } from "../../../report/format.js";
import { failingGamesTable, manifestCard, passKTable, seedLines } from "./run-stats.js";
import { datasetBadge, methodName } from "./runs.js";
import type { PageContext } from "../context.js";
import { dataTable, h, type Column } from "../dom.js";

export async function tasksPage({ overview, query }: PageContext): Promise<Node> {
  const { report } = overview;
  const only = query.get("run");
  const runs = only ? report.evalRuns.filter((r) => r.label === only) : report.evalRuns;
  return h(
    "div",
    { "data-testid": "tasks-page" },
    h("h1", null, "Per-task results"),
    runs.length === 0 ? h("p", { class: "muted" }, "No evaluation runs were found.") : null,
    only && report.evalRuns.length > 1 ? h("p", null, h("a", { href: "#/tasks" }, "← all runs")) : null,
    !only && report.comparison ? comparison(report.comparison) : null,
    runs.map((run) => runSection(report, run)),
  );
}

type Row = TaskRow | (Aggregate & { name: string });

function runSection(report: Report, run: EvalRunReport): Node {
  const columns: Column<Row>[] = [
    { head: "task", text: true, cell: (r) => ("name" in r ? r.name : `${r.taskTypeId} ${r.taskType}`) },
    {
      head: "episodes",
      title: "episodes played (of requested, when the run stopped early)",
      cell: (r) => ("complete" in r && !r.complete ? `${integer(r.episodes)} of ${integer(r.episodesRequested)}` : integer(r.episodes)),
    },
    { head: "games", title: "distinct games (when the records name them)", cell: (r) => (r.games === undefined ? "–" : integer(r.games)) },
    { head: "successes", cell: (r) => integer(r.successes) },
    {
      head: "success",
      cell: (r) => (r.episodes === 0 ? "–" : [percent(r.successRate), "partial" in r && r.partial ? ` (partial: ${r.partial})` : ""]),
    },
    {
      head: "95% CI",
      title: "Wilson when every game was played once; bootstrap over games when games repeat",
      cell: (r) => (r.ci95 ? [interval(r.ci95), ciBar(r.successRate, r.ci95)] : "–"),
    },
    { head: "CI method", text: true, cell: (r) => h("span", { class: "muted", title: r.ciBasis }, methodName(r)) },
    { head: "avg steps", cell: (r) => metric(r.avgSteps) },
    { head: "invalid actions", cell: (r) => (r.invalidActionRate === undefined ? "–" : percent(r.invalidActionRate)) },
    {
      head: "terminated / truncated",
      title: "ended by the game (won, env_done) / cut off at the step limit",
      cell: (r) => endings(r.endings),
    },
    { head: "prompt tok/ep", cell: (r) => ("avgPromptTokens" in r ? integer(r.avgPromptTokens) : "–") },
    { head: "completion tok/ep", cell: (r) => ("avgCompletionTokens" in r ? integer(r.avgCompletionTokens) : "–") },
    { head: "total tok/ep", cell: (r) => integer(r.avgTotalTokens) },
    ...(run.micro.costPerEpisode === undefined
      ? []
      : [{ head: "cost/ep", cell: (r: Row) => (r.costPerEpisode === undefined ? "–" : `$${metric(r.costPerEpisode)}`) }]),
    { head: "latency/step", cell: (r) => `${metric(r.avgStepLatencyS)} s` },
    { head: "wall time", cell: (r) => duration(r.wallTimeS) },
  ];
  const footer: Row[] = [
    { ...run.macro, name: "macro average" },
    { ...run.micro, name: "micro average" },
  ];
  return h(
    "section",
    { class: "run", "data-testid": "task-table" },
    h("h2", null, `${run.label} `, datasetBadge(run)),
    h("p", { class: "muted" }, run.models.length ? `model: ${run.models.join(", ")} · ` : null, `data set: ${run.dataset.text}`),
    run.completeness.text ? h("p", { class: "card problems", "data-testid": "incomplete" }, run.completeness.text) : null,
    dataTable(columns, run.tasks as Row[], { footer }),
    h(
      "p",
      { class: "muted" },
      "Macro: the mean of the per-task-type rates (each weighs the same). Micro: all episodes pooled. ",
      `Micro interval: ${run.micro.ciBasis}.`,
    ),
    passKTable(run),
    seedLines(report, run),
    failingGamesTable(run),
    manifestCard(report, run),
    run.notes.length
      ? h(
          "details",
          null,
          h("summary", null, `notes (${run.notes.length})`),
          h(
            "ul",
            { class: "notes" },
            run.notes.map((n) => h("li", null, n)),
          ),
        )
      : null,
  );
}

/** A bar from the interval's low to high bound with a tick at the point estimate. */
export function ciBar(rate: number, ci: Interval): HTMLElement {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return h(
    "span",
    { class: "ci", title: `${percent(rate)} (${interval(ci)})` },
    h("span", { style: `left:${pct(ci.low)};width:${pct(ci.high - ci.low)}` }),
    h("i", { style: `left:calc(${pct(rate)} - 1px)` }),
  );
}

function endings(e: Endings | undefined): string {
  return e ? `${e.terminated} / ${e.truncated}${e.unknown ? ` (+${e.unknown} ?)` : ""}` : "–";
}

function comparison(report: ComparisonReport): Node {
  // The macro line has rates only: a mean of task rates is not one binomial, so no interval.
  type Line = { name: string; cells: ComparisonReport["micro"]; macro?: Array<number | null>; paired?: ComparisonReport["pairedMicro"] };
  const lines: Line[] = report.rows.map((r) => ({ name: `${r.taskTypeId} ${r.taskType}`, cells: r.cells, paired: r.paired }));
  const runColumns: Column<Line>[] = report.runs.map((label, i) => ({
    head: `${label} [${datasetTag(report.datasets[i])}]`,
    cell: (line) => {
      if (line.macro) return line.macro[i] === null ? "–" : percent(line.macro[i]!);
      const cell = line.cells[i];
      return cell
        ? [
            `${percent(cell.successRate)} `,
            h("span", { class: "muted" }, `${interval(cell.ci95)} n=${cell.episodes}`),
            cell.ci95 ? ciBar(cell.successRate, cell.ci95) : null,
          ]
        : "–";
    },
  }));
  const delta: Column<Line>[] = report.runs.length === 2 ? [{ head: "Δ (2nd − 1st)", cell: (line) => difference(line) }] : [];
  const macroLine: Line = { name: "macro average", cells: [], macro: report.macro };
  return h(
    "section",
    { "data-testid": "comparison" },
    h("h2", null, "Comparison of runs (success rate, 95% interval)"),
    dataTable([{ head: "task", text: true, cell: (l) => l.name }, ...runColumns, ...delta], lines, {
      footer: [{ name: "micro average", cells: report.micro, paired: report.pairedMicro }, macroLine],
    }),
    h(
      "ul",
      { class: "notes", "data-testid": "manifest-checks" },
      report.manifestChecks.map((check) => h("li", null, check.note)),
    ),
  );
}

/** The paired per-game difference and its interval when both runs played the same games; else the plain Δ. */
function difference(line: {
  cells: ComparisonReport["micro"];
  macro?: Array<number | null>;
  paired?: ComparisonReport["pairedMicro"];
}): string {
  const paired = line.paired?.[1];
  if (paired?.difference !== undefined && paired.ci95)
    return `${signedPoints(paired.difference)} (${signedPoints(paired.ci95.low)} to ${signedPoints(paired.ci95.high)}, paired over ${paired.games} games)`;
  const [first, second] = line.macro ?? line.cells.map((c) => c?.successRate ?? null);
  return first === null || second === null || first === undefined || second === undefined ? "–" : signedPoints(second - first);
}

function signedPoints(difference: number): string {
  const points = Math.round(difference * 1000) / 10;
  return `${points > 0 ? "+" : ""}${points.toFixed(1)} pt`;
}
