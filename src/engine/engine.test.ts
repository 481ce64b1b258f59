// Conformance of the engine on the real ALFWorld games and episodes in ../shared/alfworld.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, it } from "node:test";
import { findGames, readGameFile } from "../games/index.js";
import { AlfworldEnv, compileGame, GameFormatError, NOTHING_HAPPENS, readGoal, solveWithExpert } from "./index.js";

const SHARED = resolve(import.meta.dirname, "../../../shared/alfworld");
const allGames = findGames([join(SHARED, "json_2.1.1")]).games;
const compiled = new Map(allGames.map((g) => [g.path, compileGame(readGameFile(g.path))]));

describe("official games", () => {
  it("finds the 44 shared games (45 trials)", () => {
    assert.equal(allGames.length, 45);
  });

  it("replays every walkthrough to a win (valid_unseen ids mapped to display names)", () => {
    const withWalkthrough = allGames.filter((g) => compiled.get(g.path)!.walkthrough);
    assert.equal(withWalkthrough.length, 15);
    for (const g of withWalkthrough) {
      const game = compiled.get(g.path)!;
      const env = new AlfworldEnv(game);
      env.reset();
      let last;
      for (const command of game.walkthrough!) {
        last = env.step(game.toDisplayCommand(command));
        assert.ok(last.info.admissible, `${g.path}: '${command}' not admissible`);
      }
      assert.ok(last?.won, `${g.path}: walkthrough did not win`);
      assert.equal(last?.reward, 1);
    }
  });

  it("reproduces the four real engine transcripts byte for byte", () => {
    for (const id of ["65721229579", "65743315510", "65850304295", "65896687571"]) {
      const transcript = JSON.parse(readFileSync(join(SHARED, "transcripts", `${id}.json`), "utf8"));
      const game = compileGame(readGameFile(join(SHARED, "json_2.1.1", transcript.task, "game.tw-pddl")));
      const env = new AlfworldEnv(game);
      assert.equal(env.reset().observation, transcript.initial_observation);
      for (const step of transcript.steps) assert.equal(env.step(step.action).observation, step.result, `${id} step ${step.step}`);
      assert.equal(env.won, transcript.result.success);
    }
  });

  it("the expert wins every game, and reads the task type the folder names", () => {
    for (const g of allGames) {
      const game = compiled.get(g.path)!;
      const run = solveWithExpert(new AlfworldEnv(game));
      assert.ok(run.won, `expert lost ${g.path}: ${run.actions.join(" | ")}`);
      assert.ok(run.steps <= 20, `expert took ${run.steps} steps on ${g.path}`);
      assert.equal(readGoal(game).taskType, g.taskType);
    }
  });
});

describe("text and rules", () => {
  const mugGame = allGames.find((g) => g.path.includes("pick_heat_then_place_in_recep-Mug-None-SideTable-21"))!;

  it("look at the start sees nothing (the look action binds the agent's location)", () => {
    const env = new AlfworldEnv(compiled.get(mugGame.path)!);
    env.reset();
    assert.equal(env.step("look").observation, "You are in the middle of a room. Looking quickly around you, you see nothing.");
  });

  it("admissible commands are code-point sorted and include help, inventory, look", () => {
    const env = new AlfworldEnv(compiled.get(mugGame.path)!);
    const first = env.reset().info.admissibleCommands;
    assert.deepEqual([...first].sort(), first);
    for (const c of ["help", "inventory", "look"]) assert.ok(first.includes(c));
    assert.ok(first.every((c) => ["help", "inventory", "look"].includes(c) || c.startsWith("go to ")));
  });

  it("help text comes from the grammar without its leading newline", () => {
    const env = new AlfworldEnv(compiled.get(mugGame.path)!);
    env.reset();
    const help = env.step("help").observation;
    assert.ok(help.startsWith("Available commands:\n  look:"), JSON.stringify(help.slice(0, 40)));
    assert.ok(help.endsWith("slice (object) with (object):     slice an object using a sharp object\n"));
  });

  it("`go to` a receptacle at the current location is not admissible", () => {
    const env = new AlfworldEnv(compiled.get(mugGame.path)!);
    env.reset();
    env.step("go to sidetable 1");
    assert.ok(!env.admissibleCommands.includes("go to sidetable 1"));
    assert.equal(env.step("go to sidetable 1").observation, NOTHING_HAPPENS);
  });

  it("examine works only on the held object; inventory lists it", () => {
    const env = new AlfworldEnv(compiled.get(mugGame.path)!);
    env.reset();
    env.step("go to coffeemachine 1");
    assert.equal(env.step("examine mug 1").observation, NOTHING_HAPPENS);
    env.step("take mug 1 from coffeemachine 1");
    assert.equal(env.step("examine mug 1").observation, "This is a normal mug 1. In it, you see nothing.");
    assert.equal(env.step("inventory").observation, "You are carrying: a mug 1.");
  });

  it("counts the step limit with invalid commands, then freezes", () => {
    const env = new AlfworldEnv(compiled.get(mugGame.path)!, { maxSteps: 3 });
    env.reset();
    env.step("dance");
    env.step("look");
    const third = env.step("fly");
    assert.equal(third.truncated, true);
    assert.equal(third.done, true);
    assert.equal(third.won, false);
    assert.deepEqual(env.step("look"), third);
  });

  it("legacy 2.1.1 texts come from the game's own grammar", () => {
    const file = readGameFile(mugGame.path);
    const logic = join(SHARED, "logic/alfworld_pre2024_v2.1.1");
    const task = /Your task is to: [^"]*/.exec(file.grammar)![0];
    const legacy = compileGame({
      ...file,
      pddl_domain: readFileSync(join(logic, "alfred.pddl"), "utf8"),
      grammar: readFileSync(join(logic, "alfred.twl2"), "utf8").replace("Your task is to: UNKNOWN GOAL.", task),
    });
    const env = new AlfworldEnv(legacy);
    const start = env.reset();
    assert.ok(!start.info.admissibleCommands.includes("help"));
    assert.match(env.step("go to coffeemachine 1").observation, /^You arrive at loc \d+\. On the coffeemachine 1, you see a mug 1\.$/);
    env.step("take mug 1 from coffeemachine 1");
    assert.ok(env.admissibleCommands.some((c) => /^put mug 1 in\/on /.test(c)));
  });
});

describe("TextWorld's own ALFRED test game", () => {
  const dir = join(SHARED, "textworld_test_game");
  const file = {
    pddl_domain: readFileSync(join(dir, "domain.pddl"), "utf8"),
    pddl_problem: readFileSync(join(dir, "problem.pddl"), "utf8"),
    grammar: readFileSync(join(dir, "grammar.twl2"), "utf8"),
  };

  it("plays as test_pddl.py says: reward 0 until done, then 1; replayable; dummy does nothing", () => {
    const game = compileGame(file, { names: "raw" });
    const env = new AlfworldEnv(game);
    const plan = solveWithExpert(env).actions;
    let r = env.reset();
    assert.ok(r.observation.startsWith("-= Welcome to TextWorld, ALFRED! =-"));
    for (const command of plan) {
      assert.equal(r.done, false);
      assert.equal(r.reward, 0);
      r = env.step(command);
    }
    assert.equal(r.done, true);
    assert.equal(r.reward, 1);
    assert.ok(env.reset().observation.startsWith("-= Welcome to TextWorld, ALFRED! =-"));
    assert.equal(env.step("dummy").observation, NOTHING_HAPPENS);
  });
});

describe("bad input", () => {
  it("a malformed game file is a clear error naming what is wrong", () => {
    assert.throws(() => compileGame({ grammar: "x" }), (e: Error) => e instanceof GameFormatError && /pddl_domain/.test(e.message));
    const good = readGameFile(allGames[0].path);
    assert.throws(() => compileGame({ ...good, pddl_problem: "(define (problem p)" }), /PDDL: unbalanced/);
    assert.throws(() => compileGame({ ...good, grammar: "action look {" }), GameFormatError);
  });

  it("fuzz: random and adversarial commands never throw and never change state on `Nothing happens.`", () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const junk = ["", " ", "go to", "go to  cabinet 1", "GO TO CABINET 1", "take", "move mug 1 to", "\u0000", "💥", "look look", "open fridge 99", "help me", "go to cabinet 1\n", "x".repeat(10000)];
    for (const g of allGames.slice(0, 12)) {
      const env = new AlfworldEnv(compiled.get(g.path)!, { maxSteps: 10_000 });
      let r = env.reset();
      for (let i = 0; i < 150; i++) {
        const admissible = r.info.admissibleCommands;
        const pick = random();
        let command: string;
        if (pick < 0.5) command = admissible[Math.floor(random() * admissible.length)];
        else if (pick < 0.8) command = junk[Math.floor(random() * junk.length)];
        else command = admissible[Math.floor(random() * admissible.length)].slice(0, Math.floor(random() * 12)) + "z";
        const before = JSON.stringify([env.facts("atlocation"), env.facts("inreceptacle"), env.facts("opened"), env.facts("holds")]);
        r = env.step(command);
        if (r.observation === NOTHING_HAPPENS && !r.info.admissible) {
          assert.deepEqual(r.info.admissibleCommands, admissible);
          assert.equal(JSON.stringify([env.facts("atlocation"), env.facts("inreceptacle"), env.facts("opened"), env.facts("holds")]), before);
        }
      }
    }
  });
});
