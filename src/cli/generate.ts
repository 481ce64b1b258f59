// `seedworld generate`: seeded, expert-verified ALFWorld games written as a drop-in $ALFWORLD_DATA.
import { InvalidArgumentError, type Command } from "commander";
import { TASK_TYPES, type TaskType } from "../engine/types.js";
import { choiceList, commaList, positiveInt, seedOption } from "./options.js";
import { defaultJobs, shareBySplitSize, writeGamesParallel } from "../games/generate/index.js";
import { ROOM_KINDS, type RoomKind } from "../games/vocabulary.js";
import { SeedworldError } from "../platform/errors.js";

/** `--scenes`: floor plans 1..30 within a room kind, comma-separated. */
function floorPlans(value: string): number[] {
  const plans = commaList(value).map(Number);
  const bad = plans.find((n) => !Number.isInteger(n) || n < 1 || n > 30);
  if (bad !== undefined) throw new InvalidArgumentError(`floor plans are 1..30 within a room kind, got '${value}'`);
  return plans;
}

function splitCounts(count: number, splits: string[]): number[] {
  try {
    return shareBySplitSize(count, splits);
  } catch (e) {
    throw new SeedworldError("BAD_OPTION", `--split: ${(e as Error).message}`);
  }
}

export function register(program: Command): void {
  program
    .command("generate")
    .description("generate fresh ALFWorld games (same seed, same bytes); each one is solved by the expert before it is written")
    .requiredOption("--count <n>", "number of games", positiveInt)
    .requiredOption("--out <dir>", "output root; games go to <dir>/json_2.1.1/<split>/...")
    .addOption(seedOption(0, "random seed"))
    .option("--task-types <list>", `comma-separated task types (${TASK_TYPES.join(", ")})`, choiceList(TASK_TYPES, "task type"))
    .option("--room-kinds <list>", `comma-separated room kinds (${ROOM_KINDS.join(", ")})`, choiceList(ROOM_KINDS, "room kind"))
    .option(
      "--scenes <list>",
      "comma-separated floor plans 1..30 within each room kind, drawn uniformly (one listed twice twice as often); default: the plans the split's ALFWorld games use, as often",
      floorPlans,
    )
    .option(
      "--split <names>",
      "split folder name; an ALFWorld split (train, valid_seen, valid_unseen, valid_train) also picks ALFWorld's floor plans of that split (other names: train's). Several, comma-separated (ALFWorld splits only): --count is shared in ALFWorld's proportions (train 3,553 : valid_seen 140 : valid_unseen 134), split i seeded --seed + i, all in the same rooms",
      "train",
    )
    .option("--jobs <n>", "worker threads (the bytes written do not depend on it)", positiveInt, defaultJobs())
    .action(
      async (opts: {
        count: number;
        out: string;
        seed: number;
        taskTypes?: TaskType[];
        roomKinds?: RoomKind[];
        scenes?: number[];
        split: string;
        jobs: number;
      }) => {
        const { count, jobs, taskTypes, roomKinds, scenes } = opts;
        const splits = commaList(opts.split);
        const counts = splits.length === 1 ? [count] : splitCounts(count, splits);
        for (const [i, split] of splits.entries()) {
          const t0 = performance.now();
          // One layout seed for every split of the run, so valid_seen stands in train's very rooms.
          const options = { seed: opts.seed + i, count: counts[i]!, taskTypes, roomKinds, scenes, split, layoutSeed: opts.seed };
          const summary = await writeGamesParallel(opts.out, options, { jobs });
          const seconds = (performance.now() - t0) / 1000;
          process.stderr.write(
            `wrote ${summary.written} ${split} games to ${opts.out} in ${seconds.toFixed(1)} s (${(summary.written / seconds).toFixed(0)} games/s, ${jobs} thread${jobs === 1 ? "" : "s"})\n`,
          );
          for (const [task, n] of Object.entries(summary.byTask).sort()) process.stderr.write(`  ${task}: ${n}\n`);
        }
      },
    );
}
