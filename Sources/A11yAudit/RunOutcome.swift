import AuditModel
import Foundation
import Profiles
import Reports

/// A finished run: its result, what to print, and the exit code the CLI returns.
public struct RunOutcome: Sendable {
    public var result: AuditResult
    public var consoleFormat: ConsoleFormat
    /// Where the cache keeps the run's output, when it keys the run.
    var cached: CachedReports?

    /// 0 nothing at or above `fail_on`, 1 there is, 2 an input could not be audited.
    public var exitCode: Int32 { result.exitCode }

    /// Input errors and warnings as `file:line: error|warning: message`, for stderr.
    public var diagnostics: [String] {
        result.inputErrors.map { "\($0.location.file):\($0.location.line): error: \($0.message)" }
            + result.warnings.map { "\($0.location.file):\($0.location.line): warning: \($0.message)" }
    }

    /// What stdout shows, in the run's console format.
    public func console(color: Bool) -> String {
        if let cached, let text = cached.console(consoleFormat, color: color) { return text }
        let text = consoleFormat.render(result, color: color)
        cached?.keep(consoleFormat, color: color, text: text)
        return text
    }
}

extension RunSetup {
    /// Audits the paths, records the baseline when asked, and writes the reports.
    public func run(paths: [String]) throws -> RunOutcome {
        let (result, cached) = try auditor.auditRun(paths: paths.isEmpty ? ["."] : paths)
        if let writeBaseline { try Baseline.write(result.findings, to: writeBaseline) }
        try reports.write(result, cached: cached)
        return RunOutcome(result: result, consoleFormat: consoleFormat, cached: cached)
    }

    /// Combines the JSON results of sharded runs into what one run would have produced, and
    /// writes the reports. Only the settings' report, format and `fail_on` fields apply.
    public static func merge(jsonFiles: [String], settings: RunSettings) throws -> RunOutcome {
        let format = try consoleFormat(settings.consoleFormat)
        var shards: [AuditResult] = []
        for path in jsonFiles {
            let data: Data
            switch RegularFile.read(path, limit: InputLimits.resultFileBytes, kind: "JSON results") {
            case .success(let bytes): data = Data(bytes)
            case .failure(let problem): throw SettingsError(description: "\(path): \(problem.message)")
            }
            do {
                shards.append(try JSONReport.decode(data))
            } catch {
                throw SettingsError(description: "\(path): not an a11y-audit JSON result: \(error)")
            }
        }
        var merged = try JSONReport.merge(shards)
        if let failOn = settings.failOn { merged.failOn = try Self.failOn(failOn) }
        try reports(settings, defaults: nil).write(merged)
        return RunOutcome(result: merged, consoleFormat: format)
    }
}
