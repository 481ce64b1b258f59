// `seedworld seed iterate`: the self-evolving SEED loop (rollout → hindsight analysis → re-scoring →
// trainer export → your trainer command → next checkpoint), resumable per round.
import path from "node:path";
import type { Command } from "commander";
import { LocalPolicyBackend, RandomPolicy } from "../agent/local-agents.js";
import type { ModelBackend } from "../agent/backend.js";
import { OpenAIBackend } from "../agent/openai-backend.js";
import { loadTemplateSet } from "../agent/prompt-templates.js";
import { DEFAULT_RETRY } from "../agent/retry.js";
import { defaultPool, scanPool } from "../eval/game-pool.js";
import { ExpertPolicy } from "../agent/local-agents.js";
import { expertFactory } from "../eval/setup.js";
import { ByteCacheLM } from "../seed/cache-lm.js";
import { DEFAULT_CREDIT } from "../seed/credit.js";
import { runIterations, type PolicyEndpoint } from "../seed/iterate.js";
import { defaultStageProgress } from "../seed/progress.js";
import { RuleAnalyzerBackend } from "../seed/rule-analyzer.js";
import { DEFAULT_SCORING } from "../seed/scoring.js";

interface IterateFlags {
  model?: string; baseUrl?: string; apiKeyEnv: string; agent: string; games?: string[]; split: string; out: string;
  rounds: string; tasksPerRound: string; groupSize: string; maxSteps: string; historyLength: string; seed: string;
  concurrency: string; trainerCmd?: string; analyzer: string; mode: string; beta: string; retokenize?: boolean;
  promptVariant: string; temperature: string; maxTokens: string;
}

const positive = (value: string, flag: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive integer (got ${value})`);
  return n;
};

function policyBackend(endpoint: PolicyEndpoint, flags: IterateFlags): ModelBackend {
  if (!endpoint.baseUrl) {
    if (endpoint.model === "random") return new LocalPolicyBackend(new RandomPolicy(Number(flags.seed)));
    if (endpoint.model === "expert") return new LocalPolicyBackend(new ExpertPolicy(expertFactory));
    throw new Error(`unknown agent "${endpoint.model}" (expert or random)`);
  }
  return new OpenAIBackend({
    model: endpoint.model, baseUrls: endpoint.baseUrl.split(",").map((u) => u.trim()).filter(Boolean),
    apiKey: process.env[flags.apiKeyEnv] ?? "", temperature: Number(flags.temperature), maxTokens: positive(flags.maxTokens, "--max-tokens"),
    logprobs: true, timeoutMs: 600_000, retry: DEFAULT_RETRY,
  });
}

export function register(program: Command): void {
  const seed = program.command("seed").description("SEED data side: group rollouts, hindsight skills, skill-augmented re-scoring, trainer export");
  seed
    .command("iterate")
    .description("run self-evolving rounds; each round writes rollouts, analyses, scores and a trainer batch, then runs --trainer-cmd (resumable)")
    .option("--model <name>", "policy model at an OpenAI-compatible endpoint")
    .option("--base-url <urls>", "policy endpoint base URL(s), comma-separated")
    .option("--api-key-env <var>", "environment variable holding the API key", "OPENAI_API_KEY")
    .option("--agent <agent>", "built-in policy when no --model is given (expert | random)", "random")
    .option("--games <paths...>", "game files, folders or $ALFWORLD_DATA roots (default: $ALFWORLD_DATA or the bundled set)")
    .option("--split <split>", "split of an ALFWorld data root", "train")
    .option("--out <dir>", "output folder (round_NNNN/ folders and metrics.jsonl)", "seed_runs")
    .option("--rounds <n>", "rounds", "1")
    .option("--tasks-per-round <n>", "games per round", "16")
    .option("--group-size <n>", "trajectories per game (GRPO group)", "8")
    .option("--max-steps <n>", "step cap per episode", "50")
    .option("--history-length <n>", "history pairs in the prompt", "2")
    .option("--seed <n>", "game choice and agent seed", "0")
    .option("--concurrency <n>", "episodes in flight", "8")
    .option("--trainer-cmd <command>", "shell command run after each export (gets SEED_EXPORT_PARQUET, SEED_NEXT_ENDPOINT_FILE, ... in its environment)")
    .option("--analyzer <which>", "policy (SEED: the policy analyzes its own trajectories) or rules (offline rule analyzer)", "policy")
    .option("--mode <mode>", "opd (Δ through the OPD loss) or additive (A + w·Δ)", "opd")
    .option("--beta <β>", "gate sharpness in g = σ(βΔ)", "5")
    .option("--retokenize", "allow token ids from the scorer's tokenizer when the policy backend returns none")
    .option("--prompt-variant <name|file>", "template set (verl, skill0, or a JSON file)", "verl")
    .option("--temperature <t>", "sampling temperature", "1")
    .option("--max-tokens <n>", "max completion tokens", "512")
    .action(async (flags: IterateFlags) => {
      if (flags.model && !flags.baseUrl) throw new Error("--model needs --base-url");
      if (flags.mode !== "opd" && flags.mode !== "additive") throw new Error(`--mode must be opd or additive (got ${flags.mode})`);
      const pool = flags.games ? scanPool(flags.games, { split: flags.split }) : await defaultPool({ split: flags.split });
      if (pool.games.length === 0) throw new Error(`no games found in ${pool.source}`);
      const endpoint: PolicyEndpoint = flags.model ? { baseUrl: flags.baseUrl!, model: flags.model } : { baseUrl: "", model: flags.agent };
      const progress = defaultStageProgress();
      const controller = new AbortController();
      process.once("SIGINT", () => controller.abort());
      const outcome = await runIterations({
        outDir: path.resolve(flags.out), rounds: positive(flags.rounds, "--rounds"), endpoint,
        policyFor: (e) => policyBackend(e, flags),
        analyzerFor: (_e, policy) => (flags.analyzer === "rules" ? new RuleAnalyzerBackend() : policy),
        // The offline scorer: an exact byte-level cache LM over the same prompts (checks the data path).
        scorerFor: async () => new ByteCacheLM(),
        trainerCommand: flags.trainerCmd ?? null, pool: pool.games,
        tasksPerRound: positive(flags.tasksPerRound, "--tasks-per-round"), groupSize: positive(flags.groupSize, "--group-size"),
        maxSteps: positive(flags.maxSteps, "--max-steps"), historyLength: Number(flags.historyLength), templates: loadTemplateSet(flags.promptVariant),
        projection: "skill0", seed: Number(flags.seed), concurrency: positive(flags.concurrency, "--concurrency"), sendEpisodeContext: false,
        analyzer: { attempts: 2, concurrency: 8 }, scoring: { ...DEFAULT_SCORING, retokenize: flags.retokenize ?? !flags.model },
        credit: { ...DEFAULT_CREDIT, mode: flags.mode, betaOpd: Number(flags.beta) }, progress, signal: controller.signal,
      });
      process.stderr.write(`${outcome.roundsCompleted} round(s) in ${flags.out}; metrics in ${path.join(flags.out, "metrics.jsonl")}\n`);
    });
}
