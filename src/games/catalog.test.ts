// The compiled-games cache: games in use always stay; unused ones are kept up to a count and a
// byte bound (compiledGameBytes), the least recently used dropped first.
import { test } from "node:test";
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import path from "node:path";
import { COMPILED_BYTES_PER_FILE_BYTE, CompiledGames, compiledGameBytes, scanCatalog } from "./catalog.js";

const games = scanCatalog([path.resolve(import.meta.dirname, "../../../shared/alfworld")]).games.slice(0, 4);

test("compiledGameBytes: the file's size at the measured rate; 0 for a file that is not there", () => {
  assert.equal(compiledGameBytes(games[0].abs), statSync(games[0].abs).size * COMPILED_BYTES_PER_FILE_BYTE);
  assert.equal(compiledGameBytes("/nonexistent/game.tw-pddl"), 0);
});

test("unused games are kept up to idleBytes, least recently used dropped first; games in use always stay", () => {
  const [a, b, c, d] = games.map((game) => game.abs);
  const cache = new CompiledGames({ idleGames: 100, idleBytes: compiledGameBytes(b) + compiledGameBytes(c) });
  const held = cache.acquire(d);
  for (const abs of [a, b, c]) cache.get(abs);
  assert.equal(cache.size, 3, "a (least recently used) went when c made the unused ones pass the bound; d is in use");
  assert.equal(cache.acquire(d), held, "the game in use is the same compiled object");
  const before = cache.get(b);
  assert.equal(cache.get(b), before, "b stayed");
  cache.release(d);
  cache.release(d);
  assert.ok(cache.size <= 2, "with d unused too, the least recently used go until the unused ones fit");
  assert.equal(cache.get(b), before, "b, the most recently used, stayed");
});
