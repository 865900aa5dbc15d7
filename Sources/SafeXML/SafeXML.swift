import AuditModel
import CLibXML2
import Foundation

/// An attribute as written. A struct, not a tuple: lists of tuples were destroyed through the
/// run-time's generic witness, one element at a time (every element of every described screen
/// has a list of these).
public struct XMLAttribute: Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An element of a parsed XML document, with its line for findings.
public final class XMLElement: @unchecked Sendable {
    public let name: String
    /// Attributes in document order.
    public let attributes: [XMLAttribute]
    public private(set) var children: [XMLElement] = []
    /// Concatenated text content directly inside this element.
    public private(set) var text: String = ""
    public let line: Int

    init(name: String, attributes: [XMLAttribute], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    public func child(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// Every descendant (not self), depth-first.
    public var descendants: [XMLElement] {
        var out: [XMLElement] = []
        func visit(_ e: XMLElement) {
            for c in e.children { out.append(c); visit(c) }
        }
        visit(self)
        return out
    }

    fileprivate func append(_ child: XMLElement) { children.append(child) }
    fileprivate func appendText(_ s: String) { text += s }
}

/// libxml2 with the doors shut: no network, no DTD loading, no entity
/// substitution, documents declaring entities refused, a size cap, and libxml2's depth limit.
/// Every problem comes back as an `InputError` naming file:line, never a crash.
public enum SafeXML {
    public struct Limits: Sendable {
        /// Largest file read, in bytes.
        public var maxBytes: Int = 64 << 20
        /// Deepest element nesting accepted by `stream` (libxml2 enforces the same 256 on
        /// `parse`; its push parser does not, and deep trees are costly to build and free).
        public var maxDepth: Int = 256
        public init() {}
    }

    static let options: Int32 = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
        | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// Reads and parses a file into an element tree.
    public static func parse(file path: String, displayName: String? = nil,
                             limits: Limits = Limits()) -> Result<XMLElement, InputError> {
        let name = displayName ?? path
        let fail = { (line: Int, message: String) in
            Result<XMLElement, InputError>.failure(InputError(location: SourceLocation(file: name, line: line), message: message))
        }
        let data: Data
        switch RegularFile.read(path, limit: limits.maxBytes, kind: "XML input") {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem): return fail(1, problem.message)
        }
        return parse(data: data, file: name, limits: limits)
    }

    public static func parse(data: Data, file name: String, limits: Limits = Limits()) -> Result<XMLElement, InputError> {
        let fail = { (line: Int, message: String) in
            Result<XMLElement, InputError>.failure(InputError(location: SourceLocation(file: name, line: line), message: message))
        }
        if data.count > limits.maxBytes {
            return fail(1, "input is over the \(limits.maxBytes >> 20) MiB limit for XML input")
        }
        // A UTF-16/32 document would hide `<!ENTITY` from the byte scan below.
        if let problem = data.prefix(8).withUnsafeBytes({ encodingProblem($0) }) {
            return fail(1, problem)
        }
        if let line = entityDeclarationLine(in: data) {
            return fail(line, "document declares entities (<!ENTITY>); refused: entities can read local files or expand without bound")
        }
        guard let ctxt = xmlNewParserCtxt() else { return fail(1, "out of memory") }
        defer { xmlFreeParserCtxt(ctxt) }
        let doc: xmlDocPtr? = data.withUnsafeBytes { raw in
            xmlCtxtReadMemory(ctxt, raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                              Int32(raw.count), name, nil, options)
        }
        guard let doc else {
            if let err = xmlCtxtGetLastError(ctxt) {
                let message = String(cString: err.pointee.message).trimmingCharacters(in: .whitespacesAndNewlines)
                return fail(line(err.pointee.line, ctxt), "malformed XML: \(message)")
            }
            return fail(line(0, ctxt), "malformed XML")
        }
        defer { xmlFreeDoc(doc) }
        guard let root = xmlDocGetRootElement(doc) else { return fail(1, "empty XML document") }
        return .success(convert(root))
    }

    /// Validates a file against an XSD; each problem as file:line. Streams the file (see
    /// `stream(file:)`), so the same limits and refusals apply.
    public static func validate(file path: String, displayName: String? = nil, schema schemaPath: String) -> [InputError] {
        guard let schema = Schema(path: schemaPath) else {
            return [InputError(location: SourceLocation(file: schemaPath, line: 0), message: "cannot read schema")]
        }
        return stream(file: path, displayName: displayName, schema: schema, into: IgnoringHandler())
    }

    private final class IgnoringHandler: XMLStreamHandler {
        func startElement(name: String, nameNumber: Int, attributes: [XMLAttribute], line: Int, column: Int) {}
        func endElement(line: Int) {}
        func text(_ text: String) {}
    }

    /// The line of the first `<!ENTITY` declaration, if any (checked on raw bytes before
    /// libxml2 sees the document).
    static func entityDeclarationLine(in data: Data) -> Int? {
        let needle = Array("<!ENTITY".utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= needle.count else { return nil }
            var line = 1
            var i = 0
            while i <= bytes.count - needle.count {
                let b = bytes[i]
                if b == 0x0A { line += 1 } else if b == 0x3C {
                    var match = true
                    for j in 1..<needle.count where bytes[i + j] != needle[j] { match = false; break }
                    if match { return line }
                }
                i += 1
            }
            return nil
        }
    }

    private static func convert(_ node: xmlNodePtr) -> XMLElement {
        var attributes: [XMLAttribute] = []
        var attr = node.pointee.properties
        while let a = attr {
            let name = String(cString: a.pointee.name)
            var value = ""
            if let v = xmlNodeGetContent(UnsafeMutableRawPointer(a).assumingMemoryBound(to: xmlNode.self)) {
                value = String(cString: v)
                a11y_xmlFree(v)
            }
            attributes.append(XMLAttribute(name: name, value: value))
            attr = a.pointee.next
        }
        let element = XMLElement(name: String(cString: node.pointee.name), attributes: attributes,
                                 line: Int(xmlGetLineNo(node)))
        var child = node.pointee.children
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE:
                element.append(convert(c))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = c.pointee.content { element.appendText(String(cString: content)) }
            default:
                break
            }
            child = c.pointee.next
        }
        return element
    }
}
