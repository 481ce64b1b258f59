// A deterministic analyzer model for offline runs: it reads the SEED analyzer prompt (task,
// outcome, steps), and answers with a JSON object whose skill is built from the trajectory itself
// (the executed workflow on success, the repeated fruitless actions on failure). With
// `malformedFirst` its first answer is cut off mid-JSON, so the repair retry can be exercised
// over a real HTTP server. It is a ModelBackend, so `serveBackend` can put it behind HTTP.
import type { AgentReply, AgentRequest, ModelBackend } from "../agent/backend.js";
import { localReply } from "../agent/backend.js";
import { lastActionTag } from "../agent/projection.js";
import { sftResponse } from "./sft.js";

const REPAIR_MARKER = "The previous answer could not be parsed as the required JSON object.";

interface ParsedPrompt {
  task: string;
  outcome: string;
  steps: { observation: string; action: string | null; valid: boolean | null }[];
  /** Steps the trajectory took: the last step's number + 1 (the compact prompt leaves the middle out). */
  stepCount: number;
}

function parsePrompt(prompt: string): ParsedPrompt {
  const task = /^- Task description: (.*)$/m.exec(prompt)?.[1] ?? "(not available)";
  const outcome = /^- episode_success: (\w+)$/m.exec(prompt)?.[1] ?? "unknown";
  const marker = "- Interaction trajectory: ";
  const trajectoryAt = prompt.indexOf(marker);
  // Step 0 follows the marker on its line; the newline put before it makes every step start a line.
  const body = trajectoryAt >= 0 ? `\n${prompt.slice(trajectoryAt + marker.length)}` : "";
  const blocks = body.split(/\nStep \d+\n/).slice(1);
  const numbers = [...body.matchAll(/\nStep (\d+)\n/g)].map((m) => Number(m[1]));
  const steps = blocks.map((block) => {
    const observation = /^Observation: ([^\n]*)/m.exec(block)?.[1] ?? "";
    const responseAt = block.indexOf("Response: ");
    const validMatch = /\nAction valid: (true|false)\n?/.exec(block);
    const response = responseAt >= 0 ? block.slice(responseAt + 10, validMatch ? validMatch.index : undefined) : "";
    const action = lastActionTag(response);
    return { observation, action: action ? action.trim().toLowerCase() : null, valid: validMatch ? validMatch[1] === "true" : null };
  });
  return { task, outcome, steps, stepCount: numbers.length ? Math.max(...numbers) + 1 : 0 };
}

function workflowSkill(parsed: ParsedPrompt): string {
  const ordered: string[] = [];
  for (const step of parsed.steps) if (step.action && step.valid !== false && !ordered.includes(step.action)) ordered.push(step.action);
  const shown = ordered.slice(-8);
  return `To ${parsed.task.replace(/\.$/, "")}, act in this order: ${shown.join(", then ") || "look"}; take the object before carrying it to the target.`;
}

function avoidanceSkill(parsed: ParsedPrompt): string {
  const counts = new Map<string, number>();
  for (const step of parsed.steps) if (step.action) counts.set(step.action, (counts.get(step.action) ?? 0) + 1);
  const repeated = [...counts]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 3);
  const invalid = parsed.steps.filter((s) => s.valid === false).length;
  const parts = [`Do not repeat actions that change nothing while trying to ${parsed.task.replace(/\.$/, "")}`];
  if (repeated.length) parts.push(`avoid looping on ${repeated.map(([a, n]) => `"${a}" (${n}x)`).join(", ")}`);
  if (invalid) parts.push(`always answer with <think> and <action> tags (${invalid} step(s) were invalid)`);
  return parts.join("; ") + "; search unvisited receptacles instead.";
}

export function ruleAnalysisAnswer(prompt: string): string {
  const parsed = parsePrompt(prompt);
  const succeeded = parsed.outcome === "success";
  const summary = `The agent took ${parsed.stepCount} step(s) and ${succeeded ? "completed" : parsed.outcome === "failure" ? "did not complete" : "attempted"} the task: ${parsed.task}`;
  return sftResponse(summary, succeeded ? workflowSkill(parsed) : avoidanceSkill(parsed));
}

export class RuleAnalyzerBackend implements ModelBackend {
  readonly model = "rule-analyzer";
  readonly baseUrl = "";
  readonly retryCount = 0;
  constructor(private readonly options: { malformedFirst?: boolean } = {}) {}

  async generate(request: AgentRequest): Promise<AgentReply> {
    const started = performance.now();
    const original = request.prompt.includes(REPAIR_MARKER)
      ? request.prompt.slice(0, request.prompt.indexOf(REPAIR_MARKER))
      : request.prompt;
    const answer = ruleAnalysisAnswer(original);
    const isRepair = request.prompt.includes(REPAIR_MARKER);
    // A truncated first answer (as from a max_tokens cut) that no tolerant parser can recover.
    const content =
      this.options.malformedFirst && !isRepair
        ? `Here is the analysis:\n\`\`\`json\n${answer.slice(0, Math.floor(answer.length / 2))}`
        : answer;
    return localReply(content, started);
  }
}
