// Stage-1 SFT data (zhangdw156/SEED docs/gigpo/seed_algorithm_technical_note.md §3,
// Hindsight Skill SFT): one record per parseable analysis, prompt = the analyzer
// user message, response = the JSON answer, SEED's metadata; seeded shuffle, 90/10 split; Parquet
// for verl's SFT trainers (prompt/response columns and a `messages` column for the multi-turn
// dataset) and chat-messages JSONL for TRL's SFTTrainer.
import path from "node:path";
import { hashSeed, mulberry32 } from "../agent/rng.js";
import { writeJsonl } from "../formats/jsonl.js";
import { writeParquetFile, type ColumnSpec } from "./parquet.js";
import type { Analysis, Trajectory } from "./types.js";
import { SeedworldError } from "../platform/errors.js";

export interface SftRecord {
  prompt: string;
  /** `{"episode_summary": …, "episode_skill": …}` as Python's json.dumps writes it. */
  response: string;
  skill_id: string;
  task_id: string;
  task_type: string;
  source_success: boolean;
  source_num_steps: number;
  parse_ok: boolean;
  gamefile: string;
  messages: { role: string; content: string }[];
}

/** Python json.dumps(ensure_ascii=True) of a string. */
export function pythonJsonString(text: string): string {
  return JSON.stringify(text).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function sftResponse(summary: string, skill: string): string {
  return `{"episode_summary": ${pythonJsonString(summary)}, "episode_skill": ${pythonJsonString(skill)}}`;
}

export function buildSftRecords(trajectories: readonly Trajectory[], analyses: readonly Analysis[]): SftRecord[] {
  const byUid = new Map(trajectories.map((t) => [t.trajUid, t]));
  const records: SftRecord[] = [];
  for (const analysis of analyses) {
    if (!analysis.parseOk || !analysis.episodeSkill) continue;
    const trajectory = byUid.get(analysis.trajUid);
    if (!trajectory)
      throw new SeedworldError(
        "BAD_FILE",
        `the analyses name trajectory ${analysis.trajUid}, which the rollouts do not hold (files of two runs?)`,
      );
    const response = sftResponse(analysis.episodeSummary ?? "", analysis.episodeSkill);
    records.push({
      prompt: analysis.prompt,
      response,
      skill_id: `${trajectory.uid}:${trajectory.rolloutIndex}`,
      task_id: trajectory.uid,
      task_type: trajectory.taskType ?? "",
      source_success: trajectory.won,
      source_num_steps: trajectory.steps.length,
      parse_ok: true,
      gamefile: trajectory.gamefile,
      messages: [
        { role: "user", content: analysis.prompt },
        { role: "assistant", content: response },
      ],
    });
  }
  return records;
}

/** Seeded Fisher–Yates (mulberry32 of the seed); the same seed gives the same order on every machine. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = mulberry32(hashSeed("seed-sft-shuffle", seed));
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** train = the first ⌊(1 − valFraction)·n⌋ shuffled records, val = the rest. */
export function splitTrainVal<T>(items: readonly T[], valFraction: number): { train: T[]; val: T[] } {
  const trainCount = Math.floor(items.length * (1 - valFraction) + 1e-9);
  return { train: items.slice(0, trainCount), val: items.slice(trainCount) };
}

export const SFT_COLUMNS: readonly ColumnSpec[] = [
  { name: "prompt", type: "utf8" },
  { name: "response", type: "utf8" },
  { name: "messages", type: "messages" },
  { name: "skill_id", type: "utf8" },
  { name: "task_id", type: "utf8" },
  { name: "task_type", type: "utf8" },
  { name: "source_success", type: "bool" },
  { name: "source_num_steps", type: "int32" },
  { name: "parse_ok", type: "bool" },
  { name: "gamefile", type: "utf8" },
];

export interface SftFiles {
  train: string;
  val: string;
  all: string;
  trainMessages: string;
  valMessages: string;
  counts: { train: number; val: number; all: number };
}

export function writeSftDataset(outDir: string, records: readonly SftRecord[], options: { seed: number; valFraction: number }): SftFiles {
  const shuffled = seededShuffle(records, options.seed);
  const { train, val } = splitTrainVal(shuffled, options.valFraction);
  const file = (name: string) => path.join(outDir, name);
  const files: SftFiles = {
    train: file("sft_episode_skill_train.parquet"),
    val: file("sft_episode_skill_val.parquet"),
    all: file("sft_episode_skill_all.jsonl"),
    trainMessages: file("sft_episode_skill_train.messages.jsonl"),
    valMessages: file("sft_episode_skill_val.messages.jsonl"),
    counts: { train: train.length, val: val.length, all: shuffled.length },
  };
  const asRow = (record: SftRecord) => record as unknown as Record<string, unknown>;
  writeParquetFile(files.train, SFT_COLUMNS, train.map(asRow));
  writeParquetFile(files.val, SFT_COLUMNS, val.map(asRow));
  writeJsonl(
    files.all,
    shuffled.map(({ messages: _messages, ...rest }) => rest),
  );
  writeJsonl(
    files.trainMessages,
    train.map((record) => ({ messages: record.messages })),
  );
  writeJsonl(
    files.valMessages,
    val.map((record) => ({ messages: record.messages })),
  );
  return files;
}
