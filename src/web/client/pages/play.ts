// Playable game: the engine runs in the page (it is pure), on any game the dashboard loaded.
// The admissible commands are buttons; a typed command goes through the same step() call, so an
// inadmissible one answers "Nothing happens." exactly as in ALFWorld.
import { AlfworldEnv, compileGame, DEFAULT_MAX_STEPS, TimeLimit, type CompiledGame, type StepResult } from "../../../engine/index.js";
import { DataKeys, type GameDocument, type GameEntry } from "../../model.js";
import { hashFor, navigate, type PageContext } from "../context.js";
import { append, dataTable, h, select } from "../dom.js";

const LIST_LIMIT = 500;

export async function playPage(context: PageContext): Promise<Node> {
  const { overview, params } = context;
  if (params[0] === undefined) return gameList(overview.games, context.query.get("task") ?? "", overview.gamesOrigin);
  const entry = overview.games[Number(params[0])];
  if (!entry) return h("div", { "data-testid": "play-page" }, h("p", { class: "error" }, `No game number ${params[0]}.`));
  const document = await context.data.load<GameDocument>(DataKeys.game(entry.index));
  return new PlaySession(entry, compileGame(document.file)).element;
}

function gameList(games: GameEntry[], task: string, origin: string): Node {
  const shown = games.filter((g) => !task || g.taskType === task);
  const taskTypes = [...new Set(games.map((g) => g.taskType ?? "unknown"))].sort();
  return h(
    "div",
    { "data-testid": "play-page" },
    h("h1", null, "Play a game"),
    h("p", { class: "muted" }, `${games.length} game(s): ${origin}. The engine runs in this page; nothing is sent anywhere.`),
    h(
      "div",
      { class: "filters" },
      h(
        "label",
        null,
        "task type",
        select(
          [["", "all"], ...taskTypes.map((t): [string, string] => [t, t])],
          task,
          (v) => navigate(hashFor("play", [], { task: v })),
          "filter-game-task",
        ),
      ),
      shown.length > LIST_LIMIT ? h("span", { class: "muted" }, `showing the first ${LIST_LIMIT} of ${shown.length}`) : null,
    ),
    dataTable(
      [
        { head: "game", text: true, cell: (g) => g.label },
        { head: "task type", text: true, cell: (g) => g.taskType ?? "–" },
        { head: "split", text: true, cell: (g) => g.split ?? "–" },
      ],
      shown.slice(0, LIST_LIMIT),
      { onRow: (g) => navigate(hashFor("play", [g.index])), testId: "game-table", rowAttrs: (g) => ({ "data-game": g.index }) },
    ),
  );
}

class PlaySession {
  readonly element: HTMLElement;
  private env: TimeLimit<AlfworldEnv>;
  private result: StepResult;
  private readonly transcript = h("div", { class: "card transcript", "data-testid": "transcript" });
  private readonly side = h("div");

  constructor(
    private readonly entry: GameEntry,
    private readonly game: CompiledGame,
  ) {
    this.env = new TimeLimit(new AlfworldEnv(game), DEFAULT_MAX_STEPS);
    this.result = this.env.reset();
    this.element = h(
      "div",
      { "data-testid": "play-page" },
      h("p", null, h("a", { href: hashFor("play") }, "← all games")),
      h("h1", null, "Play"),
      h(
        "div",
        { class: "card" },
        h("div", null, h("b", null, "Task: "), game.taskDescription),
        h("div", { class: "muted" }, `${entry.taskType ?? "unknown task type"} · ${entry.label}`),
      ),
      h("div", { class: "play" }, this.transcript, this.side),
    );
    this.addToTranscript(null, this.result.observation);
    this.renderSide();
  }

  private step(command: string): void {
    if (this.result.done) return;
    this.result = this.env.step(command);
    this.addToTranscript(command, this.result.observation);
    this.renderSide();
  }

  private restart(): void {
    this.env = new TimeLimit(new AlfworldEnv(this.game), DEFAULT_MAX_STEPS);
    this.result = this.env.reset();
    this.transcript.replaceChildren();
    this.addToTranscript(null, this.result.observation);
    this.renderSide();
  }

  private addToTranscript(command: string | null, observation: string): void {
    this.transcript.append(
      h("div", { class: "turn" }, command === null ? null : h("div", { class: "cmd" }, `> ${command}`), h("pre", null, observation)),
    );
    this.transcript.scrollTop = this.transcript.scrollHeight;
  }

  private renderSide(): void {
    const r = this.result;
    const input = h("input", {
      type: "text",
      placeholder: "type a command",
      "aria-label": "command",
      "data-testid": "command-input",
      disabled: r.done,
    });
    const form = h(
      "form",
      { onsubmit: (event: Event) => (event.preventDefault(), input.value.trim() && this.step(input.value.trim())) },
      input,
      " ",
      h("button", { type: "submit", disabled: r.done }, "Send"),
    );
    this.side.replaceChildren();
    append(this.side, [
      h(
        "div",
        { class: "card", "data-testid": "status" },
        `Steps ${r.info.steps} / ${this.env.maxEpisodeSteps} · moves ${r.info.moves}`,
        " ",
        h("button", { onclick: () => this.restart(), "data-testid": "restart" }, "Restart"),
      ),
      r.won ? h("div", { class: "banner won", "data-testid": "game-won" }, `Won in ${r.info.steps} steps.`) : null,
      r.truncated
        ? h(
            "div",
            { class: "banner lost", "data-testid": "game-lost" },
            `Step limit reached (${this.env.maxEpisodeSteps}) without reaching the goal.`,
          )
        : null,
      h("div", { class: "card" }, form),
      h(
        "div",
        { class: "card commands", "data-testid": "commands" },
        h("h3", null, `Admissible commands (${r.info.admissibleCommands.length})`),
        this.commandGroups(r),
      ),
      this.walkthrough(),
    ]);
    if (!r.done) input.focus({ preventScroll: true });
  }

  private commandGroups(r: StepResult): Node[] {
    const groups = new Map<string, string[]>();
    for (const command of r.info.admissibleCommands) {
      const verb = command.startsWith("go to ") ? "go to" : command.split(" ")[0];
      groups.set(verb, [...(groups.get(verb) ?? []), command]);
    }
    return [...groups].map(([verb, commands]) =>
      h(
        "div",
        { class: "group" },
        h("b", null, verb),
        commands.map((c) => h("button", { "data-command": c, disabled: r.done, onclick: () => this.step(c) }, c)),
      ),
    );
  }

  private walkthrough(): Node | null {
    const steps = this.game.walkthrough;
    if (!steps?.length) return null;
    return h(
      "details",
      { class: "card" },
      h("summary", null, `walkthrough in the game file (${steps.length} commands)`),
      h("pre", null, steps.map((c) => this.game.toDisplayCommand(c)).join("\n")),
    );
  }
}
