// Per-request sampling overrides (AgentRequest.temperature / maxTokens) reach the wire: SEED's
// analyzer asks the policy's own endpoint for a greedy 4,096-token answer while rollouts keep the
// backend's settings.
import { strict as assert } from "node:assert";
import { test } from "node:test";
import { OpenAIBackend } from "./openai-backend.js";
import { recordingServer } from "../server/test-support.js";

test("OpenAIBackend sends a request's own temperature and max_tokens, else its defaults", async () => {
  const server = await recordingServer();
  try {
    const backend = new OpenAIBackend({ model: "m", baseUrls: [server.url], apiKey: "", temperature: 1, maxTokens: 512, timeoutMs: 5_000 });
    await backend.generate({ prompt: "p", admissibleCommands: [] });
    await backend.generate({ prompt: "p", admissibleCommands: [], temperature: 0, maxTokens: 4096 });
    assert.deepEqual(
      server.bodies.map((b) => [b.temperature, b.max_tokens]),
      [
        [1, 512],
        [0, 4096],
      ],
    );
  } finally {
    await server.close();
  }
});
