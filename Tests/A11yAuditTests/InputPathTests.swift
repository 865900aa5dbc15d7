@testable import A11yAudit
import Foundation
import Testing

@Suite("Input paths as reports print them")
struct InputPathTests {
    @Test("paths worked out once per folder equal paths worked out one by one, links included")
    func perFolderPathsMatchPathByPath() throws {
        let root = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Real/A", withIntermediateDirectories: true)
        for file in ["/Real/A/B.swift", "/Real/A/C.swift", "/Real/D.swift"] {
            #expect(FileManager.default.createFile(atPath: root + file, contents: Data()))
        }
        #expect(symlink(root + "/Real", root + "/Linked") == 0)
        #expect(symlink("A/B.swift", root + "/Real/E.swift") == 0)
        let paths = [root + "/Real/A/B.swift", root + "/Real/A/C.swift", root + "/Real/D.swift",
                     root + "/Real/E.swift", root + "/Linked/A/B.swift", root + "/Real/A/../D.swift",
                     "Package.swift", "./Sources/a11y-audit/main.swift", "Sources/../Package.swift"]
        let oneByOne = paths.map { InputFiles.relative($0) }
        #expect(InputFiles.relative(paths.map { ($0, mayBeLink: true) }) == oneByOne)
        // Outside the current folder, a linked folder reads as the real one.
        #expect(oneByOne[4].hasSuffix("/Real/A/B.swift"))
        #expect(oneByOne[7] == "Sources/a11y-audit/main.swift")
    }

    @Test("a folder walk, which asks only entries not listed as regular files whether they are links, gives the paths worked out one by one")
    func walkedPathsMatchPathByPath() throws {
        let root = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Folders three and four levels down are walked apart from the first levels, side by side.
        try FileManager.default.createDirectory(atPath: root + "/Real/A/F/G", withIntermediateDirectories: true)
        for file in ["/Real/A/B.swift", "/Real/D.swift", "/Elsewhere.swift", "/Real/A/F/H.swift", "/Real/A/F/G/I.swift"] {
            #expect(FileManager.default.createFile(atPath: root + file, contents: Data()))
        }
        #expect(symlink(root + "/Real", root + "/Linked") == 0)
        #expect(symlink("../Elsewhere.swift", root + "/Real/E.swift") == 0)
        let found = try InputFiles().find(in: [root + "/Real", root + "/Linked"]).files.map(\.path)
        let walked = [root + "/Real/A/B.swift", root + "/Real/D.swift", root + "/Real/E.swift",
                      root + "/Real/A/F/H.swift", root + "/Real/A/F/G/I.swift",
                      root + "/Linked/A/B.swift", root + "/Linked/D.swift", root + "/Linked/E.swift",
                      root + "/Linked/A/F/H.swift", root + "/Linked/A/F/G/I.swift"]
        #expect(found == Array(Set(walked.map { InputFiles.relative($0) })).sorted())
        #expect(found.contains { $0.hasSuffix("/Real/E.swift") }, "\(found)")
    }
}
