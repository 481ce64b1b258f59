// The engine's one error type. Every failure the engine reports (a game file it cannot read, a
// grammar that has no text for a state, an env used out of order) is an EngineError whose `code`
// says which kind it is, so callers branch on the code instead of on a zoo of classes. It belongs
// to seedworld's one error family (`SeedworldError`, a pure module the engine may import), so the
// CLI prints it as one line like every other user-facing error.
import { SeedworldError } from "../platform/errors.js";

export type EngineErrorCode =
  /** The PDDL domain or problem text is not well-formed. */
  | "PDDL"
  /** The TextWorld grammar (.twl2) cannot be read, or has no text for a state. */
  | "GRAMMAR"
  /** The game file is not a game, or its parts disagree (undeclared objects, arities, templates). */
  | "GAME"
  /** Well-formed PDDL the engine does not interpret (quantified effects, arity above 3). */
  | "UNSUPPORTED"
  /** The goal does not name an ALFWorld task (what the expert reads). */
  | "GOAL"
  /** An environment used out of order (step before reset, a stale lazy step info). */
  | "USAGE";

export class EngineError extends SeedworldError<EngineErrorCode> {
  override readonly name = "EngineError";

  constructor(
    code: EngineErrorCode,
    message: string,
    /** The game file the error is about, when the caller named it (then also the message's prefix). */
    readonly file?: string,
  ) {
    super(code, file ? `${file}: ${message}` : message);
  }
}

/** The name compile errors had before EngineError: the same class, kept for callers that test `instanceof`. */
export { EngineError as GameFormatError };
