// `seedworld seed …`: the SEED data side as stages (rollout → analyze → score → export, plus the
// stage-1 SFT set) and `iterate`, the self-evolving loop over all of them with a trainer command,
// resumable per round. Long stages show a progress bar on a terminal, plain lines elsewhere.
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import {
  addModelOptions,
  gamesOption,
  splitOption,
  commaList,
  concurrencyOption,
  fraction,
  historyLengthOption,
  actionSpaceOption,
  maxStepsOption,
  maxTokensOption,
  nonNegative,
  nonNegativeNumber,
  num,
  positiveInt,
  scorerSpec,
  seedOption,
  temperatureOption,
  topKSchedule,
  unitInterval,
} from "./options.js";
import path from "node:path";
import { Option, type Command } from "commander";
import { SeedworldError } from "../platform/errors.js";
import type { ModelBackend } from "../agent/backend.js";
import { VllmScorerPool } from "../agent/vllm-scorer.js";
import {
  BUILT_IN_AGENTS,
  createPolicy,
  GgufModels,
  policyName,
  endpointOf,
  policySpec,
  POLICY_DEFAULTS,
  type PolicySettings,
  type PolicySpec,
} from "../agent/policies.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import { ALL_SKILL_FILES, hasSkillContextSlot } from "../skills/skillzero.js";
import { loadSkillSections, templateSetNamed } from "../skills/skillzero-bank.js";
import { phaseRuleOf } from "./skills.js";
import type { ActionSpace, ProjectionVariant } from "../agent/projection.js";
import { CompiledGames, openCatalog } from "../games/catalog.js";
import { catalogGames, warnProblems } from "./game-inputs.js";
import { analyzeTrajectories, DEFAULT_ANALYZER, type AnalyzerOptions } from "../seed/analyzer.js";
import { ANALYZER_PROMPT_FORMS, type AnalyzerPromptForm } from "../seed/analyzer-prompt.js";
import { buildPolicySftRows, POLICY_SFT_FILE } from "../seed/policy-sft.js";
import { registerLearn } from "./seed-learn.js";
import { ByteCacheLM } from "../seed/cache-lm.js";
import { DEFAULT_CREDIT, type CreditConfig } from "../seed/credit.js";
import { buildExport, writeExport } from "../seed/export.js";
import { readJsonlStrict, writeJsonl } from "../formats/jsonl.js";
import { runIterations, withScoredIds, type AnalyzerChoice, type SkillCurriculum } from "../seed/iterate.js";
import { defaultStageProgress } from "../platform/progress.js";
import { runGroupRollouts, selectGames } from "../seed/rollout.js";
import { RuleAnalyzerBackend } from "../seed/rule-analyzer.js";
import { requireScorer, type SeedScorer } from "../seed/scorer.js";
import { DEFAULT_SCORING, scoreTrajectories, type ScoringOptions } from "../seed/scoring.js";
import { buildSftRecords, writeSftDataset } from "../seed/sft.js";
import type { Analysis, StepScores, Trajectory } from "../seed/types.js";
import { interruptible } from "./interrupt.js";
import { flagNamer } from "./errors.js";

// Every flag arrives typed: commander runs the parsers of options.ts and refuses a bad value with
// one line naming the flag, before any stage starts.
interface PolicyFlags {
  model?: string;
  baseUrl?: string;
  modelFile?: string;
  apiKeyEnv: string;
  agent?: "expert" | "random";
  seed: number;
  temperature: number;
  maxTokens: number;
  actionSpace: ActionSpace;
  requestTokenIds: boolean;
}
interface GameFlags {
  games?: string[];
  split: string;
  tasksPerRound: number;
  groupSize: number;
  maxSteps: number;
  historyLength: number;
  concurrency: number;
  promptVariant: string;
  projection: ProjectionVariant;
}
interface ScorerFlags {
  scorer: string;
  scorerModel?: string;
  batchSize: number;
  retokenize?: boolean;
  /** False with --no-teacher-scoring. */
  teacherScoring: boolean;
  studentFromSampling?: boolean;
}
interface CreditFlags {
  mode: "opd" | "additive";
  beta: number;
  lambda: number;
  groupStats: "rows" | "trajectories";
  additiveWeight: number;
  stepAdvantageWeight: number;
  gamma: number;
}

/** One GGUF model per process: policy and scorer share it when both name the same file. */
const ggufModels = new GgufModels();

/** vLLM's request field: with `logprobs`, each token comes back as "token_id:<id>", the ids SEED re-scores. */
export const TOKEN_IDS_REQUEST = { return_tokens_as_token_ids: true } as const;

function policySettings(flags: PolicyFlags): PolicySettings {
  return {
    seed: flags.seed,
    temperature: flags.temperature,
    maxTokens: flags.maxTokens,
    timeoutS: POLICY_DEFAULTS.timeoutS,
    maxAttempts: POLICY_DEFAULTS.maxAttempts,
    retryBaseMs: POLICY_DEFAULTS.retryBaseMs,
    logprobs: true,
    // Only endpoint policies read extraBody; in-process GGUF policies return their ids anyway.
    extraBody: flags.requestTokenIds === false ? undefined : { ...TOKEN_IDS_REQUEST },
    actionSpace: flags.actionSpace,
  };
}

/** The policy the flags name (seed's commands default to the random agent). */
const policyOf = (flags: PolicyFlags): PolicySpec => policySpec(flags, "random");

function policyBackend(policy: PolicySpec, flags: PolicyFlags): Promise<ModelBackend> {
  return createPolicy(policy, policySettings(flags), ggufModels);
}

/**
 * `auto`: the policy's own weights when they are in process (gguf), the policy's server as a vLLM
 * scorer when it is an endpoint, the byte cache LM for the built-in agents. Explicit choices:
 * `cache-lm`, `gguf:<file>`, `vllm` (the policy's server) or `vllm:<url>`.
 */
async function scorerFor(spec: string, policy: PolicySpec, flags: PolicyFlags & ScorerFlags): Promise<SeedScorer> {
  let choice = spec;
  if (choice === "auto") choice = policy.kind === "gguf" ? `gguf:${policy.file}` : policy.kind === "openai" ? "vllm" : "cache-lm";
  if (choice === "cache-lm") return requireScorer(new ByteCacheLM(), "cache-lm");
  if (choice.startsWith("gguf:")) return requireScorer(await ggufModels.load(choice.slice(5), policySettings(flags)), choice);
  if (choice === "vllm" || choice.startsWith("vllm:")) {
    // Every endpoint of the policy (or of vllm:<urls>) scores: the pool sends each call to the least busy one.
    const baseUrls = choice === "vllm" ? (policy.kind === "openai" ? policy.baseUrls : []) : commaList(choice.slice(5));
    if (baseUrls.length === 0)
      throw new SeedworldError("BAD_OPTION", "--scorer vllm needs the policy at an HTTP endpoint (or use vllm:<url>[,<url>...])");
    return requireScorer(
      new VllmScorerPool(baseUrls, { model: flags.scorerModel ?? policyName(policy), apiKey: process.env[flags.apiKeyEnv] }),
      choice,
    );
  }
  throw new SeedworldError("BAD_OPTION", `unknown --scorer "${spec}" (auto, cache-lm, gguf:<file>, vllm, vllm:<url>)`);
}

/**
 * Built-in agents (expert, random) return text without token ids, so their rollouts are scored on the
 * scorer's own tokenization unless --retokenize says otherwise; model policies must bring their ids.
 */
function retokenizeOf(flags: PolicyFlags & ScorerFlags): boolean {
  return flags.retokenize ?? (!flags.model && !flags.modelFile);
}

/** The scoring options of `seed score` and `seed iterate`, from their shared scorer flags. */
function scoringOf(flags: PolicyFlags & ScorerFlags): ScoringOptions {
  return {
    ...DEFAULT_SCORING,
    batchSize: flags.batchSize,
    retokenize: retokenizeOf(flags),
    teacher: flags.teacherScoring,
    studentFromSampling: flags.studentFromSampling ?? false,
  };
}

function creditOf(flags: CreditFlags): CreditConfig {
  return {
    ...DEFAULT_CREDIT,
    mode: flags.mode,
    betaOpd: flags.beta,
    lambdaOpd: flags.lambda,
    groupStats: flags.groupStats,
    additiveWeight: flags.additiveWeight,
    stepAdvantageWeight: flags.stepAdvantageWeight,
    gamma: flags.gamma,
  };
}

async function poolOf(flags: GameFlags) {
  const pool = await openCatalog(flags.games, { split: flags.split });
  catalogGames(pool);
  return pool;
}

interface SkillFlags {
  skills?: string;
  skillValidateEvery?: number;
  skillValidationSplit: string;
  skillValidationGames: number;
  skillMaxSet?: number;
  games?: string[];
  seed: number;
  skillSchedule?: number[];
  skillPhase: "skill0" | "test-freq";
  skillTotalSteps?: number;
  skillTestFreq: number;
  promptVariant: string;
  rounds: number;
}

function addSkillOptions(command: Command): Command {
  return command
    .option(
      "--skills <file|dir>",
      "SkillZero markdown (a file or a skills/<env>/ folder) or a SkillRL/SkillZero JSON bank; fills {skill_context} (needs --prompt-variant skillzero)",
    )
    .option(
      "--skill-schedule <list>",
      "GLOBAL_TOP_K_SCHEDULE such as [12,12,12,8,...,0]: general skills shown per round (default: all, every round)",
      topKSchedule,
    )
    .addOption(
      new Option(
        "--skill-phase <rule>",
        "skill0 (ceil(total/len) rounds per entry, Skill0) or test-freq (--skill-test-freq rounds per entry)",
      )
        .choices(["skill0", "test-freq"])
        .default("skill0"),
    )
    .option("--skill-total-steps <n>", "training steps the schedule spans (default: --rounds)", positiveInt)
    .option(
      "--skill-validate-every <n>",
      "SkillZero's withdrawal: every n rounds play the validation games with and without skills and keep the skill files that helped",
      positiveInt,
    )
    .option("--skill-validation-split <split>", "split the validation games come from", "valid_seen")
    .option("--skill-validation-games <n>", "validation games per withdrawal check", positiveInt, 12)
    .option("--skill-max-set <n>", "skill files kept at most, general skills included (SkillZero's max set; default all)", positiveInt)
    .option("--skill-test-freq <n>", "rounds per entry under --skill-phase test-freq", positiveInt, 1);
}

/** The curriculum with SkillZero's validation-driven withdrawal when `--skill-validate-every` asks for it. */
async function withValidation(curriculum: SkillCurriculum | undefined, flags: SkillFlags): Promise<SkillCurriculum | undefined> {
  if (!flags.skillValidateEvery) return curriculum;
  if (!curriculum) throw new SeedworldError("BAD_OPTION", "--skill-validate-every needs --skills (the skills it withdraws)");
  const catalog = await openCatalog(flags.games, { split: flags.skillValidationSplit });
  warnProblems(catalog);
  const games = selectGames(catalog.games, flags.skillValidationGames, flags.seed, -1);
  const maxSet = flags.skillMaxSet ?? ALL_SKILL_FILES.length;
  return { ...curriculum, validation: { every: flags.skillValidateEvery, games, maxSet } };
}

/** The curriculum of `--skills` / `--skill-schedule`, or none; refuses a template without the slot. */
function skillCurriculumOf(flags: SkillFlags, templates: TemplateSet): SkillCurriculum | undefined {
  if (!flags.skills) {
    if (flags.skillSchedule) throw new SeedworldError("BAD_OPTION", "--skill-schedule needs --skills (the skills it schedules)");
    return undefined;
  }
  if (!hasSkillContextSlot(templates))
    throw new SeedworldError(
      "BAD_OPTION",
      `--skills needs a template with {skill_context} (--prompt-variant skillzero); ${templates.name} has none`,
    );
  const total = flags.skillTotalSteps ?? flags.rounds;
  const rule = phaseRuleOf(flags.skillPhase, total, flags.skillTestFreq);
  const schedule = flags.skillSchedule ?? null;
  return { sections: loadSkillSections(flags.skills, "skills"), schedule, rule };
}

function addPolicyOptions(command: Command): Command {
  return addModelOptions(command)
    .addOption(new Option("--agent <agent>", "built-in policy when no model is given (default random)").choices(BUILT_IN_AGENTS))
    .addOption(seedOption(0, "game choice and agent seed"))
    .addOption(temperatureOption(1))
    .addOption(maxTokensOption(POLICY_DEFAULTS.maxTokens))
    .addOption(actionSpaceOption())
    .option(
      "--no-request-token-ids",
      "do not ask an endpoint policy for token ids (vLLM's return_tokens_as_token_ids; needed by SEED's re-scoring unless --retokenize)",
    );
}

function addGameOptions(command: Command): Command {
  return command
    .addOption(gamesOption())
    .addOption(splitOption("train"))
    .option("--tasks-per-round <n>", "games per round", positiveInt, 16)
    .option("--group-size <n>", "trajectories per game (GRPO group)", positiveInt, 8)
    .addOption(maxStepsOption(DEFAULT_MAX_STEPS))
    .addOption(historyLengthOption(2))
    .addOption(concurrencyOption(8))
    .option(
      "--prompt-variant <name|file>",
      "template set (verl: SEED's own verl-agent text, skillzero: verl-agent with SkillZero's {skill_context}, skill0, or a JSON file)",
      "verl",
    )
    .addOption(
      new Option("--projection <variant>", "strict (verl-agent/SEED training: tags required, admissibility unchecked) or skill0 (lenient)")
        .choices(["strict", "skill0"])
        .default("strict"),
    );
}

function addScorerOptions(command: Command): Command {
  return command
    .option(
      "--scorer <spec>",
      "auto | cache-lm | gguf:<file> | vllm (all the policy's servers) | vllm:<url>[,<url>...]",
      scorerSpec,
      "auto",
    )
    .option("--scorer-model <name>", "model name at the vLLM scorer (default: the policy's)")
    .option("--batch-size <n>", "scoring requests per batch", positiveInt, DEFAULT_SCORING.batchSize)
    .option("--retokenize", "allow token ids from the scorer's tokenizer when the policy returned none")
    .option(
      "--student-from-sampling",
      "take ℓ_θ from the log-probs the policy reported while sampling (the model's own, temperature 1, as vLLM and the torch policy server report them) instead of scoring the ordinary context again",
    )
    .option(
      "--no-teacher-scoring",
      "score only the ordinary context, not the skill-augmented one (GRPO alone: SEED's teacher is unused at --lambda 0; about half the scoring time)",
    );
}

function addCreditOptions(command: Command): Command {
  return command
    .addOption(
      new Option("--mode <mode>", "opd (Δ through the OPD loss) or additive (A + w·Δ)")
        .choices(["opd", "additive"])
        .default(DEFAULT_CREDIT.mode),
    )
    .option("--beta <β>", "gate sharpness in g = σ(βΔ)", num, DEFAULT_CREDIT.betaOpd)
    .option("--lambda <λ>", "OPD loss weight recorded for the trainer", nonNegativeNumber, DEFAULT_CREDIT.lambdaOpd)
    .addOption(
      new Option("--group-stats <which>", "rows (verl-agent: statistics over step rows) or trajectories")
        .choices(["rows", "trajectories"])
        .default(DEFAULT_CREDIT.groupStats),
    )
    .option("--additive-weight <w>", "w in A + w·Δ (additive mode)", num, DEFAULT_CREDIT.additiveWeight)
    .option(
      "--step-advantage-weight <w>",
      "w in A_episode + w·A_step: GiGPO's step advantages over anchor states (SEED's step_advantage_w; 0 in its ALFWorld launcher)",
      nonNegativeNumber,
      DEFAULT_CREDIT.stepAdvantageWeight,
    )
    .option("--gamma <γ>", "discount of the step returns behind A_step", unitInterval, DEFAULT_CREDIT.gamma);
}

interface AnalyzerFlags {
  analyzerTemperature: number;
  analyzerMaxTokens: number;
  analyzerAttempts: number;
  analyzerCheck: "non-empty" | "non-trivial";
  analyzerPrompt: AnalyzerPromptForm;
  analyzerConcurrency: number;
}

/** SEED's analyzer settings (policy_vllm: greedy, 4,096 tokens, one pass, non-empty check) as flag defaults. */
function addAnalyzerOptions(command: Command): Command {
  return command
    .option(
      "--analyzer-temperature <t>",
      "analyzer sampling temperature (SEED: 0, greedy)",
      nonNegativeNumber,
      DEFAULT_ANALYZER.temperature,
    )
    .option(
      "--analyzer-max-tokens <n>",
      "analyzer completion tokens (SEED analysis_max_completion_tokens: 4096)",
      positiveInt,
      DEFAULT_ANALYZER.maxTokens,
    )
    .option(
      "--analyzer-attempts <n>",
      "attempts per trajectory; 1 = SEED's single pass, 2 adds the repair retry of SEED's external analyzer",
      positiveInt,
      DEFAULT_ANALYZER.attempts,
    )
    .addOption(
      new Option("--analyzer-check <check>", "non-empty (SEED's policy analyzer) or non-trivial (≥ 5 words, SEED's external analyzer)")
        .choices(["non-empty", "non-trivial"])
        .default(DEFAULT_ANALYZER.check),
    )
    .addOption(
      new Option(
        "--analyzer-prompt <form>",
        "seed (SEED's analyzer prompt as it is) or compact (replies cut to their action, the middle of long trajectories left out: fits a small policy's context)",
      )
        .choices(ANALYZER_PROMPT_FORMS)
        .default(DEFAULT_ANALYZER.promptForm),
    )
    .option("--analyzer-concurrency <n>", "analyzer calls in flight", positiveInt, DEFAULT_ANALYZER.concurrency);
}

function analyzerOptionsOf(flags: AnalyzerFlags): AnalyzerOptions {
  return {
    temperature: flags.analyzerTemperature,
    maxTokens: flags.analyzerMaxTokens,
    attempts: flags.analyzerAttempts,
    check: flags.analyzerCheck,
    promptForm: flags.analyzerPrompt,
    concurrency: flags.analyzerConcurrency,
  };
}

const ANALYZER_CHOICES: AnalyzerChoice[] = ["policy", "rules", "policy+rules"];
const analyzerOf = (which: AnalyzerChoice, policy: ModelBackend): ModelBackend => (which === "rules" ? new RuleAnalyzerBackend() : policy);

/** `policy+rules`: the rule analyzer writes the skill where the policy's own analysis is not valid. */
const fallbackAnalyzerOf = (which: AnalyzerChoice): ModelBackend | undefined =>
  which === "policy+rules" ? new RuleAnalyzerBackend() : undefined;

export function register(program: Command): void {
  const seed = program
    .command("seed")
    .description("SEED data side: group rollouts, hindsight skills, skill-augmented re-scoring, trainer export");
  registerLearn(seed);

  addGameOptions(
    addPolicyOptions(
      seed
        .command("rollout")
        .description("G trajectories per game with the ordinary prompt; every step's prompt, response, token ids, log-probs"),
    ),
  )
    .requiredOption("--out <file>", "rollouts JSONL (one trajectory per line)")
    .option("--round <n>", "round number used in the ids", nonNegative, 0)
    .option("--send-episode-context", "send {gamefile, actions} (for `seedworld serve --model expert`)")
    .action(async (flags: PolicyFlags & GameFlags & { out: string; round: number; sendEpisodeContext?: boolean }) => {
      const pool = await poolOf(flags);
      const round = flags.round;
      const trajectories = await runGroupRollouts({
        games: selectGames(pool.games, flags.tasksPerRound, flags.seed, round),
        groupSize: flags.groupSize,
        maxSteps: flags.maxSteps,
        historyLength: flags.historyLength,
        templates: templateSetNamed(flags.promptVariant),
        projection: flags.projection,
        backend: await policyBackend(policyOf(flags), flags),
        cache: new CompiledGames(),
        concurrency: flags.concurrency,
        seed: flags.seed,
        round,
        sendEpisodeContext: flags.sendEpisodeContext ?? false,
        progress: defaultStageProgress(),
      });
      writeJsonl(path.resolve(flags.out), trajectories);
      process.stderr.write(
        `${trajectories.length} trajectories, success ${(trajectories.filter((t) => t.won).length / Math.max(1, trajectories.length)).toFixed(3)} → ${flags.out}\n`,
      );
    });

  addAnalyzerOptions(
    addPolicyOptions(
      seed
        .command("analyze")
        .description(
          "hindsight skills: the SEED analyzer prompt per trajectory, tolerant JSON (SEED's settings by default: one greedy pass)",
        ),
    ),
  )
    .requiredOption("--rollouts <file>", "rollouts JSONL")
    .requiredOption("--out <file>", "analyses JSONL")
    .addOption(
      new Option(
        "--analyzer <which>",
        "policy (the model given by the policy options analyzes), rules (offline rule analyzer) or policy+rules",
      )
        .choices(ANALYZER_CHOICES)
        .default("policy"),
    )
    .action(async (flags: PolicyFlags & AnalyzerFlags & { rollouts: string; out: string; analyzer: AnalyzerChoice }) => {
      const trajectories = readJsonlStrict<Trajectory>(path.resolve(flags.rollouts));
      const analyzer = analyzerOf(
        flags.analyzer,
        flags.analyzer === "rules" ? new RuleAnalyzerBackend() : await policyBackend(policyOf(flags), flags),
      );
      const analyses = await analyzeTrajectories(
        trajectories,
        analyzer,
        { ...analyzerOptionsOf(flags), progress: defaultStageProgress() },
        fallbackAnalyzerOf(flags.analyzer),
      );
      writeJsonl(path.resolve(flags.out), analyses);
      process.stderr.write(`${analyses.filter((a) => a.episodeSkill).length}/${analyses.length} trajectories got a skill → ${flags.out}\n`);
    });

  seed
    .command("sft")
    .description("stage-1 SFT set: (analyzer prompt, JSON answer) records, seeded 90/10 split, Parquet + chat JSONL")
    .requiredOption("--rollouts <file>", "rollouts JSONL")
    .requiredOption("--analyses <file>", "analyses JSONL")
    .requiredOption("--out <dir>", "output folder")
    .addOption(seedOption(2026, "shuffle seed"))
    .option("--val-fraction <f>", "validation share", fraction, 0.1)
    .option(
      "--policy-rows",
      "also write policy_sft.jsonl: action rows (with and without the skill in context) and analysis rows, for a policy that acts and analyses",
    )
    .option("--skill-share <f>", "with --policy-rows: share of action steps also given with the hindsight skill in context", fraction, 0.3)
    .option("--max-analysis-rows <n>", "with --policy-rows: at most this many analysis rows", nonNegative, 200)
    .option("--take-copies <n>", "with --policy-rows: extra copies of each action row that takes an object", nonNegative, 0)
    .action(
      (flags: {
        rollouts: string;
        analyses: string;
        out: string;
        seed: number;
        valFraction: number;
        policyRows?: boolean;
        skillShare: number;
        maxAnalysisRows: number;
        takeCopies: number;
      }) => {
        const trajectories = readJsonlStrict<Trajectory>(path.resolve(flags.rollouts));
        const analyses = readJsonlStrict<Analysis>(path.resolve(flags.analyses));
        const records = buildSftRecords(trajectories, analyses);
        const files = writeSftDataset(path.resolve(flags.out), records, { seed: flags.seed, valFraction: flags.valFraction });
        if (flags.policyRows) {
          const rows = buildPolicySftRows(trajectories, analyses, {
            skillShare: flags.skillShare,
            maxAnalysisRows: flags.maxAnalysisRows,
            seed: flags.seed,
            takeCopies: flags.takeCopies,
          });
          writeJsonl(path.join(path.resolve(flags.out), POLICY_SFT_FILE), rows);
        }
        process.stdout.write(`${JSON.stringify(files, null, 2)}\n`);
      },
    );

  addScorerOptions(
    addPolicyOptions(
      seed
        .command("score")
        .description("re-score the same sampled tokens under the ordinary and the skill-augmented prompt (no resampling)"),
    ),
  )
    .requiredOption("--rollouts <file>", "rollouts JSONL")
    .requiredOption("--analyses <file>", "analyses JSONL")
    .requiredOption("--out <file>", "scores JSONL")
    .action(async (flags: PolicyFlags & ScorerFlags & { rollouts: string; analyses: string; out: string }) => {
      const scorer = await scorerFor(flags.scorer, policyOf(flags), flags);
      const result = await scoreTrajectories(
        readJsonlStrict<Trajectory>(path.resolve(flags.rollouts)),
        readJsonlStrict<Analysis>(path.resolve(flags.analyses)),
        scorer,
        { ...scoringOf(flags), progress: defaultStageProgress() },
      );
      writeJsonl(path.resolve(flags.out), result.scores);
      process.stderr.write(`${result.calls} scoring calls, ${result.tokens} tokens, scorer ${scorer.model} → ${flags.out}\n`);
      await scorer.close?.();
    });

  addCreditOptions(
    seed
      .command("export")
      .description("trainer batch: one row per step (token ids, old/teacher log-probs, advantages, masks) as Parquet + JSONL"),
  )
    .requiredOption("--rollouts <file>", "rollouts JSONL")
    .requiredOption("--analyses <file>", "analyses JSONL")
    .requiredOption("--scores <file>", "scores JSONL")
    .requiredOption("--out <dir>", "output folder")
    .option("--tokenizer <name>", "tokenizer identity stored with the ids", "unknown")
    .action((flags: CreditFlags & { rollouts: string; analyses: string; scores: string; out: string; tokenizer: string }) => {
      const scores = readJsonlStrict<StepScores>(path.resolve(flags.scores));
      const credit = creditOf(flags);
      const result = buildExport({
        trajectories: withScoredIds(readJsonlStrict<Trajectory>(path.resolve(flags.rollouts)), scores),
        analyses: readJsonlStrict<Analysis>(path.resolve(flags.analyses)),
        scores,
        credit,
        tokenizer: flags.tokenizer,
        analyzerWorkers: 0,
      });
      const files = writeExport(path.resolve(flags.out), result, credit);
      process.stdout.write(`${JSON.stringify({ rows: result.rows.length, ...files }, null, 2)}\n`);
    });

  addSkillOptions(
    addAnalyzerOptions(
      addCreditOptions(
        addScorerOptions(
          addGameOptions(
            addPolicyOptions(
              seed
                .command("iterate")
                .description(
                  "run self-evolving rounds; each round writes rollouts, analyses, scores and a trainer batch, then runs --trainer-cmd (resumable)",
                ),
            ),
          ),
        ),
      ),
    ),
  )
    .option("--out <dir>", "output folder (round_NNNN/ folders and metrics.jsonl)", "seed_runs")
    .option("--rounds <n>", "rounds", positiveInt, 1)
    .option(
      "--policy-is-current",
      "the policy flags name a server that already holds the weights of the last finished round (one that takes the updates in process and was restarted from them): a resumed run goes on with it instead of the endpoints the finished rounds recorded",
    )
    .option(
      "--trainer-cmd <command>",
      "shell command run after each export (gets SEED_EXPORT_PARQUET, SEED_NEXT_ENDPOINT_FILE, ... in its environment)",
    )
    .addOption(
      new Option(
        "--analyzer <which>",
        "policy (SEED: the policy analyzes its own trajectories), rules (offline rule analyzer) or policy+rules (the rule analyzer where the policy's analysis is not valid; counted in seed/analysis_fallback_traj_count)",
      )
        .choices(ANALYZER_CHOICES)
        .default("policy"),
    )
    .action(
      async (
        flags: PolicyFlags &
          GameFlags &
          ScorerFlags &
          CreditFlags &
          AnalyzerFlags &
          SkillFlags & { out: string; trainerCmd?: string; analyzer: AnalyzerChoice; policyIsCurrent?: boolean },
        command: Command,
      ) => {
        if (!flags.teacherScoring && flags.lambda > 0)
          throw new SeedworldError(
            "BAD_OPTION",
            "--no-teacher-scoring needs --lambda 0: SEED's OPD term reads the skill-conditioned teacher",
          );
        const templates = templateSetNamed(flags.promptVariant);
        const skillCurriculum = await withValidation(skillCurriculumOf(flags, templates), flags);
        const pool = await poolOf(flags);
        const interrupt = interruptible();
        const outcome = await interrupt.run(() =>
          runIterations({
            outDir: path.resolve(flags.out),
            rounds: flags.rounds,
            policy: policyOf(flags),
            policyIsCurrent: flags.policyIsCurrent ?? false,
            policyFor: (policy) => policyBackendSync(policy, flags),
            analyzerFor: (_policy, backend) => analyzerOf(flags.analyzer, backend),
            fallbackAnalyzer: fallbackAnalyzerOf(flags.analyzer),
            scorerFor: (policy) => scorerFor(flags.scorer, policy, flags),
            trainerCommand: flags.trainerCmd ?? null,
            pool: pool.games,
            tasksPerRound: flags.tasksPerRound,
            groupSize: flags.groupSize,
            maxSteps: flags.maxSteps,
            historyLength: flags.historyLength,
            templates,
            skillCurriculum,
            projection: flags.projection,
            seed: flags.seed,
            concurrency: flags.concurrency,
            sendEpisodeContext: false,
            analyzer: analyzerOptionsOf(flags),
            analyzerChoice: flags.analyzer,
            scoring: scoringOf(flags),
            credit: creditOf(flags),
            progress: defaultStageProgress(flagNamer(command)),
            signal: interrupt.signal,
          }),
        );
        process.stderr.write(`${outcome.roundsCompleted} round(s) in ${flags.out}; metrics in ${path.join(flags.out, "metrics.jsonl")}\n`);
        if (interrupt.signal.aborted) process.exitCode = 130;
      },
    );
}

/** The loop asks for a policy synchronously; a gguf policy is loaded lazily behind a thin wrapper. */
function policyBackendSync(policy: PolicySpec, flags: PolicyFlags): ModelBackend {
  const loading = policyBackend(policy, flags);
  return {
    model: policyName(policy),
    baseUrl: endpointOf(policy).baseUrl,
    generate: async (request) => (await loading).generate(request),
  };
}
