// S-expression reader for PDDL, with Fast Downward's lexical rules: `;` starts a comment,
// parentheses are tokens, everything else splits on whitespace and is lower-cased.
// Keeping FD's rules matters: `(?l - location, ?r - receptacle)` must yield the type token
// "location," exactly as FD reads it (ALFWorld's examineObject relies on that quirk).

import { EngineError } from "../errors.js";

export type SExpr = string | SExpr[];

const WHITESPACE = /\s/;

/** Whitespace as `\s` defines it, with an ASCII fast path. */
function isSpace(code: number, text: string, at: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  return code >= 128 && WHITESPACE.test(text[at]);
}

/** Calls `onToken` for each token in order (a char scanner: compiling games parses a lot of PDDL). */
function scanTokens(text: string, onToken: (token: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 59 /* ; */) {
      const eol = text.indexOf("\n", i);
      i = eol < 0 ? n : eol + 1;
    } else if (code === 40 /* ( */ || code === 41 /* ) */) {
      onToken(code === 40 ? "(" : ")");
      i++;
    } else if (isSpace(code, text, i)) {
      i++;
    } else {
      const start = i;
      let lower = true; // most PDDL is lower case already: skip toLowerCase then
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 40 || c === 41 || c === 59 || isSpace(c, text, i)) break;
        if ((c >= 65 && c <= 90) || c >= 128) lower = false;
        i++;
      }
      const token = text.slice(start, i);
      onToken(lower ? token : token.toLowerCase());
    }
  }
}

/** Parses exactly one top-level expression (a PDDL domain or problem). */
export function parseSExpr(text: string): SExpr[] {
  const stack: SExpr[][] = [];
  let root: SExpr[] | undefined;
  let first = true;
  scanTokens(text, (token) => {
    if (first && token !== "(") throw new EngineError("PDDL", "expected '(' at the start of the PDDL text");
    first = false;
    if (root) throw new EngineError("PDDL", "text after the end of the PDDL expression");
    if (token === "(") {
      const list: SExpr[] = [];
      if (stack.length) stack[stack.length - 1].push(list);
      stack.push(list);
    } else if (token === ")") {
      const done = stack.pop();
      if (!done) throw new EngineError("PDDL", "unbalanced ')' in PDDL text");
      if (stack.length === 0) root = done;
    } else {
      if (!stack.length) throw new EngineError("PDDL", `token '${token}' outside any expression`);
      stack[stack.length - 1].push(token);
    }
  });
  if (first) throw new EngineError("PDDL", "expected '(' at the start of the PDDL text");
  if (!root || stack.length) throw new EngineError("PDDL", "unbalanced '(' in PDDL text: missing ')'");
  return root;
}
