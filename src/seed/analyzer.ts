// The hindsight-skill analyzer: one SEED analyzer call per trajectory (the policy itself or any
// other model behind a ModelBackend), tolerant parsing, the repair retry, the non-trivial check.
import pLimit from "p-limit";
import type { ModelBackend } from "../agent/backend.js";
import { analyzerStepsOf, buildAnalyzerPrompt, buildRepairPrompt, cleanTaskDescription, findTaskDescription, outcomeLabel } from "./analyzer-prompt.js";
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

/** Parse one answer; throws with the message the repair prompt quotes. */
export function parseAnalysisAnswer(answer: string): ParsedAnalysis {
  const object = extractJsonObject(answer, "episode_skill");
  const parsed = { episodeSummary: asText(object.episode_summary), episodeSkill: asText(object.episode_skill) };
  if (!isNontrivialSkill(parsed.episodeSkill)) throw new Error("SEED analyzer response missing required field: episode_skill");
  return parsed;
}

export interface AnalyzerOptions {
  /** Total attempts including the first (SEED_ANALYSIS_PARSE_RETRIES, default 2). */
  attempts: number;
  concurrency: number;
  progress?: StageProgress;
  signal?: AbortSignal;
}

export const DEFAULT_ANALYZER: AnalyzerOptions = { attempts: 2, concurrency: 8 };

export function analyzerPromptFor(trajectory: Trajectory): string {
  const task = cleanTaskDescription(trajectory.taskDescription) || findTaskDescription(trajectory.steps.flatMap((s) => [s.prompt, s.anchor]));
  return buildAnalyzerPrompt({ taskDescription: task, outcome: outcomeLabel(trajectory.won ? 1 : 0), steps: analyzerStepsOf(trajectory.steps) });
}

export async function analyzeTrajectory(trajectory: Trajectory, analyzer: ModelBackend, options: Pick<AnalyzerOptions, "attempts" | "signal">): Promise<Analysis> {
  const prompt = analyzerPromptFor(trajectory);
  const answers: string[] = [];
  let error: string | null = null;
  for (let attempt = 0; attempt < Math.max(1, options.attempts); attempt += 1) {
    const sent = attempt === 0 ? prompt : buildRepairPrompt(prompt, error ?? "", answers.at(-1) ?? "");
    const reply = await analyzer.generate({ prompt: sent, admissibleCommands: [], seedKey: `analysis:${trajectory.trajUid}:${attempt}`, signal: options.signal });
    answers.push(reply.content);
    try {
      const parsed = parseAnalysisAnswer(reply.content);
      return {
        trajUid: trajectory.trajUid, uid: trajectory.uid, prompt, answers, attempts: attempt + 1, parseOk: true,
        episodeSummary: parsed.episodeSummary, episodeSkill: parsed.episodeSkill.trim(), error: null,
      };
    } catch (e) {
      error = (e as Error).message;
    }
  }
  return { trajUid: trajectory.trajUid, uid: trajectory.uid, prompt, answers, attempts: answers.length, parseOk: false, episodeSummary: null, episodeSkill: null, error };
}

/** Every trajectory is analysed (SEED `failed_only=False`), in input order. */
export async function analyzeTrajectories(trajectories: readonly Trajectory[], analyzer: ModelBackend, options: AnalyzerOptions): Promise<Analysis[]> {
  const limit = pLimit(Math.max(1, options.concurrency));
  options.progress?.start("analyze", trajectories.length);
  let done = 0;
  const results = await Promise.all(trajectories.map((trajectory) => limit(async () => {
    const analysis = await analyzeTrajectory(trajectory, analyzer, options);
    options.progress?.update((done += 1), analysis.parseOk ? "skill" : "none");
    return analysis;
  })));
  options.progress?.stop();
  return results;
}
