import AuditModel
import CYAML
import Foundation

/// A parsed YAML node with the place it was written: what profile and config errors point at.
/// libyaml does the parsing (its event API); this file only assembles the events into a tree.
struct YAMLNode: Sendable {
    enum Value: Sendable {
        /// `plain` is false for quoted and block scalars: `"44"` is text, `44` a number.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        /// Entries in source order (duplicate keys are rejected while parsing).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    var value: Value
    var file: String
    /// 1-based.
    var line: Int
    /// 1-based, in characters.
    var column: Int

    func error(_ message: String) -> ConfigError {
        ConfigError(file: file, line: line, column: column, message: message)
    }

    /// The scalar's text, for scalars.
    var text: String? {
        if case .scalar(let s, _) = value { return s }
        return nil
    }

    /// `key:` with nothing after it, `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let s, plain: true) = value else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s)
    }

    /// How the node reads in a message: `'big'`, `a list`, `a mapping`. A long value is quoted
    /// by its start and its length: a message is read on one line, and a 10,000-character
    /// scalar would bury the file and line it names.
    var shapeDescription: String {
        switch value {
        case .scalar:
            if isNull { return "nothing" }
            let text = text!
            guard text.count > Self.quotedCharacters else { return "'\(text)'" }
            return "'\(text.prefix(Self.quotedCharacters))…' (\(text.count) characters)"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Longest value quoted whole in a message.
    static let quotedCharacters = 60
}

/// Reads one YAML document into a `YAMLNode` tree with libyaml.
enum YAMLReader {
    /// Nesting deeper than this is an error (no profile needs it; it bounds recursion).
    static let maximumDepth = 64
    /// Nodes after alias expansion; stops "billion laughs" documents.
    static let maximumNodes = 100_000

    /// The document in the file at `path`; nil when the file holds no document (empty or only
    /// comments). `displayPath` is how errors name the file.
    static func read(path: String, displayPath: String) throws(ConfigError) -> YAMLNode? {
        switch RegularFile.read(path, limit: InputLimits.yamlFileBytes, kind: "YAML files") {
        case .success(let bytes): return try parse(bytes, file: displayPath)
        case .failure(let problem):
            throw ConfigError(file: displayPath, line: 0, column: 0, message: "cannot read the file: \(problem.message)")
        }
    }

    static func parse(_ bytes: [UInt8], file: String) throws(ConfigError) -> YAMLNode? {
        guard !bytes.isEmpty else { return nil }
        let result: Result<YAMLNode?, ConfigError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(ConfigError(file: file, line: 0, column: 0, message: "libyaml could not start"))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(file: file)
            do throws(ConfigError) {
                while true {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) == 1 else {
                        return .failure(syntaxError(parser, bytes: buffer, file: file))
                    }
                    defer { yaml_event_delete(&event) }
                    if event.type == YAML_STREAM_END_EVENT { break }
                    try builder.consume(event)
                }
            } catch {
                return .failure(error)
            }
            return .success(builder.root)
        }
        return try result.get()
    }

    /// libyaml's own problem text at its own mark, e.g.
    /// `YAML syntax error: did not find expected key (while parsing a block mapping at line 2, column 1)`.
    private static func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>,
                                    file: String) -> ConfigError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            // Reader errors (bad encoding) carry a byte offset, not a mark.
            let offset = min(parser.problem_offset, bytes.count)
            let before = bytes[..<offset]
            let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
            return ConfigError(file: file, line: line, column: column, message: "cannot read the file as YAML: \(problem)")
        }
        var message = "YAML syntax error: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1))"
        }
        return ConfigError(file: file, line: Int(parser.problem_mark.line) + 1,
                           column: Int(parser.problem_mark.column) + 1, message: message)
    }
}

/// Turns libyaml's event stream into nodes: a stack of open collections, and anchors for aliases.
private struct TreeBuilder {
    enum OpenCollection {
        case sequence(YAMLNode, anchor: String?, items: [YAMLNode])
        /// `keyLines`: the line of each scalar key so far, to reject duplicates.
        case mapping(YAMLNode, anchor: String?, entries: [(key: YAMLNode, value: YAMLNode)], key: YAMLNode?,
                     keyLines: [String: Int])
    }

    let file: String
    var stack: [OpenCollection] = []
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var root: YAMLNode?
    var documents = 0
    var nodes = 0
    /// Node counts of the open collections, to size anchored collections for alias expansion.
    var sizes: [Int] = []

    init(file: String) { self.file = file }

    mutating func consume(_ event: yaml_event_t) throws(ConfigError) {
        let mark = YAMLNode(value: .scalar("", plain: true), file: file,
                            line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw mark.error("expected one YAML document, found a second one; remove the '---' line")
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            var node = mark
            node.value = .scalar(text(scalar.value, count: scalar.length),
                                 plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
            try add(node, anchor: anchorName(scalar.anchor), size: 1)
        case YAML_SEQUENCE_START_EVENT:
            try open(.sequence(mark, anchor: anchorName(event.data.sequence_start.anchor), items: []), at: mark)
        case YAML_MAPPING_START_EVENT:
            try open(.mapping(mark, anchor: anchorName(event.data.mapping_start.anchor), entries: [], key: nil,
                              keyLines: [:]), at: mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let top = stack.popLast(), let size = sizes.popLast() else { return }
            switch top {
            case .sequence(var node, let anchor, let items):
                node.value = .sequence(items)
                try add(node, anchor: anchor, size: size)
            case .mapping(var node, let anchor, let entries, _, _):
                node.value = .mapping(entries)
                try add(node, anchor: anchor, size: size)
            }
        case YAML_ALIAS_EVENT:
            let name = anchorName(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw mark.error("unknown alias '*\(name)': no anchor '&\(name)' before it")
            }
            try add(anchored.node, anchor: nil, size: anchored.size)
        default:
            break
        }
    }

    private mutating func open(_ collection: OpenCollection, at mark: YAMLNode) throws(ConfigError) {
        guard stack.count < YAMLReader.maximumDepth else {
            throw mark.error("nesting deeper than \(YAMLReader.maximumDepth) levels")
        }
        stack.append(collection)
        sizes.append(1)
    }

    private mutating func add(_ node: YAMLNode, anchor: String?, size: Int) throws(ConfigError) {
        nodes += size
        guard nodes <= YAMLReader.maximumNodes else {
            throw node.error("more than \(YAMLReader.maximumNodes) values (after expanding aliases)")
        }
        if let anchor { anchors[anchor] = (node, size) }
        guard let top = stack.popLast() else {
            root = node
            return
        }
        sizes[sizes.count - 1] += size
        switch top {
        case .sequence(let start, let anchor, var items):
            items.append(node)
            stack.append(.sequence(start, anchor: anchor, items: items))
        case .mapping(let start, let anchor, var entries, let key, var keyLines):
            if let key {
                entries.append((key, node))
                stack.append(.mapping(start, anchor: anchor, entries: entries, key: nil, keyLines: keyLines))
            } else {
                if let text = node.text {
                    if let firstLine = keyLines[text] {
                        throw node.error("duplicate key '\(text)' (first set at line \(firstLine))")
                    }
                    keyLines[text] = node.line
                }
                stack.append(.mapping(start, anchor: anchor, entries: entries, key: node, keyLines: keyLines))
            }
        }
    }

    private func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?, count: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    private func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }
}
