// Trajectory viewer: the episodes of every evaluation task with per-episode records, filtered by
// run, task type and outcome; one episode shows each step's observation, prompt, model output,
// parsed action, validity, reward, tokens and latency.
import { integer, metric } from "../../../report/format.js";
import { DataKeys, type EpisodeDocument, type EpisodeSummary, type StepView } from "../../model.js";
import { hashFor, navigate, type PageContext } from "../context.js";
import { badge, dataTable, h, select } from "../dom.js";

const FILTERS = ["run", "task", "outcome"] as const;

export async function trajectoriesPage({ data, query }: PageContext): Promise<Node> {
  const all = await data.load<EpisodeSummary[]>(DataKeys.episodes);
  const filter = Object.fromEntries(FILTERS.map((f) => [f, query.get(f) ?? ""])) as Record<(typeof FILTERS)[number], string>;
  const shown = all.filter(
    (e) =>
      (!filter.run || e.runLabel === filter.run) &&
      (!filter.task || e.taskType === filter.task) &&
      (!filter.outcome || (filter.outcome === "success") === e.success),
  );
  const change = (name: string) => (value: string) => navigate(hashFor("trajectories", [], { ...filter, [name]: value }));
  const choices = (values: string[]): Array<[string, string]> => [
    ["", "all"],
    ...[...new Set(values)].sort().map((v): [string, string] => [v, v]),
  ];
  return h(
    "div",
    { "data-testid": "trajectories-page" },
    h("h1", null, "Trajectories"),
    all.length === 0 ? h("p", { class: "muted" }, "No evaluation folder with per-episode records (.jsonl) was loaded.") : null,
    h(
      "div",
      { class: "filters" },
      h("label", null, "run", select(choices(all.map((e) => e.runLabel)), filter.run, change("run"), "filter-run")),
      h("label", null, "task type", select(choices(all.map((e) => e.taskType)), filter.task, change("task"), "filter-task")),
      h(
        "label",
        null,
        "outcome",
        select(
          [
            ["", "all"],
            ["success", "success"],
            ["failure", "failure"],
          ],
          filter.outcome,
          change("outcome"),
          "filter-outcome",
        ),
      ),
      h("span", { class: "muted", "data-testid": "episode-count" }, `${shown.length} of ${all.length} episodes`),
    ),
    dataTable(
      [
        { head: "run", text: true, cell: (e) => e.runLabel },
        { head: "task type", text: true, cell: (e) => e.taskType },
        { head: "episode", cell: (e) => e.episode },
        { head: "outcome", cell: (e) => outcomeBadge(e.success) },
        { head: "steps", cell: (e) => e.steps },
        { head: "tokens", cell: (e) => integer(e.totalTokens) },
        { head: "latency/step", cell: (e) => `${metric(e.avgStepLatencyS)} s` },
        { head: "task", wrap: true, cell: (e) => e.task ?? "" },
      ],
      shown,
      {
        onRow: (e) => navigate(hashFor("episode", [e.source, e.ordinal])),
        testId: "episode-table",
        rowAttrs: (e) => ({ "data-episode": `${e.source}-${e.ordinal}` }),
      },
    ),
  );
}

export async function episodePage({ data, params }: PageContext): Promise<Node> {
  const [source, ordinal] = params.map(Number);
  const episode = await data.load<EpisodeDocument>(DataKeys.episode(source, ordinal));
  return h(
    "div",
    { "data-testid": "episode-page" },
    h("p", null, h("a", { href: hashFor("trajectories") }, "← all episodes")),
    h("h1", null, `${episode.taskType} · episode ${episode.episode} `, outcomeBadge(episode.success)),
    h(
      "div",
      { class: "card" },
      episode.task ? h("div", null, h("b", null, "Task: "), episode.task) : null,
      h(
        "div",
        null,
        `${episode.steps} steps · ${integer(episode.totalTokens)} tokens · ${metric(episode.avgStepLatencyS)} s per step`,
        episode.termination ? ` · ended: ${episode.termination}` : "",
      ),
      episode.gamefile ? h("div", { class: "muted" }, episode.gamefile) : null,
      episode.game !== undefined
        ? h("div", null, h("a", { href: hashFor("play", [episode.game]) }, "Play this game in the browser →"))
        : null,
    ),
    episode.stepRecords.map((step, i) => stepCard(step, i === episode.stepRecords.length - 1)),
  );
}

function outcomeBadge(success: boolean): HTMLElement {
  return success ? badge("success", "good") : badge("failure", "bad");
}

/** The last step also shows what the engine answered, since no later step's observation does. */
function stepCard(step: StepView, last: boolean): HTMLElement {
  const tone = step.won ? "won" : step.valid === false ? "invalid" : "valid";
  const tokens =
    step.totalTokens === null ? "" : `tokens ${step.promptTokens ?? "?"} + ${step.completionTokens ?? "?"} = ${step.totalTokens}`;
  return h(
    "div",
    { class: `step ${tone}`, "data-testid": "step" },
    h(
      "div",
      { class: "head" },
      h("b", null, `step ${step.step}`),
      h("span", { class: "action" }, `> ${step.action}`),
      step.valid === null ? null : step.valid ? badge("valid", "good") : badge("invalid", "bad"),
      step.won ? badge("won", "good") : null,
      h("span", { class: "muted" }, `reward ${step.reward ?? "–"}`),
      h("span", { class: "muted" }, tokens),
      h("span", { class: "muted" }, step.latencyS === null ? "" : `${metric(step.latencyS)} s`),
    ),
    step.observation ? h("pre", { class: "observation" }, step.observation) : null,
    step.modelOutput ? h("details", { open: true }, h("summary", null, "model output"), h("pre", null, step.modelOutput)) : null,
    step.reasoning ? h("details", null, h("summary", null, "reasoning"), h("pre", null, step.reasoning)) : null,
    step.prompt ? h("details", null, h("summary", null, "prompt"), h("pre", null, step.prompt)) : null,
    step.admissible.length
      ? h("details", null, h("summary", null, `admissible actions (${step.admissible.length})`), h("pre", null, step.admissible.join("\n")))
      : null,
    last && step.nextObservation
      ? h("details", { open: true }, h("summary", null, "engine's answer"), h("pre", { class: "observation" }, step.nextObservation))
      : null,
  );
}
