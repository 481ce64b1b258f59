// Eval's progress events shown on the one progress display (src/platform/progress.ts): a bar per
// task on a terminal, plain lines elsewhere, nothing in tests (whose log lines are kept).
import { defaultStageProgress, SilentStageProgress, type StageProgress } from "../platform/progress.js";
import type { ProgressEvent, ProgressSink } from "./runner.js";
import type { SettingNamer } from "../platform/errors.js";

const rate = (counts: { done: number; successes: number }) => (counts.done ? (counts.successes / counts.done).toFixed(3) : "-");
const label = (event: ProgressEvent) => `task ${event.task.id} ${event.task.name}`;

/** One stage for the whole evaluation (its task types play at once): every task's episodes counted together, a line as
 * each task ends. */
export class EvalProgress implements ProgressSink {
  readonly #tasks = new Map<number, ProgressEvent>();
  readonly #ended = new Set<number>();
  constructor(protected readonly display: StageProgress) {}
  get settingNames() {
    return this.display.settingNames;
  }
  start(events: readonly ProgressEvent[]) {
    for (const e of events) this.#tasks.set(e.task.id, e);
    const all = this.#all();
    this.display.start(events.length === 1 ? label(events[0]) : `eval, ${events.length} task types`, all.requested, all.done);
  }
  episodeDone(e: ProgressEvent) {
    this.#tasks.set(e.task.id, e);
    const all = this.#all();
    this.display.update(all.done, `success ${rate(all)} tokens ${all.tokens}`);
  }
  taskEnd(e: ProgressEvent) {
    this.episodeDone(e);
    this.#ended.add(e.task.id);
    this.display.log(`[${label(e)}] finished: ${e.done}/${e.requested}, success ${rate(e)}, ${e.elapsedS.toFixed(1)} s this run`);
    if (this.#ended.size === this.#tasks.size) this.display.stop();
  }
  log(line: string) {
    this.display.log(line);
  }
  #all(): { requested: number; done: number; successes: number; tokens: number } {
    const all = { requested: 0, done: 0, successes: 0, tokens: 0 };
    for (const e of this.#tasks.values()) {
      all.requested += e.requested;
      all.done += e.done;
      all.successes += e.successes;
      all.tokens += e.tokens;
    }
    return all;
  }
}

/** No display; the log lines are kept for tests. */
export class SilentProgress extends EvalProgress {
  constructor(settingNames?: SettingNamer) {
    super(Object.assign(new SilentStageProgress(), { settingNames }));
  }
  get lines(): string[] {
    return (this.display as SilentStageProgress).lines;
  }
}

export function defaultProgress(): ProgressSink {
  return new EvalProgress(defaultStageProgress());
}
