import AuditModel
import Foundation
import Profiles
import Rules

/// Shared inputs of the Profiles suites.
enum ProfilesTestSupport {
    /// The rule catalog's ids with their default severities: what the facade passes the loader.
    static let knownRules: [String: Severity] = Dictionary(
        uniqueKeysWithValues: RuleCatalog.all.map { ($0.descriptor.id, $0.descriptor.defaultSeverity) })

    /// The repository's shipped `Profiles/` folder.
    static let shippedProfiles: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Profiles").path

    static let fixtures: String = Bundle.module.resourcePath! + "/Fixtures/Profiles"

    static let loader = ProfileLoader(knownRules: knownRules, searchDirectories: [shippedProfiles])

    /// The severity a rule runs at under a profile (nil = off).
    static func severity(_ rule: String, in profile: Profile) -> Severity? {
        if let set = profile.severities[rule] { return set }
        return knownRules[rule]
    }

    /// A new empty folder inside the test run's scratch folder.
    static func temporaryDirectory() throws -> String {
        let path = TestPaths.scratchPath("profiles").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
