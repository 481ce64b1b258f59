// The one episode loop: reset, then per step build the prompt, ask the policy, project its reply
// to a command and step the engine, until a win, the env's end or the step cap (the env wrapped
// in the engine's TimeLimit, Gymnasium's one step cap). Eval, SEED
// rollouts and resumed episodes all run here; what they write (trajectory records, rollout rows,
// journals) is their own business, done in `onStep`.
import { AlfworldEnv, ExpertAgent, TimeLimit, type CompiledGame, type StepResult } from "../engine/index.js";
import type { AgentReply, EpisodeOracle, ExplorerView, SearchMode } from "../agent/backend.js";
import { buildPrompt, extractTaskDescription, type HistoryEntry } from "../agent/prompt.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import { project, type Projection, type ProjectionVariant } from "../agent/projection.js";
import type { EpisodeRecord } from "../formats/eval-files.js";
import { fillSkillContext } from "../skills/skillzero.js";

export interface EpisodeSettings {
  templates: TemplateSet;
  historyLength: number;
  projection: ProjectionVariant;
  /** The step cap (`max_steps`): the env runs in a TimeLimit of this many steps, the step that reaches it is `truncated`. */
  maxSteps: number;
  /** The skill block shown for the episode's task (chosen once, from the task line), or null. */
  skillBlock: ((task: string) => string | null) | null;
  skillsOnFirstStep: boolean;
  /** SkillZero's `{skill_context}` for this episode ("" or absent: the slot is emptied). */
  skillContext?: string;
  /**
   * What an empty reply is projected from. The published eval harness hands `look` to the
   * projection (yilinpotato/Skill0: scripts/eval_alfworld_api.py); verl-agent's rollouts project the empty text itself.
   */
  emptyReply: "look" | "as-is";
  /** Played when the policy's call failed for good (eval's `--fallback-action`). */
  fallbackAction: string;
}

/** What the policy sees at one step. */
export interface Turn {
  /** 1-based step about to be taken. */
  step: number;
  prompt: string;
  admissible: string[];
  history: readonly HistoryEntry[];
  /** The episode's true state for the built-in expert (LLM policies ignore it). */
  oracle: EpisodeOracle;
}

/** A policy's answer: its reply, or `failed` when the call failed for good (the fallback is played). */
export interface TurnAnswer {
  reply: AgentReply;
  failed: boolean;
}

/** One step as played: the turn, the answer, the projection and the engine's result. */
export interface PlayedStep {
  step: number;
  /** The observation the prompt showed (step 1: the reset text). */
  observation: string;
  prompt: string;
  admissible: string[];
  answer: TurnAnswer;
  projection: Projection;
  result: StepResult;
}

/** A step played in an earlier run, replayed without asking (a resumed episode). */
export interface ReplayedStep {
  action: string;
  nextObservation: string;
}

/** How an episode ended, as episode records store it. */
export type Termination = EpisodeRecord["termination"];

export interface EpisodeOptions {
  game: CompiledGame;
  settings: EpisodeSettings;
  ask: (turn: Turn) => Promise<TurnAnswer>;
  onStep: (step: PlayedStep) => void;
  /** Steps to replay first; if the engine answers otherwise, the episode restarts from scratch. */
  replay?: readonly ReplayedStep[];
  /** Told the step at which a replay diverged (the episode then starts over). */
  onReplayDiverged?: (step: number) => void;
  /** Called before every asked step; throws to stop the episode. */
  checkAbort?: () => void;
}

export interface EpisodeEnd {
  task: string;
  termination: Termination;
  steps: number;
}

/** Why an episode ends with the step result `result`, or null to go on. */
export function terminationOf(result: Pick<StepResult, "won" | "done" | "truncated">): Termination | null {
  if (result.won) return "won";
  // Out of steps (the TimeLimit): a truncation, not an ending.
  if (result.truncated) return "max_steps";
  if (result.done) return "env_done";
  return null;
}

/** Lets signal handlers and timers run between steps: in-process policies never wait on I/O. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The expert's view of one episode, made on first use (LLM policies never pay for it). */
class ExpertOracle implements EpisodeOracle {
  #expert: ExpertAgent | null = null;
  readonly #explorers = new Map<SearchMode, ExpertAgent>();
  constructor(readonly env: AlfworldEnv) {}
  expertAction(): string {
    this.#expert ??= new ExpertAgent(this.env);
    return this.#expert.act();
  }
  /** Asked every step by the explorer policy, so its memory of what it has seen stays whole. */
  explorerAction(search: SearchMode = "remember"): string {
    return this.#theExplorer(search).act();
  }
  explorerView(search: SearchMode = "remember"): ExplorerView {
    return this.#theExplorer(search).view();
  }
  #theExplorer(search: SearchMode): ExpertAgent {
    let explorer = this.#explorers.get(search);
    if (!explorer) this.#explorers.set(search, (explorer = new ExpertAgent(this.env, { explore: true, sweep: search === "sweep" })));
    return explorer;
  }
}

interface Progress {
  env: TimeLimit<AlfworldEnv>;
  current: StepResult;
  history: HistoryEntry[];
  count: number;
}

function fresh(game: CompiledGame, settings: EpisodeSettings): Progress {
  const env = new TimeLimit(new AlfworldEnv(game), settings.maxSteps);
  return { env, current: env.reset(), history: [], count: 0 };
}

/** Replays `steps`; null when the engine answers otherwise than recorded. */
function replayed(progress: Progress, steps: readonly ReplayedStep[], onDiverged?: (step: number) => void): Progress | null {
  for (const step of steps) {
    const result = progress.env.step(step.action);
    if (result.observation !== step.nextObservation) {
      onDiverged?.(progress.count + 1);
      return null;
    }
    progress.history.push({ observation: progress.current.observation, action: step.action });
    progress.current = result;
    progress.count += 1;
  }
  return progress;
}

function replyText(answer: TurnAnswer, settings: EpisodeSettings): string {
  if (answer.failed) return settings.fallbackAction;
  return answer.reply.content || (settings.emptyReply === "look" ? "look" : "");
}

export async function playEpisode(options: EpisodeOptions): Promise<EpisodeEnd> {
  const { game, settings } = options;
  let progress = fresh(game, settings);
  const task = extractTaskDescription(progress.current.observation);
  const skillBlock = settings.skillBlock?.(task) ?? null;
  if (options.replay?.length) progress = replayed(progress, options.replay, options.onReplayDiverged) ?? fresh(game, settings);
  const oracle = new ExpertOracle(progress.env.env);
  let termination = progress.count > 0 ? terminationOf(progress.current) : null;
  while (termination === null) {
    await yieldToEventLoop();
    options.checkAbort?.();
    const step = progress.count + 1;
    const observation = progress.current.observation;
    const admissible = [...progress.current.info.admissibleCommands];
    const prompt = fillSkillContext(
      buildPrompt({
        templates: settings.templates,
        step,
        taskDescription: task,
        currentObservation: observation,
        admissibleCommands: admissible,
        history: progress.history,
        historyLength: settings.historyLength,
        skillBlock,
        skillsOnFirstStep: settings.skillsOnFirstStep,
      }),
      settings.skillContext ?? "",
    );
    const answer = await options.ask({ step, prompt, admissible, history: progress.history, oracle });
    const projection = project(settings.projection, replyText(answer, settings), admissible);
    const result = progress.env.step(projection.action);
    progress.history.push({ observation, action: projection.action });
    progress.current = result;
    progress.count = step;
    options.onStep({ step, observation, prompt, admissible, answer, projection, result });
    termination = terminationOf(result);
  }
  return { task, termination, steps: progress.count };
}
