// One typed definition per option (issues 27 and 29), checked on the built command as a user runs
// it: bad numbers and choices are refused before anything runs, with one line naming the flag, in
// `seed` as in `eval`; ports outside 0..65535 likewise; `--tasks` takes ids or names everywhere;
// --help shows numeric defaults as numbers; `seed score` takes a random agent's rollouts as
// `seed iterate` does.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
const GAMES = path.resolve(import.meta.dirname, "../../../shared/alfworld");
const skip = existsSync(bin) ? false : "not built (npm run build)";

function seedworld(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, ALFWORLD_DATA: "" }, timeout: 120_000 });
}

/** Refused before running: a non-zero exit and exactly one line on stderr that names `flag`. */
function refused(args: string[], flag: string, detail: RegExp): void {
  const result = seedworld(...args);
  assert.notEqual(result.status, 0, `${args.join(" ")} was accepted`);
  const lines = result.stderr.trim().split("\n");
  assert.equal(lines.length, 1, result.stderr);
  assert.ok(lines[0].includes(`'${flag}`), `${lines[0]} does not name ${flag}`);
  assert.match(lines[0], detail);
  assert.equal(result.stdout, "");
}

describe("typed options", { skip }, () => {
  test("seed iterate --seed abc --temperature xyz --history-length -3 is refused, each value naming its flag", () => {
    const iterate = ["seed", "iterate", "--agent", "random", "--games", GAMES, "--out", path.join(tmpdir(), "seedworld-never")];
    refused([...iterate, "--seed", "abc", "--temperature", "xyz", "--history-length", "-3"], "--seed", /expected an integer, got "abc"/);
    refused([...iterate, "--temperature", "xyz"], "--temperature", /expected a number, got "xyz"/);
    refused([...iterate, "--temperature", "-1"], "--temperature", /expected a number ≥ 0/);
    refused([...iterate, "--history-length", "-3"], "--history-length", /expected a non-negative integer, got "-3"/);
    refused([...iterate, "--rounds", "0"], "--rounds", /expected a positive integer/);
    refused([...iterate, "--skill-phase", "weekly"], "--skill-phase", /Allowed choices are skill0, test-freq/);
    refused([...iterate, "--projection", "loose"], "--projection", /Allowed choices are strict, skill0/);
    refused([...iterate, "--scorer", "vllm:"], "--scorer", /auto, cache-lm, gguf:<file>, vllm or vllm:<url>/);
    refused([...iterate, "--analyzer-prompt", "short"], "--analyzer-prompt", /Allowed choices are seed, compact/);
    refused(["seed", "rollout", "--out", "x.jsonl", "--group-size", "two"], "--group-size", /expected a positive integer/);
    refused(
      ["seed", "sft", "--rollouts", "r", "--analyses", "a", "--out", "o", "--val-fraction", "2"],
      "--val-fraction",
      /up to \(not including\) 1/,
    );
    // eval reads the same definitions.
    refused(["eval", "--agent", "random", "--seed", "abc"], "--seed", /expected an integer, got "abc"/);
    refused(["eval", "--agent", "random", "--history-length", "-3"], "--history-length", /expected a non-negative integer/);
    // So does env-server: its step cap is a positive integer as everywhere else.
    refused(["env-server", "--max-steps", "0"], "--max-steps", /expected a positive integer, got "0"/);
  });

  test("--port 99999 is one line naming --port, for every server", () => {
    for (const command of [["serve", "--model", "expert"], ["env-server"], ["dashboard", "."]])
      refused([...command, "--port", "99999"], "--port", /expected a port 0\.\.65535 \(0: any free port\), got "99999"/);
  });

  test("--tasks takes ids or names in eval and env-server alike; an unknown one is one line", async () => {
    refused(["eval", "--agent", "random", "--tasks", "1,9"], "--tasks", /unknown task "9" \(use 1-6 or one of pick_and_place, /);
    refused(["env-server", "--tasks", "heat"], "--tasks", /unknown task "heat"/);
    const child = spawn(process.execPath, [bin, "env-server", GAMES, "--port", "0", "--workers", "1", "--tasks", "1,heat_and_place"], {
      env: { ...process.env, ALFWORLD_DATA: "" },
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout.on("data", (chunk) => {
          out += chunk;
          if (out.includes("\n")) resolve(out);
        });
        child.on("exit", (code) => reject(new Error(`env-server exited ${code}`)));
      });
      // valid_seen, valid_unseen, valid_train and train games of the two task types in the shared set.
      assert.match(line, /^seedworld env-server: \d+ games at http:\/\/127\.0\.0\.1:\d+ \(1 worker, auth: none\)\n$/);
    } finally {
      child.kill("SIGTERM");
    }
  });

  test("--help shows numeric defaults as numbers", () => {
    const commands = [
      ["eval"],
      ["serve"],
      ["env-server"],
      ["generate"],
      ["report"],
      ["seed", "iterate"],
      ["seed", "sft"],
      ["seed", "score"],
    ];
    for (const command of commands) {
      const help = seedworld(...command, "--help").stdout;
      assert.doesNotMatch(help, /default: "-?\d+(\.\d+)?"\)/, `${command.join(" ")} --help`);
    }
    const iterate = seedworld("seed", "iterate", "--help").stdout.replace(/\s+/g, " ");
    assert.match(iterate, /--tasks-per-round <n> games per round \(default: 16\)/);
    assert.match(iterate, /--temperature <t> sampling temperature \(default: 1\)/);
  });

  test("seed score takes a random agent's rollouts as seed iterate does (its own tokenization)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seedworld-score-"));
    try {
      const file = (name: string) => path.join(dir, name);
      const small = ["--games", GAMES, "--split", "valid_seen", "--tasks-per-round", "1", "--group-size", "2", "--max-steps", "4"];
      const rollout = seedworld("seed", "rollout", "--agent", "random", ...small, "--out", file("r.jsonl"));
      assert.equal(rollout.status, 0, rollout.stderr);
      const analyze = seedworld("seed", "analyze", "--analyzer", "rules", "--rollouts", file("r.jsonl"), "--out", file("a.jsonl"));
      assert.equal(analyze.status, 0, analyze.stderr);
      const score = seedworld("seed", "score", "--rollouts", file("r.jsonl"), "--analyses", file("a.jsonl"), "--out", file("s.jsonl"));
      assert.equal(score.status, 0, score.stderr);
      assert.match(score.stderr, /\d+ scoring calls, \d+ tokens, scorer seedworld-byte-cache-lm/);
      assert.ok(readFileSync(file("s.jsonl"), "utf8").trim().split("\n").length > 0);
      // A model policy's rollouts must bring their ids: without them, one line says what to pass.
      const strict = seedworld(
        "seed",
        "score",
        "--model-file",
        "none.gguf",
        "--scorer",
        "cache-lm",
        "--rollouts",
        file("r.jsonl"),
        "--analyses",
        file("a.jsonl"),
        "--out",
        file("t.jsonl"),
      );
      assert.equal(strict.status, 1);
      assert.equal(strict.stderr.trim().split("\n").length, 1, strict.stderr);
      assert.match(strict.stderr, /--retokenize/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
