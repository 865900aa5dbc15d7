import AuditModel
import Foundation
import Reports
#if canImport(Glibc)
import Glibc
#endif

/// Results of earlier runs on disk, so an unchanged project is not audited twice.
///
/// Two levels, both keyed by the tool build and the effective configuration:
/// - a whole run, by the paths and contents of every input file: an unchanged project
///   skips parsing and rules altogether;
/// - a screen, by the contents of the files its elements and modifiers come from (its own
///   file and its components'), the suppressions written there, and the contents of every
///   input no screen's element comes from (constants, extensions, string tables, which may
///   feed any screen): after an edit to a component, only the screens using it run the rules
///   again.
///
/// A run is stored as one pack, its screens' entries one after another (in `CacheCoding`'s
/// binary form) and then its findings one per place, and an index (JSON) giving each entry's
/// key and place in the pack with the run's input errors and warnings. A whole-run hit reads
/// each screen's result without its findings and the run's merged findings, rather than
/// merging every screen's findings again: a component's finding is stored once per screen
/// that shows it, so those are most of a pack. The next run of the same configuration looks
/// its screens up in the newest such run and copies each entry it reuses into its own pack. One file per
/// run, not one per screen: creating hundreds of small files cost the file system more than
/// encoding them. The newest `keptRuns` runs are kept, and the newest run of each of the
/// `keptConfigurations` configurations run most recently.
///
/// A cache that cannot be read or written only makes the run slower, never different.
public final class AuditCache: @unchecked Sendable {
    public let directory: String
    /// Runs kept when another is stored.
    static let keptRuns = 16
    /// Configurations (project folder and settings) whose newest run is kept however old it is.
    /// Bounded: a CI machine auditing a fresh checkout path each time, or a test suite, starts
    /// a new configuration every run, and keeping each one's run grew the cache without end.
    static let keptConfigurations = 64
    private let lock = NSLock()
    private var audited: [String] = []

    public init(directory: String) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/a11y-audit`, else `~/.cache/a11y-audit`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/a11y-audit" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.cache/a11y-audit"
    }

    /// Screens whose rules ran in this process (the others came from the cache), in no order.
    public var auditedScreens: [String] {
        lock.withLock { audited }
    }

    fileprivate func recordAudited(_ screen: String) {
        lock.withLock { audited.append(screen) }
    }

    /// A screen's result in a run, with its entry's key when the run has a cache.
    struct Screen: Sendable {
        var screen: ScreenResult
        var findings: [Finding]
        var key: String?

        init(_ result: (screen: ScreenResult, findings: [Finding]), key: String?) {
            (screen, findings, self.key) = (result.screen, result.findings, key)
        }
    }

    /// A stored run: where each of its screens' entries is in its pack, in run order, and what
    /// the run adds to them.
    fileprivate struct RunIndex: Codable {
        struct Slot: Codable {
            var key: String
            var offset: Int
            var length: Int
        }
        var screens: [Slot]
        /// The run's findings, one per place (`RunFindings`).
        var findings: Slot
        var inputErrors: [InputError]
        var warnings: [InputError]
    }

    fileprivate struct ScreenEntry: Codable {
        var screen: ScreenResult
        var findings: [Finding]
    }

    /// A screen's entry read for its result alone: the keyed form skips the findings unread.
    private struct ScreenResultOnly: Decodable {
        var screen: ScreenResult
    }

    fileprivate struct RunFindings: Codable {
        var findings: [Finding]
    }

    /// A whole stored run (its screens' results in run order and its findings one per place),
    /// decoded on every core; nil when it or any of its entries cannot be read.
    func run(_ key: String) -> (screens: [ScreenResult], findings: [Finding], inputErrors: [InputError], warnings: [InputError])? {
        guard let index = readIndex(key), let pack = Pack(path: runFile(key, "pack")) else { return nil }
        let screens = Parallel.map(index.screens) { slot in
            pack.bytes(slot).flatMap { try? CacheCoding.decode(ScreenResultOnly.self, from: $0).screen }
        }
        guard !screens.contains(where: { $0 == nil }),
              let findings = pack.bytes(index.findings).flatMap({ try? CacheCoding.decode(RunFindings.self, from: $0) })
        else { return nil }
        return (screens.map { $0! }, findings.findings, index.inputErrors, index.warnings)
    }

    /// This run's use of the cache, for a run of this configuration that is not stored whole.
    func session(configuration: String) -> Session {
        Session(cache: self, configuration: configuration)
    }

    var runsFolder: String { directory + "/runs" }

    /// A stored run's file: its `pack`, its `json` index, a `report` (`CachedReports`), or the
    /// `latest` run of a configuration.
    func runFile(_ name: String, _ kind: String) -> String {
        "\(runsFolder)/\(name).\(kind)"
    }

    fileprivate func readIndex(_ key: String) -> RunIndex? {
        FileManager.default.contents(atPath: runFile(key, "json"))
            .flatMap { try? JSONDecoder().decode(RunIndex.self, from: $0) }
    }

    fileprivate static func decode(_ data: Data) -> (screen: ScreenResult, findings: [Finding])? {
        (try? CacheCoding.decode(ScreenEntry.self, from: data)).map { ($0.screen, $0.findings) }
    }


    /// A pack read at offsets, from any thread.
    fileprivate final class Pack: @unchecked Sendable {
        private let fd: Int32

        init?(path: String) {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd < 0 { return nil }
        }

        deinit { close(fd) }

        func bytes(_ slot: RunIndex.Slot) -> Data? {
            guard slot.offset >= 0, slot.length > 0 else { return nil }
            var data = Data(count: slot.length)
            let complete = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Bool in
                var done = 0
                while done < slot.length {
                    let n = pread(fd, buffer.baseAddress! + done, slot.length - done, off_t(slot.offset + done))
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return true
            }
            return complete ? data : nil
        }
    }

    /// One run's use of the cache: screens are looked up in the newest stored run of the same
    /// configuration, and every screen's entry, reused or new, is appended to this run's pack,
    /// which `finish` stores with its index. A run that is not finished leaves nothing behind.
    final class Session: @unchecked Sendable {
        private let cache: AuditCache
        private let configuration: String
        private let earlier: (slots: [String: RunIndex.Slot], pack: Pack)?
        private let lock = NSLock()
        private var temporary: String?
        private var fd: Int32 = -1
        private var size = 0
        private var failed = false
        private var written: [String: RunIndex.Slot] = [:]

        fileprivate init(cache: AuditCache, configuration: String) {
            self.cache = cache
            self.configuration = configuration
            let latest = try? String(contentsOfFile: cache.runFile(configuration, "latest"), encoding: .utf8)
            // A run key is hex digits: anything else in the pointer names no file of the cache.
            if let key = latest, !key.isEmpty, key.allSatisfy(\.isHexDigit), let index = cache.readIndex(key),
               let pack = Pack(path: cache.runFile(key, "pack")) {
                earlier = (Dictionary(index.screens.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }), pack)
            } else {
                earlier = nil
            }
        }

        deinit {
            if fd >= 0 { close(fd) }
            if let temporary { unlink(temporary) }
        }

        /// A screen's result stored by an earlier run, kept for this run's pack too.
        func screen(_ key: String) -> (screen: ScreenResult, findings: [Finding])? {
            guard let earlier, let slot = earlier.slots[key], let data = earlier.pack.bytes(slot),
                  let result = AuditCache.decode(data) else { return nil }
            append(data, as: key)
            return result
        }

        /// A screen audited in this run.
        func store(_ result: (screen: ScreenResult, findings: [Finding]), as key: String) {
            cache.recordAudited(result.screen.name)
            guard let data = try? CacheCoding.encode(ScreenEntry(screen: result.screen, findings: result.findings))
            else { return }
            append(data, as: key)
        }

        private func append(_ data: Data, as key: String) {
            lock.withLock {
                guard !failed, written[key] == nil else { return }
                written[key] = unlockedAppend(data, as: key)
            }
        }

        /// Where `data` went in the pack, or nil (the run is then not stored).
        private func unlockedAppend(_ data: Data, as key: String) -> RunIndex.Slot? {
            guard !failed, openPack() else { return nil }
            do {
                try ReportFile.write(data, to: fd, path: temporary ?? "")
            } catch {
                failed = true
                return nil
            }
            defer { size += data.count }
            return RunIndex.Slot(key: key, offset: size, length: data.count)
        }

        /// Opens this run's pack under a temporary name, making the cache's folders if needed.
        private func openPack() -> Bool {
            if fd >= 0 { return true }
            let folder = cache.runsFolder
            if mkdir(folder, 0o755) != 0, errno == ENOENT {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let path = "\(folder)/.\(configuration).\(getpid()).\(UUID().uuidString.prefix(8)).pack.tmp"
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                failed = true
                return false
            }
            temporary = path
            return true
        }

        /// Stores the run as `key` with its findings one per place: its pack, then its index
        /// (so an index never names a pack that is not there, nor another pack stored under the
        /// same key), then which run the next one of this configuration reads.
        func finish(screens keys: [String], findings: [Finding], inputErrors: [InputError], warnings: [InputError],
                    as key: String) {
            lock.withLock {
                let slots = keys.compactMap { written[$0] }
                guard slots.count == keys.count, let encoded = try? CacheCoding.encode(RunFindings(findings: findings)),
                      let findingsSlot = unlockedAppend(encoded, as: "findings") else { return }
                let closed = close(fd)
                fd = -1
                guard closed == 0 else { return }
                unlink(cache.runFile(key, "json"))
                guard rename(temporary!, cache.runFile(key, "pack")) == 0 else { return }
                temporary = nil
                let index = RunIndex(screens: slots, findings: findingsSlot, inputErrors: inputErrors, warnings: warnings)
                guard let data = try? JSONEncoder().encode(index),
                      (try? ReportFile.writeAtomically(data, to: cache.runFile(key, "json"))) != nil,
                      (try? ReportFile.writeAtomically(Data(key.utf8), to: cache.runFile(configuration, "latest"))) != nil
                else { return }
                cache.prune(keeping: key)
            }
        }
    }

    /// The kind of a report file kept beside its run.
    static let reportKind = "report"

    /// Removes all but the newest `keptRuns` runs (by when they were stored) and the newest run
    /// of each of the `keptConfigurations` configurations stored most recently (the others'
    /// records of their newest run go too), the reports of any other run, temporary or
    /// unindexed packs of runs that ended more than a day ago, and what earlier versions of the
    /// cache kept in other folders.
    fileprivate func prune(keeping newest: String) {
        let fm = FileManager.default
        try? fm.removeItem(atPath: directory + "/screens")
        guard let names = try? fm.contentsOfDirectory(atPath: runsFolder) else { return }
        var pinned: Set<String> = [newest]
        var configurations: [(path: String, stored: Date)] = []
        var runs: [(key: String, stored: Date)] = []
        var oldPacks: [String] = []
        var reports: [String] = []
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        for name in names {
            let path = runsFolder + "/" + name
            let attributes = try? fm.attributesOfItem(atPath: path)
            let modified = attributes?[.modificationDate] as? Date ?? .distantPast
            if attributes?[.type] as? FileAttributeType == .typeDirectory {
                try? fm.removeItem(atPath: path)
            } else if name.hasSuffix(".latest") {
                configurations.append((path, modified))
            } else if name.hasSuffix(".json") {
                runs.append((String(name.dropLast(5)), modified))
            } else if name.hasSuffix(".tmp"), modified < dayAgo {
                unlink(path)
            } else if name.hasSuffix(".pack"), modified < dayAgo {
                oldPacks.append(String(name.dropLast(5)))
            } else if name.hasSuffix("." + Self.reportKind) {
                reports.append(name)
            }
        }
        for (rank, configuration) in configurations.sorted(by: { $0.stored > $1.stored }).enumerated() {
            if rank < Self.keptConfigurations {
                if let key = try? String(contentsOfFile: configuration.path, encoding: .utf8) { pinned.insert(key) }
            } else {
                unlink(configuration.path)
            }
        }
        // A pack whose index was never written (its run ended between the two) names no run.
        for key in oldPacks where !names.contains("\(key).json") { unlink(runFile(key, "pack")) }
        // Reports only for the newest run of each configuration kept: they are what a run hits.
        for name in reports where !pinned.contains(String(name.prefix { $0 != "." })) {
            unlink(runsFolder + "/" + name)
        }
        let kept = Set(runs.sorted { $0.stored > $1.stored }.prefix(Self.keptRuns).map(\.key)).union(pinned)
        for run in runs where !kept.contains(run.key) {
            unlink(runFile(run.key, "json"))
            unlink(runFile(run.key, "pack"))
        }
    }
}
