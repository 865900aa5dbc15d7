import AuditModel
import SwiftSyntax

/// Whether a body builds views or is plain code. Swift applies no result builder to a body
/// with an explicit `return` (outside the closures and functions it declares): such a getter,
/// function, closure or `#Preview` shows only what it returns, and its other statements
/// (`DispatchQueue.main.async { … }`, `MaterialDesignIcons.register()`, `colors = light` in a
/// `switch`) run for their effect. Read as views, each was a view not known until run time.
enum BodyKind {
    /// `statements` hold an explicit `return` of their own.
    static func isPlainCode(_ statements: CodeBlockItemListSyntax, bytes: [UInt8]) -> Bool {
        // Most bodies hold no `return` at all: their text settles it without a syntax walk.
        let start = statements.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = statements.endPositionBeforeTrailingTrivia.utf8Offset
        guard start < end, end <= bytes.count, mentionsReturn(bytes[start..<end]) else { return false }
        return holdsReturn(statements)
    }

    /// In a plain-code body, an `if` or `switch` statement shows views only through the
    /// `return`s inside it; any other expression statement shows none.
    static func mayReturn(_ expr: ExprSyntax) -> Bool {
        guard expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) else { return false }
        return holdsReturn(expr)
    }

    private static func holdsReturn(_ node: some SyntaxProtocol) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// Read over the bytes in place (every body of every view is asked): through the slice's
    /// checked subscripts, the scan cost about ten instructions a byte.
    private static func mentionsReturn(_ bytes: ArraySlice<UInt8>) -> Bool {
        let word: StaticString = "return"
        return bytes.withUnsafeBufferPointer { text in
            word.withUTF8Buffer { word in ByteSearch.firstOffset(of: word, in: text) != nil }
        }
    }

    /// Finds a `return` of the body itself: those of closures, nested functions, local computed
    /// properties and local types belong to them.
    private final class ReturnFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
