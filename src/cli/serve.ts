// `seedworld serve`: an OpenAI-compatible /v1/chat/completions server over a built-in agent
// (made by the policy factory: random, or expert, explorer and sweeper given the game through the
// request's `seedworld` field), a GGUF file in process, or another endpoint.
import { Command, Option } from "commander";
import { MODEL_DEFAULTS } from "../agent/backend.js";
import {
  BUILT_IN_AGENTS,
  createLocalPolicy,
  createPolicy,
  GgufModels,
  isBuiltInAgent,
  needsEpisodeState,
  policySpec,
  POLICY_DEFAULTS,
} from "../agent/policies.js";
import { scanCatalog } from "../games/catalog.js";
import { SeedworldError } from "../platform/errors.js";
import { episodeOracleResolver } from "../server/episode-context.js";
import {
  OPENAI_SERVER_MAX_BODY,
  serveBackend,
  servePolicy,
  startOpenAIServer,
  type RunningServer,
  type ServedModel,
} from "../server/openai-server.js";
import { catalogGames, resolveGameInputs } from "./game-inputs.js";
import {
  addListenOptions,
  gamesOption,
  maxBodyOption,
  maxTokensOption,
  positiveInt,
  seedOption,
  splitListOption,
  temperatureOption,
} from "./options.js";

export interface ServedModelOptions {
  seed: number;
  upstream?: string;
  upstreamKeyEnv: string;
  /** The expert's catalog: game files, folders or data roots it may play (requests name games by key). */
  games?: readonly string[];
  /** Splits of the default set (or of the data roots) the expert may play; all when absent. */
  split?: string[];
}

export async function servedModelFor(model: string, options: ServedModelOptions): Promise<ServedModel> {
  if (isBuiltInAgent(model)) {
    const policy = createLocalPolicy(model, options.seed);
    if (!needsEpisodeState(model)) return servePolicy(policy);
    const splits = options.split;
    const catalog = scanCatalog(await resolveGameInputs([...(options.games ?? [])], splits), { splits });
    const games = catalogGames(catalog, `--model ${model} plays --games`);
    return servePolicy(policy, episodeOracleResolver(games));
  }
  if (options.upstream) {
    const spec = policySpec({ model, baseUrl: options.upstream, apiKeyEnv: options.upstreamKeyEnv }, "random");
    return serveBackend(
      await createPolicy(spec, {
        seed: options.seed,
        temperature: 0,
        maxTokens: POLICY_DEFAULTS.maxTokens,
        timeoutS: POLICY_DEFAULTS.timeoutS,
        maxAttempts: POLICY_DEFAULTS.maxAttempts,
        retryBaseMs: POLICY_DEFAULTS.retryBaseMs,
        logprobs: false,
      }),
    );
  }
  throw new SeedworldError(
    "BAD_OPTION",
    `--model: unknown model "${model}" (${BUILT_IN_AGENTS.join(", ")}, a .gguf file, or any name with --upstream URL)`,
  );
}

/** A GGUF file in process behind the vLLM-compatible server (chat + /tokenize + prompt_logprobs). */
async function startGgufServer(raw: ServeOptions): Promise<RunningServer> {
  // The factory's GGUF loader (node-llama-cpp's native binding is loaded only on this path).
  const { startVllmCompatServer } = await import("../server/vllm-compat-server.js");
  const backend = await new GgufModels().load(raw.model, {
    seed: raw.seed,
    temperature: raw.temperature,
    maxTokens: raw.maxTokens,
    sequences: raw.sequences,
    contextSize: raw.contextSize,
  });
  const server = await startVllmCompatServer(backend, {
    host: raw.host,
    port: raw.port,
    defaults: { temperature: raw.temperature, maxTokens: raw.maxTokens, seed: raw.seed },
    ...httpOptions(raw),
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await backend.close();
    },
  };
}

interface ServeOptions {
  model: string;
  port: number;
  host: string;
  seed: number;
  upstream?: string;
  upstreamKeyEnv: string;
  sequences: number;
  contextSize: number;
  temperature: number;
  maxTokens: number;
  games?: string[];
  maxBody: number;
  allowHost: string[];
  allowOrigin: string[];
}

const httpOptions = (raw: ServeOptions) => ({
  maxBodyBytes: raw.maxBody,
  guard: { allowHosts: raw.allowHost, allowOrigins: raw.allowOrigin },
});

export function register(program: Command): void {
  const command = program
    .command("serve")
    .description("OpenAI-compatible chat server (/v1/chat/completions with logprobs, /v1/models) over a built-in agent")
    .requiredOption(
      "--model <name>",
      `${BUILT_IN_AGENTS.join(" | ")} | a .gguf file (run in process, vLLM-compatible) | a model name served by --upstream`,
    )
    .addOption(seedOption(0, "random agent seed"))
    .option("--upstream <urls>", "proxy to these OpenAI-compatible base URLs")
    .addOption(new Option("--upstream-key-env <var>", "env var with the upstream key").default(POLICY_DEFAULTS.apiKeyEnv))
    .option("--sequences <n>", "GGUF: parallel sequences (concurrent requests batched together)", positiveInt, MODEL_DEFAULTS.sequences)
    .option("--context-size <n>", "GGUF: tokens per sequence", positiveInt, MODEL_DEFAULTS.contextSize)
    .addOption(temperatureOption(0, "GGUF: temperature when a request gives none"))
    .addOption(maxTokensOption(POLICY_DEFAULTS.maxTokens, "GGUF: max completion tokens when a request gives none"))
    .addOption(
      gamesOption(
        "expert, explorer, sweeper: the games they may play, named in requests by catalog key (default: $ALFWORLD_DATA or the bundled set)",
      ),
    )
    .addOption(
      splitListOption(
        "expert, explorer, sweeper: only these splits, comma-separated (default: all; of the bundled set only these are generated)",
      ),
    )
    .addOption(maxBodyOption(OPENAI_SERVER_MAX_BODY));
  addListenOptions(command, 8000).action(async (raw: ServeOptions) => {
    const server = raw.model.toLowerCase().endsWith(".gguf")
      ? await startGgufServer(raw)
      : await startOpenAIServer(await servedModelFor(raw.model, raw), { host: raw.host, port: raw.port, ...httpOptions(raw) });
    process.stdout.write(`seedworld serve: model ${raw.model} at ${server.url}\n`);
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
