// The texts a policy will read and write, gathered from JSONL files for its vocabulary
// (`make-policy-model --corpus`): SFT rows ({prompt, response} or chat {messages}) and evaluation
// episodes (each step's prompt and raw reply).
import { readJsonlStrict } from "../formats/jsonl.js";

interface CorpusRow {
  prompt?: unknown;
  response?: unknown;
  messages?: { content?: unknown }[];
  steps?: { prompt?: unknown; raw_response?: unknown }[];
}

function* textsOf(row: CorpusRow): Generator<string> {
  for (const value of [row.prompt, row.response]) if (typeof value === "string") yield value;
  for (const message of row.messages ?? []) if (typeof message.content === "string") yield message.content;
  for (const step of row.steps ?? []) for (const value of [step.prompt, step.raw_response]) if (typeof value === "string") yield value;
}

export function* readCorpusTexts(files: readonly string[]): Generator<string> {
  for (const file of files) for (const row of readJsonlStrict<CorpusRow>(file)) yield* textsOf(row);
}
