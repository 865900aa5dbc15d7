@testable import A11yAudit
import AuditModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Profiles
import Reports
import Testing

/// The cache: an unchanged project is not audited again, and an edit re-audits exactly the
/// screens it touches, with the same result as a run without a cache.
@Suite struct AuditCacheTests {
    static let badge = """
    import SwiftUI
    struct Badge: View {
        var body: some View { Text("New").font(.system(size: 10)) }
    }
    """
    static let files = [
        "Badge.swift": badge,
        "First.swift": "import SwiftUI\nstruct First: View { var body: some View { VStack { Badge(); Text(\"One\") } } }\n",
        "Second.swift": "import SwiftUI\nstruct Second: View { var body: some View { Badge() } }\n",
        "Third.swift": "import SwiftUI\nstruct Third: View { var body: some View { Button { } label: { Image(systemName: \"gear\") } } }\n",
    ]

    func project() throws -> URL {
        let dir = TestPaths.temporaryDirectory()
        for (name, text) in Self.files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    func audit(_ dir: URL, cache: AuditCache?) throws -> AuditResult {
        var options = AuditOptions()
        options.cache = cache
        return try Auditor(options: options).audit(paths: [dir.path])
    }

    @Test func anUnchangedProjectIsNotAuditedAgain() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory().path
        let first = AuditCache(directory: cacheDir)
        let cold = try audit(dir, cache: first)
        #expect(Set(first.auditedScreens) == ["First", "Second", "Third"])
        let second = AuditCache(directory: cacheDir)
        let warm = try audit(dir, cache: second)
        #expect(second.auditedScreens.isEmpty)
        #expect(warm == cold)
        #expect(warm == (try audit(dir, cache: nil)))
    }

    @Test func changingAComponentReauditsExactlyTheScreensUsingIt() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory().path
        _ = try audit(dir, cache: AuditCache(directory: cacheDir))
        try Self.badge.replacingOccurrences(of: "size: 10", with: "size: 11")
            .write(to: dir.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let cache = AuditCache(directory: cacheDir)
        let result = try audit(dir, cache: cache)
        #expect(cache.auditedScreens.sorted() == ["First", "Second"])
        #expect(result == (try audit(dir, cache: nil)), "partly cached equals uncached")
        #expect(result.findings.contains { $0.message.contains("11 pt") })
    }

    @Test func aScreensKeyFilesKnownBeforeLoweringCoverEveryFileItsElementsComeFrom() throws {
        let auditor = Auditor()
        let pending = auditor.pending(try auditor.load(paths: [TestPaths.examples, try project().path]))
        #expect(pending.contains { $0.name == "First" && $0.sourceFiles().count == 2 }, "First shows Badge from its own file")
        for screen in pending {
            let lowered = CacheKeys.sources(of: screen.lowered())
            #expect(lowered.isSubset(of: screen.sourceFiles()), "\(screen.name)")
        }
    }

    /// Every location a view tree holds, by plain recursion: what a screen's key must cover.
    static func everyFile(_ node: ViewNode, into files: inout Set<String>) {
        func visit(_ value: Value) {
            switch value {
            case .views(let views): for view in views { everyFile(view, into: &files) }
            case .call(_, let arguments): arguments.forEach(argument)
            case .array(let items), .choice(let items): items.forEach(visit)
            case .range(let lower, let upper, _): [lower, upper].compactMap { $0 }.forEach(visit)
            default: break
            }
        }
        func argument(_ argument: Argument) {
            if let location = argument.location { files.insert(location.file) }
            visit(argument.value)
        }
        files.insert(node.location.file)
        node.arguments.forEach(argument)
        for modifier in node.modifiers {
            files.insert(modifier.location.file)
            modifier.arguments.forEach(argument)
        }
        for child in node.children { everyFile(child, into: &files) }
    }

    /// The screens, still to be lowered, of `count` generated screens sharing components
    /// (written to a new folder) and of Examples.
    static func sharedComponentScreens(_ count: Int) throws -> [PendingScreen] {
        let dir = TestPaths.temporaryDirectory()
        for (name, text) in SwiftUISourceSharedComponents.screens(count) {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let auditor = Auditor()
        return auditor.pending(try auditor.load(paths: [dir.path, TestPaths.examples]))
    }

    @Test func aScreensKeyFilesAreEveryFileItsViewTreeHolds() throws {
        let pending = try Self.sharedComponentScreens(12)
        let bodies = CacheKeys.BodySources()
        var checked = 0
        for screen in pending {
            guard let root = screen.viewRoot else { continue }
            var files: Set<String> = [screen.location.file]
            Self.everyFile(root, into: &files)
            #expect(screen.sourceFiles(bodies: bodies) == files, "\(screen.name)")
            checked += 1
        }
        #expect(checked > 20)
    }

    @Test func aBodyShownByManyScreensGivesEachTheFilesItGivesAlone() throws {
        // `Card()` is called from each screen's own file: its body's files are walked once and
        // must not carry the file of the screen that met it first.
        let pending = try Self.sharedComponentScreens(20)
        let bodies = CacheKeys.BodySources()
        for screen in pending {
            #expect(screen.sourceFiles(bodies: bodies) == screen.sourceFiles(), "\(screen.name)")
        }
        let seventh = try #require(pending.first { $0.name == "Screen7" })
        #expect(seventh.sourceFiles(bodies: bodies).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
                == ["Components.swift", "Screen7.swift"])
    }

    @Test func aFileNoElementComesFromCountsForEveryScreen() throws {
        let dir = try project()
        let constants = dir.appendingPathComponent("Strings.swift")
        try "enum Titles { static let one = \"One\" }\n".write(to: constants, atomically: true, encoding: .utf8)
        let cacheDir = TestPaths.temporaryDirectory().path
        _ = try audit(dir, cache: AuditCache(directory: cacheDir))
        try "enum Titles { static let one = \"Uno\" }\n".write(to: constants, atomically: true, encoding: .utf8)
        let cache = AuditCache(directory: cacheDir)
        let result = try audit(dir, cache: cache)
        #expect(cache.auditedScreens.sorted() == ["First", "Second", "Third"], "a constant may feed any screen")
        #expect(result == (try audit(dir, cache: nil)))
    }

    @Test func anotherConfigurationDoesNotReuseResults() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory().path
        _ = try audit(dir, cache: AuditCache(directory: cacheDir))
        var options = AuditOptions()
        let cache = AuditCache(directory: cacheDir)
        options.cache = cache
        var profile = Profile.builtInDefault
        profile.failOn = .warning
        _ = try Auditor(profile: profile, options: options).audit(paths: [dir.path])
        #expect(cache.auditedScreens.count == 3)
    }

    @Test func changingTheSwiftFileSizeLimitReadsTheFileAgain() throws {
        let dir = try project()
        // Just over 1 MiB: refused at `max_swift_file_mib: 1`, read at 2.
        let padding = String(repeating: "// padding\n", count: (1 << 20) / 11 + 1)
        try (Self.files["Second.swift"]! + padding).write(to: dir.appendingPathComponent("Second.swift"), atomically: true, encoding: .utf8)
        let configPath = dir.appendingPathComponent(".a11y-audit.yml").path
        let cacheDir = TestPaths.temporaryDirectory().path
        func run(limitMiB: Int) throws -> AuditResult {
            try "max_swift_file_mib: \(limitMiB)\n".write(toFile: configPath, atomically: true, encoding: .utf8)
            var options = AuditOptions()
            options.config = try ProjectConfig.load(path: configPath, knownRules: [:])
            options.cache = AuditCache(directory: cacheDir)
            return try Auditor(options: options).audit(paths: [dir.path])
        }
        let refused = try run(limitMiB: 1)
        #expect(refused.inputErrors.map(\.message).contains { $0.contains("over the 1 MiB limit") })
        let read = try run(limitMiB: 2)
        #expect(read.inputErrors.isEmpty, "\(read.inputErrors)")
        #expect(read.screens.map(\.name).contains("Second"))
    }

    @Test func anotherPlatformDoesNotReuseResults() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory().path
        let detected = try audit(dir, cache: AuditCache(directory: cacheDir))
        var options = AuditOptions()
        options.platform = .macOS
        let uncached = try Auditor(options: options).audit(paths: [dir.path])
        options.cache = AuditCache(directory: cacheDir)
        let cached = try Auditor(options: options).audit(paths: [dir.path])
        #expect(uncached != detected, "the platform changes the result")
        #expect(cached == uncached)
    }

    @Test func aRunKeepingNoTranscriptsDoesNotStandInForOneThatShowsThem() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory().path
        var options = AuditOptions()
        options.keepsTranscripts = false
        options.cache = AuditCache(directory: cacheDir)
        let bare = try Auditor(options: options).audit(paths: [dir.path])
        #expect(bare.screens.allSatisfy { $0.transcript.isEmpty })
        let cache = AuditCache(directory: cacheDir)
        let full = try audit(dir, cache: cache)
        #expect(cache.auditedScreens.count == 3)
        #expect(full.screens.allSatisfy { !$0.transcript.isEmpty })
        #expect(full.findings == bare.findings)
        #expect(full.screens.map(\.scorecard) == bare.screens.map(\.scorecard))
    }

    @Test func theCacheMakesItsFoldersUnderAParentThatDoesNotExistYet() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory().appendingPathComponent("not/made/yet").path
        _ = try audit(dir, cache: AuditCache(directory: cacheDir))
        let second = AuditCache(directory: cacheDir)
        _ = try audit(dir, cache: second)
        #expect(second.auditedScreens.isEmpty, "every entry of the first run was written and read back")
    }

    /// Cache keys and fingerprints are FNV-1a 64: the same for a text and its bytes, and the
    /// same in every process and on every platform.
    @Test func theStableHashIsFNV1aOfTheUTF8Bytes() {
        #expect(StableHash.hex("") == "cbf29ce484222325")
        #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
        #expect(StableHash.hex(bytes: Array("Grüße".utf8)) == StableHash.hex("Grüße"))
    }

    /// Fingerprints hash their pieces where they are: the hash of the joined text, so baselines
    /// written before keep matching.
    @Test func hashingPiecesEqualsHashingThemJoined() {
        for pieces in [["text-clipped", "Row", "Row/Text[0]", "Grüße"], ["", ""], ["a"], ["x", "", "y\u{1F}z"]] {
            #expect(StableHash.hex(joining: pieces, separator: 0x1F) == StableHash.hex(pieces.joined(separator: "\u{1F}")))
        }
        #expect(Finding.fingerprint(rule: "control-name", owner: "Settings", element: "Settings/Button[0]", label: "")
            == "cf599dc4eb0e7ae4")
    }

    /// A file's contents are keyed eight bytes a step: a changed byte anywhere, in a whole word
    /// or in the tail, changes the key, and the key is fixed for fixed bytes in every process.
    @Test func aFilesKeyChangesWithAnyOneByteAndIsFixedForItsBytes() {
        let bytes = (0..<37).map { UInt8($0 &* 7 &+ 3) }
        var keys: Set<String> = [CacheKeys.hash(bytes)]
        for position in bytes.indices {
            for bit in [0, 7] {
                var changed = bytes
                changed[position] ^= 1 << bit
                #expect(keys.insert(CacheKeys.hash(changed)).inserted, "byte \(position), bit \(bit)")
            }
        }
        #expect(CacheKeys.hash([]) == "9ca066f1a4ab2eea:0")
        #expect(CacheKeys.hash(Array("hello, world".utf8)) == "96661defef53869e:12")
    }

    @Test func theDefaultFolderFollowsXDG() {
        #expect(AuditCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache/a11y-audit")
        #expect(AuditCache.defaultDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.cache/a11y-audit")
        #expect(AuditCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.cache/a11y-audit")
    }

    /// The files of the cache's `runs` folder, by name.
    func runFiles(_ cacheDir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheDir.appendingPathComponent("runs").path).sorted()
    }

    @Test func aRunIsOnePackOfItsScreensEntriesWithAnIndexNotAFilePerScreen() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory()
        let cold = try audit(dir, cache: AuditCache(directory: cacheDir.path))
        let files = try runFiles(cacheDir)
        #expect(files.filter { $0.hasSuffix(".pack") }.count == 1)
        #expect(files.filter { $0.hasSuffix(".latest") }.count == 1)
        #expect(!files.contains { $0.hasSuffix(".tmp") }, "no temporary pack is left behind")
        #expect(!FileManager.default.fileExists(atPath: cacheDir.appendingPathComponent("screens").path))
        let indexName = try #require(files.first { $0.hasSuffix(".json") })
        let data = try Data(contentsOf: cacheDir.appendingPathComponent("runs/\(indexName)"))
        let index = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let slots = try #require(index["screens"] as? [[String: Any]], "the index places its screens in the pack")
        #expect(slots.count == cold.screens.count)
        #expect(!String(decoding: data, as: UTF8.self).contains("Badge"), "no screen's result is in the index")
        let findings = try #require(index["findings"] as? [String: Any], "the index places the run's findings in the pack")
        let pack = try Data(contentsOf: cacheDir.appendingPathComponent("runs/\(indexName.dropLast(5)).pack"))
        #expect((slots + [findings]).reduce(0) { $0 + ($1["length"] as? Int ?? 0) } == pack.count,
                "the pack is its entries and the run's findings, nothing else")
        let offset = try #require(findings["offset"] as? Int), length = try #require(findings["length"] as? Int)
        let stored = try CacheCoding.decode(StoredFindings.self, from: pack.subdata(in: offset..<offset + length))
        #expect(stored.findings == cold.findings, "one per place, as the run reported them")
        #expect(cold.findings.contains { $0.screens == ["First", "Second"] }, "Badge's finding is stored once for both screens")
    }

    /// The run's findings as the pack holds them.
    struct StoredFindings: Decodable {
        var findings: [Finding]
    }

    @Test func aRunAfterAnEditReusesTheEarlierRunsEntriesAndTheNextRunIsAWholeHit() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory()
        _ = try audit(dir, cache: AuditCache(directory: cacheDir.path))
        try "import SwiftUI\nstruct Third: View { var body: some View { Text(\"Changed\") } }\n"
            .write(to: dir.appendingPathComponent("Third.swift"), atomically: true, encoding: .utf8)
        let edited = AuditCache(directory: cacheDir.path)
        let result = try audit(dir, cache: edited)
        #expect(edited.auditedScreens == ["Third"], "the other screens come from the first run's pack")
        #expect(try runFiles(cacheDir).filter { $0.hasSuffix(".pack") }.count == 2)
        let again = AuditCache(directory: cacheDir.path)
        #expect(try audit(dir, cache: again) == result)
        #expect(again.auditedScreens.isEmpty, "the second run's pack holds every screen, reused ones included")
    }

    /// Audits the project twice with one cache, its stored pack replaced in between by what
    /// `cut` makes of it (given its bytes and its screens' slots): both results, and the
    /// screens the second run audited.
    func auditAgain(cuttingThePack cut: (_ pack: Data, _ screens: [[String: Any]]) throws -> Data) throws
        -> (cold: AuditResult, warm: AuditResult, audited: [String]) {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory()
        let cold = try audit(dir, cache: AuditCache(directory: cacheDir.path))
        let packName = try #require(try runFiles(cacheDir).first { $0.hasSuffix(".pack") })
        let pack = cacheDir.appendingPathComponent("runs/\(packName)")
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: pack.deletingPathExtension().appendingPathExtension("json")))
        let slots = try #require((index as? [String: Any])?["screens"] as? [[String: Any]])
        try cut(try Data(contentsOf: pack), slots).write(to: pack)
        let cache = AuditCache(directory: cacheDir.path)
        return (cold, try audit(dir, cache: cache), cache.auditedScreens)
    }

    @Test func aRunWhosePackIsDamagedIsAuditedAgainWithTheSameResult() throws {
        let run = try auditAgain { pack, screens in
            // Entries are stored as screens finish, so the pack's last one is the one at the
            // greatest offset, not the run's last screen. Cut inside it (the run's findings,
            // stored after it, go too).
            let last = try #require(screens.max { ($0["offset"] as? Int ?? 0) < ($1["offset"] as? Int ?? 0) })
            return pack.prefix(try #require(last["offset"] as? Int) + (try #require(last["length"] as? Int)) - 10)
        }
        #expect(run.audited.count == 1, "only the screen whose entry was cut runs its rules again")
        #expect(run.warm == run.cold)
    }

    @Test func aRunWhoseFindingsEntryIsDamagedIsRebuiltFromItsScreensEntries() throws {
        let run = try auditAgain { pack, _ in pack.dropLast(10) }
        #expect(run.audited.isEmpty, "every screen's entry is whole: no rule runs again")
        #expect(run.warm == run.cold)
    }

    @Test func storingARunRemovesAllButTheNewestRuns() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory()
        let runs = cacheDir.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: runs.appendingPathComponent("ab"), withIntermediateDirectories: true)
        let old = Date(timeIntervalSinceNow: -10 * 86_400)
        for n in 0..<(AuditCache.keptRuns + 3) {
            for ext in ["json", "pack"] {
                let path = runs.appendingPathComponent("old\(n).\(ext)").path
                try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
                try FileManager.default.setAttributes([.modificationDate: old.addingTimeInterval(Double(n))], ofItemAtPath: path)
            }
        }
        for name in ["orphan.pack", ".crashed.pack.tmp"] {
            let path = runs.appendingPathComponent(name).path
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        }
        _ = try audit(dir, cache: AuditCache(directory: cacheDir.path))
        let files = try runFiles(cacheDir)
        #expect(!files.contains("orphan.pack") && !files.contains(".crashed.pack.tmp"), "leftovers of ended runs go")
        #expect(files.filter { $0.hasSuffix(".json") }.count == AuditCache.keptRuns)
        #expect(files.filter { $0.hasSuffix(".pack") }.count == AuditCache.keptRuns)
        #expect(!files.contains("old0.json") && !files.contains("old0.pack"), "the oldest go first")
        #expect(!files.contains("ab"), "an earlier version's folders go")
    }

    @Test func onlyTheMostRecentConfigurationsKeepTheirNewestRun() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory()
        let runs = cacheDir.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
        let old = Date(timeIntervalSinceNow: -10 * 86_400)
        // Each configuration's only run, as a test suite or a CI machine auditing a fresh
        // checkout path every time leaves them: the oldest first.
        let extra = 5
        for n in 0..<(AuditCache.keptConfigurations + extra) {
            let stored = old.addingTimeInterval(Double(n))
            for (name, contents) in [("configuration\(n).latest", "run\(n)"), ("run\(n).json", "{}"), ("run\(n).pack", "")] {
                let path = runs.appendingPathComponent(name).path
                try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
                try FileManager.default.setAttributes([.modificationDate: stored], ofItemAtPath: path)
            }
        }
        _ = try audit(dir, cache: AuditCache(directory: cacheDir.path))
        let files = Set(try runFiles(cacheDir))
        // This run's configuration is the newest; the next most recent keep theirs.
        #expect(files.filter { $0.hasSuffix(".latest") }.count == AuditCache.keptConfigurations)
        for n in 0...extra {
            #expect(!files.contains("configuration\(n).latest") && !files.contains("run\(n).json")
                && !files.contains("run\(n).pack"), "configuration \(n) is among the oldest: its run goes")
        }
        let newest = AuditCache.keptConfigurations + extra - 1
        #expect(files.contains("configuration\(newest).latest") && files.contains("run\(newest).json"))
        #expect(files.filter { $0.hasSuffix(".json") }.count == AuditCache.keptConfigurations,
                "the kept configurations' runs (more than keptRuns) and this run's")
    }

    @Test func aCachedRunKeepsDescribedScreensInputErrorsAndWarnings() throws {
        let dir = try project()
        try """
        <screens><screen name="Described"><VStack><Button><Image systemName="trash"/></Button></VStack></screen></screens>
        """.write(to: dir.appendingPathComponent("Described.a11y.xml"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n// a11y-audit:disable:next no-such-rule -- test\nstruct Broken: View { var body: some View { Text(\"x\") }\n"
            .write(to: dir.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let cacheDir = TestPaths.temporaryDirectory().path
        let cold = try audit(dir, cache: AuditCache(directory: cacheDir))
        #expect(cold.screens.contains { $0.name == "Described" })
        #expect(!cold.inputErrors.isEmpty)
        #expect(!cold.warnings.isEmpty)
        let cache = AuditCache(directory: cacheDir)
        let warm = try audit(dir, cache: cache)
        #expect(cache.auditedScreens.isEmpty)
        #expect(warm == cold)
        #expect(warm.warnings == cold.warnings)
        #expect(warm == (try audit(dir, cache: nil)))
    }

    /// Runs the project as the CLI does, writing every report into `reports` (plus, with
    /// `strict`, JUnit without file and line) with the cache in `cacheDir`.
    func runWithReports(_ dir: URL, cacheDir: URL, reports: URL, strict: Bool = false) throws -> RunOutcome {
        var settings = RunSettings()
        settings.cachePath = cacheDir.path
        settings.reportsDirectory = reports.path
        settings.junitStrict = strict
        settings.failOn = "never"
        return try RunSetup(settings).run(paths: [dir.path])
    }

    static let reportNames = ReportFormat.allCases.map(\.defaultFileName)

    func reportFiles(_ folder: URL) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: Self.reportNames.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }

    /// The files the cache keeps beside its runs.
    func keptFiles(_ cacheDir: URL) throws -> [URL] {
        try runFiles(cacheDir).filter { $0.hasSuffix(".report") }.map { cacheDir.appendingPathComponent("runs/\($0)") }
    }

    func inode(_ file: URL) throws -> UInt64 {
        try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64)
    }

    @Test func aRunTheCacheHoldsTakesTheReportsItsFirstRunWrote() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory(), reports = TestPaths.temporaryDirectory()
        let firstConsole = try runWithReports(dir, cacheDir: cacheDir, reports: reports).console(color: false)
        let first = try reportFiles(reports)
        let kept = try keptFiles(cacheDir)
        #expect(kept.count == Self.reportNames.count + 1, "each report and the console output are kept beside the run")
        let keptInodes = Set(try kept.map(inode))
        let written = try Self.reportNames.map { try inode(reports.appendingPathComponent($0)) }
        #expect(Set(written).isSubset(of: keptInodes), "the cache keeps the very files the run wrote")
        for name in Self.reportNames { try FileManager.default.removeItem(at: reports.appendingPathComponent(name)) }
        let secondConsole = try runWithReports(dir, cacheDir: cacheDir, reports: reports).console(color: false)
        #expect(try reportFiles(reports) == first)
        #expect(try Self.reportNames.map { try inode(reports.appendingPathComponent($0)) } == written,
                "the reports are the kept files again, not written anew")
        #expect(secondConsole == firstConsole)
        // The console text the cache holds, marked there (under the name its new size and time give it).
        let console = try #require(try kept.first { !written.contains(try inode($0)) })
        try (try Data(contentsOf: console) + Data("<!-- kept -->".utf8)).write(to: console)
        var info = stat()
        #expect(stat(console.path, &info) == 0)
        let stamp = "\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
        let name = console.lastPathComponent.split(separator: ".").prefix(2).joined(separator: ".")
        try FileManager.default.moveItem(at: console, to: console.deletingLastPathComponent()
            .appendingPathComponent("\(name).\(stamp).report"))
        #expect(try runWithReports(dir, cacheDir: cacheDir, reports: reports).console(color: false) == firstConsole + "<!-- kept -->")
        #expect(try runWithReports(dir, cacheDir: cacheDir, reports: reports).console(color: true) != firstConsole + "<!-- kept -->",
                "colour is another output, rendered anew")
    }

    @Test func aReportChangedInPlaceSinceItWasKeptIsWrittenAgain() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory(), reports = TestPaths.temporaryDirectory()
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: reports)
        let first = try reportFiles(reports)
        // A tool appending to the report changes the kept file too: they are one file.
        let json = reports.appendingPathComponent("report.json")
        let handle = try FileHandle(forWritingTo: json)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("appended".utf8))
        try handle.close()
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: reports)
        #expect(try reportFiles(reports) == first, "written again from the result, not copied")
    }

    @Test func aReportWithOtherOptionsOrInAnotherPlaceIsWrittenNotCopied() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory(), reports = TestPaths.temporaryDirectory()
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: reports)
        let plain = try reportFiles(reports)
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: reports, strict: true)
        let strict = try reportFiles(reports)
        #expect(strict["junit.xml"] != plain["junit.xml"], "JUnit without file and line is its own report")
        #expect(!String(decoding: strict["junit.xml"]!, as: UTF8.self).contains(" line=\""), "no testcase names its line")
        #expect(strict.filter { $0.key != "junit.xml" } == plain.filter { $0.key != "junit.xml" })
        let elsewhere = TestPaths.temporaryDirectory()
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: elsewhere)
        #expect(try reportFiles(elsewhere) == plain, "the same text, written for the new place")
        #expect(try runFiles(cacheDir).filter { $0.hasSuffix(".report") }.count == 2 * Self.reportNames.count + 1,
                "one more JUnit for the strict run, every report for the new place")
    }

    @Test func onlyTheNewestRunOfAConfigurationKeepsItsReports() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory(), reports = TestPaths.temporaryDirectory()
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: reports)
        let firstRun = try #require(try runFiles(cacheDir).first { $0.hasSuffix(".json") }?.dropLast(5))
        try "import SwiftUI\nstruct Third: View { var body: some View { Text(\"Changed\") } }\n"
            .write(to: dir.appendingPathComponent("Third.swift"), atomically: true, encoding: .utf8)
        _ = try runWithReports(dir, cacheDir: cacheDir, reports: reports)
        let kept = try runFiles(cacheDir).filter { $0.hasSuffix(".report") }
        #expect(kept.count == Self.reportNames.count)
        #expect(!kept.contains { $0.hasPrefix(firstRun + ".") }, "the earlier run's reports go when the next is stored")
    }

    @Test func cliSecondRunPrintsTheSameAndNoCacheWritesNothing() throws {
        let dir = try project()
        let cacheDir = TestPaths.temporaryDirectory()
        let args = ["audit", dir.path, "--format", "xcode", "--cache-path", cacheDir.path]
        let cold = try CLIRun(args)
        let warm = try CLIRun(args)
        #expect(cold.status == 1)
        #expect(warm.status == cold.status)
        #expect(warm.stdout == cold.stdout)
        #expect(warm.stderr == cold.stderr)
        let unused = TestPaths.temporaryDirectory().appendingPathComponent("none")
        let none = try CLIRun(["audit", dir.path, "--format", "xcode", "--no-cache", "--cache-path", unused.path])
        #expect(none.stdout == cold.stdout)
        #expect(!FileManager.default.fileExists(atPath: unused.path))
    }
}
