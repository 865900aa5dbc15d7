import AuditModel
import Rules

/// The library facade: audit paths (or a snippet) with a profile and get an `AuditResult`.
public struct Auditor: Sendable {
    public var profile: Profile
    public var rules: [any Rule]

    public init(profile: Profile = .builtInDefault, rules: [any Rule] = RuleCatalog.all) {
        self.profile = profile
        self.rules = rules
    }

    /// Audits files and folders (SwiftUI sources, `*.a11y.xml`, `*.a11y.json`, storyboards, xibs).
    public func audit(paths: [String]) -> AuditResult {
        AuditResult(toolVersion: ToolInfo.version, profile: profile.name, failOn: profile.failOn,
                    screens: [], findings: [], inputErrors: [])
    }

    /// Audits one SwiftUI source text as if it were a file: rule examples and tests use it.
    /// A snippet with no `struct` is wrapped as the body of `struct Example: View`.
    public func audit(swiftSource: String, fileName: String = "Example.swift") -> AuditResult {
        audit(paths: [])
    }
}
