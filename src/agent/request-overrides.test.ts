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

// Two runs with the same seed must start from the same draws (GRPO beside SEED from one checkpoint),
// and a rerun must sample what the run sampled: a sampled request carries a seed from its seed key.
test("OpenAIBackend sends a seed derived from the request's seed key when it samples, none when greedy", async () => {
  const server = await recordingServer();
  try {
    const backend = new OpenAIBackend({ model: "m", baseUrls: [server.url], apiKey: "", temperature: 1, maxTokens: 8, timeoutMs: 5_000 });
    await backend.generate({ prompt: "p", admissibleCommands: [], seedKey: "1:g0:0" });
    await backend.generate({ prompt: "p", admissibleCommands: [], seedKey: "1:g0:0" });
    await backend.generate({ prompt: "p", admissibleCommands: [], seedKey: "1:g0:1" });
    await backend.generate({ prompt: "p", admissibleCommands: [], seedKey: "1:g0:0", temperature: 0 });
    await backend.generate({ prompt: "p", admissibleCommands: [] });
    const seeds = server.bodies.map((b) => b.seed);
    assert.ok(Number.isInteger(seeds[0]) && (seeds[0] as number) >= 0 && (seeds[0] as number) < 2 ** 31);
    assert.equal(seeds[1], seeds[0], "the same key, the same seed");
    assert.notEqual(seeds[2], seeds[0], "another key, another seed");
    assert.deepEqual(seeds.slice(3), [undefined, undefined], "greedy or keyless requests carry none");
  } finally {
    await server.close();
  }
});
