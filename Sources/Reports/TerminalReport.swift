import AuditModel

/// What `a11y-audit audit` prints on stdout: findings that need attention and a summary, each
/// finding once (a component's finding under the component, naming the screens it affects).
/// Suppressed and baselined findings are counted, not listed.
public enum TerminalReport {
    public enum Format: String, Sendable, CaseIterable {
        /// Grouped by screen, with scorecards and a summary; ANSI colour when asked.
        case text
        /// `path:line:col: error|warning|note: message [rule]`, which Xcode shows inline.
        case xcode
        /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=RULE::message`.
        case github
    }

    public static func render(_ result: AuditResult, format: Format, color: Bool = false) -> String {
        switch format {
        case .text: return text(result, style: TerminalStyle(color: color))
        case .xcode: return xcode(result)
        case .github: return github(result)
        }
    }

    /// How loudly an annotation speaks: `error` fails the run, `warning` is an active finding
    /// below `fail_on`, `note` is info below `fail_on` or needs review.
    enum Level: String { case error, warning, note }

    static func level(_ f: Finding, failOn: Severity?) -> Level? {
        switch FindingState(f, failOn: failOn) {
        case .failing: return .error
        case .belowFailOn: return f.severity == .info ? .note : .warning
        case .needsReview: return .note
        case .suppressed, .baselined: return nil
        }
    }

    private static func shown(_ r: AuditResult) -> [(Finding, Level)] {
        r.findings.compactMap { f in level(f, failOn: r.failOn).map { (f, $0) } }
    }

    // MARK: xcode

    private static func xcode(_ r: AuditResult) -> String {
        var out = ""
        for e in r.inputErrors {
            out += "\(e.location): error: \(clean(e.message)) [input-error]\n"
        }
        // Two elements at one place (a `ForEach` row and its twin) would print the same line.
        var seen = Set<String>()
        for (f, level) in shown(r) {
            let review = f.status == .needsReview ? "needs review: " : ""
            // Xcode shows one line per diagnostic: the remedy rides on it.
            let fix = f.fix.isEmpty ? "" : " — fix: \(clean(f.fix))"
            let line = "\(ReportText.location(f)): \(level.rawValue): \(review)\(clean(f.message))\(fix) [\(f.rule)]\n"
            if seen.insert(line).inserted { out += line }
        }
        return out
    }

    // MARK: github

    private static func github(_ r: AuditResult) -> String {
        var out = ""
        for e in r.inputErrors {
            out += command("error", file: e.location.file, line: e.location.line, column: e.location.column,
                           title: "input-error", message: e.message)
        }
        for (f, level) in shown(r) {
            let kind = level == .note ? "notice" : level.rawValue
            var message = f.status == .needsReview ? "Needs review: \(f.message)" : f.message
            if !f.label.isEmpty { message += "\nVoiceOver reads: \"\(f.label)\"" }
            if !f.fix.isEmpty { message += "\nFix: \(f.fix)" }
            message += "\n\(f.screens.count == 1 ? "Screen" : "Screens"): \(ReportText.screens(f, limit: 10)), element: \(f.element)"
            out += command(kind, file: f.file, line: f.line, column: f.column, title: f.rule, message: message)
        }
        return out
    }

    /// One workflow command, escaped as actions/toolkit does: `%`, CR and LF everywhere,
    /// and `:` and `,` in property values.
    static func command(_ kind: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
        func data(_ s: String) -> String {
            ReportText.withoutControlCharacters(s).replacingOccurrences(of: "%", with: "%25")
                .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ s: String) -> String {
            data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return "::\(kind) file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(data(message))\n"
    }

    // MARK: text

    private static func text(_ r: AuditResult, style s: TerminalStyle) -> String {
        var out = ""
        let shownFindings = shown(r)
        let known = Set(r.screens.map(\.name))
        // Each finding once, under the screen or component whose source holds it.
        var byOwner: [String: [(Finding, Level)]] = [:]
        var components: [String] = []
        var fromComponents: [String: Set<String>] = [:]
        for item in shownFindings {
            let owner = item.0.owner
            if byOwner[owner] == nil, !known.contains(owner) { components.append(owner) }
            byOwner[owner, default: []].append(item)
            for screen in item.0.screens where screen != owner { fromComponents[screen, default: []].insert(owner) }
        }
        var errorsByScreen: [String: [InputError]] = [:]
        var fileErrors: [InputError] = []
        for e in r.inputErrors {
            if let screen = e.screen { errorsByScreen[screen, default: []].append(e) } else { fileErrors.append(e) }
        }

        for screen in r.screens {
            let card = screen.scorecard
            out += s.bold(clean(screen.name)) + s.dim("  \(screen.file):\(screen.line)") + "\n"
            out += "  score \(s.score(card.score)) (\(card.grade)) · VoiceOver coverage \(ReportText.percent(card.voiceOverCoverage))"
                + " · Dynamic Type ceiling \(ReportText.ceiling(card.dynamicTypeCeiling))\n"
            for e in errorsByScreen[screen.name] ?? [] { out += inputErrorLine(e, s) }
            for (f, level) in byOwner[screen.name] ?? [] { out += findingLines(f, level, s, owner: screen.name) }
            if let used = fromComponents[screen.name] {
                out += s.dim("  and findings listed under " + clean(used.sorted().joined(separator: ", "))) + "\n"
            }
            out += "\n"
        }
        // Components, and screens the result has no scorecard for.
        for owner in components {
            let isComponent = byOwner[owner]?.first?.0.component != nil
            out += s.bold(clean(owner)) + (isComponent ? s.dim("  component") : "") + "\n"
            for (f, level) in byOwner[owner] ?? [] { out += findingLines(f, level, s, owner: owner) }
            out += "\n"
        }
        for (screen, errors) in errorsByScreen.sorted(by: { $0.key < $1.key }) where !known.contains(screen) {
            for e in errors { out += inputErrorLine(e, s) }
        }
        if !fileErrors.isEmpty {
            out += s.bold("Inputs that could not be audited") + "\n"
            for e in fileErrors { out += inputErrorLine(e, s) }
            out += "\n"
        }
        out += summary(r, s) + "\n"
        return out
    }

    private static func findingLines(_ f: Finding, _ level: Level, _ s: TerminalStyle, owner: String) -> String {
        let tag = f.status == .needsReview ? "review" : f.severity.rawValue
        var line = "  " + s.level(level, tag.padding(toLength: 7, withPad: " ", startingAt: 0)) + " "
            + s.dim(ReportText.location(f)) + "  " + clean(f.message) + " " + s.dim("[\(f.rule)]") + "\n"
        if !f.label.isEmpty { line += "          VoiceOver reads: \"\(clean(f.label))\"\n" }
        if !f.fix.isEmpty { line += "          fix: \(clean(f.fix))\n" }
        if f.screens != [owner] {
            line += "          on \(ReportText.screenCount(f.screens.count)): \(clean(ReportText.screens(f, limit: 8)))\n"
        }
        return line
    }

    private static func inputErrorLine(_ e: InputError, _ s: TerminalStyle) -> String {
        "  " + s.level(.error, "input  ") + " " + s.dim(e.location.description) + "  " + clean(e.message) + "\n"
    }

    /// `3 screens, run score 75 (needs work): 3 failing, 4 below fail-on, 1 needs review,
    /// 1 suppressed, 1 baselined; 2 input errors.`
    private static func summary(_ r: AuditResult, _ s: TerminalStyle) -> String {
        var counts: [FindingState: Int] = [:]
        for f in r.findings { counts[FindingState(f, failOn: r.failOn), default: 0] += 1 }
        let parts: [(FindingState, String)] = [
            (.failing, "failing"), (.belowFailOn, "below fail-on"), (.needsReview, "need review"),
            (.suppressed, "suppressed"), (.baselined, "baselined"),
        ]
        let findings = parts.map { "\(counts[$0.0] ?? 0) \($0.1)" }.joined(separator: ", ")
        let screens = r.screens.count == 1 ? "1 screen" : "\(r.screens.count) screens"
        var line = "\(screens), run score \(s.score(r.score)) (\(Scorecard.grade(for: r.score))). "
            + "Findings: \(findings) (fail-on \(r.failOn?.rawValue ?? "never"))."
        if !r.inputErrors.isEmpty {
            line += " " + s.level(.error, r.inputErrors.count == 1 ? "1 input error." : "\(r.inputErrors.count) input errors.")
        }
        return line
    }

    /// One line, no control characters: audited text cannot move the cursor or recolour.
    private static func clean(_ s: String) -> String {
        ReportText.oneLine(ReportText.withoutControlCharacters(s))
    }
}

/// ANSI styling, or none.
private struct TerminalStyle {
    var color: Bool

    private func sgr(_ code: String, _ s: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    func bold(_ s: String) -> String { sgr("1", s) }
    func dim(_ s: String) -> String { sgr("2", s) }

    func level(_ level: TerminalReport.Level, _ s: String) -> String {
        switch level {
        case .error: return sgr("1;31", s)
        case .warning: return sgr("33", s)
        case .note: return sgr("36", s)
        }
    }

    func score(_ score: Int) -> String {
        sgr(score >= 90 ? "1;32" : score >= 50 ? "1;33" : "1;31", String(score))
    }
}
