import AuditModel
import Foundation
import Reports
#if canImport(Glibc)
import Glibc
#endif

/// The report files and console output of a run the cache holds, kept beside it: a run whose
/// result comes from the cache copies what an earlier run of it wrote instead of writing it
/// again (on the real apps, writing the reports was most of a cached run). Each is keyed by its
/// run, its format and where it goes (a report's path; the console, with or without colour)
/// and the options that change its text; its text depends on nothing else, since the run's key
/// covers everything its result does. Only the newest run of each configuration the cache
/// keeps, the one an unchanged project hits, keeps them.
///
/// A kept report is a second name (a hard link) of the file the run wrote, and a report taken
/// back is a second name of the kept one, so neither writes the report again (copying it cost a
/// first run on the real apps 3.5 %); where the file system has no hard links, it is copied. The kept name records
/// the file's size and modification time: a file changed in place since, through the report's
/// own path, no longer matches and is not used.
struct CachedReports: Sendable {
    let cache: AuditCache
    /// The key the run is cached under.
    let run: String

    /// Puts the report the cache holds at `path`; false when it holds none. Throws as
    /// writing the report would (the target cannot be written).
    func copy(_ format: ReportFormat, to path: String, options: ReportOptions) throws -> Bool {
        guard let kept = kept(name(format, path: path, options: options)) else { return false }
        if ReportFile.link(from: kept, to: path) { return true }
        return try ReportFile.copy(from: kept, to: path)
    }

    /// Keeps the report just written at `path`. Failing only leaves the next run to write it.
    func keep(_ format: ReportFormat, writtenAt path: String, options: ReportOptions) {
        keep(name(format, path: path, options: options)) { staging in
            ReportFile.link(from: path, to: staging) || (try? ReportFile.copy(from: path, to: staging)) == true
        }
    }

    /// The console output the cache holds, if it does.
    func console(_ format: ConsoleFormat, color: Bool) -> String? {
        guard let kept = kept(name(format, color: color)),
              case .success(let bytes) = RegularFile.read(kept, limit: .max, kind: "kept output") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Keeps the console output just rendered.
    func keep(_ format: ConsoleFormat, color: Bool, text: String) {
        keep(name(format, color: color)) { staging in
            (try? ReportFile.writeAtomically(Data(text.utf8), to: staging)) != nil
        }
    }

    private func name(_ format: ReportFormat, path: String, options: ReportOptions) -> String {
        let strict = format == .junit && options.junitStrict
        return name([format.rawValue, path, strict ? "strict" : "", options.rules.map(\.id).joined(separator: ",")])
    }

    private func name(_ format: ConsoleFormat, color: Bool) -> String {
        name(["console", format.rawValue, color ? "color" : ""])
    }

    /// `RUN.KEY`: a kept file is `RUN.KEY.STAMP.report`.
    private func name(_ parts: [String]) -> String {
        "\(run).\(StableHash.hex(parts.joined(separator: "\n")))"
    }

    /// The kept file of `name`, when it is still what was kept; a stale one is removed.
    private func kept(_ name: String) -> String? {
        for (file, stamp) in keptFiles(name) {
            if Self.stamp(of: file) == stamp { return file }
            unlink(file)
        }
        return nil
    }

    /// Makes the file of `name` with `make` (given where to put it), then names it by its stamp,
    /// in place of any kept before.
    private func keep(_ name: String, make: (_ staging: String) -> Bool) {
        let staging = "\(cache.runsFolder)/.\(name).\(getpid()).\(UUID().uuidString.prefix(8)).tmp"
        guard make(staging), let stamp = Self.stamp(of: staging) else {
            unlink(staging)
            return
        }
        for (file, _) in keptFiles(name) { unlink(file) }
        if rename(staging, cache.runFile("\(name).\(stamp)", AuditCache.reportKind)) != 0 { unlink(staging) }
    }

    /// The kept files of `name`, each with the stamp its name records.
    private func keptFiles(_ name: String) -> [(file: String, stamp: String)] {
        let suffix = "." + AuditCache.reportKind
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.runsFolder)) ?? []
        return names.filter { $0.hasPrefix(name + ".") && $0.hasSuffix(suffix) }.map { kept in
            ("\(cache.runsFolder)/\(kept)", String(kept.dropFirst(name.count + 1).dropLast(suffix.count)))
        }
    }

    /// The file's size and modification time, which any write through any of its names changes.
    private static func stamp(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return "\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
    }
}
