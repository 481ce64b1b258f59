// The resume file `alfworld_api_eval.state.json` (seedworld's own schema, in place of the
// growing `{args, completed_episodes, episodes}` file Skill0's scripts/eval_alfworld_api.py rewrites): small, atomically
// rewritten, no prompts and no secrets. The .jsonl journal is the source of truth for episodes.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { writeFileAtomic } from "../formats/atomic.js";
import { readJson } from "../formats/json.js";
import { toPythonJson } from "../formats/pyjson.js";
import { BadFileError, errorMessage, SettingError } from "../platform/errors.js";

export const STATE_FILE = "alfworld_api_eval.state.json";
export const STATE_SCHEMA = "alfworld-api-eval-state/1";

export type SegmentExit = "ok" | "crash" | "signal" | "error" | "running";

export interface WallSegment {
  started_at: string;
  ended_at: string | null;
  active_s: number;
  episodes_committed: number;
  exit: SegmentExit;
}

export interface EvalState {
  schema: string;
  run_id: string;
  status: "running" | "complete" | "failed";
  created_at: string;
  updated_at: string;
  settings: Record<string, unknown>;
  settings_fingerprint: string;
  operational: Record<string, unknown>;
  game_pool: { split: string; count: number; sha256_of_sorted_paths: string };
  plan: { scheme: string; seed: number; episodes: number };
  progress: {
    completed: number[];
    in_progress: Record<string, { gamefile: string; steps_committed: number; generation: number; last_observation_sha256: string }>;
  };
  journal: {
    episodes_path: string;
    episodes_committed_bytes: number;
    episodes_committed_lines: number;
    steps_path: string;
    steps_committed_bytes: number;
  };
  counters: { step_counter: number; api_calls: number; api_retries: number; unrecorded_calls: number; api_failures: number };
  totals: Record<string, number>;
  wall_time: { accumulated_s: number; segments: WallSegment[] };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function settingsFingerprint(settings: Record<string, unknown>): string {
  return `sha256:${createHash("sha256").update(canonicalJson(settings)).digest("hex")}`;
}

/** Keys whose values differ between two settings objects (for the mismatch error). */
export function differingKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => canonicalJson(a[key]) !== canonicalJson(b[key])).sort();
}

/** null if absent; throws (never overwrites) if present but unreadable. */
export function readState(file: string): EvalState | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = readJson(file);
  } catch (error) {
    const problem = error instanceof BadFileError ? error.problem : errorMessage(error);
    throw new SettingError((n) => `${file}: exists but cannot be parsed (${problem}); move it away or pass ${n("noResume")}`, "BAD_FILE");
  }
  const state = parsed as EvalState;
  if (state?.schema !== STATE_SCHEMA) {
    throw new SettingError(
      (n) =>
        `${file}: is not a seedworld resume file (schema ${JSON.stringify(state?.schema)}); pass ${n("noResume")} to start over (old files are kept)`,
      "BAD_FILE",
    );
  }
  return state;
}

export function writeState(file: string, state: EvalState): void {
  writeFileAtomic(file, toPythonJson(state));
}

/** Local time as YYYYMMDD_HHMMSS, the real runs' file-name stamp. */
export function localStamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}_${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** ISO-8601 with the local offset. */
export function isoLocal(date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, "0");
  const local = new Date(date.getTime() + offset * 60_000).toISOString().replace("Z", "");
  return `${local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}
