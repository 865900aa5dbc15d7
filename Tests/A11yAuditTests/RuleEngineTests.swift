@testable import A11yAudit
import AuditModel
import Foundation
import Rules
import Testing
import ViewDescription

@Suite struct RuleEngineTests {
    /// One described screen of `rows` rows, each a stack of an icon-only button, a text and a
    /// toggle; every tenth row's names repeat, so screen-wide rules (duplicate names) find
    /// something.
    static func hugeScreen(rows: Int) throws -> Screen {
        var xml = "<screens>\n<screen name=\"Everything\"><VStack>\n"
        for row in 0..<rows {
            let name = row % 10 == 0 ? "Enabled" : "On \(row)"
            xml += "<HStack><Button><Image systemName=\"trash\"/></Button><Text>Row \(row)</Text>"
                + "<Toggle title=\"\(name)\" isOn=\"{$on}\"/></HStack>\n"
        }
        xml += "</VStack></screen>\n</screens>\n"
        let file = TestPaths.temporaryDirectory().appendingPathComponent("Huge.a11y.xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let loaded = ViewDescriptionLoader.load(file: file.path, displayName: "Huge.a11y.xml")
        let view = try #require(loaded.viewScreens.first)
        return PendingScreen(view: view).lowered()
    }

    @Test func aHugeScreensRulesOnAllCoresGiveWhatTheyGiveOneAfterAnother() throws {
        let screen = try Self.hugeScreen(rows: 5_200)
        let onAllCores = RuleEngine(profile: .builtInDefault, rules: RuleCatalog.all, options: Profile.builtInDefault.options,
                                    suppressions: [], baseline: [])
        var oneAfterAnother = onAllCores
        oneAfterAnother.rulesOnAllCoresFrom = .max
        #expect(RuleContext(screen: screen).facts.nodes.count >= onAllCores.rulesOnAllCoresFrom)
        let parallel = onAllCores.evaluate(screen)
        let sequential = oneAfterAnother.evaluate(screen)
        #expect(!parallel.findings.isEmpty)
        // Compared as flags: printed, thousands of findings and transcript lines hide the difference.
        let sameFindings = parallel.findings == sequential.findings
        let sameVerdicts = parallel.screen.verdicts == sequential.screen.verdicts
        let sameScreen = parallel.screen == sequential.screen
        #expect(sameFindings)
        #expect(sameVerdicts, "the same verdicts, in the rules' order")
        #expect(sameScreen, "the same scorecard, transcript and ladder")
    }

    /// A component shown twice on one screen is one place: its scorecard counts it as the
    /// merged finding, whatever mix of severity, status, suppression and baseline its two
    /// occurrences have.
    @Test func aScreenCountsEachPlaceAsItsMergedFinding() {
        func at(_ line: Int, _ severity: Severity, _ status: Finding.Status, element: String = "Row/Text[0]",
                suppressed: Bool = false, baselined: Bool = false) -> Finding {
            var f = Finding(rule: "text-clipped", severity: severity, status: status, screen: "Home", component: "Row",
                            element: element, location: SourceLocation(file: "Row.swift", line: line),
                            message: "m", label: "", fix: "", suppressed: suppressed)
            f.baselined = baselined
            return f
        }
        let findings = [
            at(1, .warning, .needsReview), at(1, .error, .violation, element: "Row/Text[1]"),
            at(2, .info, .needsReview), at(2, .warning, .needsReview),
            at(3, .error, .violation), at(3, .error, .violation, suppressed: true),
            at(4, .warning, .violation, baselined: true), at(4, .error, .violation),
            at(5, .info, .violation),
        ]
        let counts = RuleEngine.counts(onePerPlace: findings)
        #expect(counts == ["error": 2, "warning": 0, "info": 1, "suppressed": 1, "baselined": 1, "needsReview": 1])
        // What counting the merged findings one by one gives.
        var merged: [String: Int] = ["error": 0, "warning": 0, "info": 0, "suppressed": 0, "baselined": 0, "needsReview": 0]
        for f in Finding.merged(findings, screenOrder: ["Home"]) {
            let key = f.suppressed ? "suppressed" : f.status == .needsReview ? "needsReview" : f.severity.rawValue
            merged[key, default: 0] += 1
            if !f.suppressed, f.status == .violation, f.baselined { merged["baselined", default: 0] += 1 }
        }
        #expect(counts == merged)
    }
}
