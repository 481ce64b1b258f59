// Intervals that are honest about repeated games, and pass@k / pass^k. Episodes of one game are
// not independent draws (the same game is easy or hard every time), so when a game was played
// more than once the interval comes from a bootstrap over games; Wilson, which treats every
// episode as an independent trial, is used only when every game appears once.
import {
  bootstrapOverGames,
  mean,
  passAtK,
  passHatK,
  wilsonInterval,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  type Interval,
} from "./stats.js";
import type { GameRow } from "./games.js";

export type IntervalMethod = "wilson" | "wilson-games" | "bootstrap-games" | "none";

export interface Uncertainty {
  method: IntervalMethod;
  ci95?: Interval;
  /** One line on why this method, e.g. "100 episodes over 17 distinct games". */
  basis: string;
}

/** What the interval of one task type rests on. */
export interface TaskSample {
  episodes: number;
  successes: number;
  /** Per-game tallies when every record names its game. */
  games?: GameRow[];
  /** The summary's `distinct_games`, for folders without records. */
  distinctGamesInSummary?: number;
}

export function repeatsGames(sample: TaskSample): boolean {
  if (sample.games) return sample.games.length < sample.episodes;
  return sample.distinctGamesInSummary !== undefined && sample.distinctGamesInSummary < sample.episodes;
}

export interface RunUncertainty {
  tasks: Uncertainty[];
  micro: Uncertainty;
  macro: Uncertainty;
}

const NO_EPISODES: Uncertainty = { method: "none", basis: "no episodes played: no rate and no interval" };

/**
 * Intervals for every task type and the micro and macro averages of one run. A macro rate (mean of
 * task rates) is not one binomial, so it only gets an interval from the bootstrap over games, which
 * needs every record to name its game; micro uses the bootstrap only when games repeat. Task types
 * with no episodes get no interval and take no part in the averages' intervals. Where a percentile
 * bootstrap would collapse to a single point (every game ended the same way on each play, or one
 * game), the interval is Wilson over the distinct games instead: certainty the data cannot give is
 * never printed.
 */
export function runUncertainty(samples: TaskSample[]): RunUncertainty {
  const played = samples.filter((s) => s.episodes > 0);
  const allGamesKnown = played.length > 0 && played.every((s) => s.games !== undefined && s.games.length > 0);
  const anyRepeat = played.some(repeatsGames);
  const bootstrap = allGamesKnown ? bootstrapOverGames(played.map(tallies)) : undefined;
  const tasks = samples.map((sample) =>
    sample.episodes === 0 ? NO_EPISODES : taskUncertainty(sample, bootstrap?.strata[played.indexOf(sample)]),
  );
  if (played.length === 0) return { tasks, micro: NO_EPISODES, macro: NO_EPISODES };
  const episodes = played.reduce((t, s) => t + s.episodes, 0);
  const successes = played.reduce((t, s) => t + s.successes, 0);
  const allGames = allGamesKnown ? played.flatMap((s) => s.games!) : undefined;
  const bootstrapped = (interval: Interval): Uncertainty => ({
    method: "bootstrap-games",
    ci95: interval,
    basis: `${bootstrapText()}; ${episodes} episodes over ${allGames!.length} distinct games`,
  });
  const macroRate = mean(played.map((s) => s.successes / s.episodes));
  const macro: Uncertainty = !bootstrap
    ? { method: "none", basis: "a mean of task rates is not one binomial, and without per-game records there are no games to resample" }
    : played.every((s) => collapses(s.games!))
      ? overDistinctGames(macroRate * allGames!.length, allGames!.length, "in every task type every game ended the same way on each play")
      : bootstrapped(bootstrap.macro);
  if (bootstrap && anyRepeat) {
    const micro = collapses(allGames!)
      ? overDistinctGames(gameSuccesses(allGames!), allGames!.length, "every game ended the same way on each play")
      : bootstrapped(bootstrap.micro);
    return { tasks, micro, macro };
  }
  if (anyRepeat)
    return { tasks, micro: { method: "none", basis: "games repeat but some task types have no per-game records to resample" }, macro };
  return {
    tasks,
    micro: { method: "wilson", ci95: wilsonInterval(successes, episodes), basis: wilsonBasis(episodes, allGames?.length) },
    macro,
  };
}

function taskUncertainty(sample: TaskSample, bootstrapped: Interval | undefined): Uncertainty {
  if (sample.games && repeatsGames(sample)) {
    if (collapses(sample.games)) {
      const why = sample.games.length === 1 ? "one game, played repeatedly" : "every game ended the same way on each play";
      return overDistinctGames(gameSuccesses(sample.games), sample.games.length, why);
    }
    return {
      method: "bootstrap-games",
      ci95: bootstrapped,
      basis: `${bootstrapText()}; ${sample.episodes} episodes over ${sample.games.length} distinct games${fewGames(sample.games.length)}`,
    };
  }
  if (repeatsGames(sample)) {
    return {
      method: "none",
      basis: `${sample.episodes} episodes over ${sample.distinctGamesInSummary} distinct games (summary), no per-game records to resample`,
    };
  }
  return {
    method: "wilson",
    ci95: wilsonInterval(sample.successes, sample.episodes),
    basis: wilsonBasis(sample.episodes, sample.games?.length ?? sample.distinctGamesInSummary),
  };
}

/**
 * A percentile bootstrap over games resamples only what the games show: when every game has the
 * same success rate (all won, all lost, or a single game) every resample is identical and the
 * interval has zero width. Then the games, not the episodes, are the trials.
 */
function collapses(games: GameRow[]): boolean {
  return games.every((g) => g.successRate === games[0].successRate);
}

/** Per-game success rates summed: the number of games won when every game ends the same way each play. */
function gameSuccesses(games: GameRow[]): number {
  return games.reduce((t, g) => t + g.successRate, 0);
}

function overDistinctGames(successes: number, games: number, why: string): Uncertainty {
  return {
    method: "wilson-games",
    ci95: wilsonInterval(successes, games),
    basis: `Wilson over ${games} distinct game${games === 1 ? "" : "s"} (each game one trial): ${why}, so a bootstrap over games would collapse to a zero-width interval`,
  };
}

function wilsonBasis(episodes: number, games: number | undefined): string {
  return games === undefined
    ? `Wilson; the records do not name games, so ${episodes} episodes are assumed to be ${episodes} distinct games`
    : `Wilson; ${episodes} episodes, each a different game`;
}

function bootstrapText(): string {
  return `bootstrap over games (${BOOTSTRAP_RESAMPLES} resamples, seed ${BOOTSTRAP_SEED}, percentile)`;
}

function fewGames(games: number): string {
  return games < 5 ? `; with ${games} game${games === 1 ? "" : "s"} the interval cannot show game-to-game spread` : "";
}

function tallies(sample: TaskSample): Array<{ episodes: number; successes: number }> {
  return sample.games!.map((g) => ({ episodes: g.episodes, successes: g.successes }));
}

// ------------------------------------------------------------------ pass@k

export interface PassK {
  k: number;
  /** Mean over games of the unbiased per-game pass@k. */
  passAtK: number;
  /** Mean over games of pass^k (all k plays succeed). */
  passHatK: number;
}

export interface PassKSummary {
  /** Fewest plays of any game: the largest k every game supports. */
  minPlays: number;
  maxPlays: number;
  games: number;
  values: PassK[];
}

/**
 * pass@k and pass^k for k = 1..K, K the fewest plays of any game, averaged over the games; undefined
 * unless every game was played at least twice (with one play, both are just the success rate).
 */
export function passKOverGames(games: GameRow[]): PassKSummary | undefined {
  if (games.length === 0) return undefined;
  const plays = games.map((g) => g.episodes);
  const minPlays = Math.min(...plays);
  if (minPlays < 2) return undefined;
  const values: PassK[] = [];
  for (let k = 1; k <= minPlays; k++) {
    values.push({
      k,
      passAtK: mean(games.map((g) => passAtK(g.episodes, g.successes, k))),
      passHatK: mean(games.map((g) => passHatK(g.episodes, g.successes, k))),
    });
  }
  return { minPlays, maxPlays: Math.max(...plays), games: games.length, values };
}
