import A11yAudit
import AuditModel
import Foundation
import Profiles
import Reports

/// Report files asked for on the command line (or by `--reports DIR`).
struct ReportArguments {
    static let valued: Set<String> = ["--reports", "--junit", "--html", "--sarif", "--json", "--markdown"]
    static let boolean: Set<String> = ["--junit-strict"]
    static let help = """
      --reports DIR        write every report into DIR: junit.xml, index.html, report.sarif,
                           report.json, summary.md
      --junit F            JUnit XML for CI test views     --junit-strict  (Jenkins xunit schema)
      --html F             self-contained HTML report       --sarif F  SARIF 2.1.0 for code scanning
      --json F             the versioned JSON result (what `merge` reads)
      --markdown F         scorecard table for a pull-request comment or job summary
    """

    static func request(from a: Arguments) -> ReportRequest {
        var r = ReportRequest()
        if let dir = a.value("--reports") { r = ReportRequest.all(in: dir) }
        r.junit = a.value("--junit") ?? r.junit
        r.html = a.value("--html") ?? r.html
        r.sarif = a.value("--sarif") ?? r.sarif
        r.json = a.value("--json") ?? r.json
        r.markdown = a.value("--markdown") ?? r.markdown
        r.junitStrict = a.has("--junit-strict")
        return r
    }
}

enum AuditCommand {
    static let help = """
    a11y-audit audit [PATH…] [options]
      Audits SwiftUI sources (*.swift), view descriptions (*.a11y.xml, *.a11y.json, *.axdump.txt)
      and Interface Builder files (*.storyboard, *.xib) below each PATH (default: .).

    OPTIONS
      --profile NAME|FILE  default, strict, wcag22-aa, apple-hig, or a profile file
      --config FILE        project config (default: .a11y-audit.yml found walking up)
    \(ReportArguments.help)
      --format F           stdout: text (default), xcode, github, json
      --fail-on S          error (default), warning, info, never
      --baseline F         known findings (by fingerprint) are reported but do not fail
      --write-baseline F   record the current findings as the baseline
      --shard I/N          audit share I of N of the screens (CI matrix jobs; see `merge`)
      --platform P         ios, macos, watchos, tvos, visionos: every screen's platform
                           (default: detected per file; Dynamic Type rules run on iOS only)
      --jobs N             accepted for compatibility; the audit uses every core
      --quiet              no stdout report
    EXIT CODES  0 no finding at or above --fail-on · 1 there are · 2 usage, config or input error
    """

    static func run(_ args: [String]) throws -> Int32 {
        if wantsHelp(args, help) { return 0 }
        let a = try Arguments(args,
            valued: ReportArguments.valued.union(["--profile", "--config", "--format", "--fail-on", "--baseline",
                                                  "--write-baseline", "--shard", "--jobs", "--platform"]),
            boolean: ReportArguments.boolean.union(["--quiet"]))
        try checkFormat(a)
        let setup = try RunSetup.resolve(a)
        let auditor = Auditor(profile: setup.profile, options: setup.options)
        let paths = a.positionals.isEmpty ? ["."] : a.positionals
        let progress = Progress(enabled: !a.has("--quiet"))
        progress.show("auditing \(paths.joined(separator: " "))…")
        let result: AuditResult
        do {
            result = try auditor.audit(paths: paths)
        } catch {
            progress.clear()
            printError("a11y-audit: \(error)")
            return 2
        }
        progress.clear()
        if let path = a.value("--write-baseline") {
            try Baseline.write(result.findings, to: path)
        }
        return try finish(result, a, reports: setup.reports, consoleFormat: setup.consoleFormat)
    }

    /// An unknown `--format` is a usage error before any work is done.
    static func checkFormat(_ a: Arguments) throws {
        if let f = a.value("--format"), f != "json", TerminalReport.Format(rawValue: f) == nil {
            throw Arguments.UsageError(description: "unknown format '\(f)' (text, xcode, github, json)")
        }
    }

    /// Writes the reports and stdout, then returns the exit code (shared with `merge`).
    static func finish(_ result: AuditResult, _ a: Arguments, reports: ReportRequest,
                       consoleFormat: String? = nil) throws -> Int32 {
        for error in result.inputErrors {
            printError("\(error.location.file):\(error.location.line): error: \(error.message)")
        }
        for warning in result.warnings {
            printError("\(warning.location.file):\(warning.location.line): warning: \(warning.message)")
        }
        try reports.write(result)
        if !a.has("--quiet") {
            let format = a.value("--format") ?? consoleFormat ?? "text"
            if format == "json" {
                FileHandle.standardOutput.write(JSONReport.render(result))
                print("")
            } else if let terminal = TerminalReport.Format(rawValue: format) {
                let out = TerminalReport.render(result, format: terminal, color: isatty(1) != 0)
                print(out, terminator: out.hasSuffix("\n") || out.isEmpty ? "" : "\n")
            } else {
                throw Arguments.UsageError(description: "unknown format '\(format)' (text, xcode, github, json)")
            }
        }
        return result.exitCode
    }
}

/// A one-line progress message on stderr, only when it is a terminal.
struct Progress {
    let enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled && isatty(2) != 0
    }

    func show(_ message: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(message)".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
