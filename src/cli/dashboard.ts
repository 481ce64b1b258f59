// `seedworld dashboard <dirs...>`: the web dashboard over evaluation folders, training logs and
// skill banks, with a game playable in the browser; or, with --export DIR, the same pages as a
// static folder that opens from file://.
import { spawn } from "node:child_process";
import path from "node:path";
import type { Command } from "commander";
import { alfworldDataRoot } from "../games/index.js";
import { bundledGamesDir } from "../games/generate/index.js";
import { addListenOptions, gamesOption, type ListenFlags } from "./options.js";
import { DashboardData, exportDashboard, startDashboard } from "../web/index.js";
import { SeedworldError } from "../platform/errors.js";

interface DashboardOptions extends Omit<ListenFlags, "port"> {
  port?: number;
  open: boolean;
  export?: string;
  games?: string[];
}

/** Used when --port is not given; a busy default falls back to any free port. */
export const DEFAULT_PORT = 8765;

export function register(program: Command): void {
  const command = program
    .command("dashboard")
    .description("web dashboard: runs, per-task tables, training curves, trajectories, skill banks, and a playable game")
    .argument("<dirs...>", "folders or files: eval run groups, task folders, metrics.jsonl, skill-bank JSON (searched recursively)")
    .option("--no-open", "do not open the URL in a browser")
    .option("--export <dir>", "write a static HTML export of the same pages to <dir> (opens from file://) and exit")
    .addOption(
      gamesOption(
        "game files or folders to play (default: games named by the episode records, else $ALFWORLD_DATA or the bundled set, valid_seen)",
      ),
    );
  addListenOptions(command, undefined, `port to listen on (0: any free port; default ${DEFAULT_PORT}, or a free one when busy)`).action(
    (dirs: string[], options: DashboardOptions) => runDashboard(dirs, options),
  );
}

async function runDashboard(dirs: string[], options: DashboardOptions): Promise<void> {
  const data = await DashboardData.load(dirs, { games: options.games, defaultGames });
  const complete = reportFindings(data);
  if (options.export) {
    const written = await exportDashboard(data, options.export);
    process.stdout.write(
      `wrote ${written.files} files (${(written.bytes / 1e6).toFixed(1)} MB) to ${written.dir}; open ${path.join(written.dir, "index.html")}\n`,
    );
    // As `seedworld report`: what could be read is exported, and the status says something was not.
    if (!complete) process.exitCode = 1;
    return;
  }
  const running = await startOnPort(data, options);
  process.stdout.write(`seedworld dashboard: ${running.url}\n`);
  if (options.open && process.stdout.isTTY) openInBrowser(running.url);
  const stop = () => void running.close().finally(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function startOnPort(data: DashboardData, options: DashboardOptions) {
  try {
    return await startDashboard(data, { host: options.host, port: options.port ?? DEFAULT_PORT, guard: guardOf(options) });
  } catch (error) {
    // Only the default port may move: a port the user named is a promise to them.
    if (!(error instanceof SeedworldError && error.code === "PORT_IN_USE") || options.port !== undefined) throw error;
    process.stderr.write(`port ${DEFAULT_PORT} is busy; using a free one\n`);
    return startDashboard(data, { host: options.host, port: 0, guard: guardOf(options) });
  }
}

const guardOf = (options: DashboardOptions) => ({ allowHosts: options.allowHost, allowOrigins: options.allowOrigin });

/** Prints what was found and every problem; false when a path or file could not be used. */
function reportFindings(data: DashboardData): boolean {
  const { report, games, gamesOrigin, problems } = data.overview;
  process.stderr.write(
    `found ${report.evalRuns.length} evaluation run(s), ${report.trainingRuns.length} training run(s), ` +
      `${report.skillBanks.length} skill bank(s), ${data.overview.trajectorySources.length} trajectory file(s), ${games.length} game(s) (${gamesOrigin})\n`,
  );
  for (const p of [...report.problems, ...problems]) process.stderr.write(`warning: ${p.file}: ${p.message}\n`);
  for (const p of report.unrecognized) process.stderr.write(`warning: nothing recognised in ${p}\n`);
  return report.problems.length === 0 && problems.length === 0 && report.unrecognized.length === 0;
}

async function defaultGames(): Promise<{ inputs: string[]; splits: string[]; origin: string }> {
  const root = alfworldDataRoot();
  if (root) return { inputs: [root], splits: ["valid_seen"], origin: `$ALFWORLD_DATA valid_seen (${root})` };
  // bundledGamesDir says what it generates, with progress and size; --games skips it.
  return { inputs: [await bundledGamesDir(["valid_seen"])], splits: ["valid_seen"], origin: "the bundled set, valid_seen" };
}

function openInBrowser(url: string): void {
  const [command, args] =
    process.platform === "darwin"
      ? ["open", [url]]
      : process.platform === "win32"
        ? ["cmd", ["/c", "start", "", url]]
        : ["xdg-open", [url]];
  try {
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    child.on("error", () => process.stderr.write(`could not open a browser; visit ${url}\n`));
    child.unref();
  } catch {
    process.stderr.write(`could not open a browser; visit ${url}\n`);
  }
}
