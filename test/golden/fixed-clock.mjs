// Loaded with `--import` into every CLI run of the golden capture (plain JavaScript, so worker
// threads that inherit the flag without tsx load it too): the clock stands still, so run ids, file
// stamps, ISO times and measured seconds are the same on every run and need no mask (a mask would
// also hide whatever it matches by accident: ALFWorld's trial ids look like stamps, `timeout_s`
// looks like a measured time). The wall clock reads GOLDEN_NOW; the monotonic clock advances one
// millisecond per read, so durations are non-zero and fixed by the order of reads, which a run with
// seeded agents repeats exactly.

/** 2001-02-03T04:05:06.789Z: a date no real run has, easy to spot in a golden file. */
export const GOLDEN_NOW = Date.UTC(2001, 1, 3, 4, 5, 6, 789);

const RealDate = Date;

class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(GOLDEN_NOW);
    else super(...args);
  }
  static now() {
    return GOLDEN_NOW;
  }
}

globalThis.Date = FixedDate;

let monotonic = 1000;
const tick = () => {
  monotonic += 1;
  return monotonic;
};
performance.now = tick;
const hrtime = (previous) => {
  const ms = tick();
  const now = [Math.floor(ms / 1000), (ms % 1000) * 1e6];
  if (!previous) return now;
  const ns = (now[0] - previous[0]) * 1e9 + (now[1] - previous[1]);
  return [Math.floor(ns / 1e9), ns % 1e9];
};
hrtime.bigint = () => BigInt(tick()) * 1_000_000n;
process.hrtime = hrtime;
