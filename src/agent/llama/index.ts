// GGUF models in process: the tiny self-built test model, the node-llama-cpp backend (generation
// with exact token log-probs + TokenScorer), and the vLLM-over-HTTP scorer. The vLLM-compatible
// test server is src/server/vllm-compat-server.ts (startVllmCompatServer, startTinyVllmServer).
export {
  LlamaBackend,
  type LlamaBackendOptions,
  type ChatMessage,
  type CompletionOptions,
  type TokenCompletion,
  type PositionLogprob,
} from "./llama-backend.js";
export { buildTinyModel, writeTinyGguf, tinyModelFile, CHATML_TEMPLATE, type TinyModel, type TinyModelOptions } from "./tiny-model.js";
export { encodeGguf, type GgufTensor, type GgufValue } from "./gguf-writer.js";
export { tokenizeText, SPECIAL, type TinyVocab } from "./tiny-tokenizer.js";
export { VllmScorer, EndpointCannotScoreError, type VllmScorerOptions } from "../vllm-scorer.js";
