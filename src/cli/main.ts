#!/usr/bin/env node
// The `seedworld` command line: each concern registers its own subcommands.
import { Command } from "commander";
import { runProgram } from "./errors.js";
import { register as registerEngine } from "./engine.js";
import { register as registerReport } from "./report.js";
import { register as registerGenerate } from "./generate.js";
import { register as registerStats } from "./stats.js";
import { register as registerEval } from "./eval.js";
import { register as registerServe } from "./serve.js";
import { register as registerDashboard } from "./dashboard.js";
import { register as registerEnvServer } from "./env-server.js";
import { register as registerSeed } from "./seed.js";
import { register as registerSkills } from "./skills.js";
import { register as registerMakeTinyModel } from "./make-tiny-model.js";
import { register as registerCache } from "./cache.js";

// A closed pipe (`seedworld replay ... | head`) ends the program quietly.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});

// `npx seedworld ...` runs this process under npm: if npm is killed (even with SIGKILL, which it
// cannot pass on), this process is re-parented; it then stops as on SIGTERM instead of running on.
const launchedBy = process.ppid;
if (launchedBy > 1) {
  const watch = setInterval(() => {
    if (process.ppid === launchedBy) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
  }, 1000).unref();
}

const program = new Command();
program.name("seedworld").description("ALFWorld engine, agent harness and SEED data toolkit").version("0.1.0");

// Command modules (one per concern). Each exports `register(program)`.
// [register-commands]
registerEngine(program);
registerReport(program);
registerGenerate(program);
registerStats(program);
registerEval(program);
registerServe(program);
registerDashboard(program);
registerEnvServer(program);
registerSeed(program);
registerSkills(program);
registerMakeTinyModel(program);
registerCache(program);

process.exitCode = await runProgram(program, process.argv);
