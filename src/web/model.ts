// The dashboard's data model: what the server answers under /api/<key> and what the static export
// writes as data/<key>.js. Shared by the Node side (which builds it) and the browser (which renders
// it), so it holds types and pure helpers only.
import type { Report } from "../report/index.js";

/** Keys of the data documents; each is also a file name in the static export. */
export const DataKeys = {
  overview: "overview",
  episodes: "episodes",
  training: (index: number) => `training-${index}`,
  skills: (index: number) => `skills-${index}`,
  episode: (source: number, ordinal: number) => `episode-${source}-${ordinal}`,
  game: (index: number) => `game-${index}`,
} as const;

/** Matches every key DataKeys can produce (and nothing else, so keys are safe file names). */
export const DATA_KEY = /^(overview|episodes|training-\d+|skills-\d+|episode-\d+-\d+|game-\d+)$/;

export interface Overview {
  /** The folders the dashboard was started on, as given. */
  roots: string[];
  report: Report;
  training: TrainingEntry[];
  skillBanks: SkillBankEntry[];
  /** Evaluation tasks whose per-episode records were found (the trajectory viewer's sources). */
  trajectorySources: TrajectorySource[];
  games: GameEntry[];
  /** Why the game list is what it is ("from --games", "referenced by trajectories", ...). */
  gamesOrigin: string;
  /** Problems met while collecting trajectories or games (the report has its own list). */
  problems: Array<{ file: string; message: string }>;
}

export interface TrainingEntry {
  index: number;
  label: string;
  metricKeys: string[];
}

export interface SkillBankEntry {
  index: number;
  label: string;
  snapshots: Array<{ name: string; step?: number }>;
}

export interface TrajectorySource {
  index: number;
  runLabel: string;
  taskTypeId: number;
  taskType: string;
  file: string;
  episodes: number;
}

export interface GameEntry {
  index: number;
  /** Path shown to the user, relative to the folder it was found under. */
  label: string;
  path: string;
  taskType: string | null;
  split: string | null;
}

/** `training-<i>`: every numeric metric, aligned on the distinct steps (null where absent). */
export interface TrainingCurves {
  label: string;
  steps: number[];
  series: Record<string, Array<number | null>>;
  records: number;
  duplicatedSteps: Array<{ step: number; records: number }>;
  droppedRecords: number;
  epochResets: number[];
}

export interface SkillSnapshotView {
  name: string;
  step?: number;
  general: Array<Record<string, unknown>>;
  taskSpecific: Record<string, Array<Record<string, unknown>>>;
  mistakes: Array<Record<string, unknown>>;
}

/** `skills-<i>`: every snapshot in step order, in full (the browser diffs any two). */
export interface SkillBankDocument {
  label: string;
  snapshots: SkillSnapshotView[];
}

/** One row of `episodes`: enough to list and filter; the steps come with `episode-<s>-<n>`. */
export interface EpisodeSummary {
  source: number;
  ordinal: number;
  episode: number;
  runLabel: string;
  taskType: string;
  success: boolean;
  steps: number;
  totalTokens: number;
  avgStepLatencyS: number;
  task?: string;
  gamefile?: string;
  termination?: string;
  /** Index into Overview.games when the episode's game file is among the loaded games. */
  game?: number;
}

export interface StepView {
  step: number;
  observation: string;
  /** Engine text after the action (the harness's raw text; EVAL stores the next prompt here). */
  nextObservation: string;
  prompt: string;
  reasoning: string;
  modelOutput: string;
  action: string;
  valid: boolean | null;
  reward: number | null;
  done: boolean | null;
  won: boolean | null;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  latencyS: number | null;
  admissible: string[];
}

export interface EpisodeDocument extends EpisodeSummary {
  stepRecords: StepView[];
}

/** `game-<i>`: the game file's content, compiled and played in the browser. */
export interface GameDocument {
  label: string;
  file: { pddl_domain: string; grammar: string; pddl_problem: string; walkthrough?: string[] | null };
}

/** Settings the page shell hands to the client script. */
export interface ClientConfig {
  /** "server": fetch api/<key>; "static": load data/<key>.js (works from file://). */
  mode: "server" | "static";
}

/** Global the static export's data scripts call: `__seedworldData(key, value)`. */
export const STATIC_DATA_CALLBACK = "__seedworldData";
