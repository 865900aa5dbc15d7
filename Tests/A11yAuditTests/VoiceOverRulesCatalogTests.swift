import AuditModel
import Foundation
import Testing
@testable import Rules

@Suite("VoiceOver and touch-target catalog")
struct VoiceOverRulesCatalogTests {
    static let ids = [
        "control-name", "image-label", "label-is-identifier", "label-redundant-trait", "label-style",
        "hint-style", "duplicate-name", "tap-gesture-trait", "empty-button-action", "hidden-interactive",
        "ignore-without-label", "combine-multiple-actions", "custom-action-name", "drag-alternative", "header-trait",
        "state-in-label", "state-not-exposed", "label-length", "missing-localization",
    ]

    static let voiceOver = RuleCatalog.all.filter { $0.descriptor.category == .voiceover }
    static let touchTarget = RuleCatalog.all.filter { $0.descriptor.category == .touchTarget }

    @Test func everyDesignIdIsRegisteredInItsCategory() {
        #expect(Self.voiceOver.map(\.descriptor.id) == Self.ids)
        #expect(Self.touchTarget.map(\.descriptor.id) == ["touch-target-size"])
        #expect(Self.touchTarget.first?.descriptor.appleAuditType == "hitRegion")
    }

    @Test func everyRuleHasThreeExamplesEachWayAndAFix() {
        for rule in Self.voiceOver + Self.touchTarget {
            let d = rule.descriptor
            #expect(d.examples.filter(\.triggers).count >= 3, "\(d.id)")
            #expect(d.examples.filter { !$0.triggers }.count >= 3, "\(d.id)")
            #expect(!d.fix.isEmpty && !d.rationale.isEmpty && !d.summary.isEmpty, "\(d.id)")
        }
    }

    @Test func textCatalogListsEveryRuleWithCategoryAndSeverity() {
        let text = RuleDocumentation.catalog()
        for rule in RuleCatalog.all {
            let d = rule.descriptor
            let line = text.split(separator: "\n").first { $0.hasPrefix(d.id + " ") }
            #expect(line?.contains(d.category.rawValue) == true, "\(d.id)")
            #expect(line?.contains(d.defaultSeverity.rawValue) == true, "\(d.id)")
        }
    }

    @Test func jsonCatalogIsValidAndComplete() throws {
        let data = Data(RuleDocumentation.catalog(format: .json).utf8)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let rules = object?["rules"] as? [[String: Any]]
        #expect(rules?.compactMap { $0["id"] as? String } == RuleCatalog.ids)
        #expect((rules?.first?["examples"] as? [Any])?.isEmpty == false)
    }

    @Test func markdownCatalogHasARowPerRule() {
        let rows = RuleDocumentation.catalog(format: .markdown).split(separator: "\n").filter { $0.hasPrefix("| [`") }
        #expect(rows.count == RuleCatalog.all.count)
    }

    @Test func explainPrintsRationaleCriteriaAuditTypeExamplesAndFix() throws {
        let text = try #require(RuleDocumentation.explain(id: "control-name"))
        #expect(text.contains("4.1.2 Name, Role, Value"))
        #expect(text.contains("sufficientElementDescription"))
        #expect(text.contains("Why it matters"))
        #expect(text.contains("How to fix"))
        #expect(text.contains("Does not trigger:"))
        #expect(text.contains("    Button(\"Share\", systemImage: \"square.and.arrow.up\") { }"))
        #expect(RuleDocumentation.explain(id: "no-such-rule") == nil)
    }

    @Test func referenceHasASectionAnchoredAtEachRuleId() {
        let reference = RuleDocumentation.reference()
        for id in RuleCatalog.ids {
            #expect(reference.contains("\n## \(id)\n"), "\(id)")
        }
        #expect(reference.contains("```swift"))
    }
}

@Suite("VoiceOver rules on deep trees")
struct VoiceOverRulesDeepTreeTests: AXTreeBuilding {
    @Test func deeplyNestedStacksAreWalkedWithoutRecursion() {
        var deepest = button(symbol("xmark"), symbolImage("xmark"))
        for _ in 0..<3_000 { deepest = stack("VStack", [deepest]) }
        let deep = Screen(name: "Deep", location: SourceLocation(file: "Deep.swift", line: 1), source: .swiftUI, root: deepest)
        let outcome = evaluate("control-name", deep)
        #expect(outcome.violations.count == 1)
        for rule in VoiceOverRulesCatalogTests.voiceOver + VoiceOverRulesCatalogTests.touchTarget {
            _ = rule.evaluate(deep)
        }
    }
}
