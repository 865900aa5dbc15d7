import AuditModel
import Foundation
import Reports

/// The report files and console output of a run the cache holds, kept beside it: a run whose
/// result comes from the cache copies what an earlier run of it wrote instead of writing it
/// again (on the real apps, writing the reports was most of a cached run). Each is keyed by its
/// run, its format and where it goes (a report's path; the console, with or without colour)
/// and the options that change its text; its text depends on nothing else, since the run's key
/// covers everything its result does. Only the newest run of each configuration the cache
/// keeps, the one an unchanged project hits, keeps them.
struct CachedReports: Sendable {
    let cache: AuditCache
    /// The key the run is cached under.
    let run: String

    /// Writes the report from the cache when it holds it; false when it does not. Throws as
    /// writing the report would (the target cannot be written).
    func copy(_ format: ReportFormat, to path: String, options: ReportOptions) throws -> Bool {
        try ReportFile.copy(from: file(format, path: path, options: options), to: path)
    }

    /// Keeps the report just written at `path`. A copy that fails only leaves the next run to
    /// write it again.
    func keep(_ format: ReportFormat, writtenAt path: String, options: ReportOptions) {
        _ = try? ReportFile.copy(from: path, to: file(format, path: path, options: options))
    }

    /// The console output the cache holds, if it does.
    func console(_ format: ConsoleFormat, color: Bool) -> String? {
        guard case .success(let bytes) = RegularFile.read(file(format, color: color), limit: .max, kind: "cached output")
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Keeps the console output just rendered.
    func keep(_ format: ConsoleFormat, color: Bool, text: String) {
        try? ReportFile.writeAtomically(Data(text.utf8), to: file(format, color: color))
    }

    private func file(_ format: ReportFormat, path: String, options: ReportOptions) -> String {
        let strict = format == .junit && options.junitStrict
        return file([format.rawValue, path, strict ? "strict" : "", options.rules.map(\.id).joined(separator: ",")])
    }

    private func file(_ format: ConsoleFormat, color: Bool) -> String {
        file(["console", format.rawValue, color ? "color" : ""])
    }

    private func file(_ parts: [String]) -> String {
        cache.runFile("\(run).\(StableHash.hex(parts.joined(separator: "\n")))", AuditCache.reportKind)
    }
}
