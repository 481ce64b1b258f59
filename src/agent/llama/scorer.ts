// In-process TokenScorer over a GGUF model with node-llama-cpp (CPU): the log-probs of *given*
// response tokens after a prompt, no sampling. The prompt goes through the model's own chat
// template (user turn + generation prompt), the response ids are appended verbatim, and one
// controlledEvaluate pass returns the full next-token distribution at every response position.
import {
  getLlama,
  resolveChatWrapper,
  type ChatWrapper,
  type ControlledEvaluateInputItem,
  type Llama,
  type LlamaContext,
  type LlamaContextSequence,
  type LlamaModel,
  type Token,
} from "node-llama-cpp";
import type { ScoreRequest, TokenScorer } from "../backend.js";

export interface LlamaScorerOptions {
  modelPath: string;
  /** Context window in tokens; prompt + response must fit. Default 4096. */
  contextSize?: number;
  /** CPU threads; default: node-llama-cpp's choice. */
  threads?: number;
  /** Reuse an already loaded runtime (tests share one). */
  llama?: Llama;
}

export interface PromptAndResponseTokens {
  promptTokenIds: number[];
  responseTokenIds: number[];
}

export class LlamaScorer implements TokenScorer {
  /** Calls share one context sequence, so they run one after another. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly model: string,
    private readonly llamaModel: LlamaModel,
    private readonly context: LlamaContext,
    private readonly sequence: LlamaContextSequence,
    private readonly chatWrapper: ChatWrapper,
  ) {}

  static async create(options: LlamaScorerOptions): Promise<LlamaScorer> {
    const llama = options.llama ?? (await getLlama({ gpu: false, build: "never" }));
    const llamaModel = await llama.loadModel({ modelPath: options.modelPath });
    const context = await llamaModel.createContext({ contextSize: options.contextSize ?? 4096, threads: options.threads });
    const name = llamaModel.fileInfo.metadata.general?.name ?? options.modelPath;
    return new LlamaScorer(String(name), llamaModel, context, context.getSequence(), resolveChatWrapper(llamaModel));
  }

  /** Prompt ids: the chat template applied to one user message, up to and including the assistant header. */
  tokenizePrompt(prompt: string): number[] {
    const { contextText } = this.chatWrapper.generateContextState({
      chatHistory: [
        { type: "user", text: prompt },
        { type: "model", response: [] },
      ],
    });
    return contextText.tokenize(this.llamaModel.tokenizer);
  }

  /** Response ids as the model would emit them after the assistant header (no added space prefix, no BOS). */
  tokenizeResponse(response: string): number[] {
    return this.llamaModel.tokenize(response, false, "trimLeadingSpace");
  }

  tokenize(prompt: string, response: string): PromptAndResponseTokens {
    return { promptTokenIds: this.tokenizePrompt(prompt), responseTokenIds: this.tokenizeResponse(response) };
  }

  detokenize(tokenIds: readonly number[]): string {
    return this.llamaModel.detokenize(tokenIds as Token[]);
  }

  scoreResponse(request: ScoreRequest): Promise<number[]> {
    const run = this.queue.then(() => this.scoreNow(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async scoreNow({ prompt, responseTokenIds, signal }: ScoreRequest): Promise<number[]> {
    signal?.throwIfAborted();
    if (responseTokenIds.length === 0) return [];
    const promptIds = this.tokenizePrompt(prompt);
    if (promptIds.length === 0) throw new Error("prompt tokenised to no tokens");
    const all = [...promptIds, ...responseTokenIds] as Token[];
    if (all.length > this.context.contextSize) {
      throw new Error(`prompt + response = ${all.length} tokens exceed the context size ${this.context.contextSize}`);
    }
    // A distribution is needed after the last prompt token and after every response token but the last.
    const firstScored = promptIds.length - 1;
    const items: ControlledEvaluateInputItem[] = all
      .slice(0, -1)
      .map((token, index) => (index >= firstScored ? [token, { generateNext: { probabilities: true } }] : token));
    await this.sequence.clearHistory();
    const outputs = await this.sequence.controlledEvaluate(items);
    signal?.throwIfAborted();
    return responseTokenIds.map((token, offset) => {
      const probabilities = outputs[firstScored + offset]?.next.probabilities;
      if (!probabilities) throw new Error(`no distribution returned for response token ${offset}`);
      // The map covers the whole vocabulary; a missing entry means probability 0.
      return Math.log(probabilities.get(token as Token) ?? 0);
    });
  }

  async close(): Promise<void> {
    await this.queue;
    this.sequence.dispose();
    await this.context.dispose();
    await this.llamaModel.dispose();
  }
}
