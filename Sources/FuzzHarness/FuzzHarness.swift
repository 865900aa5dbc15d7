import A11yAudit
import AuditModel
import Foundation
import Profiles
import Reports
import Rules

/// One input of one format through the real pipeline, the way the CLI reads it: the fuzz
/// targets call it for every generated input, and the regression test replays every input
/// that ever failed. An input may be refused with an input error or accepted with findings;
/// what must never happen is a crash, a hang or a report that does not parse.
public enum FuzzHarness {
    public enum Format: String, CaseIterable, Sendable {
        case swift, ib, xml, json, dump, yaml, baseline, merge

        /// The file name the input is written under, so discovery picks the right front-end.
        var fileName: String {
            switch self {
            case .swift: return "Input.swift"
            case .ib: return "Input.xib"
            case .xml: return "Input.a11y.xml"
            case .json: return "Input.a11y.json"
            case .dump: return "Input.axdump.txt"
            case .yaml: return ".a11y-audit.yml"
            case .baseline: return "baseline.json"
            case .merge: return "shard.json"
            }
        }
    }

    /// What went wrong, for a test to report; nil when the invariant held.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    static let knownRules = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map {
        ($0.descriptor.id, $0.descriptor.defaultSeverity)
    })

    /// Runs one input in `folder` (created if needed; the input file is replaced each time).
    public static func run(_ data: Data, format: Format, in folder: String) -> Failure? {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + format.fileName
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            return Failure(description: "cannot write \(path)")
        }
        switch format {
        case .swift, .ib, .xml, .json, .dump:
            guard let result = try? Auditor().audit(paths: [path]) else {
                return Failure(description: "the audit refused its own input file \(path)")
            }
            return checkReports(result)
        case .yaml:
            let loader = ProfileLoader(knownRules: knownRules, searchDirectories: [])
            if let config = try? ProjectConfig.load(path: path, knownRules: knownRules) {
                _ = try? config.resolveProfile(using: loader, commandLineProfile: nil)
            }
            _ = try? loader.load(path)
            return nil
        case .baseline:
            _ = try? Baseline.load(path)
            return nil
        case .merge:
            guard let shard = try? JSONReport.decode(data), let merged = try? JSONReport.merge([shard, shard]) else { return nil }
            return checkReports(merged)
        }
    }

    /// Every report renders, and the machine-readable ones parse.
    static func checkReports(_ result: AuditResult) -> Failure? {
        let json = JSONReport.render(result)
        guard (try? JSONSerialization.jsonObject(with: json)) != nil else {
            return Failure(description: "the JSON report does not parse")
        }
        let sarif = SARIFReport.render(result, rules: RuleCatalog.all.map(\.descriptor))
        guard (try? JSONSerialization.jsonObject(with: sarif)) != nil else {
            return Failure(description: "the SARIF report does not parse")
        }
        _ = MarkdownReport.render(result)
        _ = TerminalReport.render(result, format: .xcode)
        return nil
    }
}
