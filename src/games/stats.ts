// Distribution statistics of a game set (receptacles, objects, openable share, walkthrough length...)
// per room kind and per task type, so generated and official sets can be compared side by side.
import { AlfworldEnv, compileGame, solveWithExpert } from "../engine/index.js";
import type { GameFile, TaskType } from "../engine/types.js";
import { roomKindOfScene, type RoomKind } from "./vocabulary.js";

export const STAT_KEYS = [
  "receptacles",
  "receptacleClasses",
  "openableShare",
  "sharedLocationShare",
  "sharedLocations",
  "objects",
  "objectClasses",
  "pickupable",
  "objectsInReceptacles",
  "multiReceptacleObjects",
  "canContain",
  "locations",
  "walkthroughLength",
  "expertLength",
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

export interface GameStats {
  path: string;
  kind: RoomKind | "unknown";
  taskType: TaskType | "unknown";
  values: Partial<Record<StatKey, number>>;
}

interface Fact {
  pred: string;
  args: string[];
}

function initFacts(problem: string): Fact[] {
  const start = problem.indexOf("(:init");
  const end = problem.indexOf("(:goal");
  const body = problem.slice(start + 6, end < 0 ? undefined : end);
  const out: Fact[] = [];
  for (const m of body.matchAll(/\(([^()]+)\)/g)) {
    const [pred, ...args] = m[1].trim().split(/\s+/);
    out.push({ pred: pred.toLowerCase(), args: args.map((a) => a.toLowerCase()) });
  }
  return out;
}

/** Room kind from the folder's floor-plan number, else from the receptacles that only one kind has. */
export function roomKindOf(path: string, receptacleTypes: ReadonlySet<string>): RoomKind | "unknown" {
  const m = /-(\d+)[\\/][^\\/]+[\\/][^\\/]+$/.exec(path);
  const fromScene = m ? roomKindOfScene(Number(m[1])) : undefined;
  if (fromScene) return fromScene;
  if (receptacleTypes.has("fridgetype") || receptacleTypes.has("stoveburnertype")) return "kitchen";
  if (receptacleTypes.has("toilettype")) return "bathroom";
  if (receptacleTypes.has("bedtype")) return "bedroom";
  if (receptacleTypes.has("sofatype")) return "livingroom";
  return "unknown";
}

const TASK_RE =
  /(pick_and_place_simple|look_at_obj_in_light|pick_clean_then_place_in_recep|pick_heat_then_place_in_recep|pick_cool_then_place_in_recep|pick_two_obj_and_place)/;

export interface StatsOptions {
  /** Also run the engine's expert and record its solution length (costs an engine run per game). */
  expert?: boolean;
}

export function gameStats(file: GameFile, path: string, opts: StatsOptions = {}): GameStats {
  const facts = initFacts(file.pddl_problem);
  const of = (pred: string) => facts.filter((f) => f.pred === pred);
  const recType = new Map(of("receptacletype").map((f) => [f.args[0], f.args[1]]));
  const objects = of("objecttype");
  const recLoc = of("receptacleatlocation");
  const locCount = new Map<string, number>();
  for (const f of recLoc) locCount.set(f.args[1], (locCount.get(f.args[1]) ?? 0) + 1);
  const inRec = new Map<string, number>();
  for (const f of of("inreceptacle")) inRec.set(f.args[0], (inRec.get(f.args[0]) ?? 0) + 1);
  const allLocs = new Set([...recLoc, ...of("objectatlocation")].map((f) => f.args[1]));
  const values: Partial<Record<StatKey, number>> = {
    receptacles: recType.size,
    receptacleClasses: new Set(recType.values()).size,
    openableShare: recType.size ? of("openable").length / recType.size : 0,
    sharedLocationShare: recLoc.length ? recLoc.filter((f) => locCount.get(f.args[1])! > 1).length / recLoc.length : 0,
    // Viewpoints two or more receptacles share (a coffee machine on its counter, stacked drawers).
    sharedLocations: [...locCount.values()].filter((n) => n > 1).length,
    objects: objects.length,
    objectClasses: new Set(objects.map((f) => f.args[1])).size,
    pickupable: of("pickupable").length,
    objectsInReceptacles: inRec.size,
    multiReceptacleObjects: [...inRec.values()].filter((n) => n > 1).length,
    canContain: of("cancontain").length,
    locations: allLocs.size,
  };
  if (Array.isArray(file.walkthrough) && file.walkthrough.length > 0) values.walkthroughLength = file.walkthrough.length;
  if (opts.expert) {
    const run = solveWithExpert(new AlfworldEnv(compileGame(file)), 150);
    if (run.won) values.expertLength = run.steps;
  }
  const task = TASK_RE.exec(path)?.[1] as TaskType | undefined;
  return { path, kind: roomKindOf(path, new Set(recType.values())), taskType: task ?? "unknown", values };
}

export interface Moments {
  n: number;
  mean: number;
  /** Sample standard deviation (0 for one value). */
  sd: number;
  min: number;
  max: number;
}

export type StatSummary = Partial<Record<StatKey, Moments>> & { games: number };

export function summarize(stats: readonly GameStats[]): StatSummary {
  const out: StatSummary = { games: stats.length };
  for (const key of STAT_KEYS) {
    const xs = stats.map((s) => s.values[key]).filter((v): v is number => v !== undefined);
    if (xs.length === 0) continue;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = xs.length > 1 ? Math.sqrt(xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (xs.length - 1)) : 0;
    out[key] = { n: xs.length, mean, sd, min: Math.min(...xs), max: Math.max(...xs) };
  }
  return out;
}

export interface StatsReport {
  overall: StatSummary;
  byKind: Record<string, StatSummary>;
  byTask: Record<string, StatSummary>;
}

/** The games grouped by `key`, groups in key order. */
function groupBy(stats: readonly GameStats[], key: (s: GameStats) => string): [string, GameStats[]][] {
  const groups = new Map<string, GameStats[]>();
  for (const s of stats) {
    const k = key(s);
    const list = groups.get(k);
    if (list) list.push(s);
    else groups.set(k, [s]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

export function report(stats: readonly GameStats[]): StatsReport {
  const summarizeBy = (key: (s: GameStats) => string) => Object.fromEntries(groupBy(stats, key).map(([k, v]) => [k, summarize(v)]));
  return { overall: summarize(stats), byKind: summarizeBy((s) => s.kind), byTask: summarizeBy((s) => s.taskType) };
}

/**
 * Per task type, `stats` summarized with each room kind weighted by its share among `reference`'s
 * games of that task type, so a comparison per task type is not a comparison of room mixes (the 45
 * official trials hold 7-8 per task type, which seldom show the mix of the 4,839 ALFRED trials).
 * Kinds `stats` lacks for a task type are left out and the others' weights renormalized; `games` and
 * each stat's `n` count the games of the kinds kept, `min` and `max` span them.
 */
export function byTaskKindMatched(stats: readonly GameStats[], reference: readonly GameStats[]): Record<string, StatSummary> {
  const taskAndKind = (s: GameStats) => `${s.taskType} ${s.kind}`;
  const candidates = new Map(groupBy(stats, taskAndKind));
  const out: Record<string, StatSummary> = {};
  for (const [task, referenceGames] of groupBy(reference, (s) => s.taskType)) {
    const kept = groupBy(referenceGames, taskAndKind)
      .map(([key, games]) => ({ games: candidates.get(key) ?? [], weight: games.length }))
      .filter((g) => g.games.length > 0);
    if (kept.length > 0) out[task] = weightedSummary(kept);
  }
  return out;
}

function weightedSummary(groups: readonly { games: readonly GameStats[]; weight: number }[]): StatSummary {
  const out: StatSummary = { games: groups.reduce((sum, g) => sum + g.games.length, 0) };
  const summaries = groups.map((g) => ({ weight: g.weight, summary: summarize(g.games) }));
  for (const key of STAT_KEYS) {
    const parts = summaries.map((g) => ({ weight: g.weight, moments: g.summary[key] })).filter((p) => p.moments);
    if (parts.length === 0) continue;
    const total = parts.reduce((sum, p) => sum + p.weight, 0);
    const share = (p: (typeof parts)[number]) => p.weight / total;
    const mean = parts.reduce((sum, p) => sum + share(p) * p.moments!.mean, 0);
    // The weighted mixture's spread: within-kind variance plus the spread of the kinds' means.
    const variance = parts.reduce((sum, p) => sum + share(p) * (p.moments!.sd ** 2 + (p.moments!.mean - mean) ** 2), 0);
    out[key] = {
      n: parts.reduce((sum, p) => sum + p.moments!.n, 0),
      mean,
      sd: Math.sqrt(variance),
      min: Math.min(...parts.map((p) => p.moments!.min)),
      max: Math.max(...parts.map((p) => p.moments!.max)),
    };
  }
  return out;
}

function fmt(m: Moments | undefined): string {
  if (!m) return "-";
  const digits = m.mean < 2 ? 2 : 1;
  return m.mean.toFixed(digits);
}

/** Relative difference of `value`'s mean from `reference`'s, in percent. */
export function relDiff(reference: Moments | undefined, value: Moments | undefined): number | undefined {
  if (!reference || !value || reference.mean === 0) return undefined;
  return ((value.mean - reference.mean) / reference.mean) * 100;
}

/** A markdown table of one section, one column per set (and a difference column for two sets). */
export function markdownSection(title: string, sets: readonly { label: string; summary: StatSummary }[]): string {
  const header = ["stat", ...sets.map((s) => `${s.label} (n=${s.summary.games})`)];
  if (sets.length === 2) header.push(`diff vs ${sets[1].label}`, `ratio ${sets[0].label}/${sets[1].label}`);
  const rows = [header, header.map(() => "---")];
  for (const key of STAT_KEYS) {
    if (sets.every((s) => !s.summary[key])) continue;
    const row = [key, ...sets.map((s) => fmt(s.summary[key]))];
    if (sets.length === 2) {
      const d = relDiff(sets[1].summary[key], sets[0].summary[key]);
      row.push(d === undefined ? "-" : `${d >= 0 ? "+" : ""}${d.toFixed(0)}%`, d === undefined ? "-" : (1 + d / 100).toFixed(2));
    }
    rows.push(row);
  }
  return `#### ${title}\n\n` + rows.map((r) => `| ${r.join(" | ")} |`).join("\n") + "\n";
}

/** The full side-by-side report (overall, per room kind, per task type) as markdown. */
export function markdownReport(sets: readonly { label: string; report: StatsReport }[]): string {
  const parts = [
    markdownSection(
      "all games",
      sets.map((s) => ({ label: s.label, summary: s.report.overall })),
    ),
  ];
  for (const [field, heading] of [
    ["byKind", "room kind"],
    ["byTask", "task type"],
  ] as const) {
    const keys = [...new Set(sets.flatMap((s) => Object.keys(s.report[field])))].sort();
    for (const k of keys) {
      parts.push(
        markdownSection(
          `${heading}: ${k}`,
          sets.map((s) => ({ label: s.label, summary: s.report[field][k] ?? { games: 0 } })),
        ),
      );
    }
  }
  return parts.join("\n");
}
