import { test } from "node:test";
import assert from "node:assert/strict";
import { normalizeCommand, projectSkill0, projectStrict, replyPattern } from "./projection.js";

const ADMISSIBLE = [
  "go to cabinet 1",
  "go to cabinet 2",
  "go to countertop 1",
  "go to drawer 1",
  "help",
  "inventory",
  "look",
  "take mug 1 from countertop 1",
  "open drawer 1",
  "examine drawer 1",
  "go to drawer 10",
];

// Skill0's projection.py (agent_system/environments/env_package/alfworld/) on these replies: reply → command, valid.
const VECTORS: [string, string, boolean][] = [
  ["<think>x</think><action>go to cabinet 1</action>", "go to cabinet 1", true],
  ["</think><action>Go to Cabinet 1.</action>", "go to cabinet 1", true],
  ["<action>look</action> <action>open drawer 1</action>", "open drawer 1", true],
  ["<action>I will go to drawer 1 now</action>", "go to drawer 1", true],
  ["I think I should take mug 1 from countertop 1 and then go to cabinet 2", "take mug 1 from countertop 1", true],
  ["<action>move to countertop 1</action>", "go to countertop 1", true],
  ["<action>Action: go to drawer 10</action>", "go to drawer 10", true],
  ["<action>`go to drawer 1`</action>", "go to drawer 1", true],
  ["look", "look", true],
  ["<action>pick up the mug</action>", "pick up the mug", false],
  ["", "", false],
  ["<action>help</action>", "help", false],
  ["<action>go to cabinet 3</action>", "go to cabinet 3", false],
  ["<action>go to cabinet 1</action> 好的", "go to cabinet 1", false],
  ["<action>去 cabinet 1</action>", "去 cabinet 1", false],
];

for (const [reply, command, valid] of VECTORS) {
  test(`skill0 projection: ${JSON.stringify(reply)}`, () => {
    const result = projectSkill0(reply, ADMISSIBLE);
    assert.equal(result.action, command);
    assert.equal(result.valid, valid);
  });
}

test("whole-word matching uses Unicode word characters (drawer 1 not inside drawer 10)", () => {
  assert.equal(projectSkill0("<action>go to drawer 10x</action>", ["go to drawer 1"]).valid, false);
  assert.equal(projectSkill0("<action>go to drawer 1é</action>", ["go to drawer 1"]).valid, false);
  assert.equal(projectSkill0("so: go to drawer 1!", ["go to drawer 1"]).action, "go to drawer 1");
});

test("unmatched replies keep the last 80 normalised characters", () => {
  const long = "x".repeat(100) + " the end";
  assert.equal(projectSkill0(long, ADMISSIBLE).action, normalizeCommand(long).slice(-80));
});

test("action-tag flag is reported independently of validity", () => {
  assert.equal(projectSkill0("look", ADMISSIBLE).hasActionTag, false);
  assert.equal(projectSkill0("<ACTION>look</ACTION>", ADMISSIBLE).hasActionTag, true);
});

test("strict (verl-agent) projection", () => {
  assert.deepEqual(projectStrict("<think>a</think><action>Go To X</action>"), { action: "go to x", valid: true, hasActionTag: true });
  assert.equal(projectStrict("<action>go to x</action>").valid, false); // no think tags
  assert.equal(projectStrict("<think>好</think><action>look</action>").valid, false);
  const noTags = projectStrict("I would like to GO TO THE CABINET NUMBER ONE please");
  assert.equal(noTags.action, "go to the cabinet number one please".slice(-30));
  assert.equal(noTags.valid, false);
  assert.equal(projectStrict("<action>first</action><action>second</action>").action, "first");
});

test("the admissible action space's pattern matches exactly the valid strict replies naming an admissible command", () => {
  // As the policy server reads it: the whole reply, leading whitespace allowed.
  const whole = new RegExp(`^\\s*(?:${replyPattern([...ADMISSIBLE, "put mug 1 in/on coffeemachine (1)."])})$`);
  const reply = (thought: string, action: string) => `<think>${thought}</think><action>${action}</action>`;
  assert.ok(whole.test(reply("I should look.", "go to drawer 1")));
  assert.ok(whole.test(` ${reply("", "put mug 1 in/on coffeemachine (1).")}`), "regex characters in commands are literal");
  assert.ok(whole.test("<think>x</think>\n<action>look</action>"));
  for (const bad of [
    reply("x", "go to drawer 2"), // not admissible
    reply("x", "help"), // left out, as the prompt leaves it out
    reply("x", "put mug 1 in/on coffeemachine (1)x"), // "." is not a wildcard
    reply("a <b", "look"), // a thought may not open a tag
    `${reply("x", "look")} more`,
    "<action>look</action>",
  ])
    assert.ok(!whole.test(bad), bad);
  for (const good of ["go to drawer 1", "look"]) assert.equal(projectStrict(reply("x", good)).action, good);
});
