// THOR-like ids and their PDDL spelling (AUGMENT fix_pddl_str_chars).

import type { Vec3, Viewpoint } from "./model.js";

/** THOR prints coordinates as sign, two integer digits, two decimals: `+01.08`, `-00.09`. */
export function formatCoord(v: number): string {
  // Whole hundredths, as toFixed(2) of the rounded value prints them (without its string splitting:
  // a game has thousands of coordinates).
  const cents = Math.round(Math.abs(v) * 100);
  const sign = v < 0 && cents !== 0 ? "-" : "+";
  const whole = Math.floor(cents / 100);
  const frac = cents % 100;
  return `${sign}${whole < 10 ? "0" : ""}${whole}.${frac < 10 ? "0" : ""}${frac}`;
}

export function thorId(cls: string, pos: Vec3, suffix?: string): string {
  const base = `${cls}|${formatCoord(pos.x)}|${formatCoord(pos.y)}|${formatCoord(pos.z)}`;
  return suffix ? `${base}|${suffix}` : base;
}

export function viewpointKey(v: Viewpoint): string {
  return `loc|${v.x}|${v.z}|${v.rot}|${v.horizon}`;
}

/** AUGMENT's character fixes, applied to ids and to `#` separators in templates. */
export function mangle(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    switch (c) {
      case "-":
        out += "_minus_";
        break;
      case "#":
        out += "-";
        break;
      case "|":
        out += "_bar_";
        break;
      case "+":
        out += "_plus_";
        break;
      case ".":
        out += "_dot_";
        break;
      case ",":
        out += "_comma_";
        break;
      default:
        out += c;
    }
  }
  return out;
}
