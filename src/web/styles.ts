// The dashboard's stylesheet (a TypeScript string so the compiled package carries it; tsc copies no .css).
export const DASHBOARD_CSS = `
:root { --fg: #1d2330; --muted: #667085; --line: #e4e7ec; --bg: #f7f8fa; --card: #fff; --accent: #2f6fdf;
  --good: #1a7f4b; --good-bg: #e7f6ee; --bad: #b42318; --bad-bg: #fdecea; --warn-bg: #fff6e0; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif;
  color: var(--fg); background: var(--bg); }
header.top { display: flex; align-items: center; gap: 18px; padding: 10px 20px; background: #1d2330; color: #fff; }
header.top .brand { font-weight: 650; letter-spacing: .2px; }
header.top nav a { color: #cfd6e4; text-decoration: none; margin-right: 14px; padding: 4px 0; }
header.top nav a.active { color: #fff; border-bottom: 2px solid #7aa7ff; }
main { padding: 18px 20px 40px; max-width: 1400px; }
h1 { font-size: 20px; margin: 0 0 12px; } h2 { font-size: 16px; margin: 22px 0 8px; } h3 { font-size: 14px; margin: 14px 0 6px; }
.muted { color: var(--muted); }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; margin: 10px 0; }
table.data { border-collapse: collapse; background: var(--card); border: 1px solid var(--line); font-variant-numeric: tabular-nums; }
table.data th, table.data td { padding: 5px 10px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
table.data th { background: #f0f2f5; font-weight: 600; }
table.data td.text, table.data th.text { text-align: left; }
table.data td.wrap { text-align: left; white-space: normal; min-width: 240px; }
table.data tr.total td { font-weight: 600; background: #fafbfc; }
table.data tr.link { cursor: pointer; } table.data tr.link:hover td { background: #f3f7ff; }
.ci { display: inline-block; position: relative; width: 90px; height: 8px; background: #eef0f3; border-radius: 4px; vertical-align: middle; margin-left: 6px; }
.ci span { position: absolute; top: 0; bottom: 0; background: #9db8ea; border-radius: 4px; }
.ci i { position: absolute; top: -2px; width: 2px; height: 12px; background: var(--accent); }
.badge { display: inline-block; padding: 0 7px; border-radius: 9px; font-size: 12px; font-weight: 600; }
.badge.good { color: var(--good); background: var(--good-bg); } .badge.bad { color: var(--bad); background: var(--bad-bg); }
.badge.neutral { color: var(--muted); background: #eef0f3; }
.notes li { margin: 2px 0; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 4px 0; }
dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; word-break: break-all; }
ul.warnings { list-style: none; padding: 8px 10px; margin: 8px 0 0; background: var(--bad-bg); border-radius: 6px; } ul.warnings li { margin: 2px 0; } .problems { background: var(--warn-bg); border-color: #f3d9a4; }
.filters { display: flex; gap: 14px; align-items: center; flex-wrap: wrap; margin: 8px 0 12px; }
.filters label { display: flex; gap: 6px; align-items: center; }
select, input[type=text] { font: inherit; padding: 4px 6px; border: 1px solid #c9ced6; border-radius: 5px; background: #fff; }
button { font: inherit; cursor: pointer; border: 1px solid #c9ced6; background: #fff; border-radius: 5px; padding: 3px 9px; }
button:hover:not(:disabled) { border-color: var(--accent); color: var(--accent); }
button:disabled { cursor: default; opacity: .45; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(440px, 1fr)); gap: 12px; }
.charts.small { grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); }
.chart { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px; min-width: 0; }
.chart h3 { margin: 0 0 4px; font-size: 13px; }
.chart .u-legend { font-size: 11.5px; line-height: 1.3; } .chart .u-legend th { font-weight: 500; }
.chart .u-legend .u-series { padding: 0 6px; }
.step { background: var(--card); border: 1px solid var(--line); border-left: 4px solid #c9ced6; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.step.valid { border-left-color: #7fb7ff; } .step.invalid { border-left-color: var(--bad); } .step.won { border-left-color: var(--good); }
.step .head { display: flex; gap: 12px; flex-wrap: wrap; align-items: baseline; }
.step .action { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 600; }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0; font: 12.5px/1.45 ui-monospace, Menlo, Consolas, monospace;
  background: #f6f7f9; border: 1px solid #eceef2; border-radius: 5px; padding: 6px 8px; max-height: 420px; overflow: auto; }
details > summary { cursor: pointer; color: var(--muted); margin: 3px 0; }
.play { display: grid; grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr); gap: 14px; align-items: start; }
.transcript { max-height: 70vh; overflow: auto; }
.transcript .cmd { font-family: ui-monospace, Menlo, Consolas, monospace; color: var(--accent); margin-top: 8px; }
.commands .group { margin: 6px 0; } .commands .group b { display: block; color: var(--muted); font-size: 12px; font-weight: 600; margin-bottom: 3px; }
.commands button { margin: 2px 3px 2px 0; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; }
.banner { padding: 10px 14px; border-radius: 8px; font-weight: 600; margin: 8px 0; }
.banner.won { background: var(--good-bg); color: var(--good); } .banner.lost { background: var(--bad-bg); color: var(--bad); }
.diff .added { border-left: 4px solid var(--good); } .diff .removed { border-left: 4px solid var(--bad); } .diff .changed { border-left: 4px solid #e7a008; }
.diff del { background: var(--bad-bg); text-decoration: none; } .diff ins { background: var(--good-bg); text-decoration: none; }
.entry { margin: 6px 0; padding: 6px 10px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
.entry .id { font-family: ui-monospace, Menlo, Consolas, monospace; color: var(--muted); font-size: 12px; }
.error { color: var(--bad); background: var(--bad-bg); padding: 10px; border-radius: 6px; }
a { color: var(--accent); }
`;
