// `seedworld make-tiny-model`: write the tiny self-built llama GGUF (bigram over synthetic ALFWorld
// replies, ChatML template) for offline demos of `serve --model x.gguf` and `eval --model-file`.
import { integer, num } from "./options.js";
import { statSync } from "node:fs";
import { Command } from "commander";
import { writeTinyGguf } from "../agent/llama/tiny-model.js";

export function register(program: Command): void {
  program
    .command("make-tiny-model")
    .description("write a tiny llama-architecture GGUF built from code (no download): for offline serve/eval/scoring demos")
    .requiredOption("--out <file>", "GGUF file to write")
    .option("--seed <n>", "seed of the reply corpus and attention weights", integer, 0)
    .option("--context-mix <x>", "size of the context (attention) term; 0 = exact bigram", num, 0.5)
    .action((raw: { out: string; seed: number; contextMix: number }) => {
      const model = writeTinyGguf(raw.out, { seed: raw.seed, contextMix: raw.contextMix });
      process.stdout.write(`${raw.out}: llama GGUF v3, vocabulary ${model.vocab.tokens.length}, ${statSync(raw.out).size} bytes\n`);
    });
}
