import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { getLlama, LlamaChatSession, type Llama, type LlamaModel, type Token } from "node-llama-cpp";
import { SPECIAL, tokenizeText } from "./tiny-tokenizer.js";
import { writeTinyGguf, type TinyModel } from "./tiny-model.js";

let dir: string;
let llama: Llama;
let built: TinyModel;
let model: LlamaModel;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "seedworld-tiny-test-"));
  const file = path.join(dir, "tiny.gguf");
  // contextMix 0: llama.cpp must then compute exactly the bigram table.
  built = writeTinyGguf(file, { contextMix: 0 });
  llama = await getLlama({ gpu: false, build: "never" });
  model = await llama.loadModel({ modelPath: file });
});

after(async () => {
  await model?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

test("the generated GGUF loads with the vocabulary and chat template it was written with", () => {
  assert.equal(model.fileInfo.metadata.general.architecture, "llama");
  assert.equal(model.fileInfo.metadata.tokenizer.chat_template, built.chatTemplate);
  assert.equal(model.tokens.bos, built.vocab.ids.get(SPECIAL.bos));
  assert.equal(model.tokens.eos, built.vocab.ids.get(SPECIAL.eos));
});

test("llama.cpp tokenises like the JS tokenizer the bigram table was counted with", () => {
  for (const text of [
    " <think> i should go to the dresser 3. </think> <action> go to dresser 3 </action>",
    " take mug 2 from fridge 1",
    " xyz é?",
  ]) {
    assert.deepEqual(model.tokenize(text, false, "trimLeadingSpace"), tokenizeText(built.vocab, text, false), text);
  }
});

test("it generates the reply format it was trained on", async () => {
  const context = await model.createContext({ contextSize: 512 });
  try {
    const session = new LlamaChatSession({ contextSequence: context.getSequence() });
    const text = await session.prompt("you arrive at dresser 3. your task is to: put a mug in fridge.", { maxTokens: 30, temperature: 0 });
    assert.match(text, /^<think> /, text);
    assert.ok(text.length > 10, text);
  } finally {
    await context.dispose();
  }
});

test("with contextMix 0 the next-token distribution is exactly the bigram table", async () => {
  const context = await model.createContext({ contextSize: 512 });
  try {
    const sequence = context.getSequence();
    const ids = tokenizeText(built.vocab, " <think> i need to find a mug.", false) as Token[];
    const outputs = await sequence.controlledEvaluate(
      ids.map((token) => [token, { generateNext: { probabilities: true } }] as [Token, { generateNext: { probabilities: boolean } }]),
    );
    const size = built.vocab.tokens.length;
    ids.slice(0, -1).forEach((current, index) => {
      const next = ids[index + 1];
      const probability = outputs[index]!.next.probabilities!.get(next)!;
      assert.ok(
        Math.abs(Math.log(probability) - built.bigramLogProbs[(current as number) * size + (next as number)]) < 1e-3,
        `position ${index}`,
      );
    });
  } finally {
    await context.dispose();
  }
});
