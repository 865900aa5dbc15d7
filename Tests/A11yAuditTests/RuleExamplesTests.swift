import A11yAudit
import AuditModel
import Rules
import Testing

/// Every rule's documented examples are tests: triggering ones must produce a violation of
/// that rule, non-triggering ones must not (SwiftLint's convention).
@Suite struct RuleExamplesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var index: Int
        var example: RuleExample
        var testDescription: String { "\(rule) example \(index + 1) (\(example.triggers ? "triggers" : "passes"))" }
    }

    static let cases: [Case] = RuleCatalog.all.flatMap { rule in
        rule.descriptor.examples.enumerated()
            .filter { $0.element.format == .swiftUI }
            .map { Case(rule: rule.descriptor.id, index: $0.offset, example: $0.element) }
    }

    @Test(arguments: cases)
    func example(_ c: Case) {
        let result = Auditor().audit(swiftSource: c.example.code,
                                     stringTables: c.example.files.map { ($0.path, $0.text) })
        let fired = result.findings.filter { $0.rule == c.rule && $0.status == .violation }
        if c.example.triggers {
            #expect(!fired.isEmpty, "expected \(c.rule) to fire on:\n\(c.example.code)\nfindings: \(result.findings.map { "\($0.rule): \($0.message)" })")
        } else {
            #expect(fired.isEmpty, "expected \(c.rule) not to fire on:\n\(c.example.code)\ngot: \(fired.map(\.message))")
        }
        #expect(result.inputErrors.isEmpty, "example does not parse: \(result.inputErrors)")
    }

    @Test func everyRuleHasThreeExamplesEachWay() {
        for rule in RuleCatalog.all {
            let examples = rule.descriptor.examples
            #expect(examples.filter(\.triggers).count >= 3, "\(rule.descriptor.id) needs 3 triggering examples")
            #expect(examples.filter { !$0.triggers }.count >= 3, "\(rule.descriptor.id) needs 3 passing examples")
        }
    }

    @Test func catalogHasTheFixedRuleIDs() {
        let ids = Set(RuleCatalog.ids)
        let fixed = ["control-name", "image-label", "label-is-identifier", "label-redundant-trait", "label-style",
                     "hint-style", "duplicate-name", "tap-gesture-trait", "hidden-interactive", "ignore-without-label",
                     "combine-multiple-actions", "custom-action-name", "drag-alternative", "header-trait",
                     "state-in-label", "label-length", "fixed-font-size", "dynamic-type-clamped", "text-clipped",
                     "text-truncated", "minimum-scale-factor", "unscaled-metric", "ib-font-not-adjusting",
                     "layout-not-adaptive", "touch-target-size", "missing-localization"]
        #expect(ids == Set(fixed))
        #expect(RuleCatalog.ids.count == fixed.count, "rule ids are unique")
    }
}
