import Foundation
import Rules
import Testing

/// Docs/rules.md is generated from the rule descriptors (`make docs`); it must not go stale.
@Suite struct RuleReferenceTests {
    @Test func docsRulesMatchesTheDescriptors() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Docs/rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == RuleDocumentation.reference(), "Docs/rules.md is stale: run `make docs`")
    }

    @Test func referenceDocumentsEveryRule() {
        let reference = RuleDocumentation.reference()
        for id in RuleCatalog.ids { #expect(reference.contains("## \(id)") || reference.contains("### \(id)"), "\(id)") }
    }
}
