// One trial's objects: the measured object population of the room kind, with the task's target
// guaranteed (two reachable instances for pick-two), targets kept out of the goal's receptacle class,
// objects recorded in two receptacles and small things inside bowls and plates at the measured rates.
import {
  NOT_PICKUPABLE,
  VAL_RECEPTACLE_OBJECTS,
  MOVABLE_RECEPTACLES,
  type ObjectClass,
  type ReceptacleClass,
  type RoomKind,
} from "../vocabulary.js";
import { OBJECT_COUNTS } from "./distributions.js";
import { objectPresence } from "./plans.js";
import type { Layout, ObjectInstance, TaskSpec } from "./model.js";
import { layoutIndex, placeObject, type Placer } from "./placement.js";
import type { Rng } from "./rng.js";

/** Objects recorded in two or more receptacles, per trial (measured: 41 over 45 trials, by kind). */
const MULTI_RECEPTACLE_RATE: Readonly<Record<RoomKind, number>> = {
  kitchen: 21 / 23,
  livingroom: 0 / 4,
  bedroom: 10 / 15,
  bathroom: 3 / 3,
};

/** `inReceptacleObject` facts per trial (measured: 5 over 45 trials). */
const CONTAINED_RATE = 5 / 45;

export function populate(layout: Layout, task: TaskSpec, rng: Rng): ObjectInstance[] {
  const placer: Placer = {
    layout,
    rng,
    ids: new Set([...layout.receptacles.map((r) => r.thorId), ...layout.fixtures.map((f) => f.thorId)]),
  };
  const objects: ObjectInstance[] = [];
  const forbidden = new Set<ReceptacleClass>(task.recep ? [task.recep] : []);
  for (const [cls, count] of drawCounts(layout.kind, layout.scene, task, rng)) {
    const needed = cls === task.obj ? (task.type === "pick_two_obj_and_place" ? 2 : 1) : 0;
    for (let i = 0; i < count; i++) {
      const isTarget = cls === task.obj;
      objects.push(placeObject(cls, placer, { forbidden: isTarget ? forbidden : NONE, reachable: i < needed }));
    }
  }
  addSecondReceptacles(layout, objects, task, rng);
  addContainers(objects, rng);
  return objects;
}

const NONE: ReadonlySet<ReceptacleClass> = new Set();

/** The pickupable classes of a floor plan with their presence rates, in table order (made once per plan). */
const pickupablePresence = new Map<number, readonly [ObjectClass, number][]>();

function presentPickupables(kind: RoomKind, scene: number): readonly [ObjectClass, number][] {
  let out = pickupablePresence.get(scene);
  if (!out) {
    out = (Object.entries(objectPresence(kind, scene)) as [ObjectClass, number][]).filter(([cls]) => !NOT_PICKUPABLE.includes(cls));
    pickupablePresence.set(scene, out);
  }
  return out;
}

function drawCounts(kind: RoomKind, scene: number, task: TaskSpec, rng: Rng): [ObjectClass, number][] {
  const out: [ObjectClass, number][] = [];
  for (const [cls, p] of presentPickupables(kind, scene)) {
    const isTarget = cls === task.obj;
    if (!isTarget && !rng.chance(p)) continue;
    let count = rng.pick(OBJECT_COUNTS[kind][cls] ?? [1]);
    if (isTarget && task.type === "pick_two_obj_and_place") count = Math.max(count, 2);
    out.push([cls, count]);
  }
  if (!out.some(([c]) => c === task.obj)) out.push([task.obj, task.type === "pick_two_obj_and_place" ? 2 : 1]);
  return out;
}

function rate(r: number, rng: Rng): number {
  return Math.floor(r) + (rng.chance(r - Math.floor(r)) ? 1 : 0);
}

/**
 * THOR records every parentReceptacle: an object on a burner that shares a viewpoint with others, or
 * on a shelf that is part of a desk, lies in both. Only receptacles that may hold the class are used.
 */
function addSecondReceptacles(layout: Layout, objects: ObjectInstance[], task: TaskSpec, rng: Rng): void {
  const { byId, neighbours } = layoutIndex(layout);
  const candidates: [ObjectInstance, string][] = [];
  for (const o of objects) {
    if (o.receptacles.length !== 1 || o.cls === "Faucet") continue;
    for (const r of neighbours.get(byId.get(o.receptacles[0])!)!) {
      if (o.cls === task.obj && r.cls === task.recep) continue;
      if (VAL_RECEPTACLE_OBJECTS[r.cls].includes(o.cls as ObjectClass)) candidates.push([o, r.thorId]);
    }
  }
  // Fixtures recorded in two receptacles (layout.ts) count towards the measured rate.
  const fixtureMulti = layout.fixtures.filter((f) => f.receptacles.length > 1).length;
  for (let n = rate(MULTI_RECEPTACLE_RATE[layout.kind], rng) - fixtureMulti; n > 0 && candidates.length > 0; n--) {
    const i = rng.int(0, candidates.length - 1);
    const [o, r] = candidates[i];
    if (o.receptacles.length === 1) o.receptacles.push(r);
    candidates.splice(i, 1);
  }
}

/** A fork on a plate: `inReceptacleObject`, while the fork stays listed under the counter too. */
function addContainers(objects: ObjectInstance[], rng: Rng): void {
  if (!rng.chance(CONTAINED_RATE)) return;
  const containers = objects.filter((o) => (MOVABLE_RECEPTACLES as readonly string[]).includes(o.cls) && o.receptacles.length > 0);
  if (containers.length === 0) return;
  const box = rng.pick(containers);
  const small = objects.filter(
    (o) =>
      o !== box && !o.container && o.receptacles[0] === box.receptacles[0] && !(MOVABLE_RECEPTACLES as readonly string[]).includes(o.cls),
  );
  if (small.length > 0) rng.pick(small).container = box.thorId;
}
