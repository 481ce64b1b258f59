// Progress of long work (eval tasks, SEED stages): a cli-progress bar on a terminal, plain lines
// elsewhere (at most one per 5% of the stage), nothing in tests. One display for every command.
import cliProgress from "cli-progress";
import type { SettingNamer } from "./errors.js";

export interface StageProgress {
  /** How the front end names settings in the lines it shows (the CLI: the command's flags); absent: the setting's own name. */
  settingNames?: SettingNamer;
  /** A new stage of `total` items, `done` of them already finished (a resumed run). */
  start(stage: string, total: number, done?: number): void;
  update(done: number, note?: string): void;
  stop(): void;
  log(line: string): void;
}

export class BarStageProgress implements StageProgress {
  settingNames?: SettingNamer;
  private bar: cliProgress.SingleBar | null = null;
  private started = 0;
  private startDone = 0;
  private total = 0;
  start(stage: string, total: number, done = 0) {
    // Our own eta: cli-progress's reads "eta NFs" (infinity, cut short) once progress stalls or stops.
    this.bar = new cliProgress.SingleBar(
      { format: `${stage.padEnd(8)} [{bar}] {value}/{total} | {note} | eta {eta}`, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    this.started = performance.now();
    this.startDone = done;
    this.total = total;
    this.bar.start(total, done, { note: "", eta: "–" });
  }
  update(done: number, note = "") {
    this.bar?.update(done, { note, eta: etaText(done - this.startDone, this.total - done, performance.now() - this.started) });
  }
  stop() {
    this.bar?.stop();
    this.bar = null;
  }
  log(line: string) {
    process.stderr.write(this.bar ? `\r\x1b[K${line}\n` : `${line}\n`);
  }
}

/** Time left at the pace so far: "–" before the first item, "0s" when done. */
export function etaText(doneThisRun: number, remaining: number, elapsedMs: number): string {
  if (remaining <= 0) return "0s";
  if (doneThisRun <= 0) return "–";
  const seconds = Math.round(((elapsedMs / doneThisRun) * remaining) / 1000);
  return seconds < 120 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
}

export class PlainStageProgress implements StageProgress {
  settingNames?: SettingNamer;
  private stage = "";
  private total = 0;
  private lastShown = -1;
  private started = 0;
  constructor(private readonly write: (line: string) => void = (line) => process.stderr.write(line + "\n")) {}
  start(stage: string, total: number, done = 0) {
    this.stage = stage;
    this.total = total;
    this.lastShown = -1;
    this.started = performance.now();
    this.write(`[${stage}] ${done}/${total}`);
  }
  update(done: number, note = "") {
    const bucket = this.total > 0 ? Math.floor((done / this.total) * 20) : 20;
    if (bucket === this.lastShown && done !== this.total) return;
    this.lastShown = bucket;
    const seconds = (performance.now() - this.started) / 1000;
    this.write(`[${this.stage}] ${done}/${this.total}${note ? ` ${note}` : ""} ${seconds.toFixed(1)}s`);
  }
  stop() {}
  log(line: string) {
    this.write(line);
  }
}

export class SilentStageProgress implements StageProgress {
  settingNames?: SettingNamer;
  readonly lines: string[] = [];
  start() {}
  update() {}
  stop() {}
  log(line: string) {
    this.lines.push(line);
  }
}

/** A bar on a terminal, plain lines elsewhere; `settingNames`: how the front end names settings. */
export function defaultStageProgress(settingNames?: SettingNamer): StageProgress {
  const display = process.stderr.isTTY ? new BarStageProgress() : new PlainStageProgress();
  display.settingNames = settingNames;
  return display;
}
