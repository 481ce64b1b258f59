// End to end in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core): the
// dashboard on the shared seed data plus an evaluation folder of real expert episodes; every page
// loads without console errors, a game is won by clicking its admissible commands, the static
// export works from file://, and screenshots land in test-output/screenshots/.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { AlfworldEnv, compileGame, solveWithExpert } from "../engine/index.js";
import { readGameFile } from "../games/index.js";
import { percent } from "../report/format.js";
import { failingGames } from "../report/index.js";
import { DashboardData, startDashboard, type RunningDashboard } from "./index.js";
import { gamesDir, repoRoot, seedDataDir, writeExpertEval, runExpertEval, writeSampledEvals, type ExpertEval } from "./test-support.js";
import { CHROMIUM, launchChromium, withoutChromium } from "../server/test-support.js";

// Debian's Chromium on a closed network: without the background-networking flags it keeps
// trying (and failing) connections at every start.
const SCREENSHOTS = path.join(repoRoot, "test-output", "screenshots");
const GAME = "valid_seen/pick_heat_then_place_in_recep-Mug-None-SideTable-21";

/** The dashboard serving `data` and a Chromium page on it that records console errors. */
async function openInChromium(
  data: DashboardData,
): Promise<{ dashboard: RunningDashboard; browser: Browser; page: Page; errors: string[] }> {
  const dashboard = await startDashboard(data, { port: 0 });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  return { dashboard, browser, page, errors: watchErrors(page) };
}

async function closeAll(browser: Browser | undefined, dashboard: RunningDashboard | undefined): Promise<void> {
  await browser?.close();
  await dashboard?.close();
}

describe("dashboard in headless Chromium", { timeout: 120_000, skip: withoutChromium }, () => {
  let tmp: string;
  let evalRun: ExpertEval;
  let data: DashboardData;
  let dashboard: RunningDashboard;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  before(async () => {
    assert.ok(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does this)`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    tmp = await mkdtemp(path.join(os.tmpdir(), "seedworld-dashboard-"));
    // A group folder with a space and CJK characters, like the data set's `任务1 A800/`.
    evalRun = await writeExpertEval(tmp, "expert 评测/alfworld_api_eval");
    await writeResumedLog(path.join(tmp, "expert 评测", "resumed run", "metrics.jsonl"));
    await writeSyntheticSummary(path.join(tmp, "expert 评测", "synthetic run", "task_1_pick_and_place"));
    data = await DashboardData.load([seedDataDir, path.join(tmp, "expert 评测")], { games: [gamesDir] });
    ({ dashboard, browser, page, errors } = await openInChromium(data));
  });

  after(async () => {
    await closeAll(browser, dashboard);
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("binds to 127.0.0.1 on the port it was given (0: a free one)", () => {
    assert.match(dashboard.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.ok(dashboard.port > 0);
  });

  it("runs page lists the evaluation runs, both training logs and the skill bank", async () => {
    await show(page, dashboard.url, "runs");
    const evalRows = await page.locator("[data-testid=eval-runs] tbody tr").allTextContents();
    assert.equal(evalRows.length, 3);
    assert.ok(
      evalRows.some(
        (r) => r.includes("deepseek/alfworld_api_eval") && r.includes("deepseek-v4-pro") && r.includes("data set not recorded"),
      ),
      evalRows.join("\n"),
    );
    assert.ok(
      evalRows.some((r) => r.includes("expert 评测/alfworld_api_eval") && r.includes("official ALFWorld")),
      evalRows.join("\n"),
    );
    // A run on the bundled generated set is labelled as such next to its numbers.
    assert.ok(
      evalRows.some((r) => r.includes("synthetic run") && r.includes("SYNTHETIC") && r.includes("50%")),
      evalRows.join("\n"),
    );
    // An interrupted run shows played of requested and a badge; complete runs do not.
    assert.ok(
      evalRows.some((r) => r.includes("synthetic run") && r.includes("4 of 6") && r.includes("INCOMPLETE")),
      evalRows.join("\n"),
    );
    assert.equal(await page.locator("[data-testid=eval-runs] [data-testid=incomplete]").count(), 1);
    const training = await page.locator("[data-testid=training-runs] tbody tr").allTextContents();
    assert.ok(
      training.some((r) => r.includes("任务1 A800")),
      training.join("\n"),
    );
    assert.equal(await page.locator("[data-testid=skill-banks] tbody tr").count(), 1);
    await snap(page, "runs");
    assert.deepEqual(errors, []);
  });

  it("tasks page shows per-task success with Wilson intervals and the comparison of runs", async () => {
    await show(page, `${dashboard.url}#/tasks`, "tasks");
    const text = await page.locator("[data-testid=tasks-page]").innerText();
    // The data set's own table: pick_and_place 66%, look_at_obj_in_light 46%, clean 39%.
    for (const expected of [
      "66%",
      "46%",
      "39%",
      "macro average",
      "micro average",
      "95% CI",
      "CI method",
      "invalid actions",
      "terminated / truncated",
    ])
      assert.ok(text.includes(expected), `missing ${expected}`);
    assert.equal(await page.locator("[data-testid=task-table]").count(), 3);
    const headings = await page.locator("[data-testid=task-table] h2").allTextContents();
    assert.ok(
      headings.some((h) => h.includes("synthetic run") && h.includes("SYNTHETIC")),
      headings.join("\n"),
    );
    assert.equal(await page.locator("[data-testid=comparison] tbody tr:not(.total)").count(), 6);
    const incomplete = await page.locator("[data-testid=task-table] [data-testid=incomplete]").allTextContents();
    assert.deepEqual(incomplete, [
      "INCOMPLETE RUN: 4 of 6 requested episodes played; partial: pick_and_place 4/6 (rerun the same eval command to resume)",
    ]);
    await snap(page, "tasks");
    assert.deepEqual(errors, []);
  });

  it("training page draws uPlot curves of the real log", async () => {
    const index = data.overview.training.findIndex((t) => t.label.includes("任务1 A800"));
    await show(page, `${dashboard.url}#/training/${index}`, "training");
    const canvases = await page.locator("[data-testid=training-page] canvas").count();
    // Success (rollouts + validation), reward, length, the actor/* grid and the picked metric.
    assert.ok(canvases >= 10, `only ${canvases} charts`);
    assert.match(
      await page.locator("[data-testid=log-facts]").innerText(),
      /183 records, 183 distinct steps[\s\S]*falls back at step\(s\) 51, 71/,
    );
    assert.ok(await page.locator(".u-legend").first().isVisible());
    await snap(page, "training");
    assert.deepEqual(errors, []);
  });

  it("training page compares the picked metric across runs on one chart (SFT, GRPO and SEED runs side by side)", async () => {
    const index = data.overview.training.findIndex((t) => t.label.includes("resumed run"));
    await show(page, `${dashboard.url}#/training/${index}?metric=${encodeURIComponent("episode/success_rate")}`, "training");
    const chart = page.locator("[data-testid=compare-chart]");
    assert.match(await chart.locator("h3").innerText(), /episode\/success_rate \((\d+) runs\)/);
    const runs = Number(/\((\d+) runs\)/.exec(await chart.locator("h3").innerText())![1]);
    assert.ok(runs >= 2, `${runs} runs`);
    // A legend entry per run.
    assert.ok((await chart.locator(".u-legend .u-series").count()) >= runs);
    assert.equal(await chart.locator("canvas").count(), 1);
    await snap(page, "training-compare");
    assert.deepEqual(errors, []);
  });

  it("training page says which steps a resumed log repeats", async () => {
    const index = data.overview.training.findIndex((t) => t.label.includes("resumed run"));
    await show(page, `${dashboard.url}#/training/${index}`, "training");
    assert.match(
      await page.locator("[data-testid=log-facts]").innerText(),
      /11 records, 8 distinct steps[\s\S]*3 step\(s\) were logged more than once[\s\S]*4–6[\s\S]*3 earlier record/,
    );
    assert.deepEqual(errors, []);
  });

  it("trajectory viewer filters by task type and outcome and shows every step's fields", async () => {
    await show(page, `${dashboard.url}#/trajectories`, "trajectories");
    const count = page.locator("[data-testid=episode-count]");
    assert.equal(await count.innerText(), `${evalRun.episodes} of ${evalRun.episodes} episodes`);
    await page.selectOption("[data-testid=filter-outcome]", "failure");
    await waitReady(page, "trajectories");
    assert.equal(await count.innerText(), `${evalRun.failures} of ${evalRun.episodes} episodes`);
    await page.selectOption("[data-testid=filter-outcome]", "success");
    await page.selectOption("[data-testid=filter-task]", "heat_and_place");
    await waitReady(page, "trajectories");
    const rows = await page.locator("[data-testid=episode-table] tbody tr").allTextContents();
    assert.ok(rows.length > 0 && rows.every((r) => r.includes("heat_and_place") && r.includes("success")), rows.join("\n"));
    await snap(page, "trajectories");
    await page.locator("[data-testid=episode-table] tbody tr").first().click();
    await waitReady(page, "episode");
    const steps = page.locator("[data-testid=step]");
    assert.ok((await steps.count()) > 3);
    const first = await steps.first().innerText();
    for (const expected of ["step 1", "valid", "reward", "tokens", "You are in the middle of a room", "model output"])
      assert.ok(first.includes(expected), `step card lacks "${expected}":\n${first}`);
    assert.ok(await page.locator("[data-testid=step] >> text=won").first().isVisible());
    await snap(page, "episode");
    assert.deepEqual(errors, []);
  });

  it("skill-bank viewer shows the snapshot counts and the diff between two snapshots", async () => {
    await show(page, `${dashboard.url}#/skills/0?from=0&to=5`, "skills");
    assert.equal(await page.locator("[data-testid=snapshot-counts] tbody tr").count(), 6);
    const changes = await page.locator("[data-testid=skill-diff] .entry").count();
    assert.ok(changes > 0, "step 5 → step 30 should differ");
    assert.match(await page.locator("[data-testid=skill-diff] > p").innerText(), /\d+ added, \d+ removed, \d+ changed/);
    await snap(page, "skills");
    assert.deepEqual(errors, []);
  });

  it("a game is won in the browser by clicking its admissible commands", async () => {
    const entry = data.overview.games.find((g) => g.path.includes(GAME));
    assert.ok(entry, `game ${GAME} not loaded`);
    const plan = solveWithExpert(new AlfworldEnv(compileGame(readGameFile(entry.path))));
    assert.ok(plan.won);
    await show(page, `${dashboard.url}#/play/${entry.index}`, "play");
    await winByClicking(page, plan.actions);
    assert.match(await page.locator("[data-testid=game-won]").innerText(), new RegExp(`Won in ${plan.actions.length} steps`));
    await snap(page, "play");
    assert.deepEqual(errors, []);
  });

  it("the static export works from file:// (pages, curves, episode steps, a playable game)", async () => {
    const out = path.join(tmp, "export 导出");
    const cli = spawnSync(
      process.execPath,
      ["--import", "tsx", "src/cli/main.ts", "dashboard", seedDataDir, path.join(tmp, "expert 评测"), "--export", out, "--games", gamesDir],
      { cwd: repoRoot, encoding: "utf8" },
    );
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stdout, /wrote \d+ files/);
    const index = pathToFileURL(path.join(out, "index.html")).href;
    await show(page, index, "runs");
    await show(page, `${index}#/training/0`, "training");
    assert.ok((await page.locator("canvas").count()) >= 4);
    await show(page, `${index}#/trajectories?outcome=failure`, "trajectories");
    await page.locator("[data-testid=episode-table] tbody tr").first().click();
    await waitReady(page, "episode");
    assert.ok((await page.locator("[data-testid=step]").count()) > 0);
    const entry = data.overview.games.find((g) => g.path.includes(GAME))!;
    const plan = solveWithExpert(new AlfworldEnv(compileGame(readGameFile(entry.path))));
    await show(page, `${index}#/play/${entry.index}`, "play");
    await winByClicking(page, plan.actions);
    await snap(page, "export-play");
    assert.deepEqual(errors, []);
  });

  it("a bad percent-escape in the address shows an error, not a blank page; the next address works", async () => {
    await show(page, `${dashboard.url}#/trajectories/%E0%A4%A/1`, "runs");
    const text = await page.locator("[data-testid=page-error]").textContent();
    assert.equal(text, 'This address cannot be read: "%E0%A4%A" is not a valid percent-escaped path segment.');
    await show(page, `${dashboard.url}#/training`, "training");
  });

  it("saved non-trivial PNG screenshots", () => {
    for (const name of ["runs", "tasks", "training", "trajectories", "episode", "skills", "play", "export-play"]) {
      const file = path.join(SCREENSHOTS, `${name}.png`);
      assert.ok(existsSync(file), `${file} missing`);
      const png = readFileSync(file);
      assert.deepEqual([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(""), "PNG");
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      assert.ok(width >= 800 && height >= 400, `${name}.png is ${width}×${height}`);
      // A blank page compresses to a few kilobytes; a rendered one does not.
      assert.ok(statSync(file).size > 20_000, `${name}.png is only ${statSync(file).size} bytes`);
    }
  });
});

describe("run pages in headless Chromium: pass@k, failing games, seeds, manifest", { timeout: 120_000, skip: withoutChromium }, () => {
  let tmp: string;
  let data: DashboardData;
  let dashboard: RunningDashboard;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    tmp = await mkdtemp(path.join(os.tmpdir(), "seedworld-dashboard-sampled-"));
    // Two `seedworld eval --samples 2` runs (seeds 0 and 1) written by the CLI.
    writeSampledEvals(tmp);
    data = await DashboardData.load([tmp]);
    ({ dashboard, browser, page, errors } = await openInChromium(data));
  });

  after(async () => {
    await closeAll(browser, dashboard);
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("a run's page shows its pass@k table, failing games, seed group and manifest with the comparability warning", async () => {
    const [run, other] = data.overview.report.evalRuns;
    await show(page, `${dashboard.url}#/tasks?run=${encodeURIComponent(run.label)}`, "tasks");
    const section = page.locator("[data-testid=task-table]");
    assert.equal(await section.count(), 1);

    const passK = section.locator("[data-testid=pass-k]");
    const head = await passK.locator("thead th").allTextContents();
    assert.deepEqual(head, ["task", "games", "plays per game", "pass@1", "pass@2", "pass^1", "pass^2"]);
    const micro = await passK.locator("tr.total").last().locator("td").allTextContents();
    const values = run.micro.passK!.values;
    assert.deepEqual(micro, [
      "micro (mean over all games)",
      "5",
      "2",
      percent(values[0].passAtK),
      percent(values[1].passAtK),
      percent(values[0].passHatK),
      percent(values[1].passHatK),
    ]);

    const failing = failingGames(run.games);
    const rows = await section.locator("[data-testid=failing-games] tbody tr").allTextContents();
    assert.equal(rows.length, failing.length);
    rows.forEach((row, i) => assert.ok(row.startsWith(failing[i].game) && row.includes("clean_and_place"), row));
    assert.match(
      await section.locator("[data-testid=failing-games] p").first().innerText(),
      new RegExp(`^${failing.length} of 5 games failed at least once`),
    );

    const seeds = await section.locator("[data-testid=seed-group]").innerText();
    const group = data.overview.report.seeds.groups[0];
    assert.ok(seeds.includes(`mean ± sd over 2 seeds (0, 1): micro ${percent(group.micro.mean)} ±`), seeds);
    assert.ok(seeds.includes(run.label) && seeds.includes(other.label), seeds);

    const manifest = section.locator("[data-testid=manifest]");
    const facts = await manifest.locator("dl.facts").innerText();
    const entries = run.manifest!.entries as Record<string, Record<string, unknown>>;
    for (const expected of [
      "games\n5",
      "text version\n2.1.2",
      "label\nofficial",
      `prompt hash\n${entries.prompt.templates_sha256}`,
      `projection\n${entries.projection}`,
      "model\nexpert",
      "sampling\ntemperature 0, max_tokens 512",
    ])
      assert.ok(facts.includes(expected), `manifest lacks ${JSON.stringify(expected)}:\n${facts}`);
    // The two runs differ only in their seed: repeats of one protocol, no "not comparable" warning.
    assert.equal(await manifest.locator("[data-testid=not-comparable]").count(), 0);
    assert.match(await manifest.innerText(), /same manifest but the seed \(repeats of one protocol\)/);
    await snap(page, "run-stats");
    assert.deepEqual(errors, []);
  });

  it("lists the first 20 failing games and all of them on request", async () => {
    // All 30 valid_train games cut at 2 steps: the expert fails every one.
    const out = path.join(tmp, "short", "two-steps");
    runExpertEval(out, ["--max-steps", "2"]);
    const short = await DashboardData.load([path.dirname(out)]);
    const run = short.overview.report.evalRuns[0];
    assert.equal(failingGames(run.games).length, 30);
    const server = await startDashboard(short, { port: 0 });
    try {
      await show(page, `${server.url}#/tasks?run=${encodeURIComponent(run.label)}`, "tasks");
      const rows = page.locator("[data-testid=task-table] [data-testid=failing-games] tbody tr");
      assert.equal(await rows.count(), 20);
      const toggle = page.locator("[data-testid=failing-games-toggle]");
      assert.equal(await toggle.innerText(), "show all 30");
      await toggle.click();
      assert.equal(await rows.count(), 30);
      await toggle.click();
      assert.equal(await rows.count(), 20);
      // No pass@k without repeated plays, and a run alone has no seed group.
      assert.equal(await page.locator("[data-testid=pass-k]").count(), 0);
      assert.equal(await page.locator("[data-testid=seed-groups]").count(), 0);
    } finally {
      await server.close();
    }
    assert.deepEqual(errors, []);
  });
});

/** Steps 1–6, then a resume from the step-3 checkpoint logging 4–8 again. */
async function writeResumedLog(file: string): Promise<void> {
  const row = (step: number, success: number) =>
    JSON.stringify({ step, metrics: { "episode/success_rate": success, "actor/kl_loss": 0.001 * step } });
  const lines = [1, 2, 3, 4, 5, 6].map((s) => row(s, s / 10)).concat([4, 5, 6, 7, 8].map((s) => row(s, s / 9)));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${lines.join("\n")}\n`);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  return errors;
}

async function show(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await waitReady(page, name);
}

/** The client marks body[data-state=ready] once a page and its charts are drawn. */
async function waitReady(page: Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => document.body.dataset.page === expected && document.body.dataset.state === "ready", name, {
    timeout: 15_000,
  });
}

async function winByClicking(page: Page, actions: string[]): Promise<void> {
  for (const [i, action] of actions.entries()) {
    await page.locator(`[data-testid=commands] button[data-command=${JSON.stringify(action)}]`).click();
    await page
      .locator("[data-testid=transcript] .turn")
      .nth(i + 1)
      .waitFor();
  }
  await page.locator("[data-testid=game-won]").waitFor();
}

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A summary of a run on the bundled set, as seedworld eval writes it (eval_dataset bundled/<split>). */
async function writeSyntheticSummary(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const summary = {
    episodes: 4,
    success_rate: 0.5,
    avg_episode_steps: 10,
    avg_episode_prompt_tokens: 0,
    avg_episode_completion_tokens: 0,
    avg_episode_total_tokens: 0,
    avg_step_latency_s: 0.001,
    total_prompt_tokens: 0,
    total_completion_tokens: 0,
    total_tokens: 0,
    wall_time_s: 0.1,
    // Stopped after 4 of 6 (an interrupted run): every view must say so.
    episodes_requested: 6,
    complete: false,
    task_type_id: 1,
    task_type: "pick_and_place",
    task_filter: "pick_and_place",
    model: "expert",
    base_url: "",
    eval_dataset: "bundled/valid_seen",
  };
  await writeFile(path.join(dir, "alfworld_api_eval_20260101_120000.summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
}
