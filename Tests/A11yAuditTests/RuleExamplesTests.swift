import A11yAudit
import AuditModel
import Foundation
import Rules
import Testing

/// Every rule's documented examples are tests: triggering ones must produce a violation of
/// that rule, non-triggering ones must not (SwiftLint's convention). Each example, whatever
/// its input format, is written to a file and audited through the whole pipeline.
@Suite struct RuleExamplesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var index: Int
        var example: RuleExample
        var testDescription: String { "\(rule) example \(index + 1) (\(example.triggers ? "triggers" : "passes"))" }
    }

    static let cases: [Case] = RuleCatalog.all.flatMap { rule in
        rule.descriptor.examples.enumerated()
            .map { Case(rule: rule.descriptor.id, index: $0.offset, example: $0.element) }
    }

    /// The file name each input format is read from.
    static func fileName(for format: RuleExample.Format) -> String {
        switch format {
        case .swiftUI: return "Example.swift"
        case .interfaceBuilder: return "Example.xib"
        }
    }

    static func audit(_ example: RuleExample) throws -> AuditResult {
        let dir = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(fileName(for: example.format))
        let code = example.format == .swiftUI ? Auditor.wrapSnippet(example.code) : example.code
        try code.write(to: file, atomically: true, encoding: .utf8)
        for extra in example.files {
            let url = dir.appendingPathComponent(extra.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try extra.text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try Auditor().audit(paths: [dir.path])
    }

    @Test(arguments: cases)
    func example(_ c: Case) throws {
        let result = try Self.audit(c.example)
        let fired = result.findings.filter { $0.rule == c.rule && $0.status == .violation }
        if c.example.triggers {
            #expect(!fired.isEmpty, "expected \(c.rule) to fire on:\n\(c.example.code)\nfindings: \(result.findings.map { "\($0.rule): \($0.message)" })")
        } else {
            #expect(fired.isEmpty, "expected \(c.rule) not to fire on:\n\(c.example.code)\ngot: \(fired.map(\.message))")
        }
        #expect(result.inputErrors.isEmpty, "example does not parse: \(result.inputErrors)")
        #expect(!result.screens.isEmpty, "example has no screen to audit")
        for f in result.findings where !f.fix.isEmpty {
            #expect(!f.message.contains(f.fix), "\(f.rule) repeats its fix in its message: \(f.message)")
        }
    }

    @Test func examplesCoverEveryInputFormat() {
        let formats = Set(Self.cases.map(\.example.format))
        #expect(formats == [.swiftUI, .interfaceBuilder])
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
                     "hint-style", "duplicate-name", "tap-gesture-trait", "empty-button-action", "hidden-interactive",
                     "ignore-without-label", "combine-multiple-actions", "custom-action-name", "drag-alternative", "header-trait",
                     "state-in-label", "state-not-exposed", "label-length", "fixed-font-size", "dynamic-type-clamped", "text-clipped",
                     "text-truncated", "minimum-scale-factor", "unscaled-metric", "ib-font-not-adjusting",
                     "layout-not-adaptive", "touch-target-size", "missing-localization"]
        #expect(ids == Set(fixed))
        #expect(RuleCatalog.ids.count == fixed.count, "rule ids are unique")
    }
}
