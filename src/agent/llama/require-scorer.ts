// Which backends can re-score given tokens. Sampling-only backends (a chat-completions API, the
// built-in policies) are refused with the reason and the alternatives, before any work starts.
import type { ModelBackend, TokenScorer } from "../backend.js";

export function isTokenScorer(candidate: unknown): candidate is TokenScorer {
  return typeof (candidate as Partial<TokenScorer> | null)?.scoreResponse === "function";
}

/** The backend itself when it scores (LlamaBackend), else an error naming it and what to use instead. */
export function requireTokenScorer(backend: ModelBackend | TokenScorer): TokenScorer {
  if (isTokenScorer(backend)) return backend;
  const where = backend.baseUrl ? ` at ${backend.baseUrl}` : "";
  throw new Error(
    `backend "${backend.model}"${where} cannot score given tokens: a chat-completions endpoint only returns log-probs of tokens it samples itself. ` +
      "Use an in-process GGUF model (--model-file x.gguf) or a vLLM server (VllmScorer: /tokenize + prompt_logprobs).",
  );
}
