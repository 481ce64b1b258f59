// The result of a `seed learn` folder, from its evaluation folders: success per task type,
// macro and micro, for SFT and each method's runs (mean ± sd over seeds), the paired per-game
// differences (RL − SFT, SEED − GRPO) with 95% intervals from a bootstrap over games and seeds,
// the curves per round as an SVG; from its training logs, the success of each round's rollouts; and the time spent. Nothing here is typed by hand: rerun it on
// the folder and the same numbers come out.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { hashSeed, mulberry32 } from "../agent/rng.js";
import { readJson } from "../formats/json.js";
import { parseRoundDir } from "../seed/iterate.js";
import { parseRunName } from "../seed/run-names.js";
import { readEvalRun } from "./eval-run.js";
import { metricSeries, readMetrics } from "./metrics.js";
import { mean, sampleSd, wilsonInterval } from "./stats.js";

type GameScores = Map<string, { taskType: string; success: number }>;

interface Point {
  label: string;
  method: string;
  seed: number | null;
  round: number;
  split: string;
  games: GameScores;
  /** How it was played, from its manifest: what every point of a comparison must share. */
  protocol: string;
}

export interface MethodRow {
  method: string;
  round: number;
  seeds: number;
  /** Per task type and "macro" / "micro": mean over seeds, sd over seeds (null with one seed). */
  cells: Record<string, { mean: number; sd: number | null }>;
}

export interface PairedDifference {
  comparison: string;
  split: string;
  round: number;
  mean: number;
  /** null when every pair has the same difference: a bootstrap would print a zero-width interval it cannot justify. */
  low: number | null;
  high: number | null;
  games: number;
  seeds: number;
}

export interface SftPass {
  pass: string;
  steps: number;
  rows: number;
  heldOutReplyExact: number | null;
  wallS: number;
  cpuS: number;
}

export interface CurvePoint {
  method: string;
  round: number;
  mean: number;
  sd: number | null;
  seeds: number;
}

export interface LearnSummary {
  splits: string[];
  taskTypes: string[];
  rows: Record<string, MethodRow[]>;
  sftInterval: Record<string, { low: number; high: number }>;
  differences: PairedDifference[];
  curves: Record<string, CurvePoint[]>;
  /** The training runs' own curve: the success of each round's group rollouts on the train split. Its `round` is
   * the updates made before those rollouts (0: the SFT model's), as an evaluation's round is the updates before it. */
  training: CurvePoint[];
  timing: Record<string, number>;
  /** Stage 1's passes in order (model/<pass>_metrics.json, as `seedworld.policy.sft` wrote them). */
  stage1: SftPass[];
  /** The evaluation protocol(s) and the runs that used each; more than one means the tables mix protocols. */
  protocols: { protocol: string; labels: string[] }[];
  markdown: string;
}

/** The manifest's protocol in words: prompt, history, projection, sampling (action space included) and the step cap. */
function protocolOf(dir: string): string {
  const file = path.join(dir, "manifest.json");
  if (!existsSync(file)) return "unknown (no manifest.json)";
  const m = readJson<{
    protocol?: { max_steps?: number };
    prompt?: { variant?: string; history_length?: number };
    projection?: string;
    sampling?: { temperature?: number; max_tokens?: number; action_space?: string };
  }>(file);
  return [
    `prompt ${m.prompt?.variant}, history ${m.prompt?.history_length}`,
    `${m.projection} projection`,
    `temperature ${m.sampling?.temperature}, ${m.sampling?.max_tokens} tokens`,
    `action space ${m.sampling?.action_space ?? "generation"}`,
    `${m.protocol?.max_steps} steps`,
  ].join("; ");
}

/**
 * Each game's success rate over its plays (an evaluation with `--samples K` plays every game K
 * times; one play at temperature 0.4 is a noisy draw), keyed by game file.
 */
export function gameScores(plays: readonly { game: string; taskType: string; success: boolean }[]): GameScores {
  const tally = new Map<string, { taskType: string; wins: number; plays: number }>();
  for (const play of plays) {
    const entry = tally.get(play.game) ?? { taskType: play.taskType, wins: 0, plays: 0 };
    entry.wins += play.success ? 1 : 0;
    entry.plays += 1;
    tally.set(play.game, entry);
  }
  return new Map([...tally].map(([game, t]) => [game, { taskType: t.taskType, success: t.wins / t.plays }]));
}

async function readPoint(dir: string, label: string, method: string, seed: number | null, round: number, split: string): Promise<Point> {
  const plays = (await readEvalRun(dir)).tasks.flatMap((task) =>
    (task.episodeStats?.outcomes ?? []).map((outcome) => ({
      game: outcome.gamefile ?? `${task.taskType}:${outcome.episode}`,
      taskType: task.taskType,
      success: Boolean(outcome.success),
    })),
  );
  return { label, method, seed, round, split, games: gameScores(plays), protocol: protocolOf(dir) };
}

async function collectPoints(root: string): Promise<Point[]> {
  const evals = path.join(root, "evals");
  const points: Point[] = [];
  if (!existsSync(evals)) return points;
  const splitsOf = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => existsSync(path.join(dir, n, ".complete"))) : []);
  for (const split of splitsOf(path.join(evals, "sft"))) {
    points.push(await readPoint(path.join(evals, "sft", split), "sft", "sft", null, 0, split));
  }
  for (const run of readdirSync(evals)) {
    const name = parseRunName(run);
    if (!name) continue;
    for (const roundName of readdirSync(path.join(evals, run))) {
      const round = parseRoundDir(roundName);
      if (round === null) continue;
      for (const split of splitsOf(path.join(evals, run, roundName))) {
        const dir = path.join(evals, run, roundName, split);
        points.push(await readPoint(dir, `${run}/${roundName}`, name.method, name.seed, round, split));
      }
    }
  }
  return points;
}

function rates(games: GameScores, taskTypes: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of taskTypes) {
    const values = [...games.values()].filter((g) => g.taskType === t).map((g) => g.success);
    if (values.length) out[t] = mean(values);
  }
  out.macro = mean(taskTypes.filter((t) => t in out).map((t) => out[t]));
  out.micro = mean([...games.values()].map((g) => g.success));
  return out;
}

/** Mean of d(seed, game) with a 95% percentile interval from resampling seeds, then games within the draw (2,000 draws, seeded). */
function pairedBootstrap(diffs: number[][], label: string): { mean: number; low: number | null; high: number | null } {
  const seeds = diffs.length;
  const games = diffs[0]?.length ?? 0;
  const all = diffs.flat();
  if (all.every((d) => d === all[0])) return { mean: all[0] ?? 0, low: null, high: null };
  const next = mulberry32(hashSeed("learn-paired", label));
  const draws: number[] = [];
  for (let b = 0; b < 2000; b += 1) {
    let total = 0;
    for (let s = 0; s < seeds; s += 1) {
      const row = diffs[Math.floor(next() * seeds)];
      for (let g = 0; g < games; g += 1) total += row[Math.floor(next() * games)];
    }
    draws.push(total / (seeds * games));
  }
  draws.sort((a, b) => a - b);
  return { mean: mean(all), low: draws[Math.floor(0.025 * draws.length)], high: draws[Math.ceil(0.975 * draws.length) - 1] };
}

/** Every evaluated round's paired difference to the SFT model over the games both played. The bootstrap's stream is
 * seeded by split and method alone: every round resamples the same way (common random numbers), and a folder's
 * last-round intervals stay what they were when only the last round had one. */
function differenceFromSft(sft: Point, group: Point[], method: string, split: string, round: number): PairedDifference {
  const games = [...sft.games.keys()].filter((g) => group.every((p) => p.games.has(g)));
  const diffs = group.map((p) => games.map((g) => p.games.get(g)!.success - sft.games.get(g)!.success));
  return {
    comparison: `${method} − sft`,
    split,
    round,
    ...pairedBootstrap(diffs, `${split}:${method}`),
    games: games.length,
    seeds: group.length,
  };
}

/** SEED − GRPO at one round, paired by seed (a seed fixes the train tasks both methods' runs draw) and game. */
function seedMinusGrpo(points: Point[], split: string, round: number): PairedDifference | null {
  const grpoRuns = points.filter((p) => p.method === "grpo" && p.round === round);
  const pairedSeeds = points.filter((p) => p.method === "seed" && p.round === round && grpoRuns.some((q) => q.seed === p.seed));
  if (!pairedSeeds.length) return null;
  const games = [...pairedSeeds[0].games.keys()];
  const diffs = pairedSeeds.map((p) => {
    const q = grpoRuns.find((r) => r.seed === p.seed)!;
    return games.filter((g) => q.games.has(g)).map((g) => p.games.get(g)!.success - q.games.get(g)!.success);
  });
  return {
    comparison: "seed − grpo",
    split,
    round,
    ...pairedBootstrap(diffs, `${split}:seed-grpo`),
    games: diffs[0].length,
    seeds: diffs.length,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}`;
const cell = (c: { mean: number; sd: number | null } | undefined) =>
  c ? (c.sd === null ? pct(c.mean) : `${pct(c.mean)} ± ${pct(c.sd)}`) : "–";

function curvesSvg(series: readonly CurvePoint[], xTitle: string, yTitle: string): string {
  const methods = [...new Set(series.map((p) => p.method))];
  const maxRound = Math.max(1, ...series.map((p) => p.round));
  const maxY = Math.max(0.05, ...series.map((p) => p.mean + (p.sd ?? 0)));
  // The left margin holds the tick labels ("37.3%") beside the rotated axis title without overlapping it.
  const [w, h, m, left] = [580, 320, 48, 76];
  const x = (r: number) => left + (r / maxRound) * (w - left - m);
  const y = (v: number) => h - m - (v / maxY) * (h - 2 * m);
  const colors: Record<string, string> = { grpo: "#1f77b4", seed: "#d62728", sft: "#555" };
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="sans-serif" font-size="12">`,
    `<rect width="${w}" height="${h}" fill="white"/>`,
    `<line x1="${left}" y1="${h - m}" x2="${w - m}" y2="${h - m}" stroke="black"/><line x1="${left}" y1="${m}" x2="${left}" y2="${h - m}" stroke="black"/>`,
    `<text x="${(left + w - m) / 2}" y="${h - 12}" text-anchor="middle">${xTitle}</text>`,
    `<text x="14" y="${h / 2}" transform="rotate(-90 14 ${h / 2})" text-anchor="middle">${yTitle}</text>`,
  ];
  for (let i = 0; i <= 4; i += 1) {
    const v = (maxY * i) / 4;
    parts.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${pct(v)}%</text>`);
  }
  for (let r = 0; r <= maxRound; r += Math.max(1, Math.ceil(maxRound / 8)))
    parts.push(`<text x="${x(r)}" y="${h - m + 16}" text-anchor="middle">${r}</text>`);
  methods.forEach((method, index) => {
    const points = series.filter((p) => p.method === method).sort((a, b) => a.round - b.round);
    const color = colors[method] ?? "#2ca02c";
    parts.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => `${x(p.round)},${y(p.mean)}`).join(" ")}"/>`,
    );
    for (const p of points) {
      if (p.sd)
        parts.push(`<line x1="${x(p.round)}" y1="${y(p.mean - p.sd)}" x2="${x(p.round)}" y2="${y(p.mean + p.sd)}" stroke="${color}"/>`);
      parts.push(`<circle cx="${x(p.round)}" cy="${y(p.mean)}" r="3" fill="${color}"/>`);
    }
    parts.push(`<text x="${w - m - 60}" y="${m + 16 * index}" fill="${color}">${method}</text>`);
  });
  parts.push("</svg>\n");
  return parts.join("\n");
}

/** The metric that is a training round's learning curve on its own: the success of the round's group rollouts. */
const ROLLOUT_SUCCESS = "episode/success_rate";

/** Per method and round, the rollouts' success over the seeds that logged it. metrics.jsonl's step k holds the
 * rollouts of round k − 1 (counted from 0), sampled from the weights after k − 1 updates. */
async function collectTraining(root: string): Promise<CurvePoint[]> {
  const runsDir = path.join(root, "runs");
  if (!existsSync(runsDir)) return [];
  const byMethodRound = new Map<string, { method: string; round: number; values: number[] }>();
  for (const run of readdirSync(runsDir).sort()) {
    const name = parseRunName(run);
    const file = path.join(runsDir, run, "metrics.jsonl");
    if (!name || !existsSync(file)) continue;
    for (const { step, value } of metricSeries(await readMetrics(file), ROLLOUT_SUCCESS)) {
      const key = `${name.method}:${step}`;
      const entry = byMethodRound.get(key) ?? { method: name.method, round: step - 1, values: [] };
      entry.values.push(value);
      byMethodRound.set(key, entry);
    }
  }
  return [...byMethodRound.values()]
    .sort((a, b) => a.method.localeCompare(b.method) || a.round - b.round)
    .map(({ method, round, values }) => ({
      method,
      round,
      mean: mean(values),
      sd: values.length > 1 ? (sampleSd(values) ?? null) : null,
      seeds: values.length,
    }));
}

function readTiming(root: string): Record<string, number> {
  const file = path.join(root, "learn_timing.json");
  return existsSync(file) ? readJson<Record<string, number>>(file) : {};
}

/** The SFT passes `seed learn` runs, in order: the first pass, then the take pass. */
const SFT_PASSES = ["sft", "sft_takes"];

function readStage1(root: string): SftPass[] {
  return SFT_PASSES.flatMap((pass) => {
    const file = path.join(root, "model", `${pass}_metrics.json`);
    if (!existsSync(file)) return [];
    const m = readJson<Record<string, number>>(file);
    const heldOut = m["sft/held_out_reply_exact"];
    return [
      {
        pass,
        steps: m["sft/steps"],
        rows: m["sft/rows"],
        heldOutReplyExact: typeof heldOut === "number" ? heldOut : null,
        wallS: m["sft/wall_s"],
        cpuS: m["sft/cpu_s"],
      },
    ];
  });
}

export async function summarizeLearn(root: string): Promise<LearnSummary> {
  const points = await collectPoints(root);
  const splits = [...new Set(points.map((p) => p.split))].sort();
  const taskTypes = [...new Set(points.flatMap((p) => [...p.games.values()].map((g) => g.taskType)))].sort();
  const rows: LearnSummary["rows"] = {};
  const curves: LearnSummary["curves"] = {};
  const sftInterval: LearnSummary["sftInterval"] = {};
  const differences: PairedDifference[] = [];
  for (const split of splits) {
    const here = points.filter((p) => p.split === split);
    const sft = here.find((p) => p.method === "sft");
    const methods = [...new Set(here.filter((p) => p.method !== "sft").map((p) => p.method))].sort();
    const finalRound = Math.max(0, ...here.map((p) => p.round));
    const rowFor = (method: string, round: number, group: Point[]): MethodRow => {
      const perSeed = group.map((p) => rates(p.games, taskTypes));
      const keys = [...taskTypes, "macro", "micro"];
      const cells: MethodRow["cells"] = {};
      for (const k of keys) {
        const values = perSeed.map((r) => r[k]).filter((v) => v !== undefined);
        if (values.length) cells[k] = { mean: mean(values), sd: values.length > 1 ? (sampleSd(values) ?? null) : null };
      }
      return { method, round, seeds: group.length, cells };
    };
    rows[split] = [];
    curves[split] = [];
    if (sft) {
      rows[split].push(rowFor("sft", 0, [sft]));
      const won = [...sft.games.values()].reduce((a, g) => a + g.success, 0);
      const interval = wilsonInterval(won, sft.games.size);
      sftInterval[split] = { low: interval.low, high: interval.high };
      for (const method of methods) curves[split].push({ method, round: 0, mean: rates(sft.games, taskTypes).micro, sd: null, seeds: 1 });
    }
    for (const method of methods) {
      const rounds = [...new Set(here.filter((p) => p.method === method).map((p) => p.round))].sort((a, b) => a - b);
      for (const round of rounds) {
        const group = here.filter((p) => p.method === method && p.round === round);
        const row = rowFor(method, round, group);
        curves[split].push({ method, round, mean: row.cells.micro.mean, sd: row.cells.micro.sd, seeds: group.length });
        if (round === finalRound) rows[split].push(row);
        if (sft) differences.push(differenceFromSft(sft, group, method, split, round));
      }
    }
    const seedRounds = [...new Set(here.filter((p) => p.method === "seed").map((p) => p.round))].sort((a, b) => a - b);
    for (const round of seedRounds) {
      // null where no GRPO run of the same seed was evaluated at this round.
      const difference = seedMinusGrpo(here, split, round);
      if (difference) differences.push(difference);
    }
  }
  const timing = readTiming(root);
  const byProtocol = new Map<string, string[]>();
  for (const point of points) byProtocol.set(point.protocol, [...(byProtocol.get(point.protocol) ?? []), `${point.label}/${point.split}`]);
  const protocols = [...byProtocol].map(([protocol, labels]) => ({ protocol, labels }));
  const stage1 = readStage1(root);
  const training = await collectTraining(root);
  const summary: LearnSummary = {
    splits,
    taskTypes,
    rows,
    sftInterval,
    differences,
    curves,
    training,
    timing,
    stage1,
    protocols,
    markdown: "",
  };
  summary.markdown = renderMarkdown(summary);
  return summary;
}

/** The summary's files in a `seed learn` folder, by name: the JSON, the Markdown, one SVG per split and one of the
 * training rollouts (the caller writes them). */
export function learnSummaryFiles(summary: LearnSummary): Record<string, string> {
  const files: Record<string, string> = {
    "learn_summary.json": JSON.stringify({ ...summary, markdown: undefined }, null, 2) + "\n",
    "learn_summary.md": summary.markdown,
  };
  for (const split of summary.splits)
    files[`curves_${split}.svg`] = curvesSvg(
      summary.curves[split] ?? [],
      "RL round (0 = after SFT)",
      `success on ${split} (mean ± sd over seeds)`,
    );
  if (summary.training.length)
    files["curves_training.svg"] = curvesSvg(
      summary.training,
      "updates made before the round's rollouts (0 = the SFT model)",
      "success of the round's rollouts (mean ± sd over seeds)",
    );
  return files;
}

function renderMarkdown(summary: LearnSummary): string {
  const lines: string[] = [];
  if (summary.protocols.length === 1) lines.push(`Evaluations: ${summary.protocols[0].protocol}.`, "");
  else if (summary.protocols.length > 1) {
    // Said first and loudly: the differences below compare runs played under different rules.
    lines.push("NOT COMPARABLE: the evaluations below were played under different protocols:", "");
    for (const { protocol, labels } of summary.protocols) lines.push(`- ${protocol}: ${labels.join(", ")}`);
    lines.push("");
  }
  for (const split of summary.splits) {
    lines.push(`### ${split}: success rate (%), mean ± sd over seeds`, "");
    const header = ["method", "round", "seeds", ...summary.taskTypes, "macro", "micro"];
    lines.push(`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`);
    for (const row of summary.rows[split] ?? [])
      lines.push(
        `| ${[row.method, row.round, row.seeds, ...summary.taskTypes.map((t) => cell(row.cells[t])), cell(row.cells.macro), cell(row.cells.micro)].join(" | ")} |`,
      );
    const sft = summary.sftInterval[split];
    if (sft) lines.push("", `SFT micro 95% Wilson interval: ${pct(sft.low)}%–${pct(sft.high)}%.`);
    const diffs = summary.differences.filter((d) => d.split === split);
    if (diffs.length) {
      lines.push(
        "",
        "| paired difference | round | mean (points) | 95% interval (bootstrap over seeds and games) | games × seeds |",
        "|---|---|---|---|---|",
      );
      for (const d of diffs)
        lines.push(
          `| ${d.comparison} | ${d.round} | ${pct(d.mean)} | ${d.low === null || d.high === null ? "none: every pair has the same outcome" : `${pct(d.low)} to ${pct(d.high)}`} | ${d.games} × ${d.seeds} |`,
        );
    }
    lines.push("");
  }
  if (summary.training.length) {
    const rounds = [...new Set(summary.training.map((p) => p.round))].sort((a, b) => a - b);
    const methods = [...new Set(summary.training.map((p) => p.method))];
    const allSeeds = Math.max(...summary.training.map((p) => p.seeds));
    // A cell of fewer seeds than the others (a run still playing) says so, rather than reading as the full mean.
    const trainingCell = (p: CurvePoint | undefined) =>
      p && p.seeds < allSeeds ? `${cell(p)} (${p.seeds} of ${allSeeds} seeds)` : cell(p);
    lines.push(
      "### Training rollouts: success of each round's group rollouts on the train split (%), mean ± sd over seeds",
      "",
      "Columns: the updates made before the round's rollouts (0: the SFT model's own).",
      "",
      `| method | ${rounds.join(" | ")} |`,
      `|---|${rounds.map(() => "---").join("|")}|`,
    );
    for (const method of methods) {
      const at = (round: number) => summary.training.find((p) => p.method === method && p.round === round);
      lines.push(`| ${method} | ${rounds.map((r) => trainingCell(at(r))).join(" | ")} |`);
    }
    lines.push("");
  }
  if (summary.stage1.length) {
    const passes = summary.stage1.map(
      (p) =>
        `${p.pass}: ${p.steps} steps over ${p.rows} rows, held-out reply exact ${p.heldOutReplyExact === null ? "not measured" : `${pct(p.heldOutReplyExact)}%`} (${p.wallS.toFixed(0)} s wall, ${p.cpuS.toFixed(0)} s CPU)`,
    );
    lines.push(`Stage 1: ${passes.join("; ")}.`, "");
  }
  const t = summary.timing;
  if (Object.keys(t).length)
    lines.push(
      `Time: ${Object.entries(t)
        .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
        .join(", ")}.`,
      "",
    );
  return lines.join("\n");
}
