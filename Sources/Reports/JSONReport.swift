import AuditModel
import Foundation

/// The JSON report: the documented, versioned machine form of a whole run, and
/// what `a11y-audit merge` reads back. Field names are a public interface; `version` changes
/// when a field changes meaning or goes away (adding fields keeps version 1). One entry per
/// place: a component's finding is listed once, with the screens it affects.
///
/// ```
/// { "version": 1,
///   "tool": {"name", "version", "informationUri"},
///   "profile": "default", "failOn": "error" | "warning" | "info" | "never",
///   "score": 83,                                   // run score (mean over screens)
///   "weights": {"error": 10, "warning": 3, "info": 1},  // score weight per severity
///   "screens": [{"name", "file", "line", "source", "score", "grade",
///                "dynamicTypeCeiling": "accessibility2" | "none", "voiceOverCoverage": 0.75,
///                "counts": {"error", "warning", "info"},
///                "transcript": [{"text", "element", "file", "line", "dynamic", "provenance"?}],
///                "verdicts": [{"rule", "severity", "outcome": "passed" | "failed" | "needsReview"}],
///                "ladder": [{"size", "broken": [ELEMENT-PATH]}]}],
///   "findings": [{"rule", "severity", "status": "violation" | "needsReview",
///                 "screens": [SCREEN…],                // every screen it affects
///                 "screen",                            // the first of them (kept for older readers)
///                 "component"?,                        // the component whose source holds it
///                 "element", "file", "line", "column", "message", "label", "fix",
///                 "fingerprint", "suppressed", "suppressionReason"?, "baselined"}],
///   "inputErrors": [{"file", "line", "column", "message", "screen"?}] }
/// ```
/// Keys are sorted, so equal results give byte-identical files.
public enum JSONReport {
    public static let version = 1

    public static func render(_ result: AuditResult) -> Data {
        var data = Data()
        encode(result) { data.append($0) }
        return data
    }

    /// Writes the report atomically, findings in chunks: memory stays near the size of the
    /// result itself, however many findings there are.
    public static func write(_ result: AuditResult, to path: String) throws {
        try ReportFile.writeAtomically(to: path) { emit in encode(result, emit: emit) }
    }

    /// The one encoder behind `render` and `write`: the top-level object with its keys in
    /// sorted order, each value pretty-printed as JSONEncoder would (`JSONText`), findings and
    /// screens a chunk at a time.
    private static func encode(_ result: AuditResult, emit: (Data) -> Void) {
        var form = JSONForm(result)
        form.findings = []
        withoutActuallyEscaping(emit) { emit in
            let stream = JSONStream(emit: emit)
            stream.raw("{\n")
            stream.member("failOn", form.failOn, depth: 1)
            if result.findings.isEmpty {
                stream.raw("  \"findings\" : [],\n")
            } else {
                stream.array("findings", result.findings, depth: 1, chunk: 500) { JSONForm.FindingForm($0) }
            }
            stream.member("inputErrors", form.inputErrors, depth: 1)
            stream.member("profile", form.profile, depth: 1)
            stream.member("score", form.score, depth: 1)
            // A screen weighs its transcript and ladder lines: one huge screen is a chunk alone.
            stream.array("screens", form.screens, depth: 1, chunk: 2_000,
                         weight: { 1 + $0.transcript.count + $0.ladder.reduce(0) { $0 + $1.broken.count } }) { $0 }
            stream.member("tool", form.tool, depth: 1)
            stream.member("version", form.version, depth: 1)
            stream.member("weights", form.weights, depth: 1, last: true)
            stream.raw("}\n")
        }
    }

    /// Reads a JSON report back; `decode(render(r)) == r`.
    public static func decode(_ data: Data) throws -> AuditResult {
        let head: VersionOnly
        do {
            head = try JSONDecoder().decode(VersionOnly.self, from: data)
        } catch {
            throw JSONReportError(message: "not an a11y-audit JSON report: \(describe(error))")
        }
        guard head.version == version else {
            throw JSONReportError(message: "JSON report version \(head.version) is not supported (this tool reads version \(version))")
        }
        do {
            return try JSONDecoder().decode(JSONForm.self, from: data).model()
        } catch let error as JSONReportError {
            throw error
        } catch {
            throw JSONReportError(message: "malformed a11y-audit JSON report: \(describe(error))")
        }
    }

    /// Combines the JSON results of CI shards (`--shard I/N`) into one run. Each screen is
    /// audited by exactly one shard, so the merge orders screens by (file, line, name),
    /// joins the findings of one place that several shards report (a component shown on
    /// screens of different shards) as the engine does, and orders input errors by location;
    /// an input error every shard reports (each reads every file) is kept once. Shards must
    /// share tool version, profile and fail-on.
    public static func merge(_ shards: [AuditResult]) throws -> AuditResult {
        guard let first = shards.first else {
            throw JSONReportError(message: "nothing to merge")
        }
        for shard in shards.dropFirst() {
            guard shard.profile == first.profile, shard.failOn == first.failOn,
                  shard.toolVersion == first.toolVersion, shard.weights == first.weights else {
                throw JSONReportError(message: "shards differ in profile, fail-on or tool version: \(first.profile)/\(first.failOn?.rawValue ?? "never")/\(first.toolVersion) vs \(shard.profile)/\(shard.failOn?.rawValue ?? "never")/\(shard.toolVersion)")
            }
        }
        var seen = Set<String>()
        var screens: [ScreenResult] = []
        for screen in shards.flatMap(\.screens) where seen.insert(screen.name).inserted {
            screens.append(screen)
        }
        screens.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        let findings = Finding.merged(lists: shards.map(\.findings), screenOrder: screens.map(\.name))
        // Every shard reads every file, so each may report the same input errors: keep each
        // error as often as the shard that reports it most often.
        var errorCounts: [InputError: Int] = [:]
        for shard in shards {
            var counts: [InputError: Int] = [:]
            for e in shard.inputErrors { counts[e, default: 0] += 1 }
            errorCounts.merge(counts, uniquingKeysWith: max)
        }
        let errors = errorCounts.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted {
            ($0.location, $0.message, $0.screen ?? "") < ($1.location, $1.message, $1.screen ?? "")
        }
        var merged = AuditResult(toolVersion: first.toolVersion, profile: first.profile, failOn: first.failOn,
                                 screens: screens, findings: findings, inputErrors: errors)
        merged.weights = first.weights
        return merged
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing field \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? context.debugDescription
                : "bad value at \(path(context.codingPath)): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

public struct JSONReportError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

private struct VersionOnly: Decodable { var version: Int }

// MARK: - The documented form

private struct JSONForm: Codable {
    struct Tool: Codable { var name: String; var version: String; var informationUri: String }

    struct Screen: Codable {
        var name: String
        var file: String
        var line: Int
        var source: AuditModel.Screen.Source
        var score: Int
        var grade: String
        var dynamicTypeCeiling: String
        var voiceOverCoverage: Double
        var counts: [String: Int]
        var transcript: [TranscriptLine]
        var verdicts: [RuleVerdict]
        var ladder: [LadderStep]
    }

    struct FindingForm: Codable {
        // In key order, as written (see `TranscriptLine`).
        var baselined: Bool
        var column: Int
        var component: String?
        var element: String
        var file: String
        var fingerprint: String
        var fix: String
        var label: String
        var line: Int
        var message: String
        var rule: String
        var screen: String?
        /// Absent in files written before findings listed their screens.
        var screens: [String]?
        var severity: Severity
        var status: Finding.Status
        var suppressed: Bool
        var suppressionReason: String?

        init(_ f: Finding) {
            rule = f.rule
            severity = f.severity
            status = f.status
            screens = f.screens
            screen = f.screens.first
            component = f.component
            element = f.element
            file = f.file
            line = f.line
            column = f.column
            message = f.message
            label = f.label
            fix = f.fix
            fingerprint = f.fingerprint
            suppressed = f.suppressed
            suppressionReason = f.suppressionReason
            baselined = f.baselined
        }

        func model() -> Finding {
            var f = Finding(rule: rule, severity: severity, status: status, screen: "", component: component,
                            element: element, location: SourceLocation(file: file, line: line, column: column),
                            message: message, label: label, fix: fix, suppressed: suppressed,
                            suppressionReason: suppressionReason, baselined: baselined)
            f.screens = screens ?? screen.map { [$0] } ?? []
            f.fingerprint = fingerprint
            return f
        }
    }

    struct InputErrorForm: Codable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var screen: String?
    }

    var version: Int
    var tool: Tool
    var profile: String
    var failOn: String
    var score: Int
    var screens: [Screen]
    var findings: [FindingForm]
    var inputErrors: [InputErrorForm]
    /// Absent in files written before reports showed what each rule cost.
    var weights: [String: Double]?

    init(_ r: AuditResult) {
        version = JSONReport.version
        tool = Tool(name: ToolInfo.name, version: r.toolVersion, informationUri: ToolInfo.informationURI)
        profile = r.profile
        failOn = r.failOn?.rawValue ?? "never"
        score = r.score
        screens = r.screens.map {
            Screen(name: $0.name, file: $0.file, line: $0.line, source: $0.source, score: $0.scorecard.score,
                   grade: $0.scorecard.grade, dynamicTypeCeiling: ReportText.ceiling($0.scorecard.dynamicTypeCeiling),
                   voiceOverCoverage: $0.scorecard.voiceOverCoverage, counts: $0.scorecard.counts,
                   transcript: $0.transcript, verdicts: $0.verdicts, ladder: $0.ladder)
        }
        findings = r.findings.map(FindingForm.init)
        weights = Dictionary(uniqueKeysWithValues: r.weights.map { ($0.key.rawValue, $0.value) })
        inputErrors = r.inputErrors.map {
            InputErrorForm(file: $0.location.file, line: $0.location.line, column: $0.location.column,
                           message: $0.message, screen: $0.screen)
        }
    }

    func model() throws -> AuditResult {
        let failOnSeverity: Severity?
        if failOn == "never" {
            failOnSeverity = nil
        } else if let s = Severity(rawValue: failOn) {
            failOnSeverity = s
        } else {
            throw JSONReportError(message: "bad value at .failOn: \"\(failOn)\" (error, warning, info or never)")
        }
        let screenResults = try screens.enumerated().map { index, s -> ScreenResult in
            let ceiling: DynamicTypeSize?
            if s.dynamicTypeCeiling == "none" {
                ceiling = nil
            } else if let size = DynamicTypeSize(rawValue: s.dynamicTypeCeiling) {
                ceiling = size
            } else {
                throw JSONReportError(message: "bad value at .screens[\(index)].dynamicTypeCeiling: \"\(s.dynamicTypeCeiling)\"")
            }
            let card = Scorecard(score: s.score, grade: s.grade, counts: s.counts,
                                 voiceOverCoverage: s.voiceOverCoverage, dynamicTypeCeiling: ceiling)
            return ScreenResult(name: s.name, location: SourceLocation(file: s.file, line: s.line), source: s.source,
                                scorecard: card, verdicts: s.verdicts, transcript: s.transcript, ladder: s.ladder)
        }
        var result = AuditResult(
            toolVersion: tool.version, profile: profile, failOn: failOnSeverity, screens: screenResults,
            findings: findings.map { $0.model() },
            inputErrors: inputErrors.map {
                InputError(location: SourceLocation(file: $0.file, line: $0.line, column: $0.column),
                           message: $0.message, screen: $0.screen)
            })
        if let weights {
            for (key, value) in weights {
                guard let severity = Severity(rawValue: key) else {
                    throw JSONReportError(message: "bad value at .weights: \"\(key)\" (error, warning or info)")
                }
                result.weights[severity] = value
            }
        }
        return result
    }
}

extension JSONReport: Reporter {
    public static func write(_ result: AuditResult, to path: String, options: ReportOptions) throws {
        try write(result, to: path)
    }
}
