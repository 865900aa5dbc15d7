import A11yAudit
import Foundation
import Testing

/// The CLI's CI contract: exit codes, formats, report files.
@Suite(.serialized) struct CLITests {
    func write(_ text: String, to name: String, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func cleanFileExitsZero() throws {
        let dir = TestPaths.temporaryDirectory()
        let file = try write("""
        import SwiftUI
        struct Clean: View {
            var body: some View {
                VStack {
                    Text("Hello")
                    Button("Save") { }
                }
            }
        }
        """, to: "Clean.swift", in: dir)
        let run = try CLIRun(["audit", file])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    }

    @Test func iconOnlyButtonExitsOne() throws {
        let dir = TestPaths.temporaryDirectory()
        let file = try write("""
        import SwiftUI
        struct Toolbar: View {
            var body: some View {
                Button { } label: {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
        """, to: "Toolbar.swift", in: dir)
        let run = try CLIRun(["audit", file, "--format", "xcode"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Toolbar.swift:4:9: error:"), "\(run.stdout)")
        #expect(run.stdout.contains("[control-name]"))
        #expect(run.stdout.contains("square and arrow up"))
    }

    @Test func missingPathExitsTwo() throws {
        let run = try CLIRun(["audit", "/no/such/path"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("/no/such/path"))
    }

    @Test func unknownRuleInExplainExitsTwo() throws {
        let run = try CLIRun(["explain", "control-nam"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("did you mean 'control-name'"))
    }

    @Test func unknownOptionExitsTwo() throws {
        let run = try CLIRun(["audit", "--no-such-flag"])
        #expect(run.status == 2)
    }

    @Test func explainPrintsExamples() throws {
        let run = try CLIRun(["explain", "control-name"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("control-name"))
        #expect(run.stdout.contains("Button"))
    }

    @Test func helpOnEverySubcommand() throws {
        for command in ["audit", "rules", "explain", "transcript", "validate", "merge"] {
            let run = try CLIRun([command, "--help"])
            #expect(run.status == 0, "\(command) --help")
            #expect(run.stdout.contains("a11y-audit \(command)"), "\(command) --help: \(run.stdout)")
        }
    }

    @Test func helpSubcommandVersionAndCompletionScripts() throws {
        let help = try CLIRun(["help", "audit"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--fail-on"), "\(help.stdout)")
        let version = try CLIRun(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == RuleReference.toolVersion)
        for shell in ["bash", "zsh", "fish"] {
            let script = try CLIRun(["--generate-completion-script", shell])
            #expect(script.status == 0, "\(shell)")
            #expect(script.stdout.contains("transcript"), "\(shell) completes the subcommands")
        }
    }

    @Test func usageErrorsExitTwoNotSixtyFour() throws {
        for args in [["audit", "--fail-on"], ["no-such-command"], ["explain"], [], ["audit", "--format", "yaml", "."]] {
            let run = try CLIRun(args)
            #expect(run.status == 2, "\(args): \(run.stderr)")
        }
    }

    @Test func noProgressLineWhenStderrIsNotATerminal() throws {
        let run = try CLIRun(["audit", TestPaths.examples, "--format", "xcode"])
        #expect(!run.stderr.contains("\u{1B}[K"), "\(run.stderr)")
        #expect(!run.stderr.contains("parsed"))
    }

    @Test func malformedSwiftIsAnInputErrorNotACrash() throws {
        let dir = TestPaths.temporaryDirectory()
        let file = try write("struct Broken: View {\n var body: some View {\n  VStack {\n   Button(\n", to: "Broken.swift", in: dir)
        let run = try CLIRun(["audit", file, "--json", dir.appendingPathComponent("r.json").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Broken.swift:"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.json").path))
    }

    @Test func reportsDirectoryGetsEveryReport() throws {
        let dir = TestPaths.temporaryDirectory()
        let run = try CLIRun(["audit", TestPaths.examples, "--reports", dir.path, "--quiet"])
        #expect(run.status == 1, "\(run.stderr)")
        for name in ["junit.xml", "index.html", "report.sarif", "report.json", "summary.md"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), "\(name) missing")
        }
    }
}

@Suite struct InputKindTests {
    @Test func aNamedFileNoFrontEndReadsIsAUsageError() throws {
        let run = try CLIRun(["audit", TestPaths.packageRoot.appendingPathComponent("README.md").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("not an input a11y-audit reads"), "\(run.stderr)")
    }

    @Test func dumpsAreReadWithEitherSuffix() throws {
        let dir = TestPaths.temporaryDirectory()
        let dump = dir.appendingPathComponent("Settings.axdump")
        try FileManager.default.copyItem(atPath: TestPaths.examples + "/Described/Settings.axdump.txt", toPath: dump.path)
        let run = try CLIRun(["audit", dump.path, "--format", "xcode", "--fail-on", "warning"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("[touch-target-size]"))
    }
}
