import AuditModel
import Foundation
@testable import Reports
import SafeXML
import Testing

/// Golden files live next to this file in Fixtures/Reports; `UPDATE_GOLDEN=1` rewrites them.
enum ReportsGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Reports")

    static func check(_ name: String, _ actual: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file; run with UPDATE_GOLDEN=1 to accept",
                sourceLocation: sourceLocation)
    }

    static func temporaryFolder() throws -> URL {
        let url = TestPaths.scratchPath("reports")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The real consumers' checkers (`check-junit`, `check-html`, `check-sarif`) from
/// CHECK_TOOLS_DIR, else /work/shared/tools. A test that needs one runs it when it is there
/// and is reported as skipped, with the reason, when it is not; CHECK_TOOLS=1 makes a
/// missing checker a failure (CI), CHECK_TOOLS=0 skips them all (quick local runs).
enum CheckerTools {
    static let environment = ProcessInfo.processInfo.environment
    static let folder = environment["CHECK_TOOLS_DIR"] ?? "/work/shared/tools"
    static var required: Bool { environment["CHECK_TOOLS"] == "1" }

    static func path(_ tool: String) -> String { "\(folder)/\(tool)" }

    /// Whether the test that runs `tool` should run: it is there (or required), and not turned off.
    static func enabled(_ tool: String) -> Bool {
        guard environment["CHECK_TOOLS"] != "0" else { return false }
        return required || FileManager.default.isExecutableFile(atPath: path(tool))
    }

    static func skipReason(_ tool: String) -> Comment {
        environment["CHECK_TOOLS"] == "0" ? "CHECK_TOOLS=0 turns the checkers off"
            : "\(path(tool)) is not there: set CHECK_TOOLS_DIR to the checkers' folder"
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path(tool))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

private typealias Location = AuditModel.SourceLocation

@Suite("Reports: golden files")
struct ReportsGoldenTests {
    let result = ReportsFixture.result
    let rules = ReportsFixture.rules

    @Test func junitMatchesGolden() throws {
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("a11y.junit.xml").path
        try JUnitReport.write(result, rules: rules, to: path)
        try ReportsGolden.check("sample.junit.xml", String(contentsOfFile: path, encoding: .utf8))
        try JUnitReport.write(result, rules: rules, to: path, strict: true)
        try ReportsGolden.check("sample-strict.junit.xml", String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func htmlMatchesGolden() throws {
        try ReportsGolden.check("sample.html", HTMLReport.render(result, rules: rules, snippet: ReportsFixture.snippet))
    }

    @Test func sarifMatchesGolden() throws {
        try ReportsGolden.check("sample.sarif", String(decoding: SARIFReport.render(result, rules: rules), as: UTF8.self))
    }

    @Test func jsonMatchesGolden() throws {
        try ReportsGolden.check("sample.json", String(decoding: JSONReport.render(result), as: UTF8.self))
    }

    @Test func markdownMatchesGolden() throws {
        try ReportsGolden.check("sample.md", MarkdownReport.render(result))
    }

    /// Snippets read lines split at each newline, with a carriage return before it dropped:
    /// "\r\n" is one Character, so a split on Characters left a Windows-ended file one line.
    @Test func snippetsReadLinesOfFilesEndedEitherWay() throws {
        let folder = TestPaths.scratchPath("snippets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, newline) in [("unix.swift", "\n"), ("windows.swift", "\r\n")] {
            let path = folder.appendingPathComponent(name).path
            try Data(["one", "two é", "three", ""].joined(separator: newline).utf8).write(to: URL(fileURLWithPath: path))
            let lines = try #require(HTMLReport.fileSnippets()(path, 2), "\(name)")
            #expect(lines.map(\.line) == [1, 2, 3], "\(name)")
            #expect(lines.map(\.text) == ["one", "two é", "three"], "\(name)")
        }
    }

    @Test func terminalFormatsMatchGolden() throws {
        try ReportsGolden.check("sample.txt", TerminalReport.render(result, format: .text, color: false))
        try ReportsGolden.check("sample-color.txt", TerminalReport.render(result, format: .text, color: true))
        try ReportsGolden.check("sample.xcode.txt", TerminalReport.render(result, format: .xcode))
        try ReportsGolden.check("sample.github.txt", TerminalReport.render(result, format: .github))
    }
}

@Suite("Reports: JUnit mapping")
struct ReportsJUnitTests {
    let result = ReportsFixture.result
    let rules = ReportsFixture.rules

    func written(_ r: AuditResult? = nil, strict: Bool = false) throws -> (XMLElement, String) {
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("junit.xml").path
        try JUnitReport.write(r ?? result, rules: rules, to: path, strict: strict)
        let root = try SafeXML.parse(file: path).get()
        return (root, path)
    }

    func cases(_ suite: XMLElement) -> [XMLElement] { suite.children(named: "testcase") }

    @Test func oneSuitePerScreenAndComponentPlusOneForAFileLevelInputError() throws {
        let (root, _) = try written()
        #expect(root.name == "testsuites")
        #expect(root["name"] == "a11y-audit")
        let names = root.children(named: "testsuite").map { $0["name"] ?? "" }
        #expect(names == ["Checkout", ReportsFixture.settings, "Onboarding", "PriceTag", "Sources/Shop/Broken.swift"])
    }

    @Test func suiteAndRootCountsMatchTheWrittenTestcases() throws {
        let (root, _) = try written()
        var total = (tests: 0, failures: 0, errors: 0)
        for suite in root.children(named: "testsuite") {
            let cs = cases(suite)
            let failures = cs.filter { $0.child(named: "failure") != nil }.count
            let errors = cs.filter { $0.child(named: "error") != nil }.count
            #expect(suite["tests"] == String(cs.count))
            #expect(suite["failures"] == String(failures))
            #expect(suite["errors"] == String(errors))
            total.tests += cs.count
            total.failures += failures
            total.errors += errors
        }
        #expect(root["tests"] == String(total.tests))
        #expect(root["failures"] == String(total.failures))
        #expect(root["errors"] == String(total.errors))
        #expect(total.failures == 3)  // image-label, 2 × control-name; the rest are not failing
        #expect(total.errors == 2)
    }

    @Test func passingRulesAreOneTestcaseAndFailingRulesOnePerFinding() throws {
        let (root, _) = try written()
        let checkout = root.children(named: "testsuite")[0]
        let names = cases(checkout).map { $0["name"] ?? "" }
        #expect(names == [
            "control-name: Checkout/VStack[0]/HStack[3]/Button[0]",
            "control-name: Checkout/VStack[0]/HStack[3]/Button[1]",
            "image-label: Checkout/VStack[0]/Image[1]",
            "label-redundant-trait: Checkout/VStack[0]/Button[4]",
            "label-style",
            "fixed-font-size: Checkout/VStack[0]/Text[2]",
            "text-truncated: Checkout/VStack[0]/Text[2]",
            "text-truncated: Checkout/VStack[0]/Text[2] #2",
            "touch-target-size: Checkout/VStack[0]/HStack[3]/Button[1]",
            "input-error: Sources/Shop/CheckoutView.swift:40",
        ])
        #expect(Set(cases(checkout).map { $0["classname"] }) == ["Checkout"])
    }

    @Test func failureCarriesSeverityRuleWcagElementLabelLocationAndFix() throws {
        let (root, _) = try written()
        let testcase = try #require(cases(root.children(named: "testsuite")[0])
            .first { $0["name"] == "control-name: Checkout/VStack[0]/HStack[3]/Button[1]" })
        #expect(testcase["file"] == ReportsFixture.checkoutFile)
        #expect(testcase["line"] == "25")
        let failure = try #require(testcase.child(named: "failure"))
        #expect(failure["type"] == "error")
        #expect(failure["message"]?.hasPrefix("[error] control-name: ") == true)
        for part in ["rule: control-name", "severity: error", "wcag: 4.1.2 Name, Role, Value (A)",
                     "element: Checkout/VStack[0]/HStack[3]/Button[1]",
                     "spoken label: \"\(ReportsFixture.hostileLabel)\"",
                     "source: Sources/Shop/CheckoutView.swift:25:17", "fix: Give it a real label"] {
            #expect(failure.text.contains(part), "failure text lacks \(part)")
        }
    }

    @Test func findingsThatDoNotFailThePassWithTheFindingInSystemOut() throws {
        let (root, _) = try written()
        let all = root.children(named: "testsuite").flatMap(cases)
        func out(_ name: String) throws -> String {
            let testcase = try #require(all.first { $0["name"] == name })
            #expect(testcase.child(named: "failure") == nil)
            return try #require(testcase.child(named: "system-out")).text
        }
        #expect(try out("label-redundant-trait: Checkout/VStack[0]/Button[4]").contains("status: below fail-on error"))
        #expect(try out("fixed-font-size: Checkout/VStack[0]/Text[2]").contains("status: suppressed: Legal text is fixed by design"))
        #expect(try out("touch-target-size: Checkout/VStack[0]/HStack[3]/Button[1]").contains("status: baselined"))
        #expect(try out("state-in-label: \(ReportsFixture.settings)/List[0]/Text[1]").contains("status: needs review"))
    }

    @Test func failOnNeverFailsNothing() throws {
        var r = result
        r.failOn = nil
        let (root, _) = try written(r)
        #expect(root["failures"] == "0")
        #expect(root["errors"] == "2")
    }

    @Test func inputErrorsAreErrorTestcases() throws {
        let (root, _) = try written()
        let fileSuite = root.children(named: "testsuite")[4]
        let testcase = try #require(cases(fileSuite).first)
        #expect(testcase["name"] == "input-error: Sources/Shop/Broken.swift:3")
        let error = try #require(testcase.child(named: "error"))
        #expect(error["type"] == "input-error")
        #expect(error["message"] == "expected '}' to end struct \"Broken\" & <its> body")
    }

    @Test func controlCharactersAreRemovedAndNonASCIIKept() throws {
        let (root, path) = try written()
        let raw = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!raw.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        #expect(!raw.contains("&#1;") && !raw.contains("&#11;"))
        let settings = root.children(named: "testsuite")[1]
        #expect(settings["name"] == ReportsFixture.settings)
        #expect(cases(settings).contains { $0.child(named: "system-out")?.text.contains("spoken label: \"WiFi.\"") == true })
    }

    @Test func strictLeavesOutFileAndLineAndValidatesAgainstTheJenkinsSchema() throws {
        let (root, path) = try written(strict: true)
        let all = root.children(named: "testsuite").flatMap(cases)
        #expect(all.allSatisfy { $0["file"] == nil && $0["line"] == nil })
        let schema = ReportsGolden.folder.appendingPathComponent("jenkins-xunit-junit-10.xsd").path
        #expect(SafeXML.validate(file: path, schema: schema) == [])
    }

    @Test func anEmptyRunIsOneEmptySuite() throws {
        let empty = AuditResult(toolVersion: "0.1.0", profile: "default", failOn: .error, screens: [], findings: [],
                                inputErrors: [])
        let (root, _) = try written(empty)
        let suites = root.children(named: "testsuite")
        #expect(suites.map { $0["name"] } == ["a11y-audit"])
        #expect(suites.first?["tests"] == "0")
        #expect(root["tests"] == "0")
    }

    @Test func timesUseThreeDecimals() throws {
        let (root, _) = try written()
        #expect(root["time"] == "0.000")
        #expect(root.children(named: "testsuite").flatMap(cases).allSatisfy { $0["time"] == "0.000" })
    }

    @Test func longTextsAreCapped() throws {
        var r = result
        r.findings[0].message = String(repeating: "very long message ", count: 2_000)
        r.findings[0].element = String(repeating: "VStack[0]/", count: 200)
        let (root, _) = try written(r)
        let testcase = try #require(root.children(named: "testsuite")[0].children(named: "testcase")
            .first { $0["name"]?.hasPrefix("image-label") == true })
        let failure = try #require(testcase.child(named: "failure"))
        #expect((failure["message"]?.count ?? 0) < JUnitReport.messageLimit + 40)
        #expect(failure.text.count < JUnitReport.textLimit + 40)
        #expect((testcase["name"]?.count ?? 0) < JUnitReport.nameLimit + 40)
    }

    /// A large run streams to disk (the memory figure is measured by hand, not here).
    @Test func manyFindingsStreamToAValidFile() throws {
        let count = 100_000
        var r = result
        r.findings = (0..<count).map { i in
            Finding(rule: "control-name", severity: .error, screen: "Checkout", element: "Checkout/List[0]/Button[\(i % 50_000)]",
                    location: Location(file: ReportsFixture.checkoutFile, line: 1 + i % 900), message: "No name.",
                    label: "", fix: "Add a label.")
        }
        r.inputErrors = []
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("junit.xml").path
        try JUnitReport.write(r, rules: rules, to: path)
        var limits = SafeXML.Limits()
        limits.maxBytes = 1 << 30
        let root = try SafeXML.parse(file: path, limits: limits).get()
        try FileManager.default.removeItem(atPath: dir.path)
        let checkout = root.children(named: "testsuite")[0]
        // + the three rules that passed Checkout (the others failed, their findings are gone).
        #expect(checkout["tests"] == String(count + 3))
        #expect(checkout["failures"] == String(count))
        #expect(Set(cases(checkout).map { $0["name"] ?? "" }).count == count + 3)
    }

    @Test(.enabled(if: CheckerTools.enabled("check-junit"), CheckerTools.skipReason("check-junit")))
    func passesCheckJUnit() throws {
        let (_, path) = try written()
        let lenient = try CheckerTools.run("check-junit", [path])
        #expect(lenient.status == 0, "\(lenient.output)")
        let (_, strictPath) = try written(strict: true)
        let strict = try CheckerTools.run("check-junit", ["--strict", strictPath])
        #expect(strict.status == 0, "\(strict.output)")
    }
}

@Suite("Reports: HTML")
struct ReportsHTMLTests {
    let html = HTMLReport.render(ReportsFixture.result, rules: ReportsFixture.rules, snippet: ReportsFixture.snippet)

    @Test func hostileLabelsShowAsText() {
        #expect(!html.contains("<script>alert(1)"))
        #expect(!html.contains("</td><script>"))
        #expect(html.contains("&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Legal text is fixed by design &lt;b&gt;(reviewed)&lt;/b&gt;"))
        // The only script element is the page's own.
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    @Test func controlCharactersAreRemovedAndNonASCIIKept() {
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(html.contains("Réglages — 設定 (Preview: Dark)"))
    }

    @Test func pageIsSelfContained() {
        #expect(!html.contains("<link"))
        #expect(!html.contains("src=\""))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
    }

    @Test func everyScreenHasScorecardTranscriptAndLadder() {
        for (i, name) in ["Checkout", ReportsFixture.settings, "Onboarding"].enumerated() {
            #expect(html.contains("<h2 id=\"screen-\(i + 1)-title\">\(name)</h2>"))
        }
        #expect(html.components(separatedBy: "<summary>VoiceOver transcript (").count == 4)
        #expect(html.contains(">Dynamic Type: no text breaks up to xxxLarge (the ceiling); elements that break: 1 at accessibility1, 2 at accessibility2–accessibility5.</figcaption>"))
        #expect(html.contains("<svg role=\"img\" aria-labelledby=\"screen-1-dt\""))
        #expect(html.contains("<td data-value=\"-1\">none</td>"))
    }

    /// Named sections are landmarks, and axe wants landmark names unique: only the page's
    /// fixed sections, one per screen and one per component with findings may be sections.
    @Test func sectionsAreThePageSectionsAndOnePerScreenAndComponent() {
        let sections = html.components(separatedBy: "<section ").dropFirst().map { $0.prefix(while: { $0 != ">" }) }
        #expect(sections.count == 3 + ReportsFixture.result.screens.count + 1)
        #expect(sections.filter { $0.contains("class=\"screen\"") }.count == ReportsFixture.result.screens.count)
        #expect(sections.filter { $0.contains("class=\"screen component\"") }.count == 1)
    }

    @Test func snippetHighlightsTheFindingLine() {
        // Context lines either side, without the indentation they all share.
        #expect(html.contains("<mark>16      Image(&quot;icon_trash&quot;)</mark>"))
    }

    /// Indentation is counted in characters: a space that a combining mark joins is text.
    @Test func snippetIndentationCountsSpacesAsCharacters() {
        #expect(HTMLPage.leadingSpaces("") == 0)
        #expect(HTMLPage.leadingSpaces("    ") == 4)
        #expect(HTMLPage.leadingSpaces("    Text(\"Grüße\")") == 4)
        #expect(HTMLPage.leadingSpaces("  \u{301}x") == 1)
        #expect(HTMLPage.leadingSpaces("\tText") == 0)
    }

    /// Backtick spans become code, in ASCII and other text alike; a backtick that a mark joins is
    /// text, so an unpaired one leaves the text as it is.
    @Test func codeSpansSplitOnBackticksThatAreCharacters() {
        #expect(HTML.withCodeSpans("Use `.font(.body)` <here>").markup == "Use <code>.font(.body)</code> &lt;here&gt;")
        #expect(HTML.withCodeSpans("Grüße `Text` ok").markup == "Grüße <code>Text</code> ok")
        #expect(HTML.withCodeSpans("a `\u{301}b` c").markup == "a `\u{301}b` c")
    }

    @Test func findingsListIsCappedPerScreen() {
        let capped = HTMLReport.render(ReportsFixture.result, rules: ReportsFixture.rules, snippet: { _, _ in nil },
                                       maxFindingsPerScreen: 2)
        #expect(capped.contains("6 more findings here are not listed"))
    }

    @Test(.enabled(if: CheckerTools.enabled("check-html"), CheckerTools.skipReason("check-html")))
    func passesCheckHTML() throws {
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("report.html").path
        try ReportFile.writeAtomically(Data(html.utf8), to: path)
        let checked = try CheckerTools.run("check-html", ["--strict-reflow", path])
        #expect(checked.status == 0, "\(checked.output)")
    }
}

@Suite("Reports: SARIF")
struct ReportsSARIFTests {
    let sarif: [String: Any]

    init() throws {
        let data = SARIFReport.render(ReportsFixture.result, rules: ReportsFixture.rules)
        sarif = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    var run: [String: Any] { (sarif["runs"] as? [[String: Any]])?.first ?? [:] }
    var results: [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

    func result(_ rule: String) -> [String: Any]? {
        results.first { $0["ruleId"] as? String == rule }
    }

    @Test func catalogHasEveryRuleWithHelpAndLevel() throws {
        #expect(sarif["version"] as? String == "2.1.0")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReportsFixture.rules.map(\.id))
        let controlName = rules[0]
        #expect(controlName["name"] as? String == "ControlName")
        #expect((controlName["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect(controlName["helpUri"] as? String == ReportsFixture.rules[0].helpURI)
        let tags = (controlName["properties"] as? [String: Any])?["tags"] as? [String]
        #expect(tags == ["accessibility", "voiceover", "wcag4.1.2", "wcag2.5.3"])
    }

    @Test func resultsCarryLevelLocationAndFingerprint() throws {
        let r = try #require(result("image-label"))
        #expect(r["level"] as? String == "error")
        let location = try #require((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == ReportsFixture.checkoutFile)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 16)
        let finding = try #require(ReportsFixture.result.findings.first { $0.rule == "image-label" })
        #expect((r["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey] == finding.fingerprint)
    }

    @Test func suppressedBaselinedAndNeedsReviewFindingsAreMarked() throws {
        let suppressed = try #require(result("fixed-font-size"))
        let suppression = try #require((suppressed["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "inSource")
        #expect(suppression["justification"] as? String == "Legal text is fixed by design <b>(reviewed)</b>")
        #expect(result("touch-target-size")?["baselineState"] as? String == "unchanged")
        #expect(result("image-label")?["baselineState"] as? String == "new")
        let review = try #require(result("state-in-label"))
        #expect(review["kind"] as? String == "review")
        #expect(review["level"] as? String == "none")
    }

    @Test func uriIsRelativeAndPercentEncoded() {
        #expect(SARIFReport.uri("./Sources/My App/Ä View.swift") == "Sources/My%20App/%C3%84%20View.swift")
        #expect(SARIFReport.uri("/abs/x.swift") == "file:///abs/x.swift")
    }

    @Test func inputErrorsAreErrorNotifications() throws {
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 2)
    }

    @Test func overGitHubsLimitTheMostImportantResultsAreKeptAndTheRestCounted() throws {
        let data = SARIFReport.render(ReportsFixture.result, rules: ReportsFixture.rules, maxResults: 3)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let kept = try #require(run["results"] as? [[String: Any]])
        // The three failing findings, in run order.
        #expect(kept.map { $0["ruleId"] as? String } == ["image-label", "control-name", "control-name"])
        let notes = (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]
        #expect(notes?.contains { ($0["message"] as? [String: Any])?["text"] as? String
            == "8 of 11 findings are left out: code scanning accepts at most 3 results per run. The JSON report has all of them." } == true)
    }

    @Test func resultsWrittenAChunkAtATimeAreTheDocumentWrittenWhole() throws {
        let whole = SARIFReport.render(ReportsFixture.result, rules: ReportsFixture.rules, resultsPerChunk: 1_000)
        #expect(SARIFReport.render(ReportsFixture.result, rules: ReportsFixture.rules, resultsPerChunk: 1) == whole)
        #expect(SARIFReport.render(ReportsFixture.result, rules: ReportsFixture.rules, resultsPerChunk: 4) == whole)
        let path = try ReportsGolden.temporaryFolder().appendingPathComponent("report.sarif").path
        try SARIFReport.write(ReportsFixture.result, to: path, options: ReportOptions(rules: ReportsFixture.rules))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole, "the file is what render gives")
    }

    @Test func aRunWithoutFindingsHasAnEmptyResultsArray() throws {
        var empty = ReportsFixture.result
        empty.findings = []
        let data = SARIFReport.render(empty, rules: ReportsFixture.rules)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(run["tool"] != nil, "the members after the results are written")
        #expect(String(decoding: data, as: UTF8.self).contains("      \"results\" : [\n\n      ],\n"), "as JSONEncoder writes it")
        #expect(String(decoding: JSONReport.render(empty), as: UTF8.self).contains("\n  \"findings\" : [],\n"),
                "the JSON report's empty findings as it always wrote them")
    }

    @Test(.enabled(if: CheckerTools.enabled("check-sarif"), CheckerTools.skipReason("check-sarif")))
    func passesCheckSARIF() throws {
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("report.sarif").path
        try ReportFile.writeAtomically(SARIFReport.render(ReportsFixture.result, rules: ReportsFixture.rules), to: path)
        let checked = try CheckerTools.run("check-sarif", [path])
        #expect(checked.status == 0, "\(checked.output)")
    }
}
