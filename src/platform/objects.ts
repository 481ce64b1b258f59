// The one test for "a JSON object" (not null, not an array), for code that walks parsed JSON:
// settings files, manifests, trajectories.

/** `value` is a plain object: not null, not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
