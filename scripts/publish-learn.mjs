#!/usr/bin/env node
// Puts the result of a finished `seed learn` folder into docs as the program wrote it, so that no documented number
// is typed by hand: learn_summary.md/.json, curves_*.svg, learn_settings.json and learn_timing.json are copied
// unchanged, and index.md is the command and commit that made them, then the summary with its pictures.
// A folder whose runs have not all reached their last round on every split is refused: a partial table would read
// as the result.
//   node scripts/publish-learn.mjs <seed learn folder> <docs folder> "<command that made it>" <commit>
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [from, to, command, commit] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write(`publish-learn: ${message}\n`);
  process.exit(1);
};
if (!from || !to || !command || !commit) fail('usage: publish-learn.mjs <seed learn folder> <docs folder> "<command>" <commit>');
for (const name of ["learn_summary.md", "learn_summary.json", "learn_settings.json", "learn_timing.json"])
  if (!existsSync(path.join(from, name))) fail(`${path.join(from, name)} is missing: run seed learn on ${from} to its end first`);

const read = (name) => JSON.parse(readFileSync(path.join(from, name), "utf8"));
const settings = read("learn_settings.json");
const summary = read("learn_summary.json");
for (const split of settings.eval.splits)
  for (const method of settings.rl.methods) {
    const row = (summary.rows[split] ?? []).find((r) => r.method === method);
    if (!row || row.round !== settings.rl.rounds || row.seeds !== settings.rl.seeds.length)
      fail(
        `${from}: ${method} on ${split} has ${row ? `${row.seeds} seed(s) at round ${row.round}` : "no evaluation"}, ` +
          `not ${settings.rl.seeds.length} at round ${settings.rl.rounds}: the run is not finished`,
      );
  }

mkdirSync(to, { recursive: true });
const copied = readdirSync(from).filter((n) => /^(learn_(summary|settings|timing)\.(md|json)|curves_[\w-]+\.svg)$/.test(n));
for (const name of copied) copyFileSync(path.join(from, name), path.join(to, name));
const pictures = copied.filter((n) => n.endsWith(".svg")).sort();
const index = [
  `# \`seed learn\`: the result of one run`,
  "",
  `Made by \`${command}\` at commit ${commit}. Every figure below is \`seed learn\`'s own output (\`learn_summary.md\`,`,
  "copied unchanged by `scripts/publish-learn.mjs`); the run's settings are in [learn_settings.json](learn_settings.json),",
  "its seconds per phase in [learn_timing.json](learn_timing.json).",
  "",
  ...pictures.flatMap((n) => [`![${n}](${n})`, ""]),
  readFileSync(path.join(from, "learn_summary.md"), "utf8"),
].join("\n");
writeFileSync(path.join(to, "index.md"), index);
process.stdout.write(`${to}: ${copied.length} files and index.md from ${from}\n`);
