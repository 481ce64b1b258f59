// The GGUF paths of the CLI, run as a user would: make-tiny-model writes the model, eval plays
// real games with it in process, serve exposes it as a vLLM-compatible server.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import OpenAI from "openai";
import { VllmScorer } from "../agent/vllm-scorer.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GAMES = path.resolve(repoRoot, "../shared/alfworld/json_2.1.1");
const CLI = ["--import", "tsx", path.join(repoRoot, "src/cli/main.ts")];

let dir: string;
let modelFile: string;

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "seedworld-gguf-cli-"));
  modelFile = path.join(dir, "tiny.gguf");
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("make-tiny-model writes a GGUF v3 file", () => {
  const run = spawnSync(process.execPath, [...CLI, "make-tiny-model", "--out", modelFile, "--seed", "2"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /llama GGUF v3, vocabulary \d+, \d+ bytes/);
  const head = readFileSync(modelFile).subarray(0, 8);
  assert.equal(head.subarray(0, 4).toString("latin1"), "GGUF");
  assert.equal(head.readUInt32LE(4), 3);
});

test("eval --model-file plays real games with the GGUF in process and records its token log-probs", () => {
  const out = path.join(dir, "eval");
  const args = [
    "eval",
    "--model-file",
    modelFile,
    "--games",
    GAMES,
    "--tasks",
    "1",
    "--episodes",
    "1",
    "--max-steps",
    "3",
    "--out",
    out,
    "--plain",
    "--logprobs",
    "--temperature",
    "1",
  ];
  const run = spawnSync(process.execPath, [...CLI, ...args], { cwd: repoRoot, encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const folder = path.join(out, readdirSync(out).find((name) => name.startsWith("task_1"))!);
  const summaryFile = readdirSync(folder).find((name) => name.endsWith(".summary.json") && !name.includes("overall"))!;
  const summary = JSON.parse(readFileSync(path.join(folder, summaryFile), "utf8"));
  assert.equal(summary.model, "tiny");
  assert.equal(summary.base_url, "");
  assert.equal(summary.episodes, 1);
  assert.ok(summary.total_completion_tokens > 0 && summary.total_prompt_tokens > 0);
  const jsonl = readdirSync(folder).find((name) => name.endsWith(".jsonl"))!;
  const steps = readFileSync(path.join(folder, jsonl), "utf8")
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => JSON.parse(line).steps);
  assert.ok(steps.length >= 1);
  for (const step of steps) {
    assert.equal(step.logprobs.length, step.completion_tokens);
    assert.ok(step.logprobs.every((t: { logprob: number }) => t.logprob <= 0));
  }
});

test("serve --model x.gguf answers chat completions with logprobs and scores tokens like vLLM", async () => {
  const child = spawn(process.execPath, [...CLI, "serve", "--model", modelFile, "--port", "0"], { cwd: repoRoot });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let text = "";
      child.stdout.on("data", (chunk) => {
        text += chunk;
        const found = /at (http:\/\/\S+)/.exec(text);
        if (found) resolve(found[1]);
      });
      child.on("exit", (code) => reject(new Error(`serve exited with ${code}`)));
    });
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const client = new OpenAI({ baseURL: url, apiKey: "unused", maxRetries: 0 });
    const reply = await client.chat.completions.create({
      model: "tiny",
      messages: [{ role: "user", content: "you are in the middle of a room." }],
      logprobs: true,
      top_logprobs: 2,
      max_tokens: 12,
    });
    assert.match(reply.choices[0].message.content ?? "", /^<think>/);
    assert.equal(reply.choices[0].logprobs?.content?.length, reply.usage?.completion_tokens);
    const scorer = new VllmScorer({ baseUrl: url, model: "tiny" });
    const scores = await scorer.scoreResponse({
      prompt: "you are in the middle of a room.",
      responseTokenIds: await scorer.tokenizeResponse(" <think> i should look. </think>"),
    });
    assert.ok(scores.length > 3 && scores.every((s) => s <= 0 && Number.isFinite(s)));
  } finally {
    child.kill("SIGTERM");
  }
});
