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
            if range.start > copiedEnd {
                BlankGap.comment(copiedEnd..<range.start - 1, in: &buffer)
                buffer[range.start - 1] = UInt8(ascii: ";")
            }
            buffer.replaceSubrange(range.start..<range.end, with: bytes[range.start..<range.end])
            copiedEnd = range.end
        }
        let tree = buffer.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return find(ranges, in: Syntax(tree))
    }

    /// For each range, the outermost node of its kind whose text spans it exactly, in one walk
    /// from the root that enters only the nodes holding a range's start not found yet. Children are
    /// made on first access and then kept as long as the tree (which the index keeps), so a walk
    /// over every node would make all of them; positions and trivia lengths come from the raw
    /// tree, which costs nothing to read.
    static func find(_ ranges: [(start: Int, end: Int, kind: SyntaxKind)], in root: Syntax) -> [Int: ExprSyntax] {
        var wanted: [Int: (end: Int, kind: SyntaxKind)] = [:]
        for range in ranges { wanted[range.start] = (range.end, range.kind) }
        let starts = wanted.keys.sorted()
        var result: [Int: ExprSyntax] = [:]
        /// Whether a start not found yet lies in `lower..<upper`.
        func seeks(_ lower: Int, _ upper: Int) -> Bool {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < lower { low = middle + 1 } else { high = middle }
            }
            while low < starts.count, starts[low] < upper {
                if result[starts[low]] == nil { return true }
                low += 1
            }
            return false
        }
        func visit(_ node: Syntax) {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            if let range = wanted[start], result[start] == nil, node.kind == range.kind,
               node.endPositionBeforeTrailingTrivia.utf8Offset == range.end, let expression = node.as(ExprSyntax.self) {
                result[start] = expression
            }
            for child in node.children(viewMode: .sourceAccurate)
            where seeks(child.position.utf8Offset, child.endPosition.utf8Offset) {
                visit(child)
            }
        }
        if seeks(root.position.utf8Offset, root.endPosition.utf8Offset) { visit(root) }
        return result
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
            types[t].caseMembers = types[t].caseMembers.mapValues(expression)
            types[t].conditionalMembers = types[t].conditionalMembers.mapValues(expression)
            types[t].storedProperties = types[t].storedProperties.map {
                var p = $0; p.initializer = p.initializer.map(transform); return p
            }
            types[t].initParameters = types[t].initParameters.map(parameters)
        }
        viewExtensions = viewExtensions.map { var f = $0; f.parameters = parameters(f.parameters); return f }
        constants = constants.mapValues(expression)
    }
}
