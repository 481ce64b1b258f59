// A run's statistics beyond its per-task table, as the report computes them: pass@k / pass^k (when
// every game was played at least twice), the failing games (top 20, all on request), the mean ± sd
// over seeds of the runs that share its settings, and its manifest with the comparability checks.
import { fixed, integer, percent } from "../../../report/format.js";
import { failingGames, type GameRow } from "../../../report/games.js";
import type { EvalRunReport, Measures, Report } from "../../../report/index.js";
import { append, badge, dataTable, h, type Column } from "../dom.js";

/** Failing games listed before "show all". */
export const FAILING_GAMES_SHOWN = 20;

type PassKLine = { name: string; passK: NonNullable<Measures["passK"]>; total?: boolean };

/** pass@k and pass^k per task type and averaged (macro, micro); null when no game was played twice. */
export function passKTable(run: EvalRunReport): Node | null {
  const lines: PassKLine[] = run.tasks.filter((t) => t.passK).map((t) => ({ name: `${t.taskTypeId} ${t.taskType}`, passK: t.passK! }));
  const footer: PassKLine[] = [
    ...(run.macro.passK ? [{ name: "macro (mean of task types)", passK: run.macro.passK }] : []),
    ...(run.micro.passK ? [{ name: "micro (mean over all games)", passK: run.micro.passK }] : []),
  ];
  if (lines.length + footer.length === 0) return null;
  const ks = [...new Set([...lines, ...footer].flatMap((l) => l.passK.values.map((v) => v.k)))].sort((a, b) => a - b);
  const cell = (line: PassKLine, k: number, key: "passAtK" | "passHatK") => {
    const value = line.passK.values.find((v) => v.k === k);
    return value ? percent(value[key]) : "–";
  };
  const columns: Column<PassKLine>[] = [
    { head: "task", text: true, cell: (l) => l.name },
    { head: "games", cell: (l) => integer(l.passK.games) },
    {
      head: "plays per game",
      cell: (l) => (l.passK.minPlays === l.passK.maxPlays ? l.passK.minPlays : `${l.passK.minPlays}–${l.passK.maxPlays}`),
    },
    ...ks.map((k) => ({
      head: `pass@${k}`,
      title: `chance that at least one of ${k} plays of a game succeeds, averaged over games`,
      cell: (l: PassKLine) => cell(l, k, "passAtK"),
    })),
    ...ks.map((k) => ({
      head: `pass^${k}`,
      title: `chance that all ${k} plays of a game succeed, averaged over games`,
      cell: (l: PassKLine) => cell(l, k, "passHatK"),
    })),
  ];
  return h(
    "div",
    { "data-testid": "pass-k" },
    h("h3", null, "pass@k and pass^k over games"),
    dataTable(columns, lines, { footer }),
    h(
      "p",
      { class: "muted" },
      "pass@k: chance that at least one of k plays of a game succeeds (unbiased 1 − C(n−c,k)/C(n,k) per game); ",
      "pass^k: chance that all k succeed (C(c,k)/C(n,k)); both averaged over games. ",
      "k goes up to the fewest plays of any game; task types with a game played once have no row.",
    ),
  );
}

/** The games with a failed episode, worst first; the first 20, and a button for the rest. */
export function failingGamesTable(run: EvalRunReport): Node {
  const heading = h("h3", null, "Failing games");
  if (run.games.length === 0)
    return h(
      "div",
      { "data-testid": "failing-games" },
      heading,
      h("p", { class: "muted" }, "The episode records do not name their games, so there is no per-game table."),
    );
  const failing = failingGames(run.games);
  const columns: Column<GameRow>[] = [
    { head: "game", text: true, cell: (g) => h("span", { title: g.gamefile }, g.game) },
    { head: "task", text: true, cell: (g) => g.taskType },
    { head: "episodes", cell: (g) => integer(g.episodes) },
    { head: "successes", cell: (g) => integer(g.successes) },
    { head: "success", cell: (g) => percent(g.successRate) },
    { head: "mean steps", cell: (g) => fixed(g.meanSteps, 1) },
  ];
  const summary = `${failing.length} of ${run.games.length} games failed at least once (worst first).`;
  if (failing.length === 0) return h("div", { "data-testid": "failing-games" }, heading, h("p", { class: "muted" }, summary));
  const container = h("div", { "data-testid": "failing-games" });
  const draw = (all: boolean) => {
    const shown = all ? failing : failing.slice(0, FAILING_GAMES_SHOWN);
    const hidden = failing.length - FAILING_GAMES_SHOWN;
    container.replaceChildren();
    append(container, [
      heading,
      h("p", { class: "muted" }, summary, shown.length < failing.length ? ` Showing the first ${shown.length}.` : null),
      dataTable(columns, shown),
      hidden > 0
        ? h(
            "p",
            null,
            h(
              "button",
              { "data-testid": "failing-games-toggle", onclick: () => draw(!all) },
              all ? `show the first ${FAILING_GAMES_SHOWN}` : `show all ${failing.length}`,
            ),
          )
        : null,
    ]);
  };
  draw(false);
  return container;
}

/** One line per seed group the run belongs to: mean ± sd of micro and macro success over the seeds. */
export function seedLines(report: Report, run: EvalRunReport): Node | null {
  const groups = report.seeds.groups.filter((g) => g.runs.includes(run.label));
  const notes = report.seeds.notes.filter((n) => n.includes(run.label));
  if (groups.length === 0 && notes.length === 0) return null;
  const pp = (sd: number) => `${(Math.round(sd * 1000) / 10).toFixed(1)} pp`;
  return h(
    "div",
    { "data-testid": "seed-groups" },
    h("h3", null, "Over seeds"),
    h(
      "ul",
      { class: "notes" },
      groups.map((g) =>
        h(
          "li",
          { "data-testid": "seed-group" },
          h("b", null, `mean ± sd over ${g.runs.length} seeds (${g.seeds.join(", ")}): `),
          `micro ${percent(g.micro.mean)} ± ${pp(g.micro.sd)}, macro ${percent(g.macro.mean)} ± ${pp(g.macro.sd)}`,
          g.tasks.length > 1 ? `; ${g.tasks.map((t) => `${t.taskType} ${percent(t.mean)} ± ${pp(t.sd)}`).join(", ")}` : null,
          h("span", { class: "muted" }, ` · runs: ${g.runs.join(", ")} (same settings except the seed; sample sd)`),
        ),
      ),
      notes.map((n) => h("li", { class: "muted" }, n)),
    ),
  );
}

/** The manifest fields that decide comparability, where to find them in `manifest.json`. */
const MANIFEST_FIELDS: Array<[string, (m: Record<string, unknown>) => unknown]> = [
  ["games", (m) => gameCount(m)],
  ["text version", (m) => leaf(m, "dataset", "text_version")],
  ["label", (m) => leaf(m, "dataset", "label")],
  ["split", (m) => leaf(m, "dataset", "split")],
  ["prompt", (m) => leaf(m, "prompt", "variant")],
  ["prompt hash", (m) => leaf(m, "prompt", "templates_sha256")],
  ["projection", (m) => m.projection],
  ["model", (m) => leaf(m, "model", "name") ?? m.model],
  ["sampling", (m) => m.sampling],
  ["protocol", (m) => m.protocol],
];

/** The run's manifest (main fields) and every check that names the run, "not comparable" first. */
export function manifestCard(report: Report, run: EvalRunReport): Node {
  const checks = (report.comparison?.manifestChecks ?? []).filter((c) => c.run === run.label || c.against === run.label);
  const notComparable = checks.filter((c) => c.comparable === false);
  const rest = checks.filter((c) => c.comparable !== false);
  const manifest = run.manifest;
  const warnings = notComparable.length
    ? h(
        "ul",
        { class: "warnings", "data-testid": "not-comparable" },
        notComparable.map((c) => h("li", null, badge("not comparable", "bad"), " ", c.note)),
      )
    : null;
  const others = rest.length
    ? h(
        "ul",
        { class: "notes muted" },
        rest.map((c) => h("li", null, c.note)),
      )
    : null;
  // Without a manifest (runs from before manifests, summary-only folders) one line says so.
  if (!manifest)
    return h(
      "div",
      { "data-testid": "manifest" },
      h("h3", null, "Manifest ", badge("none", "neutral")),
      h("p", { class: "muted" }, "This run folder has no manifest.json: its comparability with other runs cannot be checked."),
      warnings,
      others,
    );
  return h(
    "div",
    { class: "card", "data-testid": "manifest" },
    h("h3", null, "Manifest"),
    h(
      "dl",
      { class: "facts" },
      MANIFEST_FIELDS.map(([name, pick]) => {
        const value = pick(manifest.entries);
        return value === undefined ? null : [h("dt", null, name), h("dd", null, describe(value))];
      }),
    ),
    h("p", { class: "muted" }, `file: ${manifest.file}`),
    warnings,
    others,
  );
}

function leaf(entries: Record<string, unknown>, group: string, key: string): unknown {
  const value = entries[group];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function gameCount(entries: Record<string, unknown>): unknown {
  const count = leaf(entries, "dataset", "game_count");
  if (count !== undefined) return count;
  const games = leaf(entries, "dataset", "games") ?? entries.games;
  return Array.isArray(games) ? games.length : undefined;
}

/** Scalars as written; objects as "key value, key value". */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "object" && !Array.isArray(value))
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${describe(v)}`)
      .join(", ");
  return typeof value === "string" ? value || "(empty)" : JSON.stringify(value);
}
