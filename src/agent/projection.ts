// Action projection: reply text → engine command + validity (yilinpotato/Skill0:
// agent_system/environments/env_package/alfworld/projection.py, identical at c868c33 and HEAD).
// `skill0` is what the real runs used (lenient matching against the admissible list);
// `strict` is verl-agent's training projection (tags required, admissibility unchecked).

export type ProjectionVariant = "skill0" | "strict";

export interface Projection {
  /** Command sent to the engine. */
  action: string;
  /** skill0: resolved to an admissible command and no CJK; strict: well-formed tags and no CJK. */
  valid: boolean;
  /** The reply contained an `<action>…</action>` pair (format metric, independent of validity). */
  hasActionTag: boolean;
}

const CJK = /[\u4e00-\u9fff]/;
const EDGE_QUOTES = /^[`'" \n\t]+|[`'" \n\t]+$/g;
const EDGE_DOTS = /^[ .。]+|[ .。]+$/g;
const ACTION_TAG = /<action>\s*([\s\S]*?)\s*<\/action>/gi;

/** Skill0 projection.py's command clean-up, its steps in the same order. */
export function normalizeCommand(text: string): string {
  let x = text.trim().toLowerCase();
  x = x.replace(EDGE_QUOTES, "");
  x = x.replace(/^\s*(action\s*:|next action\s*:)\s*/, "");
  x = x.replace(/^\s*(i will|i should|let'?s|we should)\s+/, "");
  x = x.replace(/^(now\s+)?(go|move|proceed)\s+to\s+/, "go to ");
  x = x.replace(/\s+/g, " ");
  return x.replace(EDGE_DOTS, "");
}

/** Capture of the last `<action>…</action>` (case-insensitive, dot matches newlines), or null. */
export function lastActionTag(reply: string): string | null {
  let last: string | null = null;
  for (const match of reply.matchAll(ACTION_TAG)) last = match[1];
  return last;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Normalised-key lookup, then the longest key found as a whole word (Unicode \w like Python's re). */
class AdmissibleMatcher {
  private readonly byKey = new Map<string, string>();
  /** Built only when an exact lookup fails: most replies name a command exactly. */
  private keysLongestFirst: { key: string; pattern: RegExp }[] | null = null;

  constructor(pool: readonly string[]) {
    for (const command of pool) this.byKey.set(normalizeCommand(command), command); // later wins
  }

  private wordPatterns(): { key: string; pattern: RegExp }[] {
    const keys = [...this.byKey.keys()].filter((key) => key.length > 0);
    // Array.prototype.sort is stable, so equal lengths keep pool (insertion) order.
    keys.sort((a, b) => b.length - a.length);
    return keys.map((key) => ({
      key,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(key)}(?![\\p{L}\\p{N}_])`, "u"),
    }));
  }

  match(candidate: string): string | null {
    const normalized = normalizeCommand(candidate);
    const exact = this.byKey.get(normalized);
    if (exact !== undefined) return exact;
    for (const { key, pattern } of (this.keysLongestFirst ??= this.wordPatterns())) {
      if (pattern.test(normalized)) return this.byKey.get(key) ?? null;
    }
    return null;
  }
}

export function projectSkill0(reply: string, admissible: readonly string[]): Projection {
  const matcher = new AdmissibleMatcher(admissible.filter((command) => command !== "help"));
  const tagged = lastActionTag(reply);
  const matched = matcher.match(tagged ?? reply) ?? matcher.match(reply);
  const hasActionTag = tagged !== null;
  if (matched !== null) return { action: matched, valid: !CJK.test(reply), hasActionTag };
  return { action: normalizeCommand(tagged ?? reply).slice(-80), valid: false, hasActionTag };
}

export function projectStrict(reply: string): Projection {
  const lower = reply.toLowerCase();
  const start = lower.indexOf("<action>");
  const end = lower.indexOf("</action>");
  if (start < 0 || end < 0) return { action: lower.slice(-30), valid: false, hasActionTag: false };
  const action = lower.slice(start + "<action>".length, end).trim();
  const hasThink = reply.includes("<think>") && reply.includes("</think>");
  return { action, valid: hasThink && !CJK.test(reply), hasActionTag: true };
}

export function project(variant: ProjectionVariant, reply: string, admissible: readonly string[]): Projection {
  return variant === "strict" ? projectStrict(reply) : projectSkill0(reply, admissible);
}

/** How a policy may choose its action (ALFWorld's `action_space` settings, configs/base_config.yaml):
 * `generation`, free text as verl-agent trains; `admissible`, the reply's `<action>` restricted to the
 * admissible commands while it is generated (`replyPattern`, sent as vLLM's `guided_regex`). */
export type ActionSpace = "generation" | "admissible";
export const ACTION_SPACES: readonly ActionSpace[] = ["generation", "admissible"];

/** The replies `projectStrict` reads as valid whose action is one of `admissible` (`help` left out, as
 * the prompt leaves it out): a thought without `<`, then the tagged command. */
export function replyPattern(admissible: readonly string[]): string {
  const commands = admissible.filter((command) => command !== "help").map(escapeRegExp);
  return `<think>[^<]*</think>\\s*<action>(?:${commands.join("|")})</action>`;
}
