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
}
