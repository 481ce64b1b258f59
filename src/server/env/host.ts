// The env server's environments: ids counting up from 0 (AgentGym's), a cap on how many live at
// once, expiry of environments nobody has touched for a while (clients that crash never close),
// and the shards that run them. An env runs on the shard of the game it was last reset to (game
// index % shard count), so each game is compiled, and its memos filled, in one shard only. Every
// request is checked here in full before any shard changes anything, so a refused batch leaves
// every env as it was. Nothing here throws at a client: every method answers its value or a
// refusal (`refusal.ts`, boardgame.io's Master answers moves the same way), and the transports map
// refusals to their replies (`server/refusals.ts`).
import { compiledGameBytes } from "../../games/catalog.js";
import type { CatalogGame } from "./catalog.js";
import { isRefusal, refusal, type HostResult, type Refusal } from "./refusal.js";
import type { EnvSnapshot, ResetReply, ShardSettings, StepReply } from "./shard.js";
import { ShardRefusal } from "./shard-refusal.js";
import { LocalShard, WorkerShard, type Shard } from "./shards.js";

export interface HostOptions extends Omit<ShardSettings, "compiledCacheBytes"> {
  maxEnvs: number;
  /** Longest action (UTF-8 bytes) a step may send: ALFWorld's commands are under 100; longer ones are refused (action_too_long). */
  maxActionBytes: number;
  /** Action bytes one env may hold in its episode's replay journal; past it a step is refused (journal_full) until a reset. */
  maxEnvJournalBytes: number;
  /**
   * What all envs together may hold: their actions' bytes plus the compiled games they are on
   * (approximately, compiledGameBytes); past it steps and resets onto games not held are refused
   * (budget_exhausted) until envs reset or close. Unused compiled games are kept apart, up to a quarter of it.
   */
  memoryBudgetBytes: number;
  /** Milliseconds without a request after which an environment is dropped; 0 = never. */
  idleTimeoutMs: number;
  /** Worker threads running the engine; 0 = the server's own thread. */
  workers: number;
  now?: () => number;
}

interface Registered {
  lastUsed: number;
  /** The shard holding its engine env; null until the first reset. */
  shard: Shard | null;
  /** Steps sent since the last reset (past maxSteps an env is done and nothing more is journaled). */
  steps: number;
  /** UTF-8 bytes of the actions journaled since the last reset. */
  journalBytes: number;
  /** Counts resets and the close: a charge from an earlier episode is not given back to this one. */
  episode: number;
  /** The game it was last reset to (charged to the budget while any live env is on it). */
  game: number | null;
}

/** What one step charged an env, to give back should the shard refuse it. */
interface Charge {
  entry: Registered;
  bytes: number;
  episode: number;
}

/** The shards a server runs its host's envs on: `options.workers` worker threads, or one in its own thread. */
export function defaultShards(games: readonly CatalogGame[], options: HostOptions): Shard[] {
  const shardCount = Math.max(1, options.workers);
  const settings: ShardSettings = {
    maxSteps: options.maxSteps,
    compiledCacheSize: options.compiledCacheSize,
    compiledCacheBytes: options.memoryBudgetBytes / 4 / shardCount,
  };
  return options.workers > 0
    ? Array.from({ length: options.workers }, () => new WorkerShard({ games, settings }))
    : [new LocalShard(games, settings)];
}

/** A shard's refusal as the host's; anything else a shard throws is the server's own failure. */
function shardRefusal(error: unknown): Refusal {
  if (error instanceof ShardRefusal) return error.refusal;
  throw error;
}

export class EnvHost {
  private readonly registry = new Map<number, Registered>();
  private nextId = 0;
  private readonly shards: readonly Shard[];
  /** Games some shard has compiled: a reset of only these needs no separate hold round. */
  private readonly playable = new Set<number>();
  private readonly now: () => number;
  /** Sum of journalBytes over live envs (what a worker shard's replay journal holds). */
  private heldBytes = 0;
  /** Live envs per game, and the approximate bytes of the games that have any. */
  private readonly gameUsers = new Map<number, number>();
  private gameBytesHeld = 0;
  private readonly gameBytes = new Map<number, number>();

  /** `shards`: where envs run (a game on shard game % count), built by the caller (`defaultShards`). */
  constructor(
    readonly games: readonly CatalogGame[],
    private readonly options: HostOptions,
    shards: readonly Shard[],
  ) {
    if (shards.length === 0) throw new Error("an env host needs at least one shard");
    this.now = options.now ?? Date.now;
    this.shards = shards;
  }

  get size(): number {
    return this.registry.size;
  }

  /** Action bytes the envs' replay journals hold in all. */
  get journalBytes(): number {
    return this.heldBytes;
  }

  /** Approximate bytes of the compiled games live envs are on. */
  get compiledBytes(): number {
    return this.gameBytesHeld;
  }

  /** Whether env `id` is live (created, not closed or expired). */
  has(id: number): boolean {
    return this.registry.has(id);
  }

  get created(): number {
    return this.nextId;
  }

  get workers(): number {
    return this.options.workers;
  }

  /** Worker threads restarted (their envs rebuilt) after one died. */
  get workerRestarts(): number {
    return this.shards.reduce((sum, shard) => sum + shard.restarts, 0);
  }

  /** @internal Ends worker thread `index` as a crash would (tests of the restart). */
  async crashWorker(index: number): Promise<void> {
    const shard = this.shards[index];
    if (!(shard instanceof WorkerShard)) throw new Error(`no worker thread ${index}`);
    await shard.crashWorker();
  }

  /** `count` new envs' ids, or env_limit. */
  create(count = 1): HostResult<number[]> {
    if (this.registry.size + count > this.options.maxEnvs) {
      return refusal(
        "env_limit",
        `environment limit reached (${this.registry.size} live, at most ${this.options.maxEnvs}); close some first`,
      );
    }
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = this.nextId++;
      this.registry.set(id, { lastUsed: this.now(), shard: null, steps: 0, journalBytes: 0, episode: 0, game: null });
      ids.push(id);
    }
    return ids;
  }

  /** Starts game `games[i]` on env `ids[i]`; all ids must exist and all games be playable. */
  async reset(ids: readonly number[], games: readonly number[], worldType: string): Promise<HostResult<ResetReply[]>> {
    const entries = this.entries(ids);
    if (isRefusal(entries)) return entries;
    const outOfRange = games.find((game) => !Number.isInteger(game) || game < 0 || game >= this.games.length);
    if (outOfRange !== undefined) return refusal("unknown_game", `game ${outOfRange} is out of range (0..${this.games.length - 1})`);
    const groups = this.group(games.map((game) => this.shardOfGame(game)));
    const previous = entries.map((entry) => entry.game);
    const over = this.moveGames(ids, entries, games, true);
    if (over) return over;
    let held: [Shard, number][] = [];
    try {
      held = this.shards.length > 1 && games.some((game) => !this.playable.has(game)) ? await this.holdAll(groups, games) : [];
      return await this.scatter(groups, async (shard, positions) => {
        const replies = await shard.call(
          "reset",
          positions.map((i) => ids[i]),
          positions.map((i) => games[i]),
          worldType,
        );
        // Envs that moved to another shard leave their old one.
        const moved = positions.filter((i) => entries[i].shard !== null && entries[i].shard !== shard);
        await Promise.all(moved.map((i) => entries[i].shard!.call("close", [ids[i]])));
        for (const i of positions) {
          entries[i].shard = shard;
          this.forgetJournal(entries[i]);
          this.playable.add(games[i]);
        }
        // Closed (or expired) by another request while this reset was in flight: drop it here too.
        const closed = positions.filter((i) => this.registry.get(ids[i]) !== entries[i]).map((i) => ids[i]);
        if (closed.length) await shard.call("close", closed);
        return replies;
      });
    } catch (error) {
      this.moveGames(ids, entries, previous, false);
      return shardRefusal(error);
    } finally {
      await Promise.all(held.map(([shard, token]) => shard.call("release", token)));
    }
  }

  /** One /batch/step JSON result per id, in request order. */
  async step(ids: readonly number[], actions: readonly string[]): Promise<HostResult<string[]>> {
    const entries = this.startedEntries(ids);
    if (isRefusal(entries)) return entries;
    const charges = this.charge(entries, actions);
    if (isRefusal(charges)) return charges;
    try {
      return await this.scatter(this.group(entries.map((e) => e.shard)), (shard, positions) =>
        shard.call(
          "step",
          positions.map((i) => ids[i]),
          positions.map((i) => actions[i]),
        ),
      );
    } catch (error) {
      this.refund(charges);
      return shardRefusal(error);
    }
  }

  /** AgentGym's step; episode_finished once the episode is over. */
  async stepOne(id: number, action: string): Promise<HostResult<StepReply>> {
    const entries = this.startedEntries([id]);
    if (isRefusal(entries)) return entries;
    const charges = this.charge(entries, [action]);
    if (isRefusal(charges)) return charges;
    try {
      return await entries[0].shard.call("stepOne", id, action);
    } catch (error) {
      this.refund(charges);
      return shardRefusal(error);
    }
  }

  /** The env's last result, or null before its first reset. */
  async snapshot(id: number): Promise<HostResult<EnvSnapshot | null>> {
    const entries = this.entries([id]);
    if (isRefusal(entries)) return entries;
    const { shard } = entries[0];
    return shard ? shard.call("snapshot", id).catch(shardRefusal) : null;
  }

  /** The env's last result; not_reset before its first reset. */
  async startedSnapshot(id: number): Promise<HostResult<EnvSnapshot>> {
    const entries = this.startedEntries([id]);
    if (isRefusal(entries)) return entries;
    return entries[0].shard.call("snapshot", id).catch(shardRefusal);
  }

  /** Closes the envs (all of them, or none when an id is not live). */
  async close(ids: readonly number[]): Promise<HostResult<void>> {
    const entries = this.entries(ids);
    if (isRefusal(entries)) return entries;
    return this.drop(ids).then(() => undefined, shardRefusal);
  }

  /** Drops environments idle longer than the timeout; returns how many. */
  async expireIdle(): Promise<number> {
    if (this.options.idleTimeoutMs <= 0) return 0;
    const cutoff = this.now() - this.options.idleTimeoutMs;
    const idle = [...this.registry].filter(([, entry]) => entry.lastUsed <= cutoff).map(([id]) => id);
    await this.drop(idle);
    return idle.length;
  }

  /** Engine envs and compiled games held over all shards (each shard compiles the games it plays). */
  async shardStats(): Promise<{ engineEnvs: number; compiledGames: number }> {
    const stats = await Promise.all(this.shards.map((shard) => shard.call("stats")));
    return { engineEnvs: stats.reduce((sum, s) => sum + s.live, 0), compiledGames: stats.reduce((sum, s) => sum + s.compiled, 0) };
  }

  async stop(): Promise<void> {
    await Promise.all(this.shards.map((shard) => shard.stop()));
  }

  /**
   * The registry entries, each touched up to the first id that is not live: that one is refused,
   * saying whether it never existed (unknown_env) or was closed or expired (closed_env).
   */
  private entries(ids: readonly number[]): HostResult<Registered[]> {
    const entries: Registered[] = [];
    for (const id of ids) {
      const entry = this.registry.get(id);
      if (!entry) {
        const gone = Number.isInteger(id) && id >= 0 && id < this.nextId;
        return gone
          ? refusal("closed_env", `The task with environment ${id} has been deleted.`)
          : refusal("unknown_env", `The id ${id} is not valid.`);
      }
      entry.lastUsed = this.now();
      entries.push(entry);
    }
    return entries;
  }

  /** As entries(), each also reset at least once (not_reset otherwise). */
  private startedEntries(ids: readonly number[]): HostResult<(Registered & { shard: Shard })[]> {
    const started: (Registered & { shard: Shard })[] = [];
    for (const id of ids) {
      const entries = this.entries([id]);
      if (isRefusal(entries)) return entries;
      const entry = entries[0];
      if (!entry.shard) return refusal("not_reset", `The environment ${id} has not been reset; POST /reset first.`);
      started.push(entry as Registered & { shard: Shard });
    }
    return started;
  }

  /**
   * Checks the actions against the size limits and charges them to their envs (all or none), as
   * the worker shard's journal will hold them. Refusals come before any env changes.
   */
  private charge(entries: readonly (Registered & { shard: Shard })[], actions: readonly string[]): HostResult<Charge[]> {
    const sizes = actions.map((action) => Buffer.byteLength(action, "utf8"));
    const longest = Math.max(0, ...sizes);
    if (longest > this.options.maxActionBytes) {
      return refusal("action_too_long", `action of ${longest} bytes refused: actions are at most ${this.options.maxActionBytes} bytes`);
    }
    // Only steps the journal keeps cost memory: past maxSteps an env is done and they change nothing.
    const charges = entries.map((entry, i) => ({
      entry,
      bytes: entry.steps < this.options.maxSteps ? sizes[i] : 0,
      episode: entry.episode,
    }));
    for (const { entry, bytes } of charges) {
      if (entry.journalBytes + bytes > this.options.maxEnvJournalBytes) {
        return refusal(
          "journal_full",
          `this environment's actions since its reset reached ${this.options.maxEnvJournalBytes} bytes; reset it to go on`,
        );
      }
    }
    const total = charges.reduce((sum, c) => sum + c.bytes, 0);
    const over = this.checkBudget(total);
    if (over) return over;
    for (const { entry, bytes } of charges) {
      entry.steps += 1;
      entry.journalBytes += bytes;
    }
    this.heldBytes += total;
    return charges;
  }

  /** budget_exhausted when `more` bytes would take what envs hold past the memory budget. */
  private checkBudget(more: number): Refusal | null {
    if (this.heldBytes + this.gameBytesHeld + more <= this.options.memoryBudgetBytes) return null;
    return refusal(
      "budget_exhausted",
      `server memory budget reached (${this.heldBytes} bytes of actions and about ${this.gameBytesHeld} bytes of compiled games held, ${more} more asked, of ${this.options.memoryBudgetBytes}); reset or close environments, or retry later`,
    );
  }

  /**
   * Moves each live env's share of the budget from the game it is on to `games[i]`: a game is
   * charged once, while any live env is on it. With `check`, a move that would pass the budget is
   * refused (budget_exhausted) before anything changes.
   */
  private moveGames(
    ids: readonly number[],
    entries: readonly Registered[],
    games: readonly (number | null)[],
    check: boolean,
  ): Refusal | null {
    const live = entries.flatMap((entry, i) => (this.registry.get(ids[i]) === entry ? [{ entry, game: games[i] }] : []));
    if (check) {
      const change = new Map<number, number>();
      for (const { entry, game } of live) {
        if (entry.game !== null) change.set(entry.game, (change.get(entry.game) ?? 0) - 1);
        if (game !== null) change.set(game, (change.get(game) ?? 0) + 1);
      }
      let more = 0;
      for (const [game, delta] of change) {
        const before = this.gameUsers.get(game) ?? 0;
        if (before === 0 && delta > 0) more += this.bytesOfGame(game);
        else if (before > 0 && before + delta === 0) more -= this.bytesOfGame(game);
      }
      const over = more > 0 ? this.checkBudget(more) : null;
      if (over) return over;
    }
    for (const { entry, game } of live) {
      this.leaveGame(entry);
      entry.game = game;
      if (game === null) continue;
      const users = this.gameUsers.get(game) ?? 0;
      if (users === 0) this.gameBytesHeld += this.bytesOfGame(game);
      this.gameUsers.set(game, users + 1);
    }
    return null;
  }

  private leaveGame(entry: Registered): void {
    const game = entry.game;
    if (game === null) return;
    entry.game = null;
    const users = (this.gameUsers.get(game) ?? 1) - 1;
    if (users > 0) return void this.gameUsers.set(game, users);
    this.gameUsers.delete(game);
    this.gameBytesHeld -= this.bytesOfGame(game);
  }

  private bytesOfGame(game: number): number {
    let bytes = this.gameBytes.get(game);
    if (bytes === undefined) this.gameBytes.set(game, (bytes = compiledGameBytes(this.games[game].abs)));
    return bytes;
  }

  private refund(charges: readonly Charge[]): void {
    for (const { entry, bytes, episode } of charges) {
      // Reset or closed meanwhile: that already gave back all the episode held.
      if (entry.episode !== episode) continue;
      entry.steps -= 1;
      entry.journalBytes -= bytes;
      this.heldBytes -= bytes;
    }
  }

  private forgetJournal(entry: Registered): void {
    this.heldBytes -= entry.journalBytes;
    entry.journalBytes = 0;
    entry.steps = 0;
    entry.episode += 1;
  }

  private async drop(ids: readonly number[]): Promise<void> {
    const shards = ids.map((id) => this.registry.get(id)?.shard ?? null);
    for (const id of ids) {
      const entry = this.registry.get(id);
      if (entry) {
        this.forgetJournal(entry);
        this.leaveGame(entry);
      }
      this.registry.delete(id);
    }
    const groups = this.group(shards);
    await Promise.all(
      [...groups].map(([shard, positions]) =>
        shard.call(
          "close",
          positions.map((i) => ids[i]),
        ),
      ),
    );
  }

  private shardOfGame(game: number): Shard {
    return this.shards[game % this.shards.length];
  }

  /** Request positions per shard (positions without a shard are left out). */
  private group(shards: readonly (Shard | null)[]): Map<Shard, number[]> {
    const groups = new Map<Shard, number[]>();
    shards.forEach((shard, i) => {
      if (!shard) return;
      const positions = groups.get(shard);
      if (positions) positions.push(i);
      else groups.set(shard, [i]);
    });
    return groups;
  }

  /** Runs each shard's part at once and puts the answers back in request order. */
  private async scatter<T>(groups: Map<Shard, number[]>, run: (shard: Shard, positions: number[]) => Promise<T[]>): Promise<T[]> {
    const out: T[] = [];
    await Promise.all(
      [...groups].map(async ([shard, positions]) => {
        const part = await run(shard, positions);
        positions.forEach((position, k) => (out[position] = part[k]));
      }),
    );
    return out;
  }

  /**
   * Before a multi-shard reset with a game no shard has compiled yet: every shard compiles and holds
   * its games first, so a game that cannot be played refuses the whole batch before any env changes.
   */
  private async holdAll(groups: Map<Shard, number[]>, games: readonly number[]): Promise<[Shard, number][]> {
    const attempts = await Promise.allSettled(
      [...groups].map(
        async ([shard, positions]) =>
          [
            shard,
            await shard.call(
              "hold",
              positions.map((i) => games[i]),
            ),
          ] as [Shard, number],
      ),
    );
    const held = attempts.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    const refused = attempts.find((a) => a.status === "rejected");
    if (refused) {
      await Promise.all(held.map(([shard, token]) => shard.call("release", token)));
      throw (refused as PromiseRejectedResult).reason;
    }
    return held;
  }
}
