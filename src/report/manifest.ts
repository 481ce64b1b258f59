// The run manifest (`manifest.json` in a run folder, written by src/eval/manifest.ts: the games with
// their sha256, text version, data-set label, protocol, prompt hash, projection, model, sampling,
// seedworld version). Runs written before manifests existed have none, and other versions may nest
// or add keys, so every key is optional and every leaf (dotted path) is printed and compared.
import path from "node:path";
import { access } from "node:fs/promises";
import { readJsonFile } from "../formats/json.js";
import { isPlainObject } from "../platform/objects.js";
import { BadFileError } from "./errors.js";

export const MANIFEST_FILE = "manifest.json";

export interface ManifestGame {
  gamefile: string;
  sha256?: string;
}

export interface RunManifest {
  file: string;
  /** `dataset.games` (or a top-level `games`). */
  games?: ManifestGame[];
  /** `dataset.label`: "official", "synthetic" or "custom". */
  datasetLabel?: string;
  /** Every key as written, for printing and comparing. */
  entries: Record<string, unknown>;
}

/** The manifest of a run folder, or undefined when it has none; a malformed one is a file-named error. */
export async function readManifest(dir: string): Promise<RunManifest | undefined> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!(await exists(file))) return undefined;
  const value = await readJsonFile(file);
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new BadFileError(file, "top level is not an object");
  const entries = value as Record<string, unknown>;
  const dataset = isPlainObject(entries.dataset) ? entries.dataset : {};
  const label = dataset.label;
  return {
    file,
    games: manifestGames(dataset.games ?? entries.games, file),
    datasetLabel: typeof label === "string" ? label : undefined,
    entries,
  };
}

/** Leaves by dotted path (`protocol.seed`); arrays are leaves, the game list sorted by file. */
export function manifestLeaves(entries: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const leaves: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) {
    const name = prefix + key;
    if (isPlainObject(value)) Object.assign(leaves, manifestLeaves(value, `${name}.`));
    else leaves[name] = key === "games" && Array.isArray(value) ? sortedGames(value) : value;
  }
  return leaves;
}

function sortedGames(games: unknown[]): unknown[] {
  const file = (game: unknown) => String(isPlainObject(game) ? game.gamefile : game);
  return [...games].sort((a, b) => (file(a) < file(b) ? -1 : file(a) > file(b) ? 1 : 0));
}

function manifestGames(value: unknown, file: string): ManifestGame[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new BadFileError(file, 'key "games" is not an array');
  return value.map((game, index) => {
    const gamefile = typeof game === "string" ? game : (game as { gamefile?: unknown } | null)?.gamefile;
    if (typeof gamefile !== "string") throw new BadFileError(file, `games[${index}] has no "gamefile"`);
    const sha256 = typeof game === "object" && game !== null ? (game as { sha256?: unknown }).sha256 : undefined;
    return { gamefile, sha256: typeof sha256 === "string" ? sha256 : undefined };
  });
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** One line per leaf for the report: game lists counted, long values shortened. */
export function describeManifest(entries: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(manifestLeaves(entries)).map(([key, value]) => [key, describeValue(value)]);
}

function describeValue(value: unknown): string {
  if (Array.isArray(value) && value.some(isPlainObject)) {
    const hashed = value.filter((v) => isPlainObject(v) && typeof v.sha256 === "string").length;
    return `${value.length} entries${hashed ? ` (${hashed} with sha256)` : ""}`;
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

export interface ManifestCheck {
  run: string;
  against: string;
  /**
   * True when both manifests describe the same protocol (games and their hashes, split, tasks,
   * prompt, projection, sampling, step limit); false when the protocol differs; null when one is
   * missing. A different model is what one compares, so it never makes runs incomparable.
   */
  comparable: boolean | null;
  /** The protocol leaves that differ (what makes the runs not comparable). */
  differingKeys: string[];
  /** The model leaves that differ (`model.name`, `model.base_url`), shown side by side. */
  modelDifferences: string[];
  /** How the game lists differ, when they do. */
  gamesDifference?: string;
  note: string;
}

/** Manifest keys in which repeats of one protocol differ on purpose. */
const REPEAT_KEYS = new Set(["protocol.seed"]);
/** What is being compared, not how: the model and where it was served. */
const MODEL_KEY = /^model\./;
/** Facts about the software, not the protocol; a different version is noted, not refused. */
const INFORMATIONAL_KEYS = new Set(["seedworld_version"]);

/** Compares `run`'s manifest with the reference run's; a missing manifest leaves the question open. */
export function checkManifests(
  run: string,
  manifest: RunManifest | undefined,
  against: string,
  reference: RunManifest | undefined,
): ManifestCheck {
  if (!manifest || !reference) {
    const missing = [!reference ? against : undefined, !manifest ? run : undefined].filter(Boolean).join(" and ");
    return {
      run,
      against,
      comparable: null,
      differingKeys: [],
      modelDifferences: [],
      note: `no manifest in ${missing}: comparability cannot be checked`,
    };
  }
  const [a, b] = [manifestLeaves(reference.entries), manifestLeaves(manifest.entries)];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differing = keys.filter((key) => canonicalJson(a[key]) !== canonicalJson(b[key]));
  const modelDifferences = differing.filter((key) => MODEL_KEY.test(key));
  const informational = differing.filter((key) => INFORMATIONAL_KEYS.has(key));
  const differingKeys = differing.filter((key) => !REPEAT_KEYS.has(key) && !MODEL_KEY.test(key) && !INFORMATIONAL_KEYS.has(key));
  const gamesDifference = differingKeys.some((key) => key === "games" || key.endsWith(".games"))
    ? compareGames(reference.games ?? [], manifest.games ?? [])
    : undefined;
  const values = (key: string) => `${key}: ${shortValue(a[key])} vs ${shortValue(b[key])}`;
  const protocolText = differingKeys
    .map((key) => (key === "games" || key.endsWith(".games") ? `${key} (${gamesDifference})` : values(key)))
    .join("; ");
  const seedOnly = differing.some((key) => REPEAT_KEYS.has(key));
  const alike = [
    modelDifferences.length ? `different model (${modelDifferences.map(values).join("; ")}): compared side by side` : "",
    informational.length ? informational.map(values).join("; ") : "",
  ].filter(Boolean);
  const note = differingKeys.length
    ? `${run} vs ${against}: NOT COMPARABLE, the protocol differs in ${protocolText}`
    : alike.length
      ? `${run} vs ${against}: same protocol${seedOnly ? " but the seed" : ""}, ${alike.join("; ")}`
      : seedOnly
        ? `${run} vs ${against}: same manifest but the seed (repeats of one protocol)`
        : `${run} vs ${against}: same manifest`;
  return { run, against, comparable: differingKeys.length === 0, differingKeys, modelDifferences, gamesDifference, note };
}

function shortValue(value: unknown): string {
  if (value === undefined) return "absent";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function compareGames(reference: ManifestGame[], other: ManifestGame[]): string {
  const hashes = new Map(reference.map((g) => [g.gamefile, g.sha256]));
  const otherFiles = new Set(other.map((g) => g.gamefile));
  const onlyHere = other.filter((g) => !hashes.has(g.gamefile)).length;
  const onlyThere = reference.filter((g) => !otherFiles.has(g.gamefile)).length;
  const changed = other.filter((g) => hashes.has(g.gamefile) && hashes.get(g.gamefile) !== g.sha256).length;
  const parts = [
    onlyThere ? `${onlyThere} only in the reference` : "",
    onlyHere ? `${onlyHere} only in this run` : "",
    changed ? `${changed} with a different sha256` : "",
  ].filter(Boolean);
  return parts.join(", ");
}

/** JSON with object keys sorted, so key order never makes two equal values differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}
