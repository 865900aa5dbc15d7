import AuditModel
import Profiles
import Rules
import Testing

/// Profiles change verdicts, not just numbers: the loaded options reach the rules.
@Suite("Profiles: verdicts")
struct ProfilesVerdictTests: AXTreeBuilding {
    func touchTargetViolations(under profileName: String) throws -> [Violation] {
        let profile = try ProfilesTestSupport.loader.load(profileName)
        let rule = try #require(RuleCatalog.rule(id: "touch-target-size"))
        #expect(profile.severity(for: rule.descriptor) != nil)
        let button = button(explicit("Close"), symbolImage("xmark").framed(width: 30, height: 30))
        let screen = Screen(name: "Example", location: SourceLocation(file: "Example.swift", line: 1),
                            source: .swiftUI, root: vstack(button))
        // Verdicts only: a 30 pt icon frame without a content shape may also be "needs review".
        return rule.evaluate(screen, options: profile.options).violations
            .filter { $0.status == .violation }
    }

    @Test("a 30×30 pt button fails under default and apple-hig and passes under wcag22-aa")
    func thirtyPointButton() throws {
        #expect(try touchTargetViolations(under: "default").count == 1)
        #expect(try touchTargetViolations(under: "apple-hig").count == 1)
        #expect(try touchTargetViolations(under: "wcag22-aa").isEmpty)
    }

    @Test("wcag22-aa runs every catalog rule except the two style rules")
    func catalogCoverage() throws {
        #expect(ProfilesTestSupport.knownRules.count >= 25)
        let wcag = try ProfilesTestSupport.loader.load("wcag22-aa")
        // Every catalog rule is either listed in wcag22-aa or deliberately off there.
        for id in ProfilesTestSupport.knownRules.keys where !["label-style", "hint-style"].contains(id) {
            #expect(ProfilesTestSupport.severity(id, in: wcag) != nil, "\(id)")
        }
    }
}
