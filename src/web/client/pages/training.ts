// Training curves of one run: success rates, reward, episode length, every actor/* metric, and a
// picker for any other numeric metric. Repeated steps (a resumed run) are named, not plotted twice.
import { stepRanges } from "../../../report/format.js";
import type { TrainingCurves } from "../../model.js";
import { lineChart, type ChartSeries } from "../charts.js";
import { hashFor, navigate, type PageContext } from "../context.js";
import { DataKeys } from "../../model.js";
import { h, select } from "../dom.js";

export async function trainingPage({ overview, data, params, query }: PageContext): Promise<Node> {
  if (overview.training.length === 0)
    return h(
      "div",
      { "data-testid": "training-page" },
      h("h1", null, "Training"),
      h("p", { class: "muted" }, "No metrics.jsonl was found."),
    );
  const index = clampIndex(Number(params[0] ?? 0), overview.training.length);
  const curves = await data.load<TrainingCurves>(DataKeys.training(index));
  const picked = query.get("metric") ?? defaultMetric(curves);
  // Loaded before any chart is made: charts draw on the next frame only if the page is attached by then.
  const comparison = picked && overview.training.length > 1 ? await compareRuns(data, overview.training.length, picked) : null;
  return h(
    "div",
    { "data-testid": "training-page" },
    h("h1", null, "Training curves"),
    runPicker(
      overview.training.map((t) => t.label),
      index,
    ),
    logFacts(curves),
    h("h2", null, "Success, reward and length"),
    h("div", { class: "charts" }, headlineCharts(curves)),
    actorCharts(curves),
    h("h2", null, "Any metric"),
    h(
      "div",
      { class: "filters" },
      h(
        "label",
        null,
        "metric",
        select(
          Object.keys(curves.series).map((k) => [k, k]),
          picked,
          (metric) => navigate(hashFor("training", [index], { metric })),
          "metric-picker",
        ),
      ),
    ),
    picked && curves.series[picked]
      ? h(
          "div",
          { class: "charts" },
          lineChart({
            title: picked,
            steps: curves.steps,
            series: [{ label: picked, values: curves.series[picked] }],
            testId: "picked-chart",
          }),
        )
      : null,
    comparison,
  );
}

/** The picked metric of every training run on one chart (SFT → GRPO vs SEED runs side by side), steps aligned. */
async function compareRuns(data: PageContext["data"], count: number, metric: string): Promise<Node> {
  const runs: TrainingCurves[] = [];
  // One at a time: the static export loads data files as scripts through one callback.
  for (let i = 0; i < count; i += 1) runs.push(await data.load<TrainingCurves>(DataKeys.training(i)));
  const withMetric = runs.filter((run) => run.series[metric]?.some((v) => v !== null));
  const steps = [...new Set(withMetric.flatMap((run) => run.steps))].sort((a, b) => a - b);
  const series = withMetric.map((run) => {
    const byStep = new Map(run.steps.map((step, i) => [step, run.series[metric][i]]));
    return { label: run.label, values: steps.map((step) => byStep.get(step) ?? null) };
  });
  return h(
    "div",
    null,
    h("h2", null, `All runs: ${metric}`),
    withMetric.length < 2
      ? h("p", { class: "muted" }, `${withMetric.length} run(s) log ${metric}.`)
      : h(
          "div",
          { class: "charts" },
          lineChart({ title: `${metric} (${withMetric.length} runs)`, steps, series, testId: "compare-chart" }),
        ),
  );
}

function clampIndex(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

function runPicker(labels: string[], index: number): Node | null {
  if (labels.length < 2) return h("p", { class: "muted" }, labels[0]);
  return h(
    "div",
    { class: "filters" },
    h(
      "label",
      null,
      "run",
      select(
        labels.map((l, i) => [String(i), l]),
        String(index),
        (v) => navigate(hashFor("training", [v])),
        "run-picker",
      ),
    ),
  );
}

function logFacts(curves: TrainingCurves): Node {
  const repeated = curves.duplicatedSteps;
  return h(
    "div",
    { class: "card", "data-testid": "log-facts" },
    `${curves.records} records, ${curves.steps.length} distinct steps (${curves.steps[0]}–${curves.steps[curves.steps.length - 1]}).`,
    repeated.length
      ? h(
          "p",
          null,
          `${repeated.length} step(s) were logged more than once (a resumed run): ${stepRanges(repeated.map((d) => d.step))}. `,
          `The last record of each step is plotted; ${curves.droppedRecords} earlier record(s) are left out.`,
        )
      : null,
    curves.epochResets.length
      ? h("p", null, `training/epoch falls back at step(s) ${stepRanges(curves.epochResets)} (the resume did not restore the data loader).`)
      : null,
  );
}

function seriesOf(curves: TrainingCurves, keys: string[]): ChartSeries[] {
  return keys.filter((k) => curves.series[k]?.some((v) => v !== null)).map((k) => ({ label: k, values: curves.series[k] }));
}

/** Trailing mean: per-step rollout success is noisy (a handful of episodes per step). */
export function trailingMean(values: Array<number | null>, window: number): Array<number | null> {
  const recent: number[] = [];
  return values.map((value) => {
    if (value === null) return null;
    recent.push(value);
    if (recent.length > window) recent.shift();
    return recent.reduce((a, b) => a + b, 0) / recent.length;
  });
}

const SMOOTHING = 10;

function headlineCharts(curves: TrainingCurves): Node[] {
  const keys = Object.keys(curves.series);
  const overall = curves.series["episode/success_rate"];
  const groups: Array<[string, string[]]> = [
    ["Success rate (rollouts)", keys.filter((k) => k.startsWith("episode/") && k.endsWith("success_rate"))],
    ["Success rate (validation)", keys.filter((k) => k.startsWith("val/") && k.endsWith("success_rate") && !k.includes("/delta/"))],
    ["Reward", ["episode/reward/mean", "episode/reward/max", "episode/reward/min", "critic/rewards/mean"]],
    ["Episode length", ["episode/length/mean", "episode/length/max", "episode/length/min"]],
  ];
  return groups
    .map(([title, group]) => ({ title, series: seriesOf(curves, group) }))
    .filter((g) => g.series.length > 0)
    .map((g, i) =>
      i === 0 && overall
        ? {
            ...g,
            series: [
              ...g.series,
              { label: `episode/success_rate, mean of last ${SMOOTHING} steps`, values: trailingMean(overall, SMOOTHING) },
            ],
          }
        : g,
    )
    .map((g) => lineChart({ title: g.title, steps: curves.steps, series: g.series, height: 240 }));
}

function actorCharts(curves: TrainingCurves): Node[] {
  const actorKeys = Object.keys(curves.series).filter((k) => k.startsWith("actor/"));
  if (actorKeys.length === 0) return [];
  return [
    h("h2", null, `actor/* (${actorKeys.length})`),
    h(
      "div",
      { class: "charts small" },
      seriesOf(curves, actorKeys).map((s) => lineChart({ title: s.label, steps: curves.steps, series: [s], height: 160 })),
    ),
  ];
}

function defaultMetric(curves: TrainingCurves): string {
  const keys = Object.keys(curves.series);
  return keys.find((k) => k === "perf/throughput") ?? keys[0] ?? "";
}
