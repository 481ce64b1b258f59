// One error type for every input problem, so callers (CLI, dashboard) can show
// "which file, what is wrong" without parsing messages.

export class ReportInputError extends Error {
  readonly file: string;
  readonly problem: string;

  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ReportInputError";
    this.file = file;
    this.problem = problem;
  }
}

/** A problem that did not stop reading (e.g. a torn last JSONL line). */
export interface ReadWarning {
  file: string;
  message: string;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
