// Sorting the fast rules' admissible lists: TextWorld lists commands in code-point order of their
// texts, duplicates merged (the first operator enumerated with a text runs it). Static texts get
// numeric order keys once, so most lists sort by number instead of by string.
import { type Admissible, byCodePoints } from "../core/rules.js";
import type { Operator } from "./operators.js";

/** `found` in enumeration order (positions set); `commandOf` renders (and caches) an operator's text. */
export function sortAdmissible(
  found: Operator[],
  allStatic: boolean,
  order: CommandOrder,
  commandOf: (op: Operator) => string,
): Admissible<Operator> {
  if (!allStatic) return byCodePoints(found, commandOf);
  const { commands, moves } = sortByRank(found, order, commandOf);
  return { commands: Object.freeze(commands) as string[], moves };
}

/** Static command texts never change, so operators sort by a cached numeric key of their text. */
function sortByRank(
  found: Operator[],
  order: CommandOrder,
  commandOf: (op: Operator) => string,
): { commands: string[]; moves: Operator[] } {
  for (const op of found) {
    if (op.rankVersion === order.version) continue;
    op.rank = order.rank(commandOf(op));
    op.rankVersion = order.version;
  }
  // A new text may have renumbered every key: refresh the ones taken before it.
  for (const op of found)
    if (op.rankVersion !== order.version) {
      op.rank = order.rank(op.command!);
      op.rankVersion = order.version;
    }
  found.sort((a, b) => a.rank - b.rank || a.position - b.position);
  const commands: string[] = [];
  const moves: Operator[] = [];
  let lastRank = Number.NaN;
  for (const op of found) {
    if (op.rank === lastRank) continue; // same text: the first operator runs it
    lastRank = op.rank;
    commands.push(op.command!);
    moves.push(op);
  }
  return { commands, moves };
}

/**
 * Numeric keys whose order is the code-point order of the texts: a new text takes the midpoint of
 * its neighbours' keys, so known keys stay valid; only when doubles run out between two
 * neighbours is everything renumbered (and `version` moves on).
 */
export class CommandOrder {
  readonly #texts: string[] = [];
  readonly #keys: number[] = [];
  readonly #known = new Map<string, number>();
  version = 0;

  rank(text: string): number {
    const key = this.#known.get(text);
    if (key !== undefined) return key;
    const at = this.#position(text);
    const keys = this.#keys;
    const below = at > 0 ? keys[at - 1] : (keys[0] ?? 0) - SPACING;
    const above = at < keys.length ? keys[at] : (keys[at - 1] ?? 0) + SPACING;
    let fresh = (below + above) / 2;
    this.#texts.splice(at, 0, text);
    keys.splice(at, 0, fresh);
    if (fresh <= below || fresh >= above) {
      this.#renumber();
      fresh = keys[at];
    }
    this.#known.set(text, fresh);
    return fresh;
  }

  #renumber(): void {
    this.#keys.forEach((_, i) => {
      this.#keys[i] = i * SPACING;
      this.#known.set(this.#texts[i], i * SPACING);
    });
    this.version++;
  }

  #position(text: string): number {
    const texts = this.#texts;
    let lo = 0;
    let hi = texts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (texts[mid] < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const SPACING = 2 ** 20;
