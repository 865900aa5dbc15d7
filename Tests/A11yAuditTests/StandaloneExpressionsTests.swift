import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftUISource

/// Kept expressions are parsed again on their own; each must come back as the same node over the
/// same bytes, however deeply it nests in another kept expression.
@Suite struct StandaloneExpressionsTests {
    static let source = """
        let total = price(of: items.first!, taxed: [rate, 0.2]) + shipping.cost * 2
        let label = isWide ? Text("Wide \\(count)").bold() : Text(verbatim: "Narrow")
        let action = { (value: Int) in
            handle(value, default: Config.fallback ?? 3)
        }
        let spacing: CGFloat = 8
        """

    /// Every expression of the source, outer ones before those they contain.
    static func expressions(_ tree: SourceFileSyntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        func visit(_ node: Syntax) {
            if let expression = node.as(ExprSyntax.self) { found.append(expression) }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(tree))
        return found
    }

    @Test func everyExpressionComesBackOverItsOwnBytesNestedOnesIncluded() throws {
        let bytes = Array(Self.source.utf8)
        let tree = Parser.parse(source: Self.source)
        let expressions = Self.expressions(tree)
        // The outermost expression starting at each offset is the one looked for there.
        var outermost: [Int: ExprSyntax] = [:]
        for expression in expressions where outermost[expression.positionAfterSkippingLeadingTrivia.utf8Offset] == nil {
            outermost[expression.positionAfterSkippingLeadingTrivia.utf8Offset] = expression
        }
        #expect(outermost.count > 20)
        let standalone = StandaloneExpressions.parse(expressions, bytes: bytes)
        #expect(Set(standalone.keys) == Set(outermost.keys))
        for (start, original) in outermost {
            let copy = try #require(standalone[start], "\(original.trimmedDescription)")
            #expect(copy.kind == original.kind, "\(original.trimmedDescription)")
            #expect(copy.trimmedDescription == original.trimmedDescription)
            #expect(copy.endPositionBeforeTrailingTrivia == original.endPositionBeforeTrailingTrivia)
            #expect(!copy.root.description.contains("let "), "the copy's tree holds expressions only")
        }
    }

    @Test func aNestedExpressionAloneIsFoundInsideTheCopyOfNothingElse() throws {
        let bytes = Array(Self.source.utf8)
        let tree = Parser.parse(source: Self.source)
        let inner = try #require(Self.expressions(tree).first { $0.trimmedDescription == "Config.fallback ?? 3" })
        let standalone = StandaloneExpressions.parse([inner], bytes: bytes)
        #expect(standalone.count == 1)
        #expect(standalone[inner.positionAfterSkippingLeadingTrivia.utf8Offset]?.trimmedDescription
                == "Config.fallback ?? 3")
    }

    /// The blanks between the copies become a block comment (read faster than blanks); an
    /// expression ending in `/` (a regex literal) must not join the comment's opening `/*`,
    /// which would turn it into a line comment hiding every expression after it.
    @Test func anExpressionEndingInASlashLeavesTheCommentedBlanksAfterItAlone() throws {
        let source = """
            let pattern = /ab+/
            let spacing = 8
            let title = "Done"
            """
        let tree = Parser.parse(source: source)
        let expressions = Self.expressions(tree)
        let standalone = StandaloneExpressions.parse(expressions, bytes: Array(source.utf8))
        let texts = Set(standalone.values.map(\.trimmedDescription))
        #expect(texts == ["/ab+/", "8", "\"Done\""])
        let copy = try #require(standalone.values.first)
        #expect(copy.root.description.contains("/*"), "the blanks between the copies are a comment")
    }
}
