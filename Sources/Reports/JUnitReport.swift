import AuditModel
import Foundation

/// JUnit XML for CI test views (GitLab, Jenkins, GitHub reporters, Azure, CircleCI).
///
/// - root `<testsuites name="a11y-audit">`, one flat `<testsuite>` per screen with the
///   scorecard, profile and tool version in `<properties>`, then one per component whose
///   source holds findings;
/// - each finding once, in the suite of the screen or component whose source holds it, as a
///   `<testcase name="RULE: ELEMENT-PATH">` that fails (`<failure type="SEVERITY">`) when the
///   finding fails the run, else passes with the finding in `<system-out>` (below `fail_on`,
///   suppressed, baselined, needs review); its text names every screen it affects;
/// - a screen's applicable rule with no finding of its own is one passing
///   `<testcase name="RULE">`, unless it failed (or needs review) through a component's
///   findings: those are in the component's suite, and counted once;
/// - input errors are `<error>` testcases in their screen's suite, or in a suite named for
///   their file;
/// - names are unique (` #2` on a clash) and stable; suite and root counts come from the
///   same case list that is written (`forEachCase`); times use `%.3f`.
///
/// The document is streamed with libxml2's xmlTextWriter: memory holds the plan (finding
/// indices per suite and rule), never the XML.
public enum JUnitReport {
    /// Longest `message` attribute (CI views show its first line), failure text and name.
    public static let messageLimit = 500
    public static let textLimit = 8_000
    public static let nameLimit = 300

    /// Writes the report atomically. `strict` leaves out the de-facto testcase `file`/`line`
    /// attributes, which the Jenkins xunit schema rejects.
    public static func write(_ result: AuditResult, rules: [RuleDescriptor], to path: String,
                             strict: Bool = false) throws {
        try ReportFile.writeAtomically(to: path) { fd in
            let xml = try XMLStreamWriter(fd: fd, path: path)
            try JUnitDocument(result: result, rules: rules, strict: strict).write(to: xml)
            try xml.finish()
        }
    }
}

/// One `<testsuite>`: a screen, a component or a screen known only from its findings, or the
/// input errors of one file.
private struct JUnitSuite {
    var name: String
    var screen: ScreenResult?
    var component: String?
    var file: String?
    /// Applicable rules in verdict order, then rules met only in findings.
    var rules: [String] = []
    /// Rules that passed the screen: a testcase each when the suite holds no finding of theirs.
    var passed: Set<String> = []
    var findingsByRule: [String: [Int]] = [:]
    var inputErrors: [Int] = []
}

private enum JUnitCase {
    case passed(rule: String)
    case finding(Int)
    case inputError(Int)
}

private struct JUnitCounts {
    var tests = 0, failures = 0, errors = 0

    static func += (a: inout JUnitCounts, b: JUnitCounts) {
        a.tests += b.tests
        a.failures += b.failures
        a.errors += b.errors
    }
}

private struct JUnitDocument {
    let result: AuditResult
    let descriptors: [String: RuleDescriptor]
    let strict: Bool
    let suites: [JUnitSuite]

    init(result: AuditResult, rules: [RuleDescriptor], strict: Bool) {
        self.result = result
        self.descriptors = ReportText.descriptors(rules)
        self.strict = strict
        self.suites = Self.plan(result)
    }

    private static func plan(_ result: AuditResult) -> [JUnitSuite] {
        var suites: [JUnitSuite] = []
        var byScreen: [String: Int] = [:]
        var byFile: [String: Int] = [:]
        func screenSuite(_ name: String) -> Int {
            if let i = byScreen[name] { return i }
            suites.append(JUnitSuite(name: name))
            byScreen[name] = suites.count - 1
            return suites.count - 1
        }
        for screen in result.screens where byScreen[screen.name] == nil {
            suites.append(JUnitSuite(name: screen.name, screen: screen, file: screen.file,
                                     rules: screen.verdicts.map(\.rule),
                                     passed: Set(screen.verdicts.filter { $0.outcome == .passed }.map(\.rule))))
            byScreen[screen.name] = suites.count - 1
        }
        for (i, finding) in result.findings.enumerated() {
            let s = screenSuite(finding.owner)
            if let component = finding.component, suites[s].screen == nil, suites[s].component == nil {
                suites[s].component = component
                suites[s].file = finding.file
            }
            if suites[s].findingsByRule[finding.rule] == nil {
                suites[s].findingsByRule[finding.rule] = []
                if !suites[s].rules.contains(finding.rule) { suites[s].rules.append(finding.rule) }
            }
            suites[s].findingsByRule[finding.rule]!.append(i)
        }
        for (i, error) in result.inputErrors.enumerated() {
            let s: Int
            if let screen = error.screen {
                s = screenSuite(screen)
            } else if let existing = byFile[error.location.file] {
                s = existing
            } else {
                suites.append(JUnitSuite(name: error.location.file, file: error.location.file))
                s = suites.count - 1
                byFile[error.location.file] = s
            }
            suites[s].inputErrors.append(i)
        }
        // Nothing audited is still a report CI can read: one empty suite with the run's properties.
        if suites.isEmpty { suites.append(JUnitSuite(name: ToolInfo.name)) }
        // Suite names are classnames: keep them unique across the document.
        var names = UniqueNames()
        for i in suites.indices {
            suites[i].name = names.claim(JUnitText.name(suites[i].name))
        }
        return suites
    }

    /// The one list of testcases of a suite: counting and writing both walk it.
    private func forEachCase(_ suite: JUnitSuite, _ body: (JUnitCase) throws -> Void) rethrows {
        for rule in suite.rules {
            if let findings = suite.findingsByRule[rule] {
                for i in findings { try body(.finding(i)) }
            } else if suite.passed.contains(rule) {
                try body(.passed(rule: rule))
            }
        }
        for i in suite.inputErrors { try body(.inputError(i)) }
    }

    private func counts(_ suite: JUnitSuite) -> JUnitCounts {
        var c = JUnitCounts()
        forEachCase(suite) { testcase in
            c.tests += 1
            switch testcase {
            case .passed: break
            case .finding(let i):
                if FindingState(result.findings[i], failOn: result.failOn) == .failing { c.failures += 1 }
            case .inputError: c.errors += 1
            }
        }
        return c
    }

    func write(to xml: XMLStreamWriter) throws {
        let suiteCounts = suites.map(counts)
        var total = JUnitCounts()
        for c in suiteCounts { total += c }
        try xml.startElement("testsuites")
        try xml.attribute("name", ToolInfo.name)
        try xml.attribute("tests", String(total.tests))
        try xml.attribute("failures", String(total.failures))
        try xml.attribute("errors", String(total.errors))
        try xml.attribute("time", JUnitText.time(0))
        for (index, suite) in suites.enumerated() {
            try write(suite, id: index, counts: suiteCounts[index], to: xml)
        }
        try xml.endElement()
    }

    private func write(_ suite: JUnitSuite, id: Int, counts: JUnitCounts, to xml: XMLStreamWriter) throws {
        try xml.startElement("testsuite")
        try xml.attribute("name", suite.name)
        try xml.attribute("tests", String(counts.tests))
        try xml.attribute("failures", String(counts.failures))
        try xml.attribute("errors", String(counts.errors))
        try xml.attribute("skipped", "0")
        try xml.attribute("time", JUnitText.time(0))
        try xml.attribute("id", String(id))
        if let file = suite.file { try xml.attribute("file", file) }

        try xml.startElement("properties")
        for (name, value) in properties(suite) {
            try xml.element("property", attributes: ["name": name, "value": value])
        }
        try xml.endElement()

        var names = UniqueNames()
        try forEachCase(suite) { testcase in
            switch testcase {
            case .passed(let rule):
                try xml.element("testcase", attributes: [
                    "classname": suite.name, "name": names.claim(JUnitText.name(rule)), "time": JUnitText.time(0),
                ])
            case .finding(let i):
                try writeFinding(result.findings[i], suite: suite, names: &names, to: xml)
            case .inputError(let i):
                try writeInputError(result.inputErrors[i], suite: suite, names: &names, to: xml)
            }
        }
        try xml.endElement()
    }

    private func properties(_ suite: JUnitSuite) -> [(String, String)] {
        var p: [(String, String)] = []
        if let screen = suite.screen {
            let card = screen.scorecard
            p += [
                ("a11y.screen", screen.name),
                ("a11y.file", screen.file),
                ("a11y.line", String(screen.line)),
                ("a11y.source", screen.source.rawValue),
                ("a11y.score", String(card.score)),
                ("a11y.grade", card.grade),
                ("a11y.count.error", String(ReportText.count(card, .error))),
                ("a11y.count.warning", String(ReportText.count(card, .warning))),
                ("a11y.count.info", String(ReportText.count(card, .info))),
                ("a11y.voiceover-coverage", ReportText.percent(card.voiceOverCoverage)),
                ("a11y.dynamic-type-ceiling", ReportText.ceiling(card.dynamicTypeCeiling)),
            ]
        } else if let component = suite.component {
            p.append(("a11y.component", component))
            if let file = suite.file { p.append(("a11y.file", file)) }
        } else if let file = suite.file {
            p.append(("a11y.file", file))
        }
        p += [
            ("a11y.profile", result.profile),
            ("a11y.fail-on", result.failOn?.rawValue ?? "never"),
            ("a11y.run-score", String(result.score)),
            ("a11y.tool", ToolInfo.name),
            ("a11y.tool.version", result.toolVersion),
        ]
        return p
    }

    private func writeFinding(_ f: Finding, suite: JUnitSuite, names: inout UniqueNames,
                              to xml: XMLStreamWriter) throws {
        let state = FindingState(f, failOn: result.failOn)
        let descriptor = descriptors[f.rule]
        try xml.startElement("testcase")
        try xml.attribute("classname", suite.name)
        try xml.attribute("name", names.claim(JUnitText.name("\(f.rule): \(f.element)")))
        try xml.attribute("time", JUnitText.time(0))
        if !strict {
            try xml.attribute("file", f.file)
            try xml.attribute("line", String(f.line))
        }
        let headline = JUnitText.headline(f, descriptor)
        let body = ReportText.capped(JUnitText.details(f, descriptor, state: state, failOn: result.failOn),
                                     JUnitReport.textLimit)
        if state == .failing {
            try xml.element("failure", attributes: [
                "type": f.severity.rawValue,
                "message": ReportText.capped(ReportText.oneLine(headline), JUnitReport.messageLimit),
            ], text: body)
        } else {
            try xml.element("system-out", text: body)
        }
        try xml.endElement()
    }

    private func writeInputError(_ e: InputError, suite: JUnitSuite, names: inout UniqueNames,
                                 to xml: XMLStreamWriter) throws {
        try xml.startElement("testcase")
        try xml.attribute("classname", suite.name)
        try xml.attribute("name", names.claim(JUnitText.name("input-error: \(e.location.file):\(e.location.line)")))
        try xml.attribute("time", JUnitText.time(0))
        if !strict {
            try xml.attribute("file", e.location.file)
            try xml.attribute("line", String(e.location.line))
        }
        try xml.element("error", attributes: [
            "type": "input-error",
            "message": ReportText.capped(ReportText.oneLine(e.message), JUnitReport.messageLimit),
        ], text: ReportText.capped("\(e.location): \(e.message)\nThis input could not be audited.",
                                   JUnitReport.textLimit))
        try xml.endElement()
    }
}

/// Unique names within one scope: a clash gets ` #2`, ` #3`, … Only a 64-bit stable hash
/// of each name is kept (8 bytes a testcase, however long its name): equal names always
/// clash, and the rare hash collision of different names only adds a harmless ` #2`, the
/// same in every run.
struct UniqueNames {
    private var used: Set<UInt64> = []

    mutating func claim(_ name: String) -> String {
        if insert(name) { return name }
        var n = 2
        while !insert("\(name) #\(n)") { n += 1 }
        return "\(name) #\(n)"
    }

    private mutating func insert(_ name: String) -> Bool {
        used.insert(UInt64(StableHash.hex(name), radix: 16) ?? 0).inserted
    }
}

private enum JUnitText {
    static func time(_ seconds: Double) -> String { seconds == 0 ? zeroTime : String(format: "%.3f", seconds) }
    private static let zeroTime = String(format: "%.3f", 0.0)

    /// Testcase and suite names: one line, capped.
    static func name(_ raw: String) -> String {
        ReportText.capped(ReportText.oneLine(ReportText.withoutControlCharacters(raw)), JUnitReport.nameLimit)
    }

    /// `[error] control-name: Button has no name (WCAG 4.1.2)`.
    static func headline(_ f: Finding, _ d: RuleDescriptor?) -> String {
        let wcag = d.map { $0.wcag.isEmpty ? "" : " (WCAG \($0.wcag.joined(separator: ", ")))" } ?? ""
        return "[\(f.severity.rawValue)] \(f.rule): \(f.message)\(wcag)"
    }

    /// Appended to one string rather than joined from lines: every finding of a run has its
    /// details, and each line's own string was an allocation (a third of the JUnit report's).
    static func details(_ f: Finding, _ d: RuleDescriptor?, state: FindingState, failOn: Severity?) -> String {
        var out = headline(f, d)
        out.reserveCapacity(2 * out.utf8.count + f.element.utf8.count + f.fix.utf8.count + 400)
        out += "\nrule: "
        out += f.rule
        if let d { out += " ("; out += d.title; out += ")" }
        out += "\nseverity: "
        out += f.severity.rawValue
        if let d, !d.wcag.isEmpty {
            out += "\nwcag: "
            for (index, criterion) in d.wcag.enumerated() {
                if index > 0 { out += "; " }
                out += WCAG.describe(criterion)
            }
        }
        out += "\nstatus: "
        out += state.describe(f, failOn: failOn)
        if f.screens.count == 1 {
            out += "\nscreen: "
            out += f.screens[0]
        } else {
            out += "\nscreens ("
            out += String(f.screens.count)
            out += "): "
            out += ReportText.screens(f, limit: 50)
        }
        if let component = f.component { out += "\ncomponent: "; out += component }
        out += "\nelement: "
        out += f.element
        out += "\nspoken label: "
        if f.label.isEmpty { out += "(none)" } else { out += "\""; out += f.label; out += "\"" }
        out += "\nsource: "
        out += ReportText.location(f)
        if !f.fix.isEmpty { out += "\nfix: "; out += f.fix }
        if let d { out += "\nhelp: "; out += d.helpURI }
        out += "\nfingerprint: "
        out += f.fingerprint
        return out
    }
}

extension JUnitReport: Reporter {
    public static func write(_ result: AuditResult, to path: String, options: ReportOptions) throws {
        try write(result, rules: options.rules, to: path, strict: options.junitStrict)
    }
}
