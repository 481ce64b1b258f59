// `seedworld env-server`: the AgentGym-compatible ALFWorld HTTP environment (plus /batch/* for
// verl-agent env managers) over the bundled games, $ALFWORLD_DATA or the given paths.
import { Command, Option } from "commander";
import type { TaskType } from "../engine/index.js";
import { alfworldDataRoot } from "../games/index.js";
import { agentGymNumbering } from "../server/env/catalog.js";
import { scanCatalog, type CatalogGame } from "../games/catalog.js";
import { ENV_SERVER_DEFAULTS, startEnvServer, suggestedWorkers } from "../server/env-server.js";
import { catalogGames, resolveGameInputs, warnProblems } from "./game-inputs.js";
import type { EvalTask } from "../eval/tasks.js";
import { addListenOptions, maxBodyOption, maxStepsOption, nonNegative, splitListOption, tasksOption, type ListenFlags } from "./options.js";
import { SeedworldError } from "../platform/errors.js";

interface EnvServerCliOptions extends ListenFlags {
  split?: string[];
  tasks?: EvalTask[];
  agentgymMappings?: string;
  tokenEnv: string;
  maxEnvs: number;
  maxBody: number;
  idleTimeout: number;
  maxSteps: number;
  compiledCache: number;
  workers: number;
  maxActionBytes: number;
  maxEnvJournalBytes: number;
  memoryBudget: number;
}

async function loadGames(inputs: string[], options: EnvServerCliOptions): Promise<CatalogGame[]> {
  if (options.agentgymMappings) {
    const root = inputs[0] ?? alfworldDataRoot();
    if (!root)
      throw new SeedworldError("BAD_OPTION", "--agentgym-mappings needs an ALFWorld data root (a path argument or $ALFWORLD_DATA)");
    const catalog = scanCatalog([root]);
    warnProblems(catalog);
    return agentGymNumbering(catalog, options.agentgymMappings);
  }
  const taskTypes: TaskType[] | undefined = options.tasks?.map((task) => task.taskType);
  const splits = options.split;
  const catalog = scanCatalog(await resolveGameInputs(inputs, splits), { splits, taskTypes });
  return catalogGames(catalog, "check the paths, --split and --tasks");
}

export function register(program: Command): void {
  const command = program
    .command("env-server")
    .description(
      "AgentGym-compatible ALFWorld environment server (/create /reset /step /observation /available_actions /detail /close) with /batch/* for verl-agent",
    )
    .argument("[paths...]", "game files, folders or $ALFWORLD_DATA roots (default: $ALFWORLD_DATA or the bundled set)")
    .addOption(splitListOption())
    .addOption(tasksOption())
    .option(
      "--agentgym-mappings <dir>",
      "AgentGym configs/ folder: number games by mappings_train.json (train) then mappings_test.json (valid_train)",
    )
    .addOption(
      new Option("--token-env <var>", "env var holding the bearer token clients must send (unset/empty = no auth)").default(
        "SEEDWORLD_ENV_TOKEN",
      ),
    )
    .option("--max-envs <n>", "live environments at most", nonNegative, ENV_SERVER_DEFAULTS.maxEnvs)
    .addOption(maxBodyOption(ENV_SERVER_DEFAULTS.maxBodyBytes))
    .option("--idle-timeout <s>", "drop environments idle this long (0 = never)", nonNegative, ENV_SERVER_DEFAULTS.idleTimeoutS)
    .addOption(maxStepsOption(ENV_SERVER_DEFAULTS.maxSteps))
    .option(
      "--compiled-cache <n>",
      "unused compiled games kept in memory (per worker; in all also at most a quarter of --memory-budget)",
      nonNegative,
      ENV_SERVER_DEFAULTS.compiledCacheSize,
    )
    .option(
      "--workers <n>",
      "worker threads running the engine, each game on one of them (0 = the server's own thread; default: cores - 1, 1 to 8)",
      nonNegative,
      suggestedWorkers(),
    )
    .option("--max-action-bytes <n>", "longest action accepted (413 past it)", nonNegative, ENV_SERVER_DEFAULTS.maxActionBytes)
    .option(
      "--max-env-journal-bytes <n>",
      "action bytes one env's episode may hold (429 past it until a reset)",
      nonNegative,
      ENV_SERVER_DEFAULTS.maxEnvJournalBytes,
    )
    .option(
      "--memory-budget <bytes>",
      "memory all envs together may hold: their actions' bytes plus the compiled games they are on (~13 bytes per game-file byte); 429 past it",
      nonNegative,
      ENV_SERVER_DEFAULTS.memoryBudgetBytes,
    );
  addListenOptions(command, 36001).action(async (paths: string[], options: EnvServerCliOptions) => {
    const games = await loadGames(paths, options);
    const token = process.env[options.tokenEnv] || undefined;
    const server = await startEnvServer({
      games,
      token,
      host: options.host,
      port: options.port,
      maxEnvs: options.maxEnvs,
      maxBodyBytes: options.maxBody,
      idleTimeoutS: options.idleTimeout,
      maxSteps: options.maxSteps,
      compiledCacheSize: options.compiledCache,
      workers: options.workers,
      maxActionBytes: options.maxActionBytes,
      maxEnvJournalBytes: options.maxEnvJournalBytes,
      memoryBudgetBytes: options.memoryBudget,
      guard: { allowHosts: options.allowHost, allowOrigins: options.allowOrigin },
    });
    // The token itself is never printed, only whether one is required.
    process.stdout.write(
      `seedworld env-server: ${games.length} games at ${server.url} (${options.workers ? `${options.workers} worker${options.workers === 1 ? "" : "s"}, ` : ""}auth: ${token ? `bearer token from $${options.tokenEnv}` : "none"})\n`,
    );
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
