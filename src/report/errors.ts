// What the report layer says about its inputs: the shared file error and warning types, and one
// way to describe anything thrown.
export { BadFileError, type ReadWarning } from "../platform/errors.js";

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
