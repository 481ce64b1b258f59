// The evaluation runner: N episodes per task type over a seeded plan, bounded concurrency, one
// model call per step, crash-safe commits and exact resume (the loop of yilinpotato/Skill0's
// scripts/eval_alfworld_api.py at c868c33; resume and commits are seedworld's own, ARCHITECTURE.md `src/eval/`).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import pLimit, { type LimitFunction } from "p-limit";
import type { ModelBackend } from "../agent/backend.js";
import { EPISODE_CONTEXT_HINT, ModelCallError } from "../agent/backend.js";
import { errorMessage, ownName, SeedworldError, SettingError, type SettingNamer } from "../platform/errors.js";
import { settleAll } from "../platform/settle.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import type { ActionSpace, ProjectionVariant } from "../agent/projection.js";
import { playEpisode, type EpisodeSettings, type PlayedStep, type Turn, type TurnAnswer } from "../episode/loop.js";
import { skillBlockForEpisode, type SkillSettings } from "../skills/retrieve.js";
import { scheduledSkillContext } from "../skills/skillzero.js";
import { writeFileAtomic } from "../formats/atomic.js";
import { CompiledGames, type Catalog, type CatalogGame } from "../games/catalog.js";
import { DrawnPlan, GamePlan, VERL_AGENT_SCHEME, verlAgentDraws, type EpisodePlan, type VerlAgentDraw } from "./plan.js";
import { readJson } from "../formats/json.js";
import { toPythonJson } from "../formats/pyjson.js";
import { buildSummary, closeEpisode, type StepRecord } from "./records.js";
import { readState, STATE_FILE, type SegmentExit } from "./state.js";
import { TaskStore, type StoreSetup } from "./task-store.js";
import { EVAL_TASKS, taskFolderName, type EvalTask } from "./tasks.js";
import { buildManifest, datasetLabel, writeManifest } from "./manifest.js";

export const HARNESS_VERSION = "seedworld-eval/1";
export const OVERALL_SUMMARY_FILE = "alfworld_api_eval.overall_summary.json";

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
  /** How the front end names settings in the lines it shows (the CLI: its flags). */
  readonly settingNames?: SettingNamer;
  /** Every task about to play (all play at once), with what each has done already. */
  start(events: readonly ProgressEvent[]): void;
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
  /**
   * "plan": each task's own seeded plan (one pass by default). "verl-agent": the games verl-agent's
   * envs draw (env i seeded seed + ⌊i / groupN⌋, TextWorld's shuffled cycle), to match its numbers.
   */
  sampling: { kind: "plan" } | { kind: "verl-agent"; envs: number; groupN: number; round: number };
  maxSteps: number;
  seed: number;
  concurrency: number;
  historyLength: number;
  templates: TemplateSet;
  projection: ProjectionVariant;
  skills: SkillSettings | null;
  /** SkillZero's `{skill_context}` (a template that has the slot): its sections and the general skills shown. */
  skillContext: { sections: ReadonlyMap<string, string>; topK: number; source: string } | null;
  pool: Catalog;
  split: string;
  backend: ModelBackend;
  temperature: number;
  maxTokens: number;
  /** What the backend was built with; recorded (only when not the default) so runs are told apart. */
  actionSpace: ActionSpace;
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

/** The run stopped on a signal: the journals are settled and a rerun resumes (the CLI exits 130). */
class RunAborted extends SeedworldError {
  constructor() {
    super("INTERRUPTED", "interrupted");
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The settings that change results; a resume with different ones is refused. No secrets. */
function resultSettings(config: EvalConfig, task: EvalTask, episodes: number): Record<string, unknown> {
  const skills = config.skills
    ? {
        bank_path: config.skills.bank.path,
        bank_sha256: config.skills.bank.sha256,
        retrieval_mode: "template",
        ranking: config.skills.retrieval.ranking,
        top_k: config.skills.retrieval.topK,
        task_specific_top_k: config.skills.retrieval.taskSpecificTopK,
        on_first_step: config.skills.onFirstStep,
        category_rule: config.skills.categoryRule,
        general_active_ids: config.skills.retrieval.generalActiveIds,
        task_specific_active_ids: config.skills.retrieval.taskSpecificActiveIds,
      }
    : null;
  return {
    model: config.backend.model,
    base_url: config.backend.baseUrl,
    task_type_id: task.id,
    task_type: task.name,
    task_filter: task.filter,
    eval_dataset: config.pool.source,
    episodes_requested: episodes,
    max_steps: config.maxSteps,
    history_length: config.historyLength,
    temperature: config.temperature,
    max_tokens: config.maxTokens,
    ...(config.actionSpace === "generation" ? {} : { action_space: config.actionSpace }),
    seed: config.seed,
    prompt_variant: config.templates.name,
    prompt_templates_sha256: sha256(
      config.templates.noHistory + "\u0000" + config.templates.withHistory + "\u0000" + config.templates.withMemory,
    ),
    projection: config.projection,
    use_dense_reward: false,
    skills,
    on_api_failure: config.onApiFailure,
    fallback_action: config.fallbackAction,
    engine_version: "seedworld-engine",
    harness_version: HARNESS_VERSION,
    ...samplingSetting(config),
    ...(config.skillContext ? { skill_context: { source: config.skillContext.source, global_top_k: config.skillContext.topK } } : {}),
  };
}

/** Only a non-default sampling scheme is recorded, so default runs keep their settings unchanged. */
function samplingSetting(config: EvalConfig): Record<string, unknown> {
  if (config.sampling.kind === "plan") return {};
  const { envs, groupN, round } = config.sampling;
  return { sampling: { scheme: VERL_AGENT_SCHEME, envs, group_n: groupN, round } };
}

/** What the task types of one evaluation share while they play at once: the bound on episodes in flight, the env slots,
 * and the first error, which stops every task. */
class SharedPlay {
  readonly limit: LimitFunction;
  readonly freeSlots: number[];
  abortError: Error | null = null;
  constructor(concurrency: number) {
    this.limit = pLimit(concurrency);
    this.freeSlots = Array.from({ length: concurrency }, (_, i) => concurrency - 1 - i);
  }
}

/** One task's evaluation: which episodes to play, the model calls and the progress; its folder's files are the store's. */
class TaskRun {
  private readonly plan: EpisodePlan;
  private readonly poolByRel: Map<string, CatalogGame>;
  private readonly episodes: number;
  private readonly settings: Record<string, unknown>;
  private pending: number[] = [];
  /** Games of this task that cannot be played (unreadable, malformed, not solvable): left out, counted. */
  private skippedGames = 0;
  private store!: TaskStore;

  constructor(
    private readonly config: EvalConfig,
    private readonly task: EvalTask,
    private readonly games: CompiledGames,
    /** verl-agent sampling: what every env drew (made once for all tasks); null for the default plan. */
    draws: readonly VerlAgentDraw[] | null,
    private readonly shared: SharedPlay,
  ) {
    const ofType = config.pool.games.filter((game) => game.taskType === task.taskType);
    const taskGames = ofType.filter((game) => this.playable(game));
    this.skippedGames = ofType.length - taskGames.length;
    if (taskGames.length === 0) throw new SeedworldError("NO_GAMES", `no playable games of type ${task.taskType} in ${config.pool.source}`);
    this.poolByRel = new Map(taskGames.map((game) => [game.gamefile, game]));
    if (draws) {
      const plan = new DrawnPlan(
        [...this.poolByRel.keys()],
        draws.filter((draw) => this.poolByRel.has(draw.gamefile)),
      );
      this.plan = plan;
      this.episodes = plan.episodes;
    } else {
      this.plan = new GamePlan([...this.poolByRel.keys()], config.seed);
      this.episodes = config.episodes === "all" ? taskGames.length * config.samples : config.episodes;
    }
    if (this.episodes > taskGames.length && config.episodes !== "all") {
      const n = config.progress.settingNames ?? ownName;
      config.progress.log(
        `warning: task ${task.id} ${task.name}: ${this.episodes} episodes over ${taskGames.length} distinct games, so games repeat (${n("episodes")} all ${n("samples")} K plays each game K times)`,
      );
    }
    this.settings = resultSettings(config, task, this.episodes);
  }

  /** A corrupt game costs its episodes, not the run: it is named once and left out of the plan. */
  private playable(game: CatalogGame): boolean {
    try {
      this.games.get(game.abs);
      return true;
    } catch (error) {
      this.config.progress.log(`skipped ${game.gamefile}: ${errorMessage(error)}`);
      return false;
    }
  }

  /** What opening the task's folder would refuse, found without touching it. */
  check(): void {
    TaskStore.check(this.storeSetup());
  }

  /** The task's folder opened (what a killed run left recovered); what it has done. */
  open(): ProgressEvent {
    this.store = TaskStore.open(this.storeSetup());
    this.pending = this.store.pending();
    return this.progressEvent();
  }

  private storeSetup(): StoreSetup {
    return {
      folder: path.join(this.config.outDir, taskFolderName(this.task)),
      settings: this.settings,
      operational: this.config.operational,
      episodes: this.episodes,
      plan: {
        scheme: this.plan.scheme,
        seed: this.config.seed,
        split: this.config.split,
        size: this.plan.pool.length,
        poolHash: this.plan.poolHash(),
      },
      noResume: this.config.noResume,
      fsyncSteps: this.config.fsyncSteps,
      retryCount: () => this.config.backend.retryCount ?? 0,
      log: (line) => this.config.progress.log(line),
      summarize: (store) => this.summary(store),
    };
  }

  async play(): Promise<TaskOutcome> {
    const pending = this.pending;
    if (pending.length === 0) {
      const summary = this.store.finishWithoutWork();
      this.config.progress.taskEnd(this.progressEvent());
      return { ...this.outcome(), summary };
    }
    this.store.beginSegment();
    let exit: SegmentExit = "ok";
    try {
      await Promise.all(pending.map((episode) => this.shared.limit(() => this.runEpisodeGuarded(episode))));
      if (this.shared.abortError) throw this.shared.abortError;
    } catch (error) {
      exit = error instanceof RunAborted ? "signal" : "error";
      throw error;
    } finally {
      this.store.close(exit);
      this.config.progress.taskEnd(this.progressEvent());
    }
    return this.outcome();
  }

  // ---- episodes -------------------------------------------------------------------------------

  private async runEpisodeGuarded(episode: number): Promise<void> {
    if (this.shared.abortError || this.config.signal?.aborted) return;
    const slot = this.shared.freeSlots.pop() ?? 0;
    try {
      await this.runEpisode(episode, slot);
    } catch (error) {
      this.shared.abortError ??= this.config.signal?.aborted ? new RunAborted() : (error as Error);
    } finally {
      this.shared.freeSlots.push(slot);
    }
  }

  private checkAbort(): void {
    if (this.shared.abortError) throw this.shared.abortError;
    if (this.config.signal?.aborted) throw new RunAborted();
  }

  private async runEpisode(episode: number, slot: number): Promise<void> {
    const rel = this.plan.gameFor(episode);
    const game = this.poolByRel.get(rel)!;
    const resumed = this.store.takeResumed(episode);
    let generation = resumed.generation;
    const steps: StepRecord[] = [...resumed.steps];
    const skills = this.config.skills;
    const chosen: { category: string | null } = { category: null };
    const skillBlock =
      skills &&
      ((task: string) => {
        const skill = skillBlockForEpisode(skills, task, this.task.id);
        chosen.category = skill.category;
        return skill.block;
      });
    const end = await playEpisode({
      game: this.games.get(game.abs),
      settings: { ...this.episodeSettings(), skillBlock },
      replay: resumed.steps.map((step) => ({ action: step.env_action, nextObservation: step.next_observation })),
      onReplayDiverged: (step) => {
        // Not deterministic for this game: restart the episode under a new generation.
        this.config.progress.log(`episode ${episode}: replay diverged at step ${step}; restarting it`);
        this.store.countUnrecorded(resumed.steps.length);
        generation += 1;
        steps.length = 0;
      },
      checkAbort: () => this.checkAbort(),
      ask: (turn) => this.callModel(turn, rel, game.abs, this.plan.sampleOf(episode)),
      onStep: (played) => {
        const record = stepRecord(played);
        steps.push(record);
        this.store.commitStep(episode, generation, rel, record);
      },
    });
    this.store.commitEpisode(
      closeEpisode({
        episode,
        env_index: slot,
        task_type_id: this.task.id,
        task_type: this.task.name,
        steps,
        task_filter: this.task.filter,
        gamefile: rel,
        task: end.task,
        skill_category: chosen.category,
        termination: end.termination,
        run_id: this.store.runId,
      }),
    );
    this.config.progress.episodeDone(this.progressEvent());
  }

  private episodeSettings(): Omit<EpisodeSettings, "skillBlock"> {
    const context = this.config.skillContext;
    return {
      skillContext: context ? scheduledSkillContext(context.sections, this.task.taskType, context.topK) : "",
      templates: this.config.templates,
      historyLength: this.config.historyLength,
      projection: this.config.projection,
      maxSteps: this.config.maxSteps,
      skillsOnFirstStep: this.config.skills?.onFirstStep ?? false,
      emptyReply: "look",
      fallbackAction: this.config.fallbackAction,
    };
  }

  /** `repeat` marks which play of the game this is ("" on the first pass), so repeats draw afresh. */
  private async callModel(turn: Turn, rel: string, gameAbs: string, repeat: string): Promise<TurnAnswer> {
    this.store.countCall();
    const actions = turn.history.map((h) => h.action);
    const seedKey = `${this.config.seed}:${rel}${repeat}:${turn.step}:${actions.join("|")}`;
    try {
      const context = this.config.sendEpisodeContext ? { gamefile: gameAbs, actions } : undefined;
      const reply = await this.config.backend.generate({
        prompt: turn.prompt,
        admissibleCommands: turn.admissible,
        oracle: turn.oracle,
        seedKey,
        context,
        signal: this.config.signal,
      });
      return { reply, failed: false };
    } catch (error) {
      // Ctrl-C aborts the calls in flight: that is the interruption, not a failed call.
      if (this.config.signal?.aborted) throw new RunAborted();
      if (error instanceof ModelCallError && error.kind === "bad-request" && error.message.includes(EPISODE_CONTEXT_HINT))
        throw new SettingError(
          (n) =>
            `${error.endpoint || "the server"} is seedworld's expert server, which plays from each episode's game and actions: add ${n("sendEpisodeContext")}`,
        );
      if (!(error instanceof ModelCallError) || error.fatal || this.config.onApiFailure === "exit") throw error;
      this.store.countFailure();
      const inARow = this.config.backend.consecutiveFailures ?? 0;
      if (inARow >= this.config.maxConsecutiveFailures) {
        throw new SeedworldError(
          "MODEL_CALL",
          `${inARow} model calls in a row failed (last: ${error.message}); stopped, rerun the same command to resume`,
        );
      }
      this.config.progress.log(`model call failed, playing "${this.config.fallbackAction}": ${error.message}`);
      return {
        reply: {
          content: "",
          reasoningContent: "",
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
          rawUsage: null,
          finishReason: null,
          latencyS: 0,
          attempts: error.attempts,
          endpoint: "",
          logprobs: null,
        },
        failed: true,
      };
    }
  }

  // ---- what is shown ----------------------------------------------------------------------------

  private progressEvent(): ProgressEvent {
    const all = this.store.committed();
    return {
      task: this.task,
      requested: this.episodes,
      done: all.length,
      successes: all.filter((t) => t.success).length,
      tokens: all.reduce((sum, t) => sum + t.totalTokens, 0),
      ranThisInvocation: this.store.ranThisInvocation,
      elapsedS: this.store.elapsedS,
    };
  }

  private summary(store: TaskStore): Record<string, unknown> {
    const { segments, current, accumulatedS, counters } = store.books;
    return buildSummary(
      store.committed(),
      {
        episodesRequested: this.episodes,
        taskTypeId: this.task.id,
        taskType: this.task.name,
        taskFilter: this.task.filter,
        model: this.config.backend.model,
        baseUrl: this.config.backend.baseUrl,
        wallTimeS: accumulatedS,
      },
      {
        run_id: store.runId,
        complete: store.complete,
        invocations: segments.length,
        wall_time_segments_s: segments.map((s) => s.active_s),
        wall_time_this_invocation_s: current ? current.active_s : 0.0,
        api_calls: counters.api_calls,
        api_retries: counters.api_retries,
        unrecorded_calls: counters.unrecorded_calls,
        skipped_games: this.skippedGames,
        eval_dataset: this.settings.eval_dataset,
        dataset_label: datasetLabel([...this.poolByRel.values()]),
        max_steps: this.config.maxSteps,
        history_length: this.config.historyLength,
        temperature: this.config.temperature,
        max_tokens: this.config.maxTokens,
        seed: this.config.seed,
        num_envs: this.config.concurrency,
        prompt_variant: this.config.templates.name,
        projection: this.config.projection,
        on_api_failure: this.config.onApiFailure,
        skills: this.settings.skills,
      },
    );
  }

  private outcome(): TaskOutcome {
    return {
      task: this.task,
      folder: this.store.folder,
      runId: this.store.runId,
      complete: this.store.complete,
      summary: this.summary(this.store),
      ranThisInvocation: this.store.ranThisInvocation,
    };
  }
}

/** The trajectory record of one played step (the published layout's step fields). */
function stepRecord(played: PlayedStep): StepRecord {
  const { reply, failed } = played.answer;
  const { projection, result } = played;
  const step: StepRecord = {
    step: played.step,
    observation: played.observation,
    prompt: played.prompt,
    reasoning_content: reply.reasoningContent,
    raw_response: reply.content,
    model_output: reply.content,
    env_action: projection.action,
    is_action_valid: projection.valid && !failed,
    reward: result.won ? 10.0 : 0.0,
    done: result.done,
    won: result.won,
    next_observation: result.observation,
    prompt_tokens: reply.usage.prompt_tokens,
    completion_tokens: reply.usage.completion_tokens,
    total_tokens: reply.usage.total_tokens,
    latency_s: reply.latencyS,
    admissible_actions: played.admissible,
    finish_reason: reply.finishReason,
    usage: reply.rawUsage,
    attempts: reply.attempts,
    empty_content: !failed && reply.content === "",
    action_tag: projection.hasActionTag,
    is_admissible: result.info.admissible,
    api_failure: failed,
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
  const summary = readJson<Record<string, unknown>>(summaryPath);
  return { task, folder, runId: state.run_id, complete: true, summary, ranThisInvocation: 0 };
}

/**
 * Run every selected task; the overall summary is refreshed as each one ends. The task types play at once under the
 * one bound on episodes in flight (`concurrency`): played one after another, each type's last long episodes left slots
 * idle (with 64 in flight, at most 38 of valid_seen's games of one type). Against seedworld's torch policy server it
 * was not faster (bench/RESULTS.md: 184 s against 166 s over valid_seen, one measurement each); it keeps an API's
 * slots full. A failure stops every task; each folder is closed resumable.
 */
export async function runEvaluation(config: EvalConfig): Promise<TaskOutcome[]> {
  // A refused key or a dead endpoint stops here, before any folder says a run started.
  const checked = await config.backend.preflight?.(config.signal);
  for (const warning of checked?.warnings ?? []) config.progress.log(`warning: ${warning}`);
  const games = new CompiledGames();
  const draws = drawsOf(config);
  const typeOf = new Map(config.pool.games.map((game) => [game.gamefile, game.taskType]));
  const shared = new SharedPlay(config.concurrency);
  const runs: TaskRun[] = [];
  for (const task of config.tasks) {
    if (draws && !draws.some((draw) => typeOf.get(draw.gamefile) === task.taskType)) {
      config.progress.log(`task ${task.id} ${task.name}: no env drew a game of this type; nothing to play`);
      continue;
    }
    runs.push(new TaskRun(config, task, games, draws, shared));
  }
  if (config.signal?.aborted) return [];
  // Every folder is checked before any is opened: a refused run leaves the output folder as it was.
  for (const run of runs) run.check();
  mkdirSync(config.outDir, { recursive: true });
  if (config.tasks.length > 0) writeManifest(config.outDir, buildManifest(config, resultSettings(config, config.tasks[0], 0)));
  config.progress.start(runs.map((run) => run.open()));
  const outcomes: TaskOutcome[] = [];
  await settleAll(
    runs.map(async (run) => {
      outcomes.push(await run.play());
      writeOverallSummary(config.outDir, outcomes);
    }),
  );
  return outcomes.sort((a, b) => a.task.id - b.task.id);
}

/** verl-agent's envs draw from the whole split (every task type), so the draws are made once for all tasks. */
function drawsOf(config: EvalConfig): VerlAgentDraw[] | null {
  if (config.sampling.kind !== "verl-agent") return null;
  const { envs, groupN, round } = config.sampling;
  return verlAgentDraws(config.pool.games.map((game) => game.gamefile).sort(), config.seed, envs, groupN, round);
}

export { RunAborted };
