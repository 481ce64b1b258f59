// Room geometry: where receptacles stand, which viewpoint serves them, how the camera tilts.
// Shapes measured on the official games (../shared/alfworld): receptacle viewpoints lie 0.5–1.25 m
// in front of the receptacle (mean 0.91 m) and always face it; camera horizon follows height.
import type { ReceptacleClass, RoomKind } from "../vocabulary.js";
import type { Vec3, Viewpoint } from "./model.js";
import type { Rng } from "./rng.js";

/** Receptacle heights in metres (THOR y of the object id): measured [min, max] per class. */
export const RECEPTACLE_HEIGHT: Readonly<Record<ReceptacleClass, readonly [number, number]>> = {
  ArmChair: [0, 0],
  BathtubBasin: [0.29, 0.3],
  Bed: [-0.04, 0.04],
  Cabinet: [0.35, 2.5],
  Cart: [0, 0.1],
  CoffeeMachine: [0.86, 1.02],
  CoffeeTable: [0, 0.01],
  CounterTop: [0.16, 1.2],
  Desk: [-0.01, 1.17],
  DiningTable: [-0.03, 0.92],
  Drawer: [0.14, 0.99],
  Dresser: [0, 0.03],
  Fridge: [-0.03, 0.03],
  GarbageCan: [-0.03, 0.07],
  HandTowelHolder: [1.61, 1.86],
  LaundryHamper: [0.01, 0.04],
  Microwave: [0.69, 1.75],
  Ottoman: [0, 0.02],
  PaintingHanger: [1.2, 1.8],
  Safe: [-0.01, 1.23],
  Shelf: [0.12, 1.81],
  SideTable: [-0.01, 0.7],
  SinkBasin: [0.66, 1.02],
  Sofa: [-0.07, 0],
  StoveBurner: [0.84, 1.02],
  TVStand: [0, 0.05],
  Toaster: [0.81, 1.02],
  Toilet: [0, 0.03],
  ToiletPaperHanger: [0.65, 0.96],
  TowelHolder: [1.17, 1.38],
};

/** Room extents in metres (spread of receptacle positions in the official games, per kind). */
export const ROOM_EXTENT: Readonly<Record<RoomKind, readonly [number, number]>> = {
  kitchen: [2.7, 6.8],
  livingroom: [3.0, 6.3],
  bedroom: [2.8, 5.8],
  bathroom: [1.8, 4.5],
};

/**
 * Camera horizon for something at height y (measured: floor-level things are seen at 60°, counters
 * at 45°/30°, wall items at 15°/0°, top cabinets and blinds at −15°/−30°).
 */
export function horizonFor(y: number, rng: Rng): number {
  if (y < 0.4) return rng.chance(0.8) ? 60 : 45;
  if (y < 1.05) return rng.pick([60, 45, 45, 45, 30]);
  if (y < 1.45) return rng.pick([30, 30, 15, 0]);
  if (y < 1.9) return rng.pick([15, 0, 0, -15]);
  return -30;
}

const GRID = 0.25;

/** Where along the walls a receptacle stands: a wall index and a point on it (origin at room centre). */
export function wallPosition(width: number, depth: number, y: number, rng: Rng): { pos: Vec3; wall: number } {
  const wall = rng.int(0, 3);
  const along = (rng.float() - 0.5) * (wall % 2 === 0 ? width : depth) * 0.9;
  const halfW = width / 2;
  const halfD = depth / 2;
  const inset = 0.2 + rng.float() * 0.3;
  const pos =
    wall === 0
      ? { x: along, y, z: halfD - inset }
      : wall === 1
        ? { x: halfW - inset, y, z: along }
        : wall === 2
          ? { x: along, y, z: -halfD + inset }
          : { x: -halfW + inset, y, z: along };
  return { pos, wall };
}

/** A viewpoint 0.5–1.25 m in front of a thing at `pos` on `wall`, facing it (rot 0=+z 1=+x 2=−z 3=−x). */
export function viewpointFacing(pos: Vec3, wall: number, rng: Rng): Viewpoint {
  const distance = 0.5 + rng.float() * 0.75;
  const lateral = (rng.float() - 0.5) * 0.5;
  const [dx, dz] =
    wall === 0 ? [lateral, -distance] : wall === 1 ? [-distance, lateral] : wall === 2 ? [lateral, distance] : [distance, lateral];
  return {
    x: Math.round((pos.x + dx) / GRID),
    z: Math.round((pos.z + dz) / GRID),
    rot: wall,
    horizon: horizonFor(pos.y, rng),
  };
}

/** A free floor point for an object lying in no receptacle, or for the agent. */
export function floorPoint(width: number, depth: number, rng: Rng): { x: number; z: number } {
  return { x: (rng.float() - 0.5) * width * 0.8, z: (rng.float() - 0.5) * depth * 0.8 };
}

export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
