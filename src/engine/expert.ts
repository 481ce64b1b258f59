// A hand-coded expert in the spirit of ALFWorld's (alfworld/agents/expert): it reads the task
// from the goal, the facts from the engine (where things are, what it holds, what is hot, cool,
// clean or open), and each step proposes the next sub-goal's command. Pure and deterministic.
// With `explore`, it knows only what an agent could have seen: the contents of receptacles it has
// stood at while they were open (or not openable), and visits the others in the order of the room's
// `go to` commands until the object turns up, as ALFWorld's handcoded expert searches
// (alfworld/agents/expert/handcoded_expert.py) instead of walking straight to hidden objects.
// With `sweep` as well, it remembers only the receptacle it last went to (which the observation
// names) and knows only what the current step shows; it searches by going from there to the next
// receptacle of the room (kinds in string order, numbers counting up), a rule a policy that sees
// only the last two steps can follow too.
import { EngineError } from "./errors.js";
import { toDnf } from "./core/logic.js";
import type { World } from "./core/world.js";
import { DEFAULT_MAX_STEPS, type AlfworldEnv } from "./env.js";
import { TimeLimit } from "./time-limit.js";
import { type CompiledGame, gameInternals } from "./game.js";
import type { TaskType } from "./types.js";

/** What the goal asks for, read from the problem's goal formula. */
export interface GoalSpec {
  taskType: TaskType;
  objectType: string; // e.g. "mugtype"
  receptacleType: string | null; // e.g. "countertoptype"; null for look_at_obj_in_light
  lampType: string | null;
  state: "hot" | "cool" | "clean" | null;
}

export function readGoal(game: CompiledGame): GoalSpec {
  const clause = toDnf(gameInternals(game).world.problem.goal)[0];
  if (!clause) throw new EngineError("GOAL", "the goal is unsatisfiable");
  const lits = clause.literals.filter((l) => !l.negated);
  const typeOf = (pred: string) => lits.filter((l) => l.predicate === pred).map((l) => [l.args[0], l.args[1]] as const);
  const toggled = new Set(lits.filter((l) => l.predicate === "istoggled").map((l) => l.args[0]));
  const objectTypes = typeOf("objecttype");
  const lamp = objectTypes.find(([v]) => toggled.has(v));
  const target = objectTypes.find(([v]) => !toggled.has(v));
  if (!target) throw new EngineError("GOAL", "the goal names no object type");
  const receptacle = typeOf("receptacletype")[0];
  const has = (p: string) => lits.some((l) => l.predicate === p);
  const distinctObjects = new Set(objectTypes.filter(([, t]) => t === target[1]).map(([v]) => v)).size;
  const state = has("ishot") ? "hot" : has("iscool") ? "cool" : has("isclean") ? "clean" : null;
  const taskType: TaskType = lamp
    ? "look_at_obj_in_light"
    : distinctObjects >= 2
      ? "pick_two_obj_and_place"
      : state === "hot"
        ? "pick_heat_then_place_in_recep"
        : state === "cool"
          ? "pick_cool_then_place_in_recep"
          : state === "clean"
            ? "pick_clean_then_place_in_recep"
            : "pick_and_place_simple";
  return { taskType, objectType: target[1], receptacleType: receptacle?.[1] ?? null, lampType: lamp?.[1] ?? null, state };
}

const APPLIANCE: Record<"hot" | "cool" | "clean", { verb: string; types: string[] }> = {
  hot: { verb: "heat", types: ["microwavetype"] },
  cool: { verb: "cool", types: ["fridgetype"] },
  clean: { verb: "clean", types: ["sinkbasintype", "sinktype"] },
};
const STATE_FACT = { hot: "ishot", cool: "iscool", clean: "isclean" } as const;

/** `ExpertAgent.view()`: what the exploring agent knows, in the task's words (its stated reasons are made of these). */
export interface ExpertView {
  /** The task's object word ("apple"), as the task text names it. */
  object: string;
  /** The task's destination word ("fridge"), else null (a look-at task). */
  destination: string | null;
  /** What the task still asks done to the object ("heat", "cool", "clean"): null once the held object is so, or when it asks none. */
  toDo: string | null;
  /** The lamp word of a look-at task ("desklamp"), else null. */
  lamp: string | null;
  /** What the agent holds ("apple 1"), else null. */
  holding: string | null;
  /** The receptacle it stands at ("drawer 3"), else null (the middle of the room). */
  at: string | null;
  /** What it looks for (the object, or holding it in a look-at task, the lamp) that this receptacle shows
   * (["apple 1"], or [] for none); null where it looks for nothing here (it holds what it needs, stands in the
   * middle of the room, or the receptacle is closed). */
  soughtHere: string[] | null;
}

export interface ExpertOptions {
  /** Search like an agent that sees only what it has looked at (default false: the direct, all-seeing expert). */
  explore?: boolean;
  /** With explore: remember only where it went last, and search by going on from there to the next receptacle in the sweep order. */
  sweep?: boolean;
}

export class ExpertAgent {
  readonly goal: GoalSpec;
  /** Receptacles whose contents the agent has seen (explore mode only; null = all-seeing). */
  readonly #seen: Set<string> | null;
  /** Receptacles in the order an exploring agent visits them: its first `go to` commands, as listed. */
  #searchOrder: string[] | null = null;
  readonly #world: World;
  #targetObjects: Set<string> | null = null;
  readonly #firstArgSets = new WeakMap<object, Set<string>>();
  #here: { at: object; layout: object; receptacles: string[] } | null = null;

  readonly #env: AlfworldEnv;
  readonly #sweep: boolean;
  /** The receptacle of the last `go to` (what the observation names): one of a shared viewpoint's receptacles. */
  #arrivedAt: string | null = null;

  constructor(env: AlfworldEnv, options: ExpertOptions = {}) {
    this.#env = env;
    this.#world = gameInternals(env.game).world;
    this.goal = readGoal(env.game);
    this.#seen = options.explore ? new Set() : null;
    this.#sweep = Boolean(options.explore && options.sweep);
  }

  /** Explore mode: note what the current observation shows (open or open-topped receptacles here). */
  observe(): void {
    if (!this.#seen) return;
    this.#searchOrder ??= this.#sweep ? this.#sweepOrderOfRoom() : this.#searchOrderOfRoom();
    if (this.#sweep) this.#seen.clear();
    for (const r of this.#receptaclesHere()) if (!this.#isClosed(r)) this.#seen.add(r);
  }

  /** The next command: always one of the current admissible commands. */
  act(): string {
    this.observe();
    const proposal = this.#propose();
    const admissible = this.#env.admissibleCommands;
    const command = proposal && this.#env.isAdmissible(proposal) ? proposal : admissible.includes("look") ? "look" : admissible[0];
    this.watch(command);
    return command;
  }

  /** Notes a command about to be taken that this agent did not choose (a replay): where a `go to` leads. */
  watch(command: string): void {
    // Only an exploring agent says (or, sweeping, uses) where it went; the all-seeing expert need not look it up.
    if (!this.#seen || !command.startsWith("go to ")) return;
    const name = command.slice("go to ".length);
    this.#arrivedAt = this.#facts("receptacletype").find(([r]) => this.#name(r) === name)?.[0] ?? null;
  }

  #name(id: string): string {
    return this.#world.names[this.#world.schema.entity(id)];
  }

  /** What an agent that read the task and did its own taking knows: the task's object, destination and lamp
   * words ("apple", "fridge", "desklamp"), what the task still asks done to the object ("heat", until the
   * held object is hot: its own command said so), the display name of what it holds ("apple 1") and of where
   * it stands, for the explorer's reasons. */
  view(): ExpertView {
    const word = (type: string) => type.replace(/type$/, "");
    const g = this.goal;
    const held = this.#facts("holds")[0]?.[1];
    const here = this.#arrivedAt ?? this.#receptaclesHere()[0];
    const done = held !== undefined && g.state !== null && this.#facts(STATE_FACT[g.state]).some(([o]) => o === held);
    return {
      object: word(g.objectType),
      destination: g.receptacleType ? word(g.receptacleType) : null,
      toDo: g.state && !done ? APPLIANCE[g.state].verb : null,
      lamp: g.lampType ? word(g.lampType) : null,
      holding: held ? this.#name(held) : null,
      at: here ? this.#name(here) : null,
      soughtHere: this.#soughtHere(here ?? null, held !== undefined),
    };
  }

  /** What it is looking for (the object, or holding it in a look-at task, the lamp) in the open receptacles
   * where it stands, by display name: what the admissible list offers to take or use there, which counts the
   * other receptacles of a shared viewpoint too. Null where it looks for nothing (it holds what it needs,
   * stands in the middle of the room, or the receptacle it went to is closed). */
  #soughtHere(here: string | null, holding: boolean): string[] | null {
    if (!here || this.#isClosed(here)) return null;
    if (holding && !this.goal.lampType) return null;
    const lamps = holding ? this.#lampObjects() : null;
    const sought = (o: string) => (lamps ? lamps.has(o) : this.#isTargetObject(o));
    const open = new Set(this.#receptaclesHere().filter((r) => !this.#isClosed(r)));
    return this.#facts("inreceptacle")
      .filter(([o, r]) => open.has(r) && sought(o))
      .map(([o]) => this.#name(o))
      .sort();
  }

  /** Surfaces before containers (what anyone knows of countertops and cabinets: one step to look, not two),
   * each by display name as ALFWorld sorts its `go to` commands (string order: "cabinet 10" before "cabinet 2"). */
  #searchOrderOfRoom(): string[] {
    const openable = this.#firstArgs("openable");
    const key = (r: string) => `${openable.has(r) ? 1 : 0}${this.#name(r)}`;
    return this.#facts("receptacletype")
      .map(([r]) => r)
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }

  /** Receptacle kinds in string order, each kind's numbers counting up: "cabinet 2" before "cabinet 10". */
  #sweepOrderOfRoom(): string[] {
    const key = (r: string) => {
      const [kind, n = ""] = this.#name(r).split(" ");
      return `${kind} ${n.padStart(4, "0")}`;
    };
    return this.#facts("receptacletype")
      .map(([r]) => r)
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }

  /** Whether the agent may use what `r` holds: always for the all-seeing expert. */
  #known(r: string): boolean {
    return this.#seen === null || this.#seen.has(r);
  }

  /** Explore mode: the next receptacle not yet seen, walked to and opened. */
  #search(): string | null {
    if (this.#sweep) return this.#sweepStep();
    const next = this.#searchOrder?.find((r) => !this.#seen!.has(r));
    if (!next) return null;
    return this.#goTo(next) ?? this.#openIfClosed(next);
  }

  /** Sweep: open the receptacle it went to if closed, else go on to the next one after it that it does not
   * stand at already (from the middle of the room: the first). */
  #sweepStep(): string | null {
    const order = this.#searchOrder ?? [];
    const here = this.#receptaclesHere();
    const at = this.#arrivedAt && here.includes(this.#arrivedAt) ? this.#arrivedAt : null;
    if (at && this.#isClosed(at)) return `open ${this.#name(at)}`;
    const from = at ? order.indexOf(at) : -1;
    for (let k = 1; k <= order.length; k += 1) {
      const next = order[(from + k) % order.length];
      if (!here.includes(next)) return `go to ${this.#name(next)}`;
    }
    return null;
  }

  /** Facts of a predicate (the env shares a predicate's list while its facts are unchanged, so asking often is cheap). */
  #facts(predicate: string): readonly (readonly string[])[] {
    return this.#env.facts(predicate);
  }

  /** The first arguments of a predicate's facts, as a set made once per fact list (env.facts shares unchanged lists). */
  #firstArgs(predicate: string): ReadonlySet<string> {
    const facts = this.#facts(predicate);
    let set = this.#firstArgSets.get(facts);
    if (!set) this.#firstArgSets.set(facts, (set = new Set(facts.map(([x]) => x))));
    return set;
  }

  #propose(): string | null {
    const held = this.#facts("holds")[0]?.[1] ?? null;
    if (held) return this.#withHeld(held);
    const target = this.#pickTargetObject();
    if (!target) return this.#seen ? this.#search() : null;
    return this.#fetch(target);
  }

  #withHeld(held: string): string | null {
    const g = this.goal;
    if (!this.#isTargetObject(held)) return this.#putBack(held);
    if (g.state && !this.#facts(STATE_FACT[g.state]).some(([o]) => o === held)) {
      const appliance = this.#receptaclesOfTypes(APPLIANCE[g.state].types)[0];
      if (!appliance) return null;
      return this.#goTo(appliance) ?? `${APPLIANCE[g.state].verb} ${this.#name(held)} with ${this.#name(appliance)}`;
    }
    if (g.lampType) {
      const lamp = this.#lampLocation();
      if (!lamp) return this.#seen ? this.#search() : null;
      return this.#goTo(lamp.receptacle) ?? `use ${this.#name(lamp.lamp)}`;
    }
    const destination = this.#destination();
    if (!destination) return null;
    return this.#goTo(destination) ?? this.#openIfClosed(destination) ?? `move ${this.#name(held)} to ${this.#name(destination)}`;
  }

  /** Objects of the goal's type (and able to take the goal's state). */
  #isTargetObject(o: string): boolean {
    return (this.#targetObjects ?? this.#findTargetObjects()).has(o);
  }

  #findTargetObjects(): Set<string> {
    const ability = this.goal.state ? { hot: "heatable", cool: "coolable", clean: "cleanable" }[this.goal.state] : null;
    const typed = this.#facts("objecttype")
      .filter(([, t]) => t === this.goal.objectType)
      .map(([x]) => x);
    const able = ability ? new Set(this.#facts(ability).map(([x]) => x)) : null;
    const targets = new Set(able ? typed.filter((x) => able.has(x)) : typed);
    // Types and abilities are static in ALFWorld's domain; a domain where they change is read every time.
    if (this.#isStaticPredicate("objecttype") && (!ability || this.#isStaticPredicate(ability))) this.#targetObjects = targets;
    return targets;
  }

  #isStaticPredicate(predicate: string): boolean {
    const p = this.#world.schema.predicateIndex.get(predicate);
    return p === undefined || this.#world.schema.isStatic[p];
  }

  /** The target receptacle: for pick-two, the one already holding an instance, if any. */
  #destination(): string | null {
    const candidates = this.#receptaclesOfTypes(this.goal.receptacleType ? [this.goal.receptacleType] : []);
    if (this.goal.taskType === "pick_two_obj_and_place") {
      const filled = candidates.find((r) => this.#targetsIn(r).length > 0);
      if (filled) return filled;
    }
    return candidates[0] ?? null;
  }

  #targetsIn(r: string): string[] {
    return this.#facts("inreceptacle")
      .filter(([o, x]) => x === r && this.#isTargetObject(o))
      .map(([o]) => o);
  }

  #pickTargetObject(): string | null {
    const placed = new Set(this.goal.taskType === "pick_two_obj_and_place" ? this.#targetsInDestination() : []);
    const here = new Set(this.#receptaclesHere());
    const candidates = this.#facts("inreceptacle").filter(
      ([o, r]) => this.#isTargetObject(o) && !placed.has(o) && this.#firstArgs("pickupable").has(o) && this.#known(r),
    );
    // Prefer an object at the current location, then one in an open or non-openable receptacle.
    const score = ([, r]: readonly string[]) => (here.has(r) ? 0 : 1) * 2 + (this.#isClosed(r) ? 1 : 0);
    candidates.sort((a, b) => score(a) - score(b));
    return candidates[0]?.join("\u0000") ?? null;
  }

  #targetsInDestination(): string[] {
    const d = this.#destination();
    return d ? this.#targetsIn(d) : [];
  }

  /** `target` is "object\0receptacle". */
  #fetch(target: string): string | null {
    const [o, r] = target.split("\u0000");
    return this.#goTo(r) ?? this.#openIfClosed(r) ?? `take ${this.#name(o)} from ${this.#name(r)}`;
  }

  #putBack(held: string): string | null {
    const here = this.#receptaclesHere();
    for (const r of here) {
      const cmd = `move ${this.#name(held)} to ${this.#name(r)}`;
      if (!this.#isClosed(r) && this.#env.admissibleCommands.includes(cmd)) return cmd;
    }
    const anywhere = this.#env.admissibleCommands.find((c) => c.startsWith(`move ${this.#name(held)} to `));
    if (anywhere) return anywhere;
    const open = here.find((r) => this.#isClosed(r));
    if (open) return `open ${this.#name(open)}`;
    const other = this.#receptaclesOfTypes(this.#facts("receptacletype").map(([, t]) => t)).find((r) => !here.includes(r));
    return other ? `go to ${this.#name(other)}` : null;
  }

  #lampLocation(): { lamp: string; receptacle: string } | null {
    const lamps = this.#lampObjects();
    const toggleable = this.#firstArgs("toggleable");
    for (const [o, r] of this.#facts("inreceptacle"))
      if (lamps.has(o) && toggleable.has(o) && this.#known(r)) return { lamp: o, receptacle: r };
    return null;
  }

  /** The objects of the look-at task's lamp type (none in other tasks). */
  #lampObjects(): Set<string> {
    return new Set(this.#facts("objecttype").flatMap(([o, t]) => (t === this.goal.lampType ? [o] : [])));
  }

  #receptaclesOfTypes(types: string[]): string[] {
    const wanted = new Set(types);
    return this.#facts("receptacletype")
      .filter(([, t]) => wanted.has(t))
      .map(([r]) => r);
  }

  #receptaclesHere(): readonly string[] {
    // Asked several times per step: kept while the agent's place and the layout facts are the same lists.
    const at = this.#facts("atlocation");
    const layout = this.#facts("receptacleatlocation");
    if (this.#here?.at !== at || this.#here.layout !== layout) {
      const l = at[0]?.[1] ?? null;
      this.#here = { at, layout, receptacles: layout.filter(([, x]) => x === l).map(([r]) => r) };
    }
    return this.#here.receptacles;
  }

  #isClosed(r: string): boolean {
    return this.#firstArgs("openable").has(r) && !this.#firstArgs("opened").has(r);
  }

  /** `go to r` unless r is already here (then null: nothing to do). */
  #goTo(r: string): string | null {
    return this.#receptaclesHere().includes(r) ? null : `go to ${this.#name(r)}`;
  }

  #openIfClosed(r: string): string | null {
    return this.#isClosed(r) ? `open ${this.#name(r)}` : null;
  }
}

export interface ExpertRun {
  won: boolean;
  actions: string[];
  steps: number;
}

/** Plays a fresh episode with the expert, up to `maxSteps` commands (the env in a TimeLimit). */
export function solveWithExpert(env: AlfworldEnv, maxSteps = DEFAULT_MAX_STEPS, options: ExpertOptions = {}): ExpertRun {
  const limited = new TimeLimit(env, maxSteps);
  let result = limited.reset();
  const expert = new ExpertAgent(env, options);
  const actions: string[] = [];
  while (!result.done) {
    const action = expert.act();
    actions.push(action);
    result = limited.step(action);
  }
  return { won: result.won, actions, steps: actions.length };
}
