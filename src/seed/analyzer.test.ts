// SEED's analyzer settings (SEEDc `ray_trainer.py` `_analyze_seed_episodes_with_policy_vllm`):
// one greedy pass, 4,096 completion tokens, a skill accepted when non-empty; the repair retry and
// the 5-word check only when asked for.
import { strict as assert } from "node:assert";
import { test } from "node:test";
import type { AgentReply, AgentRequest, ModelBackend } from "../agent/backend.js";
import { ZERO_USAGE } from "../agent/backend.js";
import { serveBackend, startOpenAIServer } from "../server/openai-server.js";
import { analyzeTrajectories, analyzeTrajectory, DEFAULT_ANALYZER } from "./analyzer.js";
import { RuleAnalyzerBackend } from "./rule-analyzer.js";
import { backendAt, fakeTrajectory } from "./test-support.js";
import type { Trajectory } from "./types.js";

const trajectory: Trajectory = fakeTrajectory({ taskDescription: "put a mug in the sink" });

/** A backend that answers from a script and records what each request asked for. */
function scripted(answers: string[]): ModelBackend & { requests: AgentRequest[] } {
  const requests: AgentRequest[] = [];
  return {
    model: "scripted",
    baseUrl: "",
    requests,
    generate: async (request): Promise<AgentReply> => {
      requests.push(request);
      const content = answers[Math.min(requests.length - 1, answers.length - 1)];
      return {
        content,
        reasoningContent: "",
        usage: ZERO_USAGE,
        rawUsage: null,
        finishReason: "stop",
        latencyS: 0,
        attempts: 1,
        endpoint: "",
        logprobs: null,
      };
    },
  };
}

test("default analyzer: one greedy call with 4,096 tokens, no repair retry", async () => {
  const backend = scripted(["not json", '{"episode_summary": "s", "episode_skill": "Heat the mug before placing it anywhere."}']);
  const analysis = await analyzeTrajectory(trajectory, backend, DEFAULT_ANALYZER);
  assert.equal(backend.requests.length, 1);
  assert.equal(backend.requests[0].temperature, 0);
  assert.equal(backend.requests[0].maxTokens, 4096);
  assert.equal(analysis.parseOk, false);
  assert.equal(analysis.attempts, 1);
});

test("SEED's policy path accepts any non-empty skill; the 5-word check is opt-in", async () => {
  const short = '{"episode_summary": "s", "episode_skill": "Use the sink."}';
  assert.equal((await analyzeTrajectory(trajectory, scripted([short]), DEFAULT_ANALYZER)).episodeSkill, "Use the sink.");
  assert.equal((await analyzeTrajectory(trajectory, scripted([short]), { ...DEFAULT_ANALYZER, check: "non-trivial" })).parseOk, false);
  assert.equal((await analyzeTrajectory(trajectory, scripted(['{"episode_skill": "  "}']), DEFAULT_ANALYZER)).parseOk, false);
});

test("explicit settings reach the call: temperature, token limit and the repair retry", async () => {
  const backend = scripted(["not json", '{"episode_summary": "s", "episode_skill": "Heat the mug before placing it anywhere."}']);
  const analysis = await analyzeTrajectory(trajectory, backend, { ...DEFAULT_ANALYZER, attempts: 2, temperature: 0.7, maxTokens: 300 });
  assert.deepEqual(
    backend.requests.map((r) => [r.temperature, r.maxTokens]),
    [
      [0.7, 300],
      [0.7, 300],
    ],
  );
  assert.match(backend.requests[1].prompt, /could not be parsed/);
  assert.equal(analysis.parseOk, true);
  assert.equal(analysis.attempts, 2);
});

// SEED's policy analyses its own trajectories; a 50-step trajectory's analyzer prompt can be longer
// than the policy's context, and the server refuses it (400). That trajectory has no analysis (the
// rule analyzer stands in with policy+rules); the round goes on.
test("a trajectory whose analysis the server refuses gets none, and the fallback analyses it", async () => {
  const server = await startOpenAIServer(serveBackend(new RuleAnalyzerBackend()), { maxBodyBytes: 3_000 });
  try {
    const short = fakeTrajectory({ trajUid: "short", taskDescription: "put a mug in the sink" }, 2);
    const long = fakeTrajectory({ trajUid: "long", taskDescription: "put a mug in the sink" }, 60);
    const analyzer = backendAt(server.url, "rule-analyzer");
    const [first, second] = await analyzeTrajectories(
      [short, long],
      analyzer,
      { ...DEFAULT_ANALYZER, attempts: 2 },
      new RuleAnalyzerBackend(),
    );
    assert.equal(first.parseOk && !first.fallback, true, "the short one is analysed by the server");
    assert.equal(second.parseOk && second.fallback, true, "the long one by the fallback");
    // Why the policy's analysis is missing stays on the record and in the round's metrics.
    assert.equal(second.policyRefused, true);
    assert.match(second.policyError ?? "", /the analyzer refused the request: .*413/);
    assert.equal(first.policyRefused, undefined);
    const alone = await analyzeTrajectory(long, analyzer, { ...DEFAULT_ANALYZER, attempts: 2 });
    assert.equal(alone.parseOk, false);
    assert.equal(alone.attempts, 0, "a refused prompt is not repaired and sent again");
    assert.match(alone.error ?? "", /the analyzer refused the request: .*413/);
    assert.equal(alone.refused, true);
  } finally {
    await server.close();
  }
});
