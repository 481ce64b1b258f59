// Runs list: everything found under the given folders, with one headline number each.
import { datasetTag, duration, integer, interval, metric, percent } from "../../../report/format.js";
import type { EvalRunReport, SkillBankReport, TrainingReport } from "../../../report/index.js";
import type { TrajectorySource } from "../../model.js";
import { hashFor, type PageContext } from "../context.js";
import { badge, dataTable, h } from "../dom.js";

export async function runsPage({ overview }: PageContext): Promise<Node> {
  const { report } = overview;
  return h(
    "div",
    { "data-testid": "runs-page" },
    h("h1", null, "Runs"),
    h("p", { class: "muted" }, "Folders: ", overview.roots.join(" · ")),
    section("Evaluation runs", report.evalRuns.length, () => evalTable(report.evalRuns)),
    section("Training runs", report.trainingRuns.length, () => trainingTable(report.trainingRuns)),
    section("Skill banks", report.skillBanks.length, () => skillTable(report.skillBanks)),
    section("Trajectories (per-episode records)", overview.trajectorySources.length, () => trajectoryTable(overview.trajectorySources)),
    h("h2", null, "Games"),
    h(
      "p",
      null,
      `${overview.games.length} game(s) playable in the browser (${overview.gamesOrigin}). `,
      overview.games.length ? h("a", { href: hashFor("play") }, "Play →") : null,
    ),
    problemList(overview),
  );
}

function section(title: string, count: number, body: () => Node): Node[] {
  return [h("h2", null, `${title} (${count})`), count ? body() : h("p", { class: "muted" }, "none found")];
}

function evalTable(runs: EvalRunReport[]): Node {
  return dataTable(
    [
      { head: "run", text: true, cell: (r) => h("a", { href: hashFor("tasks", [], { run: r.label }) }, r.label) },
      { head: "model", text: true, cell: (r) => r.models.join(", ") || "–" },
      {
        head: "data set",
        text: true,
        title: "official ALFWorld split, seedworld's synthetic set, or not recorded",
        cell: (r) => datasetBadge(r),
      },
      { head: "tasks", cell: (r) => r.tasks.length },
      {
        head: "episodes",
        title: "episodes played; an interrupted run shows played of requested",
        cell: (r) =>
          r.completeness.complete
            ? integer(r.micro.episodes)
            : h(
                "span",
                { title: r.completeness.text ?? "", "data-testid": "incomplete" },
                `${integer(r.completeness.episodesPlayed)} of ${integer(r.completeness.episodesRequested)} `,
                badge("INCOMPLETE", "bad"),
              ),
      },
      {
        head: "games",
        title: "distinct games behind the episodes (when the records name them)",
        cell: (r) => (r.micro.games === undefined ? "–" : integer(r.micro.games)),
      },
      { head: "success (micro)", title: "all episodes pooled", cell: (r) => (r.micro.episodes ? percent(r.micro.successRate) : "–") },
      {
        head: "95% CI (micro)",
        title: "Wilson when every game was played once; bootstrap over games when games repeat",
        cell: (r) => [interval(r.micro.ci95), " ", h("span", { class: "muted" }, methodName(r.micro))],
      },
      {
        head: "success (macro)",
        title: "mean of the per-task-type rates",
        cell: (r) => (r.macro.episodes ? [percent(r.macro.successRate), r.macro.partial ? " (partial)" : ""] : "–"),
      },
      { head: "avg steps", cell: (r) => metric(r.micro.avgSteps) },
      { head: "tokens", cell: (r) => integer(r.micro.totalTokens) },
      { head: "wall time", cell: (r) => duration(r.micro.wallTimeS) },
    ],
    runs,
    { testId: "eval-runs" },
  );
}

/** The data-set label as a badge: synthetic runs must never pass for official splits. */
export function datasetBadge(run: EvalRunReport): HTMLElement {
  const tone = run.dataset.kind === "synthetic" ? "bad" : run.dataset.kind === "official" ? "good" : "neutral";
  const element = badge(datasetTag(run.dataset), tone);
  element.title = run.dataset.text;
  element.dataset.testid = "dataset";
  return element;
}

/** The interval's method; a Wilson interval over records that do not name their games says so. */
export function methodName(m: Pick<EvalRunReport["micro"], "ciMethod" | "games" | "episodes">): string {
  if (m.ciMethod === "bootstrap-games") return `bootstrap over ${m.games} games`;
  if (m.ciMethod === "wilson-games") return `Wilson over ${m.games} games`;
  if (m.episodes === 0) return "no episodes";
  if (m.ciMethod === "none") return "no interval";
  return m.games === undefined ? "Wilson (games not recorded)" : "Wilson";
}

function trainingTable(runs: TrainingReport[]): Node {
  const success = (r: TrainingReport) => r.series["episode/success_rate"];
  return dataTable(
    [
      { head: "run", text: true, cell: (r) => h("a", { href: hashFor("training", [runs.indexOf(r)]) }, r.label) },
      { head: "records", cell: (r) => r.records },
      { head: "distinct steps", cell: (r) => r.distinctSteps },
      {
        head: "repeated steps",
        title: "steps logged more than once (resumed run); the last record of each is used",
        cell: (r) => r.duplicatedSteps.length,
      },
      { head: "last step", cell: (r) => (r.plannedSteps ? `${r.lastStep} / ${r.plannedSteps}` : r.lastStep) },
      { head: "final success", cell: (r) => (success(r) ? percent(success(r)!.final.value) : "–") },
      { head: "best success", cell: (r) => (success(r) ? `${percent(success(r)!.max.value)} @ ${success(r)!.max.step}` : "–") },
      { head: "last-10 mean", cell: (r) => (success(r) ? percent(success(r)!.lastWindow.mean) : "–") },
      { head: "time", cell: (r) => duration(r.totalTimeS) },
    ],
    runs,
    { testId: "training-runs" },
  );
}

function skillTable(banks: SkillBankReport[]): Node {
  const latest = (b: SkillBankReport) => b.snapshots[b.snapshots.length - 1];
  return dataTable(
    [
      { head: "skill bank", text: true, cell: (b) => h("a", { href: hashFor("skills", [banks.indexOf(b)]) }, b.label) },
      { head: "snapshots", cell: (b) => b.snapshots.length },
      { head: "steps", cell: (b) => b.snapshots.map((s) => s.step ?? "–").join(", ") },
      { head: "general (dynamic)", cell: (b) => `${latest(b).counts.general} (${latest(b).counts.dynamic})` },
      { head: "task-specific", cell: (b) => latest(b).counts.taskSpecificTotal },
      { head: "mistakes", cell: (b) => latest(b).counts.mistakes },
    ],
    banks,
    { testId: "skill-banks" },
  );
}

function trajectoryTable(sources: TrajectorySource[]): Node {
  return dataTable(
    [
      { head: "run", text: true, cell: (s) => s.runLabel },
      {
        head: "task",
        text: true,
        cell: (s) => h("a", { href: hashFor("trajectories", [], { run: s.runLabel, task: s.taskType }) }, s.taskType),
      },
      { head: "episodes", cell: (s) => s.episodes },
      { head: "file", text: true, cell: (s) => h("span", { class: "muted" }, s.file.split(/[\\/]/).pop() ?? s.file) },
    ],
    sources,
    { testId: "trajectory-sources" },
  );
}

function problemList({ report, problems }: PageContext["overview"]): Node | null {
  const lines = [
    ...report.problems.map((p) => `${p.file}: ${p.message}`),
    ...report.unrecognized.map((p) => `nothing recognised in ${p}`),
    ...report.warnings.map((w) => `${w.file}: ${w.message}`),
    ...problems.map((p) => `${p.file}: ${p.message}`),
  ];
  if (!lines.length) return null;
  return h(
    "div",
    { class: "card problems" },
    h("h3", null, `Problems and warnings (${lines.length})`),
    h(
      "ul",
      { class: "notes" },
      lines.map((l) => h("li", null, l)),
    ),
  );
}
