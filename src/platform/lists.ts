// The one reader of comma-separated values (`--tasks 1,3`, `--base-url a,b`, `--split a,b`), shared
// by the CLI's option parsers and the library functions that accept the same strings.

/** The items of a comma-separated value, trimmed, empty ones dropped: `a, b,,c` → [a, b, c]. */
export function commaList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
