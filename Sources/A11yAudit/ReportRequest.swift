import AuditModel
import Foundation
import Reports
import Rules

/// Which report files to write, and where (`--reports DIR` fills in the fixed names).
public struct ReportRequest: Sendable {
    public var junit: String?
    public var junitStrict = false
    public var html: String?
    public var sarif: String?
    public var json: String?
    public var markdown: String?

    public init() {}

    /// Every report, with fixed names, in a folder.
    public static func all(in directory: String) -> ReportRequest {
        var r = ReportRequest()
        r.junit = directory + "/junit.xml"
        r.html = directory + "/index.html"
        r.sarif = directory + "/report.sarif"
        r.json = directory + "/report.json"
        r.markdown = directory + "/summary.md"
        return r
    }

    /// Writes each requested report atomically (a failure never leaves half a file).
    public func write(_ result: AuditResult, rules: [RuleDescriptor] = RuleCatalog.all.map(\.descriptor)) throws {
        for path in [junit, html, sarif, json, markdown].compactMap({ $0 }) {
            let dir = (path as NSString).deletingLastPathComponent
            if !dir.isEmpty { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        }
        if let junit { try JUnitReport.write(result, rules: rules, to: junit, strict: junitStrict) }
        if let html {
            let page = HTMLReport.render(result, rules: rules, snippet: HTMLReport.fileSnippets())
            try ReportFile.writeAtomically(Data(page.utf8), to: html)
        }
        if let sarif { try ReportFile.writeAtomically(SARIFReport.render(result, rules: rules), to: sarif) }
        if let json { try ReportFile.writeAtomically(JSONReport.render(result), to: json) }
        if let markdown { try ReportFile.writeAtomically(Data(MarkdownReport.render(result).utf8), to: markdown) }
    }
}
