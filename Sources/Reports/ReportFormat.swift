import AuditModel
import Foundation

/// What every report file is written with: the rule catalog (titles, WCAG criteria, fix
/// text) and the switches a single format reads.
public struct ReportOptions: Sendable {
    public var rules: [RuleDescriptor]
    /// JUnit without the `file`/`line` attributes, which the Jenkins xunit schema rejects.
    public var junitStrict: Bool

    public init(rules: [RuleDescriptor], junitStrict: Bool = false) {
        self.rules = rules
        self.junitStrict = junitStrict
    }
}

/// A renderer that writes one report file. A new format is one type conforming to this,
/// in its own file, and one case of `ReportFormat`.
public protocol Reporter {
    /// Writes the whole file atomically: a failure never leaves half a report behind.
    static func write(_ result: AuditResult, to path: String, options: ReportOptions) throws
}

/// The report files a run can write.
public enum ReportFormat: String, CaseIterable, Sendable {
    case junit, html, sarif, json, markdown

    /// The file's name when every report goes into one folder (`--reports DIR`).
    public var defaultFileName: String {
        switch self {
        case .junit: "junit.xml"
        case .html: "index.html"
        case .sarif: "report.sarif"
        case .json: "report.json"
        case .markdown: "summary.md"
        }
    }

    public var reporter: any Reporter.Type {
        switch self {
        case .junit: JUnitReport.self
        case .html: HTMLReport.self
        case .sarif: SARIFReport.self
        case .json: JSONReport.self
        case .markdown: MarkdownReport.self
        }
    }

    /// Whether it shows each screen's VoiceOver transcript (a run writing none of these keeps no
    /// transcripts: on millions of described nodes they are most of the memory and time).
    public var showsTranscripts: Bool {
        switch self {
        case .html, .json: true
        case .junit, .sarif, .markdown: false
        }
    }

    /// Writes this report, creating its folder first.
    public func write(_ result: AuditResult, to path: String, options: ReportOptions) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try reporter.write(result, to: path, options: options)
    }
}

/// What a run prints on stdout.
public enum ConsoleFormat: String, CaseIterable, Sendable {
    /// Grouped by screen, with scorecards and a summary.
    case text
    /// `path:line:col: error|warning|note: message [rule]`, which Xcode shows inline.
    case xcode
    /// GitHub Actions workflow commands.
    case github
    /// The versioned JSON result, as `--json` writes it.
    case json

    /// Whether it shows each screen's VoiceOver transcript.
    public var showsTranscripts: Bool { self == .json }

    /// The whole output, ending in a newline unless empty. `color`: ANSI colour for `text`.
    public func render(_ result: AuditResult, color: Bool) -> String {
        let out: String
        switch self {
        case .text: out = TerminalReport.render(result, format: .text, color: color)
        case .xcode: out = TerminalReport.render(result, format: .xcode)
        case .github: out = TerminalReport.render(result, format: .github)
        case .json: out = String(decoding: JSONReport.render(result), as: UTF8.self)
        }
        return out.isEmpty || out.hasSuffix("\n") ? out : out + "\n"
    }
}
