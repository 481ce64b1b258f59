// The one small interface every model backend implements (OpenAI-compatible HTTP, in-process GGUF
// via node-llama-cpp, built-in agents). The harness and the SEED side only talk to this.

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface GenerateRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  /** Ask for the sampled tokens' ids and log-probs (backends that can, return them). */
  logprobs?: boolean;
  seed?: number;
  signal?: AbortSignal;
}

export interface TokenLogprob {
  token: string;
  /** Token id in the model's vocabulary, when the backend knows it. */
  id?: number;
  logprob: number;
}

export interface GenerateResult {
  /** The reply text (content; for reasoning models without the think part). */
  text: string;
  /** Reasoning models: the `reasoning_content` / think part, kept separately. */
  reasoning?: string;
  tokens?: TokenLogprob[];
  usage: { promptTokens: number; completionTokens: number };
  latencyMs: number;
  finishReason?: string;
}

/** Log-probs of a *given* continuation under a context (teacher/student re-scoring). */
export interface ScoreRequest {
  messages: ChatMessage[];
  /** Token ids of the continuation to score, exactly as sampled. */
  continuationIds: number[];
}

export interface ScoreResult {
  logprobs: number[];
}

export interface ModelBackend {
  readonly name: string;
  generate(request: GenerateRequest): Promise<GenerateResult>;
  /** Present only on backends that can score given tokens (vLLM/SGLang endpoints, node-llama-cpp). */
  score?(requests: ScoreRequest[]): Promise<ScoreResult[]>;
  close?(): Promise<void>;
}
