import Foundation
import Rules
import Testing

/// The catalog is the one place a rule is registered: every `struct X: Rule` in
/// `Sources/Rules` must be listed there, in a file named `XRule.swift`, with an id that
/// spells the same words as its type name.
@Suite struct RuleCatalogTests {
    struct Declaration {
        var file: String
        var typeName: String
        var access: String
    }

    static let rulesFolder = TestPaths.packageRoot.appendingPathComponent("Sources/Rules")

    /// Every `struct X: Rule` declaration under `Sources/Rules`, read from the source files
    /// (Swift has no runtime list of a protocol's conformances).
    static func declarations() throws -> [Declaration] {
        let pattern = try Regex(#"(?m)^(public |internal |package )?struct (\w+): Rule\b"#)
        let files = FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return text.matches(of: pattern).map { match in
                Declaration(file: url.lastPathComponent, typeName: String(match.output[2].substring ?? ""),
                            access: String(match.output[1].substring ?? "").trimmingCharacters(in: .whitespaces))
            }
        }
    }

    @Test func everyRuleTypeIsInTheCatalog() throws {
        let declared = try Self.declarations()
        #expect(declared.count >= 25, "the source scan found the rules")
        let listed = RuleCatalog.all.map { String(describing: type(of: $0)) }
        #expect(Set(declared.map(\.typeName)) == Set(listed))
        #expect(declared.count == listed.count, "one declaration per catalog entry")
    }

    @Test func everyRuleFileIsNamedForItsOneRuleType() throws {
        let declared = try Self.declarations()
        for d in declared {
            #expect(d.file == d.typeName + ".swift", "\(d.typeName) lives in \(d.file)")
        }
        let ruleFiles = FileManager.default.enumerator(at: Self.rulesFolder, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.lastPathComponent }.filter { $0.hasSuffix("Rule.swift") } ?? []
        #expect(Set(ruleFiles) == Set(declared.map(\.file)), "every *Rule.swift file declares one rule")
    }

    @Test func everyRuleHasTheSameAccessLevel() throws {
        let levels = Set(try Self.declarations().map(\.access))
        #expect(levels == [""], "rules are internal; the catalog is the public way to them")
    }

    @Test func everyRuleIdSpellsItsTypeName() {
        for rule in RuleCatalog.all {
            let typeName = String(describing: type(of: rule))
            let words = rule.descriptor.id.replacingOccurrences(of: "-", with: "") + "rule"
            #expect(words == typeName.lowercased(), "\(rule.descriptor.id) vs \(typeName)")
        }
    }

    @Test func ruleIdsAreUnique() {
        #expect(Set(RuleCatalog.ids).count == RuleCatalog.ids.count)
    }
}
