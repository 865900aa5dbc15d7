import SwiftParser
import SwiftSyntax

/// The statements phase 2 builds templates from. Phase 1 keeps no syntax tree (all of them at
/// once would be most of the peak memory): a file is parsed again when a template first needs one
/// of its bodies, and released when no template left needs it, so only a few trees are alive at a time.
final class BodySyntax {
    private let files: [ParsedFile]
    private var loaded: [Int: [Int: CodeBlockItemListSyntax]] = [:]
    /// How many times a file was parsed for its bodies.
    private(set) var parses = 0

    init(files: [ParsedFile]) {
        self.files = files
    }

    /// The statements at `body`, parsing their file if it is not loaded.
    func statements(_ body: BodyPosition) -> CodeBlockItemListSyntax {
        if loaded[body.file] == nil {
            let file = files[body.file]
            let tree = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            // The same indexing as phase 1 finds the same bodies at the same offsets.
            var indexer = DeclarationIndexer(file: body.file, lines: file.lines, clauses: file.clauses)
            indexer.index(tree)
            loaded[body.file] = indexer.output.bodies
            parses += 1
        }
        return loaded[body.file]?[body.offset] ?? CodeBlockItemListSyntax([])
    }

    /// The files whose trees are alive.
    var loadedFiles: Set<Int> { Set(loaded.keys) }

    func release(where isDone: (Int) -> Bool) {
        for file in loaded.keys where isDone(file) { loaded[file] = nil }
    }
}
