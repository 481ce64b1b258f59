// scripts/publish-learn.mjs: a finished `seed learn` folder's own files go into docs unchanged; a folder short of its
// result is refused, naming what is missing.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const script = path.resolve(import.meta.dirname, "../scripts/publish-learn.mjs");

test("publish-learn copies a finished run's summary unchanged and refuses one that is not finished", () => {
  const root = mkdtempSync(path.join(tmpdir(), "seedworld-publish-"));
  try {
    const run = path.join(root, "run");
    mkdirSync(run);
    const settings = { eval: { splits: ["valid_seen"], official: null }, rl: { methods: ["grpo", "seed"], seeds: [1, 2, 3], rounds: 6 } };
    const write = (seedSeeds: number, seedRound = 6, sft = true) => {
      const rows = [
        ...(sft ? [{ method: "sft", round: 0, seeds: 1 }] : []),
        { method: "grpo", round: 6, seeds: 3 },
        { method: "seed", round: seedRound, seeds: seedSeeds },
      ];
      writeFileSync(path.join(run, "learn_settings.json"), JSON.stringify(settings));
      writeFileSync(path.join(run, "learn_timing.json"), "{}");
      writeFileSync(path.join(run, "learn_summary.json"), JSON.stringify({ rows: { valid_seen: rows } }));
      writeFileSync(path.join(run, "learn_summary.md"), "| grpo | 6 | 3 | 32.1 |\n");
      writeFileSync(path.join(run, "curves_valid_seen.svg"), "<svg/>\n");
    };
    const publish = () =>
      spawnSync(process.execPath, [script, run, path.join(root, "docs"), "seedworld seed learn --budget full", "abc1234"], {
        encoding: "utf8",
      });
    const refusal = (seedSeeds: number, seedRound?: number, sft?: boolean) => {
      write(seedSeeds, seedRound, sft);
      const refused = publish();
      assert.equal(refused.status, 1);
      return refused.stderr;
    };
    const unfinished = ": the run is not finished\n";
    assert.equal(refusal(2), `publish-learn: ${run}: 2 of 3 seeds of seed evaluated on valid_seen at round 6${unfinished}`);
    assert.equal(refusal(3, 3), `publish-learn: ${run}: seed has no evaluation on valid_seen at round 6${unfinished}`);
    assert.equal(refusal(3, 6, false), `publish-learn: ${run}: the SFT model has no evaluation on valid_seen${unfinished}`);
    assert.ok(!existsSync(path.join(root, "docs")));
    write(3);
    const done = publish();
    assert.equal(done.status, 0, done.stderr);
    const docs = path.join(root, "docs");
    assert.equal(readFileSync(path.join(docs, "learn_summary.md"), "utf8"), readFileSync(path.join(run, "learn_summary.md"), "utf8"));
    const index = readFileSync(path.join(docs, "index.md"), "utf8");
    assert.match(index, /Made by `seedworld seed learn --budget full` at commit abc1234\./);
    assert.match(index, /!\[curves_valid_seen\.svg\]\(curves_valid_seen\.svg\)\n\n\| grpo \| 6 \| 3 \| 32\.1 \|\n$/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
