// Floor plans: the receptacles of a room, their viewpoints and openability, and the fixed
// (non-pickupable) objects. Every trial generated in the same scene shares its layout.
import { NOT_PICKUPABLE, OPENABLE_CLASSES, ROOM_SCENE_BASE, type ObjectClass, type ReceptacleClass, type RoomKind } from "../vocabulary.js";
import {
  CO_LOCATED,
  FIXTURE_MULTI_SHARE,
  OBJECT_COUNTS,
  PLACEMENT,
  RECEPTACLE_COUNTS,
  RECEPTACLE_ORDER,
  partOf,
  SAME_CLASS_SHARE,
} from "./distributions.js";
import { EXTRA_INSTANCES, EXTRA_SHARED, FLOOR_PLANS, SHARED_GROUPS } from "./floorplans.js";
import { RECEPTACLE_HEIGHT, ROOM_EXTENT, round2, viewpointFacing, wallPosition } from "./geometry.js";
import { thorId, viewpointKey } from "./ids.js";
import type { Layout, ObjectInstance, ReceptacleInstance, Vec3 } from "./model.js";
import { placeObject, type PlaceOptions, type Placer } from "./placement.js";
import { objectPresence, planReceptacles } from "./plans.js";
import { Rng } from "./rng.js";
import { SeedworldError } from "../../platform/errors.js";

/** Fixtures that exist once per receptacle of a class, not by their own frequency (measured 1:1). */
const BOUND_FIXTURES: ReadonlySet<string> = new Set(["Sink", "Bathtub", "StoveKnob", "LaundryHamperLid"]);

/** Share of sinks whose Faucet is declared in `:objects` without any fact (measured 33 of 45 trials). */
const FAUCET_SHARE = 33 / 45;

interface Placed {
  inst: ReceptacleInstance;
  wall: number;
}

export function generateLayout(kind: RoomKind, scene: number, seed: number): Layout {
  const rng = new Rng(seed);
  const [lo, hi] = ROOM_EXTENT[kind];
  const width = round2(lo + rng.float() * (hi - lo));
  const depth = round2(lo + rng.float() * (hi - lo));
  const placed = placeReceptacles(kind, furnitureOf(kind, scene, rng), width, depth, rng);
  const receptacles = placed.map((p) => p.inst);
  const layout: Layout = { kind, scene, receptacles, fixtures: [], width, depth };
  layout.fixtures = generateFixtures(layout, placed, rng);
  return layout;
}

/**
 * A class's instance count and how many of them are openable. Plans without games (ClassCount from
 * the layouts) also carry `listed`, the instances openable.json lists, which share viewpoints in the
 * plan's groups; it is undefined for classes never listed (burners, sinks, towel holders...), whose
 * viewpoints are drawn by rates.
 */
interface ClassCount {
  cls: ReceptacleClass;
  count: number;
  openable: number;
  listed?: number;
  groups?: readonly number[];
}

/** Receptacles to place, and for a plan with games, which of them share a viewpoint (`Class#i` -> group). */
interface Furniture {
  counts: ClassCount[];
  groupOf?: ReadonlyMap<string, number>;
}

/**
 * Floor plan N's receptacles. A plan with ALFWorld games (plans.ts) has exactly their receptacles,
 * openable ones and shared viewpoints. A plan without games (ALFRED's test plans) has what its layout
 * lists (openable: exactly those, as on every plan with games) plus the unlisted instances games add
 * (EXTRA_INSTANCES); never-listed classes draw their measured counts.
 */
function furnitureOf(kind: RoomKind, scene: number, rng: Rng): Furniture {
  const known = planReceptacles(scene);
  if (known) {
    const counts = inPlacementOrder(kind, new Set(known.counts.keys())).map((cls) => ({
      cls,
      count: known.counts.get(cls)!,
      openable: OPENABLE_CLASSES.includes(cls) ? (known.openable.get(cls) ?? 0) : 0,
    }));
    return { counts, groupOf: groupMembership(known.shared) };
  }
  const plan = FLOOR_PLANS[kind][scene - ROOM_SCENE_BASE[kind] - 1];
  if (!plan) throw new SeedworldError("BAD_OPTION", `no ${kind} floor plan ${scene}`);
  const groups = SHARED_GROUPS[kind][scene] ?? {};
  const counts = inPlacementOrder(kind, new Set(Object.keys(plan) as ReceptacleClass[])).map((cls): ClassCount => {
    const listed = plan[cls] ?? 0;
    if (listed === 0) return { cls, count: drawCount(kind, cls, rng), openable: 0 };
    const count = listed + rng.pick(EXTRA_INSTANCES[kind]?.[cls] ?? [0]);
    return { cls, count, openable: OPENABLE_CLASSES.includes(cls) ? listed : 0, listed, groups: groups[cls] };
  });
  return { counts: anchorFirst(kind, counts) };
}

/** `Class#i` -> group number: each group takes the next unassigned instances of its classes. */
function groupMembership(shared: readonly (readonly ReceptacleClass[])[]): Map<string, number> {
  const next = new Map<ReceptacleClass, number>();
  const out = new Map<string, number>();
  shared.forEach((group, g) => {
    for (const cls of group) {
      const i = next.get(cls) ?? 0;
      next.set(cls, i + 1);
      out.set(`${cls}#${i}`, g);
    }
  });
  return out;
}

/** Classes in RECEPTACLE_ORDER, which places anchors (counters) before what stands on them. */
function inPlacementOrder(kind: RoomKind, classes: Set<ReceptacleClass>): ReceptacleClass[] {
  const order = RECEPTACLE_ORDER[kind];
  const rank = (cls: ReceptacleClass) => (order.includes(cls) ? order.indexOf(cls) : order.length);
  return [...classes].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

function drawCount(kind: RoomKind, cls: ReceptacleClass, rng: Rng): number {
  return rng.pick(RECEPTACLE_COUNTS[kind][cls] ?? [1]);
}

/** Classes that may stand at another class's viewpoint are placed after their anchors. */
function anchorFirst(kind: RoomKind, counts: ClassCount[]): ClassCount[] {
  const attaching = new Set(CO_LOCATED[kind].map(([a]) => a));
  return [...counts.filter((c) => !attaching.has(c.cls)), ...counts.filter((c) => attaching.has(c.cls))];
}

function placeReceptacles(kind: RoomKind, furniture: Furniture, width: number, depth: number, rng: Rng): Placed[] {
  const placed: Placed[] = [];
  const ids = new Set<string>();
  const locs = new Set<string>();
  const groupHosts = new Map<number, Placed>();
  for (const entry of furniture.counts) {
    const siblings: Placed[] = [];
    for (let i = 0; i < entry.count; i++) {
      const group = furniture.groupOf?.get(`${entry.cls}#${i}`);
      // A plan with games shares viewpoints only in its groups; a layout-built plan by its rules.
      const host =
        group !== undefined ? groupHosts.get(group) : furniture.groupOf ? undefined : hostFor(kind, entry, i, siblings, placed, rng);
      const p = placeOne(entry.cls, i < entry.openable, host, width, depth, rng, locs);
      if (group !== undefined && !groupHosts.has(group)) groupHosts.set(group, p);
      siblings.push(p);
      p.inst.thorId = uniqueId(p.inst, ids, rng);
      placed.push(p);
      locs.add(p.inst.loc);
    }
  }
  return placed;
}

/**
 * Whose viewpoint instance `i` of a class shares, if anyone's. Plan-based classes: the plan's groups
 * among its listed instances, then instances beyond the listing by the measured rate; otherwise rates.
 */
function hostFor(kind: RoomKind, entry: ClassCount, i: number, siblings: Placed[], placed: Placed[], rng: Rng): Placed | undefined {
  if (entry.listed === undefined) return sharedHost(kind, entry.cls, entry.count, placed, rng);
  if (i < entry.listed) {
    const start = groupStart(entry.groups ?? [], i);
    return start === undefined ? otherClassHost(kind, entry.cls, placed, rng) : siblings[start];
  }
  // The trials' shared extras stand with other extras or with instances the plan already groups: the
  // listed instances they share with are no more than the layouts' groups predict.
  const listed = entry.listed;
  const joinable = siblings.filter((_, j) => j >= listed || inGroup(entry.groups ?? [], j));
  if (joinable.length > 0 && rng.chance(EXTRA_SHARED[kind] ?? 0)) return rng.pick(joinable);
  return otherClassHost(kind, entry.cls, placed, rng);
}

function inGroup(groups: readonly number[], j: number): boolean {
  return j < groups.reduce((sum, size) => sum + size, 0);
}

/** The first instance of the group that instance `i` joins, when `i` is a later member of one. */
function groupStart(groups: readonly number[], i: number): number | undefined {
  let start = 0;
  for (const size of groups) {
    if (i > start && i < start + size) return start;
    start += size;
  }
  return undefined;
}

function placeOne(
  cls: ReceptacleClass,
  openable: boolean,
  host: Placed | undefined,
  width: number,
  depth: number,
  rng: Rng,
  locs: Set<string>,
): Placed {
  const [yLo, yHi] = RECEPTACLE_HEIGHT[cls];
  const y = round2(yLo + rng.float() * (yHi - yLo));
  if (host) {
    // Stacked drawers, burners on one stove, a coffee machine on its counter: one viewpoint.
    const pos = near(host.inst.pos, y, rng);
    return { inst: { thorId: "", cls, pos, loc: host.inst.loc, openable }, wall: host.wall };
  }
  for (;;) {
    const { pos, wall } = wallPosition(width, depth, y, rng);
    const loc = viewpointKey(viewpointFacing(pos, wall, rng));
    // An accidental shared viewpoint would add sharing the measured rates do not have.
    if (!locs.has(loc)) return { inst: { thorId: "", cls, pos: roundVec(pos), loc, openable }, wall };
  }
}

function sharedHost(kind: RoomKind, cls: ReceptacleClass, count: number, placed: Placed[], rng: Rng): Placed | undefined {
  const same = placed.filter((p) => p.inst.cls === cls);
  if (same.length > 0 && rng.chance(attachChance(SAME_CLASS_SHARE[kind][cls] ?? 0, count))) return rng.pick(same);
  return otherClassHost(kind, cls, placed, rng);
}

/** A receptacle of another class whose viewpoint this one shares (a coffee machine on its counter). */
function otherClassHost(kind: RoomKind, cls: ReceptacleClass, placed: Placed[], rng: Rng): Placed | undefined {
  for (const [a, b, p] of CO_LOCATED[kind]) {
    if (a !== cls) continue;
    const hosts = placed.filter((q) => q.inst.cls === b);
    if (hosts.length > 0 && rng.chance(p)) return rng.pick(hosts);
  }
  return undefined;
}

/**
 * Chance that each of instances 2..n attaches to an earlier sibling so that a share `s` of all n
 * instances end up at a shared viewpoint: an attachment makes two instances shared (itself and,
 * mostly, a host not shared before), and the first instance has nothing to attach to, so
 * s ≈ 2p(n-1)/n.
 */
function attachChance(share: number, count: number): number {
  return count < 2 ? 0 : Math.min(1, (share * count) / (2 * (count - 1)));
}

function near(pos: Vec3, y: number, rng: Rng): Vec3 {
  return roundVec({ x: pos.x + (rng.float() - 0.5) * 0.6, y, z: pos.z + (rng.float() - 0.5) * 0.3 });
}

function roundVec(v: Vec3): Vec3 {
  return { x: round2(v.x), y: round2(v.y), z: round2(v.z) };
}

function uniqueId(inst: ReceptacleInstance, ids: Set<string>, rng: Rng): string {
  // THOR names basins after their parent sink/bathtub: `Sink|x|y|z|SinkBasin`.
  const parent = inst.cls === "SinkBasin" ? "Sink" : inst.cls === "BathtubBasin" ? "Bathtub" : inst.cls;
  const suffix = parent === inst.cls ? undefined : inst.cls;
  let id = thorId(parent, inst.pos, suffix);
  while (ids.has(id)) {
    inst.pos = { ...inst.pos, x: round2(inst.pos.x + (rng.float() - 0.5) * 0.1) };
    id = thorId(parent, inst.pos, suffix);
  }
  ids.add(id);
  return id;
}

function generateFixtures(layout: Layout, placed: Placed[], rng: Rng): ObjectInstance[] {
  const placer: Placer = { layout, rng, ids: new Set(layout.receptacles.map((r) => r.thorId)) };
  const out: ObjectInstance[] = [];
  for (const p of placed) out.push(...boundFixtures(p, placer));
  const presence = objectPresence(layout.kind, layout.scene);
  for (const [cls, prob] of Object.entries(presence) as [ObjectClass, number][]) {
    if (!NOT_PICKUPABLE.includes(cls) || BOUND_FIXTURES.has(cls) || !rng.chance(prob)) continue;
    const count = rng.pick(OBJECT_COUNTS[layout.kind][cls] ?? [1]);
    for (let i = 0; i < count; i++) {
      const fixture = placeObject(cls, placer, fixtureOptions(cls, layout));
      addFixtureSecondReceptacle(fixture, layout, rng);
      out.push(fixture);
    }
  }
  return out;
}

/**
 * A lamp on a desk whose shelf it also touches lies in both (THOR parentReceptacles). Fixtures are
 * part of the floor plan, so every trial of the scene records the same pair. Only receptacle
 * classes THOR recorded the class in (the placement table) qualify.
 */
function addFixtureSecondReceptacle(fixture: ObjectInstance, layout: Layout, rng: Rng): void {
  if (fixture.receptacles.length !== 1) return;
  const home = layout.receptacles.find((r) => r.thorId === fixture.receptacles[0])!;
  const allowed = PLACEMENT[layout.kind][fixture.cls as ObjectClass] ?? {};
  const partners = layout.receptacles.filter((r) => r !== home && r.cls in allowed && (r.loc === home.loc || partOf(home.cls, r.cls)));
  if (partners.length > 0 && rng.chance(FIXTURE_MULTI_SHARE[layout.kind])) fixture.receptacles.push(rng.pick(partners).thorId);
}

/**
 * The official living rooms record floor lamps in no receptacle, which makes their look tasks
 * unwinnable in the text engine (such games ship with `solvable: false`); ALFWorld's solvable floor-lamp
 * games have the lamp listed in the furniture it stands by, so the generator puts it there.
 */
const FLOOR_LAMP_HOSTS: readonly ReceptacleClass[] = ["SideTable", "Dresser", "ArmChair", "Sofa", "Desk", "Bed"];

function fixtureOptions(cls: ObjectClass, layout: Layout): PlaceOptions {
  if (cls !== "FloorLamp") return { forbidden: new Set() };
  const present = new Set(layout.receptacles.map((r) => r.cls));
  const only = FLOOR_LAMP_HOSTS.filter((c) => present.has(c));
  return only.length > 0 ? { forbidden: new Set(), only, reachable: true } : { forbidden: new Set() };
}

/** The Sink around a SinkBasin (same id prefix), a knob per burner, a lid per laundry hamper. */
function boundFixtures(p: Placed, placer: Placer): ObjectInstance[] {
  const { inst } = p;
  const rng = placer.rng;
  const own = (cls: ObjectClass, pos: Vec3, id: string): ObjectInstance => {
    placer.ids.add(id);
    return { thorId: id, cls, pos, loc: viewpointKey(viewpointFacing(pos, p.wall, rng)), receptacles: [] };
  };
  if (inst.cls === "SinkBasin" || inst.cls === "BathtubBasin") {
    const parent = inst.cls === "SinkBasin" ? "Sink" : "Bathtub";
    const id = inst.thorId.slice(0, inst.thorId.lastIndexOf("|"));
    const out = [own(parent, inst.pos, id)];
    if (parent === "Sink" && rng.chance(FAUCET_SHARE)) {
      const pos = roundVec({ ...inst.pos, y: inst.pos.y + 0.25 });
      const faucetId = thorId("Faucet", pos);
      placer.ids.add(faucetId);
      out.push({ thorId: faucetId, cls: "Faucet", pos, loc: null, receptacles: [] });
    }
    return out;
  }
  if (inst.cls === "StoveBurner") {
    const pos = roundVec({ x: inst.pos.x + (rng.float() - 0.5) * 0.4, y: inst.pos.y + 0.05, z: inst.pos.z + 0.3 });
    return [own("StoveKnob", pos, thorId("StoveKnob", pos))];
  }
  if (inst.cls === "LaundryHamper") {
    const pos = roundVec({ ...inst.pos, y: inst.pos.y + 0.47 });
    return [own("LaundryHamperLid", pos, thorId("LaundryHamperLid", pos))];
  }
  return [];
}
