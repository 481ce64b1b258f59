// The one error type for mistakes a user can fix (a bad file, flag, split, key or request): a code
// for programs and a one-line message for people, naming the file, flag or URL at fault. The CLI
// prints these as `seedworld <cmd>: <message>` without a stack trace (src/cli/errors.ts); anything
// else that escapes is a bug and keeps its stack under --debug. Pure (no imports), so every layer
// may use it, the engine included: `EngineError` is a SeedworldError with the engine's own codes.

/** What went wrong, for callers that branch on it (servers map codes to HTTP statuses). */
export type ErrorCode =
  | "BAD_OPTION"
  | "BAD_FILE"
  | "GAME_FORMAT"
  | "GAME_NOT_SOLVABLE"
  | "NO_GAMES"
  | "UNKNOWN_SPLIT"
  /** A server's port is taken (a caller may fall back to another). */
  | "PORT_IN_USE"
  | "RESUME_MISMATCH"
  | "MODEL_CALL"
  /** A server refused a request (the error carries the HTTP status). */
  | "REQUEST_REFUSED"
  /** A command seedworld runs (a trainer command, a step of `seed learn`) failed; its log says why. */
  | "CHILD_FAILED"
  /** A run stopped on a signal (the CLI exits 130). */
  | "INTERRUPTED";

/** `Code` is the set of codes a subclass uses (the engine's are `EngineErrorCode`). */
export class SeedworldError<Code extends string = ErrorCode> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "SeedworldError";
  }
}

/** How a front end names a setting: the CLI says `--episodes`, a library caller reads `episodes`. */
export type SettingNamer = (setting: string) => string;

/** A setting's own name: how the library names it where no front end says otherwise. */
export const ownName: SettingNamer = (setting) => setting;

/**
 * A setting the caller gave is wrong or contradicts another. The library names settings in its own
 * terms (the fields of `EvalOptions`, `PolicyFlags`, ...); `describe` words the same message with a
 * front end's names for them, so the CLI's one handler says `--episodes` where a library caller
 * reads `episodes`, and no layer below the CLI knows a flag.
 */
export class SettingError extends SeedworldError {
  readonly #render: (name: SettingNamer) => string;

  constructor(render: (name: SettingNamer) => string, code: ErrorCode = "BAD_OPTION") {
    super(code, render(ownName));
    this.name = "SettingError";
    this.#render = render;
  }

  describe(name: SettingNamer): string {
    return this.#render(name);
  }
}

/** The message of anything thrown, on one line. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*\n\s*/g, " ").trim();
}

/** A zod validation failure as one line: `path: message; ...` (`body` for the root). */
export function zodProblem(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join(".") || "body"}: ${issue.message}`).join("; ");
}

/** A file seedworld reads is missing, unreadable or malformed: which file, and what is wrong. */
export class BadFileError extends SeedworldError {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super("BAD_FILE", `${file}: ${problem}`);
    this.name = "BadFileError";
  }
}

/** A problem that did not stop reading (e.g. a torn last JSONL line). */
export interface ReadWarning {
  file: string;
  message: string;
}
