import AuditModel
import Foundation

/// The HTML report: one self-contained page (inline CSS, SVG and a little script, no network)
/// that stays small and quick on apps with a thousand screens.
///
/// Overview: the run score with a chart of screen scores, the rules that cost the most points,
/// and a sortable table of every screen's scorecard, worst first. Filters by severity, state,
/// rule and screen. Then each screen, worst first: its scorecard, a Dynamic Type chart, its own
/// findings, the components whose findings it shows, and (collapsed) the VoiceOver transcript
/// and which elements break at which size. Then each component with findings, each finding
/// once with the screens it affects; finally a rule glossary. Every piece of audited text goes
/// through `HTML`'s escaping interpolation.
public enum HTMLReport {
    /// Source lines around a line of a file: `(line, text)` pairs, or nil when unknown. Called
    /// from several threads at once: sections are rendered on all cores.
    public typealias Snippet = @Sendable (_ file: String, _ line: Int) -> [(line: Int, text: String)]?

    /// - Parameters:
    ///   - snippet: source lines around a finding (see `fileSnippets`); nil or empty shows none.
    ///   - maxFindingsPerScreen: findings listed per screen or component; the rest are counted
    ///     (JSON and SARIF carry all of them), which keeps huge runs openable.
    public static func render(_ result: AuditResult, rules: [RuleDescriptor], snippet: @escaping Snippet,
                              maxFindingsPerScreen: Int = findingsListedPerScreen) -> String {
        var page = ""
        HTMLPage(result: result, rules: rules, snippet: snippet, maxFindingsPerScreen: maxFindingsPerScreen)
            .render { page += $0 }
        return page
    }

    /// Findings listed per screen or component unless `render` is told otherwise.
    public static let findingsListedPerScreen = 1_000

    /// Reads snippets from the audited files (paths relative to the current folder), `context`
    /// lines either side, each file read once per returned closure.
    public static func fileSnippets(context: Int = 1) -> Snippet {
        let cache = FileLines()
        return { file, line in
            guard let lines = cache.lines(file), line >= 1, line <= lines.count else { return nil }
            let range = max(1, line - context)...min(lines.count, line + context)
            return range.map { (line: $0, text: lines[$0 - 1]) }
        }
    }
}

/// Lines of files already read (for snippets), asked from every thread rendering sections.
private final class FileLines: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [String]?] = [:]

    func lines(_ path: String) -> [String]? {
        lock.withLock { unlockedLines(path) }
    }

    private func unlockedLines(_ path: String) -> [String]? {
        if let cached = files[path] { return cached }
        var lines: [String]?
        if let data = FileManager.default.contents(atPath: path) {
            // Split on the newline byte: a Character split walks every grapheme of the file,
            // and never splits "\r\n", which is one Character. Over an array: `Data`'s own
            // elements each pay an access check.
            lines = [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
            }
        }
        files[path] = lines
        return lines
    }
}

/// What the page is built from: the result, arranged once.
struct HTMLPage: Sendable {
    let result: AuditResult
    let rules: [RuleDescriptor]
    let descriptors: [String: RuleDescriptor]
    /// Glossary anchor per rule id (ids are not used as HTML ids).
    let ruleAnchors: [String: String]
    let snippet: HTMLReport.Snippet
    let maxFindingsPerScreen: Int
    /// Screens worst first (score, then name); a screen's number is its place in `result.screens`.
    let screenOrder: [Int]
    let screenNumbers: [String: Int]
    /// Findings by the screen or component whose source holds them.
    let findingsByOwner: [String: [Finding]]
    /// Owners that are not scored screens (components, and screens known only from findings),
    /// in order of their first finding.
    let otherOwners: [String]
    let otherNumbers: [String: Int]
    /// Components whose findings a screen shows, with how many.
    let componentsOnScreen: [String: [(component: String, count: Int)]]
    let errorsByScreen: [String: [InputError]]
    /// Per screen, an earlier screen with the same transcript, if any.
    let sameTranscript: [Int?]

    init(result: AuditResult, rules: [RuleDescriptor], snippet: @escaping HTMLReport.Snippet, maxFindingsPerScreen: Int) {
        self.result = result
        self.rules = rules
        self.descriptors = ReportText.descriptors(rules)
        var anchors: [String: String] = [:]
        for (i, rule) in rules.enumerated() where anchors[rule.id] == nil { anchors[rule.id] = "rule-\(i + 1)" }
        self.ruleAnchors = anchors
        self.snippet = snippet
        self.maxFindingsPerScreen = max(0, maxFindingsPerScreen)
        let screens = result.screens
        self.screenOrder = screens.indices.sorted {
            (screens[$0].scorecard.score, screens[$0].name, $0) < (screens[$1].scorecard.score, screens[$1].name, $1)
        }
        var numbers: [String: Int] = [:]
        for (i, s) in screens.enumerated() where numbers[s.name] == nil { numbers[s.name] = i + 1 }
        self.screenNumbers = numbers
        var byOwner: [String: [Finding]] = [:]
        var others: [String] = []
        var onScreen: [String: [String: Int]] = [:]
        for f in result.findings {
            let owner = f.owner
            if byOwner[owner] == nil, numbers[owner] == nil { others.append(owner) }
            byOwner[owner, default: []].append(f)
            if let component = f.component {
                for screen in f.screens where screen != owner { onScreen[screen, default: [:]][component, default: 0] += 1 }
            }
        }
        self.findingsByOwner = byOwner
        self.otherOwners = others
        self.otherNumbers = Dictionary(others.enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { a, _ in a })
        self.componentsOnScreen = onScreen.mapValues { $0.map { (component: $0.key, count: $0.value) }.sorted { $0.component < $1.component } }
        self.errorsByScreen = Dictionary(grouping: result.inputErrors.filter { $0.screen != nil }, by: { $0.screen! })
        // Compared by what the page shows: words, source line, run-time text.
        var firstWith: [[ShownLine]: Int] = [:]
        self.sameTranscript = screens.enumerated().map { i, s in
            guard s.transcript.count > 1 else { return nil }
            let key = s.transcript.map { ShownLine(text: $0.text, file: $0.file, line: $0.line, dynamic: $0.dynamic) }
            if let earlier = firstWith[key] { return earlier }
            firstWith[key] = i
            return nil
        }
    }

    /// A transcript line as the page shows it (its element path left out).
    private struct ShownLine: Hashable {
        var text: String
        var file: String
        var line: Int
        var dynamic: Bool
    }

    func state(_ f: Finding) -> FindingState { FindingState(f, failOn: result.failOn) }

    /// The id of an owner's section: `screen-N` for a scored screen, `other-N` otherwise.
    func sectionID(_ owner: String) -> String? {
        if let n = screenNumbers[owner] { return "screen-\(n)" }
        return otherNumbers[owner].map { "other-\($0)" }
    }

    /// The page a piece at a time, in order, so that it is never all in memory: its screen and
    /// component sections are rendered a batch at a time on all cores.
    func render(emit: (String) -> Void) {
        emit(head().markup)
        emitSections(screenOrder.map { Section.screen($0) }, emit)
        emit("\n")
        emitSections(otherOwners.indices.map { Section.owner($0) }, emit)
        emit("\n")
        emit(tail().markup)
    }

    private enum Section: Sendable {
        /// A scored screen, by its place in `result.screens`.
        case screen(Int)
        /// A component (or a screen known only from findings), by its place in `otherOwners`.
        case owner(Int)
    }

    /// Sections a batch at a time: each batch rendered on all cores, then emitted in order.
    private func emitSections(_ sections: [Section], _ emit: (String) -> Void) {
        let batch = 64
        for first in stride(from: 0, to: sections.count, by: batch) {
            let rendered = Parallel.map(Array(sections[first..<min(first + batch, sections.count)])) { section -> String in
                switch section {
                case .screen(let index): return screenSection(result.screens[index], number: index + 1).markup
                case .owner(let index): return ownerSection(otherOwners[index], number: index + 1).markup
                }
            }
            for markup in rendered { emit(markup) }
        }
    }

    /// The page up to its sections.
    private func head() -> HTML {
        let grade = Scorecard.grade(for: result.score)
        let hasOthers = !otherOwners.isEmpty
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
        \(screenOrder.first.map { HTML("<li><a href=\"#screen-\($0 + 1)\">Screens</a></li>\n") } ?? "")\(hasOthers ? HTML("<li><a href=\"#other-1\">Components</a></li>\n") : "")<li><a href="#glossary">Rule glossary</a></li>
        </ul>
        </nav>
        <main id="main" tabindex="-1">
        \(overview())
        \(filters())

        """
    }

    /// The page after its sections.
    private func tail() -> HTML {
        """
        \(glossary())
        </main>
        <footer class="page">
        <p>Generated by \(ToolInfo.name) \(result.toolVersion). Each finding is listed once, where its source is, with the screens it affects. Dynamic Type results are estimates from text lengths and the font tables, not measurements.</p>
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
        <div class="run-score"><span class="number \(gradeClass(grade))">\(result.score)</span><span>run score: <strong>\(grade)</strong>, the mean over \(ReportText.screenCount(result.screens.count))</span></div>
        \(HTMLCharts.scoreHistogram(result.screens.map(\.scorecard.score), runScore: result.score))
        <p>\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s"), each at one place in the source: \(summary).</p>

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
        html += ruleCosts()
        html += """
        <p class="muted">Each screen below shows its score, a Dynamic Type chart (how many elements break at each text size), its findings, and its VoiceOver transcript: what VoiceOver speaks, element by element, in reading order (source order; geometry is unknown statically), with the source line. ‹Names in angle quotes› stand for words known only when the app runs.</p>

        """
        html += """
        <h3 id="scorecards-title">Scorecards, worst first</h3>
        <p class="muted">Score: 100 × weight of passed rules ÷ weight of applicable rules (error \(weight(.error)), warning \(weight(.warning)), info \(weight(.info))). Select a column heading to sort.</p>
        <div class="table-scroll" role="region" aria-labelledby="scorecards-title" tabindex="0">
        <table id="scorecards">
        <thead><tr>
        <th scope="col"><button type="button">Screen</button></th>
        <th scope="col" class="num" aria-sort="ascending"><button type="button">Score</button></th>
        <th scope="col" class="num"><button type="button">Errors</button></th>
        <th scope="col" class="num"><button type="button">Warnings</button></th>
        <th scope="col" class="num"><button type="button">Info</button></th>
        <th scope="col" class="num"><button type="button">VoiceOver coverage</button></th>
        <th scope="col"><button type="button">Dynamic Type ceiling</button></th>
        </tr></thead>
        <tbody>
        \(screenOrder.map { scorecardRow(result.screens[$0], number: $0 + 1) })
        </tbody>
        </table>
        </div>
        </section>

        """
        return html
    }

    private func weight(_ s: Severity) -> String {
        let w = result.weights[s] ?? 0
        return w == w.rounded() ? String(Int(w)) : String(w)
    }

    /// The rules whose failures cost the run score most.
    private func ruleCosts() -> HTML {
        let costs = result.ruleCosts.prefix(8)
        guard !costs.isEmpty else { return "" }
        let items = costs.map { c -> HTML in
            let name: HTML = ruleAnchors[c.rule].map { "<a href=\"#\($0)\"><code>\(c.rule)</code></a>" } ?? "<code>\(c.rule)</code>"
            let title = descriptors[c.rule].map { HTML(" (\($0.title))") } ?? ""
            return "<li>\(name)\(title): \(String(format: "%.1f", c.points)) points, failing \(c.screens) of \(ReportText.screenCount(result.screens.count))</li>\n"
        }
        return """
        <h3 id="costs-title">Rules that cost the most points</h3>
        <p class="muted">Points of the run score each rule loses; fixing a rule everywhere gains them back.</p>
        <ol class="costs">
        \(items)
        </ol>

        """
    }

    private func scorecardRow(_ screen: ScreenResult, number: Int) -> HTML {
        let c = screen.scorecard
        let ceiling = c.dynamicTypeCeiling.map { $0.index } ?? -1
        return """
        <tr><th scope="row"><a href="#screen-\(number)">\(screen.name)</a></th><td data-value="\(c.score)">\(c.score) <span class="\(gradeClass(c.grade))">\(c.grade)</span></td><td>\(ReportText.count(c, .error))</td><td>\(ReportText.count(c, .warning))</td><td>\(ReportText.count(c, .info))</td><td>\(ReportText.percent(c.voiceOverCoverage))</td><td data-value="\(ceiling)">\(ReportText.ceiling(c.dynamicTypeCeiling))</td></tr>

        """
    }

    func gradeClass(_ grade: String) -> String {
        "grade-" + grade.lowercased().split(separator: " ").joined(separator: "-")
    }

    // MARK: Filters

    private func filters() -> HTML {
        let ruleIDs = orderedUnique(result.findings.map(\.rule))
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
        \(ruleIDs.map { id in HTML("<option>\(id)</option>\n") })
        </select></div>
        <div class="field"><label for="filter-screen">Screen</label>
        <select id="filter-screen"><option value="">All screens</option>
        \(result.screens.enumerated().sorted { $0.element.name < $1.element.name }.map { i, s in HTML("<option value=\"\(i + 1)\">\(s.name)</option>\n") })
        </select></div>
        </form>
        <p id="filter-status" role="status">Showing \(result.findings.count) of \(result.findings.count) findings.</p>
        </section>

        """
    }

    // MARK: Screens and components

    private func screenSection(_ screen: ScreenResult, number: Int) -> HTML {
        let c = screen.scorecard
        let id = "screen-\(number)"
        let own = findingsByOwner[screen.name] ?? []
        let components = componentsOnScreen[screen.name] ?? []
        let empty = components.isEmpty ? "No findings: every applicable rule passed." : "No findings in this screen's own source."
        return """
        <section class="screen" id="\(id)" data-n="\(number)" aria-labelledby="\(id)-title">
        <h2 id="\(id)-title">\(screen.name)</h2>
        <p class="muted"><code>\(screen.file):\(screen.line)</code> · \(sourceName(screen.source))</p>
        <p class="facts">Score <strong class="\(gradeClass(c.grade))">\(c.score) (\(c.grade))</strong> · \(ReportText.count(c, .error)) errors · \(ReportText.count(c, .warning)) warnings · \(ReportText.count(c, .info)) info · VoiceOver coverage \(ReportText.percent(c.voiceOverCoverage)) · Dynamic Type ceiling \(ReportText.ceiling(c.dynamicTypeCeiling))</p>
        \(HTMLCharts.ladder(screen, id: id))
        \(inputErrorList(errorsByScreen[screen.name] ?? []))
        \(findingGroups(own, sectionID: id, owner: screen.name, emptyText: empty))
        \(componentLinks(components))
        \(transcript(screen, number: number))
        </section>

        """
    }

    /// A component with findings (or a screen known only from its findings).
    private func ownerSection(_ owner: String, number: Int) -> HTML {
        let id = "other-\(number)"
        let findings = findingsByOwner[owner] ?? []
        let isComponent = findings.first?.component != nil
        let screens = Set(findings.flatMap(\.screens)).count
        let files = orderedUnique(findings.map(\.file))
        let errors = isComponent ? [] : errorsByScreen[owner] ?? []
        return """
        <section class="screen component" id="\(id)" aria-labelledby="\(id)-title">
        <h2 id="\(id)-title">\(owner)\(isComponent ? " (component)" : "")</h2>
        <p class="muted">\(HTML(trusted: files.prefix(3).map { HTML("<code>\($0)</code>").markup }.joined(separator: ", ")))\(isComponent ? " · shown on \(ReportText.screenCount(screens))" : "")</p>
        \(inputErrorList(errors))
        <h3 id="\(id)-findings">Findings</h3>
        \(findingGroups(findings, sectionID: id, owner: owner, emptyText: ""))
        </section>

        """
    }

    /// Components named per screen; the screen filter shows all of their findings.
    static let componentsNamed = 5

    private func componentLinks(_ components: [(component: String, count: Int)]) -> HTML {
        guard !components.isEmpty else { return "" }
        let links = components.prefix(Self.componentsNamed).map { c -> String in
            let name: HTML = sectionID(c.component).map { "<a href=\"#\($0)\">\(c.component)</a>" } ?? "\(c.component)"
            return name.markup + " (\(c.count))"
        }
        let more = components.count > Self.componentsNamed ? " and \(components.count - Self.componentsNamed) more" : ""
        return "<p>Findings in components this screen shows: \(HTML(trusted: links.joined(separator: ", ")))\(more).</p>\n"
    }

    private func inputErrorList(_ errors: [InputError]) -> HTML {
        guard !errors.isEmpty else { return "" }
        return """
        <ul class="findings">
        \(errors.map { e in HTML("<li class=\"finding input-error\" data-severity=\"error\"><p><span class=\"badge sev-error\">Input error</span> <code>\(e.location.description)</code></p><p>\(e.message)</p></li>\n") })
        </ul>

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

    // MARK: Transcript and broken elements

    private func provenanceBadge(_ line: TranscriptLine) -> HTML {
        switch line.provenance {
        case .localized?: return " <span class=\"badge state\">Localized</span>"
        case .missingLocalization?: return " <span class=\"badge state\">Localization key missing</span>"
        case .previewSample?: return " <span class=\"badge state\">Preview sample</span>"
        default: return ""
        }
    }

    /// Transcript lines shown per screen; the `transcript` command prints all of them.
    static let transcriptLines = 40

    /// The last component of a path (found over its bytes: every transcript line asks).
    static func fileName(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    private func transcript(_ screen: ScreenResult, number: Int) -> HTML {
        guard !screen.transcript.isEmpty else { return "<p>VoiceOver reaches no element on this screen.</p>\n" }
        let summary: HTML = "<summary>VoiceOver transcript (\(screen.transcript.count) element\(screen.transcript.count == 1 ? "" : "s"))</summary>"
        // A preview often shows a screen as it is: say so instead of repeating it.
        if let same = sameTranscript[number - 1] {
            return "<details>\(summary)<p>The same as <a href=\"#screen-\(same + 1)\">\(result.screens[same].name)</a>.</p></details>\n"
        }
        let lines = screen.transcript.prefix(Self.transcriptLines).map { line -> HTML in
            let place = line.file == screen.file ? String(line.line) : "\(Self.fileName(line.file)):\(line.line)"
            return "<li>\(line.text)\(provenanceBadge(line)) <small>\(place)</small></li>\n"
        }
        let more = screen.transcript.count - lines.count
        // In a template until opened: a thousand transcripts would make the page slow to load.
        return """
        <details>\(summary)<template>
        <ol class="transcript">
        \(lines)
        </ol>
        \(more > 0 ? HTML("<p>\(more) more: <code>a11y-audit transcript \(screen.file) --screen \(screen.name)</code> prints them all.</p>\n") : "")</template></details>

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

    func orderedUnique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

extension HTMLReport: Reporter {
    /// Writes the page atomically as it is rendered, a megabyte at a time: memory stays near
    /// the size of the result, however large the page.
    public static func write(_ result: AuditResult, to path: String, options: ReportOptions) throws {
        let page = HTMLPage(result: result, rules: options.rules, snippet: fileSnippets(),
                            maxFindingsPerScreen: findingsListedPerScreen)
        try ReportFile.writeAtomically(to: path) { emit in
            var pending = Data()
            page.render { piece in
                pending.append(contentsOf: piece.utf8)
                if pending.count >= 1 << 20 {
                    emit(pending)
                    pending.removeAll(keepingCapacity: true)
                }
            }
            if !pending.isEmpty { emit(pending) }
        }
    }
}
