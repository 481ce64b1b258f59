// A task's folder on disk while it runs: the state file, the episode and step journals, what a
// rerun recovers from them after a crash (kill -9), the counters, and the summary and full-results
// files. The runner (runner.ts) decides what to play; everything written goes through here.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { LineJournal, recoverJsonl, writeFileAtomic } from "../formats/atomic.js";
import { readJson } from "../formats/json.js";
import { toPythonJson, toPythonJsonAt, toPythonJsonLine } from "../formats/pyjson.js";
import { BadFileError, SettingError } from "../platform/errors.js";
import { tallyEpisode, type EpisodeRecord, type EpisodeTally, type StepRecord } from "./records.js";
import {
  differingKeys,
  isoLocal,
  localStamp,
  readState,
  settingsFingerprint,
  STATE_FILE,
  STATE_SCHEMA,
  writeState,
  type EvalState,
  type SegmentExit,
} from "./state.js";

/** A step commit rewrites the state at most this often; the journal is authoritative meanwhile. */
const STATE_WRITE_INTERVAL_MS = 1_000;

/** One line of the step journal: a step of an unfinished episode. */
export interface JournalLine {
  episode: number;
  generation: number;
  gamefile: string;
  step: StepRecord;
}

/** What the store needs to know about the task it keeps. */
export interface StoreSetup {
  folder: string;
  /** The settings that change results (a resume with others is refused). */
  settings: Record<string, unknown>;
  /** Settings that may change between invocations (recorded, not compared). */
  operational: Record<string, unknown>;
  episodes: number;
  plan: { scheme: string; seed: number; split: string; size: number; poolHash: string };
  noResume: boolean;
  fsyncSteps: boolean;
  /** Retries the policy made so far (its own running count). */
  retryCount: () => number;
  log: (line: string) => void;
  /** The task summary from what the store holds (the runner knows which settings it shows). */
  summarize: (store: TaskStore) => Record<string, unknown>;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Settings a resume may change: the run goes on and keeps the values it started with. */
const MOVABLE_SETTINGS = new Set(["base_url"]);

export class TaskStore {
  readonly folder: string;
  private readonly statePath: string;
  private state!: EvalState;
  private episodesJournal!: LineJournal;
  private stepsJournal!: LineJournal;
  private readonly tallies = new Map<number, EpisodeTally>();
  private readonly resumable = new Map<number, JournalLine[]>();
  private readonly generations = new Map<number, number>();
  private segmentStart = 0;
  private segmentIndex = -1;
  private lastStateWrite = 0;
  private committedNow = 0;
  private apiCalls = 0;
  private apiFailures = 0;
  private unrecordedCalls = 0;
  private retriesAtStart = 0;

  private constructor(private readonly setup: StoreSetup) {
    this.folder = setup.folder;
    this.statePath = path.join(this.folder, STATE_FILE);
  }

  /** Opens (or starts) the task's folder and recovers what earlier invocations left. */
  static open(setup: StoreSetup): TaskStore {
    const store = new TaskStore(setup);
    mkdirSync(store.folder, { recursive: true });
    store.openState();
    store.recoverEpisodes();
    store.recoverSteps();
    store.settleCounters();
    return store;
  }

  get runId(): string {
    return this.state.run_id;
  }

  get complete(): boolean {
    return this.tallies.size === this.setup.episodes;
  }

  /** Episodes committed by this invocation. */
  get ranThisInvocation(): number {
    return this.committedNow;
  }

  /** Seconds since this invocation's segment began (0 before). */
  get elapsedS(): number {
    return this.segmentStart ? (performance.now() - this.segmentStart) / 1000 : 0;
  }

  /** Every committed episode's tally, in episode order. */
  committed(): EpisodeTally[] {
    return [...this.tallies.values()].sort((a, b) => a.episode - b.episode);
  }

  /** The state's wall-time segments and counters, for the summary. */
  get books(): {
    segments: EvalState["wall_time"]["segments"];
    current: EvalState["wall_time"]["segments"][number] | undefined;
    accumulatedS: number;
    counters: EvalState["counters"];
  } {
    const segments = this.state.wall_time.segments;
    return {
      segments,
      current: segments[this.segmentIndex],
      accumulatedS: this.state.wall_time.accumulated_s,
      counters: this.state.counters,
    };
  }

  /** The journaled steps of an unfinished episode (and their generation), handed over once. */
  takeResumed(episode: number): { generation: number; steps: StepRecord[] } {
    const lines = this.resumable.get(episode) ?? [];
    this.resumable.delete(episode);
    return { generation: this.generations.get(episode) ?? 0, steps: lines.map((line) => line.step) };
  }

  countCall(): void {
    this.apiCalls += 1;
  }

  countFailure(): void {
    this.apiFailures += 1;
  }

  /** Calls whose steps were thrown away (a replay that diverged). */
  countUnrecorded(calls: number): void {
    this.unrecordedCalls += calls;
  }

  private file(suffix: string): string {
    return path.join(this.folder, `alfworld_api_eval_${this.state.run_id}${suffix}`);
  }

  /** What `open` would refuse (a resume with other settings or another game pool), found without touching the folder:
   * an evaluation checks every task's folder before it opens any. */
  static check(setup: StoreSetup): void {
    const store = new TaskStore(setup);
    if (!setup.noResume) store.resumedState();
  }

  private openState(): void {
    if (this.setup.noResume && readState(this.statePath)) this.supersedeOldFiles();
    const state = this.resumedState();
    if (state) this.state = state;
    else this.startState();
  }

  /** The state of the run this folder holds, when its settings and games are this one's (refused otherwise); null: none. */
  private resumedState(): EvalState | null {
    const state = readState(this.statePath);
    if (state) {
      // Where the model is served is not what is evaluated: a resume may find the same model at
      // another URL (seed learn restarts its policy server on a new port after a kill).
      const differing = differingKeys(state.settings, this.setup.settings).filter((key) => !MOVABLE_SETTINGS.has(key));
      if (state.settings_fingerprint !== settingsFingerprint(this.setup.settings) && differing.length > 0) {
        throw new SettingError(
          (n) =>
            `${this.statePath}: settings differ from the run being resumed (${differing.join(", ")}); use the same settings, another ${n("out")}, or ${n("noResume")}`,
          "RESUME_MISMATCH",
        );
      }
      if (state.game_pool.sha256_of_sorted_paths !== this.setup.plan.poolHash) {
        throw new SettingError(
          (n) =>
            `${this.statePath}: the game pool changed since this run started (${state.game_pool.count} → ${this.setup.plan.size} games); use the same ${n("games")} or ${n("noResume")}`,
          "RESUME_MISMATCH",
        );
      }
    }
    return state;
  }

  private startState(): void {
    const runId = localStamp();
    const now = isoLocal();
    this.state = {
      schema: STATE_SCHEMA,
      run_id: runId,
      status: "running",
      created_at: now,
      updated_at: now,
      settings: this.setup.settings,
      settings_fingerprint: settingsFingerprint(this.setup.settings),
      operational: this.setup.operational,
      game_pool: { split: this.setup.plan.split, count: this.setup.plan.size, sha256_of_sorted_paths: this.setup.plan.poolHash },
      plan: { scheme: this.setup.plan.scheme, seed: this.setup.plan.seed, episodes: this.setup.episodes },
      progress: { completed: [], in_progress: {} },
      journal: {
        episodes_path: `alfworld_api_eval_${runId}.jsonl`,
        episodes_committed_bytes: 0,
        episodes_committed_lines: 0,
        steps_path: `alfworld_api_eval_${runId}.steps.jsonl`,
        steps_committed_bytes: 0,
      },
      counters: { step_counter: 0, api_calls: 0, api_retries: 0, unrecorded_calls: 0, api_failures: 0 },
      totals: {},
      wall_time: { accumulated_s: 0, segments: [] },
    };
    writeState(this.statePath, this.state);
  }

  /** --no-resume: keep old outputs under a new name, never delete them. */
  private supersedeOldFiles(): void {
    const stamp = localStamp();
    for (const name of readdirSync(this.folder)) {
      if (name === STATE_FILE || (name.startsWith("alfworld_api_eval_") && !name.includes(".superseded-"))) {
        renameSync(path.join(this.folder, name), path.join(this.folder, `${name}.superseded-${stamp}`));
      }
    }
  }

  /** Adopt every intact .jsonl line (even ones the state never heard of) and cut a torn tail. */
  private recoverEpisodes(): void {
    const file = this.file(".jsonl");
    const recovered = recoverJsonl<EpisodeRecord>(file);
    if (recovered.droppedBytes > 0)
      this.setup.log(`${path.basename(this.folder)}: dropped a torn ${recovered.droppedBytes}-byte tail of ${path.basename(file)}`);
    for (const record of recovered.values) {
      if (this.tallies.has(record.episode)) throw new BadFileError(file, `episode ${record.episode} appears twice (integrity error)`);
      if (record.episode >= this.setup.episodes)
        throw new BadFileError(file, `episode ${record.episode} is outside the plan of ${this.setup.episodes}`);
      this.tallies.set(record.episode, tallyEpisode(record));
    }
    this.episodesJournal = new LineJournal(file, recovered.goodBytes, true);
    this.state.journal.episodes_committed_bytes = recovered.goodBytes;
    this.state.journal.episodes_committed_lines = recovered.values.length;
  }

  /** Keep journaled steps of unfinished episodes (latest generation, contiguous from step 1) and compact the journal. */
  private recoverSteps(): void {
    const file = this.file(".steps.jsonl");
    const recovered = recoverJsonl<JournalLine>(file);
    const byEpisode = new Map<number, JournalLine[]>();
    for (const line of recovered.values) {
      if (this.tallies.has(line.episode)) continue;
      const generation = Math.max(line.generation, this.state.progress.in_progress[line.episode]?.generation ?? 0);
      if (line.generation < generation) continue;
      const lines = byEpisode.get(line.episode) ?? [];
      if (lines.length > 0 && lines[0].generation < line.generation) lines.length = 0;
      if (line.step.step === lines.length + 1) lines.push(line);
      byEpisode.set(line.episode, lines);
    }
    const kept: string[] = [];
    for (const [episode, lines] of byEpisode) {
      if (lines.length === 0) continue;
      this.resumable.set(episode, lines);
      this.generations.set(episode, lines[0].generation);
      for (const line of lines) kept.push(toPythonJsonLine(line));
    }
    const text = kept.length ? kept.join("\n") + "\n" : "";
    // Compact only when something changes (a no-op rerun must leave the folder as it was).
    if (kept.length !== recovered.values.length || recovered.droppedBytes > 0 || !existsSync(file)) writeFileAtomic(file, text);
    this.stepsJournal = new LineJournal(file, Buffer.byteLength(text), this.setup.fsyncSteps);
    this.state.progress.in_progress = {};
  }

  /**
   * After a kill -9 the state's counters lag the journals (they are saved at most once a second).
   * Every committed step made exactly one model call, so steps on disk beyond the state's step
   * counter are calls it never heard of. (A call in flight at the kill left no trace and stays
   * uncounted.)
   */
  private settleCounters(): void {
    let onDisk = 0;
    for (const tally of this.tallies.values()) onDisk += tally.steps;
    for (const lines of this.resumable.values()) onDisk += lines.length;
    const unseen = onDisk - this.state.counters.step_counter;
    if (unseen <= 0) return;
    this.state.counters.step_counter += unseen;
    this.state.counters.api_calls += unseen;
  }

  /** Continued episodes first, then untouched ones in index order. */
  pending(): number[] {
    const continued = [...this.resumable.keys()].sort((a, b) => a - b);
    const fresh: number[] = [];
    for (let k = 0; k < this.setup.episodes; k += 1) if (!this.tallies.has(k) && !this.resumable.has(k)) fresh.push(k);
    return [...continued, ...fresh];
  }

  beginSegment(): void {
    this.segmentStart = performance.now();
    this.retriesAtStart = this.setup.retryCount();
    // A segment left "running" by a killed process keeps its last written active_s.
    for (const segment of this.state.wall_time.segments) if (segment.exit === "running") segment.exit = "crash";
    this.state.wall_time.segments.push({ started_at: isoLocal(), ended_at: null, active_s: 0, episodes_committed: 0, exit: "running" });
    this.segmentIndex = this.state.wall_time.segments.length - 1;
    this.state.operational = this.setup.operational;
    this.state.status = "running";
    this.saveState();
  }

  private saveState(): void {
    const segment = this.state.wall_time.segments[this.segmentIndex];
    if (segment) {
      segment.active_s = (performance.now() - this.segmentStart) / 1000;
      segment.episodes_committed = this.committedNow;
    }
    this.state.wall_time.accumulated_s = this.state.wall_time.segments.reduce((sum, s) => sum + s.active_s, 0);
    this.state.progress.completed = [...this.tallies.keys()].sort((a, b) => a - b);
    this.state.journal.steps_committed_bytes = this.stepsJournal?.size ?? 0;
    const retries = this.setup.retryCount() - this.retriesAtStart;
    this.state.counters = {
      ...this.state.counters,
      api_calls: this.state.counters.api_calls + this.apiCalls,
      api_retries: this.state.counters.api_retries + retries,
      unrecorded_calls: this.state.counters.unrecorded_calls + this.unrecordedCalls,
      api_failures: (this.state.counters.api_failures ?? 0) + this.apiFailures,
    };
    this.apiCalls = 0;
    this.unrecordedCalls = 0;
    this.apiFailures = 0;
    this.retriesAtStart = this.setup.retryCount();
    this.state.totals = this.totals();
    this.state.updated_at = isoLocal();
    writeState(this.statePath, this.state);
    this.lastStateWrite = performance.now();
  }

  private totals(): Record<string, number> {
    const all = [...this.tallies.values()];
    const sum = (pick: (t: EpisodeTally) => number) => all.reduce((acc, t) => acc + pick(t), 0);
    return {
      episodes: all.length,
      successes: sum((t) => (t.success ? 1 : 0)),
      steps: sum((t) => t.steps),
      prompt_tokens: sum((t) => t.promptTokens),
      completion_tokens: sum((t) => t.completionTokens),
      total_tokens: sum((t) => t.totalTokens),
      latency_sum_s: sum((t) => t.latencySum),
      valid_steps: sum((t) => t.validSteps),
      empty_content_steps: sum((t) => t.emptySteps),
    };
  }

  commitStep(episode: number, generation: number, rel: string, step: StepRecord): void {
    this.stepsJournal.append(toPythonJsonLine({ episode, generation, gamefile: rel, step }));
    this.state.progress.in_progress[episode] = {
      gamefile: rel,
      steps_committed: step.step,
      generation,
      last_observation_sha256: sha256(step.next_observation),
    };
    this.state.counters.step_counter += 1;
    if (performance.now() - this.lastStateWrite >= STATE_WRITE_INTERVAL_MS) this.saveState();
  }

  commitEpisode(record: EpisodeRecord): void {
    this.episodesJournal.append(toPythonJsonLine(record)); // journal first …
    this.tallies.set(record.episode, tallyEpisode(record));
    delete this.state.progress.in_progress[record.episode];
    this.state.journal.episodes_committed_bytes = this.episodesJournal.size;
    this.state.journal.episodes_committed_lines = this.tallies.size;
    this.committedNow += 1;
    this.saveState(); // … state second: a crash in between leaves a line that resume adopts.
    this.writeSummary();
  }

  private writeSummary(): Record<string, unknown> {
    const summary = this.setup.summarize(this);
    writeFileAtomic(this.file(".summary.json"), toPythonJson(summary));
    return summary;
  }

  /** `.json` = {args, summary, episodes}; streamed from the journal so memory stays flat. */
  private writeFullResults(summary: Record<string, unknown>): void {
    const records = recoverJsonl<EpisodeRecord>(this.file(".jsonl")).values.sort((a, b) => a.episode - b.episode);
    const args = { ...this.setup.settings, ...this.setup.operational };
    writeFileAtomic(
      this.file(".json"),
      (function* () {
        yield `{\n  "args": ${toPythonJsonAt(args, 1)},\n  "summary": ${toPythonJsonAt(summary, 1)},\n  "episodes": [`;
        for (const [index, record] of records.entries()) yield `${index ? "," : ""}\n    ${toPythonJsonAt(record, 2)}`;
        yield records.length ? "\n  ]\n}\n" : "]\n}\n";
      })(),
    );
  }

  /** Ends this invocation: the segment closed, state, summary and full results written, journals closed. */
  close(exit: SegmentExit): void {
    const segment = this.state.wall_time.segments[this.segmentIndex];
    if (segment) {
      segment.exit = exit;
      segment.ended_at = isoLocal();
    }
    if (this.complete) this.state.status = "complete";
    this.saveState();
    this.writeFullResults(this.writeSummary());
    this.closeJournals();
  }

  /** Journals closed; a complete task's step journal has served its purpose and goes. */
  private closeJournals(): void {
    this.episodesJournal.close();
    this.stepsJournal.close();
    if (this.complete) rmSync(this.file(".steps.jsonl"), { force: true });
  }

  /** Nothing left: no new segment, no new files; the canonical files are rewritten idempotently. */
  finishWithoutWork(): Record<string, unknown> {
    // Killed after committing its last episode but before closing: settle that invocation's books.
    const unsettled = this.complete && this.state.status !== "complete";
    if (unsettled) {
      for (const segment of this.state.wall_time.segments) if (segment.exit === "running") segment.exit = "crash";
      this.state.status = "complete";
      this.saveState();
    }
    if (unsettled || !existsSync(this.file(".summary.json")) || !existsSync(this.file(".json"))) this.writeFullResults(this.writeSummary());
    this.closeJournals();
    // The canonical summary on disk, so the overall summary is byte-stable across no-op reruns.
    return readJson<Record<string, unknown>>(this.file(".summary.json"));
  }
}
