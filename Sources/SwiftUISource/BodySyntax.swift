import SwiftParser
import SwiftSyntax

/// The statements phase 2 builds templates from. Phase 1 keeps no syntax tree (all of them at
/// once would be most of the peak memory): a file is parsed again when a template first needs one
/// of its bodies, and released when no template left needs it, so only a few trees are alive at a time.
///
/// Only the bodies are parsed again: each is copied into a blank buffer at its own offset,
/// between braces, so that it parses as a closure whose statements have the positions they have
/// in the file. Should that not give every body back, the whole file is parsed and indexed again.
final class BodySyntax {
    private let files: [ParsedFile]
    private let bodiesByFile: [Int: [BodyPosition]]
    private var loaded: [Int: [Int: CodeBlockItemListSyntax]] = [:]
    /// How many times a file was parsed for its bodies, and how many of those parsed it whole.
    private(set) var parses = 0
    private(set) var wholeFileParses = 0

    /// `bodies`: every body the declarations point at.
    convenience init(files: [ParsedFile], bodies: [BodyPosition]) {
        self.init(files: files, bodiesByFile: Self.byFile(bodies))
    }

    /// `bodiesByFile`: every body the declarations point at, grouped by `byFile`.
    init(files: [ParsedFile], bodiesByFile: [Int: [BodyPosition]]) {
        self.files = files
        self.bodiesByFile = bodiesByFile
    }

    static func byFile(_ bodies: [BodyPosition]) -> [Int: [BodyPosition]] {
        Dictionary(grouping: Set(bodies), by: \.file)
    }

    /// The statements at `body`, parsing their file if it is not loaded.
    func statements(_ body: BodyPosition) -> CodeBlockItemListSyntax {
        if loaded[body.file] == nil {
            parses += 1
            let file = files[body.file]
            if let parsed = Self.parse(bodiesByFile[body.file, default: []] + [body], bytes: file.bytes) {
                loaded[body.file] = parsed
            } else {
                wholeFileParses += 1
                let tree = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                // The same indexing as phase 1 finds the same bodies at the same offsets.
                var indexer = DeclarationIndexer(file: body.file, bytes: file.bytes, lines: file.lines,
                                                 clauses: file.clauses)
                indexer.index(tree)
                loaded[body.file] = indexer.output.bodies
            }
        }
        return loaded[body.file]?[body.offset] ?? CodeBlockItemListSyntax([])
    }

    /// The files whose trees are alive.
    var loadedFiles: Set<Int> { Set(loaded.keys) }

    func release(where isDone: (Int) -> Bool) {
        for file in loaded.keys where isDone(file) { loaded[file] = nil }
    }

    /// `bodies` parsed on their own at their offsets, by offset; nil unless each comes back
    /// over the same bytes, without syntax errors.
    static func parse(_ bodies: [BodyPosition], bytes: [UInt8]) -> [Int: CodeBlockItemListSyntax]? {
        let ranges = Set(bodies.map { $0.offset..<$0.end }).sorted { $0.lowerBound < $1.lowerBound }
        guard let last = ranges.map(\.upperBound).max() else { return nil }
        var buffer = [UInt8](repeating: UInt8(ascii: " "), count: last + 2)
        var copiedEnd = 0
        for range in ranges where range.lowerBound >= copiedEnd + 2 {
            BlankGap.comment(copiedEnd..<range.lowerBound - 2, in: &buffer)
            buffer[range.lowerBound - 2] = UInt8(ascii: ";")
            buffer[range.lowerBound - 1] = UInt8(ascii: "{")
            buffer.replaceSubrange(range, with: bytes[range])
            // On a line of its own: the body may end with a line comment.
            buffer[range.upperBound] = UInt8(ascii: "\n")
            buffer[range.upperBound + 1] = UInt8(ascii: "}")
            copiedEnd = range.upperBound + 2
        }
        let tree = buffer.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var found: [Int: CodeBlockItemListSyntax] = [:]
        for item in tree.statements {
            guard let closure = item.item.as(ClosureExprSyntax.self) else { continue }
            found[closure.statements.position.utf8Offset] = closure.statements
        }
        for range in ranges {
            // A body with a syntax error may be read differently out of context: that file is parsed whole.
            guard let statements = found[range.lowerBound], statements.endPosition.utf8Offset == range.upperBound,
                  !statements.hasError else { return nil }
        }
        return found
    }
}
