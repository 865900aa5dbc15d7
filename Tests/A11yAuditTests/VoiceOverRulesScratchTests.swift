import AuditModel
import Foundation
import Testing
import SwiftUISource
import Semantics
import InterfaceBuilder
@testable import Rules

@Suite struct VoiceOverRulesScratch {
    @Test func docs() {
        print(RuleDocumentation.catalog())
        print(RuleDocumentation.explain(id: "image-label")!)
        print(String(RuleDocumentation.reference().prefix(3000)))
        print(String(RuleDocumentation.catalog(format: .json).prefix(1500)))
    }

    @Test func exampleApp() throws {
        let root = "/work/wt/vorules/Examples"
        let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.sorted()
        let swift = files.filter { $0.hasSuffix(".swift") }.map { "\(root)/\($0)" }
        var screens = SwiftUIProject().load(files: swift).screens.map(SemanticLowering.lower)
        for ib in files where ib.hasSuffix(".storyboard") || ib.hasSuffix(".xib") {
            screens += InterfaceBuilderLoader.load(file: "\(root)/\(ib)").screens
        }
        for screen in screens {
            for rule in RuleCatalog.voiceOver + RuleCatalog.touchTarget {
                let outcome = rule.evaluate(screen, context: RuleContext())
                for v in outcome.violations {
                    print("[APP] \(screen.name) \(rule.descriptor.id) \(v.status == .needsReview ? "REVIEW" : (v.severity ?? rule.descriptor.defaultSeverity).rawValue) \(v.location.file.split(separator: "/").last!):\(v.location.line) \(v.message)")
                }
            }
        }
        #expect(Bool(true))
    }
}
