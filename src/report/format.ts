// Number formatting shared by the terminal and Markdown renderers.
import type { Interval } from "./stats.js";
import type { DatasetLabel } from "./games.js";

/** 0.66 → "66%", 0.49833 → "49.8%": the data set's own table prints whole percents. */
export function percent(rate: number): string {
  if (!Number.isFinite(rate)) return "–";
  const value = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** Interval bounds always carry one decimal, so columns of intervals line up. */
export function interval(ci: Interval | undefined): string {
  if (!ci) return "–";
  const bound = (rate: number) => `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
  return `${bound(ci.low)}–${bound(ci.high)}`;
}

export function fixed(value: number | undefined, digits: number): string {
  return value === undefined || !Number.isFinite(value) ? "–" : value.toFixed(digits);
}

export function integer(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? "–" : Math.round(value).toLocaleString("en-US");
}

/** Compact significant-figure form for metric values of any magnitude (KL 1e-3, tokens 1e6). */
export function metric(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return "–";
  if (value !== 0 && Math.abs(value) < 1e-3) return value.toExponential(2);
  if (Math.abs(value) >= 1e4) return integer(value);
  return String(Number(value.toPrecision(4)));
}

export function duration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return "–";
  if (seconds < 1) return `${seconds.toPrecision(2)} s`;
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${String(minutes).padStart(2, "0")} min` : `${minutes} min ${Math.round(seconds % 60)} s`;
}

/** Collapses runs of consecutive integers: [51,52,53,60] → "51–53, 60". */
export function stepRanges(steps: number[]): string {
  const parts: string[] = [];
  let start = steps[0];
  let previous = steps[0];
  for (const step of [...steps.slice(1), NaN]) {
    if (step === previous + 1) {
      previous = step;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start}–${previous}`);
    start = previous = step;
  }
  return steps.length === 0 ? "none" : parts.join(", ");
}

/** The label every table carries next to a run's numbers. */
export function datasetTag(dataset: DatasetLabel): string {
  if (dataset.kind === "synthetic") return "SYNTHETIC";
  if (dataset.kind === "official") return dataset.text;
  return dataset.kind === "other" ? "not an official split" : "data set not recorded";
}
