// Eval's progress events shown on the one progress display (src/platform/progress.ts): a bar per
// task on a terminal, plain lines elsewhere, nothing in tests (whose log lines are kept).
import { defaultStageProgress, SilentStageProgress, type StageProgress } from "../platform/progress.js";
import type { ProgressEvent, ProgressSink } from "./runner.js";
import type { SettingNamer } from "../platform/errors.js";

const rate = (event: ProgressEvent) => (event.done ? (event.successes / event.done).toFixed(3) : "-");
const label = (event: ProgressEvent) => `task ${event.task.id} ${event.task.name}`;

export class EvalProgress implements ProgressSink {
  constructor(protected readonly display: StageProgress) {}
  get settingNames() {
    return this.display.settingNames;
  }
  taskStart(e: ProgressEvent) {
    this.display.start(label(e), e.requested, e.done);
  }
  episodeDone(e: ProgressEvent) {
    this.display.update(e.done, `success ${rate(e)} tokens ${e.tokens}`);
  }
  taskEnd(e: ProgressEvent) {
    this.display.update(e.done, `success ${rate(e)} tokens ${e.tokens}`);
    this.display.stop();
    this.display.log(`[${label(e)}] finished: ${e.done}/${e.requested}, success ${rate(e)}, ${e.elapsedS.toFixed(1)} s this run`);
  }
  log(line: string) {
    this.display.log(line);
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
