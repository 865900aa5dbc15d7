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

    /// Writes each requested report atomically (a failure never leaves half a file). The
    /// reports are independent files, written side by side on the cores there are; the first
    /// failure, in format order, is thrown once all are done. With `cached`, a report the cache
    /// holds for the run is taken from it, and one it does not is kept there once written.
    public func write(_ result: AuditResult, rules: [RuleDescriptor] = RuleCatalog.all.map(\.descriptor)) throws {
        try write(result, rules: rules, cached: nil)
    }

    func write(_ result: AuditResult, rules: [RuleDescriptor] = RuleCatalog.all.map(\.descriptor),
               cached: CachedReports?) throws {
        let options = ReportOptions(rules: rules, junitStrict: junitStrict)
        let requested = ReportFormat.allCases.compactMap { format in files[format].map { (format, $0) } }
        // Folders first, one at a time: two writers making the same folder at once could race.
        for (_, path) in requested {
            let folder = (path as NSString).deletingLastPathComponent
            guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                // Foundation's error wraps the system's, which says why in words.
                let posix = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
                let reason = posix.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
                throw ReportWriteError(path: path, reason: "cannot make folder \(folder): \(reason)")
            }
        }
        // Largest first (JSON holds every transcript), so that no big report starts last and
        // runs alone on one core. On threads of their own rather than dispatch's workers: the
        // JSON report spreads its chunks over the cores itself, and libdispatch runs a
        // `concurrentPerform` nested in another on its calling thread alone. A thread each,
        // not one a core: queued behind the long ones, the short reports started late and ran
        // alone at the end.
        let costliest: [ReportFormat] = [.json, .html, .sarif, .junit, .markdown]
        func rank(_ format: ReportFormat) -> Int { costliest.firstIndex(of: format) ?? costliest.count }
        let order = requested.sorted { rank($0.0) < rank($1.0) }
        let failures = Parallel.map(order, stackBytes: LargeStack.defaultBytes, threads: order.count) { format, path in
            do {
                if let cached, try cached.copy(format, to: path, options: options) { return WriteFailure?.none }
                try format.write(result, to: path, options: options)
                cached?.keep(format, writtenAt: path, options: options)
                return WriteFailure?.none
            } catch {
                return WriteFailure(error: error)
            }
        }
        let failed = Dictionary(uniqueKeysWithValues: zip(order.map(\.0), failures))
        if let failure = requested.lazy.compactMap({ failed[$0.0] ?? nil }).first { throw failure.error }
    }

    /// A report's write error, handed back from the thread that wrote it (errors thrown there
    /// are values nothing else holds).
    private struct WriteFailure: @unchecked Sendable {
        let error: any Error
    }
}
