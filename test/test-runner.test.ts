// The test runner's last line counts skips (issue 29): a test that needs an absent tool is skipped
// with its reason shown and counted in "N passed, N failed, N skipped", never failed or hidden.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { test } from "node:test";

const root = path.resolve(import.meta.dirname, "..");
// Without this the nested `node --test` reports to this run instead of printing its own summary.
const { NODE_TEST_CONTEXT: _, ...outside } = process.env;

test("without Chromium the browser test is skipped, with its reason, and counted", { timeout: 120_000 }, () => {
  const env = { ...outside, SEEDWORLD_CHROMIUM: "/nonexistent/chromium", SEEDWORLD_REQUIRE_CHROMIUM: "" };
  const result = spawnSync(process.execPath, ["scripts/run-tests.mjs", "src/server/env-browser.test.ts"], {
    cwd: root,
    encoding: "utf8",
    env,
  });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  const lines = result.stdout.trim().split("\n");
  assert.equal(lines.at(-1), "0 passed, 0 failed, 1 skipped");
  assert.match(
    result.stdout,
    /# Skipped \(1\)\n {2}1 × a page on another origin .*: \/nonexistent\/chromium is not installed \(apt-get install chromium/,
  );
  assert.match(lines.at(-2)!, /^# \d+\.\d min$/);
});

test("with SEEDWORLD_REQUIRE_CHROMIUM=1 (CI) the same absence is a failure", { timeout: 120_000 }, () => {
  const env = { ...outside, SEEDWORLD_CHROMIUM: "/nonexistent/chromium", SEEDWORLD_REQUIRE_CHROMIUM: "1" };
  const result = spawnSync(process.execPath, ["scripts/run-tests.mjs", "src/server/env-browser.test.ts"], {
    cwd: root,
    encoding: "utf8",
    env,
  });
  assert.equal(result.status, 1);
  assert.match(result.stdout.trim().split("\n").at(-1)!, /^0 passed, 1 failed, 0 skipped$/);
});
