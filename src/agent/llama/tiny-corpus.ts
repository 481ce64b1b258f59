// Synthetic ALFWorld-style assistant replies the tiny model learns its bigrams from, and the word
// list of its vocabulary. Seeded, so a given seed always yields the same model.
import { mulberry32 } from "../rng.js";

const RECEPTACLES = [
  "countertop",
  "cabinet",
  "drawer",
  "fridge",
  "microwave",
  "sinkbasin",
  "shelf",
  "desk",
  "dresser",
  "sidetable",
  "diningtable",
  "garbagecan",
  "stoveburner",
  "bed",
  "sofa",
  "toilet",
];
const OBJECTS = [
  "mug",
  "apple",
  "bowl",
  "plate",
  "cup",
  "knife",
  "egg",
  "potato",
  "tomato",
  "bread",
  "pan",
  "pot",
  "book",
  "pen",
  "pencil",
  "cellphone",
  "keychain",
  "vase",
  "spoon",
  "fork",
  "lettuce",
  "cloth",
];

/** Words of the reply grammar (besides receptacles and objects). */
const REPLY_WORDS = [
  "<think>",
  "</think>",
  "<action>",
  "</action>",
  "i",
  "need",
  "to",
  "find",
  "a",
  "the",
  "first",
  "should",
  "go",
  "take",
  "from",
  "put",
  "in/on",
  "open",
  "close",
  "heat",
  "cool",
  "clean",
  "with",
  "use",
  "examine",
  "look",
  "inventory",
  "it",
  "is",
  "not",
  "here",
  "now",
  "then",
  "next",
  "check",
  "and",
  "found",
  "my",
  "task",
  "done",
  "so",
  "will",
  "move",
];

/** Short prompt words worth one token each (the rest of a prompt tokenises into characters). */
const PROMPT_WORDS = [
  "you",
  "are",
  "an",
  "expert",
  "agent",
  "your",
  "current",
  "of",
  "situation",
  "actions",
  "action",
  "arrive",
  "at",
  "see",
  "on",
  "nothing",
  "happens",
  "step",
  "steps",
  "turn",
  "tags",
  "command",
  "admissible",
  "list",
  "only",
  "one",
  "do",
  "output",
  "put",
  "some",
  "two",
  "cold",
  "hot",
  "clean",
  "desklamp",
  "toward",
  "middle",
  "room",
  "looking",
  "quickly",
  "around",
  "1",
  "2",
  "3",
];

export function tinyWords(): string[] {
  return [...REPLY_WORDS, ...RECEPTACLES, ...OBJECTS, ...PROMPT_WORDS];
}

type Pick = <T>(items: readonly T[]) => T;

function reply(pick: Pick): string {
  const recep = pick(RECEPTACLES);
  const obj = pick(OBJECTS);
  const n = pick(["1", "2", "3"]);
  const m = pick(["1", "2", "3"]);
  const tool = pick(["microwave", "fridge", "sinkbasin"]);
  const verb = tool === "microwave" ? "heat" : tool === "fridge" ? "cool" : "clean";
  const variants: [string, string][] = [
    [`i need to find a ${obj}. first i should go to the ${recep} ${n}.`, `go to ${recep} ${n}`],
    [`the ${obj} ${n} is here. i will take it.`, `take ${obj} ${n} from ${recep} ${m}`],
    [`the ${recep} ${n} is not open. i should open it.`, `open ${recep} ${n}`],
    [`now i should ${verb} the ${obj} ${n} with the ${tool} 1.`, `${verb} ${obj} ${n} with ${tool} 1`],
    [`i found the ${obj} ${n}. now i put it in/on the ${recep} ${m}.`, `move ${obj} ${n} to ${recep} ${m}`],
    [`it is not here. next i will check the ${recep} ${m}.`, `go to ${recep} ${m}`],
    [`i should examine the ${recep} ${n}.`, `examine ${recep} ${n}`],
    [`my task is done so i will look.`, "look"],
    [`i should check my inventory.`, "inventory"],
    [`the ${recep} ${n} is open. i should close it.`, `close ${recep} ${n}`],
  ];
  const [thought, action] = pick(variants);
  return `<think> ${thought} </think> <action> ${action} </action>`;
}

/** `count` replies, each prefixed by a space so every word gets its "▁"-anchored token. */
export function tinyReplies(seed: number, count: number): string[] {
  const next = mulberry32(seed);
  const pick: Pick = (items) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, () => ` ${reply(pick)}`);
}
