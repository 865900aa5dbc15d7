import AuditModel
import Foundation

/// GitHub-flavoured Markdown for a pull-request comment or a CI job summary: the run score,
/// the scorecard table and the top findings that fail or need attention. Sized for a PR
/// comment (GitHub's limit is 65,536 characters): at most `maxScreens` rows (the lowest
/// scores first when there are more) and `maxFindings` findings, and the text never
/// exceeds `characterLimit`.
public enum MarkdownReport {
    public static let characterLimit = 60_000

    public static func render(_ r: AuditResult, maxFindings: Int = 20, maxScreens: Int = 50) -> String {
        var out = "## Accessibility audit: run score \(r.score) (\(Scorecard.grade(for: r.score)))\n\n"
        // Counted and ranked by index: a run may hold tens of thousands of findings, and a
        // filtered or sorted copy of them copies every field of each.
        let states = r.findings.map { FindingState($0, failOn: r.failOn) }
        let failing = states.reduce(0) { $0 + ($1 == .failing ? 1 : 0) }
        var facts = [
            "Profile `\(code(r.profile))`",
            r.screens.count == 1 ? "1 screen" : "\(r.screens.count) screens",
            "\(failing) failing finding\(failing == 1 ? "" : "s") (fail-on \(r.failOn?.rawValue ?? "never"))",
        ]
        if !r.inputErrors.isEmpty {
            facts.append("**\(r.inputErrors.count) input error\(r.inputErrors.count == 1 ? "" : "s")**")
        }
        out += facts.joined(separator: " · ") + "\n\n"

        var screens = r.screens
        if screens.count > maxScreens {
            screens = Array(screens.enumerated().sorted { ($0.element.scorecard.score, $0.offset) < ($1.element.scorecard.score, $1.offset) }
                .prefix(maxScreens).map(\.element))
        }
        if !screens.isEmpty {
            out += "| Screen | Score | Grade | Errors | Warnings | Info | VoiceOver coverage | Dynamic Type ceiling |\n"
            out += "|---|--:|---|--:|--:|--:|--:|---|\n"
            for screen in screens {
                let c = screen.scorecard
                out += "| \(cell(screen.name)) | \(c.score) | \(cell(c.grade)) | \(ReportText.count(c, .error)) | "
                    + "\(ReportText.count(c, .warning)) | \(ReportText.count(c, .info)) | "
                    + "\(ReportText.percent(c.voiceOverCoverage)) | \(ReportText.ceiling(c.dynamicTypeCeiling)) |\n"
            }
            if screens.count < r.screens.count {
                out += "\n_\(r.screens.count - screens.count) more screens (higher scores) are in the HTML report._\n"
            }
            out += "\n"
        }

        if !r.inputErrors.isEmpty {
            out += "### Input errors\n\n"
            for e in r.inputErrors.prefix(maxFindings) {
                out += "- `\(code(e.location.description))`: \(cell(e.message))\n"
            }
            if r.inputErrors.count > maxFindings { out += "- _… and \(r.inputErrors.count - maxFindings) more_\n" }
            out += "\n"
        }

        // Failing first, then the other active findings, then needs-review; by severity.
        let rank: [FindingState: Int] = [.failing: 0, .belowFailOn: 1, .needsReview: 2]
        let top = states.indices
            .compactMap { i in rank[states[i]].map { (rank: $0, severity: -r.findings[i].severity.rank, index: i) } }
            .sorted { ($0.rank, $0.severity, $0.index) < ($1.rank, $1.severity, $1.index) }
        if !top.isEmpty {
            out += "### Top findings\n\n| Severity | Rule | Screens | Location | Finding |\n|---|---|---|---|---|\n"
            var listed = 0
            for item in top.prefix(maxFindings) {
                let f = r.findings[item.index]
                let severity = item.rank == 2 ? "needs review" : item.rank == 0 ? "**\(f.severity.rawValue)**" : f.severity.rawValue
                var text = withCodeSpans(f.message)
                if !f.label.isEmpty { text += "<br>VoiceOver reads: “\(cell(f.label))”" }
                if !f.fix.isEmpty { text += "<br>Fix: \(withCodeSpans(f.fix))" }
                let row = "| \(severity) | `\(code(f.rule))` | \(cell(ReportText.screens(f, limit: 3))) | `\(code(ReportText.location(f)))` | \(text) |\n"
                guard out.count + row.count < characterLimit - 500 else { break }
                out += row
                listed += 1
            }
            if top.count > listed {
                out += "\n_… and \(top.count - listed) more findings: see the HTML or SARIF report._\n"
            }
        }
        let quiet = states.reduce(0) { $0 + ($1 == .suppressed || $1 == .baselined ? 1 : 0) }
        if quiet > 0 {
            out += "\n_\(quiet) suppressed or baselined finding\(quiet == 1 ? " is" : "s are") not listed._\n"
        }
        return out
    }

    /// Audited text in a table cell: one line, no control characters, Markdown and HTML
    /// punctuation backslash-escaped (so `<script>` and `|` show as text).
    static func cell(_ s: String) -> String {
        let special: Set<Character> = ["\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "<", ">", "#", "!", "|", "~", "&"]
        var out = ""
        for ch in ReportText.oneLine(ReportText.withoutControlCharacters(s)) {
            if special.contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// Rule text whose `backtick` spans stay code spans; the rest is escaped like `cell`.
    static func withCodeSpans(_ s: String) -> String {
        let parts = s.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1 else { return cell(s) }
        return parts.enumerated().map { $0 % 2 == 1 ? "`\(code($1))`" : cell($1) }.joined()
    }

    /// Text inside a code span: backticks cannot be escaped there, so they become ' ; a
    /// pipe would still end the table cell, so it is escaped (GFM allows `\|` in code spans).
    static func code(_ s: String) -> String {
        ReportText.oneLine(ReportText.withoutControlCharacters(s))
            .replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
    }
}

extension MarkdownReport: Reporter {
    public static func write(_ result: AuditResult, to path: String, options: ReportOptions) throws {
        try ReportFile.writeAtomically(Data(render(result).utf8), to: path)
    }
}
