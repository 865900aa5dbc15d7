import AuditModel
import Foundation

/// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers).
///
/// - `tool.driver.rules`: the whole catalog (id, name, short and full description, help text
///   and markdown, helpUri, default level, WCAG criteria and category as tags);
/// - one result per finding (one per place; its screens in `properties.screens`): level from severity (needs-review findings are `kind: review`,
///   `level: none`), message, relative `artifactLocation.uri`, region, the element as a
///   logical location, `partialFingerprints` from the finding fingerprint, `suppressions`
///   (inSource, with the justification) for suppressed findings, `baselineState`
///   (`unchanged` for baselined findings, `new` for the others when the run has a baseline);
/// - input errors are error notifications of the invocation, with their location.
public enum SARIFReport {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of our fingerprint in `partialFingerprints`; bump the suffix if its recipe changes.
    public static let fingerprintKey = "a11yAuditFingerprint/v1"

    /// Screens named on a result; `screenCount` says how many there are.
    public static let screensNamed = 20

    /// GitHub code scanning rejects a run with more results than this.
    public static let maxResults = 25_000

    /// - Parameter maxResults: above it, the findings that matter most are kept (failing,
    ///   then by severity, then in run order) and a warning notification says how many
    ///   were left out.
    public static func render(_ result: AuditResult, rules: [RuleDescriptor], maxResults: Int = maxResults,
                              resultsPerChunk: Int = resultsPerChunk) -> Data {
        var data = Data()
        encode(result, rules: rules, maxResults: maxResults, resultsPerChunk: resultsPerChunk) { data.append($0) }
        return data
    }

    /// Results encoded together before they are written out.
    public static let resultsPerChunk = 500

    /// The one encoder behind `render` and `write`: the log as JSONEncoder writes it with
    /// sorted keys, pretty-printed, slashes unescaped (`JSONText`), its results a chunk at a
    /// time (`JSONStream`), so that their text is never all in memory.
    private static func encode(_ result: AuditResult, rules: [RuleDescriptor], maxResults: Int, resultsPerChunk: Int,
                               emit: (Data) -> Void) {
        var catalog = rules
        var index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        // A finding of a rule missing from the catalog still needs a rule entry.
        for finding in result.findings where index[finding.rule] == nil {
            index[finding.rule] = catalog.count
            catalog.append(RuleDescriptor(id: finding.rule, title: finding.rule, summary: finding.rule, rationale: "",
                                          category: .voiceover, defaultSeverity: finding.severity, wcag: [],
                                          fix: "", examples: []))
        }
        let hasBaseline = result.findings.contains(where: \.baselined)
        let kept = mostImportant(result, limit: maxResults)
        // Encoding a path costs more than the rest of a result: once per file.
        var uris: [String: String] = [:]
        for finding in kept where uris[finding.file] == nil { uris[finding.file] = uri(finding.file) }
        var run = invocation(result)
        if kept.count < result.findings.count {
            run.toolExecutionNotifications.append(SARIF.Notification(
                level: "warning",
                message: SARIF.Text(text: "\(result.findings.count - kept.count) of \(result.findings.count) findings are left out: code scanning accepts at most \(maxResults) results per run. The JSON report has all of them."),
                locations: nil, descriptor: SARIF.Reference(id: "results-truncated")))
        }
        let tool = SARIF.Tool(driver: SARIF.Driver(
            name: ToolInfo.name, version: result.toolVersion, semanticVersion: result.toolVersion,
            informationUri: ToolInfo.informationURI, rules: catalog.map(rule)))
        let ruleIndex = index, fileURIs = uris
        withoutActuallyEscaping(emit) { emit in
            // The members of `Log` and of its one `Run`, in key order.
            let stream = JSONStream(emit: emit)
            stream.raw("{\n")
            stream.member("$schema", schemaURI, depth: 1)
            stream.raw("  \"runs\" : [\n    {\n")
            stream.member("columnKind", "unicodeCodePoints", depth: 3)
            stream.member("invocations", [run], depth: 3)
            let properties = SARIF.RunProperties(profile: result.profile, failOn: result.failOn?.rawValue ?? "never",
                                                 score: result.score)
            stream.member("properties", properties, depth: 3)
            stream.array("results", kept, depth: 3, chunk: resultsPerChunk) {
                self.result($0, ruleIndex: ruleIndex[$0.rule]!, uri: fileURIs[$0.file]!, hasBaseline: hasBaseline)
            }
            stream.member("tool", tool, depth: 3, last: true)
            stream.raw("    }\n  ],\n")
            stream.member("version", "2.1.0", depth: 1, last: true)
            stream.raw("}")
        }
    }

    /// All findings, or the `limit` most important ones in run order.
    private static func mostImportant(_ r: AuditResult, limit: Int) -> [Finding] {
        guard r.findings.count > limit else { return r.findings }
        let rank = { (f: Finding) -> Int in
            (FindingState(f, failOn: r.failOn) == .failing ? 0 : f.isActive ? 10 : 20) + (2 - f.severity.rank)
        }
        let chosen = r.findings.indices.sorted { (rank(r.findings[$0]), $0) < (rank(r.findings[$1]), $1) }
            .prefix(max(0, limit)).sorted()
        return chosen.map { r.findings[$0] }
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func rule(_ d: RuleDescriptor) -> SARIF.Rule {
        var help = [d.summary, d.rationale, d.fix.isEmpty ? "" : "Fix: \(d.fix)"]
        var markdown = ["**\(d.title)**", d.summary, d.rationale, d.fix.isEmpty ? "" : "**Fix:** \(d.fix)"]
        if !d.wcag.isEmpty {
            help.append("WCAG: " + d.wcag.map(WCAG.describe).joined(separator: "; "))
            markdown.append("WCAG: " + d.wcag.map { "[\(WCAG.describe($0))](\(WCAG.criterion($0).url))" }
                .joined(separator: ", "))
        }
        let tags = ["accessibility", d.category.rawValue] + d.wcag.map { "wcag\($0)" }
        return SARIF.Rule(
            id: d.id, name: pascalCase(d.id),
            shortDescription: SARIF.Text(text: d.title),
            fullDescription: SARIF.Text(text: [d.summary, d.rationale].filter { !$0.isEmpty }.joined(separator: " ")),
            help: SARIF.Help(text: help.filter { !$0.isEmpty }.joined(separator: "\n\n"),
                             markdown: markdown.filter { !$0.isEmpty }.joined(separator: "\n\n")),
            helpUri: d.helpURI,
            defaultConfiguration: SARIF.Configuration(level: level(d.defaultSeverity)),
            properties: SARIF.RuleProperties(tags: tags, category: d.category.rawValue, wcag: d.wcag,
                                             appleAuditType: d.appleAuditType, precision: "high",
                                             problemSeverity: d.defaultSeverity == .info ? "recommendation" : d.defaultSeverity.rawValue))
    }

    private static func result(_ f: Finding, ruleIndex: Int, uri: String, hasBaseline: Bool) -> SARIF.Result {
        var text = ReportText.withoutControlCharacters(f.message)
        if !f.label.isEmpty { text += " VoiceOver reads: \"\(ReportText.withoutControlCharacters(f.label))\"." }
        if !f.fix.isEmpty { text += " Fix: \(ReportText.withoutControlCharacters(f.fix))" }
        let review = f.status == .needsReview
        return SARIF.Result(
            ruleId: f.rule, ruleIndex: ruleIndex,
            kind: review ? "review" : nil,
            level: review ? "none" : level(f.severity),
            message: SARIF.Text(text: text),
            locations: [location(uri: uri, line: f.line, column: f.column, element: f.element)],
            partialFingerprints: [fingerprintKey: f.fingerprint],
            suppressions: f.suppressed
                ? [SARIF.Suppression(kind: "inSource", status: "accepted", justification: f.suppressionReason)] : nil,
            baselineState: f.baselined ? "unchanged" : hasBaseline ? "new" : nil,
            properties: SARIF.ResultProperties(screens: Array(f.screens.prefix(screensNamed)), screenCount: f.screens.count,
                                               component: f.component, element: f.element,
                                               label: f.label, severity: f.severity.rawValue, status: f.status.rawValue))
    }

    private static func invocation(_ r: AuditResult) -> SARIF.Invocation {
        SARIF.Invocation(
            executionSuccessful: r.inputErrors.isEmpty,
            toolExecutionNotifications: r.inputErrors.map { e in
                SARIF.Notification(
                    level: "error", message: SARIF.Text(text: ReportText.withoutControlCharacters(e.message)),
                    locations: [location(uri: uri(e.location.file), line: e.location.line, column: e.location.column,
                                         element: nil)],
                    descriptor: SARIF.Reference(id: "input-error"))
            })
    }

    private static func location(uri: String, line: Int, column: Int, element: String?) -> SARIF.Location {
        SARIF.Location(
            physicalLocation: SARIF.PhysicalLocation(
                artifactLocation: SARIF.ArtifactLocation(uri: uri),
                region: SARIF.Region(startLine: max(1, line), startColumn: max(1, column))),
            logicalLocations: element.map { [SARIF.LogicalLocation(fullyQualifiedName: $0, kind: "element")] })
    }

    /// What a path segment keeps unencoded (made once: building it cost more than encoding).
    private static let uriSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":;?#[]@"))

    /// A relative URI reference for a path relative to the current folder: `./` dropped,
    /// each segment percent-encoded. An absolute path becomes a `file://` URI.
    static func uri(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        let encoded = p.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: uriSegmentAllowed) ?? String($0) }
            .joined(separator: "/")
        return p.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `control-name` → `ControlName`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}

/// The subset of the SARIF 2.1.0 object model this report writes. Optional members are left
/// out when nil.
private enum SARIF {
    struct RunProperties: Encodable { var profile: String; var failOn: String; var score: Int }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct RuleProperties: Encodable {
        var tags: [String]
        var category: String
        var wcag: [String]
        var appleAuditType: String?
        var precision: String
        var problemSeverity: String
        enum CodingKeys: String, CodingKey {
            case tags, category, wcag, appleAuditType, precision, problemSeverity = "problem.severity"
        }
    }

    struct Text: Encodable { var text: String }
    struct Help: Encodable { var text: String; var markdown: String }
    struct Configuration: Encodable { var level: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var kind: String?
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
        var baselineState: String?
        var properties: ResultProperties
    }

    struct ResultProperties: Encodable {
        /// The screens the finding affects (the first `screensNamed`; the JSON report has all):
        /// one result per place, not per screen.
        var screens: [String]
        var screenCount: Int
        var component: String?
        var element: String
        var label: String
        var severity: String
        var status: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }
    struct LogicalLocation: Encodable { var fullyQualifiedName: String; var kind: String }

    struct Suppression: Encodable {
        var kind: String
        var status: String
        var justification: String?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Text
        var locations: [Location]?
        var descriptor: Reference
    }

    struct Reference: Encodable { var id: String }
}

extension SARIFReport: Reporter {
    public static func write(_ result: AuditResult, to path: String, options: ReportOptions) throws {
        try ReportFile.writeAtomically(to: path) { emit in
            encode(result, rules: options.rules, maxResults: maxResults, resultsPerChunk: resultsPerChunk, emit: emit)
        }
    }
}
