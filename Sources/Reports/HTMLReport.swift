import AuditModel
import Foundation

/// The HTML report: one self-contained page (inline CSS and a little script, no network).
///
/// Overview (run score, a sortable table of every screen's scorecard, input errors), filters
/// by severity, state, rule and screen (keyboard-usable form controls), then per screen: its
/// scorecard, findings grouped by rule (severity, element, spoken label, message, fix, WCAG
/// links, source snippet), the VoiceOver transcript and the Dynamic Type ladder as a table
/// with bars; finally a rule glossary. Every piece of audited text goes through `HTML`'s
/// escaping interpolation.
public enum HTMLReport {
    /// Source lines around a line of a file: `(line, text)` pairs, or nil when unknown.
    public typealias Snippet = (_ file: String, _ line: Int) -> [(line: Int, text: String)]?

    /// - Parameters:
    ///   - snippet: source lines around a finding (see `fileSnippets`); nil or empty shows none.
    ///   - maxFindingsPerScreen: findings listed per screen; the rest are counted (JSON and
    ///     SARIF carry all of them), which keeps huge runs openable.
    public static func render(_ result: AuditResult, rules: [RuleDescriptor], snippet: Snippet,
                              maxFindingsPerScreen: Int = 1_000) -> String {
        withoutActuallyEscaping(snippet) { snippet in
            HTMLPage(result: result, rules: rules, snippet: snippet, maxFindingsPerScreen: maxFindingsPerScreen)
                .render().markup
        }
    }

    /// Reads snippets from the audited files (paths relative to the current folder), `context`
    /// lines either side, each file read once per returned closure.
    public static func fileSnippets(context: Int = 2) -> Snippet {
        let cache = FileLines()
        return { file, line in
            guard let lines = cache.lines(file), line >= 1, line <= lines.count else { return nil }
            let range = max(1, line - context)...min(lines.count, line + context)
            return range.map { (line: $0, text: lines[$0 - 1]) }
        }
    }
}

/// Lines of files already read (for snippets).
private final class FileLines {
    private var files: [String: [String]?] = [:]

    func lines(_ path: String) -> [String]? {
        if let cached = files[path] { return cached }
        var lines: [String]?
        if let data = FileManager.default.contents(atPath: path) {
            lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        }
        files[path] = lines
        return lines
    }
}

private struct HTMLPage {
    let result: AuditResult
    let rules: [RuleDescriptor]
    let descriptors: [String: RuleDescriptor]
    /// Glossary anchor per rule id (ids are not used as HTML ids).
    let ruleAnchors: [String: String]
    let snippet: HTMLReport.Snippet
    let maxFindingsPerScreen: Int
    let findingsByScreen: [String: [Finding]]
    let errorsByScreen: [String: [InputError]]

    init(result: AuditResult, rules: [RuleDescriptor], snippet: @escaping HTMLReport.Snippet, maxFindingsPerScreen: Int) {
        self.result = result
        self.rules = rules
        self.descriptors = ReportText.descriptors(rules)
        var anchors: [String: String] = [:]
        for (i, rule) in rules.enumerated() where anchors[rule.id] == nil { anchors[rule.id] = "rule-\(i + 1)" }
        self.ruleAnchors = anchors
        self.snippet = snippet
        self.maxFindingsPerScreen = max(0, maxFindingsPerScreen)
        self.findingsByScreen = Dictionary(grouping: result.findings, by: \.screen)
        self.errorsByScreen = Dictionary(grouping: result.inputErrors.filter { $0.screen != nil }, by: { $0.screen! })
    }

    private func state(_ f: Finding) -> FindingState { FindingState(f, failOn: result.failOn) }

    func render() -> HTML {
        let grade = Scorecard.grade(for: result.score)
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="\(ToolInfo.name) \(result.toolVersion)">
        <title>Accessibility audit: run score \(result.score) (\(grade)) · \(ToolInfo.name)</title>
        <style>
        \(HTML(trusted: HTMLAssets.css))
        </style>
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to the report</a>
        <header class="page">
        <h1>Accessibility audit</h1>
        <p class="muted">\(ToolInfo.name) \(result.toolVersion) · profile <strong>\(result.profile)</strong> · fails on \(result.failOn.map { "\($0.rawValue) and above" } ?? "nothing (fail-on never)")</p>
        </header>
        <nav class="page" aria-label="Report sections">
        <ul>
        <li><a href="#overview">Overview</a></li>
        \(result.screens.isEmpty ? "" : HTML("<li><a href=\"#screen-1\">Screens</a></li>\n"))        <li><a href="#glossary">Rule glossary</a></li>
        </ul>
        </nav>
        <main id="main" tabindex="-1">
        \(overview())
        \(filters())
        \(result.screens.enumerated().map { screenSection($1, number: $0 + 1) })
        \(orphans())
        \(glossary())
        </main>
        <footer class="page">
        <p>Generated by \(ToolInfo.name) \(result.toolVersion). Dynamic Type results are estimates from text lengths and the font tables, not measurements.</p>
        </footer>
        <script>
        \(HTML(trusted: HTMLAssets.script))
        </script>
        </body>
        </html>

        """
    }

    // MARK: Overview

    private func overview() -> HTML {
        let grade = Scorecard.grade(for: result.score)
        var counts: [FindingState: Int] = [:]
        for f in result.findings { counts[state(f), default: 0] += 1 }
        let summary = [
            "\(counts[.failing] ?? 0) failing", "\(counts[.belowFailOn] ?? 0) below fail-on",
            "\(counts[.needsReview] ?? 0) need review", "\(counts[.suppressed] ?? 0) suppressed",
            "\(counts[.baselined] ?? 0) baselined",
        ].joined(separator: ", ")
        var html: HTML = """
        <section id="overview" aria-labelledby="overview-title">
        <h2 id="overview-title">Overview</h2>
        <div class="run-score"><span class="number \(gradeClass(grade))">\(result.score)</span><span>run score: <strong>\(grade)</strong>, the mean over \(result.screens.count) screen\(result.screens.count == 1 ? "" : "s")</span></div>
        <p>\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s"): \(summary).</p>

        """
        if !result.inputErrors.isEmpty {
            html += """
            <h3 id="input-errors">Input errors</h3>
            <p>These inputs could not be audited (fully); they count as errors, never as passes.</p>
            <ul>
            \(result.inputErrors.map { e in HTML("<li><code>\(e.location.description)</code>\(e.screen.map { " (screen \($0))" } ?? ""): \(e.message)</li>\n") })
            </ul>

            """
        }
        html += """
        <h3 id="scorecards-title">Scorecards</h3>
        <p class="muted">Score: 100 × weight of passed rules ÷ weight of applicable rules (error 10, warning 3, info 1). Select a column heading to sort.</p>
        <div class="table-scroll" role="region" aria-labelledby="scorecards-title" tabindex="0">
        <table id="scorecards">
        <thead><tr>
        <th scope="col"><button type="button">Screen</button></th>
        <th scope="col" class="num"><button type="button">Score</button></th>
        <th scope="col"><button type="button">Grade</button></th>
        <th scope="col" class="num"><button type="button">Errors</button></th>
        <th scope="col" class="num"><button type="button">Warnings</button></th>
        <th scope="col" class="num"><button type="button">Info</button></th>
        <th scope="col" class="num"><button type="button">VoiceOver coverage</button></th>
        <th scope="col"><button type="button">Dynamic Type ceiling</button></th>
        </tr></thead>
        <tbody>
        \(result.screens.enumerated().map { scorecardRow($1, number: $0 + 1) })
        </tbody>
        </table>
        </div>
        </section>

        """
        return html
    }

    private func scorecardRow(_ screen: ScreenResult, number: Int) -> HTML {
        let c = screen.scorecard
        let e = ReportText.count(c, .error), w = ReportText.count(c, .warning), i = ReportText.count(c, .info)
        let coverage = ReportText.percentValue(c.voiceOverCoverage)
        let ceiling = c.dynamicTypeCeiling.map { $0.index } ?? -1
        return """
        <tr><th scope="row" data-value="\(screen.name)"><a href="#screen-\(number)">\(screen.name)</a></th><td class="num" data-value="\(c.score)">\(c.score)</td><td data-value="\(c.score)"><span class="\(gradeClass(c.grade))">\(c.grade)</span></td><td class="num" data-value="\(e)">\(e)</td><td class="num" data-value="\(w)">\(w)</td><td class="num" data-value="\(i)">\(i)</td><td class="num" data-value="\(coverage)">\(coverage)%</td><td data-value="\(ceiling)">\(ReportText.ceiling(c.dynamicTypeCeiling))</td></tr>

        """
    }

    private func gradeClass(_ grade: String) -> String {
        "grade-" + grade.lowercased().split(separator: " ").joined(separator: "-")
    }

    // MARK: Filters

    private func filters() -> HTML {
        let ruleIDs = orderedUnique(result.findings.map(\.rule))
        let screenNames = orderedUnique(result.screens.map(\.name) + result.findings.map(\.screen))
        let states: [(FindingState, String)] = [
            (.failing, "Fails the run"), (.belowFailOn, "Below fail-on"), (.needsReview, "Needs review"),
            (.suppressed, "Suppressed"), (.baselined, "Baselined"),
        ]
        return """
        <section id="filters" aria-labelledby="filters-title" hidden>
        <h2 id="filters-title">Filter findings</h2>
        <form id="filter-form" class="filters">
        <fieldset><legend>Severity</legend>
        \(Severity.allCases.reversed().map { s in HTML("<label><input type=\"checkbox\" name=\"severity\" value=\"\(s.rawValue)\" checked> \(ReportText.title(s))</label>\n") })
        </fieldset>
        <fieldset><legend>State</legend>
        \(states.map { s in HTML("<label><input type=\"checkbox\" name=\"state\" value=\"\(s.0.rawValue)\" checked> \(s.1)</label>\n") })
        </fieldset>
        <div class="field"><label for="filter-rule">Rule</label>
        <select id="filter-rule"><option value="">All rules</option>
        \(ruleIDs.map { id in HTML("<option value=\"\(id)\">\(id)</option>\n") })
        </select></div>
        <div class="field"><label for="filter-screen">Screen</label>
        <select id="filter-screen"><option value="">All screens</option>
        \(screenNames.map { name in HTML("<option value=\"\(name)\">\(name)</option>\n") })
        </select></div>
        </form>
        <p id="filter-status" role="status">Showing \(result.findings.count) of \(result.findings.count) findings.</p>
        </section>

        """
    }

    // MARK: Screens

    private func screenSection(_ screen: ScreenResult, number: Int) -> HTML {
        let c = screen.scorecard
        let findings = findingsByScreen[screen.name] ?? []
        let errors = errorsByScreen[screen.name] ?? []
        let id = "screen-\(number)"
        let facts: [(String, HTML)] = [
            ("Score", "<span class=\"\(gradeClass(c.grade))\">\(c.score) (\(c.grade))</span>"),
            ("Errors", "\(ReportText.count(c, .error))"),
            ("Warnings", "\(ReportText.count(c, .warning))"),
            ("Info", "\(ReportText.count(c, .info))"),
            ("VoiceOver coverage", "\(ReportText.percent(c.voiceOverCoverage))"),
            ("Dynamic Type ceiling", "\(ReportText.ceiling(c.dynamicTypeCeiling))"),
        ]
        return """
        <section class="screen" id="\(id)" data-screen="\(screen.name)" aria-labelledby="\(id)-title">
        <h2 id="\(id)-title">\(screen.name)</h2>
        <p class="muted"><code>\(screen.file):\(screen.line)</code> · \(sourceName(screen.source))</p>
        <dl class="scorecard">
        \(facts.map { HTML("<div><dt>\($0.0)</dt><dd>\($0.1)</dd></div>\n") })
        </dl>
        <h3 id="\(id)-findings">Findings</h3>
        \(inputErrorList(errors))
        \(findingGroups(findings, screenID: id, emptyText: "No findings: every applicable rule passed."))
        <h3 id="\(id)-transcript">VoiceOver transcript</h3>
        \(transcript(screen))
        <h3 id="\(id)-ladder">Dynamic Type ladder</h3>
        \(ladder(screen, id: id))
        </section>

        """
    }

    /// Findings and input errors of screens the result has no scorecard for.
    private func orphans() -> HTML {
        let known = Set(result.screens.map(\.name))
        let findings = result.findings.filter { !known.contains($0.screen) }
        let errors = result.inputErrors.filter { $0.screen.map { !known.contains($0) } ?? false }
        guard !findings.isEmpty || !errors.isEmpty else { return "" }
        return """
        <section class="screen" id="screen-other" data-screen="" aria-labelledby="screen-other-title">
        <h2 id="screen-other-title">Other findings</h2>
        \(inputErrorList(errors))
        \(findingGroups(findings, screenID: "screen-other", emptyText: ""))
        </section>

        """
    }

    private func inputErrorList(_ errors: [InputError]) -> HTML {
        guard !errors.isEmpty else { return "" }
        return """
        <ul class="findings">
        \(errors.map { e in HTML("<li class=\"finding input-error\" data-severity=\"error\"><p><span class=\"badge sev-error\">Input error</span> <code>\(e.location.description)</code></p><p>\(e.message)</p></li>\n") })
        </ul>

        """
    }

    private func findingGroups(_ findings: [Finding], screenID: String, emptyText: String) -> HTML {
        guard !findings.isEmpty else { return emptyText.isEmpty ? "" : "<p>\(emptyText)</p>\n" }
        let listed = findings.prefix(maxFindingsPerScreen)
        var byRule: [String: [Finding]] = [:]
        for f in listed { byRule[f.rule, default: []].append(f) }
        // Most severe rules first; within a severity, catalog order, then order of appearance.
        let catalogOrder = rules.map(\.id).filter { byRule[$0] != nil }
        let worst = byRule.mapValues { $0.map(\.severity.index).max() ?? 0 }
        let order = orderedUnique(catalogOrder + listed.map(\.rule)).enumerated()
            .sorted { (-worst[$0.element]!, $0.offset) < (-worst[$1.element]!, $1.offset) }.map(\.element)
        var html: HTML = ""
        for (i, rule) in order.enumerated() {
            let group = byRule[rule]!
            let headingID = "\(screenID)-rule-\(i + 1)"
            let title = descriptors[rule].map { HTML(": \($0.title)") } ?? ""
            let name: HTML = ruleAnchors[rule].map { "<a href=\"#\($0)\"><code>\(rule)</code></a>" } ?? "<code>\(rule)</code>"
            html += """
            <div class="rule-group" data-rule="\(rule)">
            <h4 id="\(headingID)">\(name)\(title) <span class="muted">(\(group.count))</span></h4>
            <ul class="findings">
            \(group.map(finding))
            </ul>
            </div>

            """
        }
        if findings.count > listed.count {
            html += "<p>\(findings.count - listed.count) more findings on this screen are not listed here; the JSON and SARIF reports have all of them.</p>\n"
        }
        return html
    }

    private func finding(_ f: Finding) -> HTML {
        let s = state(f)
        let d = descriptors[f.rule]
        let label: HTML = f.label.isEmpty ? "<em>nothing</em> (no name)" : "“\(f.label)”"
        var details: [(String, HTML)] = [("VoiceOver reads", label)]
        if !f.fix.isEmpty { details.append(("Fix", HTML.withCodeSpans(f.fix))) }
        if let d, !d.wcag.isEmpty {
            let links = d.wcag.map { n -> HTML in
                let c = WCAG.criterion(n)
                return "<a href=\"\(c.url)\">\(WCAG.describe(n))</a>"
            }
            details.append(("WCAG", HTML(trusted: links.map(\.markup).joined(separator: ", "))))
        }
        details.append(("Location", "<code>\(ReportText.location(f))</code>"))
        if f.suppressed { details.append(("Suppressed", "\(f.suppressionReason ?? "without a reason")")) }
        if f.baselined { details.append(("Baselined", "recorded in the baseline; does not fail the run")) }
        return """
        <li class="finding" data-severity="\(f.severity.rawValue)" data-state="\(s.rawValue)" data-rule="\(f.rule)" data-screen="\(f.screen)">
        <p><span class="badge sev-\(f.severity.rawValue)">\(ReportText.title(f.severity))</span> <span class="badge state">\(stateName(s))</span> <code>\(f.element)</code></p>
        <p>\(HTML.withCodeSpans(f.message))</p>
        <dl>
        \(details.map { HTML("<dt>\($0.0)</dt><dd>\($0.1)</dd>\n") })
        </dl>
        \(sourceSnippet(f))
        </li>

        """
    }

    private func stateName(_ s: FindingState) -> String {
        switch s {
        case .failing: return "Fails the run"
        case .belowFailOn: return "Below fail-on"
        case .needsReview: return "Needs review"
        case .suppressed: return "Suppressed"
        case .baselined: return "Baselined"
        }
    }

    private func sourceSnippet(_ f: Finding) -> HTML {
        guard let lines = snippet(f.file, f.line), !lines.isEmpty else { return "" }
        let width = String(lines.map(\.line).max() ?? 0).count
        let body = lines.map { l -> HTML in
            let number = String(repeating: " ", count: max(0, width - String(l.line).count)) + String(l.line)
            let text: HTML = "<span class=\"ln\">\(number)</span>  \(l.text)"
            return l.line == f.line ? "<mark>\(text)</mark>\n" : "\(text)\n"
        }
        return """
        <figure>
        <figcaption><code>\(f.file)</code>, line \(f.line)</figcaption>
        <pre class="snippet"><code>\(body)</code></pre>
        </figure>

        """
    }

    private func sourceName(_ source: Screen.Source) -> String {
        switch source {
        case .swiftUI: return "SwiftUI source"
        case .xmlDescription: return "XML screen description"
        case .jsonDescription: return "JSON screen description"
        case .interfaceBuilder: return "Interface Builder"
        case .runtimeDump: return "runtime hierarchy dump"
        }
    }

    // MARK: Transcript and ladder

    private func provenanceBadge(_ line: TranscriptLine) -> HTML {
        switch line.provenance {
        case .localized?: return " <span class=\"badge state\">Localized</span>"
        case .missingLocalization?: return " <span class=\"badge state\">Localization key missing</span>"
        default: return ""
        }
    }

    private func transcript(_ screen: ScreenResult) -> HTML {
        guard !screen.transcript.isEmpty else { return "<p>VoiceOver reaches no element on this screen.</p>\n" }
        let dynamic = screen.transcript.contains(where: \.dynamic)
        return """
        <p class="muted">What VoiceOver speaks, element by element, in reading order (source order; geometry is unknown statically).\(dynamic ? " “Run-time text” marks lines whose words are known only when the app runs." : "")</p>
        <ol class="transcript">
        \(screen.transcript.map { line in HTML("<li>\(line.text)\(line.dynamic ? HTML(" <span class=\"badge state\">Run-time text</span>") : "")\(provenanceBadge(line)) <span class=\"where\"><code>\(line.element)</code> · <code>\(line.file):\(line.line)</code></span></li>\n") })
        </ol>

        """
    }

    private func ladder(_ screen: ScreenResult, id: String) -> HTML {
        guard !screen.ladder.isEmpty else { return "<p>No Dynamic Type estimate for this screen.</p>\n" }
        let ceiling = screen.scorecard.dynamicTypeCeiling
        let most = max(1, screen.ladder.map(\.broken.count).max() ?? 1)
        let rows = screen.ladder.map { step -> HTML in
            let beyond = ceiling.map { step.size > $0 } ?? true
            let marker = step.size == ceiling ? HTML(" <span class=\"muted\">(ceiling)</span>") : ""
            let bar: HTML = step.broken.isEmpty
                ? "<span class=\"bar none\" aria-hidden=\"true\"></span>"
                : "<span class=\"bar\" aria-hidden=\"true\" style=\"width: \(max(4, step.broken.count * 100 / most) * 8 / 100)rem\"></span>"
            let which: HTML = step.broken.isEmpty
                ? "<span class=\"muted\">none</span>"
                : HTML(trusted: step.broken.map { HTML("<code>\($0)</code>").markup }.joined(separator: ", "))
            return """
            <tr\(beyond ? HTML(" class=\"beyond-ceiling\"") : "")><th scope="row">\(step.size.rawValue)\(marker)</th><td><span class="count">\(step.broken.count)</span>\(bar)</td><td>\(which)</td></tr>

            """
        }
        return """
        <div class="table-scroll" role="region" aria-labelledby="\(id)-ladder \(id)-title" tabindex="0">
        <table class="ladder">
        <caption>Elements whose text is estimated to be clipped or truncated at each text size. Ceiling: \(ReportText.ceiling(ceiling)).</caption>
        <thead><tr><th scope="col">Text size</th><th scope="col">Broken elements</th><th scope="col">Which</th></tr></thead>
        <tbody>
        \(rows)
        </tbody>
        </table>
        </div>

        """
    }

    // MARK: Glossary

    private func glossary() -> HTML {
        let entries = rules.enumerated().map { i, d -> HTML in
            let wcag: HTML = d.wcag.isEmpty ? "" : """
            <p>WCAG: \(HTML(trusted: d.wcag.map { HTML("<a href=\"\(WCAG.criterion($0).url)\">\(WCAG.describe($0))</a>").markup }.joined(separator: ", ")))</p>
            """
            return """
            <div id="rule-\(i + 1)">
            <dt><code>\(d.id)</code>: \(d.title)</dt>
            <dd>
            <p>\(HTML.withCodeSpans(d.summary)) <span class="muted">Default severity: \(d.defaultSeverity.rawValue) · \(d.category.rawValue)\(d.appleAuditType.map { " · Apple audit type \($0)" } ?? "")</span></p>
            <p>\(HTML.withCodeSpans(d.rationale))</p>
            <p>Fix: \(HTML.withCodeSpans(d.fix))</p>
            \(wcag)
            <p><a href="\(d.helpURI)">Rule documentation for \(d.id)</a></p>
            </dd>
            </div>

            """
        }
        return """
        <section id="glossary" aria-labelledby="glossary-title">
        <h2 id="glossary-title">Rule glossary</h2>
        <dl class="glossary">
        \(entries)
        </dl>
        </section>

        """
    }

    private func orderedUnique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
