// The hindsight-skill analyzer: one SEED analyzer call per trajectory (the policy itself or any
// other model behind a ModelBackend) and tolerant parsing. Defaults are SEED's `policy_vllm` path
// (SEEDc `ray_trainer.py` `_analyze_seed_episodes_with_policy_vllm`): one greedy pass (temperature
// 0, 4,096 completion tokens), a skill accepted when it is non-empty after stripping. The repair
// retry and the 5-word non-trivial check belong to SEED's external-analyzer (`openai`) path and
// are opt-in here (`attempts` > 1, `check: "non-trivial"`).
import pLimit from "p-limit";
import { ModelCallError, type ModelBackend } from "../agent/backend.js";
import {
  analyzerStepsOf,
  buildAnalyzerPrompt,
  buildRepairPrompt,
  cleanTaskDescription,
  findTaskDescription,
  outcomeLabel,
  type AnalyzerPromptForm,
} from "./analyzer-prompt.js";
import { extractJsonObject } from "./json-extract.js";
import type { StageProgress } from "../platform/progress.js";
import type { Analysis, Trajectory } from "./types.js";

/** SEEDc `_is_nontrivial_skill_text`: not only dots/punctuation, at least 5 whitespace-separated words. */
export function isNontrivialSkill(value: unknown): boolean {
  const text = String(value ?? "").trim();
  if (!text) return false;
  if (text === "..." || text === "…" || /^[\s.。…,_-]+$/.test(text)) return false;
  return text.split(/\s+/).length >= 5;
}

/** Python's str() for the values a JSON object can hold (non-strings stay visible, as upstream). */
const asText = (value: unknown) => (value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value));

export interface ParsedAnalysis {
  episodeSummary: string;
  episodeSkill: string;
}

/** "non-empty": SEED's policy_vllm acceptance (`str(episode_skill).strip()`); "non-trivial": its openai path's. */
export type SkillCheck = "non-empty" | "non-trivial";

const acceptsSkill = (skill: string, check: SkillCheck) => (check === "non-empty" ? skill.trim().length > 0 : isNontrivialSkill(skill));

/** Parse one answer; throws with the message the repair prompt quotes. */
export function parseAnalysisAnswer(answer: string, check: SkillCheck = "non-trivial"): ParsedAnalysis {
  const object = extractJsonObject(answer, "episode_skill");
  const parsed = { episodeSummary: asText(object.episode_summary), episodeSkill: asText(object.episode_skill) };
  if (!acceptsSkill(parsed.episodeSkill, check)) throw new Error("SEED analyzer response missing required field: episode_skill");
  return parsed;
}

export interface AnalyzerOptions {
  /** Total attempts including the first; 1 = SEED's single policy_vllm pass, 2 = its openai path's repair retry. */
  attempts: number;
  /** Sampling temperature of the analyzer call (SEED: 0, greedy); default DEFAULT_ANALYZER's. */
  temperature?: number;
  /** Completion-token limit of the analyzer call (SEED `analysis_max_completion_tokens`, 4,096). */
  maxTokens?: number;
  check?: SkillCheck;
  /** SEED's analyzer prompt as it is, or seedworld's compact form of it for small contexts. */
  promptForm?: AnalyzerPromptForm;
  concurrency: number;
  progress?: StageProgress;
  signal?: AbortSignal;
}

export const DEFAULT_ANALYZER = {
  attempts: 1,
  temperature: 0,
  maxTokens: 4096,
  check: "non-empty",
  promptForm: "seed",
  concurrency: 8,
} satisfies Required<Omit<AnalyzerOptions, "progress" | "signal">>;

export function analyzerPromptFor(trajectory: Trajectory, form: AnalyzerPromptForm = "seed"): string {
  const task =
    cleanTaskDescription(trajectory.taskDescription) || findTaskDescription(trajectory.steps.flatMap((s) => [s.prompt, s.anchor]));
  return buildAnalyzerPrompt(
    {
      taskDescription: task,
      outcome: outcomeLabel(trajectory.won ? 1 : 0),
      steps: analyzerStepsOf(trajectory.steps),
    },
    form,
  );
}

type CallOptions = Pick<AnalyzerOptions, "attempts" | "temperature" | "maxTokens" | "check" | "promptForm" | "signal">;

export async function analyzeTrajectory(trajectory: Trajectory, analyzer: ModelBackend, options: CallOptions): Promise<Analysis> {
  const prompt = analyzerPromptFor(trajectory, options.promptForm ?? DEFAULT_ANALYZER.promptForm);
  const answers: string[] = [];
  let error: string | null = null;
  let refused = false;
  for (let attempt = 0; attempt < Math.max(1, options.attempts); attempt += 1) {
    const sent = attempt === 0 ? prompt : buildRepairPrompt(prompt, error ?? "", answers.at(-1) ?? "");
    let reply;
    try {
      reply = await analyzer.generate({
        prompt: sent,
        admissibleCommands: [],
        seedKey: `analysis:${trajectory.trajUid}:${attempt}`,
        temperature: options.temperature ?? DEFAULT_ANALYZER.temperature,
        maxTokens: options.maxTokens ?? DEFAULT_ANALYZER.maxTokens,
        signal: options.signal,
      });
    } catch (e) {
      // A request the server refuses for what it is (a long trajectory's prompt past the model's
      // context): this trajectory has no analysis, the others go on. Any other failure stops the run.
      if (!(e instanceof ModelCallError) || e.kind !== "bad-request") throw e;
      error = `the analyzer refused the request: ${e.message}`;
      refused = true;
      break;
    }
    answers.push(reply.content);
    try {
      const parsed = parseAnalysisAnswer(reply.content, options.check ?? DEFAULT_ANALYZER.check);
      return {
        trajUid: trajectory.trajUid,
        uid: trajectory.uid,
        prompt,
        answers,
        attempts: attempt + 1,
        parseOk: true,
        episodeSummary: parsed.episodeSummary,
        episodeSkill: parsed.episodeSkill.trim(),
        error: null,
      };
    } catch (e) {
      error = (e as Error).message;
    }
  }
  return {
    trajUid: trajectory.trajUid,
    uid: trajectory.uid,
    prompt,
    answers,
    attempts: answers.length,
    parseOk: false,
    episodeSummary: null,
    episodeSkill: null,
    error,
    ...(refused ? { refused } : {}),
  };
}

/**
 * Every trajectory is analysed (SEED `failed_only=False`), in input order. With `fallback`, a
 * trajectory whose analysis is not valid is analysed again by it (the rule analyzer, say) and
 * marked `fallback: true`, so the rounds can count how often the policy's own skill was missing.
 */
export async function analyzeTrajectories(
  trajectories: readonly Trajectory[],
  analyzer: ModelBackend,
  options: AnalyzerOptions,
  fallback?: ModelBackend,
): Promise<Analysis[]> {
  const limit = pLimit(Math.max(1, options.concurrency));
  options.progress?.start("analyze", trajectories.length);
  let done = 0;
  const results = await Promise.all(
    trajectories.map((trajectory) =>
      limit(async () => {
        let analysis = await analyzeTrajectory(trajectory, analyzer, options);
        if (!analysis.parseOk && fallback) {
          const second = await analyzeTrajectory(trajectory, fallback, options);
          const policy = { policyError: analysis.error, policyRefused: analysis.refused === true };
          analysis = { ...second, answers: [...analysis.answers, ...second.answers], fallback: true, ...policy };
        }
        options.progress?.update((done += 1), analysis.parseOk ? "skill" : "none");
        return analysis;
      }),
    ),
  );
  options.progress?.stop();
  return results;
}
