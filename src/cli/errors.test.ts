// User mistakes through the built command (dist/cli/main.js) as a subprocess: each gets a one-line
// `seedworld <cmd>: ...` message naming the flag or file, a non-zero exit and no stack trace; a
// refused key, a dead endpoint and credentials in a URL behave as a user needs (issue 21).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { RandomPolicy } from "../agent/local-agents.js";
import { servePolicy, startOpenAIServer, type RunningServer } from "../server/openai-server.js";
import { startFaultProxy, type Fault } from "../server/fault-proxy.js";
import { closedPort } from "../server/test-support.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
const SHARED = path.resolve(import.meta.dirname, "../../../shared/alfworld");
const skip = existsSync(bin) ? false : "not built (npm run build)";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, ALFWORLD_DATA: "", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A one-line error from `seedworld <command>` matching `pattern`, without a stack trace. */
function assertOneLineError(result: Run, command: string, pattern: RegExp): void {
  assert.notEqual(result.code, 0, `exit code of a failed ${command}`);
  assert.doesNotMatch(result.stderr, /^\s+at /m, `no stack trace:\n${result.stderr}`);
  const line = result.stderr.trim().split("\n").at(-1) ?? "";
  assert.match(line, new RegExp(`^seedworld ${command}: `));
  assert.match(line, pattern);
}

const scratch = () => mkdtempSync(path.join(tmpdir(), "seedworld-cli-errors-"));

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("CLI mistakes get one line, no stack trace", { skip }, () => {
  const cases: Array<[string, string[], string, RegExp]> = [
    [
      "bad --episodes",
      ["eval", "--episodes", "abc"],
      "eval",
      /--episodes <n>' argument 'abc' is invalid. expected a positive integer or "all"/,
    ],
    // The library names its settings (`envs`); the CLI's handler words the same error with the flags.
    [
      "verl-agent sampling without its envs",
      ["eval", "--games", SHARED, "--sampling", "verl-agent"],
      "eval",
      /--sampling verl-agent needs --envs N/,
    ],
    ["--extra-body that is not a JSON object", ["eval", "--extra-body", "[1]"], "eval", /--extra-body <json>' argument '\[1\]' is invalid/],
    ["--concurrency 0", ["eval", "--concurrency", "0", "--episodes", "1"], "eval", /--concurrency/],
    ["unknown task", ["eval", "--tasks", "9"], "eval", /unknown task "9"/],
    [
      "misspelled split",
      ["eval", "--games", SHARED, "--split", "valid_sen"],
      "eval",
      /split "valid_sen" is not in .*splits there: valid_seen, valid_train, valid_unseen/,
    ],
    ["--base-url without --model", ["eval", "--base-url", "http://127.0.0.1:9/v1", "--episodes", "1"], "eval", /--base-url needs --model/],
    ["unknown option", ["eval", "--bogus"], "eval", /unknown option '--bogus'/],
    ["unknown served model", ["serve", "--model", "nonsense", "--port", "0"], "serve", /--model: unknown model "nonsense"/],
    ["unknown action space", ["eval", "--action-space", "beam", "--episodes", "1"], "eval", /--action-space/],
    [
      "GRPO's scoring with SEED's λ",
      ["seed", "iterate", "--no-teacher-scoring", "--lambda", "0.01", "--out", "/nonexistent/x"],
      "seed iterate",
      /--no-teacher-scoring needs --lambda 0/,
    ],
    [
      "guided decoding in process",
      ["eval", "--model-file", "/nonexistent.gguf", "--action-space", "admissible", "--episodes", "1"],
      "eval",
      /--action-space admissible needs a served model/,
    ],
    [
      "missing skill bank",
      ["eval", "--prompt", "skills", "--skills", "/nonexistent/bank.json", "--episodes", "1"],
      "eval",
      /\/nonexistent\/bank\.json: cannot read/,
    ],
    [
      "malformed schedule",
      ["skills", "schedule", "[12,8", "--total-steps", "10", "--test-freq", "5"],
      "skills schedule",
      /top-k schedule .*\[12,8/,
    ],
    ["missing game folder", ["replay", "/nonexistent", "--walkthrough"], "replay", /\/nonexistent: no such file or folder/],
    ["missing argument", ["stats"], "stats", /missing required argument/],
    [
      "impossible room kind",
      ["generate", "--count", "2", "--out", path.join(tmpdir(), "seedworld-never"), "--room-kinds", "moon"],
      "generate",
      /unknown room kind 'moon'/,
    ],
    [
      "floor plan out of range",
      ["generate", "--count", "2", "--out", path.join(tmpdir(), "seedworld-never"), "--scenes", "3,31"],
      "generate",
      /--scenes <list>' argument '3,31' is invalid. floor plans are 1\.\.30 within a room kind/,
    ],
    [
      "unknown split among several",
      ["generate", "--count", "2", "--out", path.join(tmpdir(), "seedworld-never"), "--split", "valid_seen,valid_sen"],
      "generate",
      /--split: unknown ALFWorld split 'valid_sen' \(one of: train, valid_seen, valid_train, valid_unseen\)/,
    ],
  ];
  for (const [name, args, command, pattern] of cases) {
    test(name, async () => assertOneLineError(await run(args), command, pattern));
  }

  test("a missing GGUF names the flag that gives it: --model-file for eval and seed, --model for serve", async () => {
    const missing = path.join(tmpdir(), "seedworld-no-such-model.gguf");
    const where = `GGUF model file ${missing.replace(/[.\\]/g, "\\$&")} does not exist`;
    assertOneLineError(
      await run(["eval", "--model-file", missing, "--games", SHARED, "--tasks", "1", "--episodes", "1"]),
      "eval",
      new RegExp(`${where} \\(--model-file\\)$`),
    );
    assertOneLineError(await run(["serve", "--model", missing, "--port", "0"]), "serve", new RegExp(`${where} \\(--model\\)$`));
  });

  test("a prompt longer than the GGUF's context names --model-context-size", async () => {
    const dir = scratch();
    try {
      const model = path.join(dir, "tiny.gguf");
      assert.equal((await run(["make-tiny-model", "--out", model])).code, 0);
      const out = path.join(dir, "run");
      const args = [
        "eval",
        "--model-file",
        model,
        "--model-context-size",
        "64",
        "--games",
        SHARED,
        "--tasks",
        "1",
        "--episodes",
        "1",
        "--plain",
        "--out",
        out,
      ];
      assertOneLineError(
        await run(args),
        "eval",
        /tokens do not fit the context of \d+ tokens per sequence; raise the context size \(--model-context-size\)$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a bad skill bank is named with what is wrong", async () => {
    const dir = scratch();
    const bank = path.join(dir, "bank.json");
    writeFileSync(bank, "{bad");
    try {
      assertOneLineError(
        await run(["eval", "--prompt", "skills", "--skills", bank, "--episodes", "1"]),
        "eval",
        new RegExp(`${bank}: not valid JSON`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a corrupt game is named and skipped; the other games of its task still run", async () => {
    const dir = scratch();
    const out = scratch();
    try {
      const games = path.join(dir, "games");
      cpSync(path.join(SHARED, "json_2.1.1", "valid_seen"), games, { recursive: true });
      const victim = filesUnder(games).find(
        (file) => file.includes("pick_heat_then_place_in_recep-Apple") && file.endsWith("game.tw-pddl"),
      )!;
      writeFileSync(victim, '{"pddl_domain": "(define (domain broken", "grammar": "x", "pddl_problem": "y", "solvable": true}');
      const result = await run(["eval", "--games", games, "--tasks", "4", "--plain", "--out", out]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /skipped pick_heat_then_place_in_recep-Apple[^:]*game\.tw-pddl: /);
      const summary = JSON.parse(readFileSync(filesUnder(out).find((file) => file.endsWith(".summary.json"))!, "utf8"));
      assert.equal(summary.skipped_games, 1);
      assert.equal(summary.episodes, 1, "the other heat game was played");
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("--split on a json_2.1.1 folder plays only that split", async () => {
    const out = scratch();
    try {
      const result = await run([
        "eval",
        "--games",
        path.join(SHARED, "json_2.1.1"),
        "--split",
        "valid_unseen",
        "--episodes",
        "all",
        "--tasks",
        "1",
        "--plain",
        "--out",
        out,
      ]);
      assert.equal(result.code, 0, result.stderr);
      const records = filesUnder(out).filter((file) => file.endsWith(".jsonl") && !file.endsWith(".steps.jsonl"));
      const games = records.flatMap((file) =>
        readFileSync(file, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line).gamefile as string),
      );
      assert.ok(games.length > 0);
      for (const game of games) assert.match(game, /^json_2\.1\.1\/valid_unseen\//);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("model endpoints that refuse or are gone", { skip }, () => {
  let refusing: Server;
  let refusingUrl = "";
  let served: RunningServer;

  before(async () => {
    refusing = createServer((_request, response) => {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/v1`;
    served = await startOpenAIServer(servePolicy(new RandomPolicy(3)), { host: "127.0.0.1", port: 0 });
  });
  after(async () => {
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    await served.close();
  });

  test("a refused key stops eval before anything is written, and names the variable, not the key", async () => {
    const out = scratch();
    try {
      const result = await run(["eval", "--model", "m", "--base-url", refusingUrl, "--games", SHARED, "--episodes", "1", "--out", out], {
        OPENAI_API_KEY: "sk-secret-123",
      });
      assertOneLineError(result, "eval", /refused the API key from \$OPENAI_API_KEY \(401\)/);
      assert.doesNotMatch(result.stderr, /sk-secret-123/);
      assert.deepEqual(filesUnder(out), [], "no run folder says a run started");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("a dead endpoint stops eval at once with one line", async () => {
    const port = await closedPort();
    const result = await run([
      "eval",
      "--model",
      "m",
      "--base-url",
      `http://127.0.0.1:${port}/v1`,
      "--games",
      SHARED,
      "--episodes",
      "1",
      "--out",
      path.join(tmpdir(), "seedworld-never"),
    ]);
    assertOneLineError(result, "eval", new RegExp(`127\\.0\\.0\\.1:${port}`));
  });

  test("a server that drips its bodies: each call ends at --timeout, N failures in a row stop the run, the rerun resumes", async () => {
    let mode: Fault = "drip";
    const proxy = await startFaultProxy({ target: served.url.replace(/\/v1$/, ""), faultFor: () => mode, dripMs: 100, dripForMs: 120_000 });
    const out = scratch();
    const args = [
      "eval",
      "--model",
      "random",
      "--base-url",
      `${proxy.url}/v1`,
      "--games",
      SHARED,
      "--split",
      "valid_seen",
      "--tasks",
      "1",
      "--max-steps",
      "3",
    ];
    const knobs = ["--timeout", "1", "--retry-base-ms", "10", "--max-consecutive-failures", "3", "--plain", "--out", out];
    try {
      const stopped = await run([...args, ...knobs]);
      assertOneLineError(stopped, "eval", /3 model calls in a row failed .*rerun the same command to resume/);
      assert.ok(proxy.counts.drip >= 3, `the server dripped ${proxy.counts.drip} replies`);
      mode = "pass";
      const resumed = await run([...args, ...knobs]);
      assert.equal(resumed.code, 0, resumed.stderr);
      const summary = JSON.parse(readFileSync(filesUnder(out).find((file) => file.endsWith(".summary.json"))!, "utf8"));
      assert.equal(summary.complete, true);
      assert.equal(summary.invocations, 2, "the second invocation went on from the first");
      const state = JSON.parse(readFileSync(filesUnder(out).find((file) => file.endsWith(".state.json"))!, "utf8"));
      assert.ok(state.counters.api_failures >= 2, `failed calls counted: ${state.counters.api_failures}`);
    } finally {
      await proxy.close();
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("credentials in seed iterate's --base-url never reach round.json, metrics or logs, and the second round still calls", async () => {
    const out = scratch();
    try {
      const url = served.url.replace("http://", "http://user:hunter2@");
      const result = await run([
        "seed",
        "iterate",
        "--model",
        "random",
        "--base-url",
        url,
        "--scorer",
        "cache-lm",
        "--retokenize",
        "--analyzer",
        "rules",
        "--games",
        SHARED,
        "--split",
        "valid_seen",
        "--tasks-per-round",
        "1",
        "--group-size",
        "2",
        "--max-steps",
        "2",
        "--rounds",
        "2",
        "--out",
        out,
      ]);
      assert.equal(result.code, 0, result.stderr);
      const written = filesUnder(out);
      assert.ok(
        written.some((file) => file.endsWith("round_0001/round.json")),
        "both rounds ran",
      );
      for (const file of written) assert.doesNotMatch(readFileSync(file, "latin1"), /hunter2/, file);
      assert.doesNotMatch(result.stdout + result.stderr, /hunter2/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("credentials in --base-url never reach the output files", async () => {
    const out = scratch();
    try {
      const url = served.url.replace("http://", "http://user:hunter2@");
      const result = await run([
        "eval",
        "--model",
        "random",
        "--base-url",
        url,
        "--games",
        SHARED,
        "--split",
        "valid_seen",
        "--episodes",
        "1",
        "--tasks",
        "1",
        "--max-steps",
        "3",
        "--plain",
        "--out",
        out,
      ]);
      assert.equal(result.code, 0, result.stderr);
      const written = filesUnder(out);
      assert.ok(written.length >= 4, "the run wrote its files");
      for (const file of written) assert.doesNotMatch(readFileSync(file, "utf8"), /hunter2|user:/, file);
      assert.doesNotMatch(result.stdout + result.stderr, /hunter2/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
