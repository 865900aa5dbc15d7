import A11yAudit
import AuditModel
import Foundation
import Testing

/// The example app is the end-to-end fixture: every finding must sit on a line marked
/// `MISTAKE: rule-id` (in a Swift or XML comment), and every mark must be found.
@Suite struct ExampleAppTests {
    struct Mark: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        var description: String { "\(file):\(line) \(rule)" }
    }

    /// `MISTAKE: rule-a, rule-b` closing a line (or an XML comment).
    nonisolated(unsafe) static let markPattern = /MISTAKE:\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)\s*(?:-->)?\s*$/

    /// Marks written in the example files: `// MISTAKE: rule-a, rule-b` or `<!-- MISTAKE: rule -->`.
    static func marks(in root: String) -> Set<Mark> {
        var marks = Set<Mark>()
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: root) else { return [] }
        while let item = walker.nextObject() as? String {
            guard let text = try? String(contentsOfFile: root + "/" + item, encoding: .utf8) else { continue }
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let match = String(line).firstMatch(of: markPattern) else { continue }
                for rule in match.1.split(separator: ",") {
                    marks.insert(Mark(file: "Examples/" + item, line: i + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return marks
    }

    /// Audits the examples by absolute path (tests run in parallel: no changing folders) and
    /// names files relative to the package, as `make audit` does.
    static func audit() throws -> AuditResult {
        var result = try Auditor().audit(paths: [TestPaths.examples])
        let root = TestPaths.packageRoot.path + "/"
        for i in result.findings.indices where result.findings[i].file.hasPrefix(root) {
            result.findings[i].file.removeFirst(root.count)
        }
        return result
    }

    @Test func findingsAreExactlyTheMarkedMistakes() throws {
        let result = try Self.audit()
        let found = Set(result.findings.filter { $0.status == .violation }
            .map { Mark(file: $0.file, line: $0.line, rule: $0.rule) })
        let expected = Self.marks(in: TestPaths.examples)
        let missing = expected.subtracting(found).sorted { $0.description < $1.description }
        let unexpected = found.subtracting(expected).sorted { $0.description < $1.description }
        #expect(missing.isEmpty, "marked mistakes not found: \(missing)")
        #expect(unexpected.isEmpty, "findings on unmarked lines: \(unexpected)")
        #expect(result.inputErrors.isEmpty, "\(result.inputErrors)")
    }

    @Test func everyRuleHasAMarkedMistake() {
        let marked = Set(Self.marks(in: TestPaths.examples).map(\.rule))
        for rule in RuleCatalogIDs.all { #expect(marked.contains(rule), "no example mistake for \(rule)") }
    }

    @Test func cleanScreensHaveNoErrorOrWarning() throws {
        let result = try Self.audit()
        for name in ["SettingsScreen", "ProfileScreen", "OrderHistoryScreen"] {
            #expect(result.screens.contains { $0.name == name }, "screen \(name) missing")
            let problems = result.findings.filter { $0.screens.contains(name) && $0.severity >= .warning && $0.status == .violation }
            #expect(problems.isEmpty, "\(name): \(problems.map { "\($0.rule): \($0.message)" })")
        }
    }

    @Test func auditFailsTheBuild() throws {
        #expect(try Self.audit().exitCode == 1)
    }
}

import Rules
enum RuleCatalogIDs {
    static var all: [String] { RuleCatalog.ids }
}
