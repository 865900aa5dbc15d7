import AuditModel
import CLibXML2
import Foundation

/// Receives a document's elements in document order while it is parsed; no tree is kept,
/// so memory stays flat however large the document is.
public protocol XMLStreamHandler: AnyObject {
    /// `line`/`column` are where the element's name is written (the character after `<`).
    /// `nameNumber` is the same for the same name throughout the document, and small: names
    /// are numbered from 0 as they are first met (attribute names too), so a handler can keep
    /// what it works out per element name in an array rather than look the name up.
    func startElement(name: String, nameNumber: Int, attributes: [XMLAttribute], line: Int, column: Int)
    /// `line` is where the end tag (or the `/>` of an empty element) is. The element is the
    /// innermost one open (a well-formed document closes what it opened last): no name is
    /// made for it.
    func endElement(line: Int)
    /// Character data directly inside the current element (may arrive in pieces). Pieces made
    /// only of white space (the indentation between elements) are not passed on.
    func text(_ text: String)
}

extension SafeXML {
    /// A parsed XSD, shared by every validation (libxml2 validates concurrently against one
    /// read-only schema; each run gets its own validation context).
    public final class Schema: @unchecked Sendable {
        let pointer: xmlSchemaPtr
        public let path: String

        /// Loads the schema; nil when the file is missing or not a valid XSD.
        public init?(path: String) {
            SafeXML.initialize()
            guard let parserCtxt = xmlSchemaNewParserCtxt(path) else { return nil }
            defer { xmlSchemaFreeParserCtxt(parserCtxt) }
            guard let schema = xmlSchemaParse(parserCtxt) else { return nil }
            self.pointer = schema
            self.path = path
        }

        deinit { xmlSchemaFree(pointer) }
    }

    /// Largest number of schema errors reported for one document.
    static let maxSchemaErrors = 50

    /// libxml2 must be initialised once before threads use it.
    static let initialized: Bool = { xmlInitParser(); return true }()
    static func initialize() { _ = initialized }

    /// Streams a file through libxml2's SAX parser (in chunks, never the whole file in memory),
    /// optionally validating it against an XSD on the way. Same doors shut as `parse`: no
    /// network, no DTD loading, no entity substitution, any `<!ENTITY` declaration refused,
    /// the size cap checked before reading, libxml2's depth limit. Returns the problems found;
    /// parsing stops at the first well-formedness error.
    public static func stream(file path: String, displayName: String? = nil, limits: Limits = Limits(),
                              schema: Schema? = nil, into handler: XMLStreamHandler) -> [InputError] {
        let name = displayName ?? path
        let fail = { (message: String) in [InputError(location: SourceLocation(file: name, line: 1), message: message)] }
        if case .failure(let problem) = RegularFile.check(path, limit: limits.maxBytes, kind: "XML input") {
            return fail(problem.message)
        }
        guard let file = fopen(path, "rb") else { return fail("cannot read file") }
        defer { fclose(file) }
        let chunkSize = 256 << 10
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        return run(file: name, limits: limits, schema: schema, handler: handler) { feed in
            var total = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, chunkSize, file) }
                total += count
                if total > limits.maxBytes {
                    return "file grew over the \(limits.maxBytes >> 20) MiB limit for XML input while being read"
                }
                if count == 0 { return feed(nil) }
                if let stop = buffer.withUnsafeBytes({ feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }) {
                    return stop
                }
            }
        }
    }

    /// Streams an in-memory document (see `stream(file:)`).
    public static func stream(data: Data, file name: String, limits: Limits = Limits(), schema: Schema? = nil,
                              into handler: XMLStreamHandler) -> [InputError] {
        if data.count > limits.maxBytes {
            return [InputError(location: SourceLocation(file: name, line: 1),
                               message: "input is over the \(limits.maxBytes >> 20) MiB limit for XML input")]
        }
        return run(file: name, limits: limits, schema: schema, handler: handler) { feed in
            data.withUnsafeBytes { raw in feed(raw) ?? feed(nil) }
        }
    }

    /// Drives one push parse. `produce` calls `feed` with each chunk, then with nil at the end;
    /// `feed` returns a message when reading must stop, which `produce` passes back.
    private static func run(file name: String, limits: Limits, schema: Schema?, handler: XMLStreamHandler,
                            produce: ((UnsafeRawBufferPointer?) -> String?) -> String?) -> [InputError] {
        initialize()
        let state = StreamState(file: name, handler: handler, maxDepth: limits.maxDepth)
        let unmanaged = Unmanaged.passRetained(state)
        defer { unmanaged.release() }

        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { ctx, localname, _, _, _, _, attributeCount, _, attributes in
            guard let ctx, let localname else { return }
            Unmanaged<StreamState>.fromOpaque(ctx).takeUnretainedValue()
                .start(localname, Int(attributeCount), attributes)
        }
        sax.endElementNs = { ctx, _, _, _ in
            guard let ctx else { return }
            Unmanaged<StreamState>.fromOpaque(ctx).takeUnretainedValue().end()
        }
        sax.characters = { ctx, chars, length in
            guard let ctx, let chars else { return }
            Unmanaged<StreamState>.fromOpaque(ctx).takeUnretainedValue().characters(chars, Int(length))
        }
        sax.cdataBlock = sax.characters
        sax.entityDecl = { ctx, _, _, _, _, _ in
            guard let ctx else { return }
            Unmanaged<StreamState>.fromOpaque(ctx).takeUnretainedValue().refuseEntities()
        }

        var saxPointer: UnsafeMutablePointer<xmlSAXHandler>? = nil
        var userData: UnsafeMutableRawPointer? = unmanaged.toOpaque()
        var validation: xmlSchemaValidCtxtPtr? = nil
        var plug: xmlSchemaSAXPlugPtr? = nil
        return withUnsafeMutablePointer(to: &sax) { saxStorage -> [InputError] in
            saxPointer = saxStorage
            if let schema {
                validation = xmlSchemaNewValidCtxt(schema.pointer)
                if let validation {
                    xmlSchemaSetValidStructuredErrors(validation, { ctx, error in
                        guard let ctx, let error else { return }
                        Unmanaged<StreamState>.fromOpaque(ctx).takeUnretainedValue().schemaError(error)
                    }, unmanaged.toOpaque())
                    xmlSchemaValidateSetLocator(validation, { ctx, file, line in
                        guard let ctx else { return -1 }
                        line?.pointee = UInt(Unmanaged<StreamState>.fromOpaque(ctx).takeUnretainedValue().currentLine)
                        file?.pointee = nil
                        return 0
                    }, unmanaged.toOpaque())
                    plug = xmlSchemaSAXPlug(validation, &saxPointer, &userData)
                }
            }
            defer {
                if let plug { xmlSchemaSAXUnplug(plug) }
                if let validation { xmlSchemaFreeValidCtxt(validation) }
            }
            guard let ctxt = xmlCreatePushParserCtxt(saxPointer, userData, nil, 0, name) else {
                return [InputError(location: SourceLocation(file: name, line: 1), message: "out of memory")]
            }
            defer { xmlFreeParserCtxt(ctxt) }
            _ = xmlCtxtUseOptions(ctxt, options)
            state.context = ctxt

            var first = true
            let readProblem = produce { chunk in
                guard let chunk else {
                    _ = xmlParseChunk(ctxt, nil, 0, 1)
                    return nil
                }
                if first {
                    first = false
                    if let problem = encodingProblem(chunk) { return problem }
                }
                let status = chunk.withMemoryRebound(to: CChar.self) {
                    xmlParseChunk(ctxt, $0.baseAddress, Int32($0.count), 0)
                }
                return status != 0 || state.stopped ? "" : nil
            }
            var errors: [InputError] = []
            if let readProblem, !readProblem.isEmpty {
                errors.append(InputError(location: SourceLocation(file: name, line: 1), message: readProblem))
            } else if let refusal = state.refusal {
                errors.append(refusal)
            } else if first {
                errors.append(InputError(location: SourceLocation(file: name, line: 1), message: "empty XML document"))
            } else if ctxt.pointee.wellFormed == 0 || ctxt.pointee.errNo != 0 {
                errors.append(wellFormednessError(ctxt, file: name, openElements: state.openElements))
            }
            return errors + state.schemaErrors
        }
    }

    /// Documents must be UTF-8 (or ASCII): a UTF-16/32 or EBCDIC document would slip past
    /// byte-level checks, and nothing we read is written that way.
    static func encodingProblem(_ chunk: UnsafeRawBufferPointer) -> String? {
        var bytes = chunk[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let firstByte = bytes.first else { return nil }
        if firstByte == UInt8(ascii: "<") || firstByte == 0x20 || firstByte == 0x09 || firstByte == 0x0A
            || firstByte == 0x0D {
            return nil
        }
        return "not a UTF-8 XML document (it must start with '<'; UTF-16/32 documents are not accepted)"
    }

    private static func wellFormednessError(_ ctxt: xmlParserCtxtPtr, file name: String, openElements: Int) -> InputError {
        if let err = xmlCtxtGetLastError(ctxt), let message = err.pointee.message {
            var text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
            // libxml2 reports a document cut short as "Extra content at the end of the document".
            if err.pointee.code == Int32(XML_ERR_DOCUMENT_END.rawValue), openElements > 0 {
                text = "the document ends before \(openElements) element(s) are closed"
            }
            return InputError(location: SourceLocation(file: name, line: line(err.pointee.line, ctxt)), message: "malformed XML: \(text)")
        }
        return InputError(location: SourceLocation(file: name, line: line(0, ctxt)), message: "malformed XML")
    }

    /// The line libxml2 gives an error, else where its input stopped (never 0: the file has a first line).
    static func line(_ reported: Int32, _ ctxt: xmlParserCtxtPtr) -> Int {
        reported > 0 ? Int(reported) : max(1, Int(ctxt.pointee.input?.pointee.line ?? 1))
    }
}

/// The parse's state, reached from libxml2's C callbacks through an opaque pointer.
private final class StreamState {
    let file: String
    let handler: XMLStreamHandler
    var context: xmlParserCtxtPtr?
    var refusal: InputError?
    var stopped = false
    var schemaErrors: [InputError] = []
    /// The line of the element being started or ended, for schema errors.
    var currentLine = 0
    /// libxml2 interns element and attribute names, so one String per distinct name will do.
    /// Read for every element and attribute, on the one thread parsing the file: the run-time
    /// exclusivity check (as costly as the lookup) is left out.
    @exclusivity(unchecked) private var names: [UnsafeRawPointer: (name: String, number: Int)] = [:]
    private let maxDepth: Int
    @exclusivity(unchecked) private var depth = 0
    /// Elements started and not yet ended.
    var openElements: Int { depth }

    init(file: String, handler: XMLStreamHandler, maxDepth: Int) {
        self.file = file
        self.handler = handler
        self.maxDepth = maxDepth
    }

    func start(_ localname: UnsafePointer<xmlChar>, _ attributeCount: Int,
               _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        var list: [XMLAttribute] = []
        // Not for an element without attributes: reserving room for none still takes the
        // array's slow path.
        if attributeCount > 0 { list.reserveCapacity(attributeCount) }
        if let attributes {
            for i in 0..<attributeCount {
                let base = attributes + 5 * i
                guard let attrName = base[0], let start = base[3], let end = base[4] else { continue }
                list.append(XMLAttribute(name: name(attrName), value: Self.attributeValue(start, end)))
            }
        }
        let (line, column) = startPosition()
        currentLine = line
        depth += 1
        if depth > maxDepth {
            refuse(line: line, "elements nest deeper than \(maxDepth) levels (excessive depth); refused")
            return
        }
        let (elementName, number) = numberedName(localname)
        handler.startElement(name: elementName, nameNumber: number, attributes: list, line: line, column: column)
    }

    func end() {
        depth -= 1
        let line = Int(context?.pointee.input?.pointee.line ?? 0)
        currentLine = line
        handler.endElement(line: line)
    }

    func characters(_ chars: UnsafePointer<xmlChar>, _ length: Int) {
        let bytes = UnsafeBufferPointer(start: chars, count: length)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) { return }
        handler.text(String(decoding: bytes, as: UTF8.self))
    }

    private func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        numberedName(pointer).name
    }

    /// The name and its number (`XMLStreamHandler.startElement`'s `nameNumber`).
    private func numberedName(_ pointer: UnsafePointer<xmlChar>) -> (name: String, number: Int) {
        if let known = names[UnsafeRawPointer(pointer)] { return known }
        let named = (String(cString: pointer), names.count)
        names[UnsafeRawPointer(pointer)] = named
        return named
    }

    func refuseEntities() {
        refuse(line: Int(context?.pointee.input?.pointee.line ?? 0),
               "document declares entities (<!ENTITY>); refused: entities can read local files or expand without bound")
    }

    private func refuse(line: Int, _ message: String) {
        guard refusal == nil else { return }
        refusal = InputError(location: SourceLocation(file: file, line: line), message: message)
        stop()
    }

    func schemaError(_ error: UnsafeMutablePointer<xmlError>) {
        guard schemaErrors.count < SafeXML.maxSchemaErrors, let message = error.pointee.message else { return }
        let line = error.pointee.line > 0 ? Int(error.pointee.line) : currentLine
        schemaErrors.append(InputError(location: SourceLocation(file: file, line: line),
                                       message: SafeXML.shortenSchemaMessage(String(cString: message))))
    }

    private func stop() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    /// libxml2 leaves `&amp;` in attribute values as `&#38;` when entities are not substituted
    /// (SAX2 decodes it later; we see the raw value). No other references can remain: entity
    /// declarations are refused.
    private static func attributeValue(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        let value = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(UInt8(ascii: "&")) ? value.replacingOccurrences(of: "&#38;", with: "&") : value
    }

    /// At the start-element callback libxml2's cursor sits on the `>` or `/>` ending the start
    /// tag; the tag's `<` is found by scanning back (attribute values cannot hold a raw `<`).
    private func startPosition() -> (line: Int, column: Int) {
        guard let input = context?.pointee.input?.pointee, let base = input.base, var p = input.cur else {
            return (0, 1)
        }
        let cursorLine = Int(input.line)
        var newlines = 0
        while p > base && p.pointee != UInt8(ascii: "<") {
            if p.pointee == 0x0A { newlines += 1 }
            p -= 1
        }
        let tagStart = p
        if newlines == 0, input.col > 0 {
            let column = Int(input.col) - (input.cur! - tagStart)
            if column >= 1 { return (cursorLine, column + 1) }
        }
        var lineStart = tagStart
        while lineStart > base && (lineStart - 1).pointee != 0x0A { lineStart -= 1 }
        return (cursorLine - newlines, (tagStart - lineStart) + 2)
    }
}

extension SafeXML {
    /// libxml2 lists every allowed element after "Expected is one of"; a long list buries
    /// the point, so it is cut to the first few names.
    static func shortenSchemaMessage(_ raw: String) -> String {
        let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let range = message.range(of: "Expected is one of ( ") ?? message.range(of: "Expected is ( "),
              let close = message.range(of: " ).", range: range.upperBound..<message.endIndex) else {
            return message
        }
        let names = message[range.upperBound..<close.lowerBound].components(separatedBy: ", ")
        guard names.count > 8 else { return message }
        return message[..<range.upperBound] + names.prefix(8).joined(separator: ", ")
            + ", … (\(names.count - 8) more) )."
    }
}
