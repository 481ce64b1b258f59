// Server commands fail on bad input (no games, a busy port, an unreadable file) with one line on
// stderr and exit code 1, never a stack trace.
export function oneLineErrors<A extends unknown[]>(command: string, action: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await action(...args);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const message = code === "EADDRINUSE" ? "the port is already in use (choose another with --port; 0 = any free port)" : (error as Error).message ?? String(error);
      process.stderr.write(`seedworld ${command}: ${message.split("\n")[0]}\n`);
      process.exit(1);
    }
  };
}
