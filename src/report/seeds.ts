// Mean ± sd over seeds: runs given together whose recorded settings are equal except the seed are
// repetitions of one configuration, and the spread of their success rates is the seed-to-seed noise.
import { canonicalJson } from "./manifest.js";
import { mean, sampleSd } from "./stats.js";

/** Keys that name the task inside a per-task settings record, not the configuration. */
const TASK_KEYS = new Set(["task_type_id", "task_type", "task_filter"]);
const SEED_KEY = "seed";

export interface SeededRun {
  label: string;
  /** Per task type, the settings that run recorded; undefined when a task recorded none. */
  taskSettings: Array<Record<string, unknown> | undefined>;
  microRate: number;
  macroRate: number;
  tasks: Array<{ taskTypeId: number; taskType: string; successRate: number }>;
}

export interface MeanSd {
  mean: number;
  /** Sample sd (n − 1). */
  sd: number;
}

export interface SeedGroup {
  runs: string[];
  seeds: Array<string | number>;
  /** The shared settings (seed left out), for the reader to see what was held fixed. */
  settings: Record<string, unknown>;
  micro: MeanSd;
  macro: MeanSd;
  tasks: Array<{ taskTypeId: number; taskType: string } & MeanSd>;
}

export interface SeedAnalysis {
  groups: SeedGroup[];
  notes: string[];
}

/** Groups runs by their settings minus the seed; a group of two or more distinct seeds gets mean ± sd. */
export function groupBySeed(runs: SeededRun[]): SeedAnalysis {
  const notes: string[] = [];
  const unknown = runs.filter((r) => r.taskSettings.length === 0 || r.taskSettings.some((s) => s === undefined));
  if (unknown.length && runs.length > 1)
    notes.push(`seeds: ${unknown.map((r) => r.label).join(", ")} record no settings, so they cannot be grouped by seed`);
  const byKey = new Map<string, Array<{ run: SeededRun; seed: unknown; settings: Record<string, unknown> }>>();
  for (const run of runs) {
    if (unknown.includes(run)) continue;
    const split = splitSeed(run);
    const members = byKey.get(split.key) ?? [];
    members.push({ run, seed: split.seed, settings: split.settings });
    byKey.set(split.key, members);
  }
  const groups: SeedGroup[] = [];
  for (const members of byKey.values()) {
    if (members.length < 2) continue;
    const labels = members.map((m) => m.run.label);
    const seeds = members.map((m) => m.seed);
    if (seeds.some((s) => s === undefined || s === null)) {
      notes.push(`seeds: ${labels.join(", ")} share settings but do not all record a seed; no mean ± sd`);
      continue;
    }
    if (new Set(seeds.map((s) => canonicalJson(s))).size < seeds.length) {
      notes.push(
        `seeds: ${labels.join(", ")} share settings and seeds (${seeds.map((s) => canonicalJson(s)).join(", ")}); repeats of one seed are not seed variation, no mean ± sd`,
      );
      continue;
    }
    groups.push(
      seedGroup(
        members.map((m) => m.run),
        seeds as Array<string | number>,
        members[0].settings,
      ),
    );
  }
  return { groups, notes };
}

/** The run's configuration key (all task settings without task names and seed) and its seed. */
function splitSeed(run: SeededRun): { key: string; seed: unknown; settings: Record<string, unknown> } {
  const perTask = run.taskSettings.map((settings) =>
    Object.fromEntries(Object.entries(settings!).filter(([k]) => !TASK_KEYS.has(k) && k !== SEED_KEY)),
  );
  const seeds = new Set(run.taskSettings.map((s) => canonicalJson(s![SEED_KEY])));
  // Tasks of one run normally share a seed; if they do not, the run has no single seed.
  const seed = seeds.size === 1 ? run.taskSettings[0]![SEED_KEY] : undefined;
  const taskIds = run.tasks.map((t) => t.taskTypeId);
  return { key: canonicalJson({ taskIds, perTask }), seed, settings: perTask[0] ?? {} };
}

function seedGroup(runs: SeededRun[], seeds: Array<string | number>, settings: Record<string, unknown>): SeedGroup {
  return {
    runs: runs.map((r) => r.label),
    seeds,
    settings,
    micro: meanSd(runs.map((r) => r.microRate)),
    macro: meanSd(runs.map((r) => r.macroRate)),
    tasks: runs[0].tasks.map((task, i) => ({
      taskTypeId: task.taskTypeId,
      taskType: task.taskType,
      ...meanSd(runs.map((r) => r.tasks[i].successRate)),
    })),
  };
}

function meanSd(values: number[]): MeanSd {
  return { mean: mean(values), sd: sampleSd(values)! };
}
