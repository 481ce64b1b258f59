// Per-request sampling overrides (AgentRequest.temperature / maxTokens) reach the wire: SEED's
// analyzer asks the policy's own endpoint for a greedy 4,096-token answer while rollouts keep the
// backend's settings.
import { strict as assert } from "node:assert";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { OpenAIBackend } from "./openai-backend.js";

/** A chat-completions endpoint that records each request body and answers "ok". */
async function recordingServer(): Promise<{ url: string; bodies: Record<string, unknown>[]; close: () => Promise<void> }> {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(text));
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, message: { role: "assistant", content: "ok" }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

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
