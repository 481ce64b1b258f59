// Generated sets as Python ALFWorld loads them (issue 22): traj_data.json and initial_state.pddl
// beside each game in the shapes of ALFWorld's own files (checked against the shared official
// trials), written atomically with a completion marker, and a killed run that a rerun completes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path, { join } from "node:path";
import { fileURLToPath } from "node:url";
import { trajDataFor } from "./alfworld-files.js";
import { SET_MARKER, writeGames } from "./output.js";
import { writeGamesParallel } from "./parallel.js";
import { shareBySplitSize, splitGames } from "./plans.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const OFFICIAL = path.resolve(repoRoot, "../shared/alfworld/json_2.1.1");

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else out.push(full);
  }
  return out;
}

/** Trial folders as ALFWorld's AlfredTWEnv.collect_game_files keeps them: traj_data.json, a known task type, a solvable game. */
function collectLikeAlfworld(root: string): string[] {
  const tasks = [
    "pick_and_place_simple",
    "look_at_obj_in_light",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "pick_two_obj_and_place",
  ];
  return walk(root)
    .filter((file) => path.basename(file) === "traj_data.json")
    .map((file) => path.dirname(file))
    .filter((folder) => tasks.includes(JSON.parse(readFileSync(join(folder, "traj_data.json"), "utf8")).task_type))
    .filter(
      (folder) =>
        existsSync(join(folder, "game.tw-pddl")) && JSON.parse(readFileSync(join(folder, "game.tw-pddl"), "utf8")).solvable === true,
    );
}

test("traj_data fields match ALFWorld's own files for every official trial that has one; initial_state.pddl is the game's problem", () => {
  const trials = walk(OFFICIAL).filter((file) => file.endsWith("traj_data.json"));
  assert.ok(trials.length >= 10);
  for (const file of trials) {
    const real = JSON.parse(readFileSync(file, "utf8"));
    const relPath = path
      .relative(path.dirname(OFFICIAL), path.join(path.dirname(file), "game.tw-pddl"))
      .split(path.sep)
      .join("/");
    assert.deepEqual(trajDataFor(relPath), { pddl_params: real.pddl_params, task_id: real.task_id, task_type: real.task_type }, relPath);
    const game = JSON.parse(readFileSync(path.join(path.dirname(file), "game.tw-pddl"), "utf8"));
    assert.equal(readFileSync(path.join(path.dirname(file), "initial_state.pddl"), "utf8"), game.pddl_problem);
  }
  assert.throws(() => trajDataFor("json_2.1.1/train/nonsense/game.tw-pddl"), /not an ALFWORLD trial path/);
});

test("a generated set: three files per trial folder, loadable as ALFWorld collects games, and a completion marker", () => {
  const root = mkdtempSync(join(tmpdir(), "seedworld-alfworld-files-"));
  try {
    const options = { seed: 5, count: 18, split: "valid_seen" };
    writeGames(root, options);
    const files = walk(root);
    const games = files.filter((f) => f.endsWith("/game.tw-pddl"));
    assert.equal(games.length, 18);
    assert.equal(collectLikeAlfworld(join(root, "json_2.1.1/valid_seen")).length, 18);
    for (const game of games) {
      const folder = path.dirname(game);
      assert.deepEqual(readdirSync(folder).sort(), ["game.tw-pddl", "initial_state.pddl", "traj_data.json"]);
      const parsed = JSON.parse(readFileSync(game, "utf8"));
      assert.equal(readFileSync(join(folder, "initial_state.pddl"), "utf8"), parsed.pddl_problem);
      const traj = JSON.parse(readFileSync(join(folder, "traj_data.json"), "utf8"));
      assert.equal(traj.task_id, path.basename(folder));
      // The goal the game's grammar states names the traj_data targets.
      assert.match(parsed.grammar.toLowerCase(), new RegExp(traj.pddl_params.object_target.toLowerCase()));
    }
    const marker = JSON.parse(readFileSync(join(root, "json_2.1.1/valid_seen", SET_MARKER), "utf8"));
    assert.deepEqual([marker.complete, marker.games, marker.seed, marker.count], [true, 18, 5, 18]);
    assert.ok(!files.some((f) => f.endsWith(".tmp")));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("damage a killed run leaves (truncated file, stale temp file, no marker) is repaired by a rerun: same bytes as a clean run", async () => {
  const root = mkdtempSync(join(tmpdir(), "seedworld-rerun-"));
  try {
    const options = { seed: 9, count: 12, split: "train" };
    writeGames(join(root, "clean"), options);
    const broken = join(root, "broken");
    writeGames(broken, options);
    const games = walk(broken).filter((f) => f.endsWith("/game.tw-pddl"));
    truncateSync(games[3], 100);
    writeFileSync(join(path.dirname(games[5]), ".game.tw-pddl.999999.0.tmp"), '{"pddl_dom');
    rmSync(join(path.dirname(games[7]), "traj_data.json"));
    rmSync(join(broken, "json_2.1.1/train", SET_MARKER));
    await writeGamesParallel(broken, options, { jobs: 2 });
    const relative = (dir: string) => walk(dir).map((f) => path.relative(dir, f));
    assert.deepEqual(relative(broken), relative(join(root, "clean")));
    for (const file of relative(broken))
      assert.equal(readFileSync(join(broken, file), "utf8"), readFileSync(join(root, "clean", file), "utf8"), file);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("`seedworld generate` killed mid-run: no truncated file, no marker; the same command again completes the set", async () => {
  const root = mkdtempSync(join(tmpdir(), "seedworld-kill-"));
  try {
    const split = join(root, "json_2.1.1/train");
    const args = [
      "--import",
      "tsx",
      join(repoRoot, "src/cli/main.ts"),
      "generate",
      "--count",
      "600",
      "--out",
      root,
      "--seed",
      "4",
      "--jobs",
      "1",
    ];
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    // Kill once some trial folders are complete (polling the disk; nothing here is timed).
    while (!existsSync(split) || readdirSync(split).length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill("SIGKILL");
    assert.equal(await exited, "SIGKILL", "the run was killed before it finished");
    assert.ok(!existsSync(join(split, SET_MARKER)));
    const files = walk(split);
    for (const file of files.filter((f) => f.endsWith("game.tw-pddl")))
      assert.doesNotThrow(() => JSON.parse(readFileSync(file, "utf8")), file);
    for (const folder of collectLikeAlfworld(split)) assert.ok(existsSync(join(folder, "initial_state.pddl")), folder);
    const summary = await writeGamesParallel(root, { seed: 4, count: 600, split: "train" }, { jobs: 2 });
    assert.equal(summary.written, 600);
    assert.equal(JSON.parse(readFileSync(join(split, SET_MARKER), "utf8")).games, 600);
    assert.equal(collectLikeAlfworld(split).length, 600);
    assert.ok(!walk(split).some((f) => f.endsWith(".partial")));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("`seedworld generate --split valid_seen,valid_unseen` shares --count as ALFWorld's 140:134, each split in its own plans and the same rooms", () => {
  assert.deepEqual(
    ["train", "valid_seen", "valid_unseen"].map((split) => splitGames(split)),
    [3553, 140, 134],
  );
  assert.deepEqual(shareBySplitSize(1000, ["valid_seen", "valid_unseen"]), [511, 489]);
  assert.deepEqual(shareBySplitSize(3827, ["train", "valid_seen", "valid_unseen"]), [3553, 140, 134]);
  // Two remainders to hand out (92.84 + 3.66 + 3.50): both go, so the counts add up to --count (it wrote 99).
  assert.deepEqual(shareBySplitSize(100, ["train", "valid_seen", "valid_unseen"]), [93, 4, 3]);
  for (let total = 0; total <= 500; total++)
    for (const splits of [
      ["train", "valid_seen", "valid_unseen"],
      ["valid_seen", "valid_unseen", "valid_train"],
    ])
      assert.equal(
        shareBySplitSize(total, splits).reduce((a, b) => a + b, 0),
        total,
        `${total} over ${splits}`,
      );
  const root = mkdtempSync(join(tmpdir(), "seedworld-splits-"));
  try {
    const args = ["--import", "tsx", join(repoRoot, "src/cli/main.ts"), "generate", "--count", "10", "--seed", "3", "--out", root];
    execFileSync(process.execPath, [...args, "--split", "valid_seen,valid_unseen", "--jobs", "1"], { cwd: repoRoot, stdio: "pipe" });
    const marker = (split: string) => JSON.parse(readFileSync(join(root, "json_2.1.1", split, SET_MARKER), "utf8"));
    assert.deepEqual([marker("valid_seen").games, marker("valid_unseen").games], [5, 5]);
    assert.deepEqual([marker("valid_seen").seed, marker("valid_unseen").seed, marker("valid_unseen").layout_seed], [3, 4, 3]);
    const scenes = readdirSync(join(root, "json_2.1.1/valid_unseen"))
      .filter((d) => d !== SET_MARKER)
      .map((d) => Number(d.slice(d.lastIndexOf("-") + 1)));
    assert.ok(
      scenes.every((scene) => [10, 219, 308, 424].includes(scene)),
      `valid_unseen plans: ${scenes.join(", ")}`,
    );
    // A split run alone writes the same bytes as that split within the multi-split run.
    const alone = mkdtempSync(join(tmpdir(), "seedworld-split-alone-"));
    try {
      generateAlone(alone);
      for (const file of walk(join(alone, "json_2.1.1/valid_unseen"))) {
        assert.equal(readFileSync(file, "utf8"), readFileSync(file.replace(alone, root), "utf8"), file);
      }
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("`seedworld generate --count 20 --split train,valid_seen,valid_unseen` writes exactly 20 games", () => {
  const root = mkdtempSync(join(tmpdir(), "seedworld-count-"));
  try {
    const args = ["--import", "tsx", join(repoRoot, "src/cli/main.ts"), "generate", "--count", "20", "--seed", "3", "--out", root];
    execFileSync(process.execPath, [...args, "--split", "train,valid_seen,valid_unseen", "--jobs", "1"], { cwd: repoRoot, stdio: "pipe" });
    const games = ["train", "valid_seen", "valid_unseen"].map(
      (split) => JSON.parse(readFileSync(join(root, "json_2.1.1", split, SET_MARKER), "utf8")).games as number,
    );
    // 20 × 3553/3827 = 18.57, × 140/3827 = 0.73, × 134/3827 = 0.70: two remainders, to the two largest fractions.
    assert.deepEqual(games, [18, 1, 1]);
    assert.equal(walk(root).filter((f) => f.endsWith("game.tw-pddl")).length, 20);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

function generateAlone(out: string): void {
  const summary = writeGames(out, { seed: 4, count: 5, split: "valid_unseen", layoutSeed: 3 });
  assert.equal(summary.written, 5);
}
