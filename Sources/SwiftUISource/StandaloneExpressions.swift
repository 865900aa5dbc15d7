import SwiftParser
import SwiftSyntax

/// The small expressions a file's declarations keep (constants, property initialisers, default
/// values, one-expression getters), parsed again on their own so that they do not keep the file's
/// whole syntax tree alive (any node keeps its tree's arenas). They are parsed in a copy of the
/// file with every other byte blanked, so each keeps the positions it has in the file: locations
/// and source slices need no correction.
enum StandaloneExpressions {
    /// Each expression's stand-alone equivalent, by the offset where its text starts. An
    /// expression whose re-parse does not give the same kind of node over the same bytes is
    /// absent (the caller keeps the original).
    static func parse(_ expressions: [ExprSyntax], bytes: [UInt8]) -> [Int: ExprSyntax] {
        var ranges: [(start: Int, end: Int, kind: SyntaxKind)] = []
        var seen = Set<Int>()
        for expression in expressions {
            let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
            guard start < end, end <= bytes.count, seen.insert(start).inserted else { continue }
            ranges.append((start, end, expression.kind))
        }
        guard !ranges.isEmpty else { return [:] }
        ranges.sort { $0.start < $1.start }
        // Outermost ranges are copied, each after a `;` so that it parses as a statement of its own;
        // a range inside another (a default value inside a closure) is found in the outer one.
        var buffer = [UInt8](repeating: UInt8(ascii: " "), count: ranges.map(\.end).max()!)
        var copiedEnd = 0
        for range in ranges where range.start >= copiedEnd {
            if range.start > copiedEnd { buffer[range.start - 1] = UInt8(ascii: ";") }
            buffer.replaceSubrange(range.start..<range.end, with: bytes[range.start..<range.end])
            copiedEnd = range.end
        }
        let tree = buffer.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var result: [Int: ExprSyntax] = [:]
        for range in ranges {
            if let node = find(range.start, range.end, range.kind, in: Syntax(tree))?.as(ExprSyntax.self) {
                result[range.start] = node
            }
        }
        return result
    }

    /// The node of `kind` whose text spans exactly `start..<end`.
    private static func find(_ start: Int, _ end: Int, _ kind: SyntaxKind, in root: Syntax) -> Syntax? {
        var node = root
        descending: while true {
            if node.kind == kind, node.positionAfterSkippingLeadingTrivia.utf8Offset == start,
               node.endPositionBeforeTrailingTrivia.utf8Offset == end {
                return node
            }
            for child in node.children(viewMode: .sourceAccurate)
            where child.positionAfterSkippingLeadingTrivia.utf8Offset <= start
                && child.endPositionBeforeTrailingTrivia.utf8Offset >= end {
                node = child
                continue descending
            }
            return nil
        }
    }
}

extension FileDeclarations {
    /// Replaces every kept expression by its stand-alone equivalent (`StandaloneExpressions`).
    mutating func detachExpressions(bytes: [UInt8]) {
        var expressions: [ExprSyntax] = []
        mapExpressions { expressions.append($0); return $0 }
        let standalone = StandaloneExpressions.parse(expressions, bytes: bytes)
        mapExpressions { standalone[$0.positionAfterSkippingLeadingTrivia.utf8Offset] ?? $0 }
    }

    /// Every expression the declarations keep, through `transform`.
    mutating func mapExpressions(_ transform: (ExprSyntax) -> ExprSyntax) {
        func parameters(_ list: [ParameterDecl]) -> [ParameterDecl] {
            list.map { var p = $0; p.defaultValue = p.defaultValue.map(transform); return p }
        }
        func expression(_ entry: (expression: ExprSyntax, file: Int)) -> (expression: ExprSyntax, file: Int) {
            (transform(entry.expression), entry.file)
        }
        for t in types.indices {
            types[t].viewMembers = types[t].viewMembers.mapValues {
                var m = $0; m.parameters = parameters(m.parameters); return m
            }
            types[t].valueMembers = types[t].valueMembers.mapValues(expression)
            types[t].storedProperties = types[t].storedProperties.map {
                var p = $0; p.initializer = p.initializer.map(transform); return p
            }
            types[t].initParameters = types[t].initParameters.map(parameters)
        }
        viewExtensions = viewExtensions.map { var f = $0; f.parameters = parameters(f.parameters); return f }
        constants = constants.mapValues(expression)
    }
}
