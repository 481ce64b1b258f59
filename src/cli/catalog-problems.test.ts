// Every command takes its games from the one catalog and reports its problems the same way: a bad
// game file (here an empty one) and a path that does not exist are each one warning line, the rest
// is played; when nothing is left, the one NO_GAMES error names the bad files (issue 27).
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";

const main = path.resolve(import.meta.dirname, "main.ts");
const GOOD = path.resolve(
  import.meta.dirname,
  "../../../shared/alfworld/json_2.1.1/valid_seen/look_at_obj_in_light-AlarmClock-None-DeskLamp-323",
);
const cli = (args: string[]) => [process.execPath, ["--import", "tsx", main, ...args]] as const;

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const [node, argv] = cli(args);
  return new Promise((resolve) => {
    execFile(node, argv, { env: { ...process.env, ALFWORLD_DATA: "" }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe("bad game files are reported by every command", () => {
  let dir: string;
  let bad: string;
  let badOnly: string;
  const missing = path.join(tmpdir(), "seedworld-no-such-folder");
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), "seedworld-catalog-problems-"));
    cpSync(GOOD, path.join(dir, "games/good"), { recursive: true });
    bad = path.join(dir, "games/bad/trial_1/game.tw-pddl");
    mkdirSync(path.dirname(bad), { recursive: true });
    writeFileSync(bad, "");
    badOnly = path.join(dir, "bad-only");
    mkdirSync(badOnly);
    writeFileSync(path.join(badOnly, "game.tw-pddl"), "");
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test("env-server warns of each bad file and serves the good games", async () => {
    const [node, argv] = cli(["env-server", path.join(dir, "games"), missing, "--port", "0"]);
    const child = spawn(node, argv, { env: { ...process.env, ALFWORLD_DATA: "" }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.includes(" games at ")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`env-server exited (${code}): ${stderr}`)));
    });
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("close", resolve));
    assert.match(stdout, /seedworld env-server: 1 games at http:\/\/127\.0\.0\.1:\d+/);
    assert.ok(stderr.includes(`warning: ${bad}: empty file`), stderr);
    assert.ok(stderr.includes(`warning: ${missing}: no such file or folder`), stderr);
  });

  test("expert (and replay, play: the same catalog) warns and plays the rest", async () => {
    const result = await run(["expert", path.join(dir, "games"), "--json"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.trim().split("\n").length, 1);
    assert.ok(result.stderr.includes(`warning: ${bad}: empty file`), result.stderr);
  });

  test("stats warns of a bad file the same way and reports the rest", async () => {
    const result = await run(["stats", path.join(dir, "games"), "--json"]);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(result.stderr.includes(`warning: ${bad}: empty file`), result.stderr);
  });

  test("no game left: one NO_GAMES line that names the bad file", async () => {
    const result = await run(["replay", badOnly, "--walkthrough"]);
    assert.equal(result.code, 1);
    const last = result.stderr.trim().split("\n").at(-1) ?? "";
    assert.match(last, /^seedworld replay: no games found in .*bad-only: .*game\.tw-pddl: empty file/);
    assert.doesNotMatch(result.stderr, /^\s+at /m);
  });
});
