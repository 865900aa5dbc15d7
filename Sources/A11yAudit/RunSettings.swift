import AuditModel
import Foundation
import Profiles
import Reports
import Rules

/// What a run is asked for, as on the command line. Every unset field comes from the
/// project config (`.a11y-audit.yml`), then the profile: the CLI fills this from its flags,
/// and a library user who fills it by hand gets the same run.
public struct RunSettings: Sendable {
    /// A profile name (`strict`) or file.
    public var profile: String?
    /// The project config; when unset, the nearest `.a11y-audit.yml` walking up.
    public var configPath: String?
    /// `error`, `warning`, `info` or `never`.
    public var failOn: String?
    public var baseline: String?
    public var writeBaseline: String?
    /// `I/N`: audit share I of N of the screens.
    public var shard: String?
    /// `ios`, `macos`, …: every screen's platform instead of the detected one.
    public var platform: String?
    /// Every report file, with fixed names, into this folder.
    public var reportsDirectory: String?
    /// Report files by format name (`junit`, `html`, `sarif`, `json`, `markdown`); they win
    /// over `reportsDirectory` for their format.
    public var reportFiles: [String: String] = [:]
    public var junitStrict = false
    /// stdout: `text`, `xcode`, `github` or `json`.
    public var consoleFormat: String?
    /// Reuse earlier results from the cache (on by default, as in the CLI).
    public var useCache = true
    /// The cache folder; default `$XDG_CACHE_HOME/a11y-audit`, else `~/.cache/a11y-audit`.
    public var cachePath: String?
    /// Where the project config is looked for.
    public var workingDirectory = FileManager.default.currentDirectoryPath

    public init() {}
}

/// A setting that cannot be used (an unknown format, a malformed shard, a missing file):
/// a usage error, exit 2.
public struct SettingsError: Error, CustomStringConvertible {
    public var description: String
}

/// Profile, config and settings resolved into what a run needs. Precedence: settings (flags)
/// over the project config over the profile.
public struct RunSetup: Sendable {
    public var profile: Profile
    public var options: AuditOptions
    public var reports: ReportRequest
    public var consoleFormat: ConsoleFormat
    public var writeBaseline: String?

    public init(_ settings: RunSettings) throws {
        let knownRules = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.descriptor.id, $0.descriptor.defaultSeverity) })
        let loader = ProfileLoader(knownRules: knownRules, searchDirectories: ProfileLoader.standardSearchDirectories())
        if let path = settings.configPath, !FileManager.default.fileExists(atPath: path) {
            throw SettingsError(description: "--config \(path): no such file")
        }
        let configPath = settings.configPath ?? ProjectConfig.discover(from: settings.workingDirectory)
        let config = try configPath.map { path throws(ConfigError) in try ProjectConfig.load(path: path, knownRules: knownRules) }
        profile = try config?.resolveProfile(using: loader, commandLineProfile: settings.profile)
            ?? loader.load(settings.profile ?? Profile.builtInDefault.name)
        if let failOn = settings.failOn { profile.failOn = try Self.failOn(failOn) }

        options = AuditOptions()
        options.config = config
        if let shard = settings.shard { options.shard = try Self.shard(shard) }
        if let name = settings.platform {
            guard let platform = Platform(name: name) else {
                throw SettingsError(description: "unknown platform '\(name)' (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            options.platform = platform
        }
        if let baseline = settings.baseline {
            options.baseline = try Baseline.load(baseline)
        } else if let config {
            options.baseline = try config.loadBaseline()
        }
        if settings.useCache { options.cache = AuditCache(directory: settings.cachePath ?? AuditCache.defaultDirectory()) }
        writeBaseline = settings.writeBaseline
        reports = try Self.reports(settings, defaults: config?.reports)
        consoleFormat = try Self.consoleFormat(settings.consoleFormat ?? config?.reports.consoleFormat?.rawValue)
        options.keepsTranscripts = consoleFormat.showsTranscripts || reports.files.keys.contains(where: \.showsTranscripts)
    }

    /// Report flags win; without any, the config's `reports:` folder and formats apply.
    static func reports(_ settings: RunSettings, defaults: ReportDefaults?) throws -> ReportRequest {
        var reports = ReportRequest()
        if let directory = settings.reportsDirectory {
            reports = .all(in: directory)
        } else if settings.reportFiles.isEmpty, let directory = defaults?.directory {
            reports = .all(in: directory)
            if let formats = defaults?.formats {
                let wanted = Set(formats.map(\.rawValue))
                reports.files = reports.files.filter { wanted.contains($0.key.rawValue) }
            }
        }
        for (name, path) in settings.reportFiles {
            guard let format = ReportFormat(rawValue: name) else {
                throw SettingsError(description: "unknown report format '\(name)' "
                    + "(\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            reports.files[format] = path
        }
        reports.junitStrict = settings.junitStrict || defaults?.junitStrict == true
        return reports
    }

    public static func consoleFormat(_ name: String?) throws -> ConsoleFormat {
        guard let name else { return .text }
        guard let format = ConsoleFormat(rawValue: name) else {
            throw SettingsError(description: "unknown format '\(name)' "
                + "(\(ConsoleFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return format
    }

    static func failOn(_ value: String) throws -> Severity? {
        if value == "never" { return nil }
        guard let severity = Severity(rawValue: value) else {
            throw SettingsError(description: "--fail-on takes error, warning, info or never (got '\(value)')")
        }
        return severity
    }

    /// `I/N` with 1 ≤ I ≤ N.
    static func shard(_ value: String) throws -> (index: Int, count: Int) {
        let parts = value.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw SettingsError(description: "--shard takes I/N with 1 ≤ I ≤ N (got '\(value)')")
        }
        return (i, n)
    }

    public var auditor: Auditor { Auditor(profile: profile, options: options) }
}
