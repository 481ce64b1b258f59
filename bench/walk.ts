// The engine benchmarks' workload (bench/engine.ts, bench/engine-ab.ts): random legal walks, a fresh
// episode of 100 steps on every environment in turn, admissible commands read after every step.

/** What a walk needs of an environment (any build of the engine's AlfworldEnv). */
interface WalkEnv {
  reset(): { info: { admissibleCommands: readonly string[] } };
  step(command: string): { info: { admissibleCommands: readonly string[] } };
}

/** The benchmarks' seeded generator (uniform in [0, 1)). */
export function lcg(seed: number): () => number {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** One round: 100 random legal steps on every env from a reset; returns the steps taken. */
export function walkRound(envs: readonly WalkEnv[], random: () => number): number {
  let steps = 0;
  for (const env of envs) {
    let r = env.reset();
    for (let i = 0; i < 100; i++) {
      const commands = r.info.admissibleCommands;
      r = env.step(commands[Math.floor(random() * commands.length)]);
      steps++;
    }
  }
  return steps;
}
