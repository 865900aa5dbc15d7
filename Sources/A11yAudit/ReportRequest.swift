import AuditModel
import Foundation
import Reports
import Rules

/// Which report files to write, and where (`--reports DIR` fills in the fixed names).
public struct ReportRequest: Sendable {
    public var files: [ReportFormat: String] = [:]
    public var junitStrict = false

    public init() {}

    /// Every report, with fixed names, in a folder.
    public static func all(in directory: String) -> ReportRequest {
        var r = ReportRequest()
        for format in ReportFormat.allCases { r.files[format] = directory + "/" + format.defaultFileName }
        return r
    }

    /// Writes each requested report atomically (a failure never leaves half a file).
    public func write(_ result: AuditResult, rules: [RuleDescriptor] = RuleCatalog.all.map(\.descriptor)) throws {
        let options = ReportOptions(rules: rules, junitStrict: junitStrict)
        for format in ReportFormat.allCases {
            if let path = files[format] { try format.write(result, to: path, options: options) }
        }
    }
}
