import A11yAudit
import ArgumentParser
import Foundation

/// The profile and project config: shared by `audit` and `transcript`.
struct ProjectFlags: ParsableArguments {
    @Option(help: ArgumentHelp("default, strict, wcag22-aa, apple-hig, or a profile file.", valueName: "NAME|FILE"))
    var profile: String?
    @Option(help: ArgumentHelp("Project config (default: .a11y-audit.yml found walking up).", valueName: "FILE"))
    var config: String?

    func apply(to settings: inout RunSettings) {
        settings.profile = profile
        settings.configPath = config
    }
}

/// Report files asked for on the command line: shared by `audit` and `merge`.
struct ReportFlags: ParsableArguments {
    @Option(name: .customLong("reports"), help: ArgumentHelp(
        "Write every report into DIR: junit.xml, index.html, report.sarif, report.json, summary.md.",
        valueName: "DIR"))
    var directory: String?
    @Option(help: ArgumentHelp("JUnit XML for CI test views.", valueName: "FILE")) var junit: String?
    @Flag(help: "JUnit without file/line attributes (Jenkins xunit schema).") var junitStrict = false
    @Option(help: ArgumentHelp("Self-contained HTML report.", valueName: "FILE")) var html: String?
    @Option(help: ArgumentHelp("SARIF 2.1.0 for code scanning.", valueName: "FILE")) var sarif: String?
    @Option(help: ArgumentHelp("The versioned JSON result (what `merge` reads).", valueName: "FILE")) var json: String?
    @Option(help: ArgumentHelp("Scorecard table for a pull-request comment or job summary.", valueName: "FILE"))
    var markdown: String?

    func apply(to settings: inout RunSettings) {
        settings.reportsDirectory = directory
        let files = ["junit": junit, "html": html, "sarif": sarif, "json": json, "markdown": markdown]
        settings.reportFiles = files.compactMapValues { $0 }
        settings.junitStrict = junitStrict
    }
}

/// What stdout shows and when the run fails: shared by `audit` and `merge`.
struct OutputFlags: ParsableArguments {
    @Option(help: ArgumentHelp("stdout: text (default), xcode, github, json.", valueName: "F")) var format: String?
    @Option(help: ArgumentHelp("Fail at this severity: error (default), warning, info, never.", valueName: "S"))
    var failOn: String?
    @Flag(help: "No stdout report and no progress line.") var quiet = false

    func apply(to settings: inout RunSettings) {
        settings.consoleFormat = format
        settings.failOn = failOn
    }

    /// Prints the diagnostics and, unless quiet, the console report; exits with the run's code.
    func show(_ outcome: RunOutcome) throws {
        for line in outcome.diagnostics { printError(line) }
        if !quiet { printOut(outcome.console(color: isatty(1) != 0)) }
        try finish(outcome.exitCode)
    }
}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit SwiftUI sources, view descriptions and Interface Builder files.",
        discussion: """
        Reads *.swift, *.a11y.xml, *.a11y.json, *.axdump.txt, *.storyboard and *.xib below each \
        PATH (default: .). Flags win over the project config (.a11y-audit.yml), the config over \
        the profile.

        \(A11yAuditCommand.exitCodes)
        """)

    @Argument(help: ArgumentHelp("Files and folders to audit.", valueName: "path")) var paths: [String] = []
    @OptionGroup var project: ProjectFlags
    @OptionGroup var reports: ReportFlags
    @OptionGroup var output: OutputFlags
    @Option(help: ArgumentHelp("Known findings (by fingerprint) are reported but do not fail.", valueName: "FILE"))
    var baseline: String?
    @Option(help: ArgumentHelp("Record the current findings as the baseline.", valueName: "FILE"))
    var writeBaseline: String?
    @Option(help: ArgumentHelp("Audit share I of N of the screens (CI matrix jobs; see `merge`).", valueName: "I/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Cache folder (default: $XDG_CACHE_HOME/a11y-audit or ~/.cache/a11y-audit).",
                               valueName: "DIR"))
    var cachePath: String?
    @Flag(help: "Audit everything again; read and write no cache.") var noCache = false

    func run() throws {
        var settings = RunSettings()
        project.apply(to: &settings)
        settings.cachePath = cachePath
        settings.useCache = !noCache
        settings.baseline = baseline
        settings.writeBaseline = writeBaseline
        settings.shard = shard
        reports.apply(to: &settings)
        output.apply(to: &settings)
        var setup = try RunSetup(settings)
        let progress = ProgressLine.make(stderrIsTerminal: isatty(2) != 0, quiet: output.quiet) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
        if let progress { setup.options.progress = { progress.update($0) } }
        let outcome: RunOutcome
        do {
            defer { progress?.finish() }
            outcome = try setup.run(paths: paths)
        }
        try output.show(outcome)
    }
}

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JSON results of `audit --shard I/N` jobs.",
        discussion: "Writes the reports a single run would have written, and exits as that run would.")

    @Argument(help: ArgumentHelp("JSON results of sharded runs.", valueName: "shard.json")) var results: [String]
    @OptionGroup var reports: ReportFlags
    @OptionGroup var output: OutputFlags

    func run() throws {
        var settings = RunSettings()
        reports.apply(to: &settings)
        output.apply(to: &settings)
        try output.show(try RunSetup.merge(jsonFiles: results, settings: settings))
    }
}
