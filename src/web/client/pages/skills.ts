// Skill-bank viewer: counts per snapshot, the diff between any two snapshots (added, removed,
// changed entries with the fields that changed), and the full content of the later snapshot.
import { DataKeys, type SkillBankDocument, type SkillSnapshotView } from "../../model.js";
import { diffSnapshots, visibleFields, type Entry, type EntryChange } from "../../skill-diff.js";
import { hashFor, navigate, type PageContext } from "../context.js";
import { dataTable, h, select } from "../dom.js";

export async function skillsPage({ overview, data, params, query }: PageContext): Promise<Node> {
  if (overview.skillBanks.length === 0)
    return h("div", { "data-testid": "skills-page" }, h("h1", null, "Skill banks"), h("p", { class: "muted" }, "No skill bank was found."));
  const index = Number(params[0] ?? 0) in overview.skillBanks ? Number(params[0] ?? 0) : 0;
  const bank = await data.load<SkillBankDocument>(DataKeys.skills(index));
  const last = bank.snapshots.length - 1;
  const to = pickIndex(query.get("to"), last, last);
  const from = pickIndex(query.get("from"), Math.max(0, to - 1), last);
  const go = (changes: Record<string, string>) => navigate(hashFor("skills", [index], { from: String(from), to: String(to), ...changes }));
  const options = bank.snapshots.map((s, i): [string, string] => [String(i), snapshotName(s)]);
  return h(
    "div",
    { "data-testid": "skills-page" },
    h("h1", null, "Skill banks"),
    overview.skillBanks.length > 1
      ? h(
          "div",
          { class: "filters" },
          h(
            "label",
            null,
            "bank",
            select(
              overview.skillBanks.map((b, i) => [String(i), b.label]),
              String(index),
              (v) => navigate(hashFor("skills", [v])),
            ),
          ),
        )
      : h("p", { class: "muted" }, bank.label),
    countsTable(bank),
    h("h2", null, "Diff between snapshots"),
    h(
      "div",
      { class: "filters" },
      h(
        "label",
        null,
        "from",
        select(options, String(from), (v) => go({ from: v }), "diff-from"),
      ),
      h(
        "label",
        null,
        "to",
        select(options, String(to), (v) => go({ to: v }), "diff-to"),
      ),
    ),
    diffView(bank.snapshots[from], bank.snapshots[to]),
    h("h2", null, `Content of ${snapshotName(bank.snapshots[to])}`),
    snapshotContent(bank.snapshots[to]),
  );
}

function pickIndex(value: string | null, fallback: number, last: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n <= last ? n : fallback;
}

function snapshotName(s: SkillSnapshotView): string {
  return s.step === undefined ? s.name : `step ${s.step} (${s.name})`;
}

function countsTable(bank: SkillBankDocument): Node {
  const categories = [...new Set(bank.snapshots.flatMap((s) => Object.keys(s.taskSpecific)))];
  return dataTable(
    [
      { head: "snapshot", text: true, cell: (s) => snapshotName(s) },
      { head: "general", cell: (s) => s.general.length },
      { head: "dynamic (dyn_*)", cell: (s) => s.general.filter((g) => String(g.skill_id).startsWith("dyn_")).length },
      ...categories.map((c) => ({ head: c, cell: (s: SkillSnapshotView) => s.taskSpecific[c]?.length ?? 0 })),
      { head: "mistakes", cell: (s) => s.mistakes.length },
    ],
    bank.snapshots,
    { testId: "snapshot-counts" },
  );
}

function diffView(before: SkillSnapshotView, after: SkillSnapshotView): Node {
  const diff = diffSnapshots(before, after);
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  return h(
    "div",
    { class: "diff", "data-testid": "skill-diff" },
    h(
      "p",
      null,
      `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged.`,
      total === 0 ? " The two snapshots have the same entries." : "",
    ),
    diff.added.map((c) => changeCard(c, "added")),
    diff.removed.map((c) => changeCard(c, "removed")),
    diff.changed.map((c) => changeCard(c, "changed")),
  );
}

function changeCard(change: EntryChange, kind: "added" | "removed" | "changed"): HTMLElement {
  const entry = (change.after ?? change.before)!;
  const body =
    kind === "changed"
      ? change.fields.map((field) =>
          h(
            "div",
            null,
            h("b", null, `${field}: `),
            h("del", null, show(change.before![field])),
            " → ",
            h("ins", null, show(change.after![field])),
          ),
        )
      : fieldList(entry);
  return h(
    "div",
    { class: `entry ${kind}`, "data-testid": `diff-${kind}` },
    h("div", { class: "id" }, `${kind} · ${change.id}`),
    h("b", null, title(entry)),
    body,
  );
}

function title(entry: Entry): string {
  return String(entry.title ?? entry.description ?? "");
}

function fieldList(entry: Entry): Node[] {
  return visibleFields(entry)
    .filter((f) => !["skill_id", "mistake_id", "title"].includes(f))
    .map((f) => h("div", null, h("span", { class: "muted" }, `${f}: `), show(entry[f])));
}

function show(value: unknown): string {
  return value === undefined ? "(absent)" : typeof value === "string" ? value : JSON.stringify(value);
}

function snapshotContent(s: SkillSnapshotView): Node {
  const block = (heading: string, entries: Entry[]) =>
    h(
      "details",
      null,
      h("summary", null, `${heading} (${entries.length})`),
      entries.map((e) =>
        h(
          "div",
          { class: "entry" },
          h("div", { class: "id" }, String(e.skill_id ?? e.mistake_id ?? "")),
          h("b", null, title(e)),
          fieldList(e),
        ),
      ),
    );
  return h(
    "div",
    { "data-testid": "snapshot-content" },
    block("general skills", s.general),
    Object.entries(s.taskSpecific).map(([category, skills]) => block(`task-specific: ${category}`, skills)),
    block("common mistakes", s.mistakes),
  );
}
