// The fast rules' ground operators: one object per (action, arguments), made on first sight and
// kept for the game's lifetime, so that what is computed about an operator (its effects, its
// command text, its place in the sorted order, its feedback memo) is computed once.
import type { Binding } from "../core/derive.js";
import type { ActionText } from "../core/grammar.js";
import { type GroundEffect, groundEffects, type Move, parameterBindings } from "../core/ground.js";
import type { World } from "../core/world.js";
import { type CompiledAction, variantRecipe } from "./actions.js";
import type { TraceMemo } from "./memo.js";

/** A grounded operator (one FD operator name: action + its external arguments). */
export interface Operator extends Move {
  readonly action: CompiledAction;
  readonly args: Int32Array;
  /** Fast Downward drops operators whose effects cannot change anything. */
  readonly noop: boolean;
  /** Cached command text when the template only reads static facts. */
  command: string | null;
  /** Scratch mark: the enumeration pass that last found this operator. */
  seen: number;
  /** Scratch: position in the enumeration pass that last found it (ties keep enumeration order). */
  position: number;
  /** Order key of `command` among the game's static commands (see CommandOrder), valid at `rankVersion`. */
  rank: number;
  rankVersion: number;
  /** Feedback texts already rendered, by the facts their derivation read. */
  feedbackMemo: TraceMemo<string> | null;
}

export class OperatorTable {
  readonly #world: World;
  /** Operators by a hash of (action, arguments); collisions share a list. */
  readonly #byHash = new Map<number, Operator[]>();

  constructor(world: World) {
    this.#world = world;
  }

  /** The operator for an action under a full variant binding (created on first sight). */
  get(action: CompiledAction, variant: number, binding: Int32Array): Operator {
    const slots = action.variants[variant].paramSlots;
    let hash = action.index + 1;
    for (const s of slots) hash = (Math.imul(hash, 0x9e3779b1) ^ binding[s]) >>> 0;
    let list = this.#byHash.get(hash);
    if (list) {
      for (const op of list) if (op.action === action && sameArgs(op.args, slots, binding)) return op;
    } else this.#byHash.set(hash, (list = []));
    const args = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) args[i] = binding[slots[i]];
    const op = new LazyOperator(this.#world, action, args, binding.slice(), variant);
    list.push(op);
    return op;
  }
}

/** An operator whose effects are grounded on first use: finding one command's operator reads many texts but runs one. */
class LazyOperator implements Operator {
  command: string | null = null;
  seen = 0;
  position = 0;
  rank = 0;
  rankVersion = -1;
  feedbackMemo: TraceMemo<string> | null = null;
  readonly bindings: Binding[];
  #grounded: GroundEffect[] | null = null;
  /** The full variant binding it was found with (existential variables included), until grounded. */
  #binding: Int32Array | null;

  constructor(
    private readonly world: World,
    readonly action: CompiledAction,
    readonly args: Int32Array,
    binding: Int32Array,
    private readonly variant: number,
  ) {
    this.#binding = binding;
    this.bindings = parameterBindings(action.schema, args);
  }

  get text(): ActionText {
    return this.action.text;
  }

  get effects(): GroundEffect[] {
    if (this.#grounded === null) {
      this.#grounded = groundEffects(this.world, variantRecipe(this.world, this.action, this.variant), this.#binding!);
      this.#binding = null;
    }
    return this.#grounded;
  }

  get noop(): boolean {
    return this.effects.length === 0;
  }
}

function sameArgs(args: Int32Array, slots: readonly number[], binding: Int32Array): boolean {
  for (let i = 0; i < slots.length; i++) if (args[i] !== binding[slots[i]]) return false;
  return true;
}
