import AuditModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The input error of a Swift file with syntax errors: one, at the first of them.
enum SyntaxErrorReport {
    /// swift-syntax's description of the first error, and how many more there are. In a tree
    /// deeper than `InputLimits.swiftDescribedErrorDepth`, only where the first error is: the
    /// descriptions' fix-its format the tokens around each error, asking every ancestor of a
    /// token that starts a long modifier chain for its first token, in time growing with the
    /// square of the chain (a missing `;` before 16,000 modifiers took 11 s).
    static func firstError(_ tree: SourceFileSyntax, lines: LineTable) -> InputError? {
        guard tree.hasError else { return nil }
        let still = "; the rest of the file is still audited"
        guard !SyntaxDepth.exceeds(InputLimits.swiftDescribedErrorDepth, in: tree) else {
            return InputError(location: lines.location(ofOffset: firstErrorOffset(in: tree)),
                              message: "Swift syntax error in code nested over \(InputLimits.swiftDescribedErrorDepth) "
                                  + "syntax levels deep, not described further" + still)
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.min(by: { $0.position < $1.position }) else { return nil }
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return InputError(location: lines.location(of: first.position),
                          message: "Swift syntax error: \(first.message)\(more)" + still)
    }

    /// Where the first node holding an error starts: the nodes holding one followed from the
    /// root, the first such child each time, down to the missing token, unexpected code or
    /// token the lexer complained of.
    static func firstErrorOffset(in root: some SyntaxProtocol) -> Int {
        var node = Syntax(root)
        while let child = node.children(viewMode: .all).first(where: \.hasError) { node = child }
        return node.positionAfterSkippingLeadingTrivia.utf8Offset
    }
}

/// Whether any node of a tree sits deeper than a limit; the walk stops once one does.
private final class SyntaxDepth: SyntaxAnyVisitor {
    private let limit: Int
    private var depth = 0
    private var exceeded = false

    private init(limit: Int) {
        self.limit = limit
        super.init(viewMode: .all)
    }

    static func exceeds(_ limit: Int, in tree: some SyntaxProtocol) -> Bool {
        let walk = SyntaxDepth(limit: limit)
        walk.walk(tree)
        return walk.exceeded
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        depth += 1
        if depth > limit { exceeded = true }
        return exceeded ? .skipChildren : .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        depth -= 1
    }
}
