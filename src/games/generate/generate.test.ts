import { strict as assert } from "node:assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { AlfworldEnv, compileGame, solveWithExpert } from "../../engine/index.js";
import { parseTwl2 } from "../../engine/internal.js";
import { parseDomain, parseProblem } from "../../engine/internal.js";
import type { GameFile } from "../../engine/types.js";
import {
  OBJECTS,
  ROOM_KINDS,
  ROOM_SCENE_BASE,
  OPENABLE_CLASSES,
  STATIC_RECEPTACLES,
  VAL_RECEPTACLE_OBJECTS,
  type ObjectClass,
  type ReceptacleClass,
} from "../vocabulary.js";
import { BUNDLED_SPLITS } from "./bundled.js";
import { FLOOR_PLANS } from "./floorplans.js";
import { generateLayout } from "./layout.js";
import { ALFRED_DOMAIN, ALFRED_GRAMMAR } from "./alfred-logic.js";
import { GameGenerator, gameFileText, serializeGame } from "./generator.js";
import { fact, name, renderProblemJson, type Fact, type InitGroups, type ProblemParts } from "./problem.js";

const shared = resolve(import.meta.dirname, "../../../../shared");
const officialRoot = join(shared, "alfworld/json_2.1.1");

function officialGames(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === "game.tw-pddl") out.push(p);
    }
  };
  walk(officialRoot);
  return out;
}

test("embedded domain and grammar are ALFWorld 2.1.2's, byte for byte", () => {
  const logic = join(shared, "alfworld/logic/alfworld_0.4_v2.1.2");
  assert.equal(ALFRED_DOMAIN, readFileSync(join(logic, "alfred.pddl"), "utf8"));
  assert.equal(ALFRED_GRAMMAR, readFileSync(join(logic, "alfred.twl2"), "utf8"));
});

const GROUP_OF: Record<string, keyof InitGroups> = {
  receptacletype: "receptacleType",
  objecttype: "objectType",
  cancontain: "canContain",
  pickupable: "pickupable",
  isreceptacleobject: "isReceptacleObject",
  openable: "openable",
  cleanable: "cleanable",
  isclean: "isClean",
  heatable: "heatable",
  coolable: "coolable",
  ishot: "isHot",
  iscool: "isCool",
  toggleable: "toggleable",
  ison: "isOn",
  sliceable: "sliceable",
  issliced: "isSliced",
  inreceptacle: "inReceptacle",
  inreceptacleobject: "inReceptacle",
  receptacleatlocation: "receptacleAtLocation",
  objectatlocation: "objectAtLocation",
};

/** Official problem -> parts, keeping its own orders; rendering them must give the file back. */
function partsOf(problem: string): ProblemParts {
  const objectsSection = problem.slice(problem.indexOf("rtype\n\n\n"), problem.indexOf("(:init"));
  const decl = (kind: string) => [...objectsSection.matchAll(new RegExp(`^ {8}(\\S+) - ${kind}$`, "gm"))].map((m) => name(m[1]));
  const init = problem.slice(problem.indexOf("(:init"), problem.lastIndexOf("\n        )\n    \n"));
  const groups = Object.fromEntries(Object.values(GROUP_OF).map((g) => [g, [] as Fact[]])) as unknown as InitGroups;
  for (const m of init.matchAll(/\(([A-Za-z]+) [^()]*\)/g)) {
    const pred = m[1].toLowerCase();
    const [predicate, ...args] = m[0].slice(1, -1).split(" ");
    const parsed = fact(name(predicate), ...args.map(name));
    if (pred === "atlocation") groups.atLocation = parsed;
    else (groups[GROUP_OF[pred]] as Fact[]).push(parsed);
  }
  return {
    problemId: /\(problem plan_(\S+)\)/.exec(problem)![1],
    objects: decl("object"),
    receptacles: decl("receptacle"),
    locations: decl("location"),
    init: groups,
    goal: problem.slice(problem.lastIndexOf("\n        )\n    \n") + "\n        )\n    \n".length),
  };
}

test("the problem writer reproduces every official initial_state.pddl byte for byte from its facts", () => {
  const files = officialGames();
  assert.ok(files.length >= 44);
  for (const path of files) {
    const problem = (JSON.parse(readFileSync(path, "utf8")) as GameFile).pddl_problem;
    // The type-constant block order differs between ALFWorld generation runs; compare the rest.
    const cut = (t: string) => t.slice(t.indexOf("rtype\n\n\n"));
    const json = renderProblemJson(partsOf(problem));
    assert.equal(json, JSON.stringify(JSON.parse(json)), `${path}: the literal is what JSON.stringify writes`);
    assert.equal(cut(JSON.parse(json) as string), cut(problem), path);
  }
});

const SAMPLE = 240;
const games = [...new GameGenerator({ seed: 11, count: SAMPLE }).games()];

test("same seed, same bytes; another seed, other games", () => {
  const again = [...new GameGenerator({ seed: 11, count: 30 }).games()];
  for (let i = 0; i < again.length; i++) {
    assert.equal(again[i].relPath, games[i].relPath);
    assert.equal(serializeGame(again[i].file), serializeGame(games[i].file));
  }
  const other = new GameGenerator({ seed: 12, count: 1 }).game(0);
  assert.notEqual(serializeGame(other.file), serializeGame(games[0].file));
  // A game does not depend on the ones before it.
  assert.equal(serializeGame(new GameGenerator({ seed: 11, count: SAMPLE }).game(17).file), serializeGame(games[17].file));
});

test("generated games carry the 2.1.2 domain and grammar with only the task sentence replaced", () => {
  for (const g of games) {
    assert.equal(g.file.pddl_domain, ALFRED_DOMAIN);
    const task = /Your task is to: (.*?)\."/.exec(g.file.grammar)![1];
    assert.equal(g.file.grammar, ALFRED_GRAMMAR.replace("UNKNOWN GOAL", task));
    assert.match(g.relPath, /^json_2\.1\.1\/train\/[a-z_]+-[A-Za-z]+-None-[A-Za-z]+-\d+\/trial_S11_\d{6}\/game\.tw-pddl$/);
  }
});

test("only vocabulary and compatibilities ALFWorld's tables allow", () => {
  const objectClasses = new Set<string>(OBJECTS.map((o) => `${o}Type`.toLowerCase()));
  const recClasses = new Map<string, ReceptacleClass>(STATIC_RECEPTACLES.map((r) => [`${r}Type`.toLowerCase(), r]));
  const allowed = (r: ReceptacleClass, o: string) => VAL_RECEPTACLE_OBJECTS[r].some((c: ObjectClass) => `${c}Type`.toLowerCase() === o);
  for (const g of games) {
    const game = compileGame(g.file);
    const types = new Map<string, string>();
    for (const f of game.initialFacts) {
      if (f.predicate === "receptacletype") assert.ok(recClasses.has(f.args[1]), f.args[1]);
      if (f.predicate === "objecttype") assert.ok(objectClasses.has(f.args[1]), f.args[1]);
      if (f.predicate === "cancontain") assert.ok(allowed(recClasses.get(f.args[0])!, f.args[1]), `${f.args.join(" ")}`);
      if (f.predicate === "receptacletype" || f.predicate === "objecttype") types.set(f.args[0], f.args[1]);
    }
    const pickupable = new Set(game.initialFacts.filter((f) => f.predicate === "pickupable").map((f) => f.args[0]));
    for (const f of game.initialFacts) {
      // Everything that can be picked up lies only where it could be put back.
      if (f.predicate !== "inreceptacle" || !pickupable.has(f.args[0])) continue;
      assert.ok(allowed(recClasses.get(types.get(f.args[1])!)!, types.get(f.args[0])!), `${g.relPath}: ${f.args.join(" in ")}`);
    }
  }
});

test("the game the expert check played is the game its file reads as", () => {
  for (const g of games) {
    assert.equal(gameFileText(g), serializeGame(g.file), g.relPath);
    // Problem and grammar as the engine parses the written texts, against the generator's own data.
    assert.deepEqual(g.parsed.problem, parseProblem(g.file.pddl_problem), g.relPath);
    assert.deepEqual(g.parsed.grammar, parseTwl2(g.file.grammar), g.relPath);
    assert.deepEqual(g.parsed.domain, parseDomain(g.file.pddl_domain));
    assert.deepEqual(g.parsed.walkthrough, g.file.walkthrough);
  }
});

test("every generated game loads, its stored walkthrough wins, and the expert wins it", () => {
  for (const g of games) {
    const game = compileGame(g.file);
    assert.equal(g.file.solvable, true);
    const env = new AlfworldEnv(game);
    let last = env.reset();
    assert.ok(last.observation.startsWith("-= Welcome to TextWorld, ALFRED! =-\n\nYou are in the middle of a room."));
    for (const a of g.file.walkthrough ?? []) last = env.step(a);
    assert.equal(last.won, true, g.relPath);
    // The expert on the full environment (texts, admissible lists) plays what the check stored.
    const replay = solveWithExpert(new AlfworldEnv(game), 150);
    assert.equal(replay.won, true, g.relPath);
    assert.deepEqual(replay.actions, g.file.walkthrough, g.relPath);
  }
});

test("all six task types and all four room kinds occur, with task-kind pairs ALFRED allows", () => {
  const tasks = new Set(games.map((g) => g.taskType));
  const kinds = new Set(games.map((g) => g.kind));
  assert.equal(tasks.size, 6);
  assert.equal(kinds.size, 4);
  const only = [...new GameGenerator({ seed: 3, count: 20, taskTypes: ["pick_heat_then_place_in_recep"] }).games()];
  assert.ok(only.every((g) => g.taskType === "pick_heat_then_place_in_recep" && g.kind === "kitchen"));
  const baths = [...new GameGenerator({ seed: 3, count: 20, roomKinds: ["bathroom"] }).games()];
  assert.ok(baths.every((g) => g.kind === "bathroom" && g.scene > 400 && g.scene <= 430));
});

test("worker threads write the same files as one thread", async () => {
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { writeGames } = await import("./output.js");
  const { writeGamesParallel } = await import("./parallel.js");
  const root = mkdtempSync(join(tmpdir(), "seedworld-parallel-"));
  try {
    const options = { seed: 11, count: 24, split: "train" };
    const serial = writeGames(join(root, "serial"), options);
    const seen: number[] = [];
    const parallel = await writeGamesParallel(join(root, "parallel"), options, { jobs: 3, onGame: (g) => seen.push(g.index) });
    assert.deepEqual(parallel, serial);
    assert.deepEqual(
      seen.sort((a, b) => a - b),
      Array.from({ length: 24 }, (_, i) => i),
    );
    const files = (dir: string) => {
      const out: string[] = [];
      const walk = (d: string) => {
        for (const name of readdirSync(d).sort()) {
          const p = join(d, name);
          if (statSync(p).isDirectory()) walk(p);
          else out.push(p.slice(dir.length));
        }
      };
      walk(dir);
      return out;
    };
    const serialFiles = files(join(root, "serial"));
    assert.equal(serialFiles.filter((f) => f.endsWith("/game.tw-pddl")).length, 24);
    // Beside each game its initial_state.pddl and traj_data.json, and the set's completion marker.
    assert.equal(serialFiles.length, 24 * 3 + 1);
    assert.deepEqual(files(join(root, "parallel")), serialFiles);
    for (const f of serialFiles)
      assert.equal(readFileSync(join(root, "parallel", f), "utf8"), readFileSync(join(root, "serial", f), "utf8"), f);
    // The written bytes are the file ALFWorld's json.dump would write for the game.
    const generator = new GameGenerator(options);
    for (let i = 0; i < 24; i++) {
      const game = generator.game(i);
      assert.equal(readFileSync(join(root, "serial", game.relPath), "utf8"), serializeGame(game.file), game.relPath);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** Receptacle class counts, openable counts and shared-viewpoint class groups of one game's problem. */
function furnitureOfProblem(problem: string): { counts: string; openable: string; shared: string; objects: string } {
  const typeOf = new Map([...problem.matchAll(/\(receptacleType ([^?\s]\S*) (\S+)Type\)/g)].map((m) => [m[1]!, m[2]!]));
  const tally = (classes: string[]) => {
    const n = new Map<string, number>();
    for (const cls of classes) n.set(cls, (n.get(cls) ?? 0) + 1);
    return [...n]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([cls, k]) => `${cls} ${k}`)
      .join(", ");
  };
  const opened = [...problem.matchAll(/\(openable ([^?\s]\S*)\)/g)].map((m) => typeOf.get(m[1]!)).filter((c) => c !== undefined);
  const at = new Map<string, string[]>();
  for (const m of problem.matchAll(/\(receptacleAtLocation (\S+) (\S+)\)/g)) at.set(m[2]!, [...(at.get(m[2]!) ?? []), typeOf.get(m[1]!)!]);
  const shared = [...at.values()]
    .filter((g) => g.length > 1)
    .map((g) => g.sort().join("+"))
    .sort();
  const objects = [...new Set([...problem.matchAll(/\(objectType ([^?\s]\S*) (\S+)Type\)/g)].map((m) => m[2]!))].sort();
  return { counts: tally([...typeOf.values()]), openable: tally(opened), shared: shared.join(", "), objects: objects.join(", ") };
}

test("a generated game on an official trial's floor plan has exactly its receptacles, openable ones, shared viewpoints and object classes", () => {
  const trials = officialGames().map((path) => ({ path, scene: Number(/-(\d+)\/trial_/.exec(path)![1]) }));
  const scenes = [...new Set(trials.map((t) => t.scene))];
  assert.ok(scenes.length >= 25, "the shared trials cover at least 25 floor plans");
  for (const scene of scenes) {
    const official = furnitureOfProblem(
      (JSON.parse(readFileSync(trials.find((t) => t.scene === scene)!.path, "utf8")) as GameFile).pddl_problem,
    );
    const kind = ROOM_KINDS.find((k) => scene > ROOM_SCENE_BASE[k] && scene <= ROOM_SCENE_BASE[k] + 30)!;
    const game = new GameGenerator({ seed: 3, count: 1, roomKinds: [kind], scenes: [scene - ROOM_SCENE_BASE[kind]] }).game(0);
    assert.deepEqual(furnitureOfProblem(game.file.pddl_problem), official, `floor plan ${scene}`);
  }
});

test("a floor plan without ALFWorld games stands in its layout's classes, openable exactly where the layout lists", () => {
  for (const [kind, plan] of [
    ["kitchen", 9],
    ["livingroom", 15],
    ["bedroom", 25],
    ["bathroom", 4],
  ] as const) {
    const listing = FLOOR_PLANS[kind][plan - 1]!;
    const layout = generateLayout(kind, ROOM_SCENE_BASE[kind] + plan, 7);
    const counts = new Map<string, number>();
    for (const r of layout.receptacles) counts.set(r.cls, (counts.get(r.cls) ?? 0) + 1);
    assert.deepEqual([...counts.keys()].sort(), Object.keys(listing).sort(), `${kind} plan ${plan}`);
    for (const [cls, listed] of Object.entries(listing)) {
      assert.ok(counts.get(cls)! >= listed, `${kind} plan ${plan} ${cls}`);
      const openable = layout.receptacles.filter((r) => r.cls === cls && r.openable).length;
      assert.equal(openable, OPENABLE_CLASSES.includes(cls as ReceptacleClass) ? listed : 0, `${kind} plan ${plan} ${cls} openable`);
    }
  }
});

test("valid_unseen games stand in the official valid_unseen trials' plans, which train never uses", () => {
  const unseen = new Set(readdirSync(join(officialRoot, "valid_unseen")).map((dir) => Number(dir.slice(dir.lastIndexOf("-") + 1))));
  assert.ok(unseen.size > 0);
  const games = [...new GameGenerator({ seed: 5, count: 60, split: "valid_unseen" }).games()];
  const used = new Set(games.map((g) => g.scene));
  for (const scene of unseen) assert.ok(used.has(scene), `plan ${scene} used`);
  const train = [...new GameGenerator({ seed: 5, count: 200, split: "train" }).games()];
  assert.ok(
    train.every((g) => !used.has(g.scene)),
    "train never stands in an unseen plan",
  );
  assert.deepEqual(
    BUNDLED_SPLITS.map((s) => s.split),
    ["train", "valid_seen", "valid_unseen"],
  );
});
