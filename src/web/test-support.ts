// Test fixtures for the dashboard: an evaluation folder in the published layout whose episodes
// are real engine episodes played by the expert (some cut short so they fail), and the shared data.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AlfworldEnv, DEFAULT_MAX_STEPS, ExpertAgent, TimeLimit, compileGame, type StepResult } from "../engine/index.js";
import { findGames, readGameFile } from "../games/index.js";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const sharedDir = path.resolve(repoRoot, "../shared");
export const seedDataDir = path.join(sharedDir, "seed-data");
export const alfworldDataDir = path.join(sharedDir, "alfworld");
export const gamesDir = path.join(alfworldDataDir, "json_2.1.1");

export const RUN_ID = "20260101_120000";

interface TaskPlan {
  taskTypeId: number;
  taskType: string;
  taskFilter: string;
  /** ALFWorld's folder prefix of the games to play. */
  gamePrefix: string;
}

const TASKS: TaskPlan[] = [
  { taskTypeId: 1, taskType: "pick_and_place", taskFilter: "pick_and_place", gamePrefix: "pick_and_place_simple" },
  { taskTypeId: 4, taskType: "heat_and_place", taskFilter: "pick_heat_then_place_in_recep", gamePrefix: "pick_heat_then_place_in_recep" },
];

/** Every third episode gets only this many steps, so the set has failures to filter. */
const SHORT_BUDGET = 4;

export interface ExpertEval {
  /** The run-group folder (holds task_* folders). */
  groupDir: string;
  episodes: number;
  failures: number;
}

/** Writes `<root>/<group>/task_<id>_<name>/alfworld_api_eval_<RUN_ID>.{jsonl,summary.json}`. */
export async function writeExpertEval(root: string, group: string, gamesPerTask = 4): Promise<ExpertEval> {
  const groupDir = path.join(root, group);
  const all = findGames([gamesDir]).games;
  let episodes = 0;
  let failures = 0;
  for (const task of TASKS) {
    const games = all
      .filter((g) => path.basename(path.dirname(path.dirname(g.path))).startsWith(`${task.gamePrefix}-`))
      .slice(0, gamesPerTask);
    const records = games.map((game, episode) => playEpisode(game.path, episode, task, episode % 3 === 2 ? SHORT_BUDGET : 50));
    episodes += records.length;
    failures += records.filter((r) => !r.success).length;
    const dir = path.join(groupDir, `task_${task.taskTypeId}_${task.taskType}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `alfworld_api_eval_${RUN_ID}.jsonl`), records.map((r) => JSON.stringify(r)).join("\n") + "\n");
    await writeFile(path.join(dir, `alfworld_api_eval_${RUN_ID}.summary.json`), `${JSON.stringify(summaryOf(records, task), null, 2)}\n`);
  }
  return { groupDir, episodes, failures };
}

export interface EpisodeRecordFixture {
  episode: number;
  success: boolean;
  num_steps: number;
  steps: Array<Record<string, unknown>>;
  prompt_tokens_total: number;
  completion_tokens_total: number;
  total_tokens: number;
  avg_step_latency_s: number;
  [field: string]: unknown;
}

function playEpisode(gamePath: string, episode: number, task: TaskPlan, maxSteps: number): EpisodeRecordFixture {
  const game = compileGame(readGameFile(gamePath));
  const env = new TimeLimit(new AlfworldEnv(game), DEFAULT_MAX_STEPS);
  let result = env.reset();
  const expert = new ExpertAgent(env.env);
  const steps: Array<Record<string, unknown>> = [];
  while (!result.done && steps.length < maxSteps) {
    const before = result;
    const action = expert.act();
    result = env.step(action);
    steps.push(stepRecord(steps.length + 1, game.taskDescription, before, action, result));
  }
  const sum = (key: string) => steps.reduce((total, s) => total + (s[key] as number), 0);
  return {
    episode,
    env_index: 0,
    task_type_id: task.taskTypeId,
    task_type: task.taskType,
    steps,
    success: result.won,
    num_steps: steps.length,
    prompt_tokens_total: sum("prompt_tokens"),
    completion_tokens_total: sum("completion_tokens"),
    total_tokens: sum("total_tokens"),
    avg_step_latency_s: steps.length ? sum("latency_s") / steps.length : 0,
    task_filter: task.taskFilter,
    gamefile: path.relative(alfworldDataDir, gamePath).split(path.sep).join("/"),
    task: game.taskDescription,
    skill_category: null,
    termination: result.won ? "won" : steps.length >= maxSteps ? "max_steps" : "env_done",
    run_id: RUN_ID,
  };
}

function stepRecord(step: number, task: string, before: StepResult, action: string, after: StepResult): Record<string, unknown> {
  const admissible = before.info.admissibleCommands;
  const prompt = `Your task is to: ${task}\nYou are now at step ${step} and your current observation is: ${before.observation}\nYour admissible actions of the current situation are: [${admissible.map((a) => `'${a}'`).join("\n ")}].`;
  const reply = `<think>The expert plan says: ${action}.</think><action>${action}</action>`;
  // Token counts and latency are made up but deterministic: this is not a model.
  const promptTokens = Math.ceil(prompt.length / 4);
  const completionTokens = Math.ceil(reply.length / 4);
  return {
    step,
    observation: before.observation,
    prompt,
    reasoning_content: "",
    raw_response: reply,
    model_output: reply,
    env_action: action,
    is_action_valid: after.info.admissible,
    reward: after.won ? 10.0 : 0.0,
    done: after.done,
    won: after.won,
    next_observation: after.observation,
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    latency_s: 0.05 + (step % 5) * 0.01,
    admissible_actions: [...admissible],
    finish_reason: "stop",
    usage: null,
    attempts: 1,
    empty_content: false,
    action_tag: true,
    is_admissible: after.info.admissible,
    api_failure: false,
  };
}

function summaryOf(records: EpisodeRecordFixture[], task: TaskPlan): Record<string, unknown> {
  const n = records.length;
  const total = (pick: (r: EpisodeRecordFixture) => number) => records.reduce((t, r) => t + pick(r), 0);
  const steps = total((r) => r.num_steps);
  return {
    episodes: n,
    success_rate: total((r) => (r.success ? 1 : 0)) / n,
    avg_episode_steps: steps / n,
    avg_episode_prompt_tokens: total((r) => r.prompt_tokens_total) / n,
    avg_episode_completion_tokens: total((r) => r.completion_tokens_total) / n,
    avg_episode_total_tokens: total((r) => r.total_tokens) / n,
    avg_step_latency_s: total((r) => r.avg_step_latency_s * r.num_steps) / steps,
    total_prompt_tokens: total((r) => r.prompt_tokens_total),
    total_completion_tokens: total((r) => r.completion_tokens_total),
    total_tokens: total((r) => r.total_tokens),
    wall_time_s: 1.5,
    episodes_requested: n,
    task_type_id: task.taskTypeId,
    task_type: task.taskType,
    task_filter: task.taskFilter,
    model: "expert",
    base_url: "in-process",
  };
}

/** Seeds of the sampled runs: two runs of one configuration, so a seed group (and manifests that differ in the seed). */
export const SAMPLED_SEEDS = [0, 1] as const;

/**
 * Two `seedworld eval` runs of the expert on valid_train's clean_and_place games, each game played
 * twice (`--samples 2`, for pass@k) and cut at 6 steps (so some games fail), seeds 0 and 1, written
 * by the CLI to `<root>/seed-<s>` with their manifests. Returns the run folders.
 */
export function writeSampledEvals(root: string): string[] {
  return SAMPLED_SEEDS.map((seed) => {
    const out = path.join(root, `seed-${seed}`);
    runExpertEval(out, ["--samples", "2", "--max-steps", "6", "--tasks", "3", "--seed", String(seed)]);
    return out;
  });
}

/** `seedworld eval --agent expert` on the shared valid_train games (its 30 games, all six task types, unless `args` narrow it). */
export function runExpertEval(out: string, args: string[]): void {
  const cli = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "src/cli/main.ts",
      "eval",
      "--agent",
      "expert",
      "--games",
      alfworldDataDir,
      "--split",
      "valid_train",
      ...args,
      "--plain",
      "--out",
      out,
    ],
    { cwd: repoRoot, encoding: "utf8" },
  );
  if (cli.status !== 0) throw new Error(`seedworld eval failed (${cli.status}): ${cli.stderr}`);
}
