// A tiny but real llama-architecture GGUF built from code (no download): a word-bigram LM over
// synthetic ALFWorld replies with a ChatML chat template, plus an optional attention path that
// makes it context-sensitive. Recipe (seedworld's own, ARCHITECTURE.md `src/agent/`): D = V; token_embd = identity; one block;
// attn_output and ffn_down carry only the context term (zero when contextMix = 0, so the residual
// stream is the one-hot of the current token); output_norm = sqrt(1/D + eps) undoes RMSNorm;
// output.weight[next][cur] = bigram logit. With contextMix = 0 llama.cpp computes exactly the table.
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeFileAtomic } from "../../formats/atomic.js";
import { mulberry32 } from "../rng.js";
import { encodeGguf, type GgufTensor, type GgufValue } from "./gguf-writer.js";
import { tinyReplies, tinyWords } from "./tiny-corpus.js";
import { buildVocab, SPECIAL, TOKEN_TYPE, tokenizeText, type TinyVocab } from "./tiny-tokenizer.js";
import { SettingError } from "../../platform/errors.js";

export interface TinyModelOptions {
  /** Seeds the reply corpus and the attention weights. Default 0. */
  seed?: number;
  /** Size of the attention (context) term relative to the one-hot residual; 0 = exact bigram. Default 0.5. */
  contextMix?: number;
}

export interface TinyModel {
  gguf: Buffer;
  vocab: TinyVocab;
  /** log-softmax of the bigram logits, row-major [cur * V + next]: the model exactly when contextMix = 0. */
  bigramLogProbs: Float64Array;
  chatTemplate: string;
}

/** Bump when the recipe changes so cached files are rebuilt. */
const RECIPE_VERSION = 1;
const HEADS = 4;
const FFN = 32;
export const EPS = 1e-5;
const REPLIES = 2000;
const SMOOTHING = 1e-3;
/** Logit of tokens the model should never emit (BOS, unknown, padding, <|im_start|>). */
const NEVER = -40;

export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** Bigram logits from the reply corpus: each reply follows the "\n" that ends the generation prompt and ends with <|im_end|>. */
function bigramLogits(vocab: TinyVocab, seed: number): Float64Array {
  const size = vocab.tokens.length;
  const counts = new Float64Array(size * size);
  const newline = vocab.ids.get("\n")!;
  const imEnd = vocab.ids.get(SPECIAL.imEnd)!;
  for (const text of tinyReplies(seed, REPLIES)) {
    const ids = [newline, ...tokenizeText(vocab, text, false), imEnd];
    for (let i = 0; i + 1 < ids.length; i += 1) counts[ids[i] * size + ids[i + 1]] += 1;
  }
  const emittable = vocab.tokens.map(
    (token, id) => vocab.types[id] === TOKEN_TYPE.normal || token === SPECIAL.imEnd || token === SPECIAL.eos,
  );
  const allowed = emittable.filter(Boolean).length;
  const logits = new Float64Array(size * size);
  for (let cur = 0; cur < size; cur += 1) {
    let total = 0;
    for (let next = 0; next < size; next += 1) total += counts[cur * size + next];
    for (let next = 0; next < size; next += 1) {
      logits[cur * size + next] = emittable[next]
        ? Math.log((counts[cur * size + next] + SMOOTHING) / (total + SMOOTHING * allowed))
        : NEVER;
    }
  }
  return logits;
}

function logSoftmaxRows(logits: Float64Array, size: number): Float64Array {
  const out = new Float64Array(logits.length);
  for (let row = 0; row < size; row += 1) {
    let max = -Infinity;
    for (let j = 0; j < size; j += 1) max = Math.max(max, logits[row * size + j]);
    let sum = 0;
    for (let j = 0; j < size; j += 1) sum += Math.exp(logits[row * size + j] - max);
    const logZ = max + Math.log(sum);
    for (let j = 0; j < size; j += 1) out[row * size + j] = logits[row * size + j] - logZ;
  }
  return out;
}

export function gaussian(next: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

export function randomMatrix(normal: () => number, rows: number, cols: number, scale: number): Float32Array {
  const data = new Float32Array(rows * cols);
  if (scale === 0) return data;
  for (let i = 0; i < data.length; i += 1) data[i] = normal() * scale;
  return data;
}

function tensors(vocab: TinyVocab, logits: Float64Array, seed: number, contextMix: number): GgufTensor[] {
  const d = vocab.tokens.length;
  const identity = new Float32Array(d * d);
  for (let i = 0; i < d; i += 1) identity[i * d + i] = 1;
  const output = new Float32Array(d * d);
  for (let cur = 0; cur < d; cur += 1) for (let next = 0; next < d; next += 1) output[next * d + cur] = logits[cur * d + next];
  const normal = gaussian(mulberry32(seed ^ 0x5eed));
  // RMSNorm turns the one-hot into sqrt(D)·e: these scales give attention scores of order 1,
  // value entries of order 1 and an attention output of norm ≈ contextMix.
  const ones = new Float32Array(d).fill(1);
  const square = (scale: number) => randomMatrix(normal, d, d, scale);
  return [
    { name: "token_embd.weight", dims: [d, d], data: identity },
    { name: "blk.0.attn_norm.weight", dims: [d], data: ones },
    { name: "blk.0.attn_q.weight", dims: [d, d], data: square(contextMix === 0 ? 0 : Math.sqrt(2 / d)) },
    { name: "blk.0.attn_k.weight", dims: [d, d], data: square(contextMix === 0 ? 0 : Math.sqrt(2 / d)) },
    { name: "blk.0.attn_v.weight", dims: [d, d], data: square(contextMix === 0 ? 0 : 1 / Math.sqrt(d)) },
    { name: "blk.0.attn_output.weight", dims: [d, d], data: square(contextMix / d) },
    { name: "blk.0.ffn_norm.weight", dims: [d], data: ones },
    { name: "blk.0.ffn_gate.weight", dims: [d, FFN], data: new Float32Array(d * FFN) },
    { name: "blk.0.ffn_up.weight", dims: [d, FFN], data: new Float32Array(d * FFN) },
    { name: "blk.0.ffn_down.weight", dims: [FFN, d], data: new Float32Array(d * FFN) },
    { name: "output_norm.weight", dims: [d], data: new Float32Array(d).fill(Math.sqrt(1 / d + EPS)) },
    { name: "output.weight", dims: [d, d], data: output },
  ];
}

/** A llama GGUF's shape, as its metadata states it. */
export interface LlamaShape {
  embedding: number;
  blocks: number;
  feedForward: number;
  heads: number;
  contextLength: number;
}

/** Metadata of a llama-architecture GGUF with an SPM vocabulary and the ChatML template. */
export function llamaMetadata(vocab: TinyVocab, name: string, shape: LlamaShape): [string, GgufValue][] {
  const id = (token: string) => vocab.ids.get(token)!;
  return [
    ["general.architecture", { type: "string", value: "llama" }],
    ["general.name", { type: "string", value: name }],
    ["general.file_type", { type: "u32", value: 0 }],
    ["llama.context_length", { type: "u32", value: shape.contextLength }],
    ["llama.embedding_length", { type: "u32", value: shape.embedding }],
    ["llama.block_count", { type: "u32", value: shape.blocks }],
    ["llama.feed_forward_length", { type: "u32", value: shape.feedForward }],
    ["llama.attention.head_count", { type: "u32", value: shape.heads }],
    ["llama.attention.head_count_kv", { type: "u32", value: shape.heads }],
    ["llama.attention.layer_norm_rms_epsilon", { type: "f32", value: EPS }],
    ["llama.rope.dimension_count", { type: "u32", value: shape.embedding / shape.heads }],
    ["llama.vocab_size", { type: "u32", value: vocab.tokens.length }],
    ["tokenizer.ggml.model", { type: "string", value: "llama" }],
    ["tokenizer.ggml.tokens", { type: "string[]", value: vocab.tokens }],
    ["tokenizer.ggml.scores", { type: "f32[]", value: vocab.scores }],
    ["tokenizer.ggml.token_type", { type: "i32[]", value: vocab.types }],
    ["tokenizer.ggml.bos_token_id", { type: "u32", value: id(SPECIAL.bos) }],
    ["tokenizer.ggml.eos_token_id", { type: "u32", value: id(SPECIAL.eos) }],
    ["tokenizer.ggml.eot_token_id", { type: "u32", value: id(SPECIAL.imEnd) }],
    ["tokenizer.ggml.unknown_token_id", { type: "u32", value: id(SPECIAL.unk) }],
    ["tokenizer.ggml.padding_token_id", { type: "u32", value: id(SPECIAL.unk) }],
    ["tokenizer.ggml.add_bos_token", { type: "bool", value: true }],
    ["tokenizer.ggml.add_eos_token", { type: "bool", value: false }],
    ["tokenizer.chat_template", { type: "string", value: CHATML_TEMPLATE }],
  ];
}

/** Build the tiny model in memory (~1 s). */
export function buildTinyModel(options: TinyModelOptions = {}): TinyModel {
  const seed = options.seed ?? 0;
  const contextMix = options.contextMix ?? 0.5;
  if (!(contextMix >= 0)) throw new SettingError((n) => `${n("contextMix")} must be ≥ 0 (got ${contextMix})`);
  // head_dim = V / HEADS must be even for RoPE.
  const vocab = buildVocab(tinyWords(), HEADS * 2);
  const logits = bigramLogits(vocab, seed);
  const d = vocab.tokens.length;
  const shape = { embedding: d, blocks: 1, feedForward: FFN, heads: HEADS, contextLength: 8192 };
  const gguf = encodeGguf(llamaMetadata(vocab, `seedworld-tiny-s${seed}-m${contextMix}`, shape), tensors(vocab, logits, seed, contextMix));
  return { gguf, vocab, bigramLogProbs: logSoftmaxRows(logits, vocab.tokens.length), chatTemplate: CHATML_TEMPLATE };
}

/** Write the tiny model to `file` (atomically: temp file + rename). */
export function writeTinyGguf(file: string, options: TinyModelOptions = {}): TinyModel {
  const model = buildTinyModel(options);
  writeFileAtomic(path.resolve(file), model.gguf);
  return model;
}

/** Path of a cached tiny model in the OS temp dir, built on first use (tests and benches share it). */
export function tinyModelFile(options: TinyModelOptions = {}): string {
  const seed = options.seed ?? 0;
  const contextMix = options.contextMix ?? 0.5;
  const dir = path.join(os.tmpdir(), "seedworld-tiny-gguf");
  const file = path.join(dir, `tiny-r${RECIPE_VERSION}-s${seed}-m${contextMix}.gguf`);
  if (!existsSync(file)) writeTinyGguf(file, { seed, contextMix });
  return file;
}
