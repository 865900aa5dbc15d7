import AuditModel
import SwiftParser
import SwiftParserDiagnostics
@testable import SwiftUISource
import Testing

/// The one input error a Swift file with syntax errors gets.
@Suite struct SyntaxErrorReportTests {
    static let broken = [
        "struct A: View {\n  var body: some View {\n    Text(\"a\") Text(\"b\")\n  }\n}\n",
        "struct A: View {\n  var body: some View {\n    VStack {\n      Button(\"Save\" { save() }\n",
        "struct A: View {\n  var body: some View {\n    Text(\"a\").p\u{0}dding()\n  }\n}\n",
        "let = 5\nstruct A {}\n",
        "struct A {\n  func f( {\n  }\n}\n",
        "struct A {}\n}\nstruct B {}\n",
        "struct A: View {\n  var body: some View {\n    Text(\"a\")\n      .padding(.horizontal 8)\n  }\n}\n",
    ]

    static func lines(_ source: String) -> LineTable {
        LineTable(file: "A.swift", bytes: Array(source.utf8))
    }

    @Test("the first error is placed on the line of swift-syntax's first diagnostic", arguments: broken)
    func firstErrorIsOnTheLineOfTheFirstDiagnostic(source: String) throws {
        let tree = Parser.parse(source: source)
        let first = try #require(ParseDiagnosticsGenerator.diagnostics(for: tree).min { $0.position < $1.position })
        let lines = Self.lines(source)
        #expect(lines.location(ofOffset: SyntaxErrorReport.firstErrorOffset(in: tree)).line
                == lines.location(of: first.position).line)
        let error = try #require(SyntaxErrorReport.firstError(tree, lines: lines))
        #expect(error.message.hasPrefix("Swift syntax error: \(first.message)"))
    }

    @Test func aFileWithoutErrorsHasNone() {
        let source = "struct A: View {\n  var body: some View { Text(\"a\").padding() }\n}\n"
        #expect(SyntaxErrorReport.firstError(Parser.parse(source: source), lines: Self.lines(source)) == nil)
    }

    /// swift-syntax's description of an error just before a long modifier chain takes time
    /// growing with the square of the chain; past the depth limit the error is only placed.
    @Test func anErrorInCodeTooDeepToDescribeIsPlacedOnItsLine() throws {
        let source = "struct A: View {\n  var body: some View {\n    Text(\"a\") Text(\"b\")"
            + String(repeating: ".padding()", count: InputLimits.swiftDescribedErrorDepth / 2 + 1) + "\n  }\n}\n"
        let error = try #require(SyntaxErrorReport.firstError(Parser.parse(source: source), lines: Self.lines(source)))
        #expect(error.location.line == 3)
        #expect(error.message == "Swift syntax error in code nested over \(InputLimits.swiftDescribedErrorDepth) "
            + "syntax levels deep, not described further; the rest of the file is still audited")
    }

    @Test func aChainAsLongAsIsAuditedStillGetsItsErrorDescribed() throws {
        let source = "struct A: View {\n  var body: some View {\n    Text(\"a\") Text(\"b\")"
            + String(repeating: ".padding()", count: InputLimits.modifiersPerView) + "\n  }\n}\n"
        let error = try #require(SyntaxErrorReport.firstError(Parser.parse(source: source), lines: Self.lines(source)))
        #expect(error.location.line == 3)
        #expect(error.message.hasPrefix("Swift syntax error: consecutive statements on a line"))
    }
}
