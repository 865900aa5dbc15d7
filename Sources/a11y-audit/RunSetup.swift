import A11yAudit
import AuditModel
import Foundation
import Profiles
import Rules

/// Profile, config and flags resolved into what a run needs. Precedence: command-line flags
/// over the project config (`.a11y-audit.yml`, or `--config`) over the profile.
struct RunSetup {
    var profile: Profile
    var options: AuditOptions
    var reports: ReportRequest
    var consoleFormat: String?

    static var knownRules: [String: Severity] {
        Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.descriptor.id, $0.descriptor.defaultSeverity) })
    }

    static func resolve(_ a: Arguments) throws -> RunSetup {
        let loader = ProfileLoader(knownRules: knownRules, searchDirectories: ProfileLoader.standardSearchDirectories())
        let configPath = a.value("--config") ?? ProjectConfig.discover(from: FileManager.default.currentDirectoryPath)
        if let path = a.value("--config"), !FileManager.default.fileExists(atPath: path) {
            throw Arguments.UsageError(description: "--config \(path): no such file")
        }
        let config = try configPath.map { path throws(ConfigError) in try ProjectConfig.load(path: path, knownRules: knownRules) }
        var profile = try config?.resolveProfile(using: loader, commandLineProfile: a.value("--profile"))
            ?? loader.load(a.value("--profile") ?? Profile.builtInDefault.name)
        if let failOn = a.value("--fail-on") { profile.failOn = try Self.failOn(failOn) }

        var options = AuditOptions()
        options.config = config
        if let shard = a.value("--shard") { options.shard = try Self.shard(shard) }
        if let jobs = a.value("--jobs"), Int(jobs) == nil || Int(jobs)! < 1 {
            throw Arguments.UsageError(description: "--jobs takes a positive number")
        }
        if let baseline = a.value("--baseline") {
            options.baseline = try Baseline.load(baseline)
        } else if let config {
            options.baseline = try config.loadBaseline()
        }

        var reports = ReportArguments.request(from: a)
        let anyReportFlag = ReportArguments.valued.contains { a.value($0) != nil }
        if !anyReportFlag, let defaults = config?.reports, let dir = defaults.directory {
            reports = ReportRequest.all(in: dir)
            if let formats = defaults.formats {
                if !formats.contains(.junit) { reports.junit = nil }
                if !formats.contains(.html) { reports.html = nil }
                if !formats.contains(.sarif) { reports.sarif = nil }
                if !formats.contains(.json) { reports.json = nil }
                if !formats.contains(.markdown) { reports.markdown = nil }
            }
        }
        if !a.has("--junit-strict"), config?.reports.junitStrict == true { reports.junitStrict = true }
        return RunSetup(profile: profile, options: options, reports: reports,
                        consoleFormat: config?.reports.consoleFormat?.rawValue)
    }

    static func failOn(_ value: String) throws -> Severity? {
        if value == "never" { return nil }
        guard let severity = Severity(rawValue: value) else {
            throw Arguments.UsageError(description: "--fail-on takes error, warning, info or never (got '\(value)')")
        }
        return severity
    }

    /// `I/N` with 1 ≤ I ≤ N.
    static func shard(_ value: String) throws -> (index: Int, count: Int) {
        let parts = value.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw Arguments.UsageError(description: "--shard takes I/N with 1 ≤ I ≤ N (got '\(value)')")
        }
        return (i, n)
    }
}
