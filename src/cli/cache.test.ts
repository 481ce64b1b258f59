// First use sized to the job (issue 29): a command that reads valid_seen generates only the bundled
// valid_seen games (140, not all 3,827), says so with the size, and `seedworld cache` shows and
// clears what is there.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
const skip = existsSync(bin) ? false : "not built (npm run build)";

test("eval on the bundled set generates only valid_seen; seedworld cache shows and clears it", { skip, timeout: 300_000 }, () => {
  const cache = mkdtempSync(path.join(tmpdir(), "seedworld-cache-"));
  const env = { ...process.env, ALFWORLD_DATA: "", SEEDWORLD_CACHE: cache };
  const seedworld = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env });
  try {
    const empty = seedworld("cache");
    assert.equal(empty.status, 0, empty.stderr);
    assert.equal(empty.stdout, `cache: ${cache} (set $SEEDWORLD_CACHE to move it)\n  no games generated yet\ntotal: 0.0 MB\n`);

    const out = path.join(cache, "run");
    const run = seedworld("eval", "--agent", "expert", "--tasks", "1", "--episodes", "2", "--plain", "--out", out);
    assert.equal(run.status, 0, run.stderr);
    assert.match(
      run.stderr,
      new RegExp(`seedworld: generating the bundled valid_seen games \\(140, once\\) into ${cache.replace(/[.\\\\]/g, "\\\\$&")}`),
    );
    assert.match(run.stderr, /seedworld: valid_seen: 140 games, \d+\.?\d* MB in \d+\.\d s \(`seedworld cache` shows or clears the cache\)/);
    assert.doesNotMatch(run.stderr, /train/);

    const shown = seedworld("cache").stdout;
    assert.match(shown, /valid_seen {3}140 games, \d+\.?\d* MB/);
    assert.match(shown, /train {8}not generated/);
    assert.match(shown, /valid_unseen not generated/);

    // Another command that needs valid_seen reuses it: nothing generated again.
    const again = seedworld("eval", "--agent", "expert", "--tasks", "2", "--episodes", "1", "--plain", "--out", path.join(cache, "run2"));
    assert.equal(again.status, 0, again.stderr);
    assert.doesNotMatch(again.stderr, /generating/);

    const cleared = seedworld("cache", "clear");
    assert.equal(cleared.status, 0, cleared.stderr);
    assert.match(
      cleared.stdout,
      new RegExp(`^removed ${path.join(cache, "games").replace(/[.\\\\]/g, "\\\\$&")} \\(\\d+\\.?\\d* MB\\)\n$`),
    );
    assert.match(seedworld("cache").stdout, /no games generated yet/);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
