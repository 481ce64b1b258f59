// initial_state.pddl text in exactly the shape ALFWorld's AUGMENT script writes it
// (scripts/augment_pddl_states.py `state_to_pddl`): the same sections, group order, indentation,
// blank lines for empty groups, sorted object/receptacle declarations and receptacleAtLocation lines.
import {
  CLEANABLE,
  COOLABLE,
  GOAL_PDDL,
  HEATABLE,
  MOVABLE_RECEPTACLES,
  NOT_PICKUPABLE,
  OBJECTS,
  PROBLEM_OBJECT_CONSTANTS,
  PROBLEM_RTYPE_CONSTANTS,
  SLICEABLE,
  TOGGLEABLE,
  VAL_RECEPTACLE_OBJECTS,
  type ObjectClass,
} from "../vocabulary.js";
import { parseProblem, type Problem, type TypedName } from "../../engine/internal.js";
import { mangle } from "./ids.js";
import type { Layout, ObjectInstance, ReceptacleInstance, Scene, TaskSpec } from "./model.js";
import type { Rng } from "./rng.js";

const SEP = "\n        ";

/** A PDDL name as the file spells it and as the PDDL reader returns it (lower-cased). */
export interface Name {
  readonly text: string;
  readonly lower: string;
}

/** One init fact: its line in the file, and what the reader makes of it (shared by every game that has the fact). */
export interface Fact {
  readonly line: string;
  readonly parsed: Problem["init"][number];
}

export function name(text: string): Name {
  return { text, lower: text.toLowerCase() };
}

export function fact(predicate: Name, ...args: Name[]): Fact {
  let line = `(${predicate.text}`;
  const lowerArgs: string[] = [];
  for (const a of args) {
    line += ` ${a.text}`;
    lowerArgs.push(a.lower);
  }
  return { line: `${line})`, parsed: { predicate: predicate.lower, args: lowerArgs } };
}

/** Names every game uses (predicates, type names, the agent): one object each. */
const staticNames = new Map<string, Name>();
function staticName(text: string): Name {
  let n = staticNames.get(text);
  if (n === undefined) staticNames.set(text, (n = name(text)));
  return n;
}

/** `<Class>Type`, looked up by the (interned) class string. */
const typeNames = new Map<string, Name>();
function typeName(cls: string): Name {
  let n = typeNames.get(cls);
  if (n === undefined) typeNames.set(cls, (n = staticName(`${cls}Type`)));
  return n;
}

/** `(canContain <R>Type <O>Type)`: the same few hundred facts in every game, made once each. */
const canContainByPair = new Map<string, Map<string, Fact>>();
function canContain(receptacle: string, object: string): Fact {
  let row = canContainByPair.get(receptacle);
  if (!row) canContainByPair.set(receptacle, (row = new Map()));
  let f = row.get(object);
  if (!f) row.set(object, (f = fact(staticName("canContain"), typeName(receptacle), typeName(object))));
  return f;
}

/** The ordered fact groups of `(:init ...)`. */
export interface InitGroups {
  receptacleType: Fact[];
  objectType: Fact[];
  canContain: Fact[];
  pickupable: Fact[];
  isReceptacleObject: Fact[];
  openable: Fact[];
  atLocation: Fact;
  cleanable: Fact[];
  isClean: Fact[];
  heatable: Fact[];
  coolable: Fact[];
  isHot: Fact[];
  isCool: Fact[];
  toggleable: Fact[];
  isOn: Fact[];
  sliceable: Fact[];
  isSliced: Fact[];
  inReceptacle: Fact[];
  receptacleAtLocation: Fact[];
  objectAtLocation: Fact[];
}

/**
 * The `(:init ...)` lines in file order: the groups, and `null` where AUGMENT writes a group that
 * is always empty (`opened` after the agent's place, and three more) as a blank line.
 */
const INIT_LAYOUT: readonly (keyof InitGroups | null)[] = [
  "receptacleType",
  "objectType",
  "canContain",
  "pickupable",
  "isReceptacleObject",
  "openable",
  "atLocation",
  null,
  "cleanable",
  "isClean",
  "heatable",
  "coolable",
  "isHot",
  "isCool",
  "toggleable",
  "isOn",
  null,
  "sliceable",
  "isSliced",
  "inReceptacle",
  null,
  null,
  "receptacleAtLocation",
  "objectAtLocation",
];

/** Everything the text needs, already mangled and in final order. */
export interface ProblemParts {
  problemId: string;
  objects: Name[];
  receptacles: Name[];
  locations: Name[];
  init: InitGroups;
  goal: string;
}

/** The declarations every problem starts with, in blocks: the agent, then the type constants. */
const HEAD_BLOCKS: readonly (readonly TypedName[])[] = [
  [{ name: "agent1", type: "agent" }],
  PROBLEM_OBJECT_CONSTANTS.map((c) => ({ name: c, type: "object" })),
  PROBLEM_OBJECT_CONSTANTS.map((c) => ({ name: `${c}Type`, type: "otype" })),
  PROBLEM_RTYPE_CONSTANTS.map((c) => ({ name: `${c}Type`, type: "rtype" })),
];

const HEAD =
  "\n(:domain alfred)\n(:objects\n" + HEAD_BLOCKS.map((block) => block.map((d) => `${d.name} - ${d.type}`).join(SEP) + "\n").join("");

/**
 * The same declarations as the PDDL reader returns them. Their names are the very strings the facts
 * use (staticName), so the engine's lookups of fact arguments compare pointers, not characters.
 */
const HEAD_OBJECTS: readonly TypedName[] = HEAD_BLOCKS.flat().map((d) => ({ name: staticName(d.name).lower, type: d.type }));

const PLAIN_NAME = /^[A-Za-z0-9_]+$/;
const PLAIN_TEXT = /^[\n\x20\x21\x23-\x5b\x5d-\x7e]*$/;
for (const piece of [HEAD, SEP, ...Object.values(GOAL_PDDL)])
  if (!PLAIN_TEXT.test(piece)) throw new Error("problem text pieces must be printable ASCII without quotes or backslashes");

/**
 * JSON escaping of a piece of the text. Names are checked plain ([A-Za-z0-9_], see idName) and
 * the fixed pieces hold no quote, backslash or control character but newlines (checked above), so
 * escaping the newlines is all JSON.stringify would do; pieces escape independently.
 */
const escapeNewlines = (text: string) => text.replaceAll("\n", "\\n");
const SEP_JSON = escapeNewlines(SEP);
const HEAD_JSON = escapeNewlines(HEAD);
const INIT_OPEN = ")\n    \n\n(:init\n\n";
const INIT_OPEN_JSON = escapeNewlines(INIT_OPEN);
const goalJson = new Map<string, string>();

/**
 * The problem text as ALFWorld's game.tw-pddl holds it: a JSON string literal (what JSON.stringify
 * of the text gives), written straight from the parts: one join copies every line once.
 */
export function renderProblemJson(p: ProblemParts): string {
  const lines: string[] = [`"\\n(define (problem plan_${p.problemId})` + HEAD_JSON + "\\n"];
  const block = (items: readonly string[]) => {
    if (items.length === 0)
      lines.push(""); // an empty block still has its separator
    else for (const item of items) lines.push(item);
  };
  block(p.objects.map((o) => `${o.text} - object`));
  block(p.receptacles.map((r) => `${r.text} - receptacle`));
  block(p.locations.map((l) => `${l.text} - location`));
  lines.push(INIT_OPEN_JSON);
  for (const group of INIT_LAYOUT) {
    if (group === null) lines.push("");
    else if (group === "atLocation")
      lines.push("", p.init.atLocation.line); // AUGMENT's agent string starts with its own newline+indent
    else block(p.init[group].map((f) => f.line));
  }
  let goal = goalJson.get(p.goal);
  if (goal === undefined) goalJson.set(p.goal, (goal = escapeNewlines(")\n    \n" + p.goal)));
  lines.push(goal + '"');
  return lines.join(SEP_JSON);
}

/**
 * The problem as the engine's PDDL reader returns it for the text `renderProblemJson(parts)` holds
 * (names lower-cased, declarations and facts in file order), without writing and reading it back.
 */
export function problemOf(p: ProblemParts): Problem {
  const objects = HEAD_OBJECTS.slice();
  for (const o of p.objects) objects.push({ name: o.lower, type: "object" });
  for (const r of p.receptacles) objects.push({ name: r.lower, type: "receptacle" });
  for (const l of p.locations) objects.push({ name: l.lower, type: "location" });
  const init: Problem["init"] = [];
  for (const group of INIT_LAYOUT) {
    if (group === null) continue;
    const facts = group === "atLocation" ? [p.init.atLocation] : p.init[group];
    for (const f of facts) init.push(f.parsed);
  }
  return { name: `plan_${p.problemId}`.toLowerCase(), objects, init, goal: goalFormula(p.goal) };
}

/** A goal section's formula, read by the engine's own parser once per distinct text. */
const goals = new Map<string, Problem["goal"]>();
function goalFormula(goal: string): Problem["goal"] {
  let formula = goals.get(goal);
  if (formula === undefined) goals.set(goal, (formula = parseProblem(`(define (problem goal)${goal}`).goal));
  return formula;
}

/** The goal formula of the task with its type constants filled in. */
export function goalText(task: TaskSpec): string {
  return GOAL_PDDL[task.type]
    .replaceAll("{obj}", task.obj)
    .replaceAll("{recep}", task.recep ?? "")
    .replaceAll("{toggle}", task.toggle ?? "");
}

const OBJECT_SET: ReadonlySet<string> = new Set(OBJECTS);
const MOVABLE: ReadonlySet<string> = new Set(MOVABLE_RECEPTACLES);
// Same order as the default sort of strings (UTF-16 code units), for sorting records by a string.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A raw id's PDDL name, checked to spell plainly (renderProblemJson writes names unescaped). */
function idName(raw: string): Name {
  const n = name(mangle(raw));
  if (!PLAIN_NAME.test(n.text)) throw new Error(`id '${raw}' does not spell as a plain PDDL name`);
  return n;
}

/** What a layout contributes to every one of its problems, spelled once per layout. */
interface LayoutPieces {
  /** Names of the receptacles, their viewpoints and the fixtures, by raw id. */
  ids: ReadonlyMap<string, Name>;
  /** Receptacle names in declaration (code-point) order. */
  receptacles: Name[];
  receptacleType: ReadonlyMap<ReceptacleInstance, Fact>;
  openable: ReadonlyMap<ReceptacleInstance, Fact>;
  receptacleAtLocation: Fact[];
}

const layoutPieces = new WeakMap<Layout, LayoutPieces>();

function piecesOf(layout: Layout): LayoutPieces {
  let pieces = layoutPieces.get(layout);
  if (!pieces) {
    const ids = new Map<string, Name>();
    const id = (raw: string): Name => {
      let n = ids.get(raw);
      if (n === undefined) ids.set(raw, (n = idName(raw)));
      return n;
    };
    const recs = layout.receptacles;
    for (const f of layout.fixtures) id(f.thorId);
    pieces = {
      ids,
      receptacles: recs
        .map((r) => r.thorId)
        .sort()
        .map(id),
      receptacleType: new Map(recs.map((r) => [r, fact(staticName("receptacleType"), id(r.thorId), typeName(r.cls))])),
      openable: new Map(recs.filter((r) => r.openable).map((r) => [r, fact(staticName("openable"), id(r.thorId))])),
      receptacleAtLocation: receptacleAtLocationFacts(recs, id),
    };
    layoutPieces.set(layout, pieces);
  }
  return pieces;
}

/**
 * Scene -> parts. Where AUGMENT iterates a Python set or dict (hash order, different per run), the
 * generator uses one seeded permutation per collection, reused wherever AUGMENT reuses the collection.
 */
export function sceneToParts(scene: Scene, rng: Rng): ProblemParts {
  const recs = scene.layout.receptacles;
  const pieces = piecesOf(scene.layout);
  const all = [...scene.layout.fixtures, ...scene.objects];
  // The trial's own ids recur in many facts too: spell each once per game.
  const ids = new Map<string, Name>();
  const id = (raw: string): Name => {
    let n = pieces.ids.get(raw) ?? ids.get(raw);
    if (n === undefined) ids.set(raw, (n = idName(raw)));
    return n;
  };
  const recOrder = rng.shuffle([...recs]);
  const typed = rng.shuffle(all.filter((o) => OBJECT_SET.has(o.cls)));
  return {
    problemId: scene.trialId,
    objects: all
      .map((o) => o.thorId)
      .sort()
      .map(id),
    receptacles: pieces.receptacles,
    locations: locationList(recs, typed, scene.agent, id, rng),
    init: initGroups(scene, pieces, recOrder, typed, id, rng),
    goal: goalText(scene.task),
  };
}

type Ids = (raw: string) => Name;

function locationList(recs: readonly ReceptacleInstance[], typed: readonly ObjectInstance[], agent: string, id: Ids, rng: Rng): Name[] {
  const set = new Set<string>();
  for (const r of recs) set.add(r.loc);
  for (const o of typed) if (o.loc) set.add(o.loc);
  return [...rng.shuffle([...set]), agent].map(id);
}

function initGroups(
  scene: Scene,
  pieces: LayoutPieces,
  recOrder: readonly ReceptacleInstance[],
  typed: readonly ObjectInstance[],
  id: Ids,
  rng: Rng,
): InitGroups {
  const present = new Set(typed.map((o) => o.cls));
  const facts = (predicate: string, cond: (o: ObjectInstance) => boolean) =>
    typed.filter(cond).map((o) => fact(staticName(predicate), id(o.thorId)));
  const has = (list: readonly ObjectClass[]) => (o: ObjectInstance) => list.includes(o.cls as ObjectClass);
  const fridges = new Set(recOrder.filter((r) => r.cls === "Fridge").map((r) => r.thorId));
  return {
    receptacleType: recOrder.map((r) => pieces.receptacleType.get(r)!),
    objectType: typed.map((o) => fact(staticName("objectType"), id(o.thorId), typeName(o.cls))),
    canContain: canContainFacts(recOrder, present, rng),
    pickupable: facts("pickupable", (o) => !NOT_PICKUPABLE.includes(o.cls as ObjectClass)),
    isReceptacleObject: facts("isReceptacleObject", (o) => MOVABLE.has(o.cls)),
    openable: recOrder.filter((r) => r.openable).map((r) => pieces.openable.get(r)!),
    atLocation: fact(staticName("atLocation"), staticName("agent1"), id(scene.agent)),
    cleanable: facts("cleanable", has(CLEANABLE)),
    isClean: [],
    heatable: facts("heatable", has(HEATABLE)),
    coolable: facts("coolable", has(COOLABLE)),
    isHot: [],
    // AUGMENT pre-marks target-class objects that start in a fridge as cold.
    isCool: facts("isCool", (o) => o.cls === scene.task.obj && o.receptacles.some((r) => fridges.has(r))),
    toggleable: facts("toggleable", has(TOGGLEABLE)),
    isOn: [],
    sliceable: facts("sliceable", has(SLICEABLE)),
    isSliced: [],
    inReceptacle: inReceptacleFacts(scene, typed, id, rng),
    receptacleAtLocation: pieces.receptacleAtLocation,
    objectAtLocation: typed.filter((o) => o.loc).map((o) => fact(staticName("objectAtLocation"), id(o.thorId), id(o.loc!))),
  };
}

/** One fact per receptacle instance and allowed class present (duplicates included, as AUGMENT). */
function canContainFacts(recOrder: readonly ReceptacleInstance[], present: ReadonlySet<string>, rng: Rng): Fact[] {
  const orderByClass = new Map<string, readonly ObjectClass[]>();
  const out: Fact[] = [];
  for (const r of recOrder) {
    let order = orderByClass.get(r.cls);
    if (!order) {
      order = rng.shuffle(VAL_RECEPTACLE_OBJECTS[r.cls].filter((c) => present.has(c)));
      orderByClass.set(r.cls, order);
    }
    for (const c of order) out.push(canContain(r.cls, c));
  }
  return out;
}

/** AUGMENT walks `in_receptacle_ids` (container -> contents); movable containers give inReceptacleObject. */
function inReceptacleFacts(scene: Scene, typed: readonly ObjectInstance[], id: Ids, rng: Rng): Fact[] {
  const byContainer = new Map<string, string[]>();
  const add = (container: string, obj: string) => {
    const list = byContainer.get(container);
    if (list) list.push(obj);
    else byContainer.set(container, [obj]);
  };
  for (const o of typed) {
    for (const r of o.receptacles) add(r, o.thorId);
    if (o.container) add(o.container, o.thorId);
  }
  const movable = new Set(typed.filter((o) => MOVABLE.has(o.cls)).map((o) => o.thorId));
  const out: Fact[] = [];
  for (const container of rng.shuffle([...byContainer.keys()])) {
    const pred = staticName(movable.has(container) ? "inReceptacleObject" : "inReceptacle");
    for (const obj of byContainer.get(container)!) out.push(fact(pred, id(obj), id(container)));
  }
  return out;
}

/** AUGMENT sorts these lines by their raw (unmangled) text, then fixes the characters. */
function receptacleAtLocationFacts(recs: readonly ReceptacleInstance[], id: Ids): Fact[] {
  return recs
    .map((r) => ({ line: `(receptacleAtLocation ${r.thorId} ${r.loc})`, r }))
    .sort((a, b) => byCodePoint(a.line, b.line))
    .map(({ r }) => fact(staticName("receptacleAtLocation"), id(r.thorId), id(r.loc)));
}
