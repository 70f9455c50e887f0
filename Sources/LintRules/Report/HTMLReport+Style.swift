/// The report's style sheet: system-like colors in both schemes, tables that fit the page (long paths
/// and source lines wrap instead of widening it), and a print layout that fits A4 or Letter and
/// prints the closed sections too.
extension HTMLReport {
    static let css = """

    :root { --bg: #ffffff; --fg: #1c1c1e; --muted: #6c6c70; --card: #f2f2f7; --line: #d1d1d6; --code: #f2f2f7; --link: #0a5fc2;
            --warn: #a05a00; --err: #c4211a; --note: #2a6fb0; --ok: #1e7d32; --low: #c4211a; --badge: #e5e5ea; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #f2f2f7; --muted: #aeaeb2; --card: #1c1c1e; --line: #38383a; --code: #2c2c2e; --link: #6cb4ff;
              --warn: #ffb340; --err: #ff6961; --note: #70b8ff; --ok: #5fd97a; --low: #ff6961; --badge: #3a3a3c; }
    }
    * { box-sizing: border-box; }
    body { background: var(--bg); color: var(--fg); font: 14px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; }
    a { color: var(--link); text-decoration: none; } a:hover { text-decoration: underline; }
    h1 { margin-bottom: .3rem; font-size: 1.6rem; } h1 .project { white-space: nowrap; }
    h2 { border-bottom: 1px solid var(--line); padding-bottom: .3rem; margin: 2rem 0 .6rem; font-size: 1.3rem; } h3 { font-size: 1rem; margin: 1rem 0 .3rem; }
    summary h2 { display: inline; border: 0; } section > details > summary { border-bottom: 1px solid var(--line); padding-bottom: .3rem; margin-top: 2rem; }
    .muted { color: var(--muted); } .small { font-size: 12px; }
    .meta { display: flex; flex-wrap: wrap; gap: .3rem 1.5rem; margin: .3rem 0 1rem; } .meta div { display: flex; gap: .4rem; }
    .meta dt { color: var(--muted); } .meta dd { margin: 0; overflow-wrap: anywhere; }
    .toc { font-size: 13px; margin-bottom: 1rem; }
    .cards { display: flex; gap: .8rem; flex-wrap: wrap; margin: 1rem 0; }
    .card { background: var(--card); border-radius: 10px; padding: .7rem 1rem; min-width: 9rem; max-width: 16rem; }
    .card .value { font-size: 1.7rem; font-weight: 600; } .card .label { color: var(--muted); font-size: 13px; }
    .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 1.5rem; align-items: start; }
    table { border-collapse: collapse; margin: .6rem 0; width: 100%; }
    th, td { border-bottom: 1px solid var(--line); padding: .35rem .45rem; text-align: left; vertical-align: top; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; width: 3.5rem; }
    td { overflow-wrap: break-word; }
    code { background: var(--code); border-radius: 4px; padding: 0 .25rem; font: 12px ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
    code.src { display: inline-block; white-space: pre-wrap; word-break: break-all; }
    .path, .where { overflow-wrap: anywhere; word-break: break-word; } table.modules td.path { min-width: 12rem; } table.modules td.path code { overflow-wrap: normal; word-break: normal; } .where { font-size: 12px; min-width: 12rem; }
    .nowrap { white-space: nowrap; } .rules code { white-space: nowrap; } .rules { font-size: 12px; line-height: 1.8; }
    /* Fixed column widths: whatever a name or a path holds, the census never gets wider than the page. */
    table.palette { table-layout: fixed; } table.palette code { overflow-wrap: anywhere; }
    table.palette col.color { width: 14%; } table.palette col.uses { width: 4.5%; } table.palette col.roles { width: 10%; }
    table.palette col.proposed { width: 19%; } table.palette col.semantic { width: 13%; } table.palette col.now { width: 10%; }
    table.palette col.then { width: 7.5%; } table.palette col.where { width: 22%; } table.palette td.n, table.palette th.n { width: auto; } table.palette .merged { font-size: 11px; color: var(--muted); margin-top: .2rem; }
    .chip { display: inline-block; padding: 3px; border-radius: 7px; margin-right: 3px; vertical-align: middle; line-height: 0; }
    .chip.light { background: #ffffff; border: 1px solid #d1d1d6; } .chip.dark { background: #000000; border: 1px solid #48484a; }
    .swatch { display: inline-block; width: 1.3rem; height: 1.3rem; border-radius: 4px; }
    .chip.light .swatch { box-shadow: inset 0 0 0 1px rgba(0, 0, 0, .12); } .chip.dark .swatch { box-shadow: inset 0 0 0 1px rgba(255, 255, 255, .16); }
    .sev { font-size: 12px; font-weight: 600; } .sev.warning { color: var(--warn); } .sev.error { color: var(--err); } .sev.note { color: var(--note); }
    .badge { font-size: 11px; background: var(--badge); border-radius: 4px; padding: 0 .3rem; white-space: nowrap; } .badge.new { color: var(--err); font-weight: 600; }
    .effort { font-weight: 600; } .effort.automatic { color: var(--ok); } .effort.palette { color: var(--warn); } .effort.hook { color: var(--note); }
    .ok { color: var(--ok); } .low { color: var(--low); font-weight: 600; }
    .fix { color: var(--ok); }
    details > summary { cursor: pointer; margin: .6rem 0; }
    details.folder { margin-left: .2rem; }
    @media (max-width: 700px) { .pair { grid-template-columns: 1fr; } body { margin: 1rem auto; } }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #555555; --card: #f4f4f4; --line: #cccccc; --code: #f4f4f4; --link: #000000;
              --warn: #8a4b00; --err: #b3261e; --note: #1f5d99; --ok: #1b6b2c; --low: #b3261e; --badge: #e5e5e5; }
      @page { margin: 12mm; }
      body { margin: 0; max-width: none; padding: 0; font-size: 10px; }
      h1 { font-size: 16px; } h2 { font-size: 13px; margin-top: 1rem; } h3 { font-size: 11px; }
      code { font-size: 9px; } .sev, .badge { font-size: 8.5px; } .where, .rules, th, .small, table.palette .merged { font-size: 8.5px; }
      .swatch { width: .9rem; height: .9rem; } .chip { padding: 2px; border-radius: 5px; } table.palette td { font-size: 9px; } .card { padding: .4rem .6rem; min-width: 6rem; } .card .value { font-size: 16px; } .card .label { font-size: 9px; }
      .toc { display: none; } td.n, th.n { width: 2.8rem; } th, td { padding: .2rem .3rem; }
      table { page-break-inside: auto; } tr { break-inside: avoid; } h2, h3, summary { break-after: avoid; }
      /* closed sections print too: paper has no disclosure triangles */
      details::details-content { content-visibility: visible; display: block; }
      details > summary { list-style: none; } details > summary::-webkit-details-marker { display: none; }
      .chip, .swatch, .badge, .card, code { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      a { color: inherit; }
    }

    """
}
