import AuditModel
import Foundation

/// A baseline file: the fingerprints of findings a team has accepted for now, so CI fails only
/// on new ones. The file is pretty, key-sorted JSON with one entry per fingerprint, ordered by
/// screen, element and rule, so adding or fixing a finding changes only its own lines:
///
/// ```json
/// {
///   "findings" : [
///     {
///       "element" : "Checkout/VStack[0]/Button[2]",
///       "fingerprint" : "5f0c…",
///       "label" : "square and arrow up",
///       "rule" : "control-name",
///       "screen" : "Checkout"
///     }
///   ],
///   "tool" : "a11y-audit",
///   "version" : 1
/// }
/// ```
/// Only `fingerprint` decides; rule, screen, element and label are there for people reading diffs.
public enum Baseline {
    public static let version = 1

    public struct Entry: Hashable, Sendable, Codable {
        public var fingerprint: String
        public var rule: String
        public var screen: String
        public var element: String
        public var label: String

        public init(_ finding: Finding) {
            fingerprint = finding.fingerprint
            rule = finding.rule
            screen = finding.owner
            element = finding.element
            label = finding.label
        }
    }

    struct File: Codable {
        var version: Int
        var tool: String
        var findings: [Entry]
    }

    /// The file's bytes for these findings (the caller chooses which: typically every violation).
    public static func encode(_ findings: [Finding]) -> Data {
        var seen = Set<String>()
        let entries = findings.map(Entry.init)
            .sorted { ($0.screen, $0.element, $0.rule, $0.fingerprint) < ($1.screen, $1.element, $1.rule, $1.fingerprint) }
            .filter { seen.insert($0.fingerprint).inserted }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and ints cannot fail.
        var data = try! encoder.encode(File(version: version, tool: ToolInfo.name, findings: entries))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Writes the baseline atomically (a temporary file, then a rename).
    public static func write(_ findings: [Finding], to path: String) throws(ConfigError) {
        do {
            try encode(findings).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConfigError(file: path, line: 0, column: 0, message: "cannot write the baseline: \(error.localizedDescription)")
        }
    }

    /// The fingerprints recorded in a baseline file.
    public static func load(_ path: String) throws(ConfigError) -> Set<String> {
        switch RegularFile.read(path, limit: InputLimits.baselineFileBytes, kind: "baselines") {
        case .success(let bytes): return try decode(Data(bytes), file: path)
        case .failure(let problem):
            throw ConfigError(file: path, line: 0, column: 0, message: "cannot read the baseline file: \(problem.message)")
        }
    }

    static func decode(_ data: Data, file: String) throws(ConfigError) -> Set<String> {
        let decoded: File
        do {
            decoded = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw describe(error, in: data, file: file)
        }
        guard decoded.version == version else {
            throw ConfigError(file: file, line: 0, column: 0,
                              message: "baseline version \(decoded.version) is not supported (expected \(version))")
        }
        return Set(decoded.findings.map(\.fingerprint))
    }

    private static func describe(_ error: any Error, in data: Data, file: String) -> ConfigError {
        let prefix = "not a baseline file written by `--write-baseline`: "
        switch error as? DecodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return syntaxError(in: data, file: file, prefix: prefix) ?? ConfigError(
                file: file, line: 0, column: 0, message: prefix + context.debugDescription)
        case .keyNotFound(let key, let context):
            return ConfigError(file: file, line: 0, column: 0,
                               message: prefix + "missing \"\(key.stringValue)\"" + path(context))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return ConfigError(file: file, line: 0, column: 0, message: prefix + context.debugDescription + path(context))
        default:
            return ConfigError(file: file, line: 0, column: 0, message: prefix + "\(error)")
        }
    }

    /// JSONDecoder only says "not valid JSON"; JSONSerialization says what and where
    /// ("Invalid value around character 30."), which becomes a line and column.
    private static func syntaxError(in data: Data, file: String, prefix: String) -> ConfigError? {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "invalid JSON"
            var line = 0, column = 0
            if let range = detail.range(of: "character "),
               let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) {
                let before = data.prefix(offset)
                line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
                let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
                column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
            }
            return ConfigError(file: file, line: line, column: column, message: prefix + detail)
        }
    }

    /// " (at findings[0].fingerprint)".
    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "" : " (at \(keys.dropFirst()))"
    }
}
