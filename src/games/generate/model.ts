// The generator's data model: one household scene and one task on it, before it becomes PDDL text.
import type { TaskType } from "../../engine/types.js";
import type { ObjectClass, ReceptacleClass, RoomKind } from "../vocabulary.js";

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A THOR viewpoint: grid x/z in 0.25 m units, rotation in 90° steps, camera horizon in degrees. */
export interface Viewpoint {
  x: number;
  z: number;
  rot: number;
  horizon: number;
}

export interface ReceptacleInstance {
  /** THOR object id before mangling, e.g. `Cabinet|-00.33|+01.89|-02.51`. */
  thorId: string;
  cls: ReceptacleClass;
  pos: Vec3;
  /** Viewpoint key (`loc|x|z|rot|horizon`) from which it is interacted with. */
  loc: string;
  openable: boolean;
}

export interface ObjectInstance {
  thorId: string;
  /** A vocabulary class, or a THOR class ALFWorld does not know (Faucet): declared but fact-less. */
  cls: ObjectClass | "Faucet";
  pos: Vec3;
  /** Its own nearest viewpoint (objectAtLocation); null for fact-less objects. */
  loc: string | null;
  /** thorIds of the static receptacles it lies in (THOR parentReceptacles; usually 0 or 1). */
  receptacles: string[];
  /** thorId of the movable receptacle (bowl, plate...) it lies in, if any. */
  container?: string;
}

/** A floor plan: the static part that every trial in the same scene shares. */
export interface Layout {
  kind: RoomKind;
  /** ALFRED-style floor-plan number (1–30 kitchen, 201–230 living room, 301–330 bedroom, 401–430 bathroom). */
  scene: number;
  receptacles: ReceptacleInstance[];
  /** Fixed non-pickupable objects bound to receptacles (the Sink around a SinkBasin, stove knobs...). */
  fixtures: ObjectInstance[];
  /** Extent of the room in metres, used to place floor objects and the agent. */
  width: number;
  depth: number;
}

export interface TaskSpec {
  type: TaskType;
  /** object_target class. */
  obj: ObjectClass;
  /** parent_target class (empty for look_at_obj_in_light). */
  recep?: ReceptacleClass;
  /** toggle_target class for look_at_obj_in_light. */
  toggle?: "DeskLamp" | "FloorLamp";
  /** Which of the two goal-library templates was drawn. */
  template: 0 | 1;
}

/** One trial: a layout, its objects for this trial, the agent start and the task. */
export interface Scene {
  layout: Layout;
  objects: ObjectInstance[];
  agent: string;
  task: TaskSpec;
  /** trial id without the `plan_` prefix, e.g. `trial_S7_000042`. */
  trialId: string;
}
