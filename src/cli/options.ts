// The command line's option parsing, one place each: typed parsers for commander's .option() (an
// InvalidArgumentError makes commander name the flag: `option '--seed <n>' argument 'abc' is
// invalid. expected an integer, got "abc"`), the one comma-list parser, and one definition per
// option block several commands share (listening, task types, seed, sampling, history).
import { InvalidArgumentError, Option, type Command } from "commander";
import { POLICY_DEFAULTS } from "../agent/policies.js";
import { ACTION_SPACES } from "../agent/projection.js";
import { parseTaskList, type EvalTask } from "../eval/tasks.js";
import { commaList } from "../platform/lists.js";
import { isPlainObject } from "../platform/objects.js";
import { parseTopKSchedule } from "../skills/skillzero.js";
import { DEFAULT_HOST } from "../server/listen.js";

// ------------------------------------------------------------------ value parsers

function parseInteger(value: string, min: number, max: number, what: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`expected ${what}, got "${value}"`);
  return n;
}

/** Any integer (seeds may be negative). */
export const integer = (value: string): number => parseInteger(value, -Infinity, Infinity, "an integer");
/** 0, 1, 2, ... (limits where 0 means "none"). */
export const nonNegative = (value: string): number => parseInteger(value, 0, Infinity, "a non-negative integer");
/** 1, 2, 3, ... (counts). */
export const positiveInt = (value: string): number => parseInteger(value, 1, Infinity, "a positive integer");
/** A TCP port; 0 asks the system for a free one. */
export const port = (value: string): number => parseInteger(value, 0, 65535, "a port 0..65535 (0: any free port)");

/** A finite number. */
export const num = (value: string): number => {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) throw new InvalidArgumentError(`expected a number, got "${value}"`);
  return n;
};

/** A finite number ≥ 0 (temperatures, weights, seconds). */
export const nonNegativeNumber = (value: string): number => {
  const n = num(value);
  if (n < 0) throw new InvalidArgumentError(`expected a number ≥ 0, got "${value}"`);
  return n;
};

/** A number in [0, 1) (a share such as a validation fraction). */
export const fraction = (value: string): number => {
  const n = num(value);
  if (n < 0 || n >= 1) throw new InvalidArgumentError(`expected a number from 0 up to (not including) 1, got "${value}"`);
  return n;
};

/** A number in [0, 1] (a discount). */
export const unitInterval = (value: string): number => {
  const n = num(value);
  if (n < 0 || n > 1) throw new InvalidArgumentError(`expected a number from 0 to 1, got "${value}"`);
  return n;
};

/** `--episodes`: a positive count, or `all` (one pass over every game). */
export const episodeCount = (value: string): number | "all" =>
  value === "all" ? "all" : parseInteger(value, 1, Infinity, 'a positive integer or "all"');

/** A JSON object (`--extra-body '{"top_k": 20}'`). */
export function jsonObject(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new InvalidArgumentError(`expected a JSON object (${(error as Error).message})`);
  }
  if (!isPlainObject(parsed)) throw new InvalidArgumentError("expected a JSON object");
  return parsed;
}

export { commaList };

/** A comma-separated list whose items are each one of `allowed` (`--room-kinds kitchen,bathroom`). */
export const choiceList =
  <T extends string>(allowed: readonly T[], what: string) =>
  (value: string): T[] => {
    const items = commaList(value);
    const unknown = items.find((item) => !(allowed as readonly string[]).includes(item));
    if (unknown !== undefined) throw new InvalidArgumentError(`unknown ${what} '${unknown}' (one of: ${allowed.join(", ")})`);
    return items as T[];
  };

/** `--skill-schedule`: SkillZero's GLOBAL_TOP_K_SCHEDULE, a JSON list of counts. */
export function topKSchedule(value: string): number[] {
  try {
    return parseTopKSchedule(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

/** `--scorer`'s values, checked as the flag is read (the seed commands build the scorer later). */
export function scorerSpec(value: string): string {
  if (["auto", "cache-lm", "vllm"].includes(value) || /^(gguf|vllm):./.test(value)) return value;
  throw new InvalidArgumentError("auto, cache-lm, gguf:<file>, vllm or vllm:<url>[,<url>...]");
}

/** A repeatable, comma-separated option (`--allow-host a,b --allow-host c`): commander's collect form. */
export function collectList(value: string, previous: string[] = []): string[] {
  return [...previous, ...commaList(value)];
}

/** Task ids or names (`1,3,heat_and_place`, `all`), as every command that takes `--tasks` reads them. */
export function taskList(value: string): EvalTask[] {
  try {
    return parseTaskList(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

// ------------------------------------------------------------------ shared option blocks

/** `--host`, `--port`, `--allow-host`, `--allow-origin`: every server binds 127.0.0.1 unless told otherwise. */
export function addListenOptions(
  command: Command,
  defaultPort: number | undefined,
  portHelp = "port to listen on (0: any free port)",
): Command {
  const portOption = new Option("--port <n>", portHelp).argParser(port);
  if (defaultPort !== undefined) portOption.default(defaultPort);
  return command
    .addOption(portOption)
    .option("--host <host>", `interface to bind (keep ${DEFAULT_HOST} unless you mean to share it)`, DEFAULT_HOST)
    .option(
      "--allow-host <hosts>",
      "Host header values accepted besides localhost/127.0.0.1/[::1] with the port (repeatable, comma-separated; * = any)",
      collectList,
      [],
    )
    .option("--allow-origin <origins>", "browser origins allowed to call it (repeatable, comma-separated; * = any)", collectList, []);
}

export interface ListenFlags {
  port: number;
  host: string;
  allowHost: string[];
  allowOrigin: string[];
}

/** `--tasks`: ids or names, parsed when the command line is read. */
export const tasksOption = (help = "task ids or names, comma-separated (default all six)") =>
  new Option("--tasks <list>", help).argParser(taskList);

/** `--seed <n>`: any integer. */
export const seedOption = (defaultSeed: number, help = "seed") => new Option("--seed <n>", help).argParser(integer).default(defaultSeed);

/** `--temperature <t>`: a number ≥ 0. */
export const temperatureOption = (defaultTemperature: number, help = "sampling temperature") =>
  new Option("--temperature <t>", help).argParser(nonNegativeNumber).default(defaultTemperature);

/** `--history-length <n>`: history pairs in the prompt, 0 or more. */
export const historyLengthOption = (defaultLength = 2) =>
  new Option("--history-length <n>", "history pairs in the prompt").argParser(nonNegative).default(defaultLength);

/** `--max-steps <n>`: the step cap per episode. */
export const maxStepsOption = (defaultSteps: number) =>
  new Option("--max-steps <n>", "step cap per episode").argParser(positiveInt).default(defaultSteps);

/** `--max-tokens <n>`: completion tokens per call. */
export const maxTokensOption = (defaultTokens: number, help = "max completion tokens") =>
  new Option("--max-tokens <n>", help).argParser(positiveInt).default(defaultTokens);

/** `--concurrency <n>`: episodes in flight. */
export const concurrencyOption = (defaultConcurrency: number) =>
  new Option("--concurrency <n>", "episodes in flight").argParser(positiveInt).default(defaultConcurrency);

/** `--action-space <space>`: free generation, or the action restricted to the admissible commands. */
export const actionSpaceOption = () =>
  new Option(
    "--action-space <space>",
    "generation: the reply is free text; admissible: its <action> is restricted to the admissible commands while it is generated (vLLM's guided_regex; served models only)",
  )
    .choices(ACTION_SPACES)
    .default("generation");

/** The model a command plays or scores with: served (`--model`, `--base-url`, its key's variable) or a GGUF file in process. */
export function addModelOptions(command: Command): Command {
  return command
    .option("--model <name>", "model name at an OpenAI-compatible endpoint (vLLM, SGLang, llama.cpp, seedworld serve)")
    .option("--base-url <urls>", "endpoint base URL(s), comma-separated (the least busy is called first)")
    .option("--api-key-env <var>", "environment variable holding the API key", POLICY_DEFAULTS.apiKeyEnv)
    .option(
      "--model-file <gguf>",
      "a GGUF model in process through node-llama-cpp (CPU; exact token ids and log-probs); --model then only names it",
    );
}

/** `--games`: where the games come from (the catalog reads them); `help` says what a command does with them. */
export const gamesOption = (help = "game files, folders or $ALFWORLD_DATA roots (default: $ALFWORLD_DATA or the bundled set)") =>
  new Option("--games <paths...>", help);

/** `--split` of commands that read several splits at once (default: all of them). */
export const splitListOption = (help = "splits of data roots, comma-separated (default: all)") =>
  new Option("--split <list>", help).argParser(commaList);

/** `--max-body`: a server's request body limit. */
export const maxBodyOption = (defaultBytes: number, help = "request body limit (413 past it)") =>
  new Option("--max-body <bytes>", help).argParser(nonNegative).default(defaultBytes);

/** `--split`: the split of an ALFWorld data root. */
export const splitOption = (defaultSplit: string) => new Option("--split <split>", "split of an ALFWorld data root").default(defaultSplit);
