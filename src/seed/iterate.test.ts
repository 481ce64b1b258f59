// The self-evolving loop end to end, offline: the policy and the analyzer are real local
// OpenAI-compatible servers reached over HTTP (seedworld's own, serving a seeded random policy and
// the rule analyzer, whose first answer is cut off so the repair retry runs), the scorer is the
// exact byte-level cache LM, the trainer is a shell command.
import { strict as assert } from "node:assert";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { RandomPolicy } from "../agent/local-agents.js";
import { loadTemplateSet } from "../agent/prompt-templates.js";
import { endpointOf, policyName } from "../agent/policies.js";
import { scanCatalog } from "../games/catalog.js";
import { serveBackend, servePolicy, startOpenAIServer } from "../server/openai-server.js";
import { ByteCacheLM } from "./cache-lm.js";
import { DEFAULT_ANALYZER } from "./analyzer.js";
import { DEFAULT_CREDIT } from "./credit.js";
import { METRICS_FILE, roundDir, runIterations, type IterateConfig } from "./iterate.js";
import { SilentStageProgress } from "../platform/progress.js";
import { RuleAnalyzerBackend } from "./rule-analyzer.js";
import { backendAt } from "./test-support.js";
import { DEFAULT_SCORING } from "./scoring.js";

const games = resolve(import.meta.dirname, "../../../shared/alfworld/json_2.1.1");

/** The loop's clients: with log-probs, and a key that must never reach a log. */
const clientAt = (baseUrl: string, model: string) => backendAt(baseUrl, model, { apiKey: "test-key-never-logged", logprobs: true });

/** Both tests' loop: the random agent and the rule analyzer behind real servers, two copies per game. */
const iterateConfig = (
  out: string,
  policyUrl: string,
  analyzerUrl: string,
  trainer: string,
  size: { rounds: number; tasksPerRound: number; maxSteps: number; analyzerAttempts: number },
): IterateConfig => ({
  outDir: out,
  rounds: size.rounds,
  policy: { kind: "openai", baseUrls: [policyUrl], model: "random", apiKeyEnv: "NO_KEY" },
  policyFor: (policy) => clientAt(endpointOf(policy).baseUrl, policyName(policy)),
  analyzerFor: () => clientAt(analyzerUrl, "rule-analyzer"),
  scorerFor: async () => new ByteCacheLM(),
  trainerCommand: trainer,
  pool: scanCatalog([games], { splits: ["valid_seen"] }).games,
  tasksPerRound: size.tasksPerRound,
  groupSize: 2,
  maxSteps: size.maxSteps,
  historyLength: 2,
  templates: loadTemplateSet("verl"),
  projection: "skill0",
  seed: 1,
  concurrency: 2,
  sendEpisodeContext: false,
  analyzer: { ...DEFAULT_ANALYZER, attempts: size.analyzerAttempts, concurrency: 2 },
  scoring: { ...DEFAULT_SCORING, retokenize: true },
  credit: DEFAULT_CREDIT,
  progress: new SilentStageProgress(),
});

test("seed iterate: two rounds, trainer hook, metrics.jsonl in the training-log shape, resumable", async () => {
  const policyServer = await startOpenAIServer(servePolicy(new RandomPolicy(5)), { port: 0 });
  const analyzerServer = await startOpenAIServer(serveBackend(new RuleAnalyzerBackend({ malformedFirst: true })), { port: 0 });
  const out = mkdtempSync(join(tmpdir(), "seedworld-iterate-"));
  try {
    const trainer = `node -e "require('fs').writeFileSync(process.env.SEED_TRAINER_METRICS_FILE, JSON.stringify({'actor/pg_loss': 0.5, round: Number(process.env.SEED_ROUND)}))"`;
    const config = iterateConfig(out, policyServer.url, analyzerServer.url, trainer, {
      rounds: 2,
      tasksPerRound: 2,
      maxSteps: 6,
      analyzerAttempts: 2,
    });
    await runIterations(config);
    const lines = readFileSync(join(out, METRICS_FILE), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      lines.map((l) => l.step),
      [1, 2],
    );
    for (const { metrics } of lines) {
      for (const key of [
        "seed/opd_estimate/gate_mean",
        "seed/opd_estimate/active_token_ratio",
        "seed/opd_estimate/teacher_gap_mean",
        "timing_s/gen",
        "actor/pg_loss",
      ])
        assert.equal(typeof metrics[key], "number", key);
    }
    assert.equal(lines[1].metrics.round, 1, "the trainer's metrics file of each round is merged in");
    for (const round of [0, 1]) {
      const dir = roundDir(out, round);
      for (const file of ["rollouts.jsonl", "analyses.jsonl", "scores.jsonl", "export/seed_batch.parquet", "round.json"])
        assert.ok(existsSync(join(dir, file)), file);
      const analyses = readFileSync(join(dir, "analyses.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      assert.equal(analyses.length, 4, "one analysis per trajectory (2 games × 2 copies)");
      assert.ok(
        analyses.every((a) => a.attempts === 2 && a.parseOk),
        "the cut-off first answer was repaired",
      );
    }
    const before = readFileSync(join(out, METRICS_FILE), "utf8");
    await runIterations(config);
    assert.equal(readFileSync(join(out, METRICS_FILE), "utf8"), before, "finished rounds are not run again");
    const everything = ["rollouts.jsonl", "analyses.jsonl", "scores.jsonl"]
      .map((f) => readFileSync(join(roundDir(out, 0), f), "utf8"))
      .join("");
    assert.ok(!everything.includes("test-key-never-logged"));
  } finally {
    rmSync(out, { recursive: true, force: true });
    await Promise.all([policyServer.close(), analyzerServer.close()]);
  }
});

test("seed iterate: a round left unfinished resumes against the policy where the caller says it is now", async () => {
  const analyzerServer = await startOpenAIServer(serveBackend(new RuleAnalyzerBackend({ malformedFirst: false })), { port: 0 });
  const first = await startOpenAIServer(servePolicy(new RandomPolicy(5)), { port: 0 });
  const out = mkdtempSync(join(tmpdir(), "seedworld-iterate-resume-"));
  // The trainer fails the first time (a crash mid-round) and records which policy URL it was given.
  const seen = join(out, "trainer_saw.txt");
  const trainer = `node -e "const fs=require('fs'); if (!fs.existsSync('${out}/crashed')) { fs.writeFileSync('${out}/crashed', ''); process.exit(1) } fs.writeFileSync('${seen}', process.env.SEED_POLICY_BASE_URL)"`;
  const configAt = (url: string) =>
    iterateConfig(out, url, analyzerServer.url, trainer, { rounds: 1, tasksPerRound: 1, maxSteps: 3, analyzerAttempts: 1 });
  try {
    await assert.rejects(runIterations(configAt(first.url)), /trainer command exited with 1/);
    await first.close();
    const second = await startOpenAIServer(servePolicy(new RandomPolicy(5)), { port: 0 });
    try {
      await runIterations(configAt(second.url));
      assert.equal(readFileSync(seen, "utf8"), second.url);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    await analyzerServer.close();
  }
});

test("seed iterate --policy-is-current: an extended run goes on with the restarted server, not the finished rounds' endpoints", async () => {
  const analyzerServer = await startOpenAIServer(serveBackend(new RuleAnalyzerBackend({ malformedFirst: false })), { port: 0 });
  const first = await startOpenAIServer(servePolicy(new RandomPolicy(5)), { port: 0 });
  const out = mkdtempSync(join(tmpdir(), "seedworld-iterate-current-"));
  // As seed learn's server does: the update is taken in process, so the next round's endpoint is the same server.
  const seen = join(out, "trainer_saw.txt");
  const trainer = `node -e "const fs=require('fs'); fs.appendFileSync('${seen}', process.env.SEED_POLICY_BASE_URL + '\\n'); fs.writeFileSync(process.env.SEED_NEXT_ENDPOINT_FILE, JSON.stringify({base_url: process.env.SEED_POLICY_BASE_URL, model: process.env.SEED_POLICY_MODEL}))"`;
  const configAt = (url: string, rounds: number) => ({
    ...iterateConfig(out, url, analyzerServer.url, trainer, { rounds, tasksPerRound: 1, maxSteps: 3, analyzerAttempts: 1 }),
    policyIsCurrent: true,
  });
  try {
    await runIterations(configAt(first.url, 1));
    await first.close();
    const second = await startOpenAIServer(servePolicy(new RandomPolicy(5)), { port: 0 });
    try {
      await runIterations(configAt(second.url, 2));
      assert.deepEqual(readFileSync(seen, "utf8").trim().split("\n"), [first.url, second.url]);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    await analyzerServer.close();
  }
});
