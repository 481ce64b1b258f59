// `seedworld seed learn`: SEED's two stages and the GRPO baseline on a small policy, offline, resumable
// (src/seed/learn.ts); the figures it writes are read by `report` and the dashboard.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Command, Option } from "commander";
import { SeedworldError } from "../platform/errors.js";
import { BUDGETS, runLearn, withOverride, type Budget } from "../seed/learn.js";
import { writeFileAtomic } from "../formats/atomic.js";
import { learnSummaryFiles, summarizeLearn } from "../report/learn-summary.js";
import { gamesOption, jsonObject, positiveInt } from "./options.js";
import { interruptible } from "./interrupt.js";

/** The interpreter with torch: $SEEDWORLD_PYTHON, Debian's python3 (python3-torch), python3. */
function torchPython(): string {
  const candidates = [process.env.SEEDWORLD_PYTHON, "/usr/bin/python3", "python3"].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => spawnSync(c, ["-c", "import torch, numpy"], { stdio: "ignore" }).status === 0);
  if (!found)
    throw new SeedworldError(
      "BAD_OPTION",
      "seed learn trains in torch: no Python with torch and numpy found (apt-get install python3-torch python3-numpy, or set $SEEDWORLD_PYTHON)",
    );
  return found;
}

/** The repo's python/ folder, beside dist/ (or src/ under tsx). */
const pythonPackageDir = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "python");

export function registerLearn(seed: Command): void {
  seed
    .command("learn")
    .description(
      "SEED end to end on CPU: exploring-expert demonstrations, hindsight-skill SFT of a small llama policy, then GRPO and SEED rounds per seed, evaluated after SFT and every few rounds (resumable)",
    )
    .addOption(
      new Option(
        "--budget <preset>",
        "small (the CPU recipe: 4 RL rounds, valid_seen; 54 min on 2 cores) or full (the documented result: 1,000 demonstrations, 6 RL rounds, valid_seen and valid_unseen)",
      )
        .choices(["small", "full"])
        .default("small"),
    )
    .option("--out <dir>", "output folder", "runs/learn")
    .addOption(
      gamesOption("ALFWorld data roots holding the train split and the evaluation splits (default: $ALFWORLD_DATA or the bundled set)"),
    )
    .option("--official <path>", "also evaluate on these official games (e.g. ../shared/alfworld/json_2.1.1)")
    .option("--seeds <n>", "RL seeds (default: the preset's)", positiveInt)
    .option("--rounds <n>", "RL rounds per run (default: the preset's)", positiveInt)
    .option(
      "--stage1 <dir>",
      "start from another seed learn folder's stage 1 (demonstrations, SFT models, SFT evaluations; copied), made with the same settings outside rl",
    )
    .option("--jobs <n>", "RL runs (method × seed) played at once, each with its own policy server (default: one per core)", positiveInt)
    .option(
      "--override <json>",
      'settings put over the preset, e.g. \'{"rl": {"groupSize": 8}}\' (see learn_settings.json for the names)',
      jsonObject,
    )
    .action(
      async (flags: {
        budget: Budget;
        out: string;
        games?: string[];
        official?: string;
        seeds?: number;
        rounds?: number;
        jobs?: number;
        stage1?: string;
        override?: Record<string, unknown>;
      }) => {
        const preset = withOverride(structuredClone(BUDGETS[flags.budget]), flags.override);
        if (flags.seeds) preset.rl.seeds = Array.from({ length: flags.seeds }, (_, i) => i + 1);
        if (flags.rounds) {
          preset.rl.rounds = flags.rounds;
          preset.rl.evalEvery = Math.min(preset.rl.evalEvery, flags.rounds);
        }
        if (flags.official) preset.eval.official = path.resolve(flags.official);
        const out = path.resolve(flags.out);
        const interrupt = interruptible();
        await interrupt.run(() =>
          runLearn({
            out,
            settings: preset,
            cli: process.argv[1],
            python: torchPython(),
            pythonPath: pythonPackageDir(),
            games: flags.games ? flags.games.map((games) => path.resolve(games)) : null,
            jobs: flags.jobs ?? availableParallelism(),
            stage1From: flags.stage1 ? path.resolve(flags.stage1) : undefined,
            log: (line) => process.stderr.write(`${line}\n`),
            signal: interrupt.signal,
          }),
        );
        const summary = await summarizeLearn(out);
        for (const [name, text] of Object.entries(learnSummaryFiles(summary))) writeFileAtomic(path.join(out, name), text);
        process.stdout.write(summary.markdown);
      },
    );
}
