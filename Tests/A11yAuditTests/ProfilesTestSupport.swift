import AuditModel
import Foundation
import Profiles

/// Shared inputs of the Profiles suites.
enum ProfilesTestSupport {
    /// DESIGN §5's fixed rule ids with their catalog severities (image-label's catalog severity
    /// is error; symbol names lower it per finding). The loader takes ids from its caller; the
    /// tests pin the public ids so the shipped profiles are checked against them.
    static let knownRules: [String: Severity] = [
        "control-name": .error, "image-label": .error, "label-is-identifier": .warning,
        "label-redundant-trait": .warning, "label-style": .info, "hint-style": .info,
        "duplicate-name": .warning, "tap-gesture-trait": .error, "hidden-interactive": .error,
        "ignore-without-label": .error, "combine-multiple-actions": .warning,
        "custom-action-name": .warning, "drag-alternative": .error, "header-trait": .info,
        "state-in-label": .info, "label-length": .info,
        "fixed-font-size": .error, "dynamic-type-clamped": .warning, "text-clipped": .error,
        "text-truncated": .warning, "minimum-scale-factor": .warning, "unscaled-metric": .info,
        "ib-font-not-adjusting": .error, "layout-not-adaptive": .warning,
        "touch-target-size": .warning,
    ]

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

    /// A new empty folder under the system's temporary folder.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11y-audit-profiles-\(UUID().uuidString)").path
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
