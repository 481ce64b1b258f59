// Diff of two skill-bank snapshots, entry by entry, for the browser (any two snapshots can be
// picked, so it runs client-side). Same identity and comparison rules as the report's
// diffSkillBanks: entries are `<section>/<id>`, underscore fields (HSL bookkeeping) are ignored.
import type { SkillSnapshotView } from "./model.js";

export type Entry = Record<string, unknown>;

export interface EntryChange {
  id: string;
  before?: Entry;
  after?: Entry;
  /** Visible fields whose value differs (changed entries only). */
  fields: string[];
}

export interface SnapshotDiff {
  added: EntryChange[];
  removed: EntryChange[];
  changed: EntryChange[];
  unchanged: number;
}

export function snapshotEntries(snapshot: SkillSnapshotView): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const skill of snapshot.general) entries.set(`general/${String(skill.skill_id)}`, skill);
  for (const [category, skills] of Object.entries(snapshot.taskSpecific)) {
    for (const skill of skills) entries.set(`${category}/${String(skill.skill_id)}`, skill);
  }
  for (const mistake of snapshot.mistakes) entries.set(`mistakes/${String(mistake.mistake_id)}`, mistake);
  return entries;
}

export function diffSnapshots(before: SkillSnapshotView, after: SkillSnapshotView): SnapshotDiff {
  const old = snapshotEntries(before);
  const now = snapshotEntries(after);
  const diff: SnapshotDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const [id, entry] of now) {
    const previous = old.get(id);
    if (!previous) diff.added.push({ id, after: entry, fields: [] });
    else {
      const fields = changedFields(previous, entry);
      if (fields.length) diff.changed.push({ id, before: previous, after: entry, fields });
      else diff.unchanged += 1;
    }
  }
  for (const [id, entry] of old) if (!now.has(id)) diff.removed.push({ id, before: entry, fields: [] });
  return diff;
}

export function visibleFields(entry: Entry): string[] {
  return Object.keys(entry).filter((key) => !key.startsWith("_"));
}

function changedFields(before: Entry, after: Entry): string[] {
  const keys = new Set([...visibleFields(before), ...visibleFields(after)]);
  return [...keys].sort().filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
