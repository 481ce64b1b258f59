// The contract between the env and a rule set: what is admissible in a state, which move a command
// runs, what the game says, and whether the goal holds. Two rule sets implement it, with the same
// answers: the reference rules (core/reference.ts: direct matching, no caches) and the fast rules
// (fast/rules.ts: compiled join plans and memos). The env applies moves itself (core/ground.ts).
import type { TextWorldView } from "./derive.js";
import type { FactStore } from "./facts.js";
import type { Move } from "./ground.js";

export interface Admissible<M extends Move = Move> {
  /** The commands, code-point sorted and duplicate-free, as TextWorld lists them. Frozen: may be shared. */
  commands: string[];
  /** The move each command runs (same order): the first enumerated with that text. */
  moves: readonly M[];
}

export interface Rules<M extends Move = Move> {
  /** The opening observation. */
  intro(state: TextWorldView): string;
  admissible(state: TextWorldView): Admissible<M>;
  /** The move `command` runs in `state` (the one the admissible list pairs with it), found without listing every command where the rules can. */
  find(command: string, state: TextWorldView): M | undefined;
  /** What the game says after `move` was applied; `state` is the state after it. */
  feedback(move: M, state: TextWorldView): string;
  goalReached(dynamic: FactStore): boolean;
  /** Compiles now what the rules would otherwise compile on first use (called before the first env copies the initial state). */
  prepare(): void;
}

/**
 * The admissible list of `found` (in enumeration order): code-point order of the texts, ties in
 * enumeration order, and of each text only the first move.
 */
export function byCodePoints<M extends Move>(found: readonly M[], textOf: (move: M) => string): Admissible<M> {
  const texts = found.map((move, i) => ({ text: textOf(move), move, i }));
  texts.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.i - b.i));
  const commands: string[] = [];
  const moves: M[] = [];
  for (const { text, move } of texts) {
    if (commands.length && commands[commands.length - 1] === text) continue;
    commands.push(text);
    moves.push(move);
  }
  return { commands: Object.freeze(commands) as string[], moves };
}
