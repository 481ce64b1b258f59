// The seeded game generator: layout -> task -> trial objects -> problem text -> expert-verified
// game.tw-pddl. Game i of a run depends only on (seed, i, options), so any prefix of a run is
// reproducible on its own and the same seed always gives the same bytes.
import { AlfworldEnv, solveWithExpert } from "../../engine/index.js";
import { compileParsed, type ParsedGame } from "../../engine/internal.js";
import { TASK_TYPES, type GameFile, type TaskType } from "../../engine/types.js";
import { ROOM_KINDS, ROOM_SCENE_BASE, TASKS_BY_ROOM, GOAL_TEMPLATES, fillTemplate, type RoomKind } from "../vocabulary.js";
import {
  ALFRED_DOMAIN,
  ALFRED_GRAMMAR_HEAD,
  ALFRED_GRAMMAR_TAIL,
  grammarWithTask,
  parsedAlfredDomain,
  parsedGrammarWithTask,
} from "./alfred-logic.js";
import { floorPoint } from "./geometry.js";
import { viewpointKey } from "./ids.js";
import { generateLayout } from "./layout.js";
import type { Layout, Scene, TaskSpec } from "./model.js";
import { NoPlacementError } from "./placement.js";
import { planWeights } from "./plans.js";
import { populate } from "./populate.js";
import { problemOf, renderProblemJson, sceneToParts } from "./problem.js";
import { deriveSeed, Rng } from "./rng.js";
import { chooseTask } from "./task.js";
import { SeedworldError } from "../../platform/errors.js";

export interface GenerateOptions {
  seed: number;
  count: number;
  taskTypes?: readonly TaskType[];
  roomKinds?: readonly RoomKind[];
  /** Split folder name under json_2.1.1/ (default "train"). */
  split?: string;
  /**
   * Floor-plan numbers (1..30 within a kind) games may use; default all 30, weighted by the split's
   * games per plan (so the default train split never uses ALFWorld's unseen plans).
   */
  scenes?: readonly number[];
  /** Seed of the floor plans; games of different runs share layouts when this matches (default `seed`). */
  layoutSeed?: number;
  /** Expert step budget when verifying (ALFWorld's expert_timeout_steps is 150). */
  expertSteps?: number;
}

/** One generated game: where it goes, its file, and the game as the expert check played it. */
export class GeneratedGame {
  private fileCache: Required<GameFile> | null = null;

  constructor(
    /** Path relative to the output root: json_2.1.1/<split>/<task>-<Obj>-None-<Recep>-<scene>/<trial>/game.tw-pddl */
    readonly relPath: string,
    /** The game as the expert check played it, built from the generator's data: what parsing `file` gives. */
    readonly parsed: ParsedGame & { walkthrough: string[] },
    readonly taskType: TaskType,
    readonly kind: RoomKind,
    readonly scene: number,
    /** The goal sentence the grammar carries. */
    readonly sentence: string,
    /** The problem text as the file's JSON string literal (written without the text in between). */
    readonly problemJson: string,
  ) {}

  /** The game.tw-pddl contents (made on first read: writing a game needs only gameFileText). */
  get file(): Required<GameFile> {
    return (this.fileCache ??= {
      pddl_domain: ALFRED_DOMAIN,
      grammar: grammarWithTask(this.sentence),
      pddl_problem: JSON.parse(this.problemJson) as string,
      solvable: true,
      walkthrough: this.parsed.walkthrough,
    });
  }
}

const MAX_ATTEMPTS = 50;

/** Floor-plan numbers within a room kind. */
const ALL_PLANS: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1);

/** A generator instance caches layouts, so trials in one scene share them (like ALFRED's floor plans). */
export class GameGenerator {
  private readonly layouts = new Map<string, Layout>();
  private readonly taskTypes: readonly TaskType[];
  private readonly kinds: readonly RoomKind[];
  private readonly scenes: readonly number[];
  private readonly plansByType = new Map<TaskType, readonly (readonly [{ kind: RoomKind; scene: number }, number])[]>();
  private readonly kindsByType = new Map<TaskType, readonly (readonly [RoomKind, number])[]>();
  private typeGames: readonly (readonly [TaskType, number])[] | undefined;

  constructor(private readonly opts: GenerateOptions) {
    this.taskTypes = opts.taskTypes?.length ? opts.taskTypes : TASK_TYPES;
    this.kinds = opts.roomKinds?.length ? opts.roomKinds : ROOM_KINDS;
    this.scenes = opts.scenes?.length ? opts.scenes : ALL_PLANS;
    const usable = this.taskTypes.filter((t) => this.kindsWith(t).length > 0);
    if (usable.length === 0)
      throw new SeedworldError("BAD_OPTION", `no room kind among ${this.kinds.join(", ")} has the task types ${this.taskTypes.join(", ")}`);
    this.taskTypes = usable;
  }

  /** Game number `index` of this run. */
  game(index: number): GeneratedGame {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const rng = new Rng(deriveSeed(this.opts.seed, `game:${index}:${attempt}`));
      const game = this.tryGame(index, rng);
      if (game) return game;
    }
    throw new SeedworldError("GAME_NOT_SOLVABLE", `game ${index}: no solvable game after ${MAX_ATTEMPTS} attempts`);
  }

  *games(): Generator<GeneratedGame> {
    for (let i = 0; i < this.opts.count; i++) yield this.game(i);
  }

  private tryGame(index: number, rng: Rng): GeneratedGame | undefined {
    // Task type first, then a floor plan that has it: both as often as in ALFWorld's split.
    const type = this.taskType(rng);
    const { kind, scene } = this.floorPlan(type, rng);
    const layout = this.layout(kind, scene);
    const task = chooseTask(layout, [type], rng);
    if (!task) return undefined;
    let objects;
    try {
      objects = populate(layout, task, rng);
    } catch (e) {
      if (e instanceof NoPlacementError) return undefined;
      throw e;
    }
    const trialId = `trial_S${this.opts.seed >>> 0}_${String(index).padStart(6, "0")}`;
    const sceneData: Scene = { layout, objects, agent: agentStart(layout, rng), task, trialId };
    const parts = sceneToParts(sceneData, rng);
    const sentence = taskSentence(task);
    // The expert plays the game from the generator's own data (what reading the file would give).
    const parsed: ParsedGame = { domain: parsedAlfredDomain(), problem: problemOf(parts), grammar: parsedGrammarWithTask(sentence) };
    const run = verify(parsed, this.opts.expertSteps ?? 150);
    if (!run) return undefined;
    const relPath = `json_2.1.1/${this.opts.split ?? "train"}/${dirName(task, scene)}/${trialId}/game.tw-pddl`;
    return new GeneratedGame(relPath, { ...parsed, walkthrough: run }, task.type, kind, scene, sentence, renderProblemJson(parts));
  }

  /** A task type, as often as ALFWorld's split has games of it in the allowed kinds; else uniform. */
  private taskType(rng: Rng): TaskType {
    this.typeGames ??= this.taskTypes
      .map((type) => [type, this.allowedPlans(type).reduce((sum, [, n]) => sum + n, 0)] as const)
      .filter(([, n]) => n > 0);
    return this.typeGames.length > 0 ? rng.weighted(this.typeGames) : rng.pick(this.taskTypes);
  }

  /**
   * The floor plan of a game of `type`, as often as ALFWorld's split has games of that type on each
   * plan (so valid_unseen stands in its 4 unseen plans, train never in them) among the allowed kinds.
   * Named plans (`scenes`) are drawn uniformly from the list instead, in a kind drawn by the split's
   * games of the type; a kind or split without such games is drawn uniformly.
   */
  private floorPlan(type: TaskType, rng: Rng): { kind: RoomKind; scene: number } {
    const plans = this.allowedPlans(type);
    if (!this.opts.scenes?.length) {
      const weighted = plans.filter(([, w]) => w > 0);
      return weighted.length > 0 ? rng.weighted(weighted) : rng.pick(plans)[0];
    }
    const kindGames = this.kindGames(type);
    const kind = kindGames.length > 0 ? rng.weighted(kindGames) : rng.pick(this.kindsWith(type));
    return { kind, scene: ROOM_SCENE_BASE[kind] + rng.pick(this.scenes) };
  }

  /** The allowed kinds that have the task type. */
  private kindsWith(type: TaskType): RoomKind[] {
    return this.kinds.filter((k) => TASKS_BY_ROOM[k].includes(type));
  }

  /** The allowed kinds with the split's games of the type on any of their 30 plans, and those counts (made once per type). */
  private kindGames(type: TaskType): readonly (readonly [RoomKind, number])[] {
    let kinds = this.kindsByType.get(type);
    if (!kinds) {
      const weights = planWeights(this.opts.split ?? "train", type);
      kinds = this.kindsWith(type)
        .map((kind) => [kind, ALL_PLANS.reduce((sum, n) => sum + (weights.get(ROOM_SCENE_BASE[kind] + n) ?? 0), 0)] as const)
        .filter(([, games]) => games > 0);
      this.kindsByType.set(type, kinds);
    }
    return kinds;
  }

  /** The allowed plans of kinds with the type, each with the split's games of the type on it (made once per type). */
  private allowedPlans(type: TaskType): readonly (readonly [{ kind: RoomKind; scene: number }, number])[] {
    let plans = this.plansByType.get(type);
    if (!plans) {
      const weights = planWeights(this.opts.split ?? "train", type);
      plans = this.kindsWith(type).flatMap((kind) =>
        this.scenes.map((n) => [{ kind, scene: ROOM_SCENE_BASE[kind] + n }, weights.get(ROOM_SCENE_BASE[kind] + n) ?? 0] as const),
      );
      this.plansByType.set(type, plans);
    }
    return plans;
  }

  private layout(kind: RoomKind, scene: number): Layout {
    const key = `${kind}:${scene}`;
    let layout = this.layouts.get(key);
    if (!layout) {
      layout = generateLayout(kind, scene, deriveSeed(this.opts.layoutSeed ?? this.opts.seed, `layout:${key}`));
      this.layouts.set(key, layout);
    }
    return layout;
  }
}

/** The agent starts at a free grid point, level camera tilt 30° (every official start has horizon 30). */
function agentStart(layout: Layout, rng: Rng): string {
  const taken = new Set(layout.receptacles.map((r) => r.loc));
  for (;;) {
    const { x, z } = floorPoint(layout.width, layout.depth, rng);
    const key = viewpointKey({ x: Math.round(x / 0.25), z: Math.round(z / 0.25), rot: rng.int(0, 3), horizon: 30 });
    if (!taken.has(key)) return key;
  }
}

export function taskSentence(task: TaskSpec): string {
  return fillTemplate(GOAL_TEMPLATES[task.type][task.template], { obj: task.obj, recep: task.recep, toggle: task.toggle });
}

/** The expert's winning command list, or undefined when it does not win. */
function verify(game: ParsedGame, expertSteps: number): string[] | undefined {
  const env = new AlfworldEnv(compileParsed(game, { memoize: false }), { observe: false });
  const run = solveWithExpert(env, expertSteps);
  return run.won ? run.actions : undefined;
}

/** `<task>-<Obj>-<Mrecep>-<Recep>-<scene>`; look tasks carry the lamp in the receptacle slot. */
export function dirName(task: TaskSpec, scene: number): string {
  return `${task.type}-${task.obj}-None-${task.recep ?? task.toggle}-${scene}`;
}

/** game.tw-pddl bytes as ALFWorld writes them (Python json.dump: `", "` and `": "` separators). */
export function serializeGame(file: Required<GameFile>): string {
  return fileJson(JSON.stringify(file.pddl_domain), JSON.stringify(file.grammar), JSON.stringify(file.pddl_problem), file);
}

/**
 * The same bytes for a game as the generator made it, from pieces it knows: the domain's JSON is
 * written once, the grammar's but for its task sentence too, and the problem's as it was rendered.
 */
export function gameFileText(game: GeneratedGame): string {
  const grammar = GRAMMAR_HEAD_JSON + JSON.stringify(game.sentence).slice(1, -1) + GRAMMAR_TAIL_JSON;
  return fileJson(DOMAIN_JSON, grammar, game.problemJson, { solvable: true, walkthrough: game.parsed.walkthrough });
}

// JSON escaping works character by character, so pieces escape independently.
const DOMAIN_JSON = JSON.stringify(ALFRED_DOMAIN);
const GRAMMAR_HEAD_JSON = JSON.stringify(ALFRED_GRAMMAR_HEAD).slice(0, -1);
const GRAMMAR_TAIL_JSON = JSON.stringify(ALFRED_GRAMMAR_TAIL).slice(1);

function fileJson(domain: string, grammar: string, problem: string, file: Pick<Required<GameFile>, "solvable" | "walkthrough">): string {
  const walk = (file.walkthrough ?? []).map((a) => JSON.stringify(a)).join(", ");
  return `{"pddl_domain": ${domain}, "grammar": ${grammar}, "pddl_problem": ${problem}, "solvable": ${file.solvable}, "walkthrough": [${walk}]}`;
}
