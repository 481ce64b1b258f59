// THOR-like ids and their PDDL spelling (AUGMENT fix_pddl_str_chars).

import type { Vec3, Viewpoint } from "./model.js";

/** THOR prints coordinates as sign, two integer digits, two decimals: `+01.08`, `-00.09`. */
export function formatCoord(v: number): string {
  const r = Math.round(Math.abs(v) * 100) / 100;
  const sign = v < 0 && r !== 0 ? "-" : "+";
  const [int, frac] = r.toFixed(2).split(".");
  return `${sign}${int.padStart(2, "0")}.${frac}`;
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
      case "-": out += "_minus_"; break;
      case "#": out += "-"; break;
      case "|": out += "_bar_"; break;
      case "+": out += "_plus_"; break;
      case ".": out += "_dot_"; break;
      case ",": out += "_comma_"; break;
      default: out += c;
    }
  }
  return out;
}
