/// The HTML report's inline stylesheet and script: no network, no external fonts.
enum HTMLAssets {
    /// Light and dark schemes (every text colour at least 4.5:1 on its background), relative
    /// font sizes, and a layout that reflows at 320 CSS px: wide tables scroll inside their
    /// own focusable region, long paths and code wrap.
    static let css = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1b1b1b; --muted: #595959; --line: #c4c4c4; --panel: #f5f5f5;
      --link: #0a55c2; --focus: #0a55c2; --mark-bg: #fff0a8; --mark-fg: #1b1b1b;
      --err-bg: #fde7e9; --err-fg: #a1151c; --warn-bg: #fff2cc; --warn-fg: #6b4200;
      --info-bg: #e3effb; --info-fg: #0b4f8a; --quiet-bg: #ececec; --quiet-fg: #3d3d3d;
      --good: #0c6b1f; --fair: #7d4a00; --poor: #b0211a; --bar: #b0211a; --bar-none: #c4c4c4;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #141414; --fg: #e9e9e9; --muted: #b5b5b5; --line: #4a4a4a; --panel: #1f1f1f;
        --link: #93bbff; --focus: #93bbff; --mark-bg: #5c4b00; --mark-fg: #ffffff;
        --err-bg: #4d1417; --err-fg: #ffb8b3; --warn-bg: #433100; --warn-fg: #ffd98a;
        --info-bg: #0e2f4f; --info-fg: #a9d0ff; --quiet-bg: #2e2e2e; --quiet-fg: #dddddd;
        --good: #7fd88f; --fair: #ffcf70; --poor: #ff9a91; --bar: #ff9a91; --bar-none: #4a4a4a;
      }
    }
    *, *::before, *::after { box-sizing: border-box; }
    html { font-size: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.5;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    header.page, main, footer.page, nav.page { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
    /* Identifiers in labels and screen names are long words: break them rather than scroll. */
    main { overflow-wrap: anywhere; }
    header.page { padding-top: 1rem; }
    h1 { font-size: 2rem; margin: 0.5rem 0; line-height: 1.2; }
    h2 { font-size: 1.5rem; margin: 2rem 0 0.75rem; border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; }
    h3 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
    h4 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
    a { color: var(--link); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    [hidden] { display: none !important; }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
    code, .wrap { overflow-wrap: anywhere; }
    .muted { color: var(--muted); }
    .skip-link { position: absolute; left: 0.5rem; top: -10rem; background: var(--bg); color: var(--link); padding: 0.5rem; }
    .skip-link:focus { top: 0.5rem; }
    nav.page ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; padding: 0; margin: 0.5rem 0; }
    .run-score { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1rem; margin: 0.5rem 0; }
    .run-score .number { font-size: 3rem; font-weight: 700; line-height: 1; }
    .grade-good { color: var(--good); } .grade-needs-work { color: var(--fair); } .grade-poor { color: var(--poor); }
    .table-scroll { overflow-x: auto; max-width: 100%; border: 1px solid var(--line); border-radius: 0.25rem; }
    table { border-collapse: collapse; width: 100%; }
    caption { text-align: left; padding: 0.5rem; color: var(--muted); }
    th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    thead th { background: var(--panel); }
    #scorecards th[scope="row"] { overflow-wrap: anywhere; font-weight: 400; }
    #scorecards td { text-align: right; font-variant-numeric: tabular-nums; }
    #scorecards td:last-child { text-align: left; }
    .facts { margin: 0.5rem 0; }
    ol.transcript small { color: var(--muted); }
    th button { font: inherit; font-weight: 700; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: inherit; }
    th[aria-sort="ascending"] button::after { content: " \\2191"; }
    th[aria-sort="descending"] button::after { content: " \\2193"; }
    .filters { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: flex-start; }
    .filters fieldset { border: 1px solid var(--line); border-radius: 0.25rem; margin: 0; padding: 0.25rem 0.75rem 0.5rem; }
    .filters fieldset label { display: inline-block; margin-right: 0.75rem; }
    .filters .field { display: flex; flex-direction: column; gap: 0.25rem; flex: 0 1 20rem; min-width: 0; }
    select { font: inherit; max-width: 100%; width: 100%; }
    ul.findings { list-style: none; padding: 0; margin: 0; }
    .finding { border: 1px solid var(--line); border-left-width: 0.4rem; border-radius: 0.25rem; padding: 0.5rem 0.75rem; margin: 0 0 0.75rem; }
    .finding[data-severity="error"] { border-left-color: var(--err-fg); }
    .finding[data-severity="warning"] { border-left-color: var(--warn-fg); }
    .finding[data-severity="info"] { border-left-color: var(--info-fg); }
    .finding p { margin: 0.25rem 0; }
    .finding .facts { color: var(--muted); overflow-wrap: anywhere; }
    .badge { display: inline-block; border-radius: 0.25rem; padding: 0 0.4rem; font-size: 0.85rem; font-weight: 700; }
    .sev-error { background: var(--err-bg); color: var(--err-fg); }
    .sev-warning { background: var(--warn-bg); color: var(--warn-fg); }
    .sev-info { background: var(--info-bg); color: var(--info-fg); }
    .state { background: var(--quiet-bg); color: var(--quiet-fg); font-weight: 400; }
    figure { margin: 0.5rem 0 0; }
    figcaption { font-size: 0.85rem; color: var(--muted); }
    pre.snippet { background: var(--panel); border-radius: 0.25rem; padding: 0.5rem; margin: 0.25rem 0 0;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.snippet mark { background: var(--mark-bg); color: var(--mark-fg); display: inline-block; width: 100%; }
    ol.transcript { padding-left: 2rem; }
    ol.transcript li { margin: 0.25rem 0; }
    .chart { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.25rem 1rem; }
    .chart svg { flex: none; overflow: visible; }
    .chart .good { fill: var(--good); } .chart .fair { fill: var(--fair); } .chart .poor { fill: var(--poor); }
    .chart .bar { fill: var(--bar); }
    .chart .axis { stroke: var(--bar-none); stroke-width: 1; }
    .ladder svg { border-bottom: 1px solid var(--bar-none); }
    .chart .ceiling { stroke: var(--fg); stroke-width: 1; stroke-dasharray: 2 2; }
    .chart figcaption { flex: 1 1 20rem; }
    details { margin: 0.75rem 0; }
    summary { cursor: pointer; font-weight: 700; }
    ul.broken { padding-left: 1.5rem; }
    ol.costs li { margin: 0.25rem 0; }
    .glossary div { margin-bottom: 1rem; }
    .glossary dt { font-weight: 700; }
    .glossary dd { margin: 0.25rem 0 0 1rem; }
    .glossary p { margin: 0.25rem 0; }
    footer.page { margin-top: 3rem; padding-bottom: 2rem; color: var(--muted); font-size: 0.9rem; }
    @media (max-width: 45rem) {
      th, td { padding: 0.3rem 0.25rem; }
    }
    @media (max-width: 30rem) {
      h1 { font-size: 1.6rem; }
    }
    """

    /// Sorting of the scorecard table, the finding filters, and transcripts built when opened.
    /// Everything else works (unsorted, unfiltered) without it; the filter form is shown only
    /// when the script runs.
    static let script = """
    (function () {
      'use strict';
      var table = document.getElementById('scorecards');
      if (table) {
        var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
        heads.forEach(function (th, column) {
          var button = th.querySelector('button');
          if (!button) { return; }
          button.addEventListener('click', function () {
            var ascending = th.getAttribute('aria-sort') !== 'ascending';
            heads.forEach(function (other) { other.removeAttribute('aria-sort'); });
            th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
            var body = table.tBodies[0];
            var rows = Array.prototype.slice.call(body.rows);
            rows.sort(function (a, b) {
              var x = a.cells[column].getAttribute('data-value') || a.cells[column].textContent;
              var y = b.cells[column].getAttribute('data-value') || b.cells[column].textContent;
              var nx = parseFloat(x), ny = parseFloat(y);
              var order = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
              return ascending ? order : -order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          });
        });
      }

      // A transcript is built when its details element first opens.
      document.addEventListener('toggle', function (event) {
        var details = event.target;
        var template = details.open && details.querySelector && details.querySelector(':scope > template');
        if (template) { details.appendChild(template.content.cloneNode(true)); details.removeChild(template); }
      }, true);

      var section = document.getElementById('filters');
      var form = document.getElementById('filter-form');
      if (!section || !form) { return; }
      section.hidden = false;
      var findings = Array.prototype.slice.call(document.querySelectorAll('li.finding:not(.input-error)'));
      var groups = Array.prototype.slice.call(document.querySelectorAll('div.rule-group'));
      var sections = Array.prototype.slice.call(document.querySelectorAll('section.screen'));
      var status = document.getElementById('filter-status');
      function checked(name) {
        var set = {};
        Array.prototype.forEach.call(form.querySelectorAll('input[name="' + name + '"]'), function (box) {
          set[box.value] = box.checked;
        });
        return set;
      }
      function apply() {
        var severity = checked('severity'), state = checked('state');
        var rule = document.getElementById('filter-rule').value;
        var screen = document.getElementById('filter-screen').value;
        var token = ' ' + screen + ' ';
        var shown = 0;
        findings.forEach(function (item) {
          var visible = severity[item.getAttribute('data-severity')] && state[item.getAttribute('data-state')] &&
            (!rule || item.getAttribute('data-rule') === rule) &&
            (!screen || (' ' + item.getAttribute('data-screens') + ' ').indexOf(token) >= 0);
          item.hidden = !visible;
          if (visible) { shown += 1; }
        });
        groups.forEach(function (group) { group.hidden = !group.querySelector('li.finding:not([hidden])'); });
        sections.forEach(function (s) {
          var n = s.getAttribute('data-n');
          s.hidden = n ? (!!screen && n !== screen) : !s.querySelector('li.finding:not([hidden])');
        });
        status.textContent = 'Showing ' + shown + ' of ' + findings.length + ' findings.';
      }
      form.addEventListener('change', apply);
      form.addEventListener('submit', function (event) { event.preventDefault(); });
    })();
    """
}
