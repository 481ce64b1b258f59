// Comparability by protocol, not by model (issue 29): two models on the same protocol are compared
// side by side with a paired per-game difference and its interval; only protocol differences
// (games and hashes, tasks, prompt, projection, sampling, step limit) make runs "not comparable",
// and the report names them with both values. Runs the built CLI as a user does.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { removeTree, repoRoot, tempTree } from "./test-support.js";

const bin = path.join(repoRoot, "dist/cli/main.js");
const ALFWORLD = path.join(repoRoot, "..", "shared", "alfworld");
const skip = existsSync(bin) ? false : "not built (npm run build)";

function seedworld(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, ALFWORLD_DATA: "" } });
}

/** Per-game success of a run, read straight from its .jsonl records. */
function perGame(run: string): Map<string, number> {
  const games = new Map<string, { n: number; c: number }>();
  for (const folder of readdirSync(run).filter((n) => n.startsWith("task_"))) {
    const file = readdirSync(path.join(run, folder)).find((n) => /_\d{8}_\d{6}\.jsonl$/.test(n))!;
    for (const line of readFileSync(path.join(run, folder, file), "utf8")
      .split("\n")
      .filter(Boolean)) {
      const record = JSON.parse(line) as { gamefile: string; success: boolean };
      const g = games.get(record.gamefile) ?? { n: 0, c: 0 };
      g.n += 1;
      g.c += record.success ? 1 : 0;
      games.set(record.gamefile, g);
    }
  }
  return new Map([...games].map(([k, g]) => [k, g.c / g.n]));
}

describe("seedworld report compares runs by protocol", { skip }, () => {
  let root: string;
  const run = (name: string) => path.join(root, name);
  before(async () => {
    root = await tempTree();
    const common = ["--games", ALFWORLD, "--split", "valid_train", "--episodes", "all", "--plain"];
    for (const [name, extra] of [
      ["expert", ["--agent", "expert"]],
      ["random", ["--agent", "random"]],
      ["expert-short", ["--agent", "expert", "--max-steps", "8"]],
      ["expert-task1", ["--agent", "expert", "--tasks", "1"]],
    ] as const) {
      const result = seedworld("eval", ...common, ...extra, "--out", run(name));
      assert.equal(result.status, 0, result.stderr);
    }
  });
  after(() => removeTree(root));

  test("same protocol, different model: side by side with a paired per-game difference", () => {
    const result = seedworld("report", run("expert"), run("random"));
    assert.equal(result.status, 0, result.stderr);
    assert.doesNotMatch(result.stdout, /NOT COMPARABLE/);
    assert.match(
      result.stdout,
      /random vs expert: same protocol, different model \(model\.name: expert vs random\): compared side by side/,
    );
    const games = perGame(run("expert")).size;
    assert.match(result.stdout, new RegExp(`│ micro .*-100\\.0 pp \\(-100\\.0 pp to -\\d+\\.\\d pp, paired over ${games} games\\)`));
    assert.match(result.stdout, /Newcombe's score interval .* every game differs by the same amount/);
    const json = JSON.parse(seedworld("report", "--json", run("expert"), run("random")).stdout);
    assert.equal(json.comparison.manifestChecks[0].comparable, true);
    assert.deepEqual(json.comparison.manifestChecks[0].modelDifferences, ["model.name"]);
    assert.equal(json.comparison.pairedMicro[1].method, "newcombe-games");
  });

  test("a different step limit is a protocol difference, named with both values; the paired bootstrap when games differ", () => {
    const result = seedworld("report", run("expert"), run("expert-short"));
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /expert-short vs expert: NOT COMPARABLE, the protocol differs in protocol\.max_steps: 50 vs 8/);
    const a = perGame(run("expert"));
    const b = perGame(run("expert-short"));
    const differences = [...a].map(([game, rate]) => b.get(game)! - rate);
    assert.ok(new Set(differences).size > 1, "the short limit loses some games and not others");
    const mean = differences.reduce((t, d) => t + d, 0) / differences.length;
    const json = JSON.parse(seedworld("report", "--json", run("expert"), run("expert-short")).stdout);
    const paired = json.comparison.pairedMicro[1];
    assert.equal(paired.method, "paired-bootstrap-games");
    assert.ok(Math.abs(paired.difference - mean) < 1e-12);
    assert.ok(paired.ci95.low <= mean && mean <= paired.ci95.high && paired.ci95.low < paired.ci95.high);
    assert.equal(json.comparison.manifestChecks[0].comparable, false);
  });

  test("runs over different games get no paired difference and name the difference", () => {
    const result = seedworld("report", run("expert"), run("expert-task1"));
    assert.equal(result.status, 0, result.stderr);
    assert.match(
      result.stdout,
      /NOT COMPARABLE, the protocol differs in dataset\.game_count: \d+ vs \d+; dataset\.games \(\d+ only in the reference\)/,
    );
    assert.match(result.stdout, /no paired difference: the runs played different games/);
  });
});
