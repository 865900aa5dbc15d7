import AuditModel
import Foundation
@testable import Reports
import Testing

/// A big app: a thousand screens sharing components. The HTML page must stay small enough to
/// open and filter, and a component's finding must cost the same whether two screens show it
/// or a thousand.
@Suite("Reports: a thousand screens")
struct ReportsScaleTests {
    static let rules = RuleCatalogSample.rules

    /// `screens` screens, each with a 16-line transcript, a Dynamic Type ladder and twenty
    /// verdicts; 40 component findings shown on `sharedBy` screens each, and one finding of
    /// its own on every tenth screen.
    static func app(screens count: Int, sharedBy: Int) -> AuditResult {
        let names = (0..<count).map { "Screen\($0)" }
        let screens = names.enumerated().map { i, name in
            ScreenResult(
                name: name, location: SourceLocation(file: "Sources/App/Screens/\(name).swift", line: 4),
                source: .swiftUI,
                scorecard: Scorecard(score: (i * 37) % 101, grade: Scorecard.grade(for: (i * 37) % 101),
                                     counts: ["error": i % 3, "warning": i % 5, "info": 1],
                                     voiceOverCoverage: 0.8, dynamicTypeCeiling: .xxxLarge),
                verdicts: rules.map { RuleVerdict(rule: $0.id, severity: $0.defaultSeverity, outcome: i % 4 == 0 ? .failed : .passed) },
                transcript: (0..<16).map { j in
                    TranscriptLine(text: "Row \(j): order details, button.", element: "\(name)/List[0]/Row[\(j)]",
                                   location: SourceLocation(file: "Sources/App/Components/Row.swift", line: 10 + j), dynamic: j % 2 == 0)
                },
                ladder: DynamicTypeSize.allCases.map { size in
                    LadderStep(size: size, broken: size > .xxxLarge ? ["\(name)/List[0]/Row[1]/Text[0]", "\(name)/List[0]/Row[2]/Text[0]"] : [])
                })
        }
        var findings: [Finding] = []
        for c in 0..<40 {
            var f = Finding(rule: rules[c % rules.count].id, severity: .warning, screen: names[0], component: "Card\(c)",
                            element: "Card\(c)/VStack[0]/Text[1]",
                            location: SourceLocation(file: "Sources/App/Components/Card\(c).swift", line: 12, column: 9),
                            message: "Text \"Order total\" uses a fixed 13 pt font: it stays 13 pt when people choose larger text.",
                            label: "Order total", fix: "Use a text style such as .font(.body).")
            f.screens = Array(names.prefix(sharedBy))
            findings.append(f)
        }
        for i in stride(from: 0, to: count, by: 10) {
            findings.append(Finding(rule: "control-name", severity: .error, screen: names[i],
                                    element: "\(names[i])/VStack[0]/Button[2]",
                                    location: SourceLocation(file: "Sources/App/Screens/\(names[i]).swift", line: 20, column: 13),
                                    message: "Button is announced as \"xmark, button\": add .accessibilityLabel(\"Close\")",
                                    label: "xmark", fix: "add .accessibilityLabel(\"Close\")"))
        }
        return AuditResult(toolVersion: "0.1.0", profile: "default", failOn: .error, screens: screens,
                           findings: Finding.merged(findings, screenOrder: names), inputErrors: [])
    }

    @Test func aThousandScreensStayUnderTwoMegabytes() {
        let html = HTMLReport.render(Self.app(screens: 1_000, sharedBy: 1_000), rules: Self.rules, snippet: { _, _ in nil })
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
    }

    @Test func theWrittenPageIsTheRenderedPageAcrossSectionBatchesAndWrites() throws {
        // More screens than one batch renders on all cores, and more than the megabyte written at a time.
        let result = Self.app(screens: 1_000, sharedBy: 2)
        let path = try ReportsGolden.temporaryFolder().appendingPathComponent("index.html").path
        try HTMLReport.write(result, to: path, options: ReportOptions(rules: Self.rules))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.utf8.count > 1 << 20, "\(written.utf8.count) bytes")
        #expect(written == HTMLReport.render(result, rules: Self.rules, snippet: { _, _ in nil }))
        // Every screen's section once, worst first (score, then name), across the batches.
        let ids = written.split(separator: "<section class=\"screen\" id=\"screen-").dropFirst()
            .compactMap { Int($0.prefix { $0.isNumber }) }
        let worstFirst = result.screens.indices.sorted {
            (result.screens[$0].scorecard.score, result.screens[$0].name) < (result.screens[$1].scorecard.score, result.screens[$1].name)
        }
        #expect(ids == worstFirst.map { $0 + 1 })
    }

    @Test func aComponentFindingCostsTheSameOnTwoScreensOrAThousand() throws {
        func size(_ render: (AuditResult) throws -> Int) rethrows -> (few: Int, many: Int) {
            (try render(Self.app(screens: 1_000, sharedBy: 2)), try render(Self.app(screens: 1_000, sharedBy: 1_000)))
        }
        let html = size { HTMLReport.render($0, rules: Self.rules, snippet: { _, _ in nil }).utf8.count }
        let sarif = size { SARIFReport.render($0, rules: Self.rules).count }
        let markdown = size { MarkdownReport.render($0).utf8.count }
        let dir = try ReportsGolden.temporaryFolder()
        let junit = try size { r in
            let path = dir.appendingPathComponent("junit.xml").path
            try JUnitReport.write(r, rules: Self.rules, to: path)
            return try Data(contentsOf: URL(fileURLWithPath: path)).count
        }
        // What grows: each finding's list of screen numbers (for the filter), and on each
        // screen a capped list of the components whose findings it shows.
        #expect(html.many - html.few < 40 * 1_000 * 5 + 1_000 * HTMLPage.componentsNamed * 80, "\(html)")
        #expect(sarif.many - sarif.few < 40 * 1_000 * 20, "\(sarif)")
        #expect(markdown.many - markdown.few < 2_000, "\(markdown)")
        #expect(junit.many - junit.few < 40 * 8_000, "\(junit): capped text per finding")
    }
}

/// Twenty rules for the scale test.
enum RuleCatalogSample {
    static let rules: [RuleDescriptor] = (0..<20).map { i in
        ReportsFixture.rule("rule-\(i)", "Rule number \(i)", i % 2 == 0 ? .voiceover : .dynamicType,
                            [Severity.error, .warning, .info][i % 3], ["1.4.4"], fix: "Fix it.")
    }
}
