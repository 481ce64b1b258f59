// The names of a `seed learn` folder's training runs (runs/<method>-seed<k>/ and evals/<method>-seed<k>/): `seed learn`
// writes them and `learn_summary` reads them back, so the rule is kept here, both ways.

export const runName = (method: string, seed: number): string => `${method}-seed${seed}`;

/** The method and seed a run folder's name holds; null for a name `runName` does not make. */
export function parseRunName(name: string): { method: string; seed: number } | null {
  const match = /^(\w+)-seed(\d+)$/.exec(name);
  return match ? { method: match[1], seed: Number(match[2]) } : null;
}
