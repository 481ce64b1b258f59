// The policy a file names (round.json, a trainer's next_endpoint.json) and the typed PolicySpec the
// code holds: one decoder, so `gguf:`, "" and joined URLs are read in one place.
import assert from "node:assert/strict";
import { test } from "node:test";
import { endpointOf, type PolicySpec, specOfEndpoint } from "./policies.js";
import { SeedworldError } from "../platform/errors.js";

test("every kind of policy goes to its file form and back unchanged", () => {
  const policies: PolicySpec[] = [
    { kind: "openai", model: "qwen", baseUrls: ["http://127.0.0.1:8000/v1", "http://127.0.0.1:8001/v1"], apiKeyEnv: "MY_KEY" },
    { kind: "gguf", file: "/models/policy.gguf", model: "policy" },
    { kind: "expert" },
    { kind: "explorer" },
    { kind: "sweeper" },
    { kind: "random" },
  ];
  for (const policy of policies) {
    const apiKeyEnv = policy.kind === "openai" ? policy.apiKeyEnv : undefined;
    assert.deepEqual(specOfEndpoint(endpointOf(policy), apiKeyEnv), policy);
  }
  assert.deepEqual(endpointOf(policies[0]), { baseUrl: "http://127.0.0.1:8000/v1,http://127.0.0.1:8001/v1", model: "qwen" });
  assert.deepEqual(endpointOf(policies[1]), { baseUrl: "gguf:/models/policy.gguf", model: "policy" });
  assert.deepEqual(endpointOf({ kind: "random" }), { baseUrl: "", model: "random" });
});

test("a file naming no policy seedworld knows is refused with a code", () => {
  assert.throws(
    () => specOfEndpoint({ baseUrl: "", model: "qwen" }),
    (error: unknown) =>
      error instanceof SeedworldError && error.code === "BAD_OPTION" && /unknown built-in agent "qwen"/.test(error.message),
  );
});
