import A11yAudit
import AuditModel
import Foundation
import SwiftUICorpus
import Testing

/// The whole pipeline over thousands of generated, varied, deeply nested (and sometimes
/// broken) SwiftUI files: it must not crash or hang, and must give the same result twice.
@Suite struct RobustnessTests {
    static func corpus(count: Int) throws -> URL {
        let dir = TestPaths.temporaryDirectory()
        var generator = SwiftUICorpus(seed: 7)
        for i in 0..<count {
            let text = i % 2 == 0 ? generator.stressFile(index: i) : generator.viewFile(index: i, depth: 3 + i % 4)
            try text.write(to: dir.appendingPathComponent("File\(i).swift"), atomically: false, encoding: .utf8)
        }
        return dir
    }

    @Test func thousandsOfVariedFilesAuditStably() throws {
        let dir = try Self.corpus(count: 2_000)
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try Auditor().audit(paths: [dir.path])
        let second = try Auditor().audit(paths: [dir.path])
        #expect(first == second)
        #expect(first.screens.count >= 1_000, "screens: \(first.screens.count)")
        #expect(!first.findings.isEmpty)
        // The deliberately broken files are input errors, not crashes or silent passes.
        #expect(!first.inputErrors.isEmpty)
    }

    @Test func tenThousandLevelsOfNestingIsAnInputError() throws {
        let depth = 10_000
        let body = String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth)
        let result = Auditor().audit(swiftSource: "struct Deep: View {\n var body: some View {\n\(body)}\n}\n")
        #expect(!result.inputErrors.isEmpty)
        #expect(result.exitCode == 2)
    }

    @Test func invalidUTF8IsAnInputError() throws {
        let dir = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var bytes = Array("struct A: View { var body: some View { Text(\"".utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array("\") } }\n".utf8)
        try Data(bytes).write(to: dir.appendingPathComponent("Bad.swift"))
        let result = try Auditor().audit(paths: [dir.path])
        #expect(result.inputErrors.contains { $0.location.file.hasSuffix("Bad.swift") })
    }
}
