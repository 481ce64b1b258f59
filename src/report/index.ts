// Public API of the report side: readers for the data set's formats, the scan
// that finds runs in folders, the report model and its renderers.
export { BadFileError, type ReadWarning } from "./errors.js";
export { readJsonl, parseJsonl, type JsonlContent, type JsonlLine } from "../formats/jsonl.js";
export { parsePythonJson } from "../formats/json.js";
export { readRunConfig, parseRunConfig, typedValue, configNumber, type RunConfig, type EnvValue } from "./env-config.js";
export {
  readMetrics,
  metricSeries,
  type MetricsLog,
  type MetricRow,
  type MetricMap,
  type MetricValue,
  type DuplicatedStep,
  type StepRestart,
} from "./metrics.js";
export {
  evalSummarySchema,
  episodeSchema,
  formatRunId,
  type EvalSummary,
  type EpisodeRecordRead as EpisodeRecord,
} from "../formats/eval-files.js";
export { readEvalRun, readEvalTask, chooseSummary, type EvalRun, type EvalTask, type SummaryCandidate } from "./eval-run.js";
export { summarizeEpisodes, type EpisodeStats } from "./episodes.js";
export { readTrainingRun, readTrainingRuns, type TrainingRun } from "./training-run.js";
export {
  readSkillBank,
  readSkillBankFolder,
  countSkills,
  diffSkillBanks,
  diffConsecutive,
  type SkillBank,
  type Skill,
  type Mistake,
  type SkillBankCounts,
  type SkillBankDiff,
} from "./skill-bank.js";
export { scanRuns, type ScanResult, type SkillBankFolder, type Labelled } from "./scan.js";
export { wilsonInterval, bootstrapOverGames, passAtK, passHatK, sampleSd, type Interval } from "./stats.js";
export { gameKey, gameRows, failingGames, datasetLabel, type GameRow, type DatasetLabel, type DatasetKind } from "./games.js";
export { readManifest, checkManifests, MANIFEST_FILE, type RunManifest, type ManifestCheck } from "./manifest.js";
export { passKOverGames, runUncertainty, type IntervalMethod, type PassKSummary, type Uncertainty } from "./uncertainty.js";
export { pairedDifference, type PairedDifference, type PairedMethod } from "./paired.js";
export type { SeedAnalysis, SeedGroup } from "./seeds.js";
export type { EpisodeOutcome, Ending } from "./episodes.js";
export {
  buildReport,
  buildEvalRunReport,
  buildTrainingReport,
  compareEvalRuns,
  summarizeSeries,
  type Report,
  type EvalRunReport,
  type TaskRow,
  type Aggregate,
  type ComparisonReport,
  type ComparisonCell,
  type Measures,
  type Endings,
  type Prices,
  type ReportOptions,
  tokenCost,
  type TrainingReport,
  type SeriesSummary,
  type SkillBankReport,
} from "./report.js";
export { datasetTag } from "./format.js";
export { renderTable, renderMarkdown, reportSections, DEFAULT_FAILING_GAMES, type Section, type RenderOptions } from "./render.js";
