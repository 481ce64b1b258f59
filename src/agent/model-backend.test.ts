// Every policy the factory makes against the one ModelBackend contract (model-backend.case.ts):
// the built-in random, expert and explorer agents, the tiny GGUF model in process, and an OpenAI-compatible
// server (seedworld's own `serve`, over the random agent).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { SeedworldError } from "../platform/errors.js";
import { servePolicy, startOpenAIServer, type RunningServer } from "../server/openai-server.js";
import type { AgentRequest, ModelBackend } from "./backend.js";
import { RandomPolicy } from "./local-agents.js";
import { tinyModelFile } from "./llama/tiny-model.js";
import { modelBackendCases } from "./model-backend.case.js";
import { createPolicy, POLICY_DEFAULTS, type PolicySettings } from "./policies.js";

const request: AgentRequest = {
  prompt:
    "\nYour current observation is: you see a mug 1.\nYour admissible actions of the current situation are: ['take mug 1'\n 'look'].\n",
  admissibleCommands: ["look", "take mug 1"],
  oracle: {
    expertAction: () => "take mug 1",
    explorerAction: () => "take mug 1",
    explorerView: () => ({ object: "mug", destination: null, toDo: null, lamp: null, holding: null, at: null, soughtHere: null }),
  },
  seedKey: "0:1",
};
const settings: PolicySettings = {
  seed: 3,
  temperature: 1,
  maxTokens: 16,
  timeoutS: 30,
  maxAttempts: 1,
  retryBaseMs: 10,
  logprobs: true,
  sequences: 2,
};

let server: RunningServer;
const backends: Record<string, ModelBackend> = {};

before(async () => {
  server = await startOpenAIServer(servePolicy(new RandomPolicy(3)));
  backends.random = await createPolicy({ kind: "random" }, settings);
  backends.expert = await createPolicy({ kind: "expert" }, settings);
  backends.explorer = await createPolicy({ kind: "explorer" }, settings);
  backends.sweeper = await createPolicy({ kind: "sweeper" }, settings);
  backends.gguf = await createPolicy({ kind: "gguf", file: tinyModelFile() }, settings);
  backends.openai = await createPolicy(
    { kind: "openai", model: "random", baseUrls: [server.url], apiKeyEnv: POLICY_DEFAULTS.apiKeyEnv },
    settings,
  );
});
after(async () => {
  for (const backend of Object.values(backends)) await backend.close?.();
  await server?.close();
});

modelBackendCases("random agent", () => ({ backend: backends.random, request }), true);
modelBackendCases("expert agent", () => ({ backend: backends.expert, request }), true);
modelBackendCases("explorer agent", () => ({ backend: backends.explorer, request }), true);
modelBackendCases("sweeper agent", () => ({ backend: backends.sweeper, request }), true);
modelBackendCases("GGUF model in process", () => ({ backend: backends.gguf, request }), true);
modelBackendCases("OpenAI-compatible server", () => ({ backend: backends.openai, request }), false);

test("the admissible action space is refused for an in-process GGUF model, naming the setting", async () => {
  await assert.rejects(
    createPolicy({ kind: "gguf", file: tinyModelFile() }, { ...settings, actionSpace: "admissible" }),
    (error: unknown) => error instanceof SeedworldError && /^actionSpace admissible needs a served model/.test(error.message),
  );
});
