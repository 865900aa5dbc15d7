import AuditModel
import CLibXML2
import Foundation
import SafeXML

/// `*.a11y.json`: the XML model as JSON (FORMAT.md). Foundation parses the JSON; the
/// document is then rendered as the equivalent XML, each element on its JSON object's line,
/// and streamed through the same XSD validation and builder as `*.a11y.xml`, so both formats
/// mean exactly the same and report the same problems at the right lines.
///
/// JSONSerialization keeps neither positions nor key order, so a small scan of the raw text
/// (strings skipped) records where every object starts and the order of its keys; walking
/// the parsed value in document order pairs each object with its scan entry.
enum JSONDescription {
    /// Keys of a view or modifier object that are not arguments.
    static let typeKey = "type"
    static let childrenKey = "children"
    static let modifiersKey = "modifiers"
    /// `{"type": "View", "component": "RowView"}` is `<View type="RowView">` (a JSON object
    /// cannot have two `type` keys).
    static let componentKey = "component"
    /// JSON has no comments: keys starting with `//` are notes, ignored.
    static let commentPrefix = "//"

    static func stream(file path: String, displayName: String, schema: SafeXML.Schema?,
                       into builder: ViewTreeBuilder) -> [InputError] {
        let fail = { (line: Int, message: String) in [InputError(location: SourceLocation(file: displayName, line: line), message: message)] }
        let data: Data
        switch RegularFile.read(path, limit: ViewDescriptionLoader.maxJSONBytes, kind: "JSON input") {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem): return fail(1, problem.message)
        }
        let rendered: Data
        switch render(data, file: displayName) {
        case .failure(let error): return [error]
        case .success(let xml): rendered = xml
        }
        return SafeXML.stream(data: rendered, file: displayName, schema: schema, into: builder)
    }

    /// The JSON document as XML text whose elements sit on their JSON objects' lines.
    static func render(_ data: Data, file: String) -> Result<Data, InputError> {
        guard String(data: data, encoding: .utf8) != nil else {
            return .failure(InputError(location: SourceLocation(file: file, line: 1), message: "invalid UTF-8 in JSON input"))
        }
        // Scanned first: a list too long to audit is refused before it is built.
        let scan = RawScan(data)
        if let offset = scan.overlongList {
            return .failure(InputError(location: SourceLocation(file: file, line: scan.lines.position(offset).line),
                                       message: "a list with more than \(InputLimits.jsonListEntries) entries; no screen "
                                           + "needs that many, so the file was not audited"))
        }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return .failure(syntaxError(error, file: file, lines: scan.lines, size: data.count))
        }
        var counter = 0
        let ordered = OrderedJSON(value, scan: scan, counter: &counter)
        var renderer = XMLRenderer(file: file, lines: scan.lines)
        do {
            try renderer.document(ordered)
        } catch let error as InputError {
            return .failure(error)
        } catch {
            return .failure(InputError(location: SourceLocation(file: file, line: 1), message: "\(error)"))
        }
        return .success(Data(renderer.output.utf8))
    }

    /// Foundation says where the JSON broke as a byte offset (in its user info, or on Linux as
    /// "around character N" in the message) or as "line N" (Darwin); a message with neither
    /// means the input ended early, so the last line.
    static func syntaxError(_ error: Error, file: String, lines: LineMap, size: Int) -> InputError {
        let ns = error as NSError
        let detail = (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
        let line: Int
        if let offset = ns.userInfo["NSJSONSerializationErrorIndex"] as? Int ?? number(after: "character ", in: detail) {
            line = lines.position(min(max(offset, 0), max(size - 1, 0))).line
        } else if let stated = number(after: "line ", in: detail) {
            line = stated
        } else {
            line = lines.position(max(size - 1, 0)).line
        }
        return InputError(location: SourceLocation(file: file, line: line), message: "malformed JSON: \(detail)")
    }

    /// The whole number right after `prefix` in `text`.
    private static func number(after prefix: String, in text: String) -> Int? {
        guard let range = text.range(of: prefix + #"\d+"#, options: .regularExpression) else { return nil }
        return Int(text[range].dropFirst(prefix.count))
    }

    /// Object start offsets in document order, each object's keys in order, and line starts.
    struct RawScan {
        var objectOffsets: [Int] = []
        var objectKeys: [[(key: String, offset: Int)]] = []
        /// Where the first list longer than `InputLimits.jsonListEntries` starts; the scan stops there.
        var overlongList: Int?
        let lines: LineMap

        init(_ data: Data) {
            lines = LineMap(data)
            let bytes = [UInt8](data)
            var containers: [Int] = []   // object index, or -1 for an array
            var listStarts: [(offset: Int, commas: Int)] = []   // the open arrays
            var i = 0
            while i < bytes.count, overlongList == nil {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "\""):
                    let start = i
                    i += 1
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                        i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    var j = i + 1
                    while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D { j += 1 }
                    if j < bytes.count, bytes[j] == UInt8(ascii: ":"), let object = containers.last, object >= 0 {
                        let key = String(decoding: bytes[(start + 1)..<min(i, bytes.count)], as: UTF8.self)
                        objectKeys[object].append((key, start))
                    }
                case UInt8(ascii: "{"):
                    containers.append(objectOffsets.count)
                    objectOffsets.append(i)
                    objectKeys.append([])
                case UInt8(ascii: "["):
                    containers.append(-1)
                    listStarts.append((i, 0))
                case UInt8(ascii: ","):
                    if containers.last == -1, !listStarts.isEmpty {
                        listStarts[listStarts.count - 1].commas += 1
                        if listStarts[listStarts.count - 1].commas >= InputLimits.jsonListEntries {
                            overlongList = listStarts[listStarts.count - 1].offset
                        }
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if containers.popLast() == -1 { _ = listStarts.popLast() }
                default:
                    break
                }
                i += 1
            }
        }
    }

    /// Byte offset → 1-based line and column.
    struct LineMap {
        private var lineStarts: [Int] = [0]

        init(_ data: Data) {
            for (i, b) in data.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
        }

        func position(_ offset: Int) -> (line: Int, column: Int) {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return (low + 1, offset - lineStarts[low] + 1)
        }
    }

    /// A parsed JSON value with key order and object offsets restored.
    indirect enum OrderedJSON {
        case object([(key: String, value: OrderedJSON, offset: Int)], offset: Int)
        case array([OrderedJSON])
        case scalar(String)
        case null

        init(_ value: Any, scan: RawScan, counter: inout Int) {
            if let dict = value as? [String: Any] {
                let index = counter
                counter += 1
                let offset = index < scan.objectOffsets.count ? scan.objectOffsets[index] : 0
                let keys = index < scan.objectKeys.count ? scan.objectKeys[index] : []
                var seen = Set<String>()
                var members: [(key: String, value: OrderedJSON, offset: Int)] = []
                // Document order; keys written with escapes (not found verbatim) go last.
                for (key, keyOffset) in keys where dict[key] != nil && !seen.contains(key) {
                    seen.insert(key)
                    members.append((key, OrderedJSON(dict[key]!, scan: scan, counter: &counter), keyOffset))
                }
                for key in dict.keys.sorted() where !seen.contains(key) {
                    members.append((key, OrderedJSON(dict[key]!, scan: scan, counter: &counter), offset))
                }
                self = .object(members, offset: offset)
            } else if let array = value as? [Any] {
                self = .array(array.map { OrderedJSON($0, scan: scan, counter: &counter) })
            } else if value is NSNull {
                self = .null
            } else if let string = value as? String {
                self = .scalar(string)
            } else if let number = value as? NSNumber {
                self = .scalar(Self.text(of: number))
            } else {
                self = .null
            }
        }

        private static func text(of number: NSNumber) -> String {
            if String(cString: number.objCType) == "c" {
                return number.boolValue ? "true" : "false"
            }
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
            return String(double)
        }
    }

    /// Writes the XML rendering, padding with line breaks so every element starts on the
    /// line of the JSON object it comes from.
    struct XMLRenderer {
        let file: String
        let lines: LineMap
        private(set) var output = ""
        private var line = 1
        private var column = 1

        init(file: String, lines: LineMap) {
            self.file = file
            self.lines = lines
        }

        mutating func document(_ root: OrderedJSON) throws {
            switch root {
            case .object(let members, let offset) where members.contains(where: { $0.key == "screens" }):
                try screens(members, offset: offset)
            case .object(_, let offset):
                try screens([("screens", .array([root]), offset)], offset: offset)
            case .array:
                try screens([("screens", root, 0)], offset: 0)
            default:
                throw error(0, "a screen description must be an object with \"screens\", a screen, or an array of screens")
            }
        }

        private mutating func screens(_ members: [(key: String, value: OrderedJSON, offset: Int)], offset: Int) throws {
            moveTo(offset)
            write("<screens\(try attributes(members, skipping: ["screens", "scaledMetrics", "constants"], offset: offset))>")
            try declarations(members)
            guard let list = members.first(where: { $0.key == "screens" }), case .array(let items) = list.value else {
                throw error(offset, "\"screens\" must be an array of screens")
            }
            for item in items {
                guard case .object(let screen, let screenOffset) = item else {
                    throw error(list.offset, "each screen must be an object with \"name\" and \"root\"")
                }
                moveTo(screenOffset)
                write("<screen\(try attributes(screen, skipping: ["root", "scaledMetrics", "constants"], offset: screenOffset))>")
                try declarations(screen)
                if let root = screen.first(where: { $0.key == "root" }) {
                    try element(root.value, at: root.offset)
                }
                write("</screen>")
            }
            write("</screens>")
        }

        private mutating func declarations(_ members: [(key: String, value: OrderedJSON, offset: Int)]) throws {
            for (key, element) in [("scaledMetrics", Vocabulary.scaledMetricElement), ("constants", Vocabulary.constantElement)] {
                guard let list = members.first(where: { $0.key == key }) else { continue }
                guard case .array(let items) = list.value else { throw error(list.offset, "\"\(key)\" must be an array") }
                for item in items {
                    guard case .object(let fields, let offset) = item else { throw error(list.offset, "each of \"\(key)\" must be an object") }
                    moveTo(offset)
                    write("<\(element)\(try attributes(fields, skipping: [], offset: offset))/>")
                }
            }
        }

        /// A view or modifier object: `type` names it; scalar keys are arguments; `children`
        /// and `modifiers` hold objects; any other array key is a slot (`label`, `header`, …).
        private mutating func element(_ value: OrderedJSON, at keyOffset: Int) throws {
            guard case .object(let members, let offset) = value else {
                throw error(keyOffset, "expected a view or modifier object with \"type\"")
            }
            guard let typeMember = members.first(where: { $0.key == typeKey }), case .scalar(let name) = typeMember.value else {
                throw error(offset, "object has no \"type\" naming its view or modifier")
            }
            guard Self.isName(name) else { throw error(offset, "\"\(name)\" is not a view or modifier name") }
            // Located where its type is named, like a Swift view at its type name.
            moveTo(typeMember.offset)
            var renamed = members.filter { $0.key != typeKey }
            if name == Vocabulary.genericViewElement, let index = renamed.firstIndex(where: { $0.key == componentKey }) {
                renamed[index].key = "type"
            }
            write("<\(name)\(try attributes(renamed, skipping: [], offset: offset))>")
            for member in members where !member.key.hasPrefix(commentPrefix) {
                guard case .array(let items) = member.value else { continue }
                let isSlot = member.key != childrenKey && member.key != modifiersKey
                if isSlot {
                    guard Self.isName(member.key) else { throw error(member.offset, "\"\(member.key)\" is not a slot name") }
                    moveTo(member.offset)
                    write("<\(member.key)>")
                }
                for item in items { try element(item, at: member.offset) }
                if isSlot { write("</\(member.key)>") }
            }
            write("</\(name)>")
        }

        /// Scalar members as XML attributes (escaped by libxml2); nested objects are errors.
        private func attributes(_ members: [(key: String, value: OrderedJSON, offset: Int)], skipping: Set<String>,
                                offset: Int) throws -> String {
            var out = ""
            for member in members where !skipping.contains(member.key) && !member.key.hasPrefix(commentPrefix) {
                switch member.value {
                case .scalar(let text):
                    guard Self.isName(member.key) || member.key == Vocabulary.suppressionAttribute else {
                        throw error(member.offset, "\"\(member.key)\" is not an argument name")
                    }
                    out += " \(member.key)=\"\(Self.escaped(text))\""
                case .null, .array:
                    continue
                case .object:
                    throw error(member.offset, "\"\(member.key)\" must be text, a number or true/false (write calls as text: \".system(size: 12)\")")
                }
            }
            return out
        }

        /// Pads with line breaks and spaces so the next element's name lands on the line and
        /// column of the JSON text at `offset` (when the output is not already past it).
        private mutating func moveTo(_ offset: Int) {
            let target = lines.position(offset)
            if target.line > line {
                output += String(repeating: "\n", count: target.line - line)
                line = target.line
                column = 1
            }
            // `<` one column before, so the element name starts at the target column.
            if target.line == line, target.column - 1 > column {
                output += String(repeating: " ", count: target.column - 1 - column)
                column = target.column - 1
            }
        }

        /// Appends markup holding no line breaks.
        private mutating func write(_ text: String) {
            output += text
            column += text.utf8.count
        }

        private func error(_ offset: Int, _ message: String) -> InputError {
            InputError(location: SourceLocation(file: file, line: lines.position(offset).line), message: message)
        }

        static func isName(_ s: String) -> Bool {
            guard let first = s.unicodeScalars.first, first == "_" || (first.isASCII && CharacterSet.letters.contains(first)) else {
                return false
            }
            return s.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
        }

        /// Attribute text escaped by libxml2 (`&`, `<`, `>`, `"`, CR).
        static func escaped(_ text: String) -> String {
            guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\t" }) else {
                return text
            }
            guard let encoded = xmlEncodeSpecialChars(nil, text) else { return "" }
            defer { a11y_xmlFree(encoded) }
            // Line breaks inside attribute values would be normalised to spaces by the parser.
            return String(cString: encoded).replacingOccurrences(of: "\n", with: "&#10;")
                .replacingOccurrences(of: "\t", with: "&#9;")
        }
    }
}
