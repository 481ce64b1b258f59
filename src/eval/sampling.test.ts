// `--sampling verl-agent`: the episodes are exactly the games verl-agent's envs draw, spread over
// the task folders by type; the scheme is recorded; flags that would contradict it are refused.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { scanCatalog } from "../games/catalog.js";
import { verlAgentDraws } from "./plan.js";
import { SilentProgress } from "./progress.js";
import { runEvaluation } from "./runner.js";
import { buildEvalConfig } from "./setup.js";

const SHARED = path.resolve(import.meta.dirname, "../../../shared/alfworld");

test("verl-agent sampling plays exactly the drawn games, recorded as such", async () => {
  const out = mkdtempSync(path.join(tmpdir(), "seedworld-verl-sampling-"));
  try {
    const options = {
      agent: "expert" as const,
      games: [SHARED],
      split: "valid_train",
      sampling: "verl-agent" as const,
      envs: 5,
      groupN: 2,
      seed: 1000,
      out,
    };
    await runEvaluation(await buildEvalConfig(options, new SilentProgress()));
    const keys = scanCatalog([SHARED], { splits: ["valid_train"] })
      .games.map((game) => game.gamefile)
      .sort();
    const expected = verlAgentDraws(keys, 1000, 5, 2, 0)
      .map((draw) => draw.gamefile)
      .sort();
    const played: string[] = [];
    for (const folder of readdirSync(out).filter((name) => name.startsWith("task_"))) {
      const journal = readdirSync(path.join(out, folder)).find((name) => name.endsWith(".jsonl") && !name.endsWith(".steps.jsonl"))!;
      for (const line of readFileSync(path.join(out, folder, journal), "utf8")
        .split("\n")
        .filter(Boolean))
        played.push(JSON.parse(line).gamefile);
    }
    assert.deepEqual(played.sort(), expected);
    const manifest = JSON.parse(readFileSync(path.join(out, "manifest.json"), "utf8"));
    assert.deepEqual(manifest.protocol.sampling, { scheme: "verl-agent", envs: 5, group_n: 2, round: 0 });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("verl-agent sampling refuses --episodes and needs --envs", async () => {
  const base = { agent: "expert" as const, games: [SHARED], split: "valid_train", sampling: "verl-agent" as const };
  await assert.rejects(buildEvalConfig({ ...base, envs: 4, episodes: 3 }, new SilentProgress()), /drop episodes and samples/);
  await assert.rejects(buildEvalConfig(base, new SilentProgress()), /sampling verl-agent needs envs N/);
});
