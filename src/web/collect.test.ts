// The dashboard without a browser: data documents built from the shared data and expert episodes,
// the HTTP routes (through hono's app.request, no socket), the static export's files, and the
// readers' tolerance of EVAL's record spellings.
import assert from "node:assert/strict";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { after, before, describe, it } from "node:test";
import { diffConsecutive, failingGames, readSkillBankFolder } from "../report/index.js";
import { gameMatcher, resolveEpisodeGames } from "./games.js";
import {
  createDashboardApp,
  DashboardData,
  exportDashboard,
  STATIC_DATA_CALLBACK,
  type EpisodeDocument,
  type EpisodeSummary,
  type Overview,
  type TrainingCurves,
} from "./index.js";
import { diffSnapshots } from "./skill-diff.js";
import {
  alfworldDataDir,
  gamesDir,
  SAMPLED_SEEDS,
  seedDataDir,
  writeExpertEval,
  writeSampledEvals,
  type ExpertEval,
} from "./test-support.js";
import { readEpisodeFile } from "./trajectories.js";

describe("dashboard data and routes", () => {
  let tmp: string;
  let evalRun: ExpertEval;
  let data: DashboardData;

  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "seedworld-web-"));
    evalRun = await writeExpertEval(tmp, "runs 运行/alfworld_api_eval", 3);
    data = await DashboardData.load([seedDataDir, path.join(tmp, "runs 运行")], { games: [gamesDir] });
  });

  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("finds the eval runs, training logs, skill bank, trajectories and games", () => {
    const overview = data.overview;
    assert.deepEqual(overview.report.evalRuns.map((r) => r.label).sort(), [
      "runs 运行/alfworld_api_eval",
      "seed-data/deepseek/alfworld_api_eval",
    ]);
    assert.deepEqual(overview.training.map((t) => t.label).sort(), ["seed-data/skillRL", "seed-data/任务1 A800"]);
    assert.equal(overview.skillBanks[0].snapshots.length, 6);
    assert.deepEqual(
      overview.trajectorySources.map((s) => [s.taskType, s.episodes]),
      [
        ["pick_and_place", 3],
        ["heat_and_place", 3],
      ],
    );
    assert.ok(overview.games.length >= 44);
    assert.deepEqual(overview.problems, []);
  });

  it("lists every episode and links it to its game", async () => {
    const episodes = (await data.get("episodes")) as EpisodeSummary[];
    assert.equal(episodes.length, evalRun.episodes);
    assert.equal(episodes.filter((e) => !e.success).length, evalRun.failures);
    for (const episode of episodes) {
      assert.ok(episode.game !== undefined, `${episode.gamefile} not matched`);
      assert.ok(data.overview.games[episode.game].path.endsWith(episode.gamefile!));
    }
  });

  it("serves an episode's steps with every field the viewer shows", async () => {
    const episode = (await data.get("episode-1-0")) as EpisodeDocument;
    assert.equal(episode.taskType, "heat_and_place");
    assert.equal(episode.stepRecords.length, episode.steps);
    const first = episode.stepRecords[0];
    assert.match(first.observation, /^-= Welcome to TextWorld, ALFRED! =-/);
    assert.match(first.prompt, /Your admissible actions/);
    assert.match(first.modelOutput, /<action>.+<\/action>/);
    assert.equal(first.valid, true);
    assert.equal(typeof first.latencyS, "number");
    assert.ok(first.admissible.includes(first.action));
    assert.equal(episode.stepRecords.at(-1)!.won, episode.success);
  });

  it("aligns every numeric metric on the distinct steps, null where a step lacks it", async () => {
    const index = data.overview.training.findIndex((t) => t.label.endsWith("任务1 A800"));
    const curves = (await data.get(`training-${index}`)) as TrainingCurves;
    assert.equal(curves.steps.length, 183);
    for (const values of Object.values(curves.series)) assert.equal(values.length, curves.steps.length);
    const validation = curves.series["val/success_rate"];
    assert.ok(validation.some((v) => v === null) && validation.some((v) => v !== null));
    assert.deepEqual(curves.epochResets, [51, 71]);
  });

  it("diffs skill snapshots as the report does", async () => {
    const banks = await readSkillBankFolder(path.join(seedDataDir, "skillRL"));
    const document = (await data.get("skills-0")) as { snapshots: Parameters<typeof diffSnapshots>[0][] };
    diffConsecutive(banks).forEach((expected, i) => {
      const diff = diffSnapshots(document.snapshots[i], document.snapshots[i + 1]);
      assert.deepEqual(diff.added.map((c) => c.id).sort(), [...expected.added].sort());
      assert.deepEqual(diff.removed.map((c) => c.id).sort(), [...expected.removed].sort());
      assert.deepEqual(diff.changed.map((c) => c.id).sort(), [...expected.changed].sort());
    });
  });

  it("carries each run's data-set label and the interval method its numbers rest on", async () => {
    const runs = data.overview.report.evalRuns;
    const deepseek = runs.find((r) => r.label === "seed-data/deepseek/alfworld_api_eval")!;
    assert.equal(deepseek.dataset.kind, "unknown");
    assert.equal(deepseek.micro.ciMethod, "wilson");
    const expert = runs.find((r) => r.label === "runs 运行/alfworld_api_eval")!;
    const episodes = (await data.get("episodes")) as EpisodeSummary[];
    // The fixture's games are official ALFWorld trials; the splits are those of the games it played.
    const splits = [...new Set(episodes.map((e) => e.gamefile!.split("/")[1]))].sort();
    assert.equal(expert.dataset.text, `official ALFWorld ${splits.join(" + ")}`);
    assert.equal(expert.games.length, episodes.length);
    assert.equal(expert.micro.endings!.truncated, episodes.filter((e) => e.termination === "max_steps").length);
  });

  it("answers unknown or path-like keys with nothing", async () => {
    for (const key of ["../package.json", "game-99999", "episode-0-999", "training-x", "constructor", ""])
      assert.equal(await data.get(key), undefined, key);
  });

  it("serves the shell, the script and JSON documents; 404 as JSON", async () => {
    const app = createDashboardApp(data);
    const shell = await app.request("/");
    assert.equal(shell.status, 200);
    assert.match(await shell.text(), /<script id="seedworld-config" type="application\/json">\{"mode":"server"\}<\/script>/);
    const script = await app.request("/assets/app.js");
    assert.match(script.headers.get("content-type") ?? "", /javascript/);
    assert.ok((await script.text()).length > 50_000, "client, engine and uPlot in one bundle");
    const overview = (await (await app.request("/api/overview")).json()) as Overview;
    assert.equal(overview.trajectorySources.length, 2);
    const game = await app.request("/api/game-0");
    assert.match(((await game.json()) as { file: { pddl_domain: string } }).file.pddl_domain, /\(define \(domain/);
    for (const url of ["/api/nope", "/api/episode-0-999", "/api/..%2Fpackage.json", "/elsewhere"]) {
      const response = await app.request(url);
      assert.equal(response.status, 404, url);
      assert.ok(((await response.json()) as { error: string }).error);
    }
  });

  it("exports one data script per document, each handing its JSON to the page", async () => {
    const out = path.join(tmp, "export");
    const result = await exportDashboard(data, out);
    const files = await readdir(path.join(out, "data"));
    assert.equal(files.length, data.keys().length);
    assert.equal(result.files, files.length + 2);
    assert.match(await readFile(path.join(out, "index.html"), "utf8"), /"mode":"static"[\s\S]*<script src="app.js">/);
    const received: Array<[string, unknown]> = [];
    const window = { [STATIC_DATA_CALLBACK]: (key: string, value: unknown) => received.push([key, value]) };
    vm.runInNewContext(await readFile(path.join(out, "data", "episode-0-0.js"), "utf8"), { window });
    assert.equal(received[0][0], "episode-0-0");
    // Compared as JSON: objects made in the vm context have that realm's prototypes.
    assert.equal(JSON.stringify(received[0][1]), JSON.stringify(await data.get("episode-0-0")));
  });
});

describe("run statistics the run pages show (two --samples 2 runs, seeds 0 and 1)", () => {
  let tmp: string;
  let overview: Overview;

  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "seedworld-web-sampled-"));
    writeSampledEvals(tmp);
    const data = await DashboardData.load([tmp]);
    // What the browser gets: the overview as served (JSON), not the object in memory.
    overview = (await (await createDashboardApp(data).request("/api/overview")).json()) as Overview;
  });

  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("carries pass@k and pass^k for k = 1, 2, matching the per-game tallies", () => {
    const runs = overview.report.evalRuns;
    assert.equal(runs.length, 2);
    for (const run of runs) {
      assert.equal(run.games.length, 5);
      assert.ok(run.games.every((g) => g.episodes === 2));
      const passK = run.micro.passK!;
      assert.deepEqual([passK.minPlays, passK.maxPlays, passK.games], [2, 2, 5]);
      assert.deepEqual(
        passK.values.map((v) => v.k),
        [1, 2],
      );
      const share = (pick: (g: (typeof run.games)[number]) => boolean) => run.games.filter(pick).length / run.games.length;
      assert.equal(passK.values[0].passAtK, run.micro.successRate);
      assert.equal(
        passK.values[1].passAtK,
        share((g) => g.successes > 0),
      );
      assert.equal(
        passK.values[1].passHatK,
        share((g) => g.successes === 2),
      );
      assert.deepEqual(run.tasks[0].passK, passK, "one task type: its table is the micro one");
    }
  });

  it("carries every game with its tallies, so the failing ones can be listed", () => {
    for (const run of overview.report.evalRuns) {
      assert.equal(
        run.games.reduce((t, g) => t + g.successes, 0),
        run.micro.successes,
      );
      const failing = failingGames(run.games);
      assert.ok(failing.length > 0 && failing.length < run.games.length, `${failing.length} of ${run.games.length} failing`);
      assert.ok(failing.every((g) => g.taskType === "clean_and_place" && g.game.startsWith("valid_train/pick_clean_then_place_in_recep-")));
    }
  });

  it("groups the two seeds (mean ± sd) and says their manifests differ in the seed", () => {
    const labels = overview.report.evalRuns.map((r) => r.label);
    assert.equal(overview.report.seeds.groups.length, 1);
    const group = overview.report.seeds.groups[0];
    assert.deepEqual(group.runs, labels);
    assert.deepEqual(group.seeds, [...SAMPLED_SEEDS]);
    const rates = overview.report.evalRuns.map((r) => r.micro.successRate);
    assert.equal(group.micro.mean, (rates[0] + rates[1]) / 2);
    const checks = overview.report.comparison!.manifestChecks;
    assert.equal(checks.length, 1);
    // Runs that differ only in their seed are repeats of one protocol: comparable.
    assert.equal(checks[0].comparable, true);
    assert.deepEqual(checks[0].differingKeys, []);
    assert.match(checks[0].note, /same manifest but the seed \(repeats of one protocol\)/);
  });

  it("carries each run's manifest: games, text version, label, prompt hash, projection, model, sampling", () => {
    for (const run of overview.report.evalRuns) {
      const entries = run.manifest!.entries as Record<string, Record<string, unknown>>;
      assert.equal(entries.dataset.game_count, run.games.length);
      assert.equal((entries.dataset.games as unknown[]).length, run.games.length);
      assert.equal(entries.dataset.text_version, "2.1.2");
      assert.equal(entries.dataset.label, "official");
      assert.match(String(entries.prompt.templates_sha256), /^[0-9a-f]{64}$/);
      assert.equal(typeof entries.projection, "string");
      assert.equal(entries.model.name, "expert");
      assert.deepEqual(Object.keys(entries.sampling).sort(), ["max_tokens", "temperature"]);
      assert.equal(entries.protocol.samples, 2);
    }
  });
});

describe("episode records in EVAL's spellings", () => {
  it("accepts validity as a list, model output as raw_response, no observation; last record of an episode wins", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "seedworld-web-eval-"));
    const file = path.join(dir, "alfworld_api_eval_20260515_223340.jsonl");
    const step = {
      step: 1,
      prompt: "p",
      raw_response: "<action>look</action>",
      env_action: "look",
      is_action_valid: [1],
      reward: 0.0,
      done: false,
      won: false,
    };
    const lines = [
      { episode: 0, success: false, num_steps: 1, steps: [step] },
      { episode: 1, success: false, num_steps: 1, steps: [step] },
      { episode: 0, success: true, num_steps: 1, steps: [{ ...step, won: true, is_action_valid: 0 }] },
    ];
    await writeFile(file, lines.map((l) => JSON.stringify(l)).join("\n") + '\n{"episode": 2, "succ');
    try {
      const content = await readEpisodeFile(file);
      assert.deepEqual(
        content.episodes.map((e) => [e.episode, e.success]),
        [
          [0, true],
          [1, false],
        ],
      );
      assert.equal(content.warnings.length, 1, "the torn last line is reported");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("games named by episode records", () => {
  it("resolves json_2.1.1/... against $ALFWORLD_DATA and matches loaded games on whole path segments", async () => {
    const name = "json_2.1.1/valid_seen/pick_and_place_simple-Book-None-SideTable-329/trial_T20190908_050633_745514/game.tw-pddl";
    const resolved = resolveEpisodeGames([name, "json_2.1.1/missing/game.tw-pddl"], { roots: [], env: { ALFWORLD_DATA: alfworldDataDir } });
    assert.equal(resolved.length, 1);
    const games = [{ index: 7, label: name, path: resolved[0], taskType: null, split: null }];
    const match = gameMatcher(games);
    assert.equal(match(name), 7);
    assert.equal(match(`x${name}`), undefined);
    assert.equal(match(resolved[0]), 7);
  });
});
