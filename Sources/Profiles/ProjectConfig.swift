import AuditModel
import Foundation

/// A project's `.a11y-audit.yml`: which profile, the project's changes to it, which files and
/// screens to audit, and report defaults. Command-line flags win over it, and it wins over the
/// profile (`apply(to:)`). Paths in it are relative to its own folder.
///
/// ```yaml
/// profile: wcag22-aa                 # built-in name, or a file path
/// fail_on: warning                   # and other_rules, minimum_severity, rules, options, weights
/// rules: { label-style: off }
/// include: [Sources]                 # GlobPattern; empty = everything given on the command line
/// exclude: ["**/*Preview*.swift", Sources/Legacy]
/// screens: [SettingsView, "*Screen"] # names or globs of views that are screens even if reused
/// platform: ios                      # ios, macos, watchos, tvos, visionos: overrides detection
/// baseline: a11y-baseline.json
/// max_swift_file_mib: 64              # larger Swift files are input errors (default 32)
/// reports: { dir: Reports, formats: [junit, html, sarif], format: xcode, junit_strict: false }
/// ```
public struct ProjectConfig: Sendable {
    public static let fileName = ".a11y-audit.yml"

    /// The config file, as found or given.
    public var path: String
    /// The profile to use (a built-in name, or a path already made relative to the current folder).
    public var profile: String?
    public var settings: ProfileSettings
    public var include: [GlobPattern] = []
    public var exclude: [GlobPattern] = []
    public var screens: [GlobPattern] = []
    /// Every screen's platform, instead of what the front-ends detect.
    public var platform: Platform?
    /// Relative to the current folder.
    public var baseline: String?
    public var reports = ReportDefaults()
    /// Where `profile:` was written, for errors about it.
    private var profileNode: YAMLNode?
    /// Where `baseline:` was written, for errors about it.
    private var baselineNode: YAMLNode?

    /// The folder paths in the config are relative to ("" = the current folder).
    public var directory: String { Paths.directory(of: path) }

    /// `max_swift_file_mib:`; nil keeps `InputLimits.swiftFileBytes`.
    public var maxSwiftFileBytes: Int?

    static let keys = ["profile"] + ProfileSettings.keys + ["include", "exclude", "screens", "platform", "baseline", "reports",
                                                            "max_swift_file_mib"]

    /// The nearest `.a11y-audit.yml` in `directory` or a folder above it; the path is relative
    /// when `directory` is (`../../.a11y-audit.yml`).
    public static func discover(from directory: String) -> String? {
        var folder = Paths.absolute(directory)
        var levels = 0
        while true {
            if Paths.isFile(Paths.join(folder, fileName)) {
                if Paths.isAbsolute(directory) { return Paths.join(folder, fileName) }
                let up = String(repeating: "../", count: levels)
                return Paths.join(directory, up + fileName)
            }
            guard folder != "/" else { return nil }
            folder = Paths.directory(of: folder)
            levels += 1
        }
    }

    /// Reads and checks a config file; rule ids are checked against `knownRules`.
    public static func load(path: String, knownRules: [String: Severity]) throws(ConfigError) -> ProjectConfig {
        let root = try YAMLReader.read(path: path, displayPath: path)
        let entries = try root?.entries(allowed: keys, in: "the project config") ?? []
        var config = ProjectConfig(path: path, settings: try ProfileSettings.decode(entries, knownRules: knownRules))
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "profile":
                let reference = try value.string(for: "profile")
                config.profile = ProfileLoader.isPath(reference) ? Paths.join(config.directory, reference) : reference
                config.profileNode = value
            case "include": config.include = try value.strings(for: "include").map(GlobPattern.init)
            case "exclude": config.exclude = try value.strings(for: "exclude").map(GlobPattern.init)
            case "screens": config.screens = try value.strings(for: "screens").map(GlobPattern.init)
            case "platform":
                let name = try value.string(for: "platform")
                guard let platform = Platform(name: name) else {
                    throw ConfigError(file: path, line: value.line, column: value.column,
                                      message: "unknown platform '\(name)' (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                config.platform = platform
            case "baseline":
                config.baseline = Paths.join(config.directory, try value.string(for: "baseline"))
                config.baselineNode = value
            case "reports": config.reports = try ReportDefaults.decode(value, directory: config.directory)
            case "max_swift_file_mib":
                config.maxSwiftFileBytes = try value.integer(for: "max_swift_file_mib", in: 1...4096, example: "64") << 20
            default: break
            }
        }
        return config
    }

    private init(path: String, settings: ProfileSettings) {
        self.path = path
        self.settings = settings
    }

    /// The fingerprints of the `baseline:` file (none when it is not set); a file that cannot
    /// be read is an error at the `baseline:` line of the config.
    public func loadBaseline() throws(ConfigError) -> Set<String> {
        guard let baseline else { return [] }
        do {
            return try Baseline.load(baseline)
        } catch {
            // A problem inside the file keeps its own place; one with the file itself points here.
            if error.line > 0 { throw error }
            throw baselineNode?.error("baseline: \(baseline): \(error.message)") ?? error
        }
    }

    /// The config's changes over a profile.
    public func apply(to profile: Profile) -> Profile {
        settings.apply(to: profile)
    }

    /// The profile to audit with: `commandLineProfile` (`--profile`, relative to the current
    /// folder) if given, else the config's `profile:`, else `default`; with this config's
    /// changes over it. Errors about `profile:` point at its line in the config.
    public func resolveProfile(using loader: ProfileLoader, commandLineProfile: String? = nil) throws(ConfigError) -> Profile {
        let profile: Profile
        if let commandLineProfile {
            profile = try loader.load(commandLineProfile)
        } else if let reference = self.profile {
            profile = try loader.load(reference, relativeTo: "", referencedBy: profileNode, chain: [])
        } else {
            profile = try loader.load(Profile.builtInDefault.name)
        }
        return apply(to: profile)
    }

    /// Whether a file (a path relative to the current folder, or absolute) is audited: under
    /// an `include:` pattern (when there are any) and under no `exclude:` pattern. Patterns
    /// match the path relative to the config's folder.
    public func includes(_ file: String) -> Bool {
        guard let relative = Paths.relative(file, to: directory) else { return include.isEmpty }
        if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }
}

/// `reports:` in the project config: defaults for the report flags.
public struct ReportDefaults: Hashable, Sendable {
    public enum FileFormat: String, CaseIterable, Hashable, Sendable {
        case junit, html, sarif, json, markdown
    }

    public enum ConsoleFormat: String, CaseIterable, Hashable, Sendable {
        case text, xcode, github, json
    }

    /// `dir:` the folder `--reports` writes to (relative to the current folder).
    public var directory: String?
    /// `formats:` the report files written there (all when not set).
    public var formats: [FileFormat]?
    /// `format:` what is printed on stdout.
    public var consoleFormat: ConsoleFormat?
    /// `junit_strict:` leave out `file`/`line` attributes (Jenkins xunit schema).
    public var junitStrict: Bool?

    public init() {}

    static func decode(_ node: YAMLNode, directory base: String) throws(ConfigError) -> ReportDefaults {
        var defaults = ReportDefaults()
        for entry in try node.entries(allowed: ["dir", "formats", "format", "junit_strict"], in: "reports") {
            switch entry.key {
            case "dir":
                defaults.directory = Paths.join(base, try entry.value.string(for: "dir"))
            case "formats":
                var formats: [FileFormat] = []
                let items: [YAMLNode]
                if case .sequence(let list) = entry.value.value { items = list } else { items = [entry.value] }
                for item in items {
                    formats.append(try item.choice(for: "formats", kind: "report format"))
                }
                defaults.formats = formats
            case "format":
                defaults.consoleFormat = try entry.value.choice(for: "format", kind: "output format")
            default:
                defaults.junitStrict = try entry.value.bool(for: "junit_strict")
            }
        }
        return defaults
    }
}
