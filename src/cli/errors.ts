// The one CLI error handler: whatever a command throws (a bad flag, a missing or malformed file, an
// unknown split, a refused key) is printed as `seedworld <command>: <message>` on one line and the
// process exits non-zero (130 for a run stopped by a signal). The stack trace is shown only with
// --debug (or SEEDWORLD_DEBUG=1). Commands do not catch and print errors themselves.
import { CommanderError, type Command } from "commander";
import { errorMessage, SeedworldError, SettingError, type SettingNamer } from "../platform/errors.js";

/** Settings whose flag is not the setting's own name in kebab case (`serve` names its GGUF with --model). */
const FLAG_OF_SETTING: Record<string, Record<string, string>> = {
  eval: { contextSize: "--model-context-size", sequences: "--model-sequences", timeoutS: "--timeout" },
  serve: { modelFile: "--model", contextSize: "--context-size" },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The flags of `command` for the settings a `SettingError` names. */
export function flagNamer(command: Command | null): SettingNamer {
  const path = commandPath(command);
  return (setting) =>
    FLAG_OF_SETTING[path]?.[setting] ??
    command?.options.find((option) => option.attributeName() === setting)?.long ??
    `--${kebab(setting)}`;
}

const debugging = () => process.argv.includes("--debug") || process.env.SEEDWORLD_DEBUG === "1";

/** `seed iterate` for a nested command, `eval` for a top-level one. */
export function commandPath(command: Command | null): string {
  const names: string[] = [];
  for (let at = command; at && at.parent; at = at.parent) names.unshift(at.name());
  return names.join(" ");
}

/** Prints `error` for `command` (the command object where known, else its path) on one line. */
export function reportError(command: Command | string | null, error: unknown): void {
  const name = typeof command === "string" ? command : commandPath(command);
  const prefix = name ? `seedworld ${name}` : "seedworld";
  const message = error instanceof SettingError && typeof command !== "string" ? error.describe(flagNamer(command)) : errorMessage(error);
  process.stderr.write(`${prefix}: ${errorMessage(message)}\n`);
  if (debugging() && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
}

/** The (sub)command named on the command line, for usage errors raised before any action runs. */
function namedCommand(program: Command, argv: readonly string[]): string {
  const names: string[] = [];
  let at: Command = program;
  for (const word of argv.slice(2)) {
    const sub = at.commands.find((command) => command.name() === word);
    if (!sub) break;
    names.push(word);
    at = sub;
  }
  return names.join(" ");
}

/**
 * Routes commander's own usage errors (unknown option, bad choice, missing argument) and every
 * error thrown by an action through `reportError`; returns the exit code.
 */
export async function runProgram(program: Command, argv: readonly string[]): Promise<number> {
  let current: Command | null = null;
  program.hook("preAction", (_root, action) => {
    current = action;
  });
  // Subcommands copy these settings when created, so they are set on every command here.
  const quiet = (command: Command) => {
    command.exitOverride();
    command.configureOutput({ outputError: () => {} });
    command.commands.forEach(quiet);
  };
  quiet(program);
  program.option("--debug", "print stack traces of errors");
  const crash = (error: unknown) => {
    reportError(current, error);
    process.exit(1);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help") return 0;
      reportError(commandPath(current) || namedCommand(program, argv), error.message.replace(/^error: /, ""));
      return error.exitCode || 2;
    }
    reportError(current, error);
    return error instanceof SeedworldError && error.code === "INTERRUPTED" ? 130 : 1;
  }
}
