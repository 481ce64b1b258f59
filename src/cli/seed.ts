// `seedworld seed …`: the SEED data side as stages (rollout → analyze → score → export, plus the
// stage-1 SFT set) and `iterate`, the self-evolving loop over all of them with a trainer command,
// resumable per round. Long stages show a progress bar on a terminal, plain lines elsewhere.
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import { positive } from "./numbers.js";
import path from "node:path";
import { Option, type Command } from "commander";
import type { ModelBackend } from "../agent/backend.js";
import { VllmScorerPool } from "../agent/vllm-scorer.js";
import { createPolicy, GgufModels, policyName, policySpec, POLICY_DEFAULTS, type PolicySettings } from "../agent/policies.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import { ALL_SKILL_FILES, hasSkillContextSlot, parseTopKSchedule } from "../skills/skillzero.js";
import { loadSkillSections, templateSetNamed } from "../skills/skillzero-bank.js";
import { phaseRuleOf } from "./skills.js";
import type { ProjectionVariant } from "../agent/projection.js";
import { CompiledGames, openCatalog } from "../games/catalog.js";
import { catalogGames } from "./game-inputs.js";
import { analyzeTrajectories, DEFAULT_ANALYZER, type AnalyzerOptions } from "../seed/analyzer.js";
import { ByteCacheLM } from "../seed/cache-lm.js";
import { DEFAULT_CREDIT, type CreditConfig } from "../seed/credit.js";
import { buildExport, writeExport } from "../seed/export.js";
import { readJsonlStrict, writeJsonl } from "../formats/jsonl.js";
import { runIterations, withScoredIds, type PolicyEndpoint, type SkillCurriculum } from "../seed/iterate.js";
import { defaultStageProgress } from "../platform/progress.js";
import { runGroupRollouts, selectGames } from "../seed/rollout.js";
import { RuleAnalyzerBackend } from "../seed/rule-analyzer.js";
import { requireScorer, type SeedScorer } from "../seed/scorer.js";
import { DEFAULT_SCORING, scoreTrajectories } from "../seed/scoring.js";
import { buildSftRecords, writeSftDataset } from "../seed/sft.js";
import type { Analysis, StepScores, Trajectory } from "../seed/types.js";

interface PolicyFlags {
  model?: string;
  baseUrl?: string;
  modelFile?: string;
  apiKeyEnv: string;
  agent?: string;
  seed: string;
  temperature: string;
  maxTokens: string;
  requestTokenIds: boolean;
}
interface GameFlags {
  games?: string[];
  split: string;
  tasksPerRound: string;
  groupSize: string;
  maxSteps: string;
  historyLength: string;
  concurrency: string;
  promptVariant: string;
  projection: string;
}
interface ScorerFlags {
  scorer: string;
  scorerModel?: string;
  batchSize: string;
  retokenize?: boolean;
}
interface CreditFlags {
  mode: string;
  beta: string;
  lambda: string;
  groupStats: string;
  additiveWeight: string;
}

/** One GGUF model per process: policy and scorer share it when both name the same file. */
const ggufModels = new GgufModels();

/** vLLM's request field: with `logprobs`, each token comes back as "token_id:<id>", the ids SEED re-scores. */
export const TOKEN_IDS_REQUEST = { return_tokens_as_token_ids: true } as const;

function policySettings(flags: PolicyFlags): PolicySettings {
  return {
    seed: Number(flags.seed),
    temperature: Number(flags.temperature),
    maxTokens: positive(flags.maxTokens, "--max-tokens"),
    timeoutS: POLICY_DEFAULTS.timeoutS,
    maxAttempts: POLICY_DEFAULTS.maxAttempts,
    retryBaseMs: POLICY_DEFAULTS.retryBaseMs,
    logprobs: true,
    // Only endpoint policies read extraBody; in-process GGUF policies return their ids anyway.
    extraBody: flags.requestTokenIds === false ? undefined : { ...TOKEN_IDS_REQUEST },
  };
}

function endpointOf(flags: PolicyFlags): PolicyEndpoint {
  const spec = policySpec(flags, "random");
  if (spec.kind === "gguf") return { baseUrl: `gguf:${spec.file}`, model: policyName(spec) };
  if (spec.kind === "openai") return { baseUrl: spec.baseUrls.join(","), model: spec.model };
  return { baseUrl: "", model: spec.kind };
}

/** A policy endpoint is an OpenAI-compatible URL, a `gguf:<file>` (in process), or "" for a built-in agent. */
function policyBackend(endpoint: PolicyEndpoint, flags: PolicyFlags): Promise<ModelBackend> {
  const spec = endpoint.baseUrl.startsWith("gguf:")
    ? policySpec({ modelFile: endpoint.baseUrl.slice(5) }, "random")
    : policySpec(
        endpoint.baseUrl ? { model: endpoint.model, baseUrl: endpoint.baseUrl, apiKeyEnv: flags.apiKeyEnv } : { agent: endpoint.model },
        "random",
      );
  return createPolicy(spec, policySettings(flags), ggufModels);
}

/**
 * `auto`: the policy's own weights when they are in process (gguf), the policy's server as a vLLM
 * scorer when it is an endpoint, the byte cache LM for the built-in agents. Explicit choices:
 * `cache-lm`, `gguf:<file>`, `vllm` (the policy's server) or `vllm:<url>`.
 */
async function scorerFor(spec: string, endpoint: PolicyEndpoint, flags: PolicyFlags & ScorerFlags): Promise<SeedScorer> {
  let choice = spec;
  if (choice === "auto") choice = endpoint.baseUrl.startsWith("gguf:") ? endpoint.baseUrl : endpoint.baseUrl ? "vllm" : "cache-lm";
  if (choice === "cache-lm") return requireScorer(new ByteCacheLM(), "cache-lm");
  if (choice.startsWith("gguf:")) return requireScorer(await ggufModels.load(choice.slice(5), policySettings(flags)), choice);
  if (choice === "vllm" || choice.startsWith("vllm:")) {
    // Every endpoint of the policy (or of vllm:<urls>) scores: the pool sends each call to the least busy one.
    const baseUrls = (choice === "vllm" ? endpoint.baseUrl : choice.slice(5))
      .split(",")
      .map((url) => url.trim())
      .filter(Boolean);
    if (baseUrls.length === 0 || baseUrls.some((url) => url.startsWith("gguf:")))
      throw new Error("--scorer vllm needs the policy at an HTTP endpoint (or use vllm:<url>[,<url>...])");
    return requireScorer(
      new VllmScorerPool(baseUrls, { model: flags.scorerModel ?? endpoint.model, apiKey: process.env[flags.apiKeyEnv] }),
      choice,
    );
  }
  throw new Error(`unknown --scorer "${spec}" (auto, cache-lm, gguf:<file>, vllm, vllm:<url>)`);
}

function creditOf(flags: CreditFlags): CreditConfig {
  if (flags.mode !== "opd" && flags.mode !== "additive") throw new Error(`--mode must be opd or additive (got ${flags.mode})`);
  if (flags.groupStats !== "rows" && flags.groupStats !== "trajectories")
    throw new Error(`--group-stats must be rows or trajectories (got ${flags.groupStats})`);
  return {
    ...DEFAULT_CREDIT,
    mode: flags.mode,
    betaOpd: Number(flags.beta),
    lambdaOpd: Number(flags.lambda),
    groupStats: flags.groupStats,
    additiveWeight: Number(flags.additiveWeight),
  };
}

async function poolOf(flags: GameFlags) {
  const pool = await openCatalog(flags.games, { split: flags.split });
  catalogGames(pool);
  return pool;
}

interface SkillFlags {
  skills?: string;
  skillValidateEvery?: string;
  skillValidationSplit: string;
  skillValidationGames: string;
  skillMaxSet?: string;
  games?: string[];
  seed: string;
  skillSchedule?: string;
  skillPhase: string;
  skillTotalSteps?: string;
  skillTestFreq: string;
  promptVariant: string;
  rounds: string;
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
    )
    .option(
      "--skill-phase <rule>",
      "skill0 (ceil(total/len) rounds per entry, Skill0) or test-freq (--skill-test-freq rounds per entry)",
      "skill0",
    )
    .option("--skill-total-steps <n>", "training steps the schedule spans (default: --rounds)")
    .option(
      "--skill-validate-every <n>",
      "SkillZero's withdrawal: every n rounds play the validation games with and without skills and keep the skill files that helped",
    )
    .option("--skill-validation-split <split>", "split the validation games come from", "valid_seen")
    .option("--skill-validation-games <n>", "validation games per withdrawal check", "12")
    .option("--skill-max-set <n>", "skill files kept at most, general skills included (SkillZero's max set; default all)")
    .option("--skill-test-freq <n>", "rounds per entry under --skill-phase test-freq", "1");
}

/** The curriculum with SkillZero's validation-driven withdrawal when `--skill-validate-every` asks for it. */
async function withValidation(curriculum: SkillCurriculum | undefined, flags: SkillFlags): Promise<SkillCurriculum | undefined> {
  if (!flags.skillValidateEvery) return curriculum;
  if (!curriculum) throw new Error("--skill-validate-every needs --skills (the skills it withdraws)");
  const catalog = await openCatalog(flags.games, { split: flags.skillValidationSplit });
  const count = positive(flags.skillValidationGames, "--skill-validation-games");
  const games = selectGames(catalog.games, count, Number(flags.seed), -1);
  const maxSet = flags.skillMaxSet ? positive(flags.skillMaxSet, "--skill-max-set") : ALL_SKILL_FILES.length;
  return { ...curriculum, validation: { every: positive(flags.skillValidateEvery, "--skill-validate-every"), games, maxSet } };
}

/** The curriculum of `--skills` / `--skill-schedule`, or none; refuses a template without the slot. */
function skillCurriculumOf(flags: SkillFlags, templates: TemplateSet): SkillCurriculum | undefined {
  if (!flags.skills) {
    if (flags.skillSchedule) throw new Error("--skill-schedule needs --skills (the skills it schedules)");
    return undefined;
  }
  if (!hasSkillContextSlot(templates))
    throw new Error(`--skills needs a template with {skill_context} (--prompt-variant skillzero); ${templates.name} has none`);
  const total = flags.skillTotalSteps ? positive(flags.skillTotalSteps, "--skill-total-steps") : positive(flags.rounds, "--rounds");
  const rule = phaseRuleOf(flags.skillPhase, total, positive(flags.skillTestFreq, "--skill-test-freq"), "--skill-phase");
  const schedule = flags.skillSchedule ? parseTopKSchedule(flags.skillSchedule) : null;
  return { sections: loadSkillSections(flags.skills, "--skills"), schedule, rule };
}

const projectionOf = (value: string): ProjectionVariant => {
  if (value !== "strict" && value !== "skill0") throw new Error(`--projection must be strict or skill0 (got ${value})`);
  return value;
};

function addPolicyOptions(command: Command): Command {
  return command
    .option("--model <name>", "policy model at an OpenAI-compatible endpoint (vLLM, SGLang, llama.cpp, seedworld serve)")
    .option("--base-url <urls>", "policy endpoint base URL(s), comma-separated")
    .option("--model-file <gguf>", "policy in process: a GGUF model through node-llama-cpp (exact token ids and log-probs)")
    .option("--api-key-env <var>", "environment variable holding the API key", POLICY_DEFAULTS.apiKeyEnv)
    .option("--agent <agent>", "built-in policy when no model is given (expert | random; default random)")
    .option("--seed <n>", "game choice and agent seed", "0")
    .option("--temperature <t>", "sampling temperature", "1")
    .option("--max-tokens <n>", "max completion tokens", String(POLICY_DEFAULTS.maxTokens))
    .option(
      "--no-request-token-ids",
      "do not ask an endpoint policy for token ids (vLLM's return_tokens_as_token_ids; needed by SEED's re-scoring unless --retokenize)",
    );
}

function addGameOptions(command: Command): Command {
  return command
    .option("--games <paths...>", "game files, folders or $ALFWORLD_DATA roots (default: $ALFWORLD_DATA or the bundled set)")
    .option("--split <split>", "split of an ALFWorld data root", "train")
    .option("--tasks-per-round <n>", "games per round", "16")
    .option("--group-size <n>", "trajectories per game (GRPO group)", "8")
    .option("--max-steps <n>", "step cap per episode", String(DEFAULT_MAX_STEPS))
    .option("--history-length <n>", "history pairs in the prompt", "2")
    .option("--concurrency <n>", "episodes in flight", "8")
    .option(
      "--prompt-variant <name|file>",
      "template set (verl: SEED's own verl-agent text, skillzero: verl-agent with SkillZero's {skill_context}, skill0, or a JSON file)",
      "verl",
    )
    .option(
      "--projection <variant>",
      "strict (verl-agent/SEED training: tags required, admissibility unchecked) or skill0 (lenient)",
      "strict",
    );
}

function addScorerOptions(command: Command): Command {
  return command
    .option("--scorer <spec>", "auto | cache-lm | gguf:<file> | vllm (all the policy's servers) | vllm:<url>[,<url>...]", "auto")
    .option("--scorer-model <name>", "model name at the vLLM scorer (default: the policy's)")
    .option("--batch-size <n>", "scoring requests per batch", "16")
    .option("--retokenize", "allow token ids from the scorer's tokenizer when the policy returned none");
}

function addCreditOptions(command: Command): Command {
  return command
    .option("--mode <mode>", "opd (Δ through the OPD loss) or additive (A + w·Δ)", "opd")
    .option("--beta <β>", "gate sharpness in g = σ(βΔ)", "5")
    .option("--lambda <λ>", "OPD loss weight recorded for the trainer", "0.01")
    .option("--group-stats <which>", "rows (verl-agent: statistics over step rows) or trajectories", "rows")
    .option("--additive-weight <w>", "w in A + w·Δ (additive mode)", "0.001");
}

interface AnalyzerFlags {
  analyzerTemperature: string;
  analyzerMaxTokens: string;
  analyzerAttempts: string;
  analyzerCheck: string;
  analyzerConcurrency: string;
}

/** SEED's analyzer settings (policy_vllm: greedy, 4,096 tokens, one pass, non-empty check) as flag defaults. */
function addAnalyzerOptions(command: Command): Command {
  return command
    .option("--analyzer-temperature <t>", "analyzer sampling temperature (SEED: 0, greedy)", String(DEFAULT_ANALYZER.temperature))
    .option(
      "--analyzer-max-tokens <n>",
      "analyzer completion tokens (SEED analysis_max_completion_tokens: 4096)",
      String(DEFAULT_ANALYZER.maxTokens),
    )
    .option(
      "--analyzer-attempts <n>",
      "attempts per trajectory; 1 = SEED's single pass, 2 adds the repair retry of SEED's external analyzer",
      String(DEFAULT_ANALYZER.attempts),
    )
    .option(
      "--analyzer-check <check>",
      "non-empty (SEED's policy analyzer) or non-trivial (≥ 5 words, SEED's external analyzer)",
      DEFAULT_ANALYZER.check,
    )
    .option("--analyzer-concurrency <n>", "analyzer calls in flight", String(DEFAULT_ANALYZER.concurrency));
}

function analyzerOptionsOf(flags: AnalyzerFlags): AnalyzerOptions {
  const temperature = Number(flags.analyzerTemperature);
  if (!Number.isFinite(temperature) || temperature < 0)
    throw new Error(`--analyzer-temperature must be a number ≥ 0 (got ${flags.analyzerTemperature})`);
  if (flags.analyzerCheck !== "non-empty" && flags.analyzerCheck !== "non-trivial")
    throw new Error(`--analyzer-check must be non-empty or non-trivial (got ${flags.analyzerCheck})`);
  return {
    temperature,
    maxTokens: positive(flags.analyzerMaxTokens, "--analyzer-max-tokens"),
    attempts: positive(flags.analyzerAttempts, "--analyzer-attempts"),
    check: flags.analyzerCheck,
    concurrency: positive(flags.analyzerConcurrency, "--analyzer-concurrency"),
  };
}

const analyzerOf = (which: string, policy: ModelBackend): ModelBackend => {
  if (which === "rules") return new RuleAnalyzerBackend();
  if (which === "policy") return policy;
  throw new Error(`--analyzer must be policy or rules (got ${which})`);
};

export function register(program: Command): void {
  const seed = program
    .command("seed")
    .description("SEED data side: group rollouts, hindsight skills, skill-augmented re-scoring, trainer export");

  addGameOptions(
    addPolicyOptions(
      seed
        .command("rollout")
        .description("G trajectories per game with the ordinary prompt; every step's prompt, response, token ids, log-probs"),
    ),
  )
    .requiredOption("--out <file>", "rollouts JSONL (one trajectory per line)")
    .option("--round <n>", "round number used in the ids", "0")
    .option("--send-episode-context", "send {gamefile, actions} (for `seedworld serve --model expert`)")
    .action(async (flags: PolicyFlags & GameFlags & { out: string; round: string; sendEpisodeContext?: boolean }) => {
      const pool = await poolOf(flags);
      const round = Number(flags.round);
      const trajectories = await runGroupRollouts({
        games: selectGames(pool.games, positive(flags.tasksPerRound, "--tasks-per-round"), Number(flags.seed), round),
        groupSize: positive(flags.groupSize, "--group-size"),
        maxSteps: positive(flags.maxSteps, "--max-steps"),
        historyLength: Number(flags.historyLength),
        templates: templateSetNamed(flags.promptVariant),
        projection: projectionOf(flags.projection),
        backend: await policyBackend(endpointOf(flags), flags),
        cache: new CompiledGames(),
        concurrency: positive(flags.concurrency, "--concurrency"),
        seed: Number(flags.seed),
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
    .option("--analyzer <which>", "policy (the model given by the policy options analyzes) or rules (offline rule analyzer)", "policy")
    .action(async (flags: PolicyFlags & AnalyzerFlags & { rollouts: string; out: string; analyzer: string }) => {
      const trajectories = readJsonlStrict<Trajectory>(path.resolve(flags.rollouts));
      const analyzer = analyzerOf(
        flags.analyzer,
        flags.analyzer === "policy" ? await policyBackend(endpointOf(flags), flags) : new RuleAnalyzerBackend(),
      );
      const analyses = await analyzeTrajectories(trajectories, analyzer, { ...analyzerOptionsOf(flags), progress: defaultStageProgress() });
      writeJsonl(path.resolve(flags.out), analyses);
      process.stderr.write(`${analyses.filter((a) => a.episodeSkill).length}/${analyses.length} trajectories got a skill → ${flags.out}\n`);
    });

  seed
    .command("sft")
    .description("stage-1 SFT set: (analyzer prompt, JSON answer) records, seeded 90/10 split, Parquet + chat JSONL")
    .requiredOption("--rollouts <file>", "rollouts JSONL")
    .requiredOption("--analyses <file>", "analyses JSONL")
    .requiredOption("--out <dir>", "output folder")
    .option("--seed <n>", "shuffle seed", "2026")
    .option("--val-fraction <f>", "validation share", "0.1")
    .action((flags: { rollouts: string; analyses: string; out: string; seed: string; valFraction: string }) => {
      const records = buildSftRecords(
        readJsonlStrict<Trajectory>(path.resolve(flags.rollouts)),
        readJsonlStrict<Analysis>(path.resolve(flags.analyses)),
      );
      const files = writeSftDataset(path.resolve(flags.out), records, { seed: Number(flags.seed), valFraction: Number(flags.valFraction) });
      process.stdout.write(`${JSON.stringify(files, null, 2)}\n`);
    });

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
      const scorer = await scorerFor(flags.scorer, endpointOf(flags), flags);
      const result = await scoreTrajectories(
        readJsonlStrict<Trajectory>(path.resolve(flags.rollouts)),
        readJsonlStrict<Analysis>(path.resolve(flags.analyses)),
        scorer,
        {
          ...DEFAULT_SCORING,
          batchSize: positive(flags.batchSize, "--batch-size"),
          retokenize: flags.retokenize ?? false,
          progress: defaultStageProgress(),
        },
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
    .option("--rounds <n>", "rounds", "1")
    .option(
      "--trainer-cmd <command>",
      "shell command run after each export (gets SEED_EXPORT_PARQUET, SEED_NEXT_ENDPOINT_FILE, ... in its environment)",
    )
    .addOption(
      new Option("--analyzer <which>", "policy (SEED: the policy analyzes its own trajectories) or rules (offline rule analyzer)").default(
        "policy",
      ),
    )
    .action(
      async (
        flags: PolicyFlags &
          GameFlags &
          ScorerFlags &
          CreditFlags &
          AnalyzerFlags &
          SkillFlags & { out: string; trainerCmd?: string; analyzer: string },
      ) => {
        const templates = templateSetNamed(flags.promptVariant);
        const skillCurriculum = await withValidation(skillCurriculumOf(flags, templates), flags);
        const pool = await poolOf(flags);
        const controller = new AbortController();
        process.once("SIGINT", () => controller.abort());
        const outcome = await runIterations({
          outDir: path.resolve(flags.out),
          rounds: positive(flags.rounds, "--rounds"),
          endpoint: endpointOf(flags),
          policyFor: (endpoint) => policyBackendSync(endpoint, flags),
          analyzerFor: (_endpoint, policy) => analyzerOf(flags.analyzer, policy),
          scorerFor: (endpoint) => scorerFor(flags.scorer, endpoint, flags),
          trainerCommand: flags.trainerCmd ?? null,
          pool: pool.games,
          tasksPerRound: positive(flags.tasksPerRound, "--tasks-per-round"),
          groupSize: positive(flags.groupSize, "--group-size"),
          maxSteps: positive(flags.maxSteps, "--max-steps"),
          historyLength: Number(flags.historyLength),
          templates,
          skillCurriculum,
          projection: projectionOf(flags.projection),
          seed: Number(flags.seed),
          concurrency: positive(flags.concurrency, "--concurrency"),
          sendEpisodeContext: false,
          analyzer: analyzerOptionsOf(flags),
          analyzerIsPolicy: flags.analyzer === "policy",
          scoring: {
            ...DEFAULT_SCORING,
            batchSize: positive(flags.batchSize, "--batch-size"),
            retokenize: flags.retokenize ?? (!flags.model && !flags.modelFile),
          },
          credit: creditOf(flags),
          progress: defaultStageProgress(),
          signal: controller.signal,
        });
        process.stderr.write(`${outcome.roundsCompleted} round(s) in ${flags.out}; metrics in ${path.join(flags.out, "metrics.jsonl")}\n`);
      },
    );
}

/** The loop asks for a policy synchronously; a gguf policy is loaded lazily behind a thin wrapper. */
function policyBackendSync(endpoint: PolicyEndpoint, flags: PolicyFlags): ModelBackend {
  const loading = policyBackend(endpoint, flags);
  return {
    model: endpoint.model,
    baseUrl: endpoint.baseUrl,
    generate: async (request) => (await loading).generate(request),
  };
}
