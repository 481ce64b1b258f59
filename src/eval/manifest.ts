// The run manifest (`manifest.json` beside the task folders): everything that decides whether two
// evaluations can be compared — the exact games (sha256 of each file), the ALFWorld text version
// they speak, whether they are synthetic, the prompt templates, projection, model and sampling —
// and nothing that depends on the clock, so a rerun writes the same bytes. `report` prints it
// and refuses to call two runs with different manifests comparable.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CatalogGame } from "../games/catalog.js";
import { writeFileAtomic } from "../formats/atomic.js";
import { toPythonJson } from "../formats/pyjson.js";
import type { EvalConfig } from "./runner.js";

export const MANIFEST_FILE = "manifest.json";
const SEEDWORLD_VERSION = "0.1.0";

/** Games `seedworld generate` wrote (trial folders `trial_S<seed>_<n>`) are synthetic, not ALFWorld's. */
const GENERATED_TRIAL = /\/trial_S\d+_\d+\/game\.tw-pddl$/;
const OFFICIAL_KEY = /^json_2\.1\.1\/(train|valid_seen|valid_unseen|valid_train)\//;

export type DatasetLabel = "synthetic" | "official" | "custom";

/** What a set of games is, for every place a number is shown. */
export function datasetLabel(games: readonly Pick<CatalogGame, "gamefile" | "abs">[]): DatasetLabel {
  if (games.some((game) => GENERATED_TRIAL.test(game.abs.split(path.sep).join("/")))) return "synthetic";
  return games.length > 0 && games.every((game) => OFFICIAL_KEY.test(game.gamefile)) ? "official" : "custom";
}

/**
 * ALFWorld 2.1.2 places with `move X to Y`; 2.1.1 (the 0.3.x releases) with `put X in/on Y`.
 * Results across the two are not comparable, so the manifest records which one the games use.
 */
export function textVersion(gameFileText: string): "2.1.2" | "2.1.1" | "unknown" {
  if (gameFileText.includes('template :: \\"move {o} to {r}\\"')) return "2.1.2";
  if (gameFileText.includes('template :: \\"put {o} in/on {r}\\"')) return "2.1.1";
  return "unknown";
}

interface ManifestGame {
  gamefile: string;
  sha256: string;
}

function readGames(games: readonly CatalogGame[]): { games: ManifestGame[]; versions: string[] } {
  const versions = new Set<string>();
  const listed = games.map((game) => {
    const bytes = readFileSync(game.abs);
    versions.add(textVersion(bytes.toString("utf8")));
    return { gamefile: game.gamefile, sha256: createHash("sha256").update(bytes).digest("hex") };
  });
  return { games: listed, versions: [...versions].sort() };
}

export function buildManifest(config: EvalConfig, settings: Record<string, unknown>): Record<string, unknown> {
  const taskTypes = new Set(config.tasks.map((task) => task.taskType));
  const played = config.pool.games.filter((game) => game.taskType !== null && taskTypes.has(game.taskType));
  const { games, versions } = readGames(played);
  return {
    seedworld_version: SEEDWORLD_VERSION,
    dataset: {
      label: datasetLabel(played),
      split: config.split,
      text_version: versions.length === 1 ? versions[0] : versions.join("+"),
      game_count: games.length,
      games,
    },
    tasks: config.tasks.map((task) => task.name),
    protocol: { episodes: config.episodes, samples: config.samples, seed: config.seed, max_steps: config.maxSteps, ...samplingOf(config) },
    prompt: {
      variant: config.templates.name,
      templates_sha256: settings.prompt_templates_sha256,
      history_length: config.historyLength,
      skills: settings.skills,
    },
    projection: config.projection,
    model: { name: config.backend.model, base_url: config.backend.baseUrl },
    sampling: {
      temperature: config.temperature,
      max_tokens: config.maxTokens,
      ...(config.actionSpace === "generation" ? {} : { action_space: config.actionSpace }),
    },
  };
}

/** A non-default sampling scheme is named in the protocol; default runs keep their manifest. */
function samplingOf(config: EvalConfig): Record<string, unknown> {
  if (config.sampling.kind === "plan") return {};
  const { envs, groupN, round } = config.sampling;
  return { sampling: { scheme: "verl-agent", envs, group_n: groupN, round } };
}

/** Written only when it changes, so a no-op rerun leaves the folder as it was. */
export function writeManifest(outDir: string, manifest: Record<string, unknown>): void {
  const file = path.join(outDir, MANIFEST_FILE);
  const text = toPythonJson(manifest);
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  writeFileAtomic(file, text);
}
