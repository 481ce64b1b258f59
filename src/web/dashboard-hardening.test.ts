// The dashboard against crafted inputs (issue 22): episode records are data, so a `gamefile` may
// only name a game.tw-pddl file inside the folders the dashboard was given (or $ALFWORLD_DATA);
// "/" makes it scan nothing; thousands of distinct names load with one map read each; requests
// under a foreign Host or Origin get 403; a bad percent-escape in the address is an error message.
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { parseHash } from "./client/context.js";
import { resolveEpisodeGames } from "./games.js";
import { DashboardData, startDashboard, type EpisodeSummary } from "./index.js";
import { gamesDir, writeExpertEval } from "./test-support.js";

/** The eval folder's episode file, with `records` written in place of its own. */
function rewriteEpisodes(groupDir: string, make: (template: Record<string, unknown>) => Record<string, unknown>[]): void {
  const taskDir = path.join(
    groupDir,
    readdirSync(groupDir)
      .filter((name) => name.startsWith("task_"))
      .sort()[0],
  );
  const file = path.join(taskDir, readdirSync(taskDir).find((name) => name.endsWith(".jsonl"))!);
  const template = JSON.parse(readFileSync(file, "utf8").split("\n")[0]);
  writeFileSync(
    file,
    make(template)
      .map((record) => JSON.stringify(record))
      .join("\n") + "\n",
  );
}

function getWithHost(url: string, host: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, ...(origin ? { origin } : {}) } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("dashboard hardening", () => {
  let tmp: string;
  let outside: string;
  let inside: string;

  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "seedworld-dash-hard-"));
    // A game outside every given folder, and one inside the run folder the dashboard is given.
    const source = path.join(gamesDir, "valid_seen", readdirSync(path.join(gamesDir, "valid_seen")).sort()[0]);
    const trial = readdirSync(source)[0];
    outside = path.join(tmp, "elsewhere", "game.tw-pddl");
    inside = path.join(tmp, "runs", "games", "game.tw-pddl");
    for (const target of [outside, inside]) {
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(path.join(source, trial, "game.tw-pddl"), target);
    }
  });

  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("records cannot make it scan '/' or serve files outside the given folders", async () => {
    const run = await writeExpertEval(path.join(tmp, "runs"), "crafted/alfworld_api_eval", 1);
    const names = [
      "/",
      "/etc",
      "/etc/passwd",
      outside,
      "../elsewhere/game.tw-pddl",
      inside,
      "games/game.tw-pddl",
      `${path.join(tmp, "runs")}/../elsewhere/game.tw-pddl`,
    ];
    rewriteEpisodes(run.groupDir, (template) => names.map((gamefile, episode) => ({ ...template, episode, gamefile })));
    const data = await DashboardData.load([path.join(tmp, "runs")], {
      defaultGames: async () => assert.fail("records named a usable game"),
    });
    assert.deepEqual(
      data.overview.games.map((g) => g.path),
      [inside],
    );
    assert.equal(data.overview.gamesOrigin, "games named by the loaded episode records");
    assert.deepEqual(resolveEpisodeGames(names, { roots: [path.join(tmp, "runs")], env: {} }), [inside]);
  });

  it("a crafted set of 20,000 records with distinct game names loads, each matched by whole path segments", async () => {
    const run = await writeExpertEval(path.join(tmp, "many"), "crafted/alfworld_api_eval", 1);
    const real = "json_2.1.1/valid_seen/pick_and_place_simple-Book-None-SideTable-329/trial_T20190908_050633_745514/game.tw-pddl";
    rewriteEpisodes(run.groupDir, (template) =>
      Array.from({ length: 20_000 }, (_, episode) => ({
        ...template,
        steps: [],
        num_steps: 0,
        episode,
        gamefile: episode % 1000 === 0 ? real : `json_2.1.1/x/${episode}/${"d/".repeat(episode % 50)}game.tw-pddl`,
      })),
    );
    const data = await DashboardData.load([path.join(tmp, "many")], { games: [gamesDir] });
    assert.equal(data.overview.games.length, 45);
    const episodes = ((await data.get("episodes")) as EpisodeSummary[]).filter(
      (e) => e.gamefile?.startsWith("json_2.1.1/x/") || e.gamefile === real,
    );
    assert.equal(episodes.length, 20_000);
    const matched = episodes.filter((e) => e.game !== undefined);
    assert.equal(matched.length, 20);
    assert.ok(matched.every((e) => e.gamefile === real && data.overview.games[e.game!].path.endsWith(real)));
  });

  it("foreign Host or Origin: 403; its own loopback names: 200", async () => {
    const data = await DashboardData.load([path.join(tmp, "runs")], {});
    const dashboard = await startDashboard(data, { port: 0 });
    try {
      const url = `${dashboard.url}api/overview`;
      assert.equal(await getWithHost(url, `rebind.example:${dashboard.port}`), 403);
      assert.equal(await getWithHost(url, `127.0.0.1:${dashboard.port}`, "https://evil.example"), 403);
      assert.equal(await getWithHost(url, `localhost:${dashboard.port}`), 200);
      assert.equal(await getWithHost(url, `127.0.0.1:${dashboard.port}`, `http://127.0.0.1:${dashboard.port}`), 200);
    } finally {
      await dashboard.close();
    }
  });

  it("a bad percent-escape in the address hash is an error message, not an exception", () => {
    const route = parseHash("#/trajectories/%E0%A4%A/3");
    assert.equal(route.error, 'This address cannot be read: "%E0%A4%A" is not a valid percent-escaped path segment.');
    assert.deepEqual(parseHash("#/trajectories/a%20b/3").params, ["a b", "3"]);
    assert.equal(parseHash("#/trajectories/a%20b/3").error, undefined);
  });
});
