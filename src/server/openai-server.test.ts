import { test } from "node:test";
import assert from "node:assert/strict";
import OpenAI from "openai";
import { RandomPolicy } from "../agent/local-agents.js";
import { servePolicy, startOpenAIServer } from "./openai-server.js";

const PROMPT =
  "\nYou are an expert agent operating in the ALFRED Embodied Environment.\nYour current observation is: x\nYour admissible actions of the current situation are: ['go to desk 1'\n 'look'\n 'inventory'].\n\nNow act.\n";

test("serves /v1/models and chat completions with exact log-probs through the openai SDK", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(7)));
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const client = new OpenAI({ baseURL: server.url, apiKey: "unused", maxRetries: 0 });
    const models = await client.models.list();
    assert.deepEqual(
      models.data.map((m) => m.id),
      ["random"],
    );
    const reply = await client.chat.completions.create({
      model: "random",
      messages: [{ role: "user", content: PROMPT }],
      logprobs: true,
      top_logprobs: 5,
      n: 2,
      seed: 3,
    });
    assert.equal(reply.choices.length, 2);
    for (const choice of reply.choices) {
      const action = /<action>(.*)<\/action>/.exec(choice.message.content ?? "")?.[1];
      assert.ok(["go to desk 1", "look", "inventory"].includes(action ?? ""), String(action));
      const tokens = choice.logprobs?.content ?? [];
      assert.equal(tokens.map((t) => t.token).join(""), choice.message.content);
      const actionToken = tokens.find((t) => t.token === action)!;
      assert.ok(Math.abs(actionToken.logprob - Math.log(1 / 3)) < 1e-12);
      assert.equal(actionToken.top_logprobs.length, 3);
      const probabilityMass = actionToken.top_logprobs.reduce((sum, t) => sum + Math.exp(t.logprob), 0);
      assert.ok(Math.abs(probabilityMass - 1) < 1e-12);
    }
    assert.equal(reply.usage!.total_tokens, reply.usage!.prompt_tokens + reply.usage!.completion_tokens);
    // Same seed, same prompt → same draw (reproducible baselines).
    const again = await client.chat.completions.create({ model: "random", messages: [{ role: "user", content: PROMPT }], n: 2, seed: 3 });
    assert.deepEqual(
      again.choices.map((c) => c.message.content),
      reply.choices.map((c) => c.message.content),
    );
  } finally {
    await server.close();
  }
});

test("rejects bad requests with OpenAI-shaped 400 errors", async () => {
  const server = await startOpenAIServer(servePolicy(new RandomPolicy(1)));
  try {
    const bad = await fetch(`${server.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"messages": []}',
    });
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error.type, "invalid_request_error");
    const notJson = await fetch(`${server.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    assert.equal(notJson.status, 400);
  } finally {
    await server.close();
  }
});
