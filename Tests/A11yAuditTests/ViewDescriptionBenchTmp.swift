import Foundation
import Testing
import SafeXML
import ViewDescription

final class NullHandler: XMLStreamHandler {
    func startElement(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {}
    func endElement(name: String, line: Int) {}
    func text(_ text: String) {}
}

@Suite struct VDBenchTmp {
    @Test func bench() {
        guard let path = ProcessInfo.processInfo.environment["VD_BENCH"] else { return }
        var t = clock()
        _ = ViewDescriptionLoader.schema
        print("schema", Double(clock() - t) / Double(CLOCKS_PER_SEC))
        t = clock()
        var errs = SafeXML.stream(file: path, limits: { var l = SafeXML.Limits(); l.maxBytes = 1 << 30; return l }(), schema: nil, into: NullHandler())
        print("parse only", Double(clock() - t) / Double(CLOCKS_PER_SEC), errs.count)
        t = clock()
        errs = SafeXML.stream(file: path, limits: { var l = SafeXML.Limits(); l.maxBytes = 1 << 30; return l }(), schema: ViewDescriptionLoader.schema, into: NullHandler())
        print("parse+xsd", Double(clock() - t) / Double(CLOCKS_PER_SEC), errs.count)
        t = clock()
        var count = 0
        let r = ViewDescriptionLoader.load(file: path) { _ in count += 1 }
        print("load", Double(clock() - t) / Double(CLOCKS_PER_SEC), count, r.errors.prefix(3))
    }
}
