// What the SEED tests share: a trajectory of placeholder steps, each field overridable, and a
// client for the OpenAI-compatible servers the tests start.
import { OpenAIBackend, type OpenAIBackendOptions } from "../agent/openai-backend.js";
import type { RolloutStep, Trajectory } from "./types.js";

/** A greedy client of the model `model` at `baseUrl` (no key), with any option overridden. */
export function backendAt(baseUrl: string, model: string, options: Partial<OpenAIBackendOptions> = {}): OpenAIBackend {
  return new OpenAIBackend({ model, baseUrls: [baseUrl], apiKey: "", temperature: 0, maxTokens: 256, timeoutMs: 30_000, ...options });
}

/** A step of placeholder text with one sampled token (id 1, log-prob −1). */
export function fakeStep(stepIndex: number, fields: Partial<RolloutStep> = {}): RolloutStep {
  return {
    stepIndex,
    prompt: "p",
    anchor: "a",
    response: "r",
    responseTokenIds: [1],
    tokenIdsSource: "backend",
    samplingLogprobs: [-1],
    action: "look",
    valid: true,
    reward: 0,
    won: false,
    done: false,
    ...fields,
  };
}

/** A lost trajectory of `steps` placeholder steps (default 1). */
export function fakeTrajectory(fields: Partial<Trajectory> = {}, steps = 1, stepFields: Partial<RolloutStep> = {}): Trajectory {
  return {
    uid: "u",
    trajUid: "t",
    groupIndex: 0,
    rolloutIndex: 0,
    gamefile: "g",
    taskType: null,
    taskDescription: "x",
    won: false,
    steps: Array.from({ length: steps }, (_, i) => fakeStep(i, stepFields)),
    ...fields,
  };
}
