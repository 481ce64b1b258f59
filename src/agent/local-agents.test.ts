// The exploring expert's demonstrations: its <think> names what it is after (the task's object, or
// what it holds and the lamp it needs, with what is still to do and where it goes) before it says what it sees and does, with no punctuation
// glued to that word, so a policy trained on them writes the word down and then looks for it.
import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { AlfworldEnv, compileGame, ExpertAgent } from "../engine/index.js";
import { findGames, readGameFile } from "../games/index.js";
import { ExplorerPolicy, explorerThought } from "./local-agents.js";

const SHARED = resolve(import.meta.dirname, "../../../shared/alfworld");

test("explorerThought names the sought word and the rest of the goal, then what is seen and done", () => {
  const seeking = { object: "apple", destination: "fridge", toDo: "heat", lamp: null, holding: null, at: null, soughtHere: null };
  assert.equal(
    explorerThought("go to shelf 1", seeking),
    "I need a apple to heat for the fridge and I am in the middle of the room and I should go to the shelf 1 next.",
  );
  assert.equal(
    explorerThought("go to shelf 2", { ...seeking, at: "shelf 1", soughtHere: [] }),
    "I need a apple to heat for the fridge and here I find apple none and I am at the shelf 1 and I should go to the shelf 2 next.",
  );
  assert.equal(
    explorerThought("take apple 1 from shelf 1", { ...seeking, at: "shelf 1", soughtHere: ["apple 1"] }),
    "I need a apple to heat for the fridge and here I find apple 1, so I will take it.",
  );
  const plain = { ...seeking, toDo: null };
  assert.equal(explorerThought("open drawer 2", plain), "I need a apple for the fridge and the drawer 2 is closed, so I should open it.");
  const holding = { ...seeking, holding: "apple 1", at: "countertop 1" };
  assert.equal(
    explorerThought("heat apple 1 with microwave 1", holding),
    "I have the apple 1 to heat for the fridge and I will heat it with the microwave 1.",
  );
  assert.equal(
    explorerThought("move apple 1 to fridge 1", { ...holding, toDo: null }),
    "I have the apple 1 for the fridge and I will put it in the fridge 1.",
  );
  const lamp = { object: "book", destination: null, toDo: null, lamp: "desklamp", holding: "book 2", at: "sidetable 1", soughtHere: [] };
  assert.equal(
    explorerThought("go to sidetable 2", lamp),
    "I have the book 2 and I need a desklamp and here I find desklamp none and I am at the sidetable 1 and I should go to the sidetable 2 next.",
  );
  assert.equal(
    explorerThought("use desklamp 1", { ...lamp, soughtHere: ["desklamp 1"] }),
    "I have the book 2 and I need a desklamp and here I find desklamp 1, so I will turn it on.",
  );
});

test("on the official games the explorer's thoughts follow what it holds and name what it takes", () => {
  const policy = new ExplorerPolicy();
  let takes = 0;
  for (const { path } of findGames([join(SHARED, "json_2.1.1")]).games.slice(0, 12)) {
    const env = new AlfworldEnv(compileGame(readGameFile(path)));
    let result = env.reset();
    const task = /Your task is to: (.*)/.exec(result.observation)?.[1] ?? "";
    let needsDoing = /^(heat|cool|clean) /.test(task) || /^put a (hot|cool|clean) /.test(task);
    const explorer = new ExpertAgent(env, { explore: true });
    const oracle = { expertAction: () => "look", explorerAction: () => explorer.act(), explorerView: () => explorer.view() };
    let lastGoTo: string | null = null;
    for (let step = 0; step < 50 && !result.done; step += 1) {
      const view = explorer.view();
      const { action, thought } = policy.decide({ prompt: "", admissibleCommands: env.admissibleCommands, oracle });
      const goal = `${view.toDo ? ` to ${view.toDo}` : ""}${view.destination ? ` for the ${view.destination}` : ""}`;
      const opening = view.holding ? `I have the ${view.holding}${goal} and ` : `I need a ${view.object}${goal} and `;
      assert.ok(thought.startsWith(opening), `${path}: "${thought}" does not start with "${opening}"`);
      // The goal's words are the task's own (the verb for "a hot mug" is "heat"); what is still to do ends
      // with the command that does it.
      const stated = { heat: "hot", cool: "cool", clean: "clean" }[view.toDo ?? ""];
      for (const word of [view.object, view.destination].filter((w) => w !== null))
        assert.ok(task.includes(word), `${path}: "${word}" is not in "${task}"`);
      if (view.toDo) assert.ok(task.includes(view.toDo) || task.includes(`${stated} `), `${path}: "${view.toDo}" for "${task}"`);
      assert.equal(view.toDo !== null, needsDoing, `${path}: step ${step} says "${thought}"`);
      if (/^(heat|cool|clean) /.test(action)) needsDoing = false;
      assert.ok(!/[a-z][.,:;]/.test(opening), opening);
      if (action.startsWith("go to ")) {
        const at = lastGoTo ? `I am at the ${lastGoTo} and` : "I am in the middle of the room and";
        assert.ok(thought.includes(at), `${path}: "${thought}" does not say "${at}"`);
        lastGoTo = action.slice("go to ".length);
      }
      if (action.startsWith("take ")) {
        takes += 1;
        const taken = action.split(" ").slice(1, 3).join(" ");
        assert.ok(thought.includes(`here I find ${taken},`), thought);
        assert.ok(view.soughtHere?.includes(taken), `${path}: takes ${taken} where it sees ${view.soughtHere?.join(", ")}`);
      }
      result = env.step(action);
    }
  }
  assert.ok(takes >= 12, `only ${takes} takes`);
});
