// Builds the dashboard's data documents from the folders it was started on. The server answers
// them one key at a time and the static export writes all of them, so both show the same thing.
// Large parts (episode steps, game files) are read when asked for, not held in memory.
import path from "node:path";
import { buildReport, scanRuns, type Labelled, type ScanResult, type SkillBankFolder, type TrainingRun } from "../report/index.js";
import { catalogueGames, gameDocument, gameMatcher, resolveEpisodeGames } from "./games.js";
import {
  DATA_KEY,
  DataKeys,
  type EpisodeSummary,
  type GameEntry,
  type Overview,
  type SkillBankDocument,
  type TrainingCurves,
  type TrajectorySource,
} from "./model.js";
import { episodeDocument, readEpisodeFile, summarizeEpisode, type EpisodeFile } from "./trajectories.js";

export interface DashboardOptions {
  /** Game files or folders to offer on the play page. */
  games?: string[];
  /** Games to offer when `games` is not given and no episode names a game that exists here. */
  defaultGames?: () => Promise<{ inputs: string[]; splits?: string[]; origin: string }>;
}

interface SourceFile {
  source: TrajectorySource;
  file: string;
}

export class DashboardData {
  private episodeCache: EpisodeFile | undefined;

  private constructor(
    readonly overview: Overview,
    private readonly scan: ScanResult,
    private readonly sources: SourceFile[],
    private readonly episodeList: EpisodeSummary[],
  ) {}

  static async load(dirs: string[], options: DashboardOptions = {}): Promise<DashboardData> {
    const scan = await scanRuns(dirs);
    const report = buildReport(scan);
    const problems: Overview["problems"] = [];
    const sources = trajectorySources(scan);
    const files = await readSources(sources, problems);
    const { games, origin } = await chooseGames(dirs, files, options, problems);
    const findGame = gameMatcher(games);
    const episodeList = sources.flatMap(({ source }, i) =>
      files[i]
        ? files[i]!.episodes.map((raw, ordinal) => summarizeEpisode(raw, ordinal, { ...source, source: source.index, findGame }))
        : [],
    );
    sources.forEach(({ source }, i) => (source.episodes = files[i]?.episodes.length ?? 0));
    const overview: Overview = {
      roots: dirs,
      report,
      training: scan.trainingRuns.map((run, index) => ({ index, label: run.label, metricKeys: numericKeys(run.value) })),
      skillBanks: scan.skillBanks.map((bank, index) => ({
        index,
        label: bank.label,
        snapshots: bank.value.snapshots.map((s) => ({ name: path.basename(s.file), step: s.step })),
      })),
      trajectorySources: sources.map((s) => s.source),
      games,
      gamesOrigin: origin,
      problems,
    };
    return new DashboardData(overview, scan, sources, episodeList);
  }

  /** Every document key, in a stable order (the static export writes one file per key). */
  keys(): string[] {
    return [
      DataKeys.overview,
      DataKeys.episodes,
      ...this.overview.training.map((t) => DataKeys.training(t.index)),
      ...this.overview.skillBanks.map((s) => DataKeys.skills(s.index)),
      ...this.episodeList.map((e) => DataKeys.episode(e.source, e.ordinal)),
      ...this.overview.games.map((g) => DataKeys.game(g.index)),
    ];
  }

  /** The document for `key`, or undefined when there is none. */
  async get(key: string): Promise<unknown> {
    if (!DATA_KEY.test(key)) return undefined;
    if (key === DataKeys.overview) return this.overview;
    if (key === DataKeys.episodes) return this.episodeList;
    const [kind, first, second] = key.split("-");
    const index = Number(first);
    switch (kind) {
      case "training":
        return this.scan.trainingRuns[index] && trainingCurves(this.scan.trainingRuns[index]);
      case "skills":
        return this.scan.skillBanks[index] && skillBankDocument(this.scan.skillBanks[index]);
      case "game":
        return this.overview.games[index] && gameDocument(this.overview.games[index]);
      case "episode":
        return this.episode(index, Number(second));
      default:
        return undefined;
    }
  }

  private async episode(sourceIndex: number, ordinal: number): Promise<unknown> {
    const source = this.sources[sourceIndex];
    const summary = this.episodeList.find((e) => e.source === sourceIndex && e.ordinal === ordinal);
    if (!source || !summary) return undefined;
    // One file is kept parsed: a reader usually steps through episodes of one task in a row.
    if (this.episodeCache?.file !== source.file) this.episodeCache = await readEpisodeFile(source.file);
    const raw = this.episodeCache.episodes[ordinal];
    return raw && episodeDocument(raw, summary);
  }
}

function trajectorySources(scan: ScanResult): SourceFile[] {
  const sources: SourceFile[] = [];
  for (const run of scan.evalRuns) {
    for (const task of run.value.tasks) {
      const file = task.episodeStats?.source;
      if (!file) continue;
      const source = {
        index: sources.length,
        runLabel: run.label,
        taskTypeId: task.taskTypeId,
        taskType: task.taskType,
        file,
        episodes: 0,
      };
      sources.push({ source, file });
    }
  }
  return sources;
}

async function readSources(sources: SourceFile[], problems: Overview["problems"]): Promise<Array<EpisodeFile | undefined>> {
  const files: Array<EpisodeFile | undefined> = [];
  for (const { file } of sources) {
    try {
      const content = await readEpisodeFile(file);
      problems.push(...content.warnings);
      files.push(content);
    } catch (error) {
      problems.push({ file, message: error instanceof Error ? error.message : String(error) });
      files.push(undefined);
    }
  }
  return files;
}

async function chooseGames(
  dirs: readonly string[],
  files: Array<EpisodeFile | undefined>,
  options: DashboardOptions,
  problems: Overview["problems"],
): Promise<{ games: GameEntry[]; origin: string }> {
  if (options.games) {
    const catalogue = catalogueGames(options.games);
    problems.push(...catalogue.problems);
    return { games: catalogue.games, origin: `from --games ${options.games.join(" ")}` };
  }
  const named = files
    .flatMap((f) => f?.episodes ?? [])
    .map((e) => e.gamefile)
    .filter((g): g is string => typeof g === "string");
  const referenced = resolveEpisodeGames(named, { roots: dirs });
  if (referenced.length > 0) return { games: catalogueGames(referenced).games, origin: "games named by the loaded episode records" };
  if (!options.defaultGames) return { games: [], origin: "no games given (--games)" };
  const fallback = await options.defaultGames();
  const catalogue = catalogueGames(fallback.inputs, fallback.splits);
  problems.push(...catalogue.problems);
  return { games: catalogue.games, origin: fallback.origin };
}

function numericKeys(run: TrainingRun): string[] {
  const keys = new Set<string>();
  for (const row of run.log.rows) {
    for (const [key, value] of Object.entries(row.metrics)) if (typeof value === "number" && Number.isFinite(value)) keys.add(key);
  }
  return [...keys].sort();
}

export function trainingCurves({ label, value: run }: Labelled<TrainingRun>): TrainingCurves {
  const keys = numericKeys(run);
  const series: TrainingCurves["series"] = Object.fromEntries(keys.map((key) => [key, [] as Array<number | null>]));
  for (const row of run.log.rows) {
    for (const key of keys) {
      const value = row.metrics[key];
      series[key].push(typeof value === "number" && Number.isFinite(value) ? value : null);
    }
  }
  return {
    label,
    steps: run.log.rows.map((row) => row.step),
    series,
    records: run.log.totalRecords,
    duplicatedSteps: run.log.duplicatedSteps.map((d) => ({ step: d.step, records: d.records })),
    droppedRecords: run.log.droppedRecords,
    epochResets: run.log.epochResets,
  };
}

export function skillBankDocument({ label, value }: Labelled<SkillBankFolder>): SkillBankDocument {
  return {
    label,
    snapshots: value.snapshots.map((bank) => ({
      name: path.basename(bank.file),
      step: bank.step,
      general: bank.generalSkills,
      taskSpecific: bank.taskSpecificSkills,
      mistakes: bank.commonMistakes,
    })),
  };
}
