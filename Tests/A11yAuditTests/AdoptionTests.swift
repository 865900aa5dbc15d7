import Foundation
import Testing

/// How a team adopts the audit, end to end through the CLI: profiles, project config,
/// suppressions, baselines, shards.
@Suite(.serialized) struct AdoptionTests {
    static let smallButton = """
    import SwiftUI
    struct Toolbar: View {
        var body: some View {
            Button("Close") { }
                .frame(width: 30, height: 30)
        }
    }
    """

    func project(_ files: [String: String]) throws -> URL {
        let dir = TestPaths.temporaryDirectory()
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func profileChangesTheTouchTargetVerdict() throws {
        let dir = try project(["Toolbar.swift": Self.smallButton])
        let byDefault = try CLIRun(["audit", ".", "--fail-on", "warning", "--format", "xcode"], in: dir)
        #expect(byDefault.status == 1, "\(byDefault.stdout)")
        #expect(byDefault.stdout.contains("[touch-target-size]"))
        let wcag = try CLIRun(["audit", ".", "--fail-on", "warning", "--profile", "wcag22-aa", "--format", "xcode"], in: dir)
        #expect(wcag.status == 0, "\(wcag.stdout)\(wcag.stderr)")
        #expect(!wcag.stdout.contains("[touch-target-size]"))
    }

    @Test func profileIsNamedInTheReports() throws {
        let dir = try project(["Toolbar.swift": Self.smallButton])
        _ = try CLIRun(["audit", ".", "--profile", "strict", "--reports", "out", "--quiet"], in: dir)
        for name in ["junit.xml", "report.json", "report.sarif", "index.html", "summary.md"] {
            let text = try String(contentsOf: dir.appendingPathComponent("out/\(name)"), encoding: .utf8)
            #expect(text.contains("strict"), "\(name) does not name the profile")
        }
    }

    @Test func configIsFoundWalkingUpAndFlagsWin() throws {
        let dir = try project([
            ".a11y-audit.yml": "profile: wcag22-aa\nfail_on: warning\n",
            "App/Views/Toolbar.swift": Self.smallButton,
        ])
        let nested = dir.appendingPathComponent("App/Views")
        let run = try CLIRun(["audit", "."], in: nested)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let flagged = try CLIRun(["audit", ".", "--profile", "default"], in: nested)
        #expect(flagged.status == 1, "--profile beats the config's profile: \(flagged.stdout)")
    }

    @Test func configErrorsNameFileLineAndColumn() throws {
        let dir = try project([".a11y-audit.yml": "profile: default\nrules:\n  control-nam: off\n", "A.swift": Self.smallButton])
        let run = try CLIRun(["audit", "."], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains(".a11y-audit.yml:3:3"), "\(run.stderr)")
        #expect(run.stderr.contains("control-name"), "did you mean: \(run.stderr)")
    }

    @Test func excludeGlobsSkipFiles() throws {
        let dir = try project([".a11y-audit.yml": "exclude:\n  - Legacy/**\n", "Legacy/Old.swift": CLITestsFixtures.iconButton])
        let run = try CLIRun(["audit", "."], in: dir)
        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func suppressedFindingsStayVisibleButDoNotFail() throws {
        let dir = try project(["Toolbar.swift": """
        import SwiftUI
        struct Toolbar: View {
            var body: some View {
                // a11y-audit:disable:next control-name -- shown only to sighted beta testers
                Button { } label: { Image(systemName: "ladybug") }
            }
        }
        """])
        let run = try CLIRun(["audit", ".", "--json", "r.json"], in: dir)
        #expect(run.status == 0, "\(run.stdout)")
        let json = try String(contentsOf: dir.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(json.contains("\"suppressed\" : true") || json.contains("\"suppressed\":true"), "\(json)")
        #expect(json.contains("sighted beta testers"))
    }

    @Test func unknownRuleInSuppressionIsWarnedAbout() throws {
        let dir = try project(["A.swift": """
        import SwiftUI
        struct A: View {
            var body: some View {
                // a11y-audit:disable:next control-nam
                Text("Hi")
            }
        }
        """])
        let run = try CLIRun(["audit", "."], in: dir)
        #expect(run.status == 0)
        #expect(run.stderr.contains("A.swift:4"), "\(run.stderr)")
        #expect(run.stderr.contains("control-nam"))
    }

    @Test func baselineFailsOnlyOnNewFindings() throws {
        let dir = try project(["Toolbar.swift": CLITestsFixtures.iconButton])
        let first = try CLIRun(["audit", ".", "--write-baseline", "baseline.json"], in: dir)
        #expect(first.status == 1)
        let known = try CLIRun(["audit", ".", "--baseline", "baseline.json"], in: dir)
        #expect(known.status == 0, "\(known.stdout)")
        // Moving the code down a few lines keeps the fingerprint.
        let moved = "\n\n\n" + CLITestsFixtures.iconButton
        try moved.write(to: dir.appendingPathComponent("Toolbar.swift"), atomically: true, encoding: .utf8)
        #expect(try CLIRun(["audit", ".", "--baseline", "baseline.json"], in: dir).status == 0)
        // A new mistake fails.
        try (moved + "\n" + CLITestsFixtures.iconButton.replacingOccurrences(of: "Toolbar", with: "Footer"))
            .write(to: dir.appendingPathComponent("Toolbar.swift"), atomically: true, encoding: .utf8)
        #expect(try CLIRun(["audit", ".", "--baseline", "baseline.json"], in: dir).status == 1)
    }

    @Test func shardsMergeIntoTheSingleRun() throws {
        let dir = TestPaths.temporaryDirectory()
        let examples = TestPaths.examples
        let single = try CLIRun(["audit", examples, "--json", "single.json", "--junit", "single.xml", "--quiet"], in: dir)
        var shards: [String] = []
        for i in 1...3 {
            let run = try CLIRun(["audit", examples, "--shard", "\(i)/3", "--json", "shard\(i).json", "--quiet"], in: dir)
            #expect(run.status <= 1, "\(run.stderr)")
            shards.append("shard\(i).json")
        }
        let merged = try CLIRun(["merge"] + shards + ["--json", "merged.json", "--junit", "merged.xml", "--quiet"], in: dir)
        #expect(merged.status == single.status)
        let read = { (name: String) in try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) }
        #expect(try read("merged.json") == read("single.json"))
        #expect(try read("merged.xml") == read("single.xml"))
    }
}

enum CLITestsFixtures {
    static let iconButton = """
    import SwiftUI
    struct Toolbar: View {
        var body: some View {
            Button { } label: { Image(systemName: "square.and.arrow.up") }
        }
    }
    """
}
