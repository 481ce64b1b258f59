// Renders a Report as terminal tables (cli-table3) or Markdown. Both go through
// the same list of sections so the two outputs never disagree.
import path from "node:path";
import Table from "cli-table3";
import { datasetTag, duration, fixed, integer, interval, metric, percent, stepRanges } from "./format.js";
import { failingGames } from "./games.js";
import { describeManifest } from "./manifest.js";
import type {
  Aggregate,
  ComparisonCell,
  ComparisonReport,
  Endings,
  EvalRunReport,
  Measures,
  Report,
  SkillBankReport,
  TaskRow,
  TrainingReport,
} from "./report.js";
import type { PairedDifference } from "./paired.js";

export interface Section {
  title: string;
  head: string[];
  rows: string[][];
  notes: string[];
}

export function reportSections(report: Report, options: RenderOptions = {}): Section[] {
  return [
    ...report.evalRuns.flatMap((run) => evalSections(run, options)),
    ...(report.comparison ? [comparisonSection(report.comparison)] : []),
    ...seedSections(report),
    ...report.trainingRuns.flatMap(trainingSections),
    ...report.skillBanks.map(skillBankSection),
    ...issuesSection(report),
  ];
}

export function renderTable(report: Report, options: RenderOptions = {}): string {
  const sections = reportSections(report, options);
  if (sections.length === 0) return "Nothing recognised.\n";
  return sections.map(renderTerminalSection).join("\n");
}

export function renderMarkdown(report: Report, options: RenderOptions = {}): string {
  const sections = reportSections(report, options);
  if (sections.length === 0) return "Nothing recognised.\n";
  return sections.map(renderMarkdownSection).join("\n");
}

function renderTerminalSection(section: Section): string {
  const table = new Table({ head: section.head, style: { head: [], border: [] } });
  for (const row of section.rows) table.push(row);
  const notes = section.notes.map((n) => `  - ${n}`).join("\n");
  return `${section.title}\n${section.rows.length ? table.toString() + "\n" : ""}${notes ? notes + "\n" : ""}`;
}

function renderMarkdownSection(section: Section): string {
  const lines = [`## ${section.title}`, ""];
  if (section.rows.length) {
    const escape = (cell: string) => cell.replace(/\|/g, "\\|").replace(/\n/g, "<br>");
    lines.push(`| ${section.head.map(escape).join(" | ")} |`);
    lines.push(`| ${section.head.map((_, i) => (i < 2 ? "---" : "---:")).join(" | ")} |`);
    for (const row of section.rows) lines.push(`| ${row.map(escape).join(" | ")} |`);
    lines.push("");
  }
  for (const note of section.notes) lines.push(`- ${note}`);
  if (section.notes.length) lines.push("");
  return lines.join("\n");
}

// ---------------------------------------------------------------- evaluation

/** How many failing games the text outputs list per run (JSON always has every game). */
export interface RenderOptions {
  failingGames?: number | "all";
}

export const DEFAULT_FAILING_GAMES = 20;

function evalSections(run: EvalRunReport, options: RenderOptions): Section[] {
  return [evalSection(run), ...passKSection(run), ...failingGamesSection(run, options), ...manifestSection(run)];
}

function evalSection(run: EvalRunReport): Section {
  const models = run.models.length ? ` — ${run.models.join(", ")}` : "";
  const withCost = run.micro.costPerEpisode !== undefined;
  const head = [
    "id",
    "task",
    "episodes",
    "games",
    "success",
    "95% CI",
    "CI method",
    "avg steps",
    "invalid actions",
    "terminated / truncated",
    "tokens/ep (prompt + completion)",
  ];
  if (withCost) head.push("cost/ep");
  head.push("latency/step", "wall time");
  const rows = [
    ...run.tasks.map((t) => measureCells(String(t.taskTypeId), t.taskType, t, withCost, t)),
    ...missingTaskRows(run, head.length),
    aggregateCells("macro", run.macro, withCost),
    aggregateCells("micro", run.micro, withCost),
  ];
  const incomplete = run.completeness.text;
  return {
    title: `Evaluation: ${run.label}${models} [${datasetTag(run.dataset)}]${incomplete ? " — INCOMPLETE" : ""}`,
    head,
    rows,
    notes: [
      ...(incomplete ? [incomplete] : []),
      ...[run.macro, run.micro].flatMap((a, i) => (a.partial ? [`${i === 0 ? "macro" : "micro"} is partial: ${a.partial}`] : [])),
      `data set: ${run.dataset.text}`,
      "micro = all episodes pooled (success over all games played); macro = mean of the per-task-type rates (each task type weighs the same)",
      `micro 95% CI: ${run.micro.ciBasis}`,
      `macro 95% CI: ${run.macro.ciBasis}`,
      ...run.notes,
    ],
  };
}

/** Requested task types that never started: a row each, so a partial run cannot pass for a whole one. */
function missingTaskRows(run: EvalRunReport, width: number): string[][] {
  const started = new Set(run.tasks.map((t) => t.taskType));
  return run.completeness.missingTasks
    .filter((name) => !started.has(name))
    .map((name) => ["", name, "not run", ...Array.from({ length: width - 3 }, () => "–")]);
}

function episodesText(m: Measures, task?: TaskRow): string {
  return task && !task.complete ? `${m.episodes} of ${task.episodesRequested} (partial)` : String(m.episodes);
}

function measureCells(id: string, name: string, m: Measures, withCost: boolean, task?: TaskRow): string[] {
  const cells = [
    id,
    name,
    episodesText(m, task),
    m.games === undefined ? "–" : String(m.games),
    m.episodes === 0 ? "–" : `${percent(m.successRate)} (${m.successes})`,
    interval(m.ci95),
    methodText(m),
    fixed(m.avgSteps, 2),
    m.invalidActionRate === undefined ? "–" : percent(m.invalidActionRate),
    endingsText(m.endings),
    task
      ? `${integer(m.avgTotalTokens)} (${integer(task.avgPromptTokens)} + ${integer(task.avgCompletionTokens)})`
      : integer(m.avgTotalTokens),
  ];
  if (withCost) cells.push(dollars(m.costPerEpisode));
  cells.push(`${fixed(m.avgStepLatencyS, 2)} s`, duration(m.wallTimeS));
  return cells;
}

function aggregateCells(name: "macro" | "micro", a: Aggregate, withCost: boolean): string[] {
  const cells = measureCells("", `${name} (${a.tasks} tasks${a.partial ? ", PARTIAL" : ""})`, a, withCost);
  // Macro is a mean of rates: it has no success count, and summed wall time belongs to the micro line.
  if (name === "macro") {
    cells[4] = a.episodes === 0 ? "–" : percent(a.successRate);
    cells[cells.length - 1] = "";
  }
  return cells;
}

function methodText(m: Measures): string {
  if (m.ciMethod === "bootstrap-games") return `bootstrap over ${m.games} games`;
  if (m.ciMethod === "wilson-games") return `Wilson over ${m.games} games (see notes)`;
  if (m.episodes === 0) return "none (no episodes)";
  if (m.ciMethod === "none") return "none (see notes)";
  return m.games === undefined ? "Wilson (games not recorded)" : "Wilson";
}

function endingsText(endings: Endings | undefined): string {
  if (!endings) return "–";
  return `${endings.terminated} / ${endings.truncated}${endings.unknown ? ` (+${endings.unknown} not recorded)` : ""}`;
}

function dollars(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return "–";
  if (value === 0) return "$0";
  return `$${value < 0.01 ? value.toPrecision(2) : value.toFixed(4)}`;
}

function passKSection(run: EvalRunReport): Section[] {
  const lines: Array<[string, string, Measures["passK"]]> = [
    ...run.tasks.map((t): [string, string, Measures["passK"]] => [String(t.taskTypeId), t.taskType, t.passK]),
    ["", "macro (mean of task types)", run.macro.passK],
    ["", "micro (mean over all games)", run.micro.passK],
  ];
  const shown = lines.filter(([, , p]) => p !== undefined);
  if (shown.length === 0) return [];
  const ks = [...new Set(shown.flatMap(([, , p]) => p!.values.map((v) => v.k)))].sort((a, b) => a - b);
  return [
    {
      title: `pass@k and pass^k over games: ${run.label} [${datasetTag(run.dataset)}]`,
      head: ["id", "task", "games", "plays per game", ...ks.map((k) => `pass@${k}`), ...ks.map((k) => `pass^${k}`)],
      rows: shown.map(([id, name, p]) => [
        id,
        name,
        String(p!.games),
        p!.minPlays === p!.maxPlays ? String(p!.minPlays) : `${p!.minPlays}–${p!.maxPlays}`,
        ...ks.map((k) => cellForK(p!, k, "passAtK")),
        ...ks.map((k) => cellForK(p!, k, "passHatK")),
      ]),
      notes: [
        "pass@k: chance that at least one of k plays of a game succeeds (unbiased estimator 1 − C(n−c,k)/C(n,k) per game); pass^k: chance that all k succeed (C(c,k)/C(n,k)); both averaged over games",
        "k goes up to the fewest plays of any game; task types with a game played once have no row",
      ],
    },
  ];
}

function cellForK(p: NonNullable<Measures["passK"]>, k: number, key: "passAtK" | "passHatK"): string {
  const value = p.values.find((v) => v.k === k);
  return value ? percent(value[key]) : "–";
}

function failingGamesSection(run: EvalRunReport, options: RenderOptions): Section[] {
  if (run.games.length === 0) return [];
  const failing = failingGames(run.games);
  const limit = options.failingGames ?? DEFAULT_FAILING_GAMES;
  const shown = limit === "all" ? failing : failing.slice(0, limit);
  const notes = [`${failing.length} of ${run.games.length} games failed at least once; the report's JSON lists every game`];
  if (shown.length < failing.length) notes.push(`${failing.length - shown.length} more not shown (--all-failing-games shows them)`);
  return [
    {
      title: `Failing games: ${run.label} [${datasetTag(run.dataset)}]`,
      head: ["game", "task", "episodes", "successes", "mean steps"],
      rows: shown.map((g) => [g.game, g.taskType, String(g.episodes), String(g.successes), fixed(g.meanSteps, 1)]),
      notes,
    },
  ];
}

function manifestSection(run: EvalRunReport): Section[] {
  if (!run.manifest) return [];
  const rows = describeManifest(run.manifest.entries).map(([key, value]) => [key, value]);
  return [{ title: `Manifest: ${run.label}`, head: ["key", "value"], rows, notes: [`file: ${run.manifest.file}`] }];
}

function seedSections(report: Report): Section[] {
  const { groups, notes } = report.seeds;
  if (groups.length === 0 && notes.length === 0) return [];
  if (groups.length === 0) return [{ title: "Seeds", head: [], rows: [], notes }];
  return groups.map((group, i) => ({
    title: `Mean ± sd over ${group.runs.length} seeds (${group.seeds.join(", ")}) [${groupDataset(report, group.runs)}]`,
    head: ["id", "task", "mean", "sd"],
    rows: [
      ...group.tasks.map((t) => [String(t.taskTypeId), t.taskType, percent(t.mean), points(t.sd)]),
      ["", "macro", percent(group.macro.mean), points(group.macro.sd)],
      ["", "micro", percent(group.micro.mean), points(group.micro.sd)],
    ],
    notes: [
      `runs: ${group.runs.join(", ")}`,
      "sd: sample standard deviation (n − 1) of the runs' success rates, in percentage points",
      ...(i === 0 ? notes : []),
    ],
  }));
}

/** The runs of a seed group share their settings, so their data set; all labels shown if not. */
function groupDataset(report: Report, labels: string[]): string {
  const tags = new Set(report.evalRuns.filter((r) => labels.includes(r.label)).map((r) => datasetTag(r.dataset)));
  return [...tags].join("; ");
}

function points(value: number, signed = false): string {
  const rounded = (Math.round(value * 1000) / 10).toFixed(1);
  return `${signed && value > 0 ? "+" : ""}${rounded} pp`;
}

function comparisonSection(comparison: ComparisonReport): Section {
  const [first, ...later] = comparison.runs;
  const others = later.map((_, j) => j + 1);
  const head = ["id", "task", ...comparison.runs.flatMap((label) => [`${label}`, "95% CI"])];
  head.push(...later.map((label) => (comparison.runs.length === 2 ? "Δ (2nd − 1st)" : `Δ ${label} − ${first}`)));
  const rows = comparison.rows.map((row) => [
    String(row.taskTypeId),
    row.taskType,
    ...row.cells.flatMap(comparisonCells),
    ...others.map((i) => pairedOrPlain(row.paired[i], row.cells[0]?.successRate, row.cells[i]?.successRate)),
  ]);
  const dataset = ["", "data set", ...comparison.datasets.flatMap((d) => [datasetTag(d), ""]), ...others.map(() => "")];
  const macro = [
    "",
    "macro",
    ...comparison.macro.flatMap((rate) => [rate === null ? "–" : percent(rate), ""]),
    ...others.map((i) => delta(comparison.macro[0] ?? undefined, comparison.macro[i] ?? undefined)),
  ];
  const micro = [
    "",
    "micro",
    ...comparison.micro.flatMap(comparisonCells),
    ...others.map((i) => pairedOrPlain(comparison.pairedMicro[i], comparison.micro[0]?.successRate, comparison.micro[i]?.successRate)),
  ];
  return {
    title: "Comparison of evaluation runs (success rate, successes/episodes)",
    head,
    rows: [dataset, ...rows, macro, micro],
    notes: [
      ...comparison.manifestChecks.map((check) => check.note),
      ...differentDatasets(comparison),
      ...others.map((i) => `Δ ${comparison.runs[i]} − ${first} over all games: ${comparison.pairedMicro[i]!.basis}`),
      "Δ with an interval is the mean per-game difference over the games both runs played (paired); a Δ without one is the plain difference of the rates, and whose two intervals overlap widely is not evidence of a difference",
    ],
  };
}

/** The paired per-game difference with its interval when the runs played the same games; else the plain Δ. */
function pairedOrPlain(paired: PairedDifference | null, a: number | undefined, b: number | undefined): string {
  if (paired?.difference === undefined || !paired.ci95) return delta(a, b);
  return `${points(paired.difference, true)} (${points(paired.ci95.low, true)} to ${points(paired.ci95.high, true)}, paired over ${paired.games} games)`;
}

function differentDatasets(comparison: ComparisonReport): string[] {
  const known = comparison.datasets.filter((d) => d.kind !== "unknown");
  const tags = new Set(known.map(datasetTag));
  const lines = tags.size > 1 ? [`the runs are on different data sets (${[...tags].join("; ")}): not comparable`] : [];
  const unknown = comparison.runs.filter((_, i) => comparison.datasets[i].kind === "unknown");
  if (unknown.length && known.length)
    lines.push(`the data set of ${unknown.join(", ")} is not recorded: whether the runs played the same games cannot be checked`);
  return lines;
}

function comparisonCells(cell: ComparisonCell | null): string[] {
  return cell ? [`${percent(cell.successRate)} (${cell.successes}/${cell.episodes})`, interval(cell.ci95)] : ["–", ""];
}

function delta(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined) return "–";
  const points = Math.round((b - a) * 1000) / 10;
  return `${points > 0 ? "+" : ""}${points} pp`;
}

// ------------------------------------------------------------------ training

const SERIES_LABELS: Record<string, string> = {
  "episode/success_rate": "success rate (train rollouts)",
  "val/success_rate": "success rate (validation)",
  "episode/reward/mean": "reward, mean",
  "episode/length/mean": "episode length, mean",
  "episode/valid_action_ratio": "valid-action ratio",
  "actor/kl_loss": "KL loss",
  "actor/ppo_kl": "PPO KL",
  "actor/entropy_loss": "entropy",
  "actor/grad_norm": "grad norm",
  "actor/lr": "learning rate",
  "perf/throughput": "throughput (tokens/s)",
  "perf/time_per_step": "time per step (s)",
  "response_length/mean": "response length, mean",
  "prompt_length/mean": "prompt length, mean",
  "val/skillzero/skills_on/success_rate": "validation, skills on",
  "val/skillzero/skills_off/success_rate": "validation, skills off",
  "val/skillzero/delta/success_rate": "validation, skills on − off",
  "val/curriculum/delta/success_rate": "curriculum Δ success",
  "prompt_length/memory_tokens/mean": "memory tokens in prompt, mean",
  "tokens/large_model/total_cumulative": "skill-generator tokens (cumulative)",
};

const RATE_KEYS = /success_rate$|valid_action_ratio$/;

function trainingSections(run: TrainingReport): Section[] {
  return [
    { title: `Training run: ${run.label}`, head: ["", "value"], rows: trainingFacts(run), notes: [] },
    {
      title: `Training metrics over steps: ${run.label}`,
      head: ["metric", "points", "first", "final (step)", "best/max (step)", "min (step)", "mean", "last-10 mean"],
      rows: [
        ...Object.values(run.series).map((s) => seriesCells(SERIES_LABELS[s.key] ?? s.key, s)),
        ...Object.entries(run.familySuccess).map(([family, s]) => seriesCells(`success: ${family}`, s)),
      ],
      notes: [`source: ${run.metricsFile}`],
    },
  ];
}

function trainingFacts(run: TrainingReport): string[][] {
  const success = run.series["episode/success_rate"];
  const validation = run.series["val/success_rate"];
  const facts: string[][] = [
    [
      "records",
      `${run.records} records, ${run.distinctSteps} distinct steps (${run.firstStep}–${run.lastStep})${run.plannedSteps ? `, ${run.plannedSteps} planned` : ""}`,
    ],
    ["duplicated steps", duplicateText(run)],
  ];
  if (run.restarts.length)
    facts.push(["log rewinds", run.restarts.map((r) => `line ${r.line}: back to step ${r.restartStep} after ${r.afterStep}`).join("; ")]);
  if (run.epochResets.length) facts.push(["resumes (training/epoch reset)", `at steps ${run.epochResets.join(", ")}`]);
  if (run.tornLastLine) facts.push(["torn last line", `line ${run.tornLastLine.line} skipped (${run.tornLastLine.problem})`]);
  if (success)
    facts.push([
      "success rate",
      `final ${percent(success.final.value)} (step ${success.final.step}); best ${percent(success.max.value)} (first at step ${success.max.step}); last-${success.lastWindow.window} mean ${percent(success.lastWindow.mean)}`,
    ]);
  if (validation)
    facts.push([
      "validation success",
      `final ${percent(validation.final.value)} (step ${validation.final.step}); best ${percent(validation.max.value)} (first at step ${validation.max.step}); ${validation.points} evaluations`,
    ]);
  pushSeriesFact(
    facts,
    run,
    "episode/reward/mean",
    "reward (mean)",
    (s) => `final ${metric(s.final.value)}; best ${metric(s.max.value)} (step ${s.max.step}); mean ${metric(s.mean)}`,
  );
  pushSeriesFact(
    facts,
    run,
    "episode/length/mean",
    "episode length (mean)",
    (s) => `final ${metric(s.final.value)}; shortest ${metric(s.min.value)} (step ${s.min.step}); mean ${metric(s.mean)}`,
  );
  pushSeriesFact(
    facts,
    run,
    "actor/kl_loss",
    "KL loss",
    (s) => `final ${metric(s.final.value)}; max ${metric(s.max.value)} (step ${s.max.step}); mean ${metric(s.mean)}`,
  );
  pushSeriesFact(facts, run, "perf/throughput", "throughput", (s) => `mean ${metric(s.mean)} tokens/s; final ${metric(s.final.value)}`);
  if (run.totalTimeS !== undefined) facts.push(["training time (Σ timing_s/step)", duration(run.totalTimeS)]);
  for (const [key, segments] of Object.entries(run.skillContext)) {
    facts.push([
      `skills in context (${key})`,
      segments.map((s) => `${s.value} (step ${s.fromStep === s.toStep ? s.fromStep : `${s.fromStep}–${s.toStep}`})`).join(" → "),
    ]);
  }
  for (const [key, value] of Object.entries(run.config)) facts.push([key, value]);
  return facts;
}

function duplicateText(run: TrainingReport): string {
  if (run.duplicatedSteps.length === 0) return "none (every step logged once)";
  const steps = stepRanges(run.duplicatedSteps.map((d) => d.step));
  return `${run.duplicatedSteps.length} steps logged more than once (${steps}); ${run.droppedRecords} superseded records dropped, the last record of each step kept`;
}

function pushSeriesFact(
  facts: string[][],
  run: TrainingReport,
  key: string,
  label: string,
  text: (s: TrainingReport["series"][string]) => string,
): void {
  const series = run.series[key];
  if (series) facts.push([label, text(series)]);
}

function seriesCells(label: string, s: TrainingReport["series"][string]): string[] {
  const show = RATE_KEYS.test(s.key) ? percent : metric;
  return [
    label,
    String(s.points),
    show(s.first.value),
    `${show(s.final.value)} (${s.final.step})`,
    `${show(s.max.value)} (${s.max.step})`,
    `${show(s.min.value)} (${s.min.step})`,
    show(s.mean),
    show(s.lastWindow.mean),
  ];
}

// ---------------------------------------------------------------- skill bank

function skillBankSection(bank: SkillBankReport): Section {
  const rows = bank.snapshots.map((snapshot, index) => {
    const diff = index > 0 ? bank.diffs[index - 1] : undefined;
    const c = snapshot.counts;
    return [
      path.basename(snapshot.file),
      snapshot.step === undefined ? "–" : String(snapshot.step),
      String(c.general),
      String(c.dynamic),
      `${c.taskSpecificTotal} (${Object.entries(c.taskSpecific)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")})`,
      String(c.mistakes),
      diff ? String(diff.added.length) : "–",
      diff ? String(diff.removed.length) : "–",
      diff ? String(diff.changed.length) : "–",
    ];
  });
  const notes = bank.diffs
    .filter((d) => d.added.length + d.removed.length + d.changed.length > 0)
    .map((d) => {
      const parts = [
        d.added.length ? `added ${d.added.join(", ")}` : "",
        d.removed.length ? `removed ${d.removed.join(", ")}` : "",
        d.changed.length ? `changed ${d.changed.join(", ")}` : "",
      ].filter(Boolean);
      return `${path.basename(d.from)} → ${path.basename(d.to)}: ${parts.join("; ")}`;
    });
  return {
    title: `Skill bank: ${bank.label} (${bank.snapshots.length} snapshot${bank.snapshots.length === 1 ? "" : "s"})`,
    head: ["snapshot", "step", "general", "of which dyn_", "task-specific", "mistakes", "added", "removed", "changed"],
    rows,
    notes,
  };
}

function issuesSection(report: Report): Section[] {
  const notes = [
    ...report.problems.map((p) => `ERROR ${p.file}: ${p.message}`),
    ...report.warnings.map((w) => `warning ${w.file}: ${w.message}`),
    ...report.unrecognized.map((u) => `nothing recognised in ${u}`),
  ];
  return notes.length ? [{ title: "Problems and warnings", head: [], rows: [], notes }] : [];
}
