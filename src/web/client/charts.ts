// Line charts over training steps, drawn with uPlot. x is a step count, not a time (uPlot's
// default), and sparse series (validation every N steps) are joined across their gaps.
import uPlot from "uplot";
import { h } from "./dom.js";

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
}

export interface ChartSpec {
  title: string;
  steps: number[];
  series: ChartSeries[];
  height?: number;
  testId?: string;
}

const PALETTE = [
  "#2f6fdf",
  "#e8590c",
  "#1a7f4b",
  "#9c36b5",
  "#c92a2a",
  "#0b7285",
  "#e67700",
  "#5c940d",
  "#364fc7",
  "#a61e4d",
  "#495057",
  "#d6336c",
];

const charts = new Map<uPlot, HTMLElement>();
let resizeTimer: number | undefined;

// Charts are drawn at their card's width; follow the window when it changes.
window.addEventListener("resize", () => {
  window.clearTimeout(resizeTimer);
  resizeTimer = window.setTimeout(() => {
    for (const [chart, target] of charts) if (target.clientWidth > 0) chart.setSize({ width: target.clientWidth, height: chart.height });
  }, 150);
});

/** Returns the chart's card; the plot is drawn once the card is in the document (it needs a width). */
export function lineChart(spec: ChartSpec): HTMLElement {
  const plotArea = h("div");
  const card = h("div", { class: "chart", "data-testid": spec.testId ?? "chart" }, h("h3", null, spec.title), plotArea);
  requestAnimationFrame(() => draw(spec, plotArea));
  return card;
}

function draw(spec: ChartSpec, target: HTMLElement): void {
  if (!target.isConnected) return;
  const width = Math.max(260, target.clientWidth || 400);
  const options: uPlot.Options = {
    width,
    height: spec.height ?? 220,
    scales: { x: { time: false } },
    legend: { show: true, live: false },
    cursor: { drag: { x: true, y: false } },
    axes: [{ label: "step" }, { size: 56, values: (_u: uPlot, ticks: number[]) => ticks.map(tickLabel) }],
    series: [
      { label: "step" },
      ...spec.series.map((s, i) => ({
        label: s.label,
        stroke: PALETTE[i % PALETTE.length],
        width: 1.5,
        spanGaps: true,
        points: { show: isSparse(s.values) },
      })),
    ],
  };
  const data: uPlot.AlignedData = [spec.steps, ...spec.series.map((s) => s.values)];
  charts.set(new uPlot(options, data as uPlot.AlignedData, target), target);
}

/** uPlot's default ticks print 1e-6 as "0"; learning rates and KL need significant figures. */
export function tickLabel(value: number): string {
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  if (magnitude < 1e-3) return value.toExponential(1);
  if (magnitude >= 1e6) return `${Number((value / 1e6).toPrecision(3))}M`;
  if (magnitude >= 1e4) return `${Number((value / 1e3).toPrecision(3))}k`;
  return String(Number(value.toPrecision(3)));
}

function isSparse(values: Array<number | null>): boolean {
  const present = values.filter((v) => v !== null).length;
  return present < values.length / 2 || present < 30;
}

/** Pages call this before replacing their content, so detached charts are released. */
export function disposeCharts(): void {
  for (const chart of charts.keys()) chart.destroy();
  charts.clear();
}

/** Charts drawn so far and still alive (the browser test counts canvases instead). */
export function chartCount(): number {
  return charts.size;
}
