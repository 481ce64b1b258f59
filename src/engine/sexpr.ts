// S-expression reader for PDDL, with Fast Downward's lexical rules: `;` starts a comment,
// parentheses are tokens, everything else splits on whitespace and is lower-cased.
// Keeping FD's rules matters: `(?l - location, ?r - receptacle)` must yield the type token
// "location," exactly as FD reads it (ALFWorld's examineObject relies on that quirk).

export type SExpr = string | SExpr[];

export class PddlSyntaxError extends Error {}

export function tokenizePddl(text: string): string[] {
  const tokens: string[] = [];
  for (const rawLine of text.split("\n")) {
    const commentAt = rawLine.indexOf(";");
    const line = commentAt >= 0 ? rawLine.slice(0, commentAt) : rawLine;
    for (const token of line.replace(/\(/g, " ( ").replace(/\)/g, " ) ").split(/\s+/)) {
      if (token) tokens.push(token.toLowerCase());
    }
  }
  return tokens;
}

/** Parses exactly one top-level expression (a PDDL domain or problem). */
export function parseSExpr(text: string): SExpr[] {
  const tokens = tokenizePddl(text);
  if (tokens[0] !== "(") throw new PddlSyntaxError("expected '(' at the start of the PDDL text");
  const stack: SExpr[][] = [];
  let root: SExpr[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === "(") {
      const list: SExpr[] = [];
      if (stack.length) stack[stack.length - 1].push(list);
      stack.push(list);
    } else if (token === ")") {
      const done = stack.pop();
      if (!done) throw new PddlSyntaxError("unbalanced ')' in PDDL text");
      if (stack.length === 0) {
        root = done;
        if (i !== tokens.length - 1) throw new PddlSyntaxError("text after the end of the PDDL expression");
      }
    } else {
      if (!stack.length) throw new PddlSyntaxError(`token '${token}' outside any expression`);
      stack[stack.length - 1].push(token);
    }
  }
  if (!root || stack.length) throw new PddlSyntaxError("unbalanced '(' in PDDL text: missing ')'");
  return root;
}
