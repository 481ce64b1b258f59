// Compiling one game file: parse its PDDL domain, problem and TextWorld grammar, build the world
// (core/world.ts) and pick the rule set that will answer for it (fast by default, or the
// reference rules). CompiledGame is the public face of the result; the world and the rules stay
// private to the engine (read through `gameInternals`).
import { EngineError } from "./errors.js";
import { parseTwl2 } from "./core/grammar.js";
import type { ParseCache } from "./core/parse-cache.js";
import { parseDomain, parseProblem } from "./core/pddl.js";
import { ReferenceRules } from "./core/reference.js";
import type { Rules } from "./core/rules.js";
import { type ParsedGame, World } from "./core/world.js";
import { FastRules } from "./fast/rules.js";
import { demangledNames } from "./names.js";
import type { GameFile } from "./types.js";

export interface EntityInfo {
  id: string;
  name: string;
  kind: "agent" | "location" | "receptacle" | "object" | "type";
  type: string;
}

export interface CompileOptions {
  /** "alfworld" (default): ALFWorld's demangled names ("cabinet 3"); "raw": the PDDL ids, as plain TextWorld. */
  names?: "alfworld" | "raw";
  /**
   * "fast" (default): compiled join plans and memos shared by all environments of the game.
   * "reference": the plain rules, nothing cached from one call to the next; the same answers,
   * far slower (the yardstick the fast rules are tested against).
   */
  rules?: "fast" | "reference";
  /**
   * Fast rules only: reuse results computed for an identical state (default true): which operators
   * apply, the admissible list, the feedback text and the goal check. Off for one-shot runs (the
   * generator's expert check), where the memos cost more than they save.
   */
  memoize?: boolean;
  /** Shared parse results for callers compiling many games with the same domain and grammar. */
  cache?: ParseCache;
  /** The game file's path, for error messages. */
  file?: string;
}

/** What the engine's own modules read of a compiled game. */
export interface GameInternals {
  world: World;
  rules: Rules;
}

let internalsOf: (game: CompiledGame) => GameInternals;

export class CompiledGame {
  /** The sentence after "Your task is to: ", with its final period, as verl-agent extracts it. */
  readonly taskDescription: string;
  /** The game file's walkthrough, as written (valid_unseen's uses raw ids: see toDisplayCommand). */
  readonly walkthrough: string[] | null;
  /** The problem's initial facts, raw ids. */
  readonly initialFacts: readonly { predicate: string; args: string[] }[];
  /** Which rule set answers for this game. */
  readonly rules: "fast" | "reference";
  readonly #world: World;
  readonly #rules: Rules;
  #entities: EntityInfo[] | null = null;
  #entityByName: Map<string, number> | null = null;

  static {
    internalsOf = (game) => ({ world: game.#world, rules: game.#rules });
  }

  /** @internal Use compileGame. */
  constructor(parsed: ParsedGame, options: CompileOptions = {}) {
    this.#world = new World(parsed, options.names === "raw" ? undefined : demangledNames);
    this.rules = options.rules ?? "fast";
    this.#rules = this.rules === "reference" ? new ReferenceRules(this.#world) : new FastRules(this.#world, options.memoize ?? true);
    this.initialFacts = parsed.problem.init;
    this.taskDescription = readTaskDescription(this.#world);
    this.walkthrough = Array.isArray(parsed.walkthrough) ? parsed.walkthrough.map(String) : null;
  }

  /** The entities that occur in the initial facts, in raw-id order. */
  get entities(): EntityInfo[] {
    const { schema, inFacts } = this.#world;
    return (this.#entities ??= schema.entities.filter((_, i) => inFacts[i]).map((id) => this.#entityInfo(id)));
  }

  /**
   * A command written with raw PDDL ids (as valid_unseen walkthroughs are) in display names;
   * commands already in display names pass through unchanged.
   */
  toDisplayCommand(command: string): string {
    const { schema, names } = this.#world;
    return command
      .split(" ")
      .map((token) => {
        const entity = schema.entityIndex.get(token);
        return entity !== undefined && this.#entityOfName(names[entity]) === entity ? names[entity] : token;
      })
      .join(" ");
  }

  /** Compiles now what the first environment would compile on first use (every action plan, for the fast rules). */
  prepareAll(): void {
    this.#rules.prepare();
  }

  #entityInfo(id: string): EntityInfo {
    const { schema, names } = this.#world;
    const i = schema.entity(id);
    const type = schema.entityType[i];
    const kind = (["agent", "location", "receptacle", "object"] as const).find((k) => schema.isSubtype(type, k) && type === k);
    return { id, name: names[i], kind: kind ?? (type === "otype" || type === "rtype" ? "type" : "object"), type };
  }

  /** Display name -> entity (first in raw-id order when names collide). */
  #entityOfName(name: string): number | undefined {
    if (!this.#entityByName) {
      const map = (this.#entityByName = new Map());
      const { names, inFacts } = this.#world;
      names.forEach((n, i) => {
        if (inFacts[i] && !map.has(n)) map.set(n, i);
      });
    }
    return this.#entityByName.get(name);
  }
}

/** @internal The world and rules of a compiled game, for the engine's own modules (env, expert). */
export function gameInternals(game: CompiledGame): GameInternals {
  return internalsOf(game);
}

function readTaskDescription(world: World): string {
  const rule = world.grammar.rules.get("task")?.[0];
  const text = rule?.rhs.map((s) => (s.kind === "text" ? s.text : "")).join("") ?? "";
  const marker = "Your task is to: ";
  const at = text.indexOf(marker);
  return at >= 0 ? text.slice(at + marker.length).trim() : text.trim();
}

/** Parse and compile a game; every failure is an EngineError saying what is wrong. */
export function compileGame(file: unknown, options: CompileOptions = {}): CompiledGame {
  const fail = (code: "GAME" | "PDDL", message: string) => new EngineError(code, message, options.file);
  if (typeof file !== "object" || file === null) throw fail("GAME", "a game file must be a JSON object");
  const f = file as Record<string, unknown>;
  for (const key of ["pddl_domain", "grammar", "pddl_problem"]) {
    if (typeof f[key] !== "string" || !(f[key] as string).trim())
      throw fail("GAME", `missing or empty "${key}" (not an ALFWorld game.tw-pddl file)`);
  }
  const game = f as unknown as GameFile;
  try {
    const domain = options.cache ? options.cache.domain(game.pddl_domain, parseDomain) : parseDomain(game.pddl_domain);
    const parsed = {
      domain,
      problem: parseProblem(game.pddl_problem),
      grammar: parseTwl2(game.grammar, options.cache),
      walkthrough: game.walkthrough,
    };
    return new CompiledGame(parsed, options);
  } catch (e) {
    // The parsers know neither the file nor that their errors are PDDL's: said here.
    if (!(e instanceof EngineError) || (e.code !== "PDDL" && !options.file)) throw e;
    throw new EngineError(e.code, e.code === "PDDL" ? `PDDL: ${e.message}` : e.message, options.file);
  }
}

/**
 * Compile a game from parts the caller parsed or built itself (the generator builds its problems
 * as data); they must be what parsing the game file's texts would give.
 */
export function compileParsed(parsed: ParsedGame, options: CompileOptions = {}): CompiledGame {
  return new CompiledGame(parsed, options);
}
