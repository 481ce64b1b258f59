// One conformance suite, run against every rule set (as hono runs one router suite against every
// router): the real ALFWorld games and episodes in ../shared/alfworld must play the same with the
// fast rules and with the reference rules. Then the two rule sets step by step side by side, and
// proof that the reference rules use none of the fast layer's caches.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, it } from "node:test";
import { findGames, readGameFile } from "../games/index.js";
import { FactStore } from "./core/facts.js";
import { StateMemo, TraceMemo } from "./fast/memo.js";
import { OperatorTable } from "./fast/operators.js";
import {
  AlfworldEnv,
  compileGame,
  type CompileOptions,
  DEFAULT_MAX_STEPS,
  NOTHING_HAPPENS,
  readGoal,
  solveWithExpert,
  TimeLimit,
  type StepResult,
} from "./index.js";

const SHARED = resolve(import.meta.dirname, "../../../shared/alfworld");
const allGames = findGames([join(SHARED, "json_2.1.1")]).games;
const RULE_SETS = ["fast", "reference"] as const;

for (const rules of RULE_SETS) describe(`${rules} rules`, () => conformance({ rules }));

function conformance(options: CompileOptions): void {
  const compiled = new Map(allGames.map((g) => [g.path, compileGame(readGameFile(g.path), options)]));

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
        const game = compileGame(readGameFile(join(SHARED, "json_2.1.1", transcript.task, "game.tw-pddl")), options);
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

    it("TimeLimit counts the step limit with invalid commands, then freezes; the env alone never truncates", () => {
      const bare = new AlfworldEnv(compiled.get(mugGame.path)!);
      bare.reset();
      for (let i = 0; i < 3 * DEFAULT_MAX_STEPS; i++) assert.equal(bare.step("dance").done, false);
      const env = new TimeLimit(new AlfworldEnv(compiled.get(mugGame.path)!), 3);
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
      const legacy = compileGame(
        {
          ...file,
          pddl_domain: readFileSync(join(logic, "alfred.pddl"), "utf8"),
          grammar: readFileSync(join(logic, "alfred.twl2"), "utf8").replace("Your task is to: UNKNOWN GOAL.", task),
        },
        options,
      );
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
      const game = compileGame(file, { ...options, names: "raw" });
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

  describe("commands that are not admissible", () => {
    it("fuzz: random and adversarial commands never throw and never change state on `Nothing happens.`", () => {
      let seed = 7;
      const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
      const junk = [
        "",
        " ",
        "go to",
        "go to  cabinet 1",
        "GO TO CABINET 1",
        "take",
        "move mug 1 to",
        "\u0000",
        "💥",
        "look look",
        "open fridge 99",
        "help me",
        "go to cabinet 1\n",
        "x".repeat(10000),
      ];
      for (const g of allGames.slice(0, 12)) {
        const env = new AlfworldEnv(compiled.get(g.path)!);
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
            assert.equal(
              JSON.stringify([env.facts("atlocation"), env.facts("inreceptacle"), env.facts("opened"), env.facts("holds")]),
              before,
            );
          }
        }
      }
    });
  });
}

function lcg(seed: number): () => number {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** A seeded random walk on every game with both rule sets side by side; returns the steps compared. */
function walkSideBySide(random: () => number, episodes: number, maxSteps: number, observe: boolean): number {
  let checked = 0;
  for (const entry of allGames) {
    const file = readGameFile(entry.path);
    const fast = new TimeLimit(new AlfworldEnv(compileGame(file)), maxSteps);
    const reference = new TimeLimit(new AlfworldEnv(compileGame(file, { rules: "reference" }), { observe }), maxSteps);
    for (let episode = 0; episode < episodes; episode++) {
      let a = fast.reset();
      let b = reference.reset();
      assertSame(a, b, observe, `${entry.path}: reset`);
      while (!a.done) {
        const commands = a.info.admissibleCommands;
        // Mostly legal moves; sometimes a near miss or an unknown command (which must change nothing).
        const pick = commands[Math.floor(random() * commands.length)];
        const roll = random();
        const command = roll < 0.05 ? "dance" : roll < 0.1 ? pick.replace(/\d+$/, "99") : pick;
        if (!observe) assert.equal(reference.env.isAdmissible(command), commands.includes(command), `${entry.path}: '${command}'`);
        a = fast.step(command);
        b = reference.step(command);
        assertSame(a, b, observe, `${entry.path}: after '${command}'`);
        checked++;
      }
    }
  }
  return checked;
}

function assertSame(fast: StepResult, reference: StepResult, observe: boolean, label: string): void {
  if (observe) return assert.deepEqual(reference, fast, label);
  assert.equal(reference.observation, fast.info.admissible ? "" : NOTHING_HAPPENS, label);
  assert.deepEqual(
    [reference.info.admissibleCommands, reference.reward, reference.won, reference.done, reference.info.admissible],
    [fast.info.admissibleCommands, fast.reward, fast.won, fast.done, fast.info.admissible],
    label,
  );
}

describe("fast and reference rules side by side", () => {
  it("seeded random walks read the same at every step: observation, admissible list, reward, won, done", () => {
    assert.ok(walkSideBySide(lcg(2024), 2, 30, true) > 1500);
  });

  it("with observe: false the reference rules find the same commands one by one", () => {
    assert.ok(walkSideBySide(lcg(99), 1, 15, false) > 400);
  });
});

describe("the reference rules keep nothing", () => {
  /** Counts calls to the fast layer's caching entry points while `play` runs. */
  function cacheCalls(play: () => void): Record<string, number> {
    const spied: [string, object, string][] = [
      ["TraceMemo.through", TraceMemo.prototype, "through"],
      ["StateMemo.through", StateMemo.prototype, "through"],
      ["OperatorTable.get", OperatorTable.prototype, "get"],
      ["FactStore.fingerprint", FactStore.prototype, "fingerprint"],
    ];
    const counts: Record<string, number> = {};
    const restore: (() => void)[] = [];
    for (const [label, proto, method] of spied) {
      const methods = proto as Record<string, (...args: unknown[]) => unknown>;
      const original = methods[method];
      counts[label] = 0;
      methods[method] = function (this: unknown, ...args: unknown[]) {
        counts[label]++;
        return original.apply(this, args);
      };
      restore.push(() => (methods[method] = original));
    }
    try {
      play();
    } finally {
      for (const undo of restore) undo();
    }
    return counts;
  }

  const playExpert = (options: CompileOptions) => () => {
    for (const entry of allGames.slice(0, 5))
      assert.ok(solveWithExpert(new AlfworldEnv(compileGame(readGameFile(entry.path), options))).won);
  };

  it("never reaches a memo, a read trace, the operator table or a state fingerprint", () => {
    const reference = cacheCalls(playExpert({ rules: "reference" }));
    assert.deepEqual(Object.values(reference), [0, 0, 0, 0], JSON.stringify(reference));
  });

  it("while the fast rules reach every one of them (so the counting above can see them)", () => {
    const fast = cacheCalls(playExpert({ rules: "fast" }));
    for (const [label, n] of Object.entries(fast)) assert.ok(n > 0, `${label}: ${n}`);
  });
});
