// ALFWorld's Demangler (alfworld/agents/utils/misc.py): display names for raw PDDL ids.
//
// Only entities that occur in some initial fact are numbered. Within a base name the sorted ids
// receive numbers from the top: the smallest id gets the highest number. Receptacle ids that
// mention "basin" get the suffix (sink -> sinkbasin), and ids without `_bar_` keep their text
// followed by a space (ALFWorld formats them as "<name> <empty number>").

/** `inFacts[i]` is nonzero when `sortedIds[i]` occurs in an initial fact. */
export function demangledNames(sortedIds: readonly string[], inFacts: ArrayLike<number>): string[] {
  const bases = sortedIds.map((id, i) => (inFacts[i] ? baseOf(id) : null));
  const counts = new Map<string, number>();
  for (const base of bases) if (base !== null) counts.set(base, (counts.get(base) ?? 0) + 1);
  return sortedIds.map((id, i) => {
    if (!inFacts[i]) return id;
    const base = bases[i];
    if (base === null) return `${unmangle(id)} `;
    const n = counts.get(base)!;
    counts.set(base, n - 1);
    return `${base} ${n}`;
  });
}

/** The numbered name's base: the id up to `_bar_` (sink -> sinkbasin); null for ids without one. */
function baseOf(id: string): string | null {
  const cut = id.indexOf("_bar_");
  if (cut < 0) return null;
  return id.slice(0, cut) + (id.includes("basin") ? "basin" : "");
}

function unmangle(id: string): string {
  if (!id.includes("_")) return id; // every mangled spelling has an underscore
  return id
    .replaceAll("_bar_", "|")
    .replaceAll("_minus_", "-")
    .replaceAll("_plus_", "+")
    .replaceAll("_dot_", ".")
    .replaceAll("_comma_", ",");
}
