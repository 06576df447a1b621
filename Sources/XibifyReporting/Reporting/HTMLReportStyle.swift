/// The HTML report's style sheet, inlined in the page: light and dark colours that follow the
/// system, the wireframes' boxes and labels, and print rules.
///
/// Sections of clusters below the screen are neither laid out nor painted until they scroll near
/// (`content-visibility: auto`), so a page of hundreds of clusters opens and scrolls as fast as
/// a short one.
package enum HTMLReportStyle {
    /// The CSS text.
    package static let css = """
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1d1d1f; --muted: #63636b; --line: #d2d2d7; --panel: #f5f5f7;
          --accent: #0a5cc2; --param: #b4410b; --param-fill: rgba(234, 88, 12, 0.16);
          --bad: #b3261e; --good: #137333;
          --box0: rgba(10, 92, 194, 0.05); --box1: rgba(10, 92, 194, 0.09);
          --box2: rgba(10, 92, 194, 0.13); --box3: rgba(10, 92, 194, 0.17); --stroke: #8a8a93;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1aa; --line: #3a3a3f; --panel: #2a2a2e;
            --accent: #6cb1ff; --param: #ffa25c; --param-fill: rgba(255, 162, 92, 0.2);
            --bad: #ff8a80; --good: #7ddc8f;
            --box0: rgba(108, 177, 255, 0.06); --box1: rgba(108, 177, 255, 0.1);
            --box2: rgba(108, 177, 255, 0.14); --box3: rgba(108, 177, 255, 0.18); --stroke: #7c7c86;
          }
        }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        main { max-width: 1360px; margin: 0 auto; padding: 24px 24px 64px; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h2 { font-size: 19px; margin: 0 0 8px; }
        h3 { font-size: 15px; margin: 16px 0 6px; }
        a { color: var(--accent); }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
        pre { background: var(--panel); padding: 8px 10px; border-radius: 6px; overflow-x: auto;
          white-space: pre-wrap; word-break: break-all; }
        .muted { color: var(--muted); }
        .figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px;
          margin: 12px 0; }
        .figures div { background: var(--panel); border-radius: 8px; padding: 8px 12px; }
        .figures dt { color: var(--muted); font-size: 12px; }
        .figures dd { margin: 0; font-size: 20px; font-weight: 600; }
        table { border-collapse: collapse; margin: 6px 0; }
        th, td { text-align: left; vertical-align: top; padding: 3px 10px 3px 0; border-bottom: 1px solid var(--line); }
        th { font-weight: 600; font-size: 12.5px; }
        .place, code.loc, .keypath span { white-space: nowrap; }
        code.path { white-space: normal; overflow-wrap: anywhere; }
        a.file { text-decoration-color: var(--line); }
        a.file:hover { text-decoration-color: currentColor; }
        table.copies-table { width: 100%; }
        .copies-table td.where { min-width: 22em; }
        .copies-table td.scene, .copies-table td.label { min-width: 12em; }
        .copies-table td.label, .copies-table td.value { overflow-wrap: anywhere; }
        .copies-table td.value { min-width: 6em; }
        td.connections { overflow-wrap: anywhere; }
        th .muted { display: inline-block; max-width: 240px; font-weight: normal; }
        td.number, th.number { text-align: right; }
        .scroll { overflow-x: auto; }
        table.chart { width: 100%; }
        .chart td.bar { width: 40%; }
        .chart td.bar span { display: block; height: 12px; margin-top: 4px; border-radius: 2px;
          background: var(--accent); -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        .chart tr.others td { color: var(--muted); }
        section.cluster { border-top: 1px solid var(--line); margin-top: 28px; padding-top: 16px;
          content-visibility: auto; contain-intrinsic-size: auto 720px; }
        .state { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600;
          border: 1px solid currentColor; }
        .state.extractable { color: var(--good); }
        .state.blocked { color: var(--bad); }
        .state.styling { color: var(--muted); }
        .drawings { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin: 12px 0; }
        .copies { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; flex: 1 1 360px; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; max-width: 440px; overflow-wrap: anywhere; }
        figure.copy figcaption { max-width: 260px; }
        figcaption .count { display: inline-block; border-radius: 10px; padding: 0 7px; font-weight: 600;
          background: var(--accent); color: var(--bg); }
        figcaption .also { display: block; }
        .wireframe { display: block; }
        .wireframe .view rect { fill: var(--box0); stroke: var(--stroke); stroke-width: 1; }
        .wireframe .depth1 rect { fill: var(--box1); }
        .wireframe .depth2 rect { fill: var(--box2); }
        .wireframe .depth3 rect { fill: var(--box3); }
        .wireframe .estimated rect { stroke-dasharray: 4 3; }
        .wireframe .parameter rect { fill: var(--param-fill); stroke: var(--param); stroke-width: 1.5; }
        .wireframe text { fill: var(--fg); }
        .wireframe text.kind { fill: var(--muted); }
        .wireframe .parameter text.kind { fill: var(--param); font-weight: 600; }
        .param { color: var(--param); font-weight: 600; }
        .unset { color: var(--muted); font-style: italic; }
        .blocked-copy { color: var(--bad); }
        details { margin: 8px 0; }
        summary { cursor: pointer; font-weight: 600; }
        .fix { color: var(--muted); }
        ul.blockers { margin: 4px 0; padding-left: 20px; }
        @media print {
          section.cluster { content-visibility: visible; break-inside: avoid-page; }
          a { color: inherit; text-decoration: none; }
        }
        """
}
