import A11yAudit
import AuditModel
import Foundation
import Profiles
import Reports
import Testing

/// The facade resolves a run the way the CLI does, so a library user gets the same behaviour.
@Suite struct RunSetupTests {
    func project(config: String) throws -> URL {
        let dir = TestPaths.temporaryDirectory()
        try config.write(to: dir.appendingPathComponent(".a11y-audit.yml"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func settingsWinOverTheConfigAndTheConfigOverTheProfile() throws {
        let dir = try project(config: "profile: strict\nfail_on: info\nreports: { dir: out, formats: [junit, sarif], format: xcode }\n")
        var settings = RunSettings()
        settings.workingDirectory = dir.path
        let fromConfig = try RunSetup(settings)
        #expect(fromConfig.profile.name == "strict")
        #expect(fromConfig.profile.failOn == .info)
        #expect(fromConfig.consoleFormat == .xcode)
        #expect(Set(fromConfig.reports.files.keys) == [.junit, .sarif])

        settings.profile = "default"
        settings.failOn = "never"
        settings.consoleFormat = "github"
        settings.reportFiles = ["html": "page.html"]
        let fromFlags = try RunSetup(settings)
        #expect(fromFlags.profile.name == "default")
        #expect(fromFlags.profile.failOn == nil)
        #expect(fromFlags.consoleFormat == .github)
        #expect(fromFlags.reports.files == [.html: "page.html"], "a report flag replaces the config's reports")
    }

    @Test func aRunKeepsTranscriptsOnlyWhenAnOutputShowsThem() throws {
        var settings = RunSettings()
        settings.workingDirectory = TestPaths.temporaryDirectory().path
        func keeps(reports: [String: String], console: String? = nil) throws -> Bool {
            settings.reportFiles = reports
            settings.consoleFormat = console
            return try RunSetup(settings).options.keepsTranscripts
        }
        #expect(try keeps(reports: [:]) == false, "the text console shows none")
        #expect(try keeps(reports: [:], console: "xcode") == false)
        #expect(try keeps(reports: ["junit": "j.xml", "sarif": "r.sarif", "markdown": "s.md"]) == false)
        #expect(try keeps(reports: ["html": "page.html"]))
        #expect(try keeps(reports: ["json": "r.json"]))
        #expect(try keeps(reports: [:], console: "json"))
        #expect(AuditOptions().keepsTranscripts, "a library user gets every transcript")
    }

    @Test func unknownNamesAreSettingsErrors() throws {
        var settings = RunSettings()
        settings.workingDirectory = TestPaths.temporaryDirectory().path
        settings.consoleFormat = "yaml"
        #expect(throws: SettingsError.self) { try RunSetup(settings) }
        settings.consoleFormat = nil
        settings.shard = "3/2"
        #expect(throws: SettingsError.self) { try RunSetup(settings) }
        settings.shard = nil
        settings.reportFiles = ["pdf": "x.pdf"]
        #expect(throws: SettingsError.self) { try RunSetup(settings) }
    }

    @Test func everyConfigFormatNameIsAFormat() {
        for name in ReportDefaults.FileFormat.allCases.map(\.rawValue) { #expect(ReportFormat(rawValue: name) != nil, "\(name)") }
        for name in ReportDefaults.ConsoleFormat.allCases.map(\.rawValue) { #expect(ConsoleFormat(rawValue: name) != nil, "\(name)") }
        #expect(ReportDefaults.FileFormat.allCases.count == ReportFormat.allCases.count)
    }

    @Test func everyReportFormatWritesItsFile() throws {
        let dir = TestPaths.temporaryDirectory().appendingPathComponent("nested")
        let result = Auditor().audit(swiftSource: "Button { } label: { Image(systemName: \"xmark\") }")
        try ReportRequest.all(in: dir.path).write(result)
        for format in ReportFormat.allCases {
            let path = dir.appendingPathComponent(format.defaultFileName).path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(format) wrote nothing")
        }
    }

    @Test func aReportThatCannotBeWrittenFailsAndTheOthersAreStillWritten() throws {
        let dir = TestPaths.temporaryDirectory()
        let result = Auditor().audit(swiftSource: "Button { } label: { Image(systemName: \"xmark\") }")
        var request = ReportRequest()
        request.files[.json] = dir.appendingPathComponent("report.json").path
        request.files[.html] = dir.path  // a folder: no report can replace it
        #expect(throws: ReportWriteError(path: dir.path, reason: "it is a directory")) { try request.write(result) }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("report.json").path))
    }

    @Test func aReportWhoseFolderCannotBeMadeNamesTheReportAndWhy() throws {
        let file = TestPaths.temporaryDirectory().appendingPathComponent("plain-file")
        try Data().write(to: file)
        let result = Auditor().audit(swiftSource: "Button { } label: { Image(systemName: \"xmark\") }")
        var request = ReportRequest()
        let path = file.appendingPathComponent("reports/report.json").path
        request.files[.json] = path
        #expect(throws: ReportWriteError(path: path, reason: "cannot make folder \(file.path)/reports: Not a directory")) {
            try request.write(result)
        }
    }

    /// Reports are written largest first, but of several failures the first in format order
    /// is the one reported, as before.
    @Test func ofSeveralFailedReportsTheFirstInFormatOrderIsReported() throws {
        let junit = TestPaths.temporaryDirectory(), json = TestPaths.temporaryDirectory()
        let result = Auditor().audit(swiftSource: "Button { } label: { Image(systemName: \"xmark\") }")
        var request = ReportRequest()
        request.files[.json] = json.path
        request.files[.junit] = junit.path
        #expect(throws: ReportWriteError(path: junit.path, reason: "it is a directory")) { try request.write(result) }
    }

    @Test func transcriptThroughTheFacadeNamesAMissingScreen() throws {
        var settings = RunSettings()
        settings.workingDirectory = TestPaths.temporaryDirectory().path
        let setup = try RunSetup(settings)
        let listing = try setup.transcript(paths: [TestPaths.examples + "/ShopApp"], screen: "ProfileScreen")
        #expect(listing.text.contains("Edit profile, button."))
        #expect(throws: SettingsError.self) { try setup.transcript(paths: [TestPaths.examples], screen: "NoSuchScreen") }
    }
}

/// The progress line: shown only on a terminal and without `--quiet`; counts what the run did.
@Suite struct ProgressTests {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var written: [String] = []
        func append(_ s: String) { lock.lock(); written.append(s); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return written }
    }

    @Test func shownOnlyOnATerminalWithoutQuiet() {
        #expect(ProgressLine.make(stderrIsTerminal: true, quiet: false) { _ in } != nil)
        #expect(ProgressLine.make(stderrIsTerminal: false, quiet: false) { _ in } == nil)
        #expect(ProgressLine.make(stderrIsTerminal: true, quiet: true) { _ in } == nil)
        #expect(ProgressLine.make(stderrIsTerminal: false, quiet: true) { _ in } == nil)
    }

    @Test func lineIsRedrawnInPlaceAndClearedAtTheEnd() throws {
        let lines = Lines()
        let line = try #require(ProgressLine.make(stderrIsTerminal: true, quiet: false) { lines.append($0) })
        line.update(AuditProgress(filesParsed: 3, files: 10))
        line.finish()
        #expect(lines.all.first?.hasPrefix("\r\u{1B}[K") == true)
        #expect(lines.all.first?.contains("parsed 3/10 files") == true, "\(lines.all)")
        #expect(lines.all.last == "\r\u{1B}[K")
    }

    @Test func theRunReportsEveryFileAndScreen() throws {
        final class Last: @unchecked Sendable {
            let lock = NSLock()
            var value = AuditProgress()
        }
        let last = Last()
        var options = AuditOptions()
        options.progress = { p in
            last.lock.lock()
            // Updates from several threads may arrive out of order: keep the furthest.
            if p.filesParsed + p.screensAudited >= last.value.filesParsed + last.value.screensAudited { last.value = p }
            last.lock.unlock()
        }
        let result = try Auditor(options: options).audit(paths: [TestPaths.examples])
        #expect(last.value.files > 0)
        #expect(last.value.filesParsed == last.value.files)
        #expect(last.value.screens == result.screens.count)
        #expect(last.value.screensAudited == result.screens.count)
    }
}
