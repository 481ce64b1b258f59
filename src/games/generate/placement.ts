// Putting one object into the room: into a receptacle drawn from the measured placement table,
// or onto the floor / a wall with its own viewpoint.
import { NOT_PICKUPABLE, VAL_RECEPTACLE_OBJECTS, type ObjectClass, type ReceptacleClass } from "../vocabulary.js";
import { FLOOR_SHARE, PLACEMENT, partOf } from "./distributions.js";
import { floorPoint, horizonFor, round2, viewpointFacing, wallPosition } from "./geometry.js";
import { thorId, viewpointKey } from "./ids.js";
import type { Layout, ObjectInstance, ReceptacleInstance, Vec3 } from "./model.js";
import type { Rng } from "./rng.js";

export interface Placer {
  layout: Layout;
  rng: Rng;
  /** Every thorId already used in the scene (ids must be unique). */
  ids: Set<string>;
}

export interface PlaceOptions {
  /** Receptacle classes the object must not start in (the goal's parent class for target objects). */
  forbidden: ReadonlySet<ReceptacleClass>;
  /** Must lie in a receptacle (targets and lamps: `take` and `use` need `inReceptacle`). */
  reachable?: boolean;
  /** Receptacle classes to use instead of the placement table. */
  only?: readonly ReceptacleClass[];
}

/** Heights (m) of things that hang on walls, measured means per class on the official games. */
const WALL_HEIGHT: Partial<Record<ObjectClass, number>> = {
  Window: 1.47,
  Blinds: 2.21,
  Mirror: 1.51,
  Painting: 1.75,
  Poster: 1.87,
  LightSwitch: 1.3,
  ShowerDoor: 1.27,
  ShowerGlass: 1.27,
  Television: 1.59,
  Curtains: 1.9,
};

export function placeObject(cls: ObjectClass, placer: Placer, opts: PlaceOptions): ObjectInstance {
  const recep = chooseReceptacle(cls, placer, opts);
  if (!recep) {
    if (opts.reachable) throw new NoPlacementError(cls);
    return onFloor(cls, placer);
  }
  const pos = uniquePos(cls, nearReceptacle(recep, placer.rng), placer);
  return { thorId: thorId(cls, pos), cls, pos, loc: recep.loc, receptacles: [recep.thorId] };
}

export class NoPlacementError extends Error {
  constructor(readonly cls: ObjectClass) {
    super(`no receptacle in the layout can hold a ${cls}`);
  }
}

/** What placing objects asks of a layout again and again, computed once per layout. */
export interface LayoutIndex {
  /** Receptacles by class, classes in first-appearance order. */
  byClass: ReadonlyMap<ReceptacleClass, readonly ReceptacleInstance[]>;
  byId: ReadonlyMap<string, ReceptacleInstance>;
  /** Per receptacle, the others an object in it may lie in too (same viewpoint, or part of it: a desk's shelf). */
  neighbours: ReadonlyMap<ReceptacleInstance, readonly ReceptacleInstance[]>;
  /** Usable placement weights by object class and forbidden classes (see placementWeights). */
  weights: Map<string, readonly [ReceptacleClass, number][]>;
}

const layoutIndexes = new WeakMap<Layout, LayoutIndex>();

export function layoutIndex(layout: Layout): LayoutIndex {
  let index = layoutIndexes.get(layout);
  if (!index) {
    const byClass = new Map<ReceptacleClass, ReceptacleInstance[]>();
    for (const r of layout.receptacles) {
      const list = byClass.get(r.cls);
      if (list) list.push(r);
      else byClass.set(r.cls, [r]);
    }
    const neighbours = new Map(
      layout.receptacles.map((home) => [
        home,
        layout.receptacles.filter((r) => r !== home && (r.loc === home.loc || partOf(home.cls, r.cls))),
      ]),
    );
    index = { byClass, byId: new Map(layout.receptacles.map((r) => [r.thorId, r])), neighbours, weights: new Map() };
    layoutIndexes.set(layout, index);
  }
  return index;
}

function chooseReceptacle(cls: ObjectClass, placer: Placer, opts: PlaceOptions): ReceptacleInstance | undefined {
  const { layout, rng } = placer;
  if (!opts.reachable && rng.chance(FLOOR_SHARE[layout.kind][cls] ?? 0)) return undefined;
  const weights = placementWeights(cls, layout, opts);
  if (weights.length === 0) return undefined;
  return rng.pick(layoutIndex(layout).byClass.get(rng.weighted(weights))!);
}

/** The receptacle classes an object may start in, weighted; the same for every trial of a layout. */
function placementWeights(cls: ObjectClass, layout: Layout, opts: PlaceOptions): readonly [ReceptacleClass, number][] {
  const { byClass, weights } = layoutIndex(layout);
  const key = opts.only ? null : opts.forbidden.size === 0 ? cls : `${cls}:${[...opts.forbidden].sort().join(",")}`;
  let usable = key === null ? undefined : weights.get(key);
  if (usable === undefined) {
    usable = candidateWeights(cls, layout, opts).filter(([c]) => byClass.has(c) && !opts.forbidden.has(c));
    if (key !== null) weights.set(key, usable);
  }
  return usable;
}

/** Measured placement weights; classes the table misses fall back to every allowed receptacle class. */
function candidateWeights(cls: ObjectClass, layout: Layout, opts: PlaceOptions): [ReceptacleClass, number][] {
  if (opts.only) return opts.only.map((c) => [c, 1]);
  const measured = PLACEMENT[layout.kind][cls];
  const present = layoutIndex(layout).byClass;
  if (measured) {
    const entries = (Object.entries(measured) as [ReceptacleClass, number][]).filter(([c]) => present.has(c) && !opts.forbidden.has(c));
    if (entries.length > 0) return entries;
  }
  if (NOT_PICKUPABLE.includes(cls)) return [];
  const allowed: [ReceptacleClass, number][] = [];
  for (const c of present.keys()) if (VAL_RECEPTACLE_OBJECTS[c].includes(cls)) allowed.push([c, 1]);
  return allowed;
}

function nearReceptacle(r: ReceptacleInstance, rng: Rng): Vec3 {
  return {
    x: round2(r.pos.x + (rng.float() - 0.5) * 0.6),
    y: round2(r.pos.y + 0.02 + rng.float() * 0.15),
    z: round2(r.pos.z + (rng.float() - 0.5) * 0.6),
  };
}

function onFloor(cls: ObjectClass, placer: Placer): ObjectInstance {
  const { layout, rng } = placer;
  const wallY = WALL_HEIGHT[cls];
  if (wallY !== undefined) {
    const { pos, wall } = wallPosition(layout.width, layout.depth, round2(wallY + (rng.float() - 0.5) * 0.3), rng);
    const p = uniquePos(cls, pos, placer);
    return { thorId: thorId(cls, p), cls, pos: p, loc: viewpointKey(viewpointFacing(p, wall, rng)), receptacles: [] };
  }
  const { x, z } = floorPoint(layout.width, layout.depth, rng);
  const pos = uniquePos(cls, { x: round2(x), y: round2(rng.float() * 0.7), z: round2(z) }, placer);
  const loc = viewpointKey({
    x: Math.round((pos.x + (rng.float() - 0.5) * 1.5) / 0.25),
    z: Math.round((pos.z + (rng.float() - 0.5) * 1.5) / 0.25),
    rot: rng.int(0, 3),
    horizon: horizonFor(pos.y, rng),
  });
  return { thorId: thorId(cls, pos), cls, pos, loc, receptacles: [] };
}

function uniquePos(cls: ObjectClass, pos: Vec3, placer: Placer): Vec3 {
  let p = pos;
  let id = thorId(cls, p);
  while (placer.ids.has(id)) {
    p = { ...p, z: round2(p.z + 0.01 + placer.rng.float() * 0.05) };
    id = thorId(cls, p);
  }
  placer.ids.add(id);
  return p;
}
