#!/usr/bin/env node
// Puts the result of a finished `seed learn` folder into docs as the program wrote it, so that no documented number
// is typed by hand: learn_summary.md/.json, curves_*.svg, learn_settings.json and learn_timing.json are copied
// unchanged, and index.md is the command and commit that made them, then the summary with its pictures.
// A folder short of its result is refused (a partial table would read as the result): every evaluation target (the
// splits and the official games when asked) needs the SFT model's evaluation and every seed of every method at the
// last round.
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
const { rounds, seeds, methods } = settings.rl;
for (const target of [...settings.eval.splits, ...(settings.eval.official ? ["official"] : [])]) {
  // The summary's rows are each method's at the newest round evaluated on that target.
  const rows = summary.rows[target] ?? [];
  if (!rows.some((r) => r.method === "sft")) fail(`${from}: the SFT model has no evaluation on ${target}: the run is not finished`);
  for (const method of methods) {
    const row = rows.find((r) => r.method === method);
    if (!row || row.round !== rounds) fail(`${from}: ${method} has no evaluation on ${target} at round ${rounds}: the run is not finished`);
    if (row.seeds !== seeds.length)
      fail(
        `${from}: ${row.seeds} of ${seeds.length} seeds of ${method} evaluated on ${target} at round ${rounds}: the run is not finished`,
      );
  }
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
