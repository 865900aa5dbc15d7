import AuditModel
import SwiftUISource
import Testing

@Suite struct SwiftUISourceSuppressions {
    static func suppressions(_ body: String) -> (suppressions: [Suppression], errors: [InputError]) {
        let result = SwiftUISourceSupport.load([("S.swift", "struct S: View { var body: some View { EmptyView() } }\n" + body)])
        return (result.suppressions, result.errors)
    }

    @Test func disableNextCoversTheNextCodeLineWithReason() throws {
        let (found, errors) = Self.suppressions("""
        // a11y-audit:disable:next image-label, control-name -- decorative logo, label set at run time
        // (another comment)

        Image("logo")
        """)
        #expect(errors.isEmpty)
        let s = try #require(found.first)
        #expect(s.rules == ["image-label", "control-name"])
        #expect(s.lines == 5...5)
        #expect(s.reason == "decorative logo, label set at run time")
        #expect(s.location == SourceLocation(file: "S.swift", line: 2, column: 1))
        #expect(s.file == "S.swift")
    }

    @Test func disableThisCoversItsOwnLine() throws {
        let (found, _) = Self.suppressions(#"Image("x") // a11y-audit:disable:this image-label"#)
        let s = try #require(found.first)
        #expect(s.lines == 2...2)
        #expect(s.rules == ["image-label"])
        #expect(s.reason == nil)
    }

    @Test func disableEnableRangesEndPerRule() {
        let (found, _) = Self.suppressions("""
        // a11y-audit:disable control-name image-label
        Text("a")
        // a11y-audit:enable image-label
        Text("b")
        // a11y-audit:enable control-name
        """)
        #expect(found.map(\.lines) == [2...4, 2...6])
        #expect(found.map(\.rules) == [["image-label"], ["control-name"]])
    }

    @Test func unclosedDisableRunsToTheEndOfTheFile() {
        let (found, _) = Self.suppressions("// a11y-audit:disable\nText(\"a\")\nText(\"b\")\n")
        #expect(found.count == 1)
        #expect(found.first?.rules == [])
        #expect(found.first?.lines == 2...5)
    }

    @Test func disableFileCoversEverything() throws {
        let (found, _) = Self.suppressions("/* a11y-audit:disable-file fixed-font-size */")
        let s = try #require(found.first)
        #expect(s.lines == nil)
        #expect(s.rules == ["fixed-font-size"])
        #expect(s.covers(rule: "fixed-font-size", at: SourceLocation(file: "S.swift", line: 400)))
        #expect(!s.covers(rule: "control-name", at: SourceLocation(file: "S.swift", line: 400)))
    }

    @Test func emptyRuleListMeansEveryRule() throws {
        let (found, _) = Self.suppressions("// a11y-audit:disable:next -- legacy screen\nText(\"a\")")
        let s = try #require(found.first)
        #expect(s.rules.isEmpty)
        #expect(s.reason == "legacy screen")
        #expect(s.covers(rule: "anything", at: SourceLocation(file: "S.swift", line: 3)))
    }

    @Test func unknownDirectiveIsReported() throws {
        let (found, errors) = Self.suppressions("// a11y-audit:disabel control-name")
        #expect(found.isEmpty)
        let error = try #require(errors.first)
        #expect(error.message.contains("unknown a11y-audit directive 'disabel'"))
        #expect(error.location.line == 2)
    }

    @Test func markerOutsideACommentIsIgnored() {
        let (found, errors) = Self.suppressions(#"let s = "a11y-audit:disable control-name""#)
        #expect(found.isEmpty)
        #expect(errors.isEmpty)
    }

    @Test func trailingCommentAfterAURLInAString() throws {
        let (found, _) = Self.suppressions(#"Link("Help", destination: URL(string: "https://x.org")!) // a11y-audit:disable:this control-name"#)
        let s = try #require(found.first)
        #expect(s.lines == 2...2)
        #expect(s.location.column == 58)
    }
}
