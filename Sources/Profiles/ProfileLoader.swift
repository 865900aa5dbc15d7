import AuditModel
import Foundation

/// Loads a profile by name or path and resolves its `extends:` chain into an `AuditModel.Profile`.
///
/// - A reference with a `/` in it or ending in `.yml`/`.yaml` is a file path: relative to the
///   current folder for `load(_:)`, and to the extending file's folder for `extends:`. The
///   profile is named by the path as written.
/// - Any other reference is a built-in name: `NAME.yml` in the first of `searchDirectories`
///   that has it (`default`, `strict`, `wcag22-aa`, `apple-hig` ship in `Profiles/`). When no
///   directory has `default.yml`, `default` is the built-in `Profile.builtInDefault`, which
///   `Profiles/default.yml` restates.
/// - A profile without `extends:` starts from the built-in defaults; one with it starts from
///   the resolved parent. Cycles, unknown targets, unknown keys and rule ids, and bad values are
///   `ConfigError`s at the offending line and column.
///
/// Profile file keys: `extends`, and the settings keys described on `ProfileSettings`.
public struct ProfileLoader: Sendable {
    /// The catalog's rule ids with their default severities.
    public var knownRules: [String: Severity]
    /// Folders holding the built-in profiles, searched in order.
    public var searchDirectories: [String]

    public init(knownRules: [String: Severity], searchDirectories: [String]) {
        self.knownRules = knownRules
        self.searchDirectories = searchDirectories
    }

    /// The resolved profile `nameOrPath` names.
    public func load(_ nameOrPath: String) throws(ConfigError) -> Profile {
        try load(nameOrPath, relativeTo: "", referencedBy: nil, chain: [])
    }

    /// The names `load(_:)` resolves as built-in profiles, sorted.
    public var builtInNames: [String] {
        var names = Set<String>()
        for directory in searchDirectories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files where file.hasSuffix(".yml") { names.insert(String(file.dropLast(4))) }
        }
        return names.sorted()
    }

    /// Whether a profile reference is a file path rather than a built-in name.
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".yml") || reference.hasSuffix(".yaml")
    }

    /// The built-in profile folders for an installed or checked-out tool, those that exist, in
    /// order: `$A11Y_AUDIT_PROFILES` (colon-separated), `<bin>/../share/a11y-audit/Profiles`, and
    /// `Profiles/` in the nearest folder above the executable that has `Profiles/default.yml`
    /// (a checkout running `.build/debug/a11y-audit`).
    public static func standardSearchDirectories(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = Bundle.main.executablePath
    ) -> [String] {
        var candidates = (environment["A11Y_AUDIT_PROFILES"] ?? "").split(separator: ":").map(String.init)
        if let executablePath {
            var folder = Paths.directory(of: Paths.canonical(executablePath))
            candidates.append(Paths.absolute(folder + "/../share/a11y-audit/Profiles"))
            while folder != "/" && !folder.isEmpty {
                if Paths.isFile(folder + "/Profiles/default.yml") {
                    candidates.append(folder + "/Profiles")
                    break
                }
                folder = Paths.directory(of: folder)
            }
        }
        var isDirectory: ObjCBool = false
        return candidates.filter {
            FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    static let fileKeys = ["extends"] + ProfileSettings.keys

    /// `chain` holds the files that extend this one (canonical path, and the reference that
    /// named it), for cycles.
    func load(_ reference: String, relativeTo directory: String, referencedBy node: YAMLNode?,
              chain: [(identity: String, display: String)]) throws(ConfigError) -> Profile {
        guard let path = try locate(reference, relativeTo: directory, referencedBy: node) else {
            return Profile.builtInDefault
        }
        let identity = Paths.canonical(path)
        if let start = chain.firstIndex(where: { $0.identity == identity }), let node {
            let cycle = (chain[start...].map(\.display) + [reference]).joined(separator: " → ")
            throw node.error("`extends` makes a cycle: \(cycle)")
        }
        guard let root = try YAMLReader.read(path: path, displayPath: path) else { return Profile(name: reference) }
        let entries = try root.entries(allowed: Self.fileKeys, in: "a profile")

        var profile = Profile(name: reference)
        if let extends = entries.first(where: { $0.key == "extends" }) {
            profile = try load(try extends.value.string(for: "extends"), relativeTo: Paths.directory(of: path),
                               referencedBy: extends.value, chain: chain + [(identity, reference)])
            profile.name = reference
        }
        return try ProfileSettings.decode(entries, knownRules: knownRules).apply(to: profile)
    }

    /// The file a reference names; nil for `default` when no search directory has it.
    private func locate(_ reference: String, relativeTo directory: String,
                        referencedBy node: YAMLNode?) throws(ConfigError) -> String? {
        func failure(_ message: String) -> ConfigError {
            node?.error(message) ?? ConfigError(file: reference, line: 0, column: 0, message: message)
        }
        if Self.isPath(reference) {
            let path = Paths.join(directory, reference)
            guard Paths.isFile(path) else { throw failure("profile file '\(path)' not found") }
            return path
        }
        for folder in searchDirectories where Paths.isFile(Paths.join(folder, reference + ".yml")) {
            return Paths.join(folder, reference + ".yml")
        }
        if reference == Profile.builtInDefault.name { return nil }
        let names = builtInNames
        throw failure("unknown profile '\(reference)'" + DidYouMean.hint(for: reference, in: names)
            + (names.isEmpty ? "; no built-in profiles were found" : "; built-in profiles: \(names.joined(separator: ", "))")
            + "; a file path (with a '/' or ending in .yml) names your own")
    }
}
