// Built-in in-process agents: `random` (uniform over admissible commands, seeded) and `expert`
// (the engine's planner, provided by src/engine). Both reply in the tagged format an LLM would,
// so the same projection, records and HTTP server apply to them.
import type { AgentReply, AgentRequest, ExplorerView, ModelBackend, SearchMode, TokenLogprob } from "./backend.js";
import { localReply, ModelCallError } from "./backend.js";
import { hashSeed, mulberry32 } from "./rng.js";

/** One decision of a local policy: the command and, for stochastic policies, the uniform choice set. */
export interface PolicyDecision {
  action: string;
  thought: string;
  /** Commands the action was drawn from uniformly; null for deterministic policies. */
  choices: readonly string[] | null;
}

export interface LocalPolicy {
  readonly name: string;
  decide(request: AgentRequest): PolicyDecision;
}

const ADMISSIBLE_OPEN = "Your admissible actions of the current situation are: [";

/** Recover the admissible list from a rendered prompt (how a policy behind HTTP sees it). */
export function parseAdmissibleFromPrompt(prompt: string): string[] {
  const start = prompt.lastIndexOf(ADMISSIBLE_OPEN);
  if (start < 0) return [];
  const body = prompt.slice(start + ADMISSIBLE_OPEN.length);
  const end = body.indexOf("].\n");
  const inner = end >= 0 ? body.slice(0, end) : body;
  if (!inner.startsWith("'") || !inner.endsWith("'")) return [];
  return inner.slice(1, -1).split("'\n '");
}

function admissibleOf(request: AgentRequest): string[] {
  const given = request.admissibleCommands.filter((command) => command !== "help");
  return given.length > 0 ? given : parseAdmissibleFromPrompt(request.prompt).filter((c) => c !== "help");
}

/** Uniform random policy; the draw depends only on (seed, seedKey or prompt), so it is reproducible under any concurrency or resume. */
export class RandomPolicy implements LocalPolicy {
  readonly name = "random";
  constructor(private readonly seed: number) {}

  decide(request: AgentRequest): PolicyDecision {
    const choices = admissibleOf(request);
    if (choices.length === 0) return { action: "look", thought: "No admissible list found.", choices: null };
    const next = mulberry32(hashSeed(this.seed, request.seedKey ?? request.prompt));
    const action = choices[Math.floor(next() * choices.length)];
    return { action, thought: `Uniform choice among ${choices.length} admissible actions.`, choices };
  }
}

/** The exploring expert: uses only what it has seen and searches receptacles in order, remembering what it
 * has seen (`explorer`, ALFWorld's handcoded expert's way) or sweeping on from where it stands (`sweeper`). */
export class ExplorerPolicy implements LocalPolicy {
  readonly name: "explorer" | "sweeper";
  constructor(private readonly search: SearchMode = "remember") {
    this.name = search === "sweep" ? "sweeper" : "explorer";
  }

  decide(request: AgentRequest): PolicyDecision {
    if (!request.oracle) throw new Error(`the ${this.name} agent needs the episode's state (an oracle on the turn)`);
    // What it knows before it acts: acting moves its idea of where it stands to where it is going.
    const view = request.oracle.explorerView(this.search);
    const action = request.oracle.explorerAction(this.search);
    return { action, thought: explorerThought(action, view), choices: null };
  }
}

/**
 * The explorer's stated reason, from what it knows: what the task asks for, what it holds, and the
 * command it chose. It first names what it is after and the rest of the goal ("I need a apple to heat for
 * the fridge and" / "I have the apple 1 for the fridge and"),
 * then what it sees and does, so a policy trained on these writes the sought word down before it
 * decides, and deciding becomes finding that word in the observation (ReAct's thoughts do the same).
 */
export function explorerThought(action: string, view: ExplorerView): string {
  const words = action.split(" ");
  const verb = words[0];
  const thing = words.slice(1, 3).join(" ");
  // No punctuation right after the sought word: "apple." would be another token than the observation's "apple".
  // The whole goal, every step: where the object goes is then a word the reply itself has just written,
  // not one to find in the task line at the step that needs it (without it, the policy's first move after
  // taking the task's object went where the task leads 24% of the time; the journal, take8).
  const goal = `${view.toDo ? ` to ${view.toDo}` : ""}${view.destination ? ` for the ${view.destination}` : ""}`;
  const aim = view.holding
    ? `I have the ${view.holding}${goal} and ${view.lamp ? `I need a ${view.lamp} and ` : ""}`
    : `I need a ${view.object}${goal} and `;
  // Where it looked for something here, it says so by naming it and then its number or "none" ("here I find
  // apple 1" / "here I find apple none"): the word after the sought word is the one the observation puts after
  // it, so deciding to take becomes copying the token that follows that word, not telling "see" from "am" first
  // (SFT 21.7% -> 27.9% of valid_seen; the journal, take8).
  const sought = view.holding ? view.lamp : view.object;
  const lookedInVain = view.soughtHere !== null && view.soughtHere.length === 0 ? `here I find ${sought} none and ` : "";
  switch (verb) {
    case "go":
      // A space after each number, so "2" is the same token in the thought as where it stands and where it goes.
      return `${aim}${lookedInVain}${view.at ? `I am at the ${view.at}` : "I am in the middle of the room"} and I should go to the ${action.slice("go to ".length)} next.`;
    case "open":
      return `${aim}the ${thing} is closed, so I should open it.`;
    case "take":
      return `${aim}here I find ${thing}, so I will take it.`;
    case "heat":
    case "cool":
    case "clean":
      return `${aim}I will ${verb} it with the ${action.slice(action.indexOf(" with ") + " with ".length)}.`;
    case "move":
    case "put":
      return `${aim}I will put it in the ${action.slice(action.lastIndexOf(" to ") + " to ".length)}.`;
    case "use":
      return `${aim}here I find ${thing}, so I will turn it on.`;
    default:
      return `${aim}I should look around.`;
  }
}

/** The engine's expert, reached through the turn's oracle (the episode loop or `serve` provides it). */
export class ExpertPolicy implements LocalPolicy {
  readonly name = "expert";

  decide(request: AgentRequest): PolicyDecision {
    if (!request.oracle) throw new Error("the expert agent needs the episode's state (an oracle on the turn)");
    return { action: request.oracle.expertAction(), thought: "Expert plan.", choices: null };
  }
}

const utf8Bytes = (text: string) => [...Buffer.from(text, "utf8")];

/** Reply text and exact log-probs of a local decision: the action is one token; fixed text has logprob 0. */
export function renderDecision(decision: PolicyDecision, topLogprobs = 0): { content: string; logprobs: TokenLogprob[] } {
  const pieces = ["<think>", decision.thought, "</think>", "<action>", decision.action, "</action>"];
  const choiceLogprob = decision.choices ? -Math.log(decision.choices.length) : 0;
  const logprobs = pieces.map((token, index): TokenLogprob => {
    const isAction = index === 4;
    const logprob = isAction ? choiceLogprob : 0;
    const alternatives = isAction && decision.choices ? decision.choices : [token];
    return {
      token,
      logprob,
      bytes: utf8Bytes(token),
      top_logprobs: alternatives.slice(0, topLogprobs).map((alt) => ({ token: alt, logprob, bytes: utf8Bytes(alt) })),
    };
  });
  return { content: pieces.join(""), logprobs };
}

/** Runs a local policy as a backend (no tokens are consumed: usage is zero). */
export class LocalPolicyBackend implements ModelBackend {
  readonly baseUrl = "";
  readonly retryCount = 0;
  constructor(private readonly policy: LocalPolicy) {}
  get model(): string {
    return this.policy.name;
  }

  async generate(request: AgentRequest): Promise<AgentReply> {
    if (request.signal?.aborted) throw ModelCallError.aborted();
    const started = performance.now();
    const decision = this.policy.decide(request);
    const { content } = renderDecision(decision);
    return localReply(content, started);
  }
}
