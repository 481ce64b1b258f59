// The report's statistics on real files: eval folders this test produces by running `seedworld
// eval` (the expert with a short step limit loses some games, so outcomes are mixed), the shared
// DeepSeek summaries, and a few hand-written records where a case needs within-game variation.
// Every expected number is computed here from the records themselves, not by the code under test.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import {
  bootstrapOverGames,
  buildReport,
  datasetLabel,
  passAtK,
  passHatK,
  renderMarkdown,
  renderTable,
  sampleSd,
  scanRuns,
  type EvalRunReport,
  type Report,
} from "./index.js";
import { basicEvalDir, removeTree, repoRoot, summaryFor, tempTree } from "./test-support.js";
import { mulberry32 } from "../agent/rng.js";

const temps: string[] = [];
after(() => Promise.all(temps.map(removeTree)));

const ALFWORLD = path.join(repoRoot, "..", "shared", "alfworld");

function seedworld(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", path.join(repoRoot, "src/cli/main.ts"), ...args], {
    encoding: "utf8",
    cwd: repoRoot,
  });
}

function runEval(out: string, ...args: string[]): void {
  const result = seedworld("eval", "--agent", "expert", "--max-steps", "6", "--plain", "--out", out, ...args);
  assert.equal(result.status, 0, result.stderr);
}

// ------------------------------------------------------------ independent arithmetic

interface Rec {
  gamefile: string;
  success: boolean;
  num_steps: number;
  termination: string;
  prompt_tokens_total: number;
  completion_tokens_total: number;
  steps: Array<{ is_action_valid: boolean }>;
}

/** Every task folder's episode records, keyed by folder name, read straight from the .jsonl files. */
async function recordsOf(runDir: string): Promise<Map<string, Rec[]>> {
  const out = new Map<string, Rec[]>();
  for (const folder of (await readdir(runDir)).filter((n) => n.startsWith("task_")).sort()) {
    const file = (await readdir(path.join(runDir, folder))).find((n) => /_\d{8}_\d{6}\.jsonl$/.test(n))!;
    const text = await readFile(path.join(runDir, folder, file), "utf8");
    out.set(
      folder,
      text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Rec),
    );
  }
  return out;
}

function byGame(records: Rec[]): Map<string, { n: number; c: number; steps: number }> {
  const games = new Map<string, { n: number; c: number; steps: number }>();
  for (const r of records) {
    const g = games.get(r.gamefile) ?? { n: 0, c: 0, steps: 0 };
    g.n += 1;
    g.c += r.success ? 1 : 0;
    g.steps += r.num_steps;
    games.set(r.gamefile, g);
  }
  return games;
}

function wilson(s: number, n: number): { low: number; high: number } {
  const z = 1.959963984540054;
  const p = s / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}

const successes = (records: Rec[]) => records.filter((r) => r.success).length;
const close = (actual: number | undefined, expected: number, what: string) =>
  assert.ok(actual !== undefined && Math.abs(actual - expected) < 1e-12, `${what}: ${actual} ≠ ${expected}`);

// ------------------------------------------------------------ estimators

test("pass@k and pass^k: the unbiased estimators on hand-worked values", () => {
  // n = 5 plays, c = 2 wins: pass@2 = 1 − C(3,2)/C(5,2) = 1 − 3/10; pass^2 = C(2,2)/C(5,2) = 1/10.
  close(passAtK(5, 2, 2), 0.7, "pass@2");
  close(passHatK(5, 2, 2), 0.1, "pass^2");
  close(passAtK(5, 2, 1), 0.4, "pass@1 is the success rate");
  close(passAtK(5, 2, 4), 1, "pass@4 with only 3 losses");
  close(passHatK(5, 2, 3), 0, "pass^3 with 2 wins");
  close(passAtK(100, 1, 50), 0.5, "pass@50 of 1/100");
  assert.throws(() => passAtK(2, 1, 3), /needs at least 3 plays/);
});

test("sample sd and the bootstrap over games: seeded, reproducible, games resampled whole", () => {
  close(sampleSd([0.5, 0.6, 0.7]), 0.1, "sd");
  assert.equal(sampleSd([0.5]), undefined);
  const games = [
    { episodes: 3, successes: 0 },
    { episodes: 3, successes: 3 },
    { episodes: 3, successes: 3 },
    { episodes: 3, successes: 1 },
  ];
  // The same resampling written out here: 2,000 draws of 4 games with mulberry32(seed).
  const random = mulberry32(7);
  const rates: number[] = [];
  for (let r = 0; r < 2000; r++) {
    let n = 0;
    let c = 0;
    for (let i = 0; i < 4; i++) {
      const g = games[Math.floor(random() * 4)];
      n += g.episodes;
      c += g.successes;
    }
    rates.push(c / n);
  }
  rates.sort((a, b) => a - b);
  const at = (q: number) =>
    rates[Math.floor((rates.length - 1) * q)] +
    (rates[Math.ceil((rates.length - 1) * q)] - rates[Math.floor((rates.length - 1) * q)]) *
      ((rates.length - 1) * q - Math.floor((rates.length - 1) * q));
  const result = bootstrapOverGames([games], 2000, 7);
  close(result.strata[0].low, at(0.025), "low");
  close(result.strata[0].high, at(0.975), "high");
  assert.deepEqual(bootstrapOverGames([games], 2000, 7), result);
  // Every game always won: no resample can say otherwise.
  assert.deepEqual(
    bootstrapOverGames([
      [
        { episodes: 4, successes: 4 },
        { episodes: 4, successes: 4 },
      ],
    ]).micro,
    { low: 1, high: 1 },
  );
});

// ------------------------------------------------------------ real eval folders

describe("report on eval folders produced by seedworld eval", () => {
  let root: string;
  let report: Report;
  const run = (label: string): EvalRunReport => report.evalRuns.find((r) => r.label.endsWith(label))!;

  before(async () => {
    root = await tempTree();
    temps.push(root);
    const official = ["--games", ALFWORLD, "--split", "valid_train"];
    runEval(path.join(root, "runs", "one-pass"), ...official, "--episodes", "all");
    runEval(path.join(root, "runs", "three-plays"), ...official, "--samples", "3");
    runEval(path.join(root, "unequal", "valid-seen"), "--games", ALFWORLD, "--split", "valid_seen", "--episodes", "all");
    for (const seed of ["3", "4", "5"])
      runEval(path.join(root, "seeds", `seed-${seed}`), ...official, "--tasks", "3,4", "--episodes", "7", "--seed", seed);
    runEval(path.join(root, "synthetic", "bundled"), "--tasks", "1,4", "--episodes", "3");
    report = buildReport(await scanRuns([path.join(root, "runs"), path.join(root, "seeds"), path.join(root, "synthetic")]), {
      prices: { inputPerMillion: 0.27, outputPerMillion: 1.1 },
    });
  });

  test("task types of unequal size: micro pools episodes, macro weighs each task type the same", async () => {
    const records = await recordsOf(path.join(root, "unequal", "valid-seen"));
    const sizes = new Set([...records.values()].map((recs) => recs.length));
    assert.ok(sizes.size > 1, "valid_seen here has 1 or 2 games per task type");
    const all = [...records.values()].flat();
    const micro = successes(all) / all.length;
    const macro = [...records.values()].reduce((t, recs) => t + successes(recs) / recs.length, 0) / records.size;
    assert.notEqual(micro, macro);
    const r = buildReport(await scanRuns([path.join(root, "unequal", "valid-seen")])).evalRuns[0];
    close(r.micro.successRate, micro, "micro");
    close(r.macro.successRate, macro, "macro");
    assert.equal(r.dataset.text, "official ALFWorld valid_seen");
    const text = renderTable(buildReport(await scanRuns([path.join(root, "unequal", "valid-seen")])));
    assert.ok(
      text.includes(
        "micro = all episodes pooled (success over all games played); macro = mean of the per-task-type rates (each task type weighs the same)",
      ),
    );
  });

  test("one pass: micro and macro, Wilson per task, every game once, endings and invalid actions", async () => {
    const records = await recordsOf(path.join(root, "runs", "one-pass"));
    const r = run("one-pass");
    assert.equal(r.dataset.kind, "official");
    assert.equal(r.dataset.text, "official ALFWorld valid_train");
    const all = [...records.values()].flat();
    assert.ok(successes(all) > 0 && successes(all) < all.length, "the step limit should leave mixed outcomes");
    close(r.micro.successRate, successes(all) / all.length, "micro");
    close(r.macro.successRate, [...records.values()].reduce((t, recs) => t + successes(recs) / recs.length, 0) / records.size, "macro");
    assert.equal(r.micro.ciMethod, "wilson");
    // The macro rate is a mean of task rates, not one binomial: its interval comes from the games.
    assert.equal(r.macro.ciMethod, "bootstrap-games");
    assert.ok(r.macro.ci95!.low <= r.macro.successRate && r.macro.successRate <= r.macro.ci95!.high);
    const w = wilson(successes(all), all.length);
    close(r.micro.ci95!.low, w.low, "micro Wilson low");
    close(r.micro.ci95!.high, w.high, "micro Wilson high");
    [...records.values()].forEach((recs, i) => {
      const task = r.tasks[i];
      assert.equal(task.ciMethod, "wilson");
      assert.equal(task.games, new Set(recs.map((x) => x.gamefile)).size);
      assert.equal(task.games, task.episodes);
      close(task.ci95!.low, wilson(successes(recs), recs.length).low, `${task.taskType} Wilson low`);
      assert.deepEqual(task.endings, {
        terminated: recs.filter((x) => x.termination === "won" || x.termination === "env_done").length,
        truncated: recs.filter((x) => x.termination === "max_steps").length,
        unknown: 0,
      });
      const steps = recs.flatMap((x) => x.steps);
      close(task.invalidActionRate, steps.filter((s) => !s.is_action_valid).length / steps.length, "invalid rate");
      assert.equal(task.passK, undefined, "one play per game: no pass@k");
    });
    assert.equal(r.micro.endings!.truncated, all.filter((x) => x.termination === "max_steps").length);
    assert.ok(r.micro.endings!.truncated > 0 && r.micro.endings!.terminated > 0);
  });

  test("one pass: the per-game table has every game; text lists only failing games, top N or all", async () => {
    const records = await recordsOf(path.join(root, "runs", "one-pass"));
    const r = run("one-pass");
    const all = [...records.values()].flat();
    assert.equal(r.games.length, all.length);
    for (const rec of all) {
      const row = r.games.find((g) => g.gamefile === rec.gamefile)!;
      assert.deepEqual([row.episodes, row.successes, row.meanSteps], [1, rec.success ? 1 : 0, rec.num_steps]);
      assert.equal(row.game, rec.gamefile.replace(/^json_2\.1\.1\//, "").replace(/\/game\.tw-pddl$/, ""));
    }
    const failing = all.filter((x) => !x.success).map((x) => x.gamefile.split("/").slice(1, 4).join("/"));
    const single = buildReport(await scanRuns([path.join(root, "runs", "one-pass")]));
    const everyFailing = renderTable(single, { failingGames: "all" });
    for (const game of failing) assert.ok(everyFailing.includes(game), game);
    for (const won of all.filter((x) => x.success))
      assert.ok(!everyFailing.includes(won.gamefile.split("/").slice(1, 4).join("/")), "won game listed");
    assert.ok(everyFailing.includes(`${failing.length} of ${all.length} games failed at least once`));
    const two = renderMarkdown(single, { failingGames: 2 });
    assert.equal(failing.filter((g) => two.includes(g)).length, 2);
    assert.ok(two.includes(`${failing.length - 2} more not shown (--all-failing-games shows them)`));
  });

  test("three plays per game: bootstrap over games (Wilson over games where it would collapse), never Wilson over episodes; pass@k and pass^k", async () => {
    const records = await recordsOf(path.join(root, "runs", "three-plays"));
    const r = run("three-plays");
    // A percentile bootstrap collapses to a point when every game resampled has the same rate.
    const constantRate = (g: Array<{ n: number; c: number }>) => g.every((x) => x.c / x.n === g[0].c / g[0].n);
    const perTask = [...records.values()].map((recs) => [...byGame(recs).values()]);
    assert.equal(r.micro.ciMethod, constantRate(perTask.flat()) ? "wilson-games" : "bootstrap-games");
    assert.equal(r.macro.ciMethod, perTask.every(constantRate) ? "wilson-games" : "bootstrap-games");
    assert.ok(
      perTask.some((g) => !constantRate(g)),
      "mixed outcomes in some task type (the short step limit)",
    );
    const all = [...records.values()].flat();
    const games = byGame(all);
    assert.ok(r.micro.ciBasis.endsWith(`${all.length} episodes over ${games.size} distinct games`), r.micro.ciBasis);
    assert.ok(r.micro.ci95!.low <= r.micro.successRate && r.micro.successRate <= r.micro.ci95!.high);
    [...records.values()].forEach((recs, i) => {
      const task = r.tasks[i];
      const perGame = [...byGame(recs).values()];
      // --samples 3: every game played 3 times.
      const fewest = Math.min(...perGame.map((g) => g.n));
      assert.ok(fewest >= 2, "every game repeated");
      if (constantRate(perGame)) {
        assert.equal(task.ciMethod, "wilson-games");
        assert.ok(task.ciBasis.startsWith(`Wilson over ${perGame.length} distinct game`), task.ciBasis);
        const won = perGame.filter((g) => g.c === g.n).length;
        close(task.ci95!.high, wilson(won, perGame.length).high, `${task.taskType} high`);
        close(task.ci95!.low, wilson(won, perGame.length).low, `${task.taskType} low`);
      } else {
        assert.equal(task.ciMethod, "bootstrap-games");
        assert.ok(task.ciBasis.includes(`${recs.length} episodes over ${perGame.length} distinct games`));
      }
      assert.equal(task.passK!.values.length, fewest);
      for (let k = 1; k <= fewest; k++) {
        const at = perGame.reduce((t, g) => t + 1 - choose(g.n - g.c, k) / choose(g.n, k), 0) / perGame.length;
        const hat = perGame.reduce((t, g) => t + choose(g.c, k) / choose(g.n, k), 0) / perGame.length;
        close(task.passK!.values[k - 1].passAtK, at, `${task.taskType} pass@${k}`);
        close(task.passK!.values[k - 1].passHatK, hat, `${task.taskType} pass^${k}`);
      }
    });
    const mixed = [...records.values()].findIndex((recs) => !constantRate([...byGame(recs).values()]));
    const first = [...records.values()][mixed];
    assert.ok(
      r.notes.some(
        (n) =>
          n.startsWith("games repeat, so intervals come from a bootstrap over games: ") &&
          n.includes(`${r.tasks[mixed].taskType} ${first.length} episodes over ${byGame(first).size} distinct games`),
      ),
      r.notes.join("\n"),
    );
    // The expert plays a game the same way every time: its repeats say nothing about variability.
    const constant = [...games.values()].every((g) => g.c === 0 || g.c === g.n);
    assert.ok(constant);
    assert.ok(
      r.notes.some((n) => n.startsWith(`every repeated game ended the same way on each play (${games.size} games)`)),
      r.notes.join("\n"),
    );
    const text = renderTable(buildReport(await scanRuns([path.join(root, "runs", "three-plays")])));
    assert.ok(!/│ Wilson +│/.test(text), "no Wilson interval over episodes on repeated games");
    assert.ok(text.includes(`bootstrap over ${byGame(first).size} games`));
    assert.ok(text.includes("pass@k and pass^k over games"));
    // Same records, same bounds: the bootstrap is seeded.
    const again = buildReport(await scanRuns([path.join(root, "runs", "three-plays")]));
    assert.deepEqual(again.evalRuns[0].micro.ci95, r.micro.ci95);
  });

  test("runs that differ only in --seed: mean ± sd over seeds", async () => {
    const rates = await Promise.all(
      ["3", "4", "5"].map(async (seed) => [...(await recordsOf(path.join(root, "seeds", `seed-${seed}`))).values()].flat()),
    );
    const micro = rates.map((recs) => successes(recs) / recs.length);
    assert.ok(new Set(micro).size > 1, "the seeds should give different rates");
    const group = report.seeds.groups.find((g) => g.runs.every((label) => label.includes("seed-")))!;
    assert.deepEqual(group.seeds, [3, 4, 5]);
    const m = micro.reduce((a, b) => a + b, 0) / 3;
    close(group.micro.mean, m, "mean");
    close(group.micro.sd, Math.sqrt(micro.reduce((t, v) => t + (v - m) ** 2, 0) / 2), "sd");
    const text = renderTable(report);
    assert.ok(text.includes("Mean ± sd over 3 seeds (3, 4, 5) [official ALFWorld valid_train]"));
  });

  test("the same seed given twice is not seed variation", async () => {
    const copy = path.join(root, "same-seed");
    await cp(path.join(root, "seeds", "seed-3"), path.join(copy, "a"), { recursive: true });
    await cp(path.join(root, "seeds", "seed-3"), path.join(copy, "b"), { recursive: true });
    const same = buildReport(await scanRuns([copy]));
    assert.deepEqual(same.seeds.groups, []);
    assert.match(same.seeds.notes.join("\n"), /share settings and seeds \(3, 3\)/);
  });

  test("the bundled set is labelled synthetic in every output", async () => {
    const r = run("bundled");
    assert.equal(r.dataset.kind, "synthetic");
    assert.match(r.dataset.text, /^SYNTHETIC/);
    const only = buildReport(await scanRuns([path.join(root, "synthetic")]));
    assert.match(renderTable(only), /Evaluation: synthetic\/bundled — expert \[SYNTHETIC\]/);
    assert.match(renderMarkdown(only), /^## Evaluation: synthetic\/bundled — expert \[SYNTHETIC\]$/m);
    const json = seedworld("report", "--json", path.join(root, "synthetic"));
    assert.equal(JSON.parse(json.stdout).evalRuns[0].dataset.kind, "synthetic");
    // Compared with an official run, the data sets are named as not comparable.
    const mixed = renderTable(report);
    assert.ok(mixed.includes("the runs are on different data sets (official ALFWorld valid_train; SYNTHETIC): not comparable"));
  });

  test("cost per episode from the prices; no prices, no cost", async () => {
    const records = await recordsOf(path.join(root, "runs", "one-pass"));
    const all = [...records.values()].flat();
    const dollars = all.reduce((t, x) => t + (x.prompt_tokens_total * 0.27 + x.completion_tokens_total * 1.1) / 1e6, 0);
    close(run("one-pass").micro.costPerEpisode, dollars / all.length, "cost/ep");
    const priceless = buildReport(await scanRuns([path.join(root, "runs", "one-pass")]));
    assert.equal(priceless.evalRuns[0].micro.costPerEpisode, undefined);
    assert.ok(!renderTable(priceless).includes("cost/ep"));
  });

  test("manifests written by eval are printed and compared; a malformed one is a file-named problem", async () => {
    const dir = path.join(root, "manifests");
    for (const name of ["a", "b", "c"]) await cp(path.join(root, "runs", "one-pass"), path.join(dir, name), { recursive: true });
    const written = JSON.parse(await readFile(path.join(dir, "a", "manifest.json"), "utf8"));
    const games = written.dataset.games as Array<{ gamefile: string; sha256: string }>;
    const records = [...(await recordsOf(path.join(dir, "a"))).values()].flat();
    assert.deepEqual(games.map((g) => g.gamefile).sort(), records.map((r) => r.gamefile).sort());
    // b: another prompt template and one game file changed (listed in another order, which is no difference).
    const changed = structuredClone(written);
    changed.prompt.templates_sha256 = "b".repeat(64);
    changed.dataset.games = games.map((g, i) => (i === 0 ? { ...g, sha256: "f".repeat(64) } : g)).reverse();
    await writeFile(path.join(dir, "b", "manifest.json"), JSON.stringify(changed));
    // c: a run from before manifests.
    await rm(path.join(dir, "c", "manifest.json"));
    const compared = buildReport(await scanRuns([path.join(dir, "a"), path.join(dir, "b"), path.join(dir, "c")]));
    const [bCheck, cCheck] = compared.comparison!.manifestChecks;
    assert.deepEqual(
      [bCheck.comparable, bCheck.differingKeys, bCheck.gamesDifference],
      [false, ["dataset.games", "prompt.templates_sha256"], "1 with a different sha256"],
    );
    assert.equal(cCheck.comparable, null);
    const text = renderTable(compared);
    assert.ok(
      text.includes(
        `b vs a: NOT COMPARABLE, the protocol differs in dataset.games (1 with a different sha256); prompt.templates_sha256: ${written.prompt.templates_sha256.slice(0, 57)}... vs ${"b".repeat(57)}...`,
      ),
      text,
    );
    assert.ok(text.includes("no manifest in c: comparability cannot be checked"));
    assert.match(text, /Manifest: a\n/);
    assert.match(text, new RegExp(`dataset\\.games +│ ${games.length} entries \\(${games.length} with sha256\\)`));
    assert.match(text, /protocol\.seed +│ 0 /);
    // Same manifest: comparable.
    const same = buildReport(await scanRuns([path.join(dir, "a"), path.join(root, "runs", "one-pass")]));
    assert.equal(same.comparison!.manifestChecks[0].comparable, true);
    await writeFile(path.join(dir, "c", "manifest.json"), "{oops");
    const broken = seedworld("report", path.join(dir, "c"));
    assert.equal(broken.status, 1);
    assert.equal(broken.stdout.split(`ERROR ${path.join(dir, "c", "manifest.json")}: not valid JSON`).length, 2, "reported once");
    assert.match(broken.stdout, /Evaluation: c/);
  });
});

// ------------------------------------------------------------ hand-written and shared records

test("games played unequally often: pass@k up to the fewest plays, within-game variation", async () => {
  // Game A 1/4, game B 3/4, game C 5/5; losses alternate between truncated and not recorded.
  const plan: Array<[string, boolean[]]> = [
    ["A", [true, false, false, false]],
    ["B", [true, true, true, false]],
    ["C", [true, true, true, true, true]],
  ];
  const records = plan.flatMap(([game, outcomes]) => outcomes.map((won) => ({ game, won })));
  const lines = records.map(({ game, won }, episode) =>
    JSON.stringify({
      episode,
      success: won,
      num_steps: 3,
      prompt_tokens_total: 100,
      completion_tokens_total: 10,
      total_tokens: 110,
      avg_step_latency_s: 1,
      gamefile: `json_2.1.1/valid_unseen/pick_and_place_simple-X-None-Y-${game}/trial_T20190909_000000_000000/game.tw-pddl`,
      termination: won ? "won" : episode % 2 ? "max_steps" : undefined,
      steps: [true, false, true].map((valid, i) => ({ step: i + 1, latency_s: 1, is_action_valid: valid })),
    }),
  );
  const dir = await tempTree({
    "run/task_1_pick_and_place/alfworld_api_eval_20260101_000000.jsonl": lines.join("\n") + "\n",
    "run/task_1_pick_and_place/alfworld_api_eval_20260101_000000.summary.json": summaryFor(1, "pick_and_place", 13, 9),
  });
  temps.push(dir);
  const run = buildReport(await scanRuns([path.join(dir, "run")])).evalRuns[0];
  const task = run.tasks[0];
  assert.equal(run.dataset.text, "official ALFWorld valid_unseen");
  assert.deepEqual([task.passK!.minPlays, task.passK!.maxPlays, task.passK!.values.length], [4, 5, 4]);
  // pass@2: A 1 − C(3,2)/C(4,2) = 1/2, B 1, C 1; pass^2: A 0, B C(3,2)/C(4,2) = 1/2, C 1.
  close(task.passK!.values[1].passAtK, (0.5 + 1 + 1) / 3, "pass@2");
  close(task.passK!.values[1].passHatK, (0 + 0.5 + 1) / 3, "pass^2");
  // pass@4: A 1 − C(3,4)/C(4,4) = 1; pass^4: A 0, B 0, C 1.
  close(task.passK!.values[3].passAtK, 1, "pass@4");
  close(task.passK!.values[3].passHatK, 1 / 3, "pass^4");
  close(task.invalidActionRate, 1 / 3, "one of three steps invalid");
  const losses = records.map((r, i) => ({ ...r, i })).filter((r) => !r.won);
  assert.deepEqual(task.endings, {
    terminated: 9,
    truncated: losses.filter((r) => r.i % 2 === 1).length,
    unknown: losses.filter((r) => r.i % 2 === 0).length,
  });
  assert.equal(task.ciMethod, "bootstrap-games");
  assert.ok(task.ciBasis.includes("13 episodes over 3 distinct games; with 3 games the interval cannot show game-to-game spread"));
  assert.ok(!run.notes.some((n) => n.startsWith("every repeated game ended the same way")), "games A and B vary between plays");
});

test("the shared DeepSeek summaries: games not recorded, Wilson stated as an assumption, cost from the summaries' tokens", async () => {
  const report = buildReport(await scanRuns([basicEvalDir]), { prices: { inputPerMillion: 0.5, outputPerMillion: 2 } });
  const run = report.evalRuns[0];
  assert.equal(run.dataset.kind, "unknown");
  assert.deepEqual(run.games, []);
  assert.equal(run.micro.ciMethod, "wilson");
  assert.equal(run.micro.ciBasis, "Wilson; the records do not name games, so 600 episodes are assumed to be 600 distinct games");
  let dollars = 0;
  for (const folder of (await readdir(basicEvalDir)).filter((n) => n.startsWith("task_")).sort()) {
    // Task 1's two summaries carry the same totals (the second is a no-op resume); any one will do.
    const name = (await readdir(path.join(basicEvalDir, folder))).filter((n) => n.endsWith(".summary.json"))[0];
    const s = JSON.parse(await readFile(path.join(basicEvalDir, folder, name), "utf8"));
    dollars += (s.total_prompt_tokens * 0.5 + s.total_completion_tokens * 2) / 1e6;
  }
  close(run.micro.totalCost, dollars, "total cost");
  close(run.micro.costPerEpisode, dollars / 600, "cost/ep");
  assert.equal(run.micro.invalidActionRate, undefined, "summary-only: nothing measured");
  assert.equal(run.micro.endings, undefined);
  assert.match(renderTable(report), /Wilson \(games not recorded\)/);
});

test("seedworld report: --price-in/--price-out checked with one-line errors", () => {
  const bad = seedworld("report", "--price-in", "-1", "--price-out", "2", basicEvalDir);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /^seedworld report: .*--price-in.*"-1"/);
  assert.ok(!/\n\s+at /.test(bad.stderr), bad.stderr);
  const half = seedworld("report", "--price-in", "1", basicEvalDir);
  assert.notEqual(half.status, 0);
  assert.equal(half.stderr, "seedworld report: give both --price-in and --price-out (dollars per million prompt / completion tokens)\n");
  const priced = seedworld("report", "--markdown", "--price-in", "0.27", "--price-out", "1.1", basicEvalDir);
  assert.equal(priced.status, 0, priced.stderr);
  assert.match(priced.stdout, /\| cost\/ep \|/);
});

test("data-set labels: generated trials and recorded labels are synthetic; official needs every game official", () => {
  const none = { evalDatasets: [], gamefiles: [], declared: [], declaredSplits: [] };
  const generated = "json_2.1.1/valid_seen/pick_and_place_simple-Box-None-CoffeeTable-221/trial_S2_000013/game.tw-pddl";
  const real = "json_2.1.1/valid_unseen/pick_and_place_simple-Mug-None-Desk-308/trial_T20190908_125200_737896/game.tw-pddl";
  assert.equal(datasetLabel({ ...none, gamefiles: [generated] }).kind, "synthetic");
  assert.equal(
    datasetLabel({ ...none, gamefiles: [real, generated] }).text,
    "SYNTHETIC (seedworld generated games, valid_seen, mixed with official games; not an official ALFWorld split)",
  );
  assert.equal(
    datasetLabel({ ...none, evalDatasets: ["bundled/valid_unseen"] }).text,
    "SYNTHETIC (seedworld generated games, valid_unseen; not an official ALFWorld split)",
  );
  assert.equal(datasetLabel({ ...none, declared: ["official", "synthetic"] }).kind, "synthetic");
  assert.deepEqual(datasetLabel({ ...none, gamefiles: [real] }), {
    kind: "official",
    splits: ["valid_unseen"],
    text: "official ALFWorld valid_unseen",
  });
  assert.equal(
    datasetLabel({ ...none, gamefiles: [real, "/home/me/games/kitchen/game.tw-pddl"] }).text,
    "other games (1 of 2 not in an official ALFWorld split)",
  );
  assert.equal(
    datasetLabel({ ...none, declared: ["official"], declaredSplits: ["valid_seen"] }).text,
    "official ALFWorld valid_seen (as recorded by the run; no game records)",
  );
  assert.equal(datasetLabel({ ...none, declared: ["custom"] }).kind, "other");
  assert.equal(datasetLabel(none).kind, "unknown");
});
