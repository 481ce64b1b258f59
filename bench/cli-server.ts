// The benchmarks' way to start a `seedworld` server command as a child process (from the sources,
// under tsx) and learn where it listens: the origin its start-up line names.
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");

/** Starts `seedworld <cliArgs>`; resolves once it prints `... at http://host:port...`. */
export function startCliServer(
  cliArgs: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ url: string; child: ChildProcess }> {
  const argv = ["--import", "tsx", resolve(repo, "src/cli/main.ts"), ...cliArgs];
  const child = spawn(process.execPath, argv, { cwd: repo, env, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((done, fail) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = / at (http:\/\/[^\s/]+)/.exec(out);
      if (match) done({ url: match[1], child });
    });
    child.once("exit", (code) => fail(new Error(`seedworld ${cliArgs[0]} exited (${code}) before listening`)));
  });
}
