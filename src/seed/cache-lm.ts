// A small, exact, CPU-only language model over UTF-8 bytes: an interpolated cache bigram model
// whose counts come from the context itself. It is a real conditional model (text that appears in
// the context becomes more likely), deterministic to the last bit, and needs no weights, so it is
// the offline reference scorer for the SEED pipeline, its tests and its benchmark. It is not a
// policy: use it to check the data path, use a real model (node-llama-cpp, vLLM) for training data.
//
//   p(b_i | b_<i) = (C2[b_{i-1}, b_i] + α · q(b_i)) / (C1[b_{i-1}] + α)
//   q(b)          = (C1[b] + 1) / (i + 256)          (add-one unigram over the prefix)
// where C1/C2 count unigrams/bigrams of the prefix b_<i (chat-templated prompt + earlier response bytes).
import type { ScoreRequest } from "../agent/backend.js";
import type { SeedScorer } from "./scorer.js";

const VOCAB = 256;
const encoder = new TextEncoder();

export interface CacheLmOptions {
  /** Interpolation weight α of the unigram back-off. */
  alpha?: number;
}

export class ByteCacheLM implements SeedScorer {
  readonly model = "seedworld-byte-cache-lm";
  readonly tokenizer = "utf8-bytes";
  private readonly alpha: number;

  constructor(options: CacheLmOptions = {}) {
    this.alpha = options.alpha ?? 4;
  }

  /** The chat template: one user turn, then the assistant turn the response continues. */
  static chatTemplate(prompt: string): string {
    return `<|user|>\n${prompt}\n<|assistant|>\n`;
  }

  async tokenizeResponse(text: string): Promise<number[]> {
    return [...encoder.encode(text)];
  }

  async encodePrompt(prompt: string): Promise<number[]> {
    return [...encoder.encode(ByteCacheLM.chatTemplate(prompt))];
  }

  async scoreResponse(request: ScoreRequest): Promise<number[]> {
    return this.score(encoder.encode(ByteCacheLM.chatTemplate(request.prompt)), request.responseTokenIds);
  }

  async scoreBatch(requests: readonly ScoreRequest[]): Promise<number[][]> {
    return requests.map((request) => this.score(encoder.encode(ByteCacheLM.chatTemplate(request.prompt)), request.responseTokenIds));
  }

  private score(prompt: Uint8Array, response: readonly number[]): number[] {
    for (const id of response)
      if (!Number.isInteger(id) || id < 0 || id >= VOCAB) throw new Error(`token id ${id} is outside the byte vocabulary`);
    const unigram = new Float64Array(VOCAB);
    const bigram = new Float64Array(VOCAB * VOCAB);
    let seen = 0;
    let previous = -1;
    const observe = (byte: number) => {
      unigram[byte] += 1;
      if (previous >= 0) bigram[previous * VOCAB + byte] += 1;
      previous = byte;
      seen += 1;
    };
    for (const byte of prompt) observe(byte);
    const logprobs: number[] = [];
    for (const byte of response) {
      const q = (unigram[byte] + 1) / (seen + VOCAB);
      // As a bigram's left side, the last byte has no successor yet: C1[prev] - 1 pairs start with it.
      const contextCount = previous >= 0 ? unigram[previous] - 1 : 0;
      const pair = previous >= 0 ? bigram[previous * VOCAB + byte] : 0;
      logprobs.push(Math.log((pair + this.alpha * q) / (contextCount + this.alpha)));
      observe(byte);
    }
    return logprobs;
  }
}
