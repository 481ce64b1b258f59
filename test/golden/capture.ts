// The golden outputs: the same CLI commands that users run (eval on the bundled and the official
// games, replay and expert JSON, generate, the SEED stages, report JSON), each written into a
// scratch folder and reduced to one sha256 per output file after masking what depends on the
// clock (run ids, timestamps, measured seconds). `golden.test.ts` compares them with
// `expected.json`, recorded before the redesign, so a refactor that changes a byte fails.
// Rerecord (only for an intended output change): node --import tsx test/golden/capture.ts --write
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../..");
/** The shared data folder beside the repo; masked like the repo, since CI clones to another place. */
const shared = path.resolve(repo, "../shared");
// Relative to the repo (the CLI's working folder), so that what the outputs record of the data
// path, and the hashes made over it, are the same wherever the checkout lies.
const official = "../shared/alfworld/json_2.1.1";
/** The data root above it: `--split` picks one of its splits. */
const dataRoot = "../shared/alfworld";
export const EXPECTED_FILE = path.join(import.meta.dirname, "expected.json");

/** A command line and the folder (under the scratch dir) it writes, or null when it prints. */
interface GoldenCommand {
  name: string;
  args: (out: string) => string[];
  writes: boolean;
}

export const COMMANDS: GoldenCommand[] = [
  { name: "replay-walkthrough", writes: false, args: () => ["replay", official, "--walkthrough", "--json"] },
  { name: "expert", writes: false, args: () => ["expert", official, "--json"] },
  { name: "generate", writes: true, args: (out) => ["generate", "--count", "24", "--seed", "7", "--out", out] },
  {
    name: "eval-official",
    writes: true,
    args: (out) => ["eval", "--agent", "expert", "--games", dataRoot, "--split", "valid_seen", "--episodes", "2", "--plain", "--out", out],
  },
  {
    name: "eval-official-random",
    writes: true,
    args: (out) => [
      "eval",
      "--agent",
      "random",
      "--games",
      dataRoot,
      "--split",
      "valid_train",
      "--episodes",
      "2",
      "--max-steps",
      "8",
      "--tasks",
      "1,4",
      "--plain",
      "--out",
      out,
    ],
  },
  { name: "eval-bundled", writes: true, args: (out) => ["eval", "--episodes", "2", "--plain", "--out", out] },
  {
    name: "seed-iterate",
    writes: true,
    args: (out) => [
      "seed",
      "iterate",
      "--agent",
      "random",
      "--games",
      dataRoot,
      "--split",
      "valid_train",
      "--tasks-per-round",
      "2",
      "--group-size",
      "2",
      "--max-steps",
      "6",
      "--analyzer",
      "rules",
      "--scorer",
      "cache-lm",
      "--out",
      out,
    ],
  },
  { name: "report-eval", writes: false, args: () => ["report", "--json", "../shared/seed-data"] },
];

/** Clock-dependent text: run ids and file stamps, ISO times, and measured seconds. */
export function maskClock(text: string): string {
  return text
    .replace(/\d{8}_\d{6}(_\d+)?/g, "<STAMP>")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:?\d{2}|Z)?/g, "<TIME>")
    .replace(
      /("([a-z_/]*(latency|seconds|elapsed|wall_time|timing_s)[a-z_/]*|[a-z_/]*_s|[a-z_/]*_bytes)": ?)(-?[\d.e+-]+|\[[^\]]*\])/g,
      "$1<MEASURED>",
    );
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

function runCli(args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, ["--import", "tsx", path.join(repo, "src/cli/main.ts"), ...args], {
    cwd: repo,
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Where the checkout lies (CI clones elsewhere): the scratch, repo and shared folders become placeholders. */
function maskPlaces(text: string, scratch: string): string {
  return text.split(scratch).join("<OUT>").split(repo).join("<REPO>").split(shared).join("<SHARED>");
}

/** Output name (command + file, clock masked) -> sha256 of its masked text. */
export function captureGolden(scratch: string): Record<string, string> {
  const env = { ...process.env, ALFWORLD_DATA: "", NO_COLOR: "1" };
  const digests: Record<string, string> = {};
  for (const command of COMMANDS) {
    const out = path.join(scratch, command.name);
    const stdout = runCli(command.args(out), env);
    if (!command.writes) {
      digests[`${command.name}/stdout`] = sha256(maskClock(maskPlaces(stdout, scratch)));
      continue;
    }
    for (const file of filesUnder(out)) {
      const name = maskClock(path.relative(out, file).split(path.sep).join("/"));
      const text = maskPlaces(readFileSync(file, "latin1"), scratch);
      digests[`${command.name}/${name}`] = sha256(maskClock(text));
    }
  }
  return digests;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const scratch = mkdtempSync(path.join(tmpdir(), "seedworld-golden-"));
  try {
    const digests = captureGolden(scratch);
    const text = JSON.stringify(digests, null, 2) + "\n";
    if (process.argv.includes("--write")) writeFileSync(EXPECTED_FILE, text);
    process.stdout.write(text);
  } finally {
    if (!process.argv.includes("--keep")) rmSync(scratch, { recursive: true, force: true });
    else process.stderr.write(`kept ${scratch}\n`);
  }
}
