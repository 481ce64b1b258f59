// `seedworld cache`: where the generated bundled games live, how much they take, and how to free it.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { BUNDLED_SPLITS, BUNDLED_VERSION, bundledSplitDir, folderBytes, megabytes, seedworldCacheDir } from "../games/generate/index.js";

export function register(program: Command): void {
  const cache = program
    .command("cache")
    .description("show or clear seedworld's cache (the bundled games, generated per split on first use)");
  cache
    .command("show", { isDefault: true })
    .description("the cache folder, each bundled split's games and size (default)")
    .action(() => show());
  cache
    .command("clear")
    .description("delete the cached games (they are generated again, per split, when a command needs them)")
    .action(() => clear());
}

function show(): void {
  const dir = seedworldCacheDir();
  const games = path.join(dir, "games");
  const lines = [`cache: ${dir} (set $SEEDWORLD_CACHE to move it)`];
  const versions = existsSync(games) ? readdirSync(games).filter((name) => !name.startsWith(".")) : [];
  if (versions.length === 0) lines.push("  no games generated yet");
  for (const version of versions.sort()) {
    const root = path.join(games, version);
    const note = version === BUNDLED_VERSION ? "" : " (an older version, no longer used)";
    lines.push(`  games v${version}${note}: ${megabytes(folderBytes(root))}`);
    if (version !== BUNDLED_VERSION) continue;
    for (const s of BUNDLED_SPLITS) {
      const split = bundledSplitDir(root, s.split);
      lines.push(`    ${s.split.padEnd(12)} ${existsSync(split) ? `${s.count} games, ${megabytes(folderBytes(split))}` : "not generated"}`);
    }
  }
  lines.push(`total: ${megabytes(folderBytes(dir))}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

function clear(): void {
  const games = path.join(seedworldCacheDir(), "games");
  const bytes = folderBytes(games);
  rmSync(games, { recursive: true, force: true });
  process.stdout.write(`removed ${games} (${megabytes(bytes)})\n`);
}
