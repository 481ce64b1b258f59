// The evaluation runner: N episodes per task type over a seeded plan, bounded concurrency, one
// model call per step, crash-safe commits and exact resume (eval-harness.md §1, §5, §7, §8).
import { createHash } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import pLimit from "p-limit";
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import type { ModelBackend } from "../agent/backend.js";
import { ModelCallError } from "../agent/backend.js";
import { SeedworldError } from "../platform/errors.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import type { ProjectionVariant } from "../agent/projection.js";
import { playEpisode, type EpisodeSettings, type PlayedStep, type Turn, type TurnAnswer } from "../episode/loop.js";
import { skillBlockForEpisode, type SkillSettings } from "../skills/retrieve.js";
import { LineJournal, recoverJsonl, writeFileAtomic } from "../formats/atomic.js";
import { CompiledGames, type Catalog, type CatalogGame } from "../games/catalog.js";
import { GamePlan, PLAN_SCHEME } from "./plan.js";
import { toPythonJson, toPythonJsonAt, toPythonJsonLine } from "../formats/pyjson.js";
import { buildSummary, closeEpisode, tallyEpisode, type EpisodeRecord, type EpisodeTally, type StepRecord } from "./records.js";
import { differingKeys, isoLocal, localStamp, readState, settingsFingerprint, STATE_FILE, STATE_SCHEMA, writeState, type EvalState, type SegmentExit } from "./state.js";
import { EVAL_TASKS, taskFolderName, type EvalTask } from "./tasks.js";
import { buildManifest, datasetLabel, writeManifest } from "./manifest.js";

export const HARNESS_VERSION = "seedworld-eval/1";
export const OVERALL_SUMMARY_FILE = "alfworld_api_eval.overall_summary.json";
/** A step commit rewrites the state at most this often; the journal is authoritative meanwhile. */
const STATE_WRITE_INTERVAL_MS = 1_000;

export interface ProgressEvent {
  task: EvalTask;
  requested: number;
  done: number;
  successes: number;
  tokens: number;
  ranThisInvocation: number;
  elapsedS: number;
}

export interface ProgressSink {
  taskStart(event: ProgressEvent): void;
  episodeDone(event: ProgressEvent): void;
  taskEnd(event: ProgressEvent): void;
  log(line: string): void;
}

export interface EvalConfig {
  outDir: string;
  tasks: readonly EvalTask[];
  /** Episodes per task type; "all" = every game of the task's pool, `samples` times each. */
  episodes: number | "all";
  /** With episodes "all": how many times each game is played (pass@k needs k or more). */
  samples: number;
  maxSteps: number;
  seed: number;
  concurrency: number;
  historyLength: number;
  templates: TemplateSet;
  projection: ProjectionVariant;
  skills: SkillSettings | null;
  pool: Catalog;
  split: string;
  backend: ModelBackend;
  temperature: number;
  maxTokens: number;
  /** After a call fails its last retry: play `fallbackAction` (counted) or stop the run (resumable). */
  onApiFailure: "fallback" | "exit";
  fallbackAction: string;
  /** This many failed calls in a row stop the run (resumable): the endpoint is down, not flaky. */
  maxConsecutiveFailures: number;
  noResume: boolean;
  /** fsync each journal line (survives power loss) or rely on the page cache (survives kill -9). */
  fsyncSteps: boolean;
  /** Send {gamefile, actions} in a `seedworld` body field (lets `seedworld serve --model expert` act). */
  sendEpisodeContext: boolean;
  operational: Record<string, unknown>;
  progress: ProgressSink;
  signal?: AbortSignal;
}

export interface TaskOutcome {
  task: EvalTask;
  folder: string;
  runId: string;
  complete: boolean;
  summary: Record<string, unknown>;
  ranThisInvocation: number;
}

interface JournalLine {
  episode: number;
  generation: number;
  gamefile: string;
  step: StepRecord;
}

class RunAborted extends Error {}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The settings that change results; a resume with different ones is refused. No secrets. */
function resultSettings(config: EvalConfig, task: EvalTask, episodes: number): Record<string, unknown> {
  const skills = config.skills
    ? {
        bank_path: config.skills.bank.path, bank_sha256: config.skills.bank.sha256, retrieval_mode: "template",
        ranking: config.skills.retrieval.ranking, top_k: config.skills.retrieval.topK, task_specific_top_k: config.skills.retrieval.taskSpecificTopK,
        on_first_step: config.skills.onFirstStep, category_rule: config.skills.categoryRule,
        general_active_ids: config.skills.retrieval.generalActiveIds, task_specific_active_ids: config.skills.retrieval.taskSpecificActiveIds,
      }
    : null;
  return {
    model: config.backend.model, base_url: config.backend.baseUrl, task_type_id: task.id, task_type: task.name, task_filter: task.filter,
    eval_dataset: config.pool.source, episodes_requested: episodes, max_steps: config.maxSteps, history_length: config.historyLength,
    temperature: config.temperature, max_tokens: config.maxTokens, seed: config.seed, prompt_variant: config.templates.name,
    prompt_templates_sha256: sha256(config.templates.noHistory + "\u0000" + config.templates.withHistory + "\u0000" + config.templates.withMemory),
    projection: config.projection, use_dense_reward: false, skills, on_api_failure: config.onApiFailure, fallback_action: config.fallbackAction,
    engine_version: "seedworld-engine", harness_version: HARNESS_VERSION,
  };
}

/** Per-task evaluation: owns the folder's files while it runs. */
class TaskRun {
  private readonly folder: string;
  private readonly statePath: string;
  private readonly plan: GamePlan;
  private readonly poolByRel: Map<string, CatalogGame>;
  private readonly episodes: number;
  private readonly settings: Record<string, unknown>;
  private state!: EvalState;
  private episodesJournal!: LineJournal;
  private stepsJournal!: LineJournal;
  private readonly tallies = new Map<number, EpisodeTally>();
  private readonly resumable = new Map<number, JournalLine[]>();
  private readonly generations = new Map<number, number>();
  private segmentStart = 0;
  private segmentIndex = -1;
  private lastStateWrite = 0;
  private ranThisInvocation = 0;
  private readonly freeSlots: number[];
  private abortError: Error | null = null;
  private apiCalls = 0;
  private apiFailures = 0;
  private unrecordedCalls = 0;
  private retriesAtStart = 0;

  constructor(private readonly config: EvalConfig, private readonly task: EvalTask, private readonly games: CompiledGames) {
    this.folder = path.join(config.outDir, taskFolderName(task));
    this.statePath = path.join(this.folder, STATE_FILE);
    const taskGames = config.pool.games.filter((game) => game.taskType === task.taskType);
    if (taskGames.length === 0) throw new Error(`no games of type ${task.taskType} in ${config.pool.source}`);
    this.poolByRel = new Map(taskGames.map((game) => [game.gamefile, game]));
    this.plan = new GamePlan([...this.poolByRel.keys()], config.seed);
    this.episodes = config.episodes === "all" ? taskGames.length * config.samples : config.episodes;
    if (this.episodes > taskGames.length && config.episodes !== "all") {
      config.progress.log(`warning: task ${task.id} ${task.name}: ${this.episodes} episodes over ${taskGames.length} distinct games, so games repeat (--episodes all --samples K plays each game K times)`);
    }
    this.settings = resultSettings(config, task, this.episodes);
    this.freeSlots = Array.from({ length: config.concurrency }, (_, i) => config.concurrency - 1 - i);
  }

  private file(suffix: string): string {
    return path.join(this.folder, `alfworld_api_eval_${this.state.run_id}${suffix}`);
  }

  async run(): Promise<TaskOutcome> {
    mkdirSync(this.folder, { recursive: true });
    this.openState();
    this.recoverEpisodes();
    this.recoverSteps();
    const pending = this.pendingEpisodes();
    this.config.progress.taskStart(this.progressEvent());
    if (pending.length === 0) return this.finishWithoutWork();
    this.openSegment();
    let exit: SegmentExit = "ok";
    try {
      const limit = pLimit(this.config.concurrency);
      await Promise.all(pending.map((episode) => limit(() => this.runEpisodeGuarded(episode))));
      if (this.abortError) throw this.abortError;
    } catch (error) {
      exit = error instanceof RunAborted ? "signal" : "error";
      throw error;
    } finally {
      this.closeInvocation(exit);
    }
    return this.outcome();
  }

  // ---- state and recovery -------------------------------------------------------------------

  private openState(): void {
    let state = readState(this.statePath);
    if (state && this.config.noResume) {
      this.supersedeOldFiles();
      state = null;
    }
    if (state) {
      const differing = differingKeys(state.settings, this.settings);
      if (state.settings_fingerprint !== settingsFingerprint(this.settings) && differing.length > 0) {
        throw new Error(`${this.statePath}: settings differ from the run being resumed (${differing.join(", ")}); use the same settings, another --out, or --no-resume`);
      }
      if (state.game_pool.sha256_of_sorted_paths !== this.plan.poolHash()) {
        throw new Error(`${this.statePath}: the game pool changed since this run started (${state.game_pool.count} → ${this.plan.pool.length} games); use the same --games or --no-resume`);
      }
      this.state = state;
      return;
    }
    const runId = localStamp();
    const now = isoLocal();
    this.state = {
      schema: STATE_SCHEMA, run_id: runId, status: "running", created_at: now, updated_at: now,
      settings: this.settings, settings_fingerprint: settingsFingerprint(this.settings), operational: this.config.operational,
      game_pool: { split: this.config.split, count: this.plan.pool.length, sha256_of_sorted_paths: this.plan.poolHash() },
      plan: { scheme: PLAN_SCHEME, seed: this.config.seed, episodes: this.episodes },
      progress: { completed: [], in_progress: {} },
      journal: {
        episodes_path: `alfworld_api_eval_${runId}.jsonl`, episodes_committed_bytes: 0, episodes_committed_lines: 0,
        steps_path: `alfworld_api_eval_${runId}.steps.jsonl`, steps_committed_bytes: 0,
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
    if (recovered.droppedBytes > 0) this.config.progress.log(`${taskFolderName(this.task)}: dropped a torn ${recovered.droppedBytes}-byte tail of ${path.basename(file)}`);
    for (const record of recovered.values) {
      if (this.tallies.has(record.episode)) throw new Error(`${file}: episode ${record.episode} appears twice (integrity error)`);
      if (record.episode >= this.episodes) throw new Error(`${file}: episode ${record.episode} is outside the plan of ${this.episodes}`);
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
    this.stepsJournal = new LineJournal(file, Buffer.byteLength(text), this.config.fsyncSteps);
    this.state.progress.in_progress = {};
  }

  /** Continued episodes first, then untouched ones in index order. */
  private pendingEpisodes(): number[] {
    const continued = [...this.resumable.keys()].sort((a, b) => a - b);
    const fresh: number[] = [];
    for (let k = 0; k < this.episodes; k += 1) if (!this.tallies.has(k) && !this.resumable.has(k)) fresh.push(k);
    return [...continued, ...fresh];
  }

  private openSegment(): void {
    this.segmentStart = performance.now();
    this.retriesAtStart = this.config.backend.retryCount ?? 0;
    // A segment left "running" by a killed process keeps its last written active_s.
    for (const segment of this.state.wall_time.segments) if (segment.exit === "running") segment.exit = "crash";
    this.state.wall_time.segments.push({ started_at: isoLocal(), ended_at: null, active_s: 0, episodes_committed: 0, exit: "running" });
    this.segmentIndex = this.state.wall_time.segments.length - 1;
    this.state.operational = this.config.operational;
    this.state.status = "running";
    this.saveState();
  }

  private saveState(): void {
    const segment = this.state.wall_time.segments[this.segmentIndex];
    if (segment) {
      segment.active_s = (performance.now() - this.segmentStart) / 1000;
      segment.episodes_committed = this.ranThisInvocation;
    }
    this.state.wall_time.accumulated_s = this.state.wall_time.segments.reduce((sum, s) => sum + s.active_s, 0);
    this.state.progress.completed = [...this.tallies.keys()].sort((a, b) => a - b);
    this.state.journal.steps_committed_bytes = this.stepsJournal?.size ?? 0;
    const retries = (this.config.backend.retryCount ?? 0) - this.retriesAtStart;
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
    this.retriesAtStart = this.config.backend.retryCount ?? 0;
    this.state.totals = this.totals();
    this.state.updated_at = isoLocal();
    writeState(this.statePath, this.state);
    this.lastStateWrite = performance.now();
  }

  private totals(): Record<string, number> {
    const all = [...this.tallies.values()];
    const sum = (pick: (t: EpisodeTally) => number) => all.reduce((acc, t) => acc + pick(t), 0);
    return {
      episodes: all.length, successes: sum((t) => (t.success ? 1 : 0)), steps: sum((t) => t.steps), prompt_tokens: sum((t) => t.promptTokens),
      completion_tokens: sum((t) => t.completionTokens), total_tokens: sum((t) => t.totalTokens), latency_sum_s: sum((t) => t.latencySum),
      valid_steps: sum((t) => t.validSteps), empty_content_steps: sum((t) => t.emptySteps),
    };
  }

  // ---- episodes -------------------------------------------------------------------------------

  private async runEpisodeGuarded(episode: number): Promise<void> {
    if (this.abortError || this.config.signal?.aborted) return;
    const slot = this.freeSlots.pop() ?? 0;
    try {
      await this.runEpisode(episode, slot);
    } catch (error) {
      this.abortError ??= error as Error;
    } finally {
      this.freeSlots.push(slot);
    }
  }

  private checkAbort(): void {
    if (this.abortError) throw this.abortError;
    if (this.config.signal?.aborted) throw new RunAborted("interrupted");
  }

  private async runEpisode(episode: number, slot: number): Promise<void> {
    const rel = this.plan.gameFor(episode);
    const game = this.poolByRel.get(rel)!;
    let generation = this.generations.get(episode) ?? 0;
    const journaled = this.resumable.get(episode) ?? [];
    this.resumable.delete(episode);
    const steps: StepRecord[] = journaled.map((line) => line.step);
    const skills = this.config.skills;
    const chosen: { category: string | null } = { category: null };
    const skillBlock = skills && ((task: string) => {
      const skill = skillBlockForEpisode(skills, task, this.task.id);
      chosen.category = skill.category;
      return skill.block;
    });
    const end = await playEpisode({
      game: this.games.get(game.abs),
      settings: { ...this.episodeSettings(), skillBlock },
      replay: journaled.map((line) => ({ action: line.step.env_action, nextObservation: line.step.next_observation })),
      onReplayDiverged: (step) => {
        // Not deterministic for this game: restart the episode under a new generation.
        this.config.progress.log(`episode ${episode}: replay diverged at step ${step}; restarting it`);
        this.unrecordedCalls += journaled.length;
        generation += 1;
        steps.length = 0;
      },
      checkAbort: () => this.checkAbort(),
      ask: (turn) => this.callModel(turn, rel, game.abs, Math.floor(episode / this.plan.pool.length)),
      onStep: (played) => {
        const record = stepRecord(played);
        steps.push(record);
        this.commitStep(episode, generation, rel, record);
      },
    });
    this.commitEpisode(closeEpisode({
      episode, env_index: slot, task_type_id: this.task.id, task_type: this.task.name, steps, task_filter: this.task.filter,
      gamefile: rel, task: end.task, skill_category: chosen.category, termination: end.termination, run_id: this.state.run_id,
    }));
  }

  private episodeSettings(): Omit<EpisodeSettings, "skillBlock"> {
    return {
      templates: this.config.templates, historyLength: this.config.historyLength, projection: this.config.projection,
      maxSteps: this.config.maxSteps, envStepLimit: DEFAULT_MAX_STEPS, skillsOnFirstStep: this.config.skills?.onFirstStep ?? false,
      emptyReply: "look", fallbackAction: this.config.fallbackAction,
    };
  }

  /** `sample`: which play of the game this is (0 on the first pass), so repeats draw afresh. */
  private async callModel(turn: Turn, rel: string, gameAbs: string, sample: number): Promise<TurnAnswer> {
    this.apiCalls += 1;
    const actions = turn.history.map((h) => h.action);
    const repeat = sample > 0 ? `#${sample}` : "";
    const seedKey = `${this.config.seed}:${rel}${repeat}:${turn.step}:${actions.join("|")}`;
    try {
      const context = this.config.sendEpisodeContext ? { gamefile: gameAbs, actions } : undefined;
      const reply = await this.config.backend.generate({ prompt: turn.prompt, admissibleCommands: turn.admissible, oracle: turn.oracle, seedKey, context, signal: this.config.signal });
      return { reply, failed: false };
    } catch (error) {
      if (!(error instanceof ModelCallError) || error.fatal || this.config.onApiFailure === "exit" || this.config.signal?.aborted) throw error;
      this.apiFailures += 1;
      const inARow = this.config.backend.consecutiveFailures ?? 0;
      if (inARow >= this.config.maxConsecutiveFailures) {
        throw new SeedworldError("MODEL_CALL", `${inARow} model calls in a row failed (last: ${error.message}); stopped, rerun the same command to resume`);
      }
      this.config.progress.log(`model call failed, playing "${this.config.fallbackAction}": ${error.message}`);
      return {
        reply: { content: "", reasoningContent: "", usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }, rawUsage: null, finishReason: null, latencyS: 0, attempts: error.attempts, endpoint: "", logprobs: null },
        failed: true,
      };
    }
  }

  // ---- commits --------------------------------------------------------------------------------

  private commitStep(episode: number, generation: number, rel: string, step: StepRecord): void {
    this.stepsJournal.append(toPythonJsonLine({ episode, generation, gamefile: rel, step }));
    this.state.progress.in_progress[episode] = {
      gamefile: rel, steps_committed: step.step, generation, last_observation_sha256: sha256(step.next_observation),
    };
    this.state.counters.step_counter += 1;
    if (performance.now() - this.lastStateWrite >= STATE_WRITE_INTERVAL_MS) this.saveState();
  }

  private commitEpisode(record: EpisodeRecord): void {
    this.episodesJournal.append(toPythonJsonLine(record)); // journal first …
    this.tallies.set(record.episode, tallyEpisode(record));
    delete this.state.progress.in_progress[record.episode];
    this.state.journal.episodes_committed_bytes = this.episodesJournal.size;
    this.state.journal.episodes_committed_lines = this.tallies.size;
    this.ranThisInvocation += 1;
    this.saveState(); // … state second: a crash in between leaves a line that resume adopts.
    this.writeSummary();
    this.config.progress.episodeDone(this.progressEvent());
  }

  private progressEvent() {
    const all = [...this.tallies.values()];
    return {
      task: this.task, requested: this.episodes, done: all.length, successes: all.filter((t) => t.success).length,
      tokens: all.reduce((sum, t) => sum + t.totalTokens, 0), ranThisInvocation: this.ranThisInvocation,
      elapsedS: this.segmentStart ? (performance.now() - this.segmentStart) / 1000 : 0,
    };
  }

  private get complete(): boolean {
    return this.tallies.size === this.episodes;
  }

  private summary(): Record<string, unknown> {
    const tallies = [...this.tallies.values()].sort((a, b) => a.episode - b.episode);
    const segments = this.state.wall_time.segments;
    const current = segments[this.segmentIndex];
    return buildSummary(tallies, {
      episodesRequested: this.episodes, taskTypeId: this.task.id, taskType: this.task.name, taskFilter: this.task.filter,
      model: this.config.backend.model, baseUrl: this.config.backend.baseUrl, wallTimeS: this.state.wall_time.accumulated_s,
    }, {
      run_id: this.state.run_id, complete: this.complete, invocations: segments.length,
      wall_time_segments_s: segments.map((s) => s.active_s), wall_time_this_invocation_s: current ? current.active_s : 0.0,
      api_calls: this.state.counters.api_calls, api_retries: this.state.counters.api_retries, unrecorded_calls: this.state.counters.unrecorded_calls,
      eval_dataset: this.settings.eval_dataset, dataset_label: datasetLabel([...this.poolByRel.values()]), max_steps: this.config.maxSteps, history_length: this.config.historyLength,
      temperature: this.config.temperature, max_tokens: this.config.maxTokens, seed: this.config.seed, num_envs: this.config.concurrency,
      prompt_variant: this.config.templates.name, projection: this.config.projection, on_api_failure: this.config.onApiFailure,
      skills: this.settings.skills,
    });
  }

  private writeSummary(): Record<string, unknown> {
    const summary = this.summary();
    writeFileAtomic(this.file(".summary.json"), toPythonJson(summary));
    return summary;
  }

  /** `.json` = {args, summary, episodes}; streamed from the journal so memory stays flat. */
  private writeFullResults(summary: Record<string, unknown>): void {
    const records = recoverJsonl<EpisodeRecord>(this.file(".jsonl")).values.sort((a, b) => a.episode - b.episode);
    const target = this.file(".json");
    const tmp = `${target}.${process.pid}.tmp`;
    const fd = openSync(tmp, "w");
    try {
      const args = { ...this.settings, ...this.config.operational };
      writeSync(fd, `{\n  "args": ${toPythonJsonAt(args, 1)},\n  "summary": ${toPythonJsonAt(summary, 1)},\n  "episodes": [`);
      records.forEach((record, index) => writeSync(fd, `${index ? "," : ""}\n    ${toPythonJsonAt(record, 2)}`));
      writeSync(fd, records.length ? "\n  ]\n}\n" : "]\n}\n");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, target);
  }

  private closeInvocation(exit: SegmentExit): void {
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
    this.config.progress.taskEnd(this.progressEvent());
  }

  /** Nothing left: no new segment, no new files; the canonical files are rewritten idempotently. */
  private finishWithoutWork(): TaskOutcome {
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
    const summary = JSON.parse(readFileSync(this.file(".summary.json"), "utf8")) as Record<string, unknown>;
    return { ...this.outcome(), summary };
  }

  private outcome(): TaskOutcome {
    return { task: this.task, folder: this.folder, runId: this.state.run_id, complete: this.complete, summary: this.summary(), ranThisInvocation: this.ranThisInvocation };
  }
}

/** The trajectory record of one played step (the published layout's step fields). */
function stepRecord(played: PlayedStep): StepRecord {
  const { reply, failed } = played.answer;
  const { projection, result } = played;
  const step: StepRecord = {
    step: played.step, observation: played.observation, prompt: played.prompt, reasoning_content: reply.reasoningContent,
    raw_response: reply.content, model_output: reply.content, env_action: projection.action, is_action_valid: projection.valid && !failed,
    reward: result.won ? 10.0 : 0.0, done: result.done, won: result.won, next_observation: result.observation,
    prompt_tokens: reply.usage.prompt_tokens, completion_tokens: reply.usage.completion_tokens, total_tokens: reply.usage.total_tokens,
    latency_s: reply.latencyS, admissible_actions: played.admissible, finish_reason: reply.finishReason, usage: reply.rawUsage,
    attempts: reply.attempts, empty_content: !failed && reply.content === "", action_tag: projection.hasActionTag,
    is_admissible: result.info.admissible, api_failure: failed,
  };
  if (reply.endpoint) step.endpoint = reply.endpoint;
  if (reply.logprobs) step.logprobs = reply.logprobs;
  return step;
}

/** Rewrite the overall summary from each complete task folder's canonical summary, in id order. */
export function writeOverallSummary(outDir: string, outcomes: readonly TaskOutcome[]): Record<string, unknown> {
  const overall: Record<string, unknown> = {};
  for (const task of EVAL_TASKS) {
    const outcome = outcomes.find((o) => o.task.id === task.id) ?? canonicalOutcome(outDir, task);
    if (outcome?.complete) overall[task.name] = outcome.summary;
  }
  writeFileAtomic(path.join(outDir, OVERALL_SUMMARY_FILE), toPythonJson(overall));
  return overall;
}

/** A task folder evaluated by an earlier invocation (so several `--tasks` runs add up). */
function canonicalOutcome(outDir: string, task: EvalTask): TaskOutcome | null {
  const folder = path.join(outDir, taskFolderName(task));
  const state = existsSync(path.join(folder, STATE_FILE)) ? readState(path.join(folder, STATE_FILE)) : null;
  if (!state || state.status !== "complete") return null;
  const summaryPath = path.join(folder, `alfworld_api_eval_${state.run_id}.summary.json`);
  if (!existsSync(summaryPath)) return null;
  const summary = JSON.parse(readFileSync(summaryPath, "utf8")) as Record<string, unknown>;
  return { task, folder, runId: state.run_id, complete: true, summary, ranThisInvocation: 0 };
}


/** Run every selected task in id order; the overall summary is refreshed after each one. */
export async function runEvaluation(config: EvalConfig): Promise<TaskOutcome[]> {
  // A refused key or a dead endpoint stops here, before any folder says a run started.
  const checked = await config.backend.preflight?.(config.signal);
  for (const warning of checked?.warnings ?? []) config.progress.log(`warning: ${warning}`);
  mkdirSync(config.outDir, { recursive: true });
  if (config.tasks.length > 0) writeManifest(config.outDir, buildManifest(config, resultSettings(config, config.tasks[0], 0)));
  const games = new CompiledGames();
  const outcomes: TaskOutcome[] = [];
  for (const task of config.tasks) {
    if (config.signal?.aborted) break;
    const outcome = await new TaskRun(config, task, games).run();
    outcomes.push(outcome);
    writeOverallSummary(config.outDir, outcomes);
  }
  return outcomes;
}

export { RunAborted };
