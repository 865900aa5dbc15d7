import Foundation
import Testing

/// A component shown by two screens (one of them shows it twice) has its mistake once in its
/// own source: every report lists it once, with both screens, and each screen's scorecard
/// counts it once.
@Suite(.serialized) struct OneFindingPerPlaceTests {
    static let source = """
    import SwiftUI
    struct Badge: View {
        var body: some View { Text("New").font(.system(size: 10)) }
    }
    struct First: View { var body: some View { VStack { Badge(); Text("One"); Badge() } } }
    struct Second: View { var body: some View { Badge() } }
    """

    let dir: URL

    init() throws {
        dir = TestPaths.temporaryDirectory()
        try Self.source.write(to: dir.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
    }

    func run(_ format: String) throws -> String {
        let run = try CLIRun(["audit", "Shared.swift", "--reports", "out", "--format", format], in: dir)
        #expect(run.status == 1, "\(run.stderr)")
        return run.stdout
    }

    func report(_ name: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent("out/\(name)"), encoding: .utf8)
    }

    func occurrences(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test func stdoutFormatsPrintItOnceWithItsScreens() throws {
        let xcode = try run("xcode")
        #expect(occurrences(xcode, "[fixed-font-size]") == 1, "\(xcode)")
        #expect(xcode.contains("Shared.swift:3:"), "at the Text in Badge: \(xcode)")
        let github = try run("github")
        #expect(occurrences(github, "title=fixed-font-size::") == 1, "\(github)")
        #expect(github.contains("Screens: First, Second, element: Badge/Text[0]"), "\(github)")
        let text = try run("text")
        #expect(occurrences(text, "[fixed-font-size]") == 1, "\(text)")
        #expect(text.contains("on 2 screens: First, Second"), "\(text)")
    }

    @Test func jsonListsItOnceWithBothScreensAndTheScorecardsCountIt() throws {
        _ = try run("text")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report("report.json").utf8)) as? [String: Any])
        let findings = (object["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "fixed-font-size" }
        #expect(findings.count == 1)
        #expect(findings.first?["screens"] as? [String] == ["First", "Second"])
        #expect(findings.first?["component"] as? String == "Badge")
        #expect(findings.first?["element"] as? String == "Badge/Text[0]")
        let screens = object["screens"] as? [[String: Any]] ?? []
        #expect(screens.map { $0["name"] as? String } == ["First", "Second"])
        for screen in screens {
            #expect((screen["counts"] as? [String: Int])?["error"] == 1, "\(screen)")
        }
    }

    @Test func sarifHasOneResultNamingBothScreens() throws {
        _ = try run("text")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report("report.sarif").utf8)) as? [String: Any])
        let results = ((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? [])
            .filter { $0["ruleId"] as? String == "fixed-font-size" }
        #expect(results.count == 1)
        #expect((results.first?["properties"] as? [String: Any])?["screens"] as? [String] == ["First", "Second"])
    }

    @Test func junitFilesItOnceUnderTheComponent() throws {
        _ = try run("text")
        let junit = try report("junit.xml")
        #expect(occurrences(junit, "name=\"fixed-font-size: Badge/Text[0]\"") == 1, "\(junit)")
        #expect(junit.contains("<testsuite name=\"Badge\""))
        #expect(junit.contains("screens (2): First, Second"))
        // Neither screen repeats it, nor claims the rule passed.
        #expect(occurrences(junit, "classname=\"First\" name=\"fixed-font-size") == 0)
        #expect(occurrences(junit, "classname=\"Second\" name=\"fixed-font-size") == 0)
    }

    @Test func htmlAndMarkdownShowItOnceWithItsScreens() throws {
        _ = try run("text")
        let html = try report("index.html")
        #expect(occurrences(html, "data-rule=\"fixed-font-size\"") == 1)
        #expect(html.contains("on 2 screens: <a href=\"#screen-1\">First</a>, <a href=\"#screen-2\">Second</a>"))
        #expect(html.contains("<h2 id=\"other-1-title\">Badge (component)</h2>"))
        let markdown = try report("summary.md")
        #expect(occurrences(markdown, "`fixed-font-size`") == 1, "\(markdown)")
        #expect(markdown.contains("| First, Second |"), "\(markdown)")
    }
}
