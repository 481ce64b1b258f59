// `seedworld serve`: an OpenAI-compatible /v1/chat/completions server over a built-in agent
// (random, or expert given the game through the request's `seedworld` field) or another endpoint.
import { Command, Option } from "commander";
import { AlfworldEnv, DEFAULT_MAX_STEPS, ExpertAgent } from "../engine/index.js";
import type { EpisodeOracle } from "../agent/backend.js";
import { ExpertPolicy, RandomPolicy } from "../agent/local-agents.js";
import { createPolicy, policySpec, POLICY_DEFAULTS } from "../agent/policies.js";
import { CompiledGames } from "../games/catalog.js";
import { serveBackend, servePolicy, startOpenAIServer, type RunningServer, type ServedModel } from "../server/openai-server.js";

/** Rebuild the episode's state from {gamefile, actions}: the expert needs the true state. */
export function episodeOracleResolver(cache = new CompiledGames()) {
  return (extension: unknown): EpisodeOracle => {
    const context = extension as { gamefile?: unknown; actions?: unknown } | undefined;
    if (!context || typeof context.gamefile !== "string" || !context.gamefile.endsWith("game.tw-pddl") || !Array.isArray(context.actions)) {
      throw new Error('the expert model needs a "seedworld": {"gamefile": ".../game.tw-pddl", "actions": [...]} body field (seedworld eval --send-episode-context)');
    }
    const env = new AlfworldEnv(cache.get(context.gamefile), { maxSteps: DEFAULT_MAX_STEPS });
    env.reset();
    for (const action of context.actions) env.step(String(action));
    return { expertAction: () => new ExpertAgent(env).act() };
  };
}

export async function servedModelFor(model: string, options: { seed: number; upstream?: string; upstreamKeyEnv: string }): Promise<ServedModel> {
  if (model === "random") return servePolicy(new RandomPolicy(options.seed));
  if (model === "expert") return servePolicy(new ExpertPolicy(), episodeOracleResolver());
  if (options.upstream) {
    const spec = policySpec({ model, baseUrl: options.upstream, apiKeyEnv: options.upstreamKeyEnv }, "random");
    return serveBackend(await createPolicy(spec, {
      seed: options.seed, temperature: 0, maxTokens: POLICY_DEFAULTS.maxTokens, timeoutS: POLICY_DEFAULTS.timeoutS,
      maxAttempts: POLICY_DEFAULTS.maxAttempts, retryBaseMs: POLICY_DEFAULTS.retryBaseMs, logprobs: false,
    }));
  }
  throw new Error(`unknown model "${model}" (expert, random, or any name with --upstream URL)`);
}

/** A GGUF file in process behind the vLLM-compatible server (chat + /tokenize + prompt_logprobs). */
async function startGgufServer(raw: ServeOptions): Promise<RunningServer> {
  // Loaded lazily: node-llama-cpp's native binding is only needed on this path.
  const { LlamaBackend } = await import("../agent/llama/llama-backend.js");
  const { startVllmCompatServer } = await import("../server/vllm-compat-server.js");
  const backend = await LlamaBackend.load({ modelPath: raw.model, sequences: raw.sequences, contextSize: raw.contextSize });
  const server = await startVllmCompatServer(backend, {
    host: raw.host, port: raw.port, defaults: { temperature: raw.temperature, maxTokens: raw.maxTokens, seed: raw.seed },
  });
  return { ...server, close: async () => { await server.close(); await backend.close(); } };
}

interface ServeOptions {
  model: string; port: number; host: string; seed: number; upstream?: string; upstreamKeyEnv: string;
  sequences: number; contextSize: number; temperature: number; maxTokens: number;
}

export function register(program: Command): void {
  program
    .command("serve")
    .description("OpenAI-compatible chat server (/v1/chat/completions with logprobs, /v1/models) over a built-in agent")
    .requiredOption("--model <name>", "expert | random | a .gguf file (run in process, vLLM-compatible) | a model name served by --upstream")
    .option("--port <n>", "port (0 = any free port)", (v) => Number(v), 8000)
    .option("--host <host>", "interface to bind", "127.0.0.1")
    .option("--seed <n>", "random agent seed", (v) => Number(v), 0)
    .option("--upstream <urls>", "proxy to these OpenAI-compatible base URLs")
    .addOption(new Option("--upstream-key-env <var>", "env var with the upstream key").default(POLICY_DEFAULTS.apiKeyEnv))
    .option("--sequences <n>", "GGUF: parallel sequences (concurrent requests batched together)", (v) => Number(v), 4)
    .option("--context-size <n>", "GGUF: tokens per sequence", (v) => Number(v), 4096)
    .option("--temperature <t>", "GGUF: temperature when a request gives none", (v) => Number(v), 0)
    .option("--max-tokens <n>", "GGUF: max completion tokens when a request gives none", (v) => Number(v), POLICY_DEFAULTS.maxTokens)
    .action(async (raw: ServeOptions) => {
      const server = raw.model.toLowerCase().endsWith(".gguf")
        ? await startGgufServer(raw)
        : await startOpenAIServer(await servedModelFor(raw.model, raw), { host: raw.host, port: raw.port });
      process.stdout.write(`seedworld serve: model ${raw.model} at ${server.url}\n`);
      const stop = async () => {
        await server.close();
        process.exit(0);
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
}
