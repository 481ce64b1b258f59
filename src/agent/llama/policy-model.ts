// A small llama-architecture policy, randomly initialised, for learning on a CPU (`seed learn`):
// nothing in its weights encodes a strategy; it learns to act from demonstrations and reward.
// The vocabulary is read off a text corpus (the prompts and replies it will see): every
// whitespace-separated chunk seen `minCount` times becomes a word, and, as in the tiny model, its
// "▁"-anchored prefixes are the multi-character tokens, so llama.cpp's SPM merges and the
// tokenizer in tiny-tokenizer.ts agree; anything else falls back to characters and bytes.
import path from "node:path";
import { writeFileAtomic } from "../../formats/atomic.js";
import { mulberry32 } from "../rng.js";
import { encodeGguf, type GgufTensor } from "./gguf-writer.js";
import { gaussian, llamaMetadata, randomMatrix, type LlamaShape } from "./tiny-model.js";
import { buildVocab, type TinyVocab } from "./tiny-tokenizer.js";
import { SettingError } from "../../platform/errors.js";

export interface PolicyModelOptions {
  embedding: number;
  blocks: number;
  heads: number;
  feedForward: number;
  contextLength: number;
  seed: number;
  /** A chunk becomes a word of the vocabulary when it occurs this often in the corpus. */
  minCount: number;
  /** Output projection tied to the token embedding (no output.weight; llama.cpp then uses token_embd): a
   * token's own embedding scores it, which makes copying a word from the prompt easy to learn. */
  tiedOutput: boolean;
}

export const POLICY_MODEL_DEFAULTS: PolicyModelOptions = {
  embedding: 128,
  blocks: 2,
  heads: 4,
  feedForward: 352,
  contextLength: 4096,
  seed: 0,
  minCount: 3,
  tiedOutput: true,
};

/** Chunks of the corpus (split at spaces and newlines) seen at least `minCount` times, most frequent first. */
export function corpusWords(texts: Iterable<string>, minCount: number): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) for (const chunk of text.split(/[ \n]+/)) if (chunk) counts.set(chunk, (counts.get(chunk) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= minCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
}

/** Standard small-transformer initialisation: N(0, 0.02), residual outputs scaled by 1/√(2·blocks), norms 1. */
function randomTensors(vocabSize: number, options: PolicyModelOptions): GgufTensor[] {
  const { embedding: d, feedForward: f, blocks } = options;
  const normal = gaussian(mulberry32(options.seed ^ 0x9e3779b9));
  const std = 0.02;
  const residual = std / Math.sqrt(2 * blocks);
  const ones = () => new Float32Array(d).fill(1);
  const tensors: GgufTensor[] = [{ name: "token_embd.weight", dims: [d, vocabSize], data: randomMatrix(normal, vocabSize, d, std) }];
  for (let b = 0; b < blocks; b += 1) {
    const p = `blk.${b}.`;
    tensors.push(
      { name: `${p}attn_norm.weight`, dims: [d], data: ones() },
      { name: `${p}attn_q.weight`, dims: [d, d], data: randomMatrix(normal, d, d, std) },
      { name: `${p}attn_k.weight`, dims: [d, d], data: randomMatrix(normal, d, d, std) },
      { name: `${p}attn_v.weight`, dims: [d, d], data: randomMatrix(normal, d, d, std) },
      { name: `${p}attn_output.weight`, dims: [d, d], data: randomMatrix(normal, d, d, residual) },
      { name: `${p}ffn_norm.weight`, dims: [d], data: ones() },
      { name: `${p}ffn_gate.weight`, dims: [d, f], data: randomMatrix(normal, f, d, std) },
      { name: `${p}ffn_up.weight`, dims: [d, f], data: randomMatrix(normal, f, d, std) },
      { name: `${p}ffn_down.weight`, dims: [f, d], data: randomMatrix(normal, d, f, residual) },
    );
  }
  tensors.push({ name: "output_norm.weight", dims: [d], data: ones() });
  if (!options.tiedOutput) tensors.push({ name: "output.weight", dims: [d, vocabSize], data: randomMatrix(normal, vocabSize, d, std) });
  return tensors;
}

export interface PolicyModel {
  gguf: Buffer;
  vocab: TinyVocab;
  parameters: number;
}

export function buildPolicyModel(corpus: Iterable<string>, given: Partial<PolicyModelOptions> = {}): PolicyModel {
  const options = { ...POLICY_MODEL_DEFAULTS, ...given };
  if (options.embedding % options.heads !== 0 || (options.embedding / options.heads) % 2 !== 0)
    throw new SettingError((n) => `${n("embedding")} ${options.embedding} must split into ${n("heads")} ${options.heads} of even size`);
  const vocab = buildVocab(corpusWords(corpus, options.minCount), 64);
  const shape: LlamaShape = {
    embedding: options.embedding,
    blocks: options.blocks,
    feedForward: options.feedForward,
    heads: options.heads,
    contextLength: options.contextLength,
  };
  const tensors = randomTensors(vocab.tokens.length, options);
  const name = `seedworld-policy-d${options.embedding}-l${options.blocks}-s${options.seed}`;
  const parameters = tensors.reduce((sum, t) => sum + t.data.length, 0);
  return { gguf: encodeGguf(llamaMetadata(vocab, name, shape), tensors), vocab, parameters };
}

export function writePolicyGguf(file: string, corpus: Iterable<string>, options: Partial<PolicyModelOptions> = {}): PolicyModel {
  const model = buildPolicyModel(corpus, options);
  writeFileAtomic(path.resolve(file), model.gguf);
  return model;
}
