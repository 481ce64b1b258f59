// `seedworld eval`: evaluate a model (OpenAI-compatible endpoint) or a built-in agent on ALFWorld,
// writing the DeepSeek-run layout under --out; rerun the same command to resume.
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import { BUILT_IN_AGENTS, POLICY_DEFAULTS } from "../agent/policies.js";
import { Command, Option } from "commander";
import { EvalProgress } from "../eval/progress.js";
import { defaultStageProgress, PlainStageProgress } from "../platform/progress.js";
import { RunAborted, runEvaluation } from "../eval/runner.js";
import { buildEvalConfig, EVAL_DEFAULTS, type EvalOptions } from "../eval/setup.js";
import { interruptible } from "./interrupt.js";
import { flagNamer } from "./errors.js";
import {
  addModelOptions,
  gamesOption,
  splitOption,
  concurrencyOption,
  episodeCount,
  jsonObject,
  historyLengthOption,
  actionSpaceOption,
  maxStepsOption,
  maxTokensOption,
  nonNegative,
  nonNegativeNumber,
  positiveInt,
  seedOption,
  tasksOption,
  temperatureOption,
} from "./options.js";

export function register(program: Command): void {
  addModelOptions(
    program
      .command("eval")
      .description("evaluate a model or built-in agent on ALFWorld (resumable; output layout of the published DeepSeek runs)"),
  )
    .option("--model-sequences <n>", "parallel sequences of the --model-file model (default: --concurrency)", positiveInt)
    .option("--model-context-size <n>", "tokens per sequence of the --model-file model", positiveInt, POLICY_DEFAULTS.contextSize)
    .addOption(
      new Option(
        "--agent <agent>",
        "built-in agent when no --model is given (explorer: searches without peeking, as ALFWorld's handcoded expert; sweeper: the same, remembering only where it went)",
      ).choices(BUILT_IN_AGENTS),
    )
    .addOption(gamesOption())
    .addOption(splitOption(EVAL_DEFAULTS.split))
    .addOption(tasksOption())
    .option("--episodes <n>", "episodes per task type, or 'all' (default): one pass over every game of the task", episodeCount)
    .option("--samples <k>", "with --episodes all: play each game k times (for pass@k; per-play seeds)", positiveInt, EVAL_DEFAULTS.samples)
    .addOption(
      new Option("--sampling <scheme>", "plan: each task's seeded plan; verl-agent: the games verl-agent's envs draw (match its numbers)")
        .choices(["plan", "verl-agent"])
        .default(EVAL_DEFAULTS.sampling),
    )
    .option("--envs <n>", "verl-agent sampling: number of envs (its val_batch_size)", positiveInt)
    .option("--group-n <n>", "verl-agent sampling: envs per group sharing a seed (env.rollout.n; 1 for validation)", positiveInt)
    .option("--round <n>", "verl-agent sampling: which reset of the envs (the n-th validation, 0-based)", nonNegative, EVAL_DEFAULTS.round)
    .addOption(new Option("--prompt <kind>", "basic prompt or full skills").choices(["basic", "skills"]))
    .option("--skills <file>", "skill bank JSON (SkillRL / Skill0)")
    .option("--skills-top-k <n>", "general skills shown (full-skills preset: 12)", nonNegative)
    .option("--skills-task-top-k <n>", "task-specific skills shown (default all)", nonNegative)
    .option("--skills-on-first-step", "also show skills on step 1 (Skill0 HEAD behaviour)")
    .addOption(
      new Option("--skill-category <rule>", "skill category from the task text or the game's task type").choices([
        "keyword",
        "from-gamefile",
      ]),
    )
    .addOption(new Option("--skill-ranking <mode>", "file order (the real runs) or keyword overlap").choices(["file-order", "keyword"]))
    .option(
      "--prompt-variant <name|file>",
      "template set: skill0, verl, skillzero ({skill_context}), or a JSON file",
      EVAL_DEFAULTS.promptVariant,
    )
    .option(
      "--skill-context <file|dir>",
      "SkillZero skills for {skill_context} (markdown file, skills/<env>/ folder, or a JSON bank; needs --prompt-variant skillzero)",
    )
    .option(
      "--skill-context-top-k <n>",
      "general skills shown in {skill_context} (a point of SkillZero's schedule; default all)",
      nonNegative,
    )
    .addOption(new Option("--projection <variant>", "action projection").choices(["skill0", "strict"]).default(EVAL_DEFAULTS.projection))
    .addOption(concurrencyOption(EVAL_DEFAULTS.concurrency))
    .addOption(maxStepsOption(DEFAULT_MAX_STEPS))
    .addOption(seedOption(EVAL_DEFAULTS.seed, "plan and agent seed"))
    .option("--out <dir>", "output folder", EVAL_DEFAULTS.out)
    .addOption(temperatureOption(EVAL_DEFAULTS.temperature))
    .addOption(actionSpaceOption())
    .addOption(maxTokensOption(POLICY_DEFAULTS.maxTokens))
    .option("--timeout <s>", "per-call timeout in seconds", nonNegativeNumber, POLICY_DEFAULTS.timeoutS)
    .option("--max-attempts <n>", "attempts per call (429/5xx/timeouts retried)", positiveInt, POLICY_DEFAULTS.maxAttempts)
    .option("--retry-base-ms <ms>", "back-off base", nonNegative, POLICY_DEFAULTS.retryBaseMs)
    .option("--extra-body <json>", "extra request-body fields, as a JSON object", jsonObject)
    .option("--logprobs", "request token log-probs and keep them in the step records")
    .option("--top-logprobs <n>", "top log-probs per token", nonNegative)
    .addOption(historyLengthOption(EVAL_DEFAULTS.historyLength))
    .addOption(
      new Option("--on-api-failure <mode>", "after the last retry: play the fallback action (counted) or stop (resumable)")
        .choices(["fallback", "exit"])
        .default(EVAL_DEFAULTS.onApiFailure),
    )
    .option("--fallback-action <cmd>", "command played when a call fails", EVAL_DEFAULTS.fallbackAction)
    .option(
      "--max-consecutive-failures <n>",
      "stop (resumable) after this many failed calls in a row",
      positiveInt,
      EVAL_DEFAULTS.maxConsecutiveFailures,
    )
    .option("--no-resume", "start over (old files are renamed *.superseded-<time>)")
    .option("--fsync-steps", "fsync every step line (power-loss safe; slower)")
    .option("--send-episode-context", "send {gamefile, actions} to the server (for `seedworld serve --model expert`)")
    .option("--plain", "plain progress lines even on a terminal")
    .action(async (raw: Record<string, unknown>, command: Command) => {
      const options: EvalOptions = {
        ...(raw as EvalOptions),
        timeoutS: raw.timeout as number,
        noResume: raw.resume === false,
      };
      const interrupt = interruptible(() => new RunAborted());
      const display = raw.plain ? new PlainStageProgress() : defaultStageProgress();
      display.settingNames = flagNamer(command);
      const progress = new EvalProgress(display);
      await interrupt.run(async () => {
        const config = await buildEvalConfig(options, progress, interrupt.signal);
        try {
          const outcomes = await runEvaluation(config);
          for (const outcome of outcomes) {
            const s = outcome.summary;
            process.stdout.write(
              `task ${outcome.task.id} ${outcome.task.name}: ${s.episodes}/${s.episodes_requested} episodes, success_rate ${s.success_rate}, ${outcome.complete ? "complete" : "incomplete"} → ${outcome.folder}\n`,
            );
          }
          if (interrupt.signal.aborted) process.exitCode = 130;
        } finally {
          await config.backend.close?.();
        }
      });
    });
}
