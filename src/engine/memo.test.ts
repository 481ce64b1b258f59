// The engine's memos (admissible commands, applicable operators, feedback text, goal checks) are an
// optimisation only: random walks on the real games must read the same with and without them,
// long enough that states repeat and memos are hit from other episodes and other states.
import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { it } from "node:test";
import { findGames, readGameFile } from "../games/index.js";
import { AlfworldEnv, compileGame } from "./index.js";

const SHARED = resolve(import.meta.dirname, "../../../shared/alfworld");

it("random walks give the same observations, commands and rewards with and without memos", () => {
  let seed = 2024;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let checked = 0;
  for (const entry of findGames([join(SHARED, "json_2.1.1")]).games) {
    const file = readGameFile(entry.path);
    const memo = new AlfworldEnv(compileGame(file), { maxSteps: 40 });
    const plain = new AlfworldEnv(compileGame(file, { memoize: false }), { maxSteps: 40 });
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
