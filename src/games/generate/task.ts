// Choosing a task ALFRED could have sampled in a layout (goal_library task kinds, CONST.GOALS_VALID).
import type { TaskType } from "../../engine/types.js";
import {
  CLEANABLE,
  COOLABLE,
  HEATABLE,
  NOT_PICKUPABLE,
  TASKS_BY_ROOM,
  VAL_RECEPTACLE_OBJECTS,
  type ObjectClass,
  type ReceptacleClass,
} from "../vocabulary.js";
import { objectPresence } from "./plans.js";
import type { Layout, ObjectInstance, TaskSpec } from "./model.js";
import type { Rng } from "./rng.js";

/** The appliance a state-changing task needs, which therefore cannot be its parent (ALFRED's rule). */
const TOOL: Partial<Record<TaskType, ReceptacleClass>> = {
  pick_heat_then_place_in_recep: "Microwave",
  pick_cool_then_place_in_recep: "Fridge",
  pick_clean_then_place_in_recep: "SinkBasin",
};

const STATE_CLASSES: Partial<Record<TaskType, readonly ObjectClass[]>> = {
  pick_heat_then_place_in_recep: HEATABLE,
  pick_cool_then_place_in_recep: COOLABLE,
  pick_clean_then_place_in_recep: CLEANABLE,
};

/** Lamps usable for look tasks: toggleable fixtures standing in some receptacle. */
export function usableLamps(fixtures: readonly ObjectInstance[]): ("DeskLamp" | "FloorLamp")[] {
  const out = new Set<"DeskLamp" | "FloorLamp">();
  for (const f of fixtures) {
    if ((f.cls === "DeskLamp" || f.cls === "FloorLamp") && f.receptacles.length > 0) out.add(f.cls);
  }
  return [...out];
}

/** Draw a task for the layout among `allowed` types, or undefined when none is feasible. */
export function chooseTask(layout: Layout, allowed: readonly TaskType[], rng: Rng): TaskSpec | undefined {
  const types = TASKS_BY_ROOM[layout.kind].filter((t) => allowed.includes(t));
  for (const type of rng.shuffle([...types])) {
    const spec = chooseParams(layout, type, rng);
    if (spec) return spec;
  }
  return undefined;
}

/** What a task type allows in a layout: the same for every trial, so worked out once per layout. */
interface TaskOptions {
  /** Target classes with their measured presence weights (empty: the type is infeasible here). */
  objects: [ObjectClass, number][];
  /** Per target class, the parent receptacle classes it can be placed in and start elsewhere than. */
  parents: Map<ObjectClass, ReceptacleClass[]>;
  /** Lamps, for look tasks. */
  lamps: ("DeskLamp" | "FloorLamp")[];
}

const taskOptions = new WeakMap<Layout, Map<TaskType, TaskOptions>>();

function optionsFor(layout: Layout, type: TaskType): TaskOptions {
  let byType = taskOptions.get(layout);
  if (!byType) taskOptions.set(layout, (byType = new Map()));
  let options = byType.get(type);
  if (!options) byType.set(type, (options = computeOptions(layout, type)));
  return options;
}

function computeOptions(layout: Layout, type: TaskType): TaskOptions {
  const none: TaskOptions = { objects: [], parents: new Map(), lamps: [] };
  const present = new Set(layout.receptacles.map((r) => r.cls));
  const tool = TOOL[type];
  if (tool && !present.has(tool)) return none;
  if (type === "look_at_obj_in_light") {
    const lamps = usableLamps(layout.fixtures);
    return lamps.length === 0 ? none : { objects: targetObjects(layout, type, present, () => true), parents: new Map(), lamps };
  }
  const parentsOf = (obj: ObjectClass) => [...present].filter((c) => c !== tool && VAL_RECEPTACLE_OBJECTS[c].includes(obj));
  const objects = targetObjects(layout, type, present, (o) => parentsOf(o).length > 0 && hasStart(o, parentsOf(o)[0], present));
  const parents = new Map(objects.map(([obj]) => [obj, parentsOf(obj).filter((p) => hasStart(obj, p, present))]));
  return { objects, parents, lamps: [] };
}

function chooseParams(layout: Layout, type: TaskType, rng: Rng): TaskSpec | undefined {
  const template = rng.chance(0.5) ? 0 : 1;
  const { objects, parents, lamps } = optionsFor(layout, type);
  if (objects.length === 0) return undefined;
  const obj = rng.weighted(objects);
  if (type === "look_at_obj_in_light") return { type, obj, toggle: rng.pick(lamps), template };
  const candidates = parents.get(obj)!;
  if (candidates.length === 0) return undefined;
  return { type, obj, recep: rng.pick(candidates), template };
}

/** Some receptacle other than the parent class can hold the object at the start. */
function hasStart(obj: ObjectClass, parent: ReceptacleClass, present: ReadonlySet<ReceptacleClass>): boolean {
  for (const c of present) if (c !== parent && VAL_RECEPTACLE_OBJECTS[c].includes(obj)) return true;
  return false;
}

/** Object targets: the plan's classes (or, on a plan without games, weighted by the kind's presence rates). */
function targetObjects(
  layout: Layout,
  type: TaskType,
  present: ReadonlySet<ReceptacleClass>,
  ok: (o: ObjectClass) => boolean,
): [ObjectClass, number][] {
  const stateful = STATE_CLASSES[type];
  return (Object.entries(objectPresence(layout.kind, layout.scene)) as [ObjectClass, number][]).filter(
    ([cls]) => !NOT_PICKUPABLE.includes(cls) && (!stateful || stateful.includes(cls)) && placeable(cls, present) && ok(cls),
  );
}

function placeable(cls: ObjectClass, present: ReadonlySet<ReceptacleClass>): boolean {
  for (const c of present) if (VAL_RECEPTACLE_OBJECTS[c].includes(cls)) return true;
  return false;
}
