// Progress: a cli-progress bar on a terminal (episodes, success so far, tokens, ETA), plain
// one-line updates elsewhere (CI logs), or nothing (tests).
import cliProgress from "cli-progress";
import type { ProgressEvent, ProgressSink } from "./runner.js";

const rate = (event: ProgressEvent) => (event.done ? (event.successes / event.done).toFixed(3) : "-");

function eta(event: ProgressEvent): string {
  if (event.ranThisInvocation === 0) return "?";
  const seconds = (event.elapsedS / event.ranThisInvocation) * (event.requested - event.done);
  return seconds >= 3600 ? `${(seconds / 3600).toFixed(1)}h` : seconds >= 60 ? `${(seconds / 60).toFixed(1)}m` : `${seconds.toFixed(0)}s`;
}

export class PlainProgress implements ProgressSink {
  constructor(private readonly write: (line: string) => void = (line) => process.stderr.write(line + "\n")) {}
  taskStart(e: ProgressEvent) {
    this.write(`[task ${e.task.id} ${e.task.name}] ${e.done}/${e.requested} episodes already done`);
  }
  episodeDone(e: ProgressEvent) {
    this.write(`[task ${e.task.id} ${e.task.name}] ${e.done}/${e.requested} success ${rate(e)} tokens ${e.tokens} eta ${eta(e)}`);
  }
  taskEnd(e: ProgressEvent) {
    this.write(`[task ${e.task.id} ${e.task.name}] finished: ${e.done}/${e.requested}, success ${rate(e)}, ${e.elapsedS.toFixed(1)} s this run`);
  }
  log(line: string) {
    this.write(line);
  }
}

export class BarProgress implements ProgressSink {
  private bar: cliProgress.SingleBar | null = null;

  taskStart(e: ProgressEvent) {
    this.bar = new cliProgress.SingleBar(
      { format: `task ${e.task.id} ${e.task.name.padEnd(20)} [{bar}] {value}/{total} | success {rate} | tokens {tokens} | eta {etaText}`, hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    this.bar.start(e.requested, e.done, { rate: rate(e), tokens: e.tokens, etaText: "?" });
  }
  episodeDone(e: ProgressEvent) {
    this.bar?.update(e.done, { rate: rate(e), tokens: e.tokens, etaText: eta(e) });
  }
  taskEnd(e: ProgressEvent) {
    this.bar?.update(e.done, { rate: rate(e), tokens: e.tokens, etaText: "0s" });
    this.bar?.stop();
    this.bar = null;
  }
  log(line: string) {
    // Print above the bar without breaking it.
    if (this.bar) process.stderr.write(`\r\x1b[K${line}\n`);
    else process.stderr.write(line + "\n");
  }
}

export class SilentProgress implements ProgressSink {
  readonly lines: string[] = [];
  taskStart() {}
  episodeDone() {}
  taskEnd() {}
  log(line: string) {
    this.lines.push(line);
  }
}

export function defaultProgress(): ProgressSink {
  return process.stderr.isTTY ? new BarProgress() : new PlainProgress();
}
