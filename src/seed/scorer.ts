// What SEED re-scoring needs from a model: the TokenScorer contract (log-probs of *given* tokens
// under a prompt, same chat template as generation), optionally tokenisation and batching.
// Anything that can only sample (a chat API) is refused with an error that says why.
import type { ScoreRequest, TokenScorer } from "../agent/backend.js";
import { type SettingNamer, SettingError } from "../platform/errors.js";

export interface SeedScorer extends TokenScorer {
  /** Tokenizer identity stored next to token ids (ids are tokenizer-specific). */
  readonly tokenizer?: string;
  /** Response text → token ids, for rollouts whose backend reported no ids (marked "retokenized"). */
  tokenizeResponse?(text: string): number[] | Promise<number[]>;
  /** Chat-templated prompt token ids (the `prompts` column of the export). */
  encodePrompt?(prompt: string): number[] | Promise<number[]>;
  /** Many scoring calls in one request; results in input order. */
  scoreBatch?(requests: readonly ScoreRequest[]): Promise<number[][]>;
}

/** The scorer chosen cannot score SEED's tokens (a chat-only API, no tokenizer): choose another scorer. */
export class ScoringUnsupportedError extends SettingError {
  constructor(render: (name: SettingNamer) => string) {
    super(render);
    this.name = "ScoringUnsupportedError";
  }
}

/**
 * Accept only objects that implement scoreResponse; name the backend in the refusal. The optional
 * SEED extras (batching, tokenisation, prompt ids) pass through bound to the scorer.
 */
export function requireScorer(candidate: unknown, name: string): SeedScorer {
  const scorer = candidate as Partial<SeedScorer> | null;
  if (!scorer || typeof scorer.scoreResponse !== "function") {
    throw new ScoringUnsupportedError(
      (n) =>
        `backend "${name}" cannot score given tokens: SEED re-scores the *sampled* response tokens under the skill-augmented ` +
        "prompt, which needs prompt log-probs of fixed tokens (node-llama-cpp in process, or a vLLM/SGLang endpoint with " +
        `tokenize + prompt_logprobs). A chat-completions API only samples new tokens; use ${n("scorer")} with one of those backends.`,
    );
  }
  const source = scorer as SeedScorer;
  const batch = source.scoreBatch;
  return {
    model: source.model,
    tokenizer: source.tokenizer ?? source.model,
    scoreResponse: (request) => source.scoreResponse(request),
    scoreBatch: batch ? (requests) => batch.call(source, requests) : undefined,
    tokenizeResponse: source.tokenizeResponse?.bind(source),
    encodePrompt: source.encodePrompt?.bind(source),
    close: source.close ? () => source.close!() : undefined,
  };
}

/** Check one scorer answer: one finite log-prob ≤ 0 per response token. */
export function checkScores(scores: readonly number[], request: ScoreRequest, scorerName: string): number[] {
  if (scores.length !== request.responseTokenIds.length) {
    throw new Error(`scorer ${scorerName} returned ${scores.length} log-probs for ${request.responseTokenIds.length} response tokens`);
  }
  for (const value of scores) {
    if (!Number.isFinite(value) || value > 1e-6) throw new Error(`scorer ${scorerName} returned an invalid log-prob ${value}`);
  }
  return [...scores];
}
