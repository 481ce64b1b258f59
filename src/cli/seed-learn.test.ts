// `seed learn` end to end at the smallest size: explorer demonstrations on the official train games,
// rule-analyzer skills, a random policy GGUF, a few SFT steps in torch, one SEED round against the
// torch policy server (the update runs there), evaluations after SFT and after the round, and the
// summary. Then the same command again: every step's outputs exist, so nothing reruns.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { summarizeLearn } from "../report/learn-summary.js";
import { analyzerPromptFor } from "../seed/analyzer.js";
import { BUDGETS } from "../seed/learn.js";
import type { Analysis, Trajectory } from "../seed/types.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
const OFFICIAL = path.resolve(import.meta.dirname, "../../../shared/alfworld");
const python = [process.env.SEEDWORLD_PYTHON, "/usr/bin/python3", "python3"].find(
  (p) => p && spawnSync(p, ["-c", "import torch, numpy"], { stdio: "ignore" }).status === 0,
);

const MICRO = {
  trainSplit: "valid_train",
  demoGames: 6,
  maxAnalysisRows: 2,
  model: { embedding: 32, blocks: 1, heads: 2, feedForward: 64 },
  sft: { epochs: 0.3, batchRows: 4 },
  rl: {
    seeds: [1],
    methods: ["seed", "grpo"],
    rounds: 1,
    evalEvery: 1,
    tasksPerRound: 1,
    groupSize: 2,
    miniBatchRows: 8,
    stepAdvantageWeight: 1,
  },
  eval: { splits: ["valid_seen"], episodes: 1, sftSamples: 1 },
  prompt: { maxSteps: 2, maxTokens: 16, analyzerMaxTokens: 16, analyzerPrompt: "compact" },
};

test("seed learn runs demonstrations, SFT, a SEED round and evaluations, writes the summary, and resumes without redoing work", {
  skip: !existsSync(bin) ? "not built" : !python ? "no Python with torch (apt-get install python3-torch)" : false,
  timeout: 600_000,
}, async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-learn-"));
  let progress = "";
  const learn = () => {
    const done = spawnSync(
      process.execPath,
      [bin, "seed", "learn", "--games", OFFICIAL, "--out", out, "--jobs", "2", "--override", JSON.stringify(MICRO)],
      {
        encoding: "utf8",
      },
    );
    assert.equal(done.status, 0, done.stderr);
    progress = done.stderr;
    return done.stdout;
  };
  try {
    const summary = learn();
    assert.match(summary, /### valid_seen: success rate/);
    // The protocol every evaluation shared, from their manifests.
    assert.match(
      summary,
      /^Evaluations: prompt verl, history 2; strict projection; temperature 0\.4, 16 tokens; action space admissible; 2 steps\.$/m,
    );
    assert.match(summary, /\| sft \| 0 \| 1 \|/);
    // Stage 1's two passes, from the trainer's own metrics files.
    assert.match(summary, /^Stage 1: sft: \d+ steps over \d+ rows, held-out reply exact [^;]+; sft_takes: \d+ steps over \d+ rows, /m);
    assert.match(summary, /\| seed \| 1 \| 1 \|/);
    assert.match(summary, /\| seed − sft \| 1 \|/);
    assert.match(summary, /\| grpo − sft \| 1 \|/);
    // Two jobs at a time (--jobs 2), longest first: the SEED run, the GRPO run beside it, then the SFT model's evaluation.
    assert.match(progress, /^3\/3 the SFT model's evaluation and stage 2, GRPO and SEED from the SFT model \(2 at a time\)$/m);
    const [seedRun, grpoRun] = ["  seed-seed1\n", "  grpo-seed1\n"].map((line) => progress.indexOf(line));
    const sftEval = progress.indexOf("evals/sft/valid_seen");
    assert.ok(seedRun >= 0 && seedRun < grpoRun && grpoRun < progress.indexOf("seed-seed1/round_0001") && grpoRun < sftEval, progress);
    const run = path.join(out, "runs", "seed-seed1");
    assert.match(readFileSync(path.join(run, "run_config.env"), "utf8"), /ALGORITHM=seed_opd\nSEED=1\nOPD_LOSS_COEF=0.01\n/);
    const metrics = JSON.parse(readFileSync(path.join(run, "metrics.jsonl"), "utf8").trim()).metrics as Record<string, number>;
    // The update ran in the policy server, with SEED's KL term and the OPD coefficient of the export.
    assert.equal(metrics["actor/opd_loss_coef"], 0.01);
    assert.ok(Number.isFinite(metrics["actor/kl_loss"]) && Number.isFinite(metrics["actor/grad_norm"]));
    // The trainer scored its probe rows again after the update (every row of so small a round), by the sign of their advantage.
    assert.ok(metrics["actor/reply_probe_rows_pos_adv"] + metrics["actor/reply_probe_rows_neg_adv"] <= metrics["actor/rows"]);
    for (const sign of ["pos", "neg"])
      assert.equal(Number.isFinite(metrics[`actor/reply_log_prob_shift_${sign}_adv`]), metrics[`actor/reply_probe_rows_${sign}_adv`] > 0);
    // ... and their actions apart; the losses were taken over the whole reply, the preset's default.
    assert.ok(metrics["actor/action_probe_rows_pos_adv"] + metrics["actor/action_probe_rows_neg_adv"] <= metrics["actor/rows"]);
    assert.match(readFileSync(path.join(run, "run_config.env"), "utf8"), /^LOSS_TOKENS=reply$/m);
    assert.equal(metrics["seed/analyzed_traj_count"], 2);
    // GiGPO's step advantages reached the round: both copies start from the same observation, one step group of 2 at least.
    assert.match(readFileSync(path.join(run, "run_config.env"), "utf8"), /^STEP_ADVANTAGE_W=1$/m);
    assert.equal(metrics["seed/adv/step_advantage_weight"], 1);
    assert.equal(metrics["seed/state_group/num_samples"], metrics["actor/rows"]);
    assert.ok(metrics["seed/state_group/max"] >= 2);
    assert.equal(metrics["seed/analysis_policy_valid_traj_count"] + metrics["seed/analysis_fallback_traj_count"], 2);
    // GRPO's skills are the rule analyzer's alone: none of them is counted as the policy's.
    const grpo = JSON.parse(readFileSync(path.join(out, "runs", "grpo-seed1", "metrics.jsonl"), "utf8").trim()).metrics as Record<
      string,
      number
    >;
    assert.equal(grpo["seed/analyzed_traj_count"], 2);
    assert.ok(!("seed/analysis_policy_valid_traj_count" in grpo), "GRPO's rule analyses read as the policy's");
    assert.ok(metrics["seed/analysis_policy_refused_traj_count"] <= metrics["seed/analysis_fallback_traj_count"]);
    // The compact analyzer prompt, for the demonstrations' skills and the round's analyses alike: replies cut to their action.
    const lines = (file: string) =>
      readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
    for (const dir of [path.join(out, "demos"), path.join(run, "round_0000")]) {
      const trajectories = new Map((lines(path.join(dir, "rollouts.jsonl")) as Trajectory[]).map((t) => [t.trajUid, t]));
      const analyses = lines(path.join(dir, "analyses.jsonl")) as Analysis[];
      assert.ok(analyses.length > 0);
      for (const a of analyses) assert.equal(a.prompt, analyzerPromptFor(trajectories.get(a.trajUid)!, "compact"), dir);
    }
    assert.ok(existsSync(path.join(run, "round_0000", "policy.gguf")));
    for (const label of ["sft", path.join("seed-seed1", "round_0001")])
      assert.ok(existsSync(path.join(out, "evals", label, "valid_seen", "manifest.json")), label);
    // SFT ran with the preset's settings (the prompt-loss weight once went unpassed and silently was 0).
    const sft = JSON.parse(readFileSync(path.join(out, "model", "sft_metrics.json"), "utf8")) as Record<string, number>;
    assert.equal(sft["sft/prompt_loss_weight"], BUDGETS.small.sft.promptLossWeight);
    // The explorer's rows on the evaluation split, to watch SFT by (at 2 steps it wins none, so no rows here;
    // python/tests/test_policy_model.py tests the held-out accuracy itself).
    assert.ok(existsSync(path.join(out, "demos", "held_out", "sft", "policy_sft.jsonl")));
    // The take pass: the same rows with every take row repeated (none here, at 2 steps; src/seed/policy-sft.test.ts
    // tests the repeats), trained from the first pass's weights, and RL starts from its model.
    const rows = (dir: string) =>
      readFileSync(path.join(out, "demos", dir, "policy_sft.jsonl"), "utf8")
        .trim()
        .split("\n");
    const takes = (lines: string[]) => lines.filter((line) => /"response":"[^"]*<action>take /.test(line)).length;
    const [plain, repeated] = [rows("sft"), rows("sft_takes")];
    assert.equal(takes(repeated), takes(plain) * (1 + BUDGETS.small.sft.takePass.takeCopies));
    assert.equal(repeated.length - plain.length, takes(plain) * BUDGETS.small.sft.takePass.takeCopies);
    const takePass = JSON.parse(readFileSync(path.join(out, "model", "sft_takes_metrics.json"), "utf8")) as Record<string, number>;
    assert.ok(takePass["sft/steps"] > 0);
    assert.match(progress, /seedworld\.policy\.sft --model \S+\/model\/sft\.gguf --data \S+\/sft_takes\/policy_sft\.jsonl/);
    assert.match(progress, /^policy server: \S+\/model\/sft_takes\.gguf \(KL reference \S+\/model\/sft_takes\.gguf\)$/m);
    const timing = JSON.parse(readFileSync(path.join(out, "learn_timing.json"), "utf8")) as Record<string, number>;
    assert.ok(timing.sft_wall_s > 0 && timing.eval_rl_cpu_s > 0);
    // Again: nothing to do, the same summary.
    const weights = statSync(path.join(out, "model", "sft.gguf")).mtimeMs;
    const withoutTime = (text: string) => text.replace(/^Time: .*$/m, "");
    assert.equal(withoutTime(learn()), withoutTime(summary));
    assert.equal(statSync(path.join(out, "model", "sft.gguf")).mtimeMs, weights);
    // Another folder starts from this one's stage 1 with other RL settings: no stage-1 step is run again.
    const other = mkdtempSync(path.join(tmpdir(), "seedworld-learn-stage1-"));
    try {
      const fromStage1 = (override: unknown, dir: string) =>
        spawnSync(
          process.execPath,
          [bin, "seed", "learn", "--games", OFFICIAL, "--out", dir, "--stage1", out, "--override", JSON.stringify(override)],
          { encoding: "utf8" },
        );
      const grpoOnActions = fromStage1({ ...MICRO, rl: { ...MICRO.rl, methods: ["grpo"], lr: 0.0005, lossTokens: "action" } }, other);
      assert.equal(grpoOnActions.status, 0, grpoOnActions.stderr);
      assert.match(grpoOnActions.stderr, /^stage 1 copied from /m);
      assert.doesNotMatch(grpoOnActions.stderr, /seed rollout|seedworld\.policy\.sft|--out \S+\/evals\/sft\//);
      assert.match(grpoOnActions.stdout, /\| sft \| 0 \| 1 \|/);
      assert.match(readFileSync(path.join(other, "runs", "grpo-seed1", "run_config.env"), "utf8"), /^LOSS_TOKENS=action$/m);
      const stage1Seconds = (dir: string) => JSON.parse(readFileSync(path.join(dir, "learn_timing.json"), "utf8")).sft_wall_s;
      // The copied stage's measured seconds, and the few this run spent finding its outputs there.
      assert.ok(stage1Seconds(other) >= stage1Seconds(out) && stage1Seconds(other) < stage1Seconds(out) + 30);
      const otherModel = fromStage1({ ...MICRO, model: { ...MICRO.model, embedding: 48 } }, path.join(other, "wider"));
      assert.equal(otherModel.status, 1, otherModel.stderr);
      assert.match(otherModel.stderr, /^seedworld seed learn: --stage1: \S+ was made with other settings \(model\.embedding differ\)$/m);
      // An SFT evaluation of fewer plays per game than asked does not hold the asked one (more plays do: their first is it).
      const morePlays = fromStage1({ ...MICRO, eval: { ...MICRO.eval, episodes: 0, sftSamples: 2 } }, path.join(other, "plays"));
      assert.equal(morePlays.status, 1, morePlays.stderr);
      assert.match(morePlays.stderr, /--stage1: \S+ was made with other settings \(eval\.episodes, eval\.sftSamples differ\)$/m);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
    // Settings that only add work extend the run: two more rounds, evaluated after the third; then evaluations
    // every round, where round 2's is made with the weights of its own round, not the newest.
    const extend = (rl: object) =>
      spawnSync(
        process.execPath,
        [
          bin,
          "seed",
          "learn",
          "--games",
          OFFICIAL,
          "--out",
          out,
          "--jobs",
          "2",
          "--override",
          JSON.stringify({ ...MICRO, rl: { ...MICRO.rl, ...rl } }),
        ],
        { encoding: "utf8" },
      );
    const longer = extend({ rounds: 3, evalEvery: 3 });
    assert.equal(longer.status, 0, longer.stderr);
    assert.ok(existsSync(path.join(out, "evals", "seed-seed1", "round_0003", "valid_seen", ".complete")));
    assert.ok(!existsSync(path.join(out, "evals", "seed-seed1", "round_0002")));
    const denser = extend({ rounds: 3, evalEvery: 1 });
    assert.equal(denser.status, 0, denser.stderr);
    for (const run of ["seed-seed1", "grpo-seed1"]) {
      assert.match(denser.stderr, new RegExp(`^policy server: \\S+/runs/${run}/round_0001/policy\\.gguf `, "m"));
      assert.ok(existsSync(path.join(out, "evals", run, "round_0002", "valid_seen", ".complete")), run);
    }
    assert.doesNotMatch(denser.stderr, /seed iterate/);
    // Every evaluated round has its paired differences, not only the last.
    const byRound = (await summarizeLearn(out)).differences.map((d) => `${d.comparison}@${d.round}`);
    for (const comparison of ["grpo − sft", "seed − sft", "seed − grpo"])
      for (const round of [1, 2, 3]) assert.ok(byRound.includes(`${comparison}@${round}`), `${comparison}@${round}: ${byRound}`);
    // An evaluation played under another protocol is named, not averaged in silently.
    const manifestFile = path.join(out, "evals", "sft", "valid_seen", "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    manifest.sampling.action_space = "generation";
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const mixed = (await summarizeLearn(out)).markdown;
    assert.match(mixed, /^NOT COMPARABLE: the evaluations below were played under different protocols:/);
    assert.match(mixed, /action space generation; 2 steps: sft\/valid_seen\n/);
    // Other settings in the same folder are refused, naming what differs: its outputs were made without them.
    const changed = { ...MICRO, prompt: { ...MICRO.prompt, actionSpace: "generation" } };
    const refused = spawnSync(
      process.execPath,
      [bin, "seed", "learn", "--games", OFFICIAL, "--out", out, "--override", JSON.stringify(changed)],
      {
        encoding: "utf8",
      },
    );
    assert.equal(refused.status, 1, refused.stderr);
    assert.match(refused.stderr, /holds a run with other settings \(prompt\.actionSpace differ/);
    // A folder recorded before the take pass existed was made without one: resuming it with the preset's take
    // pass is refused, and resuming it as it was (no take pass) is not.
    const settingsFile = path.join(out, "learn_settings.json");
    const recorded = JSON.parse(readFileSync(settingsFile, "utf8"));
    delete recorded.sft.takePass;
    writeFileSync(settingsFile, JSON.stringify(recorded));
    const withTakePass = spawnSync(
      process.execPath,
      [bin, "seed", "learn", "--games", OFFICIAL, "--out", out, "--override", JSON.stringify(MICRO)],
      {
        encoding: "utf8",
      },
    );
    assert.equal(withTakePass.status, 1, withTakePass.stderr);
    assert.match(withTakePass.stderr, /\(sft\.takePass\.epochs, sft\.takePass\.takeCopies differ/);
    const asBefore = { ...MICRO, sft: { ...MICRO.sft, takePass: { epochs: 0, takeCopies: 0 } } };
    const resumed = spawnSync(
      process.execPath,
      [bin, "seed", "learn", "--games", OFFICIAL, "--out", out, "--override", JSON.stringify(asBefore)],
      {
        encoding: "utf8",
      },
    );
    assert.equal(resumed.status, 0, resumed.stderr);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("seed learn refuses eval.samples, rl.oldLogProbs and rl.lossTokens that its steps would refuse hours later, before it starts", {
  skip: !existsSync(bin) ? "not built" : !python ? "no Python with torch (apt-get install python3-torch)" : false,
}, () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-learn-refused-"));
  try {
    const refused = (override: unknown) =>
      spawnSync(process.execPath, [bin, "seed", "learn", "--out", out, "--override", JSON.stringify(override)], { encoding: "utf8" });
    const samples = refused({ eval: { samples: 3, episodes: 2 } });
    assert.equal(samples.status, 1, samples.stderr);
    assert.match(
      samples.stderr,
      /^seedworld seed learn: --override: eval\.samples > 1 plays every game that often, so it needs eval\.episodes 0/m,
    );
    const sftSamples = refused({ eval: { sftSamples: 0 } });
    assert.equal(sftSamples.status, 1, sftSamples.stderr);
    assert.match(sftSamples.stderr, /^seedworld seed learn: --override: eval\.sftSamples must be a positive integer \(got 0\)$/m);
    // The trainer would refuse it at the first update, after SFT.
    const oldLogProbs = refused({ rl: { oldLogProbs: "cached" } });
    assert.equal(oldLogProbs.status, 1, oldLogProbs.stderr);
    assert.match(
      oldLogProbs.stderr,
      /^seedworld seed learn: --override: rl\.oldLogProbs must be one of recompute, rollout \(got cached\)$/m,
    );
    const lossTokens = refused({ rl: { lossTokens: "thought" } });
    assert.equal(lossTokens.status, 1, lossTokens.stderr);
    assert.match(lossTokens.stderr, /^seedworld seed learn: --override: rl\.lossTokens must be one of reply, action \(got thought\)$/m);
    assert.ok(!existsSync(path.join(out, "learn_settings.json")), "nothing recorded");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
