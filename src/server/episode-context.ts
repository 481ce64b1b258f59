// `serve --model expert` needs the episode's true state: the client sends its game and the
// actions so far in the body's `seedworld` field, and the server replays them. The game is looked
// up in the catalog the server was started with (by its key, `json_2.1.1/<split>/.../game.tw-pddl`,
// by the exact absolute path the catalog holds, as `eval --send-episode-context` sends it, or by a
// path under another copy of the data root, matched on its `json_2.1.1/...` part): a request never
// names a file the server reads.
import { AlfworldEnv, DEFAULT_MAX_STEPS, ExpertAgent } from "../engine/index.js";
import { EPISODE_CONTEXT_HINT, type EpisodeOracle, type SearchMode } from "../agent/backend.js";
import { CompiledGames, type CatalogGame } from "../games/catalog.js";
import { RequestError } from "./request-error.js";

/** ALFWorld's episode limit: a longer history cannot come from a real episode. */
const MAX_ACTIONS = DEFAULT_MAX_STEPS;
/** ALFWorld's commands are under 100 bytes. */
const MAX_ACTION_BYTES = 1024;

const USAGE = `the expert model needs a "seedworld": {"gamefile": "<catalog key or path>", "actions": [...]} body field (${EPISODE_CONTEXT_HINT})`;

/** Resolves `{gamefile, actions}` to the expert's view of that point; RequestError (4xx) on any mistake. */
export function episodeOracleResolver(games: readonly CatalogGame[]): (extension: unknown) => EpisodeOracle {
  const byName = new Map<string, number>();
  for (const game of games) {
    byName.set(game.gamefile, game.index);
    byName.set(game.abs, game.index);
  }
  // Compiled games stay shared and bounded (least recently used dropped past 64 unused).
  const compiled = new CompiledGames({ idleGames: 64 });
  return (extension) => {
    const { gamefile, actions } = readContext(extension);
    const index = byName.get(gamefile) ?? byName.get(dataRootKey(gamefile));
    if (index === undefined)
      throw new RequestError(422, `unknown game "${gamefile.slice(0, 200)}": not in this server's catalog (${games.length} games)`);
    let game;
    try {
      game = compiled.get(games[index].abs);
    } catch (error) {
      throw new RequestError(422, `game "${games[index].gamefile}" cannot be played: ${(error as Error).message}`);
    }
    // At most MAX_ACTIONS actions (checked above), so no step limit is needed to bound the replay.
    const env = new AlfworldEnv(game);
    env.reset();
    // The explorer remembers what each step showed, so it watches the replay (the sweeper needs no past).
    const explorer = new ExpertAgent(env, { explore: true });
    const sweeper = new ExpertAgent(env, { explore: true, sweep: true });
    for (const action of actions) {
      explorer.observe();
      explorer.watch(action);
      sweeper.watch(action);
      env.step(action);
    }
    const searcher = (search: SearchMode = "remember") => (search === "sweep" ? sweeper : explorer);
    return {
      expertAction: () => new ExpertAgent(env).act(),
      explorerAction: (search) => searcher(search).act(),
      explorerView: (search) => searcher(search).view(),
    };
  };
}

/** `.../json_2.1.1/<split>/.../game.tw-pddl` from any path naming one (string work only, nothing is read). */
function dataRootKey(name: string): string {
  const at = name.replace(/\\/g, "/").lastIndexOf("json_2.1.1/");
  return at >= 0 ? name.replace(/\\/g, "/").slice(at) : name;
}

function readContext(extension: unknown): { gamefile: string; actions: string[] } {
  const context = extension as { gamefile?: unknown; actions?: unknown } | undefined;
  if (!context || typeof context !== "object" || typeof context.gamefile !== "string" || !Array.isArray(context.actions))
    throw new RequestError(400, USAGE);
  const actions = context.actions;
  if (actions.length > MAX_ACTIONS)
    throw new RequestError(422, `"seedworld.actions" has ${actions.length} entries; an episode has at most ${MAX_ACTIONS}`);
  if (!actions.every((a): a is string => typeof a === "string" && Buffer.byteLength(a) <= MAX_ACTION_BYTES)) {
    throw new RequestError(422, `"seedworld.actions" must be strings of at most ${MAX_ACTION_BYTES} bytes`);
  }
  return { gamefile: context.gamefile, actions };
}
