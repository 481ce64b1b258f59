// JSON text as Python's json.dump writes it (as yilinpotato/Skill0's
// scripts/eval_alfworld_api.py writes its files), so files compare byte for byte
// with the real ones: indent 2 or one line with ", " / ": " separators, non-ASCII kept, and
// float-typed fields always with a decimal point or Python's exponent form (2556.0, 1e-05).

/** Keys whose numeric values are Python floats in the real files. */
export const FLOAT_KEYS: ReadonlySet<string> = new Set([
  "success_rate",
  "avg_episode_steps",
  "avg_episode_prompt_tokens",
  "avg_episode_completion_tokens",
  "avg_episode_total_tokens",
  "avg_step_latency_s",
  "wall_time_s",
  "reward",
  "latency_s",
  "temperature",
  "valid_action_ratio",
  "action_tag_ratio",
  "admissible_action_ratio",
  "wall_time_this_invocation_s",
  "wall_time_segments_s",
  "accumulated_s",
  "active_s",
  "latency_sum_s",
]);

/** Python's float repr: shortest round-trip digits, exponent below 1e-4 and from 1e16. */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const magnitude = Math.abs(value);
  if (magnitude >= 1e16 || magnitude < 1e-4) {
    const [mantissa, exponent] = value.toExponential().split("e");
    const sign = exponent.startsWith("-") ? "-" : "+";
    const digits = exponent.replace(/^[+-]/, "").padStart(2, "0");
    return `${mantissa}e${sign}${digits}`;
  }
  const text = String(value);
  return text.includes(".") ? text : `${text}.0`;
}

function serialize(value: unknown, key: string | null, indent: number | null, depth: number): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number")
    return key !== null && FLOAT_KEYS.has(key) ? pythonFloat(value) : Number.isFinite(value) ? String(value) : "NaN";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string") return JSON.stringify(value);
  const newline = indent === null ? "" : "\n" + " ".repeat(indent * (depth + 1));
  const closing = indent === null ? "" : "\n" + " ".repeat(indent * depth);
  const itemSeparator = indent === null ? ", " : ",";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    // Items of a float-keyed array (wall_time_segments_s) are floats too.
    const items = value.map((item) => serialize(item, key, indent, depth + 1));
    return `[${newline}${items.join(itemSeparator + newline)}${closing}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const items = entries.map(([k, v]) => `${JSON.stringify(k)}: ${serialize(v, k, indent, depth + 1)}`);
  return `{${newline}${items.join(itemSeparator + newline)}${closing}}`;
}

/** Pretty JSON (indent 2) with one trailing newline, as the .json/.summary.json/state files. */
export function toPythonJson(value: unknown, indent = 2): string {
  return serialize(value, null, indent, 0) + "\n";
}

/** One-line JSON with Python's default separators (a .jsonl line, without the newline). */
export function toPythonJsonLine(value: unknown): string {
  return serialize(value, null, null, 0);
}

/** Pretty JSON of `value` as it appears nested at `depth` (for streaming large arrays). */
export function toPythonJsonAt(value: unknown, depth: number, indent = 2): string {
  return serialize(value, null, indent, depth);
}
