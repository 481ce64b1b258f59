// The self-evolving loop (zhangdw156/SEED docs/gigpo/seed_algorithm_technical_note.md §4,
// in code verl/trainer/ppo/ray_trainer.py): each round rolls out the current policy, has the
// analyzer write hindsight skills, re-scores the sampled tokens with and without them, exports the
// trainer batch, runs the user's trainer command and moves on to the checkpoint it names. Every
// stage writes one file atomically and a finished round is recorded, so a rerun resumes at the
// first missing stage of the first unfinished round. metrics.jsonl gets one {"step","metrics"}
// line per round, the shape of the data set's training logs.
import { commaList } from "../platform/lists.js";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { ModelBackend } from "../agent/backend.js";
import type { TemplateSet } from "../agent/prompt-templates.js";
import type { ProjectionVariant } from "../agent/projection.js";
import { CompiledGames, type CatalogGame } from "../games/catalog.js";
import { analyzeTrajectories, type AnalyzerOptions } from "./analyzer.js";
import type { CreditConfig } from "./credit.js";
import { buildExport, writeExport } from "./export.js";
import { analysisWorkersMetric } from "./metrics.js";
import { writeFileAtomic } from "../formats/atomic.js";
import { readJson, readTextSync } from "../formats/json.js";
import { readJsonlStrict, writeJsonl } from "../formats/jsonl.js";
import type { StageProgress } from "../platform/progress.js";
import { runGroupRollouts, selectGames } from "./rollout.js";
import type { SeedScorer } from "./scorer.js";
import { scoreTrajectories, type ScoringOptions } from "./scoring.js";
import type { Analysis, StepScores, Trajectory } from "./types.js";
import {
  ALL_SKILL_FILES,
  generalSkillCount,
  scheduledSkillContext,
  topKAt,
  withdrawSkillFiles,
  type PhaseRule,
} from "../skills/skillzero.js";
import { redactUrl } from "../agent/redact.js";
import { runLogged } from "../platform/child.js";
import { BadFileError, errorMessage, ownName, SeedworldError } from "../platform/errors.js";
import { endpointOf, specOfEndpoint, type PolicyEndpoint, type PolicySpec } from "../agent/policies.js";

/** Who writes a round's hindsight skills: the policy (SEED), the rule analyzer, or the policy with the rule analyzer
 * where its analysis is not valid. */
export type AnalyzerChoice = "policy" | "rules" | "policy+rules";

export interface IterateConfig {
  outDir: string;
  rounds: number;
  /** The first round's policy; a trainer command names each next one (next_endpoint.json). */
  policy: PolicySpec;
  /**
   * `policy` already serves the weights the last completed round handed on (a server that takes the
   * updates in process and was restarted from them, as `seed learn`'s): a resumed or extended run
   * goes on with it, not with the endpoints the finished rounds recorded, which may be gone.
   */
  policyIsCurrent?: boolean;
  policyFor(policy: PolicySpec): ModelBackend;
  /** The analyzer for a round: SEED uses the current policy itself. */
  analyzerFor(policy: PolicySpec, backend: ModelBackend): ModelBackend;
  /** Analyses trajectories whose analysis by `analyzerFor` was not valid (counted per round); none by default. */
  fallbackAnalyzer?: ModelBackend;
  scorerFor(policy: PolicySpec): Promise<SeedScorer>;
  /** Shell command run after each export; null = data only (the loop stays on one endpoint). */
  trainerCommand: string | null;
  pool: readonly CatalogGame[];
  tasksPerRound: number;
  groupSize: number;
  maxSteps: number;
  historyLength: number;
  templates: TemplateSet;
  projection: ProjectionVariant;
  seed: number;
  concurrency: number;
  sendEpisodeContext: boolean;
  /** SkillZero/Skill0 curriculum: the rollout prompts' `{skill_context}` under a scheduled global top-k. */
  skillCurriculum?: SkillCurriculum;
  analyzer: AnalyzerOptions;
  /** Who analyses the round's trajectories (default `policy`, SEED's policy_vllm): decides how
   * `seed/analysis_num_workers` is logged, and whether the policy's own analyses are counted at all. */
  analyzerChoice?: AnalyzerChoice;
  scoring: ScoringOptions;
  credit: CreditConfig;
  progress: StageProgress;
  signal?: AbortSignal;
}

export interface SkillCurriculum {
  /** SkillZero sections (`GENERAL SKILLS`, `TASK: <name>`). */
  sections: ReadonlyMap<string, string>;
  /** GLOBAL_TOP_K_SCHEDULE; null = every general skill every round. */
  schedule: readonly number[] | null;
  rule: PhaseRule;
  /** SkillZero's validation-driven withdrawal: every `every` rounds, validation games played with and without skills. */
  validation?: { every: number; games: readonly CatalogGame[]; maxSet: number };
}

/** Round r is training step r + 1; the general skills shown (scheduled top-k, at most all) and each game's `{skill_context}`. */
export function roundSkills(
  curriculum: SkillCurriculum,
  round: number,
  activeFiles: readonly string[] = ALL_SKILL_FILES,
): { topK: number; contextFor: (game: CatalogGame) => string } {
  const available = generalSkillCount(curriculum.sections);
  const topK = curriculum.schedule ? Math.min(available, topKAt(curriculum.schedule, round + 1, curriculum.rule)) : available;
  const active = new Set(activeFiles);
  return { topK, contextFor: (game) => scheduledSkillContext(curriculum.sections, game.taskType ?? game.gamefile, topK, active) };
}

/** Success rate per task type of a set of trajectories. */
function successByTask(trajectories: readonly Trajectory[]): Record<string, number> {
  const tally = new Map<string, { won: number; played: number }>();
  for (const t of trajectories) {
    const entry = tally.get(t.taskType ?? "unknown") ?? { won: 0, played: 0 };
    entry.won += t.won ? 1 : 0;
    entry.played += 1;
    tally.set(t.taskType ?? "unknown", entry);
  }
  return Object.fromEntries([...tally].map(([task, { won, played }]) => [task, won / played]));
}

const meanOf = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** round.json: the policies as files name them (PolicyEndpoint), without credentials. */
interface RoundFile {
  round: number;
  endpoint: PolicyEndpoint;
  next_endpoint: PolicyEndpoint | null;
  timing_s: Record<string, number>;
  completed: boolean;
  active_skill_files?: string[];
  active_skill_files_after?: string[];
}

interface RoundRecord {
  round: number;
  policy: PolicySpec;
  nextPolicy: PolicySpec | null;
  timing_s: Record<string, number>;
  completed: boolean;
  /** Skill files in force during this round and, after a validation, for the next ones. */
  active_skill_files?: string[];
  active_skill_files_after?: string[];
}

export const roundDir = (outDir: string, round: number) => path.join(outDir, `round_${String(round).padStart(4, "0")}`);
/** The round a folder name `roundDir` makes holds (round_0003: 3); null for any other name. */
export function parseRoundDir(name: string): number | null {
  const match = /^round_(\d{4})$/.exec(name);
  return match ? Number(match[1]) : null;
}
const roundFile = (dir: string) => path.join(dir, "round.json");
export const METRICS_FILE = "metrics.jsonl";

/** A policy as written to disk: URL credentials and secret query values removed. */
const shownEndpoint = (policy: PolicySpec): PolicyEndpoint => {
  const endpoint = endpointOf(policy);
  return { ...endpoint, baseUrl: shownUrls(endpoint.baseUrl) };
};
const sameEndpoint = (a: PolicyEndpoint, b: PolicyEndpoint) => a.baseUrl === b.baseUrl && a.model === b.model;
/** Keys come from the environment variable the caller's policy names, never from a file. */
const apiKeyEnvOf = (policy: PolicySpec) => (policy.kind === "openai" ? policy.apiKeyEnv : undefined);
const shownUrls = (baseUrl: string) => (baseUrl.includes("://") ? commaList(baseUrl).map(redactUrl).join(",") : baseUrl);

/**
 * The round's record; round.json holds endpoints without credentials, so the live ones come from
 * the caller (this round's) and from the trainer's next_endpoint.json (the next round's).
 */
function readRound(dir: string, round: number, policy: PolicySpec): RoundRecord {
  if (!existsSync(roundFile(dir))) return { round, policy, nextPolicy: null, timing_s: {}, completed: false };
  const { endpoint, next_endpoint, ...rest } = readJson<RoundFile>(roundFile(dir));
  const live = (recorded: PolicyEndpoint) =>
    sameEndpoint(shownEndpoint(policy), recorded) ? policy : specOfEndpoint(recorded, apiKeyEnvOf(policy));
  // A round left unfinished is resumed against the policy where the caller says it is now: the
  // server it began with may be gone (seed learn restarts it on a new port after a kill).
  return {
    ...rest,
    policy: rest.completed ? live(endpoint) : policy,
    nextPolicy: next_endpoint ? readNextPolicy(dir, live(next_endpoint)) : null,
  };
}

const saveRound = (dir: string, { round, policy, nextPolicy, ...rest }: RoundRecord) => {
  const file: RoundFile = { round, endpoint: shownEndpoint(policy), next_endpoint: nextPolicy && shownEndpoint(nextPolicy), ...rest };
  writeFileAtomic(roundFile(dir), JSON.stringify(file, null, 2) + "\n");
};

async function timed<T>(record: RoundRecord, key: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await run();
  record.timing_s[key] = (performance.now() - started) / 1000;
  return value;
}

/** Run the stage unless its output file is already there (then read it back). */
async function stage<T>(file: string, run: () => Promise<T[]>): Promise<T[]> {
  if (existsSync(file)) return readJsonlStrict<T>(file);
  const values = await run();
  writeJsonl(file, values);
  return values;
}

async function runTrainer(command: string, env: Record<string, string>, logFile: string, signal?: AbortSignal): Promise<void> {
  const code = await runLogged(command, [], { shell: true, env: { ...process.env, ...env }, signal }, logFile);
  if (code !== 0) throw new SeedworldError("CHILD_FAILED", `trainer command exited with ${code} (see ${logFile})`);
}

/** The policy the trainer command names for the next round (next_endpoint.json), else the current one. */
function readNextPolicy(dir: string, current: PolicySpec): PolicySpec {
  const file = path.join(dir, "next_endpoint.json");
  if (!existsSync(file)) return current;
  const value = readJson<{ base_url?: unknown; model?: unknown }>(file);
  if (typeof value.base_url !== "string" || typeof value.model !== "string")
    throw new BadFileError(file, `expected {"base_url": "...", "model": "..."} (the trainer command writes it)`);
  try {
    return specOfEndpoint({ baseUrl: value.base_url, model: value.model }, apiKeyEnvOf(current));
  } catch (error) {
    throw new BadFileError(file, errorMessage(error));
  }
}

function trainerMetrics(dir: string): Record<string, number> {
  const file = path.join(dir, "trainer_metrics.json");
  if (!existsSync(file)) return {};
  const value = readJson<Record<string, unknown>>(file);
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "number")) as Record<string, number>;
}

/** Append the round's line unless a line for that step is already there (a crash after the append). */
function appendMetrics(outDir: string, step: number, metrics: Record<string, number>): void {
  const file = path.join(outDir, METRICS_FILE);
  if (!existsSync(file)) return writeFileAtomic(file, `${JSON.stringify({ step, metrics })}\n`);
  if (readJsonlStrict<{ step?: number }>(file).some((line) => line.step === step)) return;
  // The lines already there are kept byte for byte.
  writeFileAtomic(file, `${readTextSync(file).replace(/\n?$/, "\n")}${JSON.stringify({ step, metrics })}\n`);
}

/** What every rollout of a round shares: the policy, the prompt settings and the round's seed. */
function rolloutSettings(config: IterateConfig, round: number, policy: ModelBackend, cache: CompiledGames) {
  return {
    maxSteps: config.maxSteps,
    historyLength: config.historyLength,
    templates: config.templates,
    projection: config.projection,
    backend: policy,
    cache,
    concurrency: config.concurrency,
    seed: config.seed,
    round,
    sendEpisodeContext: config.sendEpisodeContext,
    progress: config.progress,
    signal: config.signal,
  };
}

interface RoundEnd {
  policy: PolicySpec;
  /** The skill files in force for the next round. */
  activeFiles: readonly string[];
}

async function runRound(
  config: IterateConfig,
  round: number,
  current: PolicySpec,
  activeFiles: readonly string[],
  cache: CompiledGames,
): Promise<RoundEnd> {
  const dir = roundDir(config.outDir, round);
  mkdirSync(dir, { recursive: true });
  const record = readRound(dir, round, current);
  if (record.completed) {
    const handedOn = config.policyIsCurrent ? current : (record.nextPolicy ?? record.policy);
    return { policy: handedOn, activeFiles: record.active_skill_files_after ?? activeFiles };
  }
  if (config.skillCurriculum) record.active_skill_files = [...activeFiles];
  saveRound(dir, record);
  const policy = config.policyFor(record.policy);
  const games = selectGames(config.pool, config.tasksPerRound, config.seed, round);
  const skills = config.skillCurriculum ? roundSkills(config.skillCurriculum, round, activeFiles) : null;
  const trajectories = await stage<Trajectory>(path.join(dir, "rollouts.jsonl"), () =>
    timed(record, "timing_s/gen", () =>
      runGroupRollouts({
        ...rolloutSettings(config, round, policy, cache),
        games,
        groupSize: config.groupSize,
        skillContextFor: skills?.contextFor,
      }),
    ),
  );
  const analyses = await stage<Analysis>(path.join(dir, "analyses.jsonl"), () =>
    timed(record, "timing_s/seed_analysis", () =>
      analyzeTrajectories(
        trajectories,
        config.analyzerFor(record.policy, policy),
        {
          ...config.analyzer,
          progress: config.progress,
          signal: config.signal,
        },
        config.fallbackAnalyzer,
      ),
    ),
  );
  warnIfNoTeacher(config, round, analyses);
  reportFallbacks(config, round, analyses);
  const scorer = await config.scorerFor(record.policy);
  let scored = trajectories;
  const scores = await stage<StepScores>(path.join(dir, "scores.jsonl"), () =>
    timed(record, "timing_s/teacher_forward", async () => {
      const result = await scoreTrajectories(trajectories, analyses, scorer, {
        ...config.scoring,
        progress: config.progress,
        signal: config.signal,
      });
      scored = result.trajectories;
      return result.scores;
    }),
  );
  if (scored === trajectories) scored = withScoredIds(trajectories, scores);
  const exportDir = path.join(dir, "export");
  const analyzerChoice = config.analyzerChoice ?? "policy";
  const result = buildExport({
    trajectories: scored,
    analyses,
    scores,
    credit: config.credit,
    tokenizer: scorer.tokenizer ?? scorer.model,
    analyzerWorkers: analysisWorkersMetric(analyzerChoice === "policy", config.analyzer.concurrency, analyses.length),
    policyAnalyzes: analyzerChoice !== "rules",
  });
  const files = writeExport(exportDir, result, config.credit);
  let next = record.policy;
  if (config.trainerCommand) {
    await timed(record, "timing_s/update_actor", () =>
      runTrainer(
        config.trainerCommand!,
        {
          SEED_ROUND: String(round),
          SEED_ROUND_DIR: dir,
          SEED_EXPORT_PARQUET: files.parquet,
          SEED_EXPORT_JSONL: files.jsonl,
          SEED_POLICY_BASE_URL: endpointOf(record.policy).baseUrl,
          SEED_POLICY_MODEL: endpointOf(record.policy).model,
          SEED_NEXT_ENDPOINT_FILE: path.join(dir, "next_endpoint.json"),
          SEED_TRAINER_METRICS_FILE: path.join(dir, "trainer_metrics.json"),
        },
        path.join(dir, "trainer.log"),
        config.signal,
      ),
    );
    next = readNextPolicy(dir, record.policy);
  }
  const validation = await validateSkills(config, round, dir, policy, cache, activeFiles);
  const activeAfter = validation?.activeAfter ?? activeFiles;
  const timing = record.timing_s;
  appendMetrics(config.outDir, round + 1, {
    ...result.metrics,
    ...(skills ? { "seed/skill_context/global_top_k": skills.topK, "seed/skill_context/active_files": activeFiles.length } : {}),
    ...(validation?.metrics ?? {}),
    ...trainerMetrics(dir),
    ...timing,
    "timing_s/step": Object.values(timing).reduce((a, b) => a + b, 0),
    "training/global_step": round + 1,
  });
  record.nextPolicy = next;
  if (config.skillCurriculum) record.active_skill_files_after = [...activeAfter];
  record.completed = true;
  saveRound(dir, record);
  return { policy: next, activeFiles: activeAfter };
}

/**
 * SkillZero's withdrawal, on its validation rounds: the validation games played once with the
 * current skills and once without (greedy or not, as the policy samples), success per task type,
 * and `withdrawSkillFiles` keeps general skills plus the files that helped, best first. Each pass
 * is a stage file, so a crashed round resumes without replaying it.
 */
async function validateSkills(
  config: IterateConfig,
  round: number,
  dir: string,
  policy: ModelBackend,
  cache: CompiledGames,
  activeFiles: readonly string[],
): Promise<{ activeAfter: string[]; metrics: Record<string, number> } | null> {
  const curriculum = config.skillCurriculum;
  const validation = curriculum?.validation;
  if (!curriculum || !validation || (round + 1) % validation.every !== 0) return null;
  const skills = roundSkills(curriculum, round, activeFiles);
  const pass = (file: string, contextFor: ((game: CatalogGame) => string) | undefined) =>
    stage<Trajectory>(path.join(dir, file), () =>
      runGroupRollouts({
        ...rolloutSettings(config, round, policy, cache),
        games: validation.games,
        groupSize: 1,
        skillContextFor: contextFor,
      }),
    );
  const withSkills = successByTask(await pass("validation_with_skills.jsonl", skills.contextFor));
  const withoutSkills = successByTask(await pass("validation_without_skills.jsonl", () => ""));
  const activeAfter = withdrawSkillFiles(withSkills, withoutSkills, validation.maxSet);
  return {
    activeAfter,
    metrics: {
      "val/skills/success_with": meanOf(Object.values(withSkills)),
      "val/skills/success_without": meanOf(Object.values(withoutSkills)),
      "val/skills/active_files_after": activeAfter.length,
    },
  };
}

/** A round without any accepted skill has no OPD signal (seed/teacher_available 0): say so, it is easy to miss in the metrics. */
function warnIfNoTeacher(config: IterateConfig, round: number, analyses: readonly Analysis[]): void {
  if (!config.scoring.teacher || analyses.length === 0 || analyses.some((a) => a.parseOk && a.episodeSkill)) return;
  const n = config.progress.settingNames ?? ownName;
  config.progress.log(
    `warning: round ${round}: none of the ${analyses.length} analyses gave a valid skill, so this round has no teacher signal ` +
      `(seed/teacher_available 0; see analyses.jsonl, or add a fallback analyzer with ${n("analyzer")} policy+rules)`,
  );
}

/** Where the fallback analyzer stood in for the policy, say how often and why: the policy is meant to be its own analyzer. */
function reportFallbacks(config: IterateConfig, round: number, analyses: readonly Analysis[]): void {
  const fallbacks = analyses.filter((a) => a.fallback);
  if (fallbacks.length === 0) return;
  const refused = fallbacks.filter((a) => a.policyRefused).length;
  config.progress.log(
    `round ${round}: the policy's own analysis was valid for ${analyses.length - fallbacks.length} of ${analyses.length} trajectories; ` +
      `the fallback analyzer wrote ${fallbacks.length} (${refused} prompts past the policy's context, ${fallbacks.length - refused} answers not a valid skill)`,
  );
}

/** Scores on disk already carry the ids that were scored; put them back on the steps for the export. */
export function withScoredIds(trajectories: readonly Trajectory[], scores: readonly StepScores[]): Trajectory[] {
  const byKey = new Map(scores.map((s) => [`${s.trajUid}\u0000${s.stepIndex}`, s]));
  return trajectories.map((t) => ({
    ...t,
    steps: t.steps.map((step) => {
      if (step.responseTokenIds) return step;
      const score = byKey.get(`${t.trajUid}\u0000${step.stepIndex}`);
      return score
        ? { ...step, responseTokenIds: score.responseTokenIds, tokenIdsSource: "retokenized" as const, samplingLogprobs: null }
        : step;
    }),
  }));
}

export interface IterateOutcome {
  roundsCompleted: number;
  /** The policy the last round handed on. */
  policy: PolicySpec;
}

export async function runIterations(config: IterateConfig): Promise<IterateOutcome> {
  mkdirSync(config.outDir, { recursive: true });
  const cache = new CompiledGames();
  let policy = config.policy;
  let activeFiles: readonly string[] = ALL_SKILL_FILES;
  for (let round = 0; round < config.rounds; round += 1) {
    if (config.signal?.aborted) break;
    ({ policy, activeFiles } = await runRound(config, round, policy, activeFiles, cache));
    const shown = shownEndpoint(policy);
    config.progress.log(`round ${round} done; next policy: ${shown.model}${shown.baseUrl ? ` at ${shown.baseUrl}` : ""}`);
  }
  return { roundsCompleted: config.rounds, policy };
}
