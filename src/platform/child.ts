// One way to run a child process whose output is a log: `seed iterate`'s trainer command and
// `seed learn`'s CLI and Python steps both run this way.
import { spawn, type SpawnOptions } from "node:child_process";
import { createWriteStream } from "node:fs";

/**
 * Runs `command` to its end with its stdout and stderr appended to `logFile` as they come (so
 * `tail -f` follows a long step; a log is not a result, so no atomic write), and resolves to its
 * exit code once the log is written. A child that cannot start (or is aborted) rejects.
 */
export function runLogged(
  command: string,
  args: readonly string[],
  options: Pick<SpawnOptions, "env" | "shell" | "signal">,
  logFile: string,
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile, { flags: "a" });
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.on("error", (error) => log.end(() => reject(error)));
    child.on("close", (code) => log.end(() => resolve(code)));
  });
}
