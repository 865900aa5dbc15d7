import AuditModel
import Foundation
@testable import Reports
import Testing

@Suite("Reports: JSON and merge")
struct ReportsJSONTests {
    let result = ReportsFixture.result

    @Test func decodeOfRenderIsTheSameResult() throws {
        #expect(try JSONReport.decode(JSONReport.render(result)) == result)
    }

    @Test func writtenFileEqualsRenderAndSurvivesChunkBoundaries() throws {
        var big = result
        big.findings = (0..<4_500).map { i in
            ReportsFixture.finding("label-style", .info, "Checkout/List[0]/Text[\(i)]", 1 + i, 5, "Ends with a period.",
                                   label: "Item \(i).", fix: "Drop the period.")
        }
        try expectWrittenFileReadsBack(big, as: "big.json")
    }

    /// The file `write` streams out equals `render`, and decodes to the same result.
    private func expectWrittenFileReadsBack(_ result: AuditResult, as name: String) throws {
        let path = try ReportsGolden.temporaryFolder().appendingPathComponent(name).path
        try JSONReport.write(result, to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data == JSONReport.render(result))
        #expect(try JSONReport.decode(data) == result)
    }

    /// Screens go out in chunks weighed by their transcript lines: a screen larger than a chunk
    /// goes alone, small ones together, and the file reads back as the same result.
    @Test func screensOfEverySizeSurviveChunkBoundaries() throws {
        var big = result
        let template = try #require(result.screens.first)
        big.screens = (0..<40).map { i in
            var screen = template
            screen.name = "Screen \(i)"
            let lines = i % 10 == 3 ? 2_500 : i * 7
            screen.transcript = (0..<lines).map { n in
                TranscriptLine(text: "Row \(n)", element: "Screen \(i)/List[0]/Text[\(n)]",
                               location: SourceLocation(file: "App/Screen\(i).swift", line: n + 1), dynamic: n % 2 == 0)
            }
            return screen
        }
        try expectWrittenFileReadsBack(big, as: "screens.json")
    }

    @Test func documentedFieldNamesAreThere() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: JSONReport.render(result)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["profile"] as? String == "default")
        let screen = try #require((object["screens"] as? [[String: Any]])?[1])
        for key in ["name", "file", "line", "score", "grade", "dynamicTypeCeiling", "voiceOverCoverage", "counts", "transcript"] {
            #expect(screen[key] != nil, "screen lacks \(key)")
        }
        #expect(screen["dynamicTypeCeiling"] as? String == "none")
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        for key in ["rule", "severity", "screen", "element", "file", "line", "column", "message", "label", "fix",
                    "fingerprint", "suppressed", "baselined"] {
            #expect(finding[key] != nil, "finding lacks \(key)")
        }
    }

    @Test func otherVersionsAndMalformedInputAreRefusedClearly() {
        #expect(throws: JSONReportError(message: "JSON report version 2 is not supported (this tool reads version 1)")) {
            try JSONReport.decode(Data(#"{"version": 2}"#.utf8))
        }
        #expect(throws: JSONReportError.self) { try JSONReport.decode(Data("not json".utf8)) }
        #expect(throws: JSONReportError(message: "malformed a11y-audit JSON report: missing field .tool")) {
            try JSONReport.decode(Data(#"{"version": 1}"#.utf8))
        }
    }

    /// A place names an element by its path's last step without its index, from any screen.
    @Test func aPlaceNamesTheLastStepOfTheElementPath() {
        func element(_ path: String) -> String {
            ReportsFixture.finding("label-style", .info, path, 1, 1, "m", label: "l", fix: "f").place.element
        }
        #expect(element("Checkout/List[0]/Text[3]") == "Text")
        #expect(element("PriceTag/title") == "title")
        #expect(element("Text[0]") == "Text")
        #expect(element("Checkout/Button[1]/") == "Button")
        #expect(element("Écran/Étiquette[2]") == "Étiquette")
        #expect(element("///") == "")
        #expect(element("") == "")
    }

    @Test func mergingShardsReproducesTheSingleRun() throws {
        var single = result
        single.screens.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        single.findings = Finding.merged(single.findings, screenOrder: single.screens.map(\.name))
        // Two shards by screen, each through its JSON file as CI would pass them; the
        // component's finding is on a screen of each.
        let names = Set(single.screens.map(\.name))
        let first = ReportsFixture.settings
        var shards: [AuditResult] = []
        for part in [[first], Array(names.subtracting([first]))] {
            var shard = single
            shard.screens = single.screens.filter { part.contains($0.name) }
            // A shard sees a component's finding on its own screens only.
            shard.findings = single.findings.compactMap { f in
                var seen = f
                seen.screens = f.screens.filter { part.contains($0) }
                return seen.screens.isEmpty ? nil : seen
            }
            shard.inputErrors = single.inputErrors  // every shard reads every file
            shards.append(try JSONReport.decode(JSONReport.render(shard)))
        }
        let merged = try JSONReport.merge(shards.reversed())
        #expect(merged.screens == single.screens)
        #expect(merged.findings == single.findings)
        #expect(merged.findings.contains { $0.component == "PriceTag" && $0.screens == [first, "Checkout"] })
        #expect(merged.inputErrors == single.inputErrors)
        #expect(try MarkdownReport.render(merged) == MarkdownReport.render(JSONReport.merge([single])))
    }

    @Test func mergeRefusesShardsOfDifferentProfiles() {
        var other = result
        other.profile = "strict"
        #expect(throws: JSONReportError.self) { try JSONReport.merge([result, other]) }
    }
}

@Suite("Reports: Markdown and terminal")
struct ReportsTextTests {
    let result = ReportsFixture.result

    @Test func markdownEscapesHostileText() {
        let md = MarkdownReport.render(result)
        #expect(!md.contains("<script>"))
        #expect(md.contains(#"\<\/td\>\<script\>alert\(1\)\<\/script\>"#) == false)  // `/` is not special
        #expect(md.contains(#"\</td\>\<script\>alert\(1\)\</script\>"#))
        #expect(MarkdownReport.cell("a | b") == #"a \| b"#)
    }

    @Test func markdownListsAtMostMaxFindings() {
        let md = MarkdownReport.render(result, maxFindings: 2)
        #expect(md.contains("… and 7 more findings"))
    }

    @Test func xcodeLinesAreFileLineColumnLevelMessageRule() {
        let lines = TerminalReport.render(result, format: .xcode).split(separator: "\n")
        #expect(lines.contains("Sources/Shop/CheckoutView.swift:16:13: error: VoiceOver reads the asset name \"icon_trash\": the image has no meaningful label. — fix: Add `.accessibilityLabel(\"Delete\")`, or use `Image(decorative:)`. [image-label]"))
        #expect(lines.contains("Sources/Shop/Broken.swift:3:14: error: expected '}' to end struct \"Broken\" & <its> body [input-error]"))
        // Suppressed and baselined findings are not shown.
        #expect(!lines.contains { $0.contains("[fixed-font-size]") || $0.contains("[touch-target-size]") })
    }

    @Test func githubCommandsAreEscaped() {
        let line = TerminalReport.command("error", file: "a,b:c.swift", line: 3, column: 4, title: "rule",
                                          message: "100% sure\nnext line\r")
        #expect(line == "::error file=a%2Cb%3Ac.swift,line=3,col=4,title=rule::100%25 sure%0Anext line%0D\n")
        let out = TerminalReport.render(result, format: .github)
        #expect(out.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
    }

    @Test func textHasNoColourUnlessAsked() {
        #expect(!TerminalReport.render(result, format: .text, color: false).contains("\u{1B}["))
        #expect(TerminalReport.render(result, format: .text, color: true).contains("\u{1B}[1;31m"))
    }
}

@Suite("Reports: atomic files")
struct ReportsFileTests {
    @Test func writeReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("r.json").path
        try ReportFile.writeAtomically(Data("one".utf8), to: path)
        try ReportFile.writeAtomically(Data("two".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["r.json"])
    }

    @Test func unwritablePathsGiveAClearError() throws {
        #expect(throws: ReportWriteError(path: "/nonexistent-folder/r.xml", reason: "folder /nonexistent-folder does not exist")) {
            try ReportFile.writeAtomically(Data(), to: "/nonexistent-folder/r.xml")
        }
        let dir = try ReportsGolden.temporaryFolder()
        #expect(throws: ReportWriteError(path: dir.path, reason: "it is a directory")) {
            try JUnitReport.write(ReportsFixture.result, rules: [], to: dir.path)
        }
    }

    @Test func failedWriteKeepsThePreviousReport() throws {
        let dir = try ReportsGolden.temporaryFolder()
        let path = dir.appendingPathComponent("r.txt").path
        try ReportFile.writeAtomically(Data("old".utf8), to: path)
        struct Boom: Error {}
        #expect(throws: Boom.self) { try ReportFile.writeAtomically(to: path) { _ in throw Boom() } }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["r.txt"])
    }
}
