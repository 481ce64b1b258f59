// How a long command is stopped, one way for all: the first Ctrl-C (or SIGTERM) aborts the run's
// signal, so the steps in flight settle, their records are written and the same command resumes;
// a second one quits at once with exit 130.
import { setMaxListeners } from "node:events";
import { SeedworldError } from "../platform/errors.js";

export interface Interrupt {
  signal: AbortSignal;
  /** Runs the command's work, then takes the handlers off again. A failure that comes of the
   * interrupt (a child stopped by the signal reports an AbortError) is reported as the interrupt. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** `reason`: what the aborted signal carries (the CLI's handler exits 130 on an INTERRUPTED error). */
export function interruptible(reason: () => Error = () => new SeedworldError("INTERRUPTED", "interrupted")): Interrupt {
  const controller = new AbortController();
  // Each model call in flight listens to the run's signal until it ends; with more than ten calls in
  // flight Node would warn of a leak that is not one.
  setMaxListeners(0, controller.signal);
  let interrupts = 0;
  const onSignal = () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    process.stderr.write("seedworld: stopping after the steps in flight (again to quit now)\n");
    controller.abort(reason());
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    async run(work) {
      try {
        return await work();
      } catch (error) {
        throw controller.signal.aborted ? controller.signal.reason : error;
      } finally {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
      }
    },
  };
}
