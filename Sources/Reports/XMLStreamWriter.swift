import CLibXML2

/// libxml2's xmlTextWriter over a file descriptor: elements go out as they are written, so
/// a report of any size never exists as a document in memory. Every string passes through
/// `ReportText.withoutControlCharacters`, which drops what XML 1.0 cannot carry; libxml2
/// does all escaping.
final class XMLStreamWriter {
    private let writer: xmlTextWriterPtr
    private let path: String
    private var finished = false

    init(fd: Int32, path: String) throws {
        self.path = path
        guard let buffer = xmlOutputBufferCreateFd(fd, nil) else {
            throw ReportWriteError(path: path, reason: "libxml2 could not open an output buffer")
        }
        guard let writer = xmlNewTextWriter(buffer) else {
            xmlOutputBufferClose(buffer)
            throw ReportWriteError(path: path, reason: "libxml2 could not create a text writer")
        }
        self.writer = writer
        xmlTextWriterSetIndent(writer, 1)
        Self.withXMLString("  ") { _ = xmlTextWriterSetIndentString(writer, $0) }
        try check(xmlTextWriterStartDocument(writer, nil, "UTF-8", nil))
    }

    deinit {
        // The output buffer does not own the descriptor: ReportFile closes it.
        xmlFreeTextWriter(writer)
    }

    func startElement(_ name: String) throws {
        try check(Self.withXMLString(name) { xmlTextWriterStartElement(writer, $0) })
    }

    func attribute(_ name: String, _ value: String) throws {
        let clean = ReportText.withoutControlCharacters(value)
        try check(Self.withXMLString(name) { n in
            Self.withXMLString(clean) { v in xmlTextWriterWriteAttribute(writer, n, v) }
        })
    }

    func text(_ value: String) throws {
        let clean = ReportText.withoutControlCharacters(value)
        try check(Self.withXMLString(clean) { xmlTextWriterWriteString(writer, $0) })
    }

    func endElement() throws {
        try check(xmlTextWriterEndElement(writer))
    }

    /// `<name a="…"/>` or `<name a="…">text</name>`.
    func element(_ name: String, attributes: KeyValuePairs<String, String> = [:], text: String? = nil) throws {
        try startElement(name)
        for (key, value) in attributes { try attribute(key, value) }
        if let text { try self.text(text) }
        try endElement()
    }

    /// Closes every open element and flushes everything to the descriptor.
    func finish() throws {
        guard !finished else { return }
        finished = true
        try check(xmlTextWriterEndDocument(writer))
        try check(xmlTextWriterFlush(writer))
    }

    private func check(_ rc: Int32) throws {
        if rc < 0 { throw ReportWriteError(path: path, reason: "libxml2 failed to write (disk full?)") }
    }

    private static func withXMLString<T>(_ s: String, _ body: (UnsafePointer<xmlChar>) -> T) -> T {
        s.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    }
}
