// `seedworld make-tiny-model`: write the tiny self-built llama GGUF (bigram over synthetic ALFWorld
// replies, ChatML template) for offline demos of `serve --model x.gguf` and `eval --model-file`.
import { num, positiveInt, seedOption } from "./options.js";
import { statSync } from "node:fs";
import { Command } from "commander";
import { writeTinyGguf } from "../agent/llama/tiny-model.js";
import { POLICY_MODEL_DEFAULTS, writePolicyGguf } from "../agent/llama/policy-model.js";
import { readCorpusTexts } from "../seed/corpus.js";

export function register(program: Command): void {
  program
    .command("make-tiny-model")
    .description("write a tiny llama-architecture GGUF built from code (no download): for offline serve/eval/scoring demos")
    .requiredOption("--out <file>", "GGUF file to write")
    .addOption(seedOption(0, "seed of the reply corpus and attention weights"))
    .option("--context-mix <x>", "size of the context (attention) term; 0 = exact bigram", num, 0.5)
    .action((raw: { out: string; seed: number; contextMix: number }) => {
      const model = writeTinyGguf(raw.out, { seed: raw.seed, contextMix: raw.contextMix });
      process.stdout.write(`${raw.out}: llama GGUF v3, vocabulary ${model.vocab.tokens.length}, ${statSync(raw.out).size} bytes\n`);
    });
  program
    .command("make-policy-model")
    .description("write a small randomly initialised llama GGUF whose vocabulary is read off a corpus (what `seed learn` trains)")
    .requiredOption("--out <file>", "GGUF file to write")
    .requiredOption(
      "--corpus <files...>",
      "JSONL files of texts: SFT rows ({prompt, response} or {messages}) or eval episodes (steps' prompts and replies)",
    )
    .option("--embedding <n>", "width", positiveInt, POLICY_MODEL_DEFAULTS.embedding)
    .option("--blocks <n>", "transformer blocks", positiveInt, POLICY_MODEL_DEFAULTS.blocks)
    .option("--heads <n>", "attention heads", positiveInt, POLICY_MODEL_DEFAULTS.heads)
    .option("--feed-forward <n>", "FFN width", positiveInt, POLICY_MODEL_DEFAULTS.feedForward)
    .option("--context-length <n>", "context length written to the file", positiveInt, POLICY_MODEL_DEFAULTS.contextLength)
    .option("--min-count <n>", "a chunk seen this often becomes a vocabulary word", positiveInt, POLICY_MODEL_DEFAULTS.minCount)
    .addOption(seedOption(POLICY_MODEL_DEFAULTS.seed, "initialisation seed"))
    .option("--untied-output", "a separate output projection instead of the token embedding (tied by default)")
    .action(
      (raw: {
        out: string;
        corpus: string[];
        embedding: number;
        blocks: number;
        heads: number;
        feedForward: number;
        contextLength: number;
        minCount: number;
        seed: number;
        untiedOutput?: boolean;
      }) => {
        const model = writePolicyGguf(raw.out, readCorpusTexts(raw.corpus), { ...raw, tiedOutput: !raw.untiedOutput });
        process.stdout.write(
          `${raw.out}: llama GGUF v3, vocabulary ${model.vocab.tokens.length}, ${model.parameters} parameters, ${statSync(raw.out).size} bytes\n`,
        );
      },
    );
}
