// Renders a Report as terminal tables (cli-table3) or Markdown. Both go through
// the same list of sections so the two outputs never disagree.
import path from "node:path";
import Table from "cli-table3";
import { duration, fixed, integer, interval, metric, percent, stepRanges } from "./format.js";
import type { Aggregate, ComparisonReport, EvalRunReport, Report, SkillBankReport, TaskRow, TrainingReport } from "./report.js";

export interface Section {
  title: string;
  head: string[];
  rows: string[][];
  notes: string[];
}

export function reportSections(report: Report): Section[] {
  return [
    ...report.evalRuns.map(evalSection),
    ...(report.comparison ? [comparisonSection(report.comparison)] : []),
    ...report.trainingRuns.flatMap(trainingSections),
    ...report.skillBanks.map(skillBankSection),
    ...issuesSection(report),
  ];
}

export function renderTable(report: Report): string {
  const sections = reportSections(report);
  if (sections.length === 0) return "Nothing recognised.\n";
  return sections.map(renderTerminalSection).join("\n");
}

export function renderMarkdown(report: Report): string {
  const sections = reportSections(report);
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

const EVAL_HEAD = ["id", "task", "episodes", "success", "95% CI (Wilson)", "avg steps", "tokens/ep", "prompt/ep", "completion/ep", "latency/step", "wall time"];

function evalSection(run: EvalRunReport): Section {
  const models = run.models.length ? ` — ${run.models.join(", ")}` : "";
  return {
    title: `Evaluation: ${run.label}${models}`,
    head: EVAL_HEAD,
    rows: [...run.tasks.map(taskCells), aggregateCells("macro", run.macro), aggregateCells("micro", run.micro)],
    notes: [
      "macro = mean over task types; micro = all episodes pooled (the Wilson interval applies to the micro rate only)",
      ...run.notes,
    ],
  };
}

function taskCells(task: TaskRow): string[] {
  return [
    String(task.taskTypeId),
    task.taskType,
    String(task.episodes),
    `${percent(task.successRate)} (${task.successes})`,
    interval(task.ci95),
    fixed(task.avgSteps, 2),
    integer(task.avgTotalTokens),
    integer(task.avgPromptTokens),
    integer(task.avgCompletionTokens),
    `${fixed(task.avgStepLatencyS, 2)} s`,
    duration(task.wallTimeS),
  ];
}

function aggregateCells(name: string, a: Aggregate): string[] {
  return [
    "",
    `${name} (${a.tasks} tasks)`,
    String(a.episodes),
    name === "micro" ? `${percent(a.successRate)} (${a.successes})` : percent(a.successRate),
    interval(a.ci95),
    fixed(a.avgSteps, 2),
    integer(a.avgTotalTokens),
    "",
    "",
    `${fixed(a.avgStepLatencyS, 2)} s`,
    name === "micro" ? duration(a.wallTimeS) : "",
  ];
}

function comparisonSection(comparison: ComparisonReport): Section {
  const twoRuns = comparison.runs.length === 2;
  const head = ["id", "task", ...comparison.runs.flatMap((label) => [`${label}`, "95% CI"])];
  if (twoRuns) head.push("Δ (2nd − 1st)");
  const rows = comparison.rows.map((row) => {
    const cells = [String(row.taskTypeId), row.taskType, ...row.cells.flatMap(comparisonCells)];
    if (twoRuns) cells.push(delta(row.cells[0]?.successRate, row.cells[1]?.successRate));
    return cells;
  });
  const macro = ["", "macro", ...comparison.macro.flatMap((rate) => [rate === null ? "–" : percent(rate), ""])];
  const micro = ["", "micro", ...comparison.micro.flatMap(comparisonCells)];
  if (twoRuns) {
    macro.push(delta(comparison.macro[0] ?? undefined, comparison.macro[1] ?? undefined));
    micro.push(delta(comparison.micro[0]?.successRate, comparison.micro[1]?.successRate));
  }
  return {
    title: "Comparison of evaluation runs (success rate, successes/episodes)",
    head,
    rows: [...rows, macro, micro],
    notes: ["a Δ whose two intervals overlap widely is not evidence of a difference"],
  };
}

function comparisonCells(cell: { successRate: number; successes: number; episodes: number; ci95: { low: number; high: number } } | null): string[] {
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
    ["records", `${run.records} records, ${run.distinctSteps} distinct steps (${run.firstStep}–${run.lastStep})${run.plannedSteps ? `, ${run.plannedSteps} planned` : ""}`],
    ["duplicated steps", duplicateText(run)],
  ];
  if (run.restarts.length) facts.push(["log rewinds", run.restarts.map((r) => `line ${r.line}: back to step ${r.restartStep} after ${r.afterStep}`).join("; ")]);
  if (run.epochResets.length) facts.push(["resumes (training/epoch reset)", `at steps ${run.epochResets.join(", ")}`]);
  if (run.tornLastLine) facts.push(["torn last line", `line ${run.tornLastLine.line} skipped (${run.tornLastLine.problem})`]);
  if (success) facts.push(["success rate", `final ${percent(success.final.value)} (step ${success.final.step}); best ${percent(success.max.value)} (first at step ${success.max.step}); last-${success.lastWindow.window} mean ${percent(success.lastWindow.mean)}`]);
  if (validation) facts.push(["validation success", `final ${percent(validation.final.value)} (step ${validation.final.step}); best ${percent(validation.max.value)} (first at step ${validation.max.step}); ${validation.points} evaluations`]);
  pushSeriesFact(facts, run, "episode/reward/mean", "reward (mean)", (s) => `final ${metric(s.final.value)}; best ${metric(s.max.value)} (step ${s.max.step}); mean ${metric(s.mean)}`);
  pushSeriesFact(facts, run, "episode/length/mean", "episode length (mean)", (s) => `final ${metric(s.final.value)}; shortest ${metric(s.min.value)} (step ${s.min.step}); mean ${metric(s.mean)}`);
  pushSeriesFact(facts, run, "actor/kl_loss", "KL loss", (s) => `final ${metric(s.final.value)}; max ${metric(s.max.value)} (step ${s.max.step}); mean ${metric(s.mean)}`);
  pushSeriesFact(facts, run, "perf/throughput", "throughput", (s) => `mean ${metric(s.mean)} tokens/s; final ${metric(s.final.value)}`);
  if (run.totalTimeS !== undefined) facts.push(["training time (Σ timing_s/step)", duration(run.totalTimeS)]);
  for (const [key, segments] of Object.entries(run.skillContext)) {
    facts.push([`skills in context (${key})`, segments.map((s) => `${s.value} (step ${s.fromStep === s.toStep ? s.fromStep : `${s.fromStep}–${s.toStep}`})`).join(" → ")]);
  }
  for (const [key, value] of Object.entries(run.config)) facts.push([key, value]);
  return facts;
}

function duplicateText(run: TrainingReport): string {
  if (run.duplicatedSteps.length === 0) return "none (every step logged once)";
  const steps = stepRanges(run.duplicatedSteps.map((d) => d.step));
  return `${run.duplicatedSteps.length} steps logged more than once (${steps}); ${run.droppedRecords} superseded records dropped, the last record of each step kept`;
}

function pushSeriesFact(facts: string[][], run: TrainingReport, key: string, label: string, text: (s: TrainingReport["series"][string]) => string): void {
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
      `${c.taskSpecificTotal} (${Object.entries(c.taskSpecific).map(([k, v]) => `${k} ${v}`).join(", ")})`,
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
