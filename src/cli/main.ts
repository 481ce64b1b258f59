#!/usr/bin/env node
// The `seedworld` command line: each concern registers its own subcommands.
import { Command } from "commander";

const program = new Command();
program
  .name("seedworld")
  .description("ALFWorld engine, agent harness and SEED data toolkit")
  .version("0.1.0");

// Command modules (one per concern). Each exports `register(program)`.
// [register-commands]
import { register as registerReport } from "./report.js";
registerReport(program);

await program.parseAsync(process.argv);
