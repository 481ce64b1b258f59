// `seedworld play | replay | expert`: the engine's own commands. Output formats are a stable
// contract (outside checks read the JSON lines).
import { DEFAULT_MAX_STEPS } from "../engine/index.js";
import { readTextSync } from "../formats/json.js";
import { createInterface } from "node:readline/promises";
import type { Command } from "commander";
import { AlfworldEnv, compileGame, readGoal, solveWithExpert, TimeLimit, type StepResult } from "../engine/index.js";
import { openCatalog, scanCatalog } from "../games/catalog.js";
import { readGameFile } from "../games/index.js";
import { catalogGames, resolveGameInputs } from "./game-inputs.js";
import { maxStepsOption } from "./options.js";
import { SeedworldError } from "../platform/errors.js";

export function register(program: Command): void {
  program
    .command("play")
    .description("play a game interactively in the terminal (type `admissible` for the command list)")
    .argument(
      "[game]",
      "a game.tw-pddl file, or a folder (its first game); default: the first valid_seen game of $ALFWORLD_DATA or the bundled set",
    )
    .addOption(maxStepsOption(DEFAULT_MAX_STEPS))
    .action(async (game: string | undefined, opts: { maxSteps: number }) => play(game, opts.maxSteps));

  program
    .command("replay")
    .description("replay a game's walkthrough or a file of commands (one per line)")
    .argument("<games...>", "game files or folders")
    .option("--walkthrough", "replay each game's own walkthrough")
    .option("--actions <file>", "replay these commands, one per line")
    .option("--json", "one JSON object per step")
    .action(async (games: string[], opts: { walkthrough?: boolean; actions?: string; json?: boolean }) => replay(games, opts));

  program
    .command("expert")
    .description("run the hand-coded expert on games")
    .argument("[games...]", "game files or folders (default: the bundled set)")
    .option("--json", "one JSON object per game")
    .addOption(maxStepsOption(DEFAULT_MAX_STEPS))
    .action(async (games: string[], opts: { json?: boolean; maxSteps: number }) => expert(games, opts));
}

/** The game files of `inputs`, through the one catalog (its problems warned of, NO_GAMES when none). */
function loadGamePaths(inputs: string[]): string[] {
  return catalogGames(scanCatalog(inputs)).map((game) => game.abs);
}

function stepLine(game: string, step: number, action: string | null, r: StepResult) {
  return JSON.stringify({
    game,
    step,
    action,
    observation: r.observation,
    admissible_commands: r.info.admissibleCommands,
    reward: r.reward,
    won: r.won,
    done: r.done,
  });
}

async function replay(inputs: string[], opts: { walkthrough?: boolean; actions?: string; json?: boolean }): Promise<void> {
  if (!opts.walkthrough === !opts.actions) throw new SeedworldError("BAD_OPTION", "give exactly one of --walkthrough or --actions FILE");
  const fromFile = opts.actions
    ? readTextSync(opts.actions)
        .split(/\r?\n/)
        .filter((l) => l.trim() !== "")
    : null;
  for (const path of loadGamePaths(inputs)) {
    const game = compileGame(readGameFile(path), { file: path });
    const env = new AlfworldEnv(game);
    const commands = fromFile ?? (game.walkthrough ?? []).map((c) => game.toDisplayCommand(c));
    if (!fromFile && !game.walkthrough) process.stderr.write(`warning: ${path}: no walkthrough in this game file\n`);
    let r = env.reset();
    emit(path, 0, null, r, opts.json);
    commands.forEach((command, i) => {
      r = env.step(command);
      emit(path, i + 1, command, r, opts.json);
    });
    if (!opts.json) process.stdout.write(`${r.won ? "WON" : "NOT WON"} after ${commands.length} commands: ${path}\n\n`);
  }
}

function emit(game: string, step: number, action: string | null, r: StepResult, json?: boolean): void {
  if (json) process.stdout.write(stepLine(game, step, action, r) + "\n");
  else process.stdout.write((action === null ? "" : `> ${action}\n`) + r.observation + "\n\n");
}

async function expert(inputs: string[], opts: { json?: boolean; maxSteps: number }): Promise<void> {
  const paths = loadGamePaths(await resolveGameInputs(inputs));
  let won = 0;
  let steps = 0;
  for (const path of paths) {
    let line: Record<string, unknown>;
    try {
      const game = compileGame(readGameFile(path), { file: path });
      const run = solveWithExpert(new AlfworldEnv(game), opts.maxSteps);
      line = { game: path, task_type: readGoal(game).taskType, won: run.won, steps: run.steps, actions: run.actions };
      if (run.won) won++;
      steps += run.steps;
    } catch (e) {
      line = { game: path, task_type: null, won: false, steps: 0, actions: [], error: (e as Error).message };
    }
    if (opts.json) process.stdout.write(JSON.stringify(line) + "\n");
    else
      process.stdout.write(
        `${line.won ? "won " : "lost"} ${String(line.steps).padStart(3)} steps  ${path}${line.error ? `  (${line.error})` : ""}\n`,
      );
  }
  if (!opts.json)
    process.stdout.write(`expert won ${won}/${paths.length} games, ${(steps / Math.max(paths.length, 1)).toFixed(2)} steps on average\n`);
}

/** The game `play` opens: the named one, or, as every other command, the default set's first valid_seen game. */
async function gameToPlay(input: string | undefined): Promise<string> {
  if (input) return loadGamePaths([input])[0];
  const [first] = catalogGames(await openCatalog(undefined, { split: "valid_seen" }), "name a game file or folder");
  process.stdout.write(`(no game named: playing ${first.abs})\n`);
  return first.abs;
}

async function play(input: string | undefined, maxSteps: number): Promise<void> {
  const path = await gameToPlay(input);
  const env = new TimeLimit(new AlfworldEnv(compileGame(readGameFile(path), { file: path })), maxSteps);
  const rl = createInterface({ input: process.stdin, output: process.stdout, historySize: 200, prompt: "> " });
  const history: string[] = [];
  let r = env.reset();
  process.stdout.write(`${r.observation}\n\n(type a command; \`admissible\` lists them, \`history\` shows yours, \`quit\` leaves)\n`);
  rl.prompt();
  // Iterating lines (not rl.question) keeps piped input: every line is read, none dropped.
  for await (const raw of rl) {
    const line = raw.trim();
    if (line === "quit" || line === "exit") break;
    if (line === "admissible") process.stdout.write(r.info.admissibleCommands.map((c) => `  ${c}`).join("\n") + "\n");
    else if (line === "history") process.stdout.write(history.map((c, i) => `  ${i + 1}. ${c}`).join("\n") + "\n");
    else {
      history.push(line);
      r = env.step(line);
      process.stdout.write(`${r.observation}\n`);
      if (r.done) {
        process.stdout.write(r.won ? `\nYou won in ${history.length} steps!\n` : `\nOut of steps (${maxSteps}).\n`);
        break;
      }
    }
    rl.prompt();
  }
  rl.close();
}
