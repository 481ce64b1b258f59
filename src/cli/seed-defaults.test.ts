// `seed iterate` with no flags uses what SEED's trainer uses: verl-agent's strict projection,
// SEED's own prompt text (`verl`), and SEED's analyzer settings (greedy, 4,096 tokens, one pass).
import { strict as assert } from "node:assert";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { Command } from "commander";
import { SettingError } from "../platform/errors.js";
import { register } from "./seed.js";
import { recordingServer } from "../server/test-support.js";

const GAMES = resolve(import.meta.dirname, "../../../shared/alfworld");

function defaultsOf(name: string): Record<string, unknown> {
  const program = new Command();
  register(program);
  const command = program.commands.find((c) => c.name() === "seed")!.commands.find((c) => c.name() === name)!;
  return Object.fromEntries(command.options.map((option) => [option.attributeName(), option.defaultValue]));
}

test("seed iterate defaults: strict projection, SEED's prompt text and analyzer settings", () => {
  const defaults = defaultsOf("iterate");
  assert.equal(defaults.projection, "strict");
  assert.equal(defaults.promptVariant, "verl");
  // Numbers, as parsed (and as --help shows them).
  assert.equal(defaults.analyzerTemperature, 0);
  assert.equal(defaults.analyzerMaxTokens, 4096);
  assert.equal(defaults.analyzerAttempts, 1);
  assert.equal(defaults.analyzerCheck, "non-empty");
  assert.equal(defaults.historyLength, 2);
  assert.equal(defaults.temperature, 1);
});

test("seed rollout and analyze share the same defaults", () => {
  assert.equal(defaultsOf("rollout").projection, "strict");
  assert.equal(defaultsOf("analyze").analyzerAttempts, 1);
});

test("an endpoint policy is asked for token ids (vLLM's return_tokens_as_token_ids) unless --no-request-token-ids", async () => {
  const server = await recordingServer("<think>x</think><action>look</action>");
  const { url, bodies } = server;
  const dir = mkdtempSync(join(tmpdir(), "seedworld-token-ids-"));
  const rollout = async (...extra: string[]) => {
    const program = new Command();
    register(program);
    await program.parseAsync([
      "node",
      "seedworld",
      "seed",
      "rollout",
      "--model",
      "m",
      "--base-url",
      url,
      "--games",
      GAMES,
      "--split",
      "valid_seen",
      "--tasks-per-round",
      "1",
      "--group-size",
      "1",
      "--max-steps",
      "1",
      "--out",
      join(dir, "r.jsonl"),
      ...extra,
    ]);
  };
  try {
    await rollout();
    assert.equal(bodies.at(-1)!.return_tokens_as_token_ids, true);
    assert.equal(bodies.at(-1)!.logprobs, true);
    await rollout("--no-request-token-ids");
    assert.equal(bodies.at(-1)!.return_tokens_as_token_ids, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  }
});

test("seed iterate refuses --skills without a {skill_context} template and a schedule without skills, naming the flag", async () => {
  const iterate = async (...args: string[]) => {
    const program = new Command();
    register(program);
    program.exitOverride();
    await program.parseAsync(["node", "seedworld", "seed", "iterate", "--agent", "random", "--games", GAMES, ...args]);
  };
  await assert.rejects(iterate("--skills", "x.md"), /--skills needs a template with \{skill_context\} \(--prompt-variant skillzero\)/);
  await assert.rejects(iterate("--skill-schedule", "[2,0]"), /--skill-schedule needs --skills/);
  // The skills module names its setting; the CLI's handler words it with the flag (`skills` → --skills).
  await assert.rejects(
    iterate("--prompt-variant", "skillzero", "--skills", "no-such-skills.md"),
    (error: unknown) =>
      error instanceof SettingError && error.describe((setting) => `--${setting}`) === "--skills: no-such-skills.md does not exist",
  );
});
