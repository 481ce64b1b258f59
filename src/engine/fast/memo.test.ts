// The fast rules' shortcuts are optimisations only. Memos (admissible commands, applicable operators,
// feedback text, goal checks): random walks on the real games must read the same with and without
// them, long enough that states repeat and memos are hit from other episodes and other states.
// `observe: false` (no texts, commands looked up alone): the same commands must run, to the same states.
import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { it } from "node:test";
import { findGames, readGameFile } from "../../games/index.js";
import type { FastRules } from "./rules.js";
import { gameInternals } from "../game.js";
import { AlfworldEnv, compileGame, TimeLimit } from "../index.js";

const SHARED = resolve(import.meta.dirname, "../../../../shared/alfworld");

function lcg(seed: number): () => number {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

it("random walks give the same observations, commands and rewards with and without memos", () => {
  const random = lcg(2024);
  let checked = 0;
  for (const entry of findGames([join(SHARED, "json_2.1.1")]).games) {
    const file = readGameFile(entry.path);
    const memo = new TimeLimit(new AlfworldEnv(compileGame(file)), 40);
    const plain = new TimeLimit(new AlfworldEnv(compileGame(file, { memoize: false })), 40);
    for (let episode = 0; episode < 12; episode++) {
      let a = memo.reset();
      let b = plain.reset();
      assert.deepEqual(a, b);
      while (!a.done) {
        const commands = a.info.admissibleCommands;
        // Mostly legal moves, sometimes an invalid one (which must change nothing).
        const command = random() < 0.05 ? "dance" : commands[Math.floor(random() * commands.length)];
        a = memo.step(command);
        b = plain.step(command);
        assert.deepEqual(a, b, `${entry.path}: diverged after '${command}'`);
        checked++;
      }
    }
  }
  assert.ok(checked > 10_000, `only ${checked} steps compared`);
});

/** Plays `episodes` random episodes on an observing env and a lean one side by side; returns the steps compared. */
function compareLean(
  full: TimeLimit<AlfworldEnv>,
  lean: TimeLimit<AlfworldEnv>,
  random: () => number,
  episodes: number,
  label: string,
): number {
  let checked = 0;
  for (let episode = 0; episode < episodes; episode++) {
    let a = full.reset();
    let b = lean.reset();
    assert.equal(b.observation, "");
    while (!a.done) {
      const commands = a.info.admissibleCommands;
      // A legal command, a near miss (same verb, other object) or an unknown one.
      const pick = commands[Math.floor(random() * commands.length)];
      const roll = random();
      const command = roll < 0.1 ? "dance" : roll < 0.25 ? pick.replace(/\d+$/, "99") : pick;
      assert.equal(lean.env.isAdmissible(command), commands.includes(command), `${label}: '${command}'`);
      // Every fourth step the lean env builds its list; otherwise it must do without it.
      if (random() < 0.25) assert.deepEqual(b.info.admissibleCommands, commands);
      a = full.step(command);
      b = lean.step(command);
      assert.deepEqual(
        [b.won, b.done, b.info.admissible, b.info.steps, b.info.moves],
        [a.won, a.done, a.info.admissible, a.info.steps, a.info.moves],
      );
      checked++;
    }
    assert.deepEqual(b.info.admissibleCommands, a.info.admissibleCommands);
  }
  return checked;
}

it("observe: false runs the same commands to the same states, building admissible lists only when read", () => {
  const random = lcg(7);
  let checked = 0;
  for (const entry of findGames([join(SHARED, "json_2.1.1")]).games) {
    const full = new TimeLimit(new AlfworldEnv(compileGame(readGameFile(entry.path))), 30);
    const lean = new TimeLimit(new AlfworldEnv(compileGame(readGameFile(entry.path), { memoize: false }), { observe: false }), 30);
    checked += compareLean(full, lean, random, 4, entry.path);
  }
  assert.ok(checked > 3000, `only ${checked} steps compared`);
  const env = new AlfworldEnv(compileGame(readGameFile(findGames([join(SHARED, "json_2.1.1")]).games[0].path)), { observe: false });
  const first = env.reset();
  env.step("look");
  assert.throws(() => first.info.admissibleCommands, /before the next reset\(\) or step\(\)/);
});

it("observe: false finds commands whose text is not a function of the parameters alone (a query with its own placeholder)", () => {
  // A grammar whose `go to` lists the place's receptacles through a placeholder of its own (x): the
  // query binds x itself, and x may not take an entity a parameter holds (TextWorld's rule), so
  // findOperator cannot cache the texts by parameter values and must derive each one.
  const file = readGameFile(findGames([join(SHARED, "json_2.1.1")]).games[0].path);
  const template = "go to [{r.name | receptacleatlocation(r:receptacle, lend:location)}]";
  assert.ok(file.grammar.includes(template));
  const variant = {
    ...file,
    grammar: file.grammar.replace(template, "go to [{x.name | receptacleatlocation(x:receptacle, lend:location)}]"),
  };
  const textParamsOf = (game: ReturnType<typeof compileGame>) =>
    (gameInternals(game).rules as FastRules).actions.find((a) => a.schema.name === "gotolocation")!.textParams;
  assert.deepEqual(textParamsOf(compileGame(file)), [2, 3]);
  assert.equal(textParamsOf(compileGame(variant)), null);
  const full = new TimeLimit(new AlfworldEnv(compileGame(variant)), 40);
  const lean = new TimeLimit(new AlfworldEnv(compileGame(variant, { memoize: false }), { observe: false }), 40);
  assert.ok(full.reset().info.admissibleCommands.some((c) => c.startsWith("go to ")));
  assert.ok(compareLean(full, lean, lcg(11), 6, "go to through its own placeholder") > 100);
});
