// Games behind the episodes: the per-game table (which games fail), whether games repeat, and
// which data set the games come from (official ALFWorld split or seedworld's synthetic set).
import type { EpisodeOutcome } from "./episodes.js";

export interface GameRow {
  /** The game's folder below the split root, e.g. `valid_seen/pick_and_place_simple-Book-None-SideTable-329/trial_T...`. */
  game: string;
  gamefile: string;
  taskTypeId: number;
  taskType: string;
  episodes: number;
  successes: number;
  successRate: number;
  meanSteps: number;
}

const GAME_FILE_NAME = /\/game\.tw-pddl$/;

/** Short, stable name of a game: its path below `json_2.1.1/`, without the file name. */
export function gameKey(gamefile: string): string {
  const slashed = gamefile.replace(/\\/g, "/").replace(GAME_FILE_NAME, "");
  const root = slashed.lastIndexOf("json_2.1.1/");
  return root >= 0 ? slashed.slice(root + "json_2.1.1/".length) : slashed;
}

/**
 * One row per game of a task, in first-played order; undefined when any record does not name its
 * game (then nothing can be said about repeats or single games).
 */
export function gameRows(taskTypeId: number, taskType: string, outcomes: EpisodeOutcome[]): GameRow[] | undefined {
  if (outcomes.length === 0 || outcomes.some((o) => o.gamefile === undefined)) return undefined;
  const byGame = new Map<string, { episodes: number; successes: number; steps: number }>();
  for (const outcome of outcomes) {
    const tally = byGame.get(outcome.gamefile!) ?? { episodes: 0, successes: 0, steps: 0 };
    tally.episodes += 1;
    tally.successes += outcome.success ? 1 : 0;
    tally.steps += outcome.steps;
    byGame.set(outcome.gamefile!, tally);
  }
  return [...byGame].map(([gamefile, t]) => ({
    game: gameKey(gamefile),
    gamefile,
    taskTypeId,
    taskType,
    episodes: t.episodes,
    successes: t.successes,
    successRate: t.successes / t.episodes,
    meanSteps: t.steps / t.episodes,
  }));
}

/** Games with at least one failed episode, the worst first (lowest success rate, then most episodes). */
export function failingGames(games: GameRow[]): GameRow[] {
  return games
    .filter((g) => g.successes < g.episodes)
    .sort((a, b) => a.successRate - b.successRate || b.episodes - a.episodes || a.game.localeCompare(b.game));
}

// ------------------------------------------------------------------ dataset

export type DatasetKind = "official" | "synthetic" | "other" | "unknown";

export interface DatasetLabel {
  kind: DatasetKind;
  /** Splits seen in the game keys or `eval_dataset` (valid_seen, ...). */
  splits: string[];
  /** What every table prints next to the numbers. */
  text: string;
}

const OFFICIAL_GAME = /(?:^|\/)(valid_seen|valid_unseen|valid_train|train)\/[^/]+\/trial_T\d{8}_\d{6}_\d+$/;
// The generator names its trials trial_S<seed>_<index> (src/games/generate/generator.ts).
const SYNTHETIC_GAME = /(?:^|\/)(valid_seen|valid_unseen|valid_train|train)\/[^/]+\/trial_S\d+_\d+$/;
const BUNDLED_DATASET = /^bundled(?:\/(.+))?$/;

/** What a run's files say about its games. */
export interface DatasetEvidence {
  /** `eval_dataset` of the summaries or settings (`bundled/<split>` is the synthetic set). */
  evalDatasets: string[];
  /** Game files of the episode records (or, without records, of the manifest). */
  gamefiles: string[];
  /** Labels the runner recorded (summary `dataset_label`, manifest `dataset.label`): official, synthetic, custom. */
  declared: string[];
  /** Split the manifest names (`dataset.split`). */
  declaredSplits: string[];
}

/**
 * Labels a run's data set from what its files record. Anything synthetic (a `bundled/...`
 * eval_dataset, a generated `trial_S...` game, a recorded "synthetic" label) makes the run
 * synthetic; official only when every game is an ALFWorld `json_2.1.1/<split>/.../trial_T...`
 * game, or, without game records, when the runner recorded the label "official".
 */
export function datasetLabel(evidence: DatasetEvidence): DatasetLabel {
  const keys = evidence.gamefiles.map(gameKey);
  const bundled = evidence.evalDatasets.map((d) => BUNDLED_DATASET.exec(d)).filter((m): m is RegExpExecArray => m !== null);
  const synthetic = keys.map((k) => SYNTHETIC_GAME.exec(k)).filter((m): m is RegExpExecArray => m !== null);
  const official = keys.map((k) => OFFICIAL_GAME.exec(k)).filter((m): m is RegExpExecArray => m !== null);
  if (bundled.length > 0 || synthetic.length > 0 || evidence.declared.includes("synthetic")) {
    const splits = unique([
      ...bundled.map((m) => m[1]).filter((s): s is string => Boolean(s)),
      ...synthetic.map((m) => m[1]),
      ...evidence.declaredSplits,
    ]);
    const mixed = official.length > 0 ? ", mixed with official games" : "";
    return {
      kind: "synthetic",
      splits,
      text: `SYNTHETIC (seedworld generated games${splits.length ? `, ${splits.join(", ")}` : ""}${mixed}; not an official ALFWorld split)`,
    };
  }
  if (keys.length > 0 && official.length === keys.length) {
    const splits = unique(official.map((m) => m[1]));
    return { kind: "official", splits, text: `official ALFWorld ${splits.join(" + ")}` };
  }
  if (keys.length > 0)
    return {
      kind: "other",
      splits: [],
      text: `other games (${keys.length - official.length} of ${keys.length} not in an official ALFWorld split)`,
    };
  if (evidence.declared.length > 0 && evidence.declared.every((d) => d === "official")) {
    const splits = unique(evidence.declaredSplits);
    return {
      kind: "official",
      splits,
      text: `official ALFWorld${splits.length ? ` ${splits.join(" + ")}` : ""} (as recorded by the run; no game records)`,
    };
  }
  if (evidence.declared.includes("custom"))
    return { kind: "other", splits: [], text: "custom games, not an official ALFWorld split (as recorded by the run)" };
  const recorded = evidence.evalDatasets.length ? ` (eval_dataset ${unique(evidence.evalDatasets).join(", ")})` : "";
  return { kind: "unknown", splits: [], text: `data set not identifiable: no episode records name their games${recorded}` };
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}
