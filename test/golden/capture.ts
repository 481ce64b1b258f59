// The golden outputs: the CLI commands users run (eval on the bundled and the official games, replay
// and expert JSON, generate, stats, the SEED stages (one by one and as `seed iterate`) and the SFT set, the policy and tiny GGUF
// models, skill-bank conversions and schedules, report as text, Markdown and JSON, the dashboard's
// static export, `cache show` over the capture's own cache, a typed `play` session) and the servers' replies (`env-server` and `serve --model expert` on a free port, a fixed list of HTTP requests,
// and for `env-server` one OpenEnv WebSocket session's messages too: `server-session.ts`), each run
// with the clock held still (`fixed-clock.mjs`) and TZ=UTC, its stdout, its stderr (progress,
// summaries, warnings) and the files it writes captured.
// Only where the checkout lies is masked (the scratch, repo and shared folders become <OUT>,
// <REPO>, <SHARED>), and the servers' port (<PORT>): nothing else differs between runs, so nothing
// else is hidden.
//
// Stored in `test/golden/out/` as text a reviewer reads: each output verbatim when its lines are
// short, else (one-line JSON files, JSONL journals) as a `.view` file: the same JSON indented, each
// multi-line string written out as its lines between `"""` marks. `digests.txt` holds the sha256
// of every output's exact bytes, so a change of bytes a view does not show (spacing, key quoting)
// and binary outputs (Parquet, GGUF) still fail the test. `golden.test.ts` compares both.
// Re-record (only for an intended output change; the git diff is the review):
//   node --import tsx test/golden/capture.ts --write
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const repo = path.resolve(import.meta.dirname, "../..");
/** The shared data folder beside the repo; masked like the repo, since CI clones to another place. */
const shared = path.resolve(repo, "../shared");
// Relative to the repo (the CLI's working folder), so that what the outputs record of the data
// path is the same wherever the checkout lies.
const official = "../shared/alfworld/json_2.1.1";
/** The data root above it: `--split` picks one of its splits. */
const dataRoot = "../shared/alfworld";
const skillBank = "../shared/seed-data/skillRL/updated_skills_step30.json";
export const GOLDEN_DIR = path.join(import.meta.dirname, "out");
export const DIGESTS_FILE = path.join(import.meta.dirname, "digests.txt");

/**
 * A command line (`args`; `out` is its own scratch folder, `scratch` the folder of all commands,
 * for inputs written by earlier ones), or a server session of `server-session.ts` (`server`).
 */
type GoldenCommand = {
  name: string;
  /** Files it writes that are left out of the golden outputs, with the reason in a comment. */
  skip?: (file: string) => boolean;
  /** What is typed at its prompt (`play`). */
  input?: string;
} & ({ args: (out: string, scratch: string) => string[] } | { server: "env-server" | "serve-expert" });

/** What each one-at-a-time SEED stage below writes in its own folder. */
const STAGE_FILES = { "seed-rollout": "rollouts.jsonl", "seed-analyze": "analyses.jsonl", "seed-score": "scores.jsonl" } as const;
const stageFile = (scratch: string, stage: keyof typeof STAGE_FILES) => path.join(scratch, stage, STAGE_FILES[stage]);

export const COMMANDS: GoldenCommand[] = [
  { name: "replay-walkthrough", args: () => ["replay", official, "--walkthrough", "--json"] },
  { name: "expert", args: () => ["expert", official, "--json"] },
  { name: "generate", args: (out) => ["generate", "--count", "12", "--seed", "7", "--jobs", "2", "--out", out] },
  { name: "stats", args: () => ["stats", `${official}/valid_seen`, "--against", `${official}/valid_unseen`] },
  {
    name: "eval-official",
    args: (out) => ["eval", "--agent", "expert", "--games", dataRoot, "--split", "valid_seen", "--episodes", "2", "--plain", "--out", out],
  },
  {
    name: "eval-official-random",
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
  { name: "eval-bundled", args: (out) => ["eval", "--episodes", "2", "--plain", "--out", out] },
  // The cache is the capture's own (SEEDWORLD_CACHE under the scratch folder): what eval-bundled generated, nothing of the user's.
  { name: "cache-show", args: () => ["cache", "show"] },
  {
    name: "play",
    args: () => ["play", `${official}/valid_seen`],
    input: "look\nadmissible\ngo to desk 1\nexamine desk 1\nhistory\nquit\n",
  },
  {
    name: "seed-iterate",
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
  // SEED's stages one command at a time, as a user runs them by hand (`seed iterate` above runs them
  // in one); each reads what the ones before it wrote (`stageFile`).
  {
    name: "seed-rollout",
    args: (out) => [
      "seed",
      "rollout",
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
      "4",
      "--seed",
      "3",
      "--out",
      path.join(out, STAGE_FILES["seed-rollout"]),
    ],
  },
  {
    name: "seed-analyze",
    args: (out, scratch) => [
      "seed",
      "analyze",
      "--analyzer",
      "rules",
      "--rollouts",
      stageFile(scratch, "seed-rollout"),
      "--out",
      path.join(out, STAGE_FILES["seed-analyze"]),
    ],
  },
  {
    name: "seed-score",
    args: (out, scratch) => [
      "seed",
      "score",
      "--rollouts",
      stageFile(scratch, "seed-rollout"),
      "--analyses",
      stageFile(scratch, "seed-analyze"),
      "--scorer",
      "cache-lm",
      "--out",
      path.join(out, STAGE_FILES["seed-score"]),
    ],
  },
  {
    name: "seed-export",
    args: (out, scratch) => [
      "seed",
      "export",
      "--rollouts",
      stageFile(scratch, "seed-rollout"),
      "--analyses",
      stageFile(scratch, "seed-analyze"),
      "--scores",
      stageFile(scratch, "seed-score"),
      "--out",
      out,
    ],
  },
  {
    name: "seed-sft",
    args: (out, scratch) => {
      const round = path.join(scratch, "seed-iterate/round_0000");
      return ["seed", "sft", "--rollouts", `${round}/rollouts.jsonl`, "--analyses", `${round}/analyses.jsonl`, "--out", out];
    },
  },
  {
    // The policy model seed learn starts from: its vocabulary is read off seed sft's rows above.
    name: "make-policy-model",
    args: (out, scratch) => {
      mkdirSync(out, { recursive: true });
      const rows = path.join(scratch, "seed-sft/sft_episode_skill_all.jsonl");
      return ["make-policy-model", "--out", path.join(out, "policy.gguf"), "--corpus", rows, "--embedding", "32", "--blocks", "1"];
    },
  },
  {
    name: "make-tiny-model",
    args: (out) => {
      mkdirSync(out, { recursive: true });
      return ["make-tiny-model", "--out", path.join(out, "tiny.gguf")];
    },
  },
  { name: "report-eval", args: () => ["report", "--json", "../shared/seed-data"] },
  { name: "report-text", args: () => ["report", "../shared/seed-data"] },
  {
    name: "report-markdown",
    args: (_out, scratch) => ["report", "--markdown", path.join(scratch, "eval-official"), path.join(scratch, "eval-official-random")],
  },
  { name: "skills-to-markdown", args: () => ["skills", "to-markdown", skillBank] },
  {
    name: "skills-to-json",
    args: (out) => {
      // The round trip: the bank as markdown, then back to JSON.
      mkdirSync(out, { recursive: true });
      const markdown = path.join(out, "bank.md");
      runCli(["skills", "to-markdown", skillBank, "--out", markdown]);
      return ["skills", "to-json", markdown];
    },
  },
  {
    name: "skills-schedule",
    args: () => ["skills", "schedule", "[12,12,8,8,4,0]", "--total-steps", "150", "--test-freq", "10", "--phase", "test-freq"],
  },
  {
    name: "dashboard-export",
    args: (out, scratch) => ["dashboard", "--export", out, path.join(scratch, "eval-official"), "--games", `${official}/valid_seen`],
    // The browser client's bundle: esbuild's output of src/web/client, covered by the browser tests;
    // recorded here it would make every client edit a re-record of an unreadable minified diff.
    skip: (file) => file === "app.js",
  },
  { name: "env-server", server: "env-server" },
  { name: "serve-expert", server: "serve-expert" },
];

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

const GOLDEN_ENV: NodeJS.ProcessEnv = { ...process.env, ALFWORLD_DATA: "", NO_COLOR: "1", TZ: "UTC" };

/** What a command printed: stdout, and stderr (progress, summaries, warnings), both kept. */
interface Printed {
  stdout: string;
  stderr: string;
}

function runNode(args: string[], input?: string): Printed {
  const run = spawnSync(process.execPath, args, { cwd: repo, env: GOLDEN_ENV, encoding: "utf8", input, maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`golden run failed (exit ${run.status}): ${args.slice(-6).join(" ")}\n${run.stderr}`);
  return { stdout: run.stdout, stderr: run.stderr };
}

function runCli(args: string[], input?: string): Printed {
  const clock = pathToFileURL(path.join(import.meta.dirname, "fixed-clock.mjs")).href;
  return runNode(["--import", "tsx", "--import", clock, path.join(repo, "src/cli/main.ts"), ...args], input);
}

/** Runs a server session (`server-session.ts`) writing its exchanges into `out`; prints the server's banner. */
function runServerSession(server: string, out: string): Printed {
  return runNode(["--import", "tsx", path.join(import.meta.dirname, "server-session.ts"), server, out]);
}

/** Where the checkout lies (CI clones elsewhere): the scratch, repo and shared folders become placeholders. */
export function maskPlaces(text: string, scratch: string): string {
  return text.split(scratch).join("<OUT>").split(repo).join("<REPO>").split(shared).join("<SHARED>");
}

/** One captured output: its exact (place-masked) bytes. */
export type Outputs = Map<string, Buffer>;

/** Runs every command in a scratch folder; output name (`command/stdout`, `command/<file>`) -> bytes. */
export function captureGolden(scratch: string): Outputs {
  GOLDEN_ENV.SEEDWORLD_CACHE = path.join(scratch, ".cache");
  const outputs: Outputs = new Map();
  const keep = (name: string, bytes: Buffer) => {
    const text = bytes.toString("latin1");
    outputs.set(name, Buffer.from(maskPlaces(text, scratch), "latin1"));
  };
  for (const command of COMMANDS) {
    const out = path.join(scratch, command.name);
    const printed = "server" in command ? runServerSession(command.server, out) : runCli(command.args(out, scratch), command.input);
    if (printed.stdout) keep(`${command.name}/stdout`, Buffer.from(printed.stdout, "utf8"));
    if (printed.stderr) keep(`${command.name}/stderr`, Buffer.from(printed.stderr, "utf8"));
    for (const file of filesUnder(out)) {
      const rel = path.relative(out, file).split(path.sep).join("/");
      if (!command.skip?.(rel)) keep(`${command.name}/${rel}`, readFileSync(file));
    }
  }
  return outputs;
}

/** Longest line kept verbatim; longer ones (journals, one-line JSON) are shown as a view instead. */
const MAX_VERBATIM_LINE = 400;
/** Primitive array items per line in a view (token ids, log-probs). */
const ITEMS_PER_LINE = 16;

const isBinary = (bytes: Buffer) => bytes.includes(0) || !isUtf8(bytes);
function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Indented JSON in which a multi-line string is written out as its lines and primitive arrays run several items a line. */
export function viewJson(value: unknown, indent = ""): string {
  const inner = `${indent}  `;
  if (typeof value === "string" && value.includes("\n")) {
    const lines = value.split("\n").map((line) => (line === "" ? "" : `${inner}${line}`));
    return `"""\n${lines.join("\n")}\n${inner}"""`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((item) => item === null || typeof item !== "object")) {
      if (value.every((item) => typeof item !== "string" || !item.includes("\n"))) {
        const lines: string[] = [];
        for (let i = 0; i < value.length; i += ITEMS_PER_LINE)
          lines.push(
            value
              .slice(i, i + ITEMS_PER_LINE)
              .map((item) => JSON.stringify(item))
              .join(", "),
          );
        if (lines.length === 1 && lines[0].length <= 100) return `[${lines[0]}]`;
        return `[\n${lines.map((line) => `${inner}${line}`).join(",\n")}\n${indent}]`;
      }
    }
    return `[\n${value.map((item) => `${inner}${viewJson(item, inner)}`).join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${viewJson(item, inner)}`).join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function parses(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The readable golden file of one output: `[file name, text]`, or null for binary outputs (digest only). */
export function goldenView(name: string, bytes: Buffer): [string, string] | null {
  if (isBinary(bytes)) return null;
  const text = bytes.toString("utf8");
  const lines = text.split("\n");
  if (lines.every((line) => line.length <= MAX_VERBATIM_LINE)) return [name, text];
  const whole = parses(text);
  if (whole !== undefined) return [`${name}.view`, `${viewJson(whole)}\n`];
  const records = lines.filter((line) => line.trim() !== "").map(parses);
  if (records.every((record) => record !== undefined))
    return [`${name}.view`, records.map((record, i) => `// line ${i + 1}\n${viewJson(record)}\n`).join("\n")];
  return [name, text];
}

/** What the golden folder should hold: readable files and the digest list. */
export function goldenFiles(outputs: Outputs): { views: Map<string, string>; digests: string } {
  const views = new Map<string, string>();
  const digestLines: string[] = [];
  for (const [name, bytes] of [...outputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    digestLines.push(`${sha256(bytes)}  ${name}`);
    const view = goldenView(name, bytes);
    if (view) views.set(view[0], view[1]);
  }
  return { views, digests: `${digestLines.join("\n")}\n` };
}

/** The recorded golden files, by name under GOLDEN_DIR. */
export function recordedViews(): Map<string, string> {
  const views = new Map<string, string>();
  for (const file of filesUnder(GOLDEN_DIR))
    views.set(path.relative(GOLDEN_DIR, file).split(path.sep).join("/"), readFileSync(file, "utf8"));
  return views;
}

function writeGolden(outputs: Outputs): void {
  const { views, digests } = goldenFiles(outputs);
  rmSync(GOLDEN_DIR, { recursive: true, force: true });
  for (const [name, text] of views) {
    const file = path.join(GOLDEN_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  writeFileSync(DIGESTS_FILE, digests);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const scratch = mkdtempSync(path.join(tmpdir(), "seedworld-golden-"));
  try {
    const outputs = captureGolden(scratch);
    if (process.argv.includes("--write")) writeGolden(outputs);
    process.stdout.write(goldenFiles(outputs).digests);
  } finally {
    if (!process.argv.includes("--keep")) rmSync(scratch, { recursive: true, force: true });
    else process.stderr.write(`kept ${scratch}\n`);
  }
}
