import A11yAudit
import AuditModel
import Foundation
import Testing

/// Screen descriptions are audited as they are read: the same result as reading every screen
/// first, with screens evaluated before their file is finished.
@Suite struct DescribedScreensTests {
    /// A screen description with one screen per name, each a button with an icon only.
    static func description(_ names: [String], fileWide suppression: String? = nil) -> String {
        let attribute = suppression.map { " a11y-audit-disable=\"\($0)\"" } ?? ""
        return "<screens\(attribute)>\n" + names.map {
            "<screen name=\"\($0)\"><VStack><Button><Image systemName=\"trash\"/></Button><Text>\($0)</Text></VStack></screen>\n"
        }.joined() + "</screens>\n"
    }

    func folder(_ files: [String: String]) throws -> URL {
        let dir = TestPaths.temporaryDirectory()
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func screensAreNamedAndOrderedAsIfEveryScreenWereReadFirst() throws {
        let dir = try folder([
            "A.swift": "import SwiftUI\nstruct Settings: View { var body: some View { Text(\"A\") } }\n",
            "B.a11y.xml": Self.description(["Settings", "Zebra", "Settings"]),
            "C.a11y.json": #"{"screens": [{"name": "Settings", "root": {"type": "Text", "value": "C"}}]}"#,
            "D.swift": "import SwiftUI\nstruct Zebra: View { var body: some View { Text(\"D\") } }\n",
        ])
        let result = try Auditor().audit(paths: [dir.path])
        let names = result.screens.map(\.name)
        #expect(names == ["Settings", "Settings #2", "Zebra", "Settings #3", "Settings #4", "Zebra #2"])
        #expect(names == (try Auditor().screens(paths: [dir.path])).screens.map(\.name), "the same as reading all first")
        #expect(result.screens.map { URL(fileURLWithPath: $0.file).lastPathComponent }
                == ["A.swift", "B.a11y.xml", "B.a11y.xml", "B.a11y.xml", "C.a11y.json", "D.swift"])
        #expect(result.inputErrors == [])
    }

    @Test func aSuppressionOnTheWholeFileCoversScreensReadBeforeItsEnd() throws {
        let dir = try folder(["Icons.a11y.xml": Self.description(["One", "Two"], fileWide: "control-name -- icons only")])
        let result = try Auditor().audit(paths: [dir.path])
        let named = result.findings.filter { $0.rule == "control-name" }
        #expect(named.count == 2)
        #expect(named.allSatisfy { $0.suppressed && $0.suppressionReason == "icons only" })
    }

    @Test func screensAreAuditedWhileTheirFileIsStillBeingRead() throws {
        let names = (0..<40).map { "Screen\($0)" }
        let dir = try folder(["Many.a11y.xml": Self.description(names)])
        let seen = Seen()
        var options = AuditOptions()
        options.progress = { seen.add($0) }
        let result = try Auditor(options: options).audit(paths: [dir.path])
        #expect(result.screens.map(\.name) == names)
        // At most one screen per core, and one more, is in flight while the file is read.
        let auditedBeforeTheEnd = seen.all.filter { $0.filesParsed == 0 }.map(\.screensAudited).max() ?? 0
        #expect(auditedBeforeTheEnd >= names.count - ProcessInfo.processInfo.activeProcessorCount - 2)
    }

    @Test func aCachedRunOfDescriptionsEqualsAnUncachedOne() throws {
        let dir = try folder(["Many.a11y.xml": Self.description(["One", "Two", "One"])])
        let cacheDir = TestPaths.temporaryDirectory().path
        var options = AuditOptions()
        options.cache = AuditCache(directory: cacheDir)
        let cold = try Auditor(options: options).audit(paths: [dir.path])
        #expect(cold == (try Auditor().audit(paths: [dir.path])))
        try Self.description(["One", "Two", "One", "Three"]).write(to: dir.appendingPathComponent("Many.a11y.xml"),
                                                                    atomically: true, encoding: .utf8)
        let cache = AuditCache(directory: cacheDir)
        options.cache = cache
        let warm = try Auditor(options: options).audit(paths: [dir.path])
        #expect(warm == (try Auditor().audit(paths: [dir.path])))
        #expect(warm.screens.map(\.name) == ["One", "Two", "One #2", "Three"])
    }

    /// Progress states, from any thread.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var states: [AuditProgress] = []
        func add(_ state: AuditProgress) {
            lock.lock()
            states.append(state)
            lock.unlock()
        }
        var all: [AuditProgress] {
            lock.lock()
            defer { lock.unlock() }
            return states
        }
    }
}
