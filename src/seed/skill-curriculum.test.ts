// SkillZero's curriculum driving `seed iterate`: the scheduled top-k general skills (and the
// episode's task section) fill `{skill_context}` in the rollout prompts, round by round.
import { strict as assert } from "node:assert";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { LocalPolicyBackend, RandomPolicy } from "../agent/local-agents.js";
import { scanCatalog } from "../games/catalog.js";
import { parseSkillMarkdown, SKILLZERO_TEMPLATES } from "../skills/skillzero.js";
import { DEFAULT_ANALYZER } from "./analyzer.js";
import { ByteCacheLM } from "./cache-lm.js";
import { DEFAULT_CREDIT } from "./credit.js";
import { METRICS_FILE, roundDir, runIterations } from "./iterate.js";
import { SilentStageProgress } from "../platform/progress.js";
import { RuleAnalyzerBackend } from "./rule-analyzer.js";
import { DEFAULT_SCORING } from "./scoring.js";
import type { Trajectory } from "./types.js";

const games = resolve(import.meta.dirname, "../../../shared/alfworld/json_2.1.1");
const SKILLS = `### GENERAL SKILLS ###
Here are some useful general strategies for completing tasks in this environment:
1. Explore: GENERAL-ONE.
2. Recheck: GENERAL-TWO.
${["pick_and_place", "look_at_obj_in_light", "clean", "heat", "cool"].map((t) => `### TASK: ${t} ###\n1. Family: TASK-SECTION.\n`).join("")}`;

test("seed iterate with a skill schedule: round 0 shows 2 general skills, round 1 none; the task section stays", async () => {
  const out = mkdtempSync(join(tmpdir(), "seedworld-curriculum-"));
  try {
    await runIterations({
      outDir: out,
      rounds: 2,
      policy: { kind: "random" },
      policyFor: () => new LocalPolicyBackend(new RandomPolicy(3)),
      analyzerFor: () => new RuleAnalyzerBackend(),
      scorerFor: async () => new ByteCacheLM(),
      trainerCommand: null,
      pool: scanCatalog([games], { splits: ["valid_seen"] }).games,
      tasksPerRound: 2,
      groupSize: 1,
      maxSteps: 3,
      historyLength: 2,
      templates: SKILLZERO_TEMPLATES,
      projection: "strict",
      seed: 1,
      concurrency: 2,
      sendEpisodeContext: false,
      skillCurriculum: { sections: parseSkillMarkdown(SKILLS), schedule: [2, 0], rule: { kind: "skill0", totalSteps: 2 } },
      analyzer: { ...DEFAULT_ANALYZER, concurrency: 2 },
      scoring: { ...DEFAULT_SCORING, retokenize: true },
      credit: DEFAULT_CREDIT,
      progress: new SilentStageProgress(),
    });
    const prompts = (round: number) =>
      readFileSync(join(roundDir(out, round), "rollouts.jsonl"), "utf8")
        .trim()
        .split("\n")
        .flatMap((line) => (JSON.parse(line) as Trajectory).steps.map((step) => step.prompt));
    for (const prompt of prompts(0)) {
      assert.ok(!prompt.includes("{skill_context}"));
      assert.match(
        prompt,
        /GENERAL-ONE\.\n2\. Recheck: GENERAL-TWO\.\n\n1\. Family: TASK-SECTION\.\n\n(Your current observation|Prior to this step)/,
      );
    }
    for (const prompt of prompts(1)) {
      assert.ok(!prompt.includes("GENERAL-ONE"), "top-k 0 withdraws every general skill");
      assert.match(prompt, /\n1\. Family: TASK-SECTION\.\n\n(Your current observation|Prior to this step)/);
    }
    const metrics = readFileSync(join(out, METRICS_FILE), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).metrics);
    assert.deepEqual(
      metrics.map((m) => m["seed/skill_context/global_top_k"]),
      [2, 0],
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
