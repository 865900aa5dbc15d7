import AuditModel
import Foundation
import Reports
import Testing

/// The JSON and SARIF reports' writer gives what JSONEncoder gives with sorted keys, pretty
/// printing and unescaped slashes, byte for byte.
@Suite("JSON text as JSONEncoder writes it")
struct JSONTextTests {
    static func reference<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func written<T: Encodable>(_ value: T, depth: Int = 0) throws -> String {
        String(decoding: try JSONText.encode(value, depth: depth), as: UTF8.self)
    }

    struct Mixed: Codable {
        var name: String
        var count: Int
        var ratio: Double
        var flags: [Bool]
        var nested: [String: [Int]]
        var missing: String?
        var present: String?
        var holes: [Int?]
        var empty: [String]
        var none: [String: String]
    }

    @Test("strings: quotes, backslashes and every control character escaped; slashes, DEL and non-ASCII as they are")
    func strings() throws {
        let controls = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        let texts = ["", "plain", "q\"b\\s/n", controls, "\u{7F}é€😀\u{2028}\u{2029}", "a\u{0}b", "\\\"\\"]
        for text in texts {
            #expect(try Self.written(text) == Self.reference(text), "\(text.debugDescription)")
            #expect(try Self.written([text: text]) == Self.reference([text: text]), "\(text.debugDescription)")
        }
    }

    @Test("keys in byte order: capitals, underscore, digits, accents")
    func keyOrder() throws {
        let keys = ["B", "a", "_", "a10", "a9", "Z", "é", "e", "aB", "ab", "", "a\"b"]
        let object = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        #expect(try Self.written(object) == Self.reference(object))
    }

    @Test("numbers, booleans, nulls, empty and nested containers, absent optionals")
    func shapes() throws {
        let value = Mixed(name: "n", count: -42, ratio: 0.75, flags: [true, false],
                          nested: ["b": [], "a": [1, 2], "c": [Int.max, Int.min]], missing: nil, present: "p",
                          holes: [1, nil, 3], empty: [], none: [:])
        #expect(try Self.written(value) == Self.reference(value))
        #expect(try Self.written([value, value]) == Self.reference([value, value]))
        #expect(try Self.written([[Int]]()) == Self.reference([[Int]]()))
        #expect(try Self.written([[1], [], [2, 3]]) == Self.reference([[1], [], [2, 3]]))
        let doubles: [Double] = [1, 0.1, 1e-7, 123_456_789.125, 1e21, 0.1 + 0.2, -0.0, 100, 3.5e-300]
        #expect(try Self.written(doubles) == Self.reference(doubles))
        #expect(try Self.written([Float(0.1), 2]) == Self.reference([Float(0.1), 2]))
        #expect(try Self.written([UInt64.max]) == Self.reference([UInt64.max]))
        #expect(try Self.written([Int8.min: "x"].mapKeys()) == Self.reference([Int8.min: "x"].mapKeys()))
    }

    /// The whole JSON and SARIF reports are held to their goldens (written by JSONEncoder).
    @Test("the report types of a whole run: screens with transcripts, ladders and verdicts; findings")
    func reportTypes() throws {
        let result = ReportsFixture.result
        #expect(try Self.written(result.screens) == Self.reference(result.screens))
        #expect(try Self.written(result.findings) == Self.reference(result.findings))
    }

    /// Members declared in key order are written as they come; others are moved into it.
    struct InKeyOrder: Encodable {
        var alpha = 1
        var beta: String? = nil
        var gamma = OutOfOrder()
        var zeta = [OutOfOrder(), OutOfOrder()]
    }

    struct OutOfOrder: Encodable {
        var zulu = "z"
        var inner = ["b": 2, "a": 1]
        var alpha: [Int] = []
        var mike = InOrderLeaf()
    }

    struct InOrderLeaf: Encodable {
        var a = true
        var b = "b"
    }

    @Test("objects whose members come in key order and objects whose members do not, nested in each other")
    func membersInAndOutOfKeyOrder() throws {
        #expect(try Self.written(InKeyOrder()) == Self.reference(InKeyOrder()))
        #expect(try Self.written(OutOfOrder()) == Self.reference(OutOfOrder()))
        #expect(try Self.written([OutOfOrder(), OutOfOrder()]) == Self.reference([OutOfOrder(), OutOfOrder()]))
        var withOptional = InKeyOrder()
        withOptional.beta = "set"
        #expect(try Self.written(withOptional) == Self.reference(withOptional))
    }

    /// A value written in place of another (a single value container holding an object), beside
    /// objects at the same depth and around them: each value's encoder is its own while open.
    struct Wrapped: Encodable {
        var inner: OutOfOrder
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(inner)
        }
    }

    struct Holder: Encodable {
        var zeta = Wrapped(inner: OutOfOrder())
        var alpha = [Wrapped(inner: OutOfOrder()), Wrapped(inner: OutOfOrder())]
        var middle = [OutOfOrder(), OutOfOrder()]
        var last = [[Wrapped(inner: OutOfOrder())], []]
    }

    @Test("values written in place of others, nested and beside objects at the same depth")
    func singleValuesHoldingObjects() throws {
        #expect(try Self.written(Holder()) == Self.reference(Holder()))
        #expect(try Self.written([Holder(), Holder()]) == Self.reference([Holder(), Holder()]))
        #expect(try Self.written(Wrapped(inner: OutOfOrder())) == Self.reference(Wrapped(inner: OutOfOrder())))
    }

    @Test("a value inside others: every line after the first indented two spaces a level")
    func depth() throws {
        let value = ["k": [1, 2]]
        let inner = try Self.reference(value).split(separator: "\n", omittingEmptySubsequences: false)
        let expected = ([String(inner[0])] + inner.dropFirst().map { "    " + $0 }).joined(separator: "\n")
        #expect(try Self.written(value, depth: 2) == expected)
    }

    struct NestedUser: Encodable {
        func encode(to encoder: Encoder) throws {
            var outer = encoder.container(keyedBy: Key.self)
            var inner = outer.nestedContainer(keyedBy: Key.self, forKey: .a)
            try inner.encode(1, forKey: .a)
        }

        enum Key: CodingKey { case a }
    }

    @Test("what the writer does not support (nested containers) throws instead of writing other text")
    func unsupportedThrows() {
        #expect(throws: (any Error).self) { try JSONText.encode(NestedUser()) }
    }

    struct Nothing: Encodable {
        func encode(to encoder: Encoder) throws {}
    }

    struct HoldsNothing: Encodable {
        var one = Nothing()
        var many = [Nothing(), Nothing()]
    }

    @Test("a value that encodes nothing: an empty object inside another value, an error at the top, as JSONEncoder has it")
    func valueThatEncodesNothing() throws {
        #expect(try Self.written(HoldsNothing()) == Self.reference(HoldsNothing()))
        #expect(throws: (any Error).self) { try Self.reference(Nothing()) }
        #expect(throws: (any Error).self) { try JSONText.encode(Nothing()) }
    }
}

private extension Dictionary where Key == Int8, Value == String {
    /// String keys, as JSON objects have them.
    func mapKeys() -> [String: String] { Dictionary<String, String>(uniqueKeysWithValues: map { (String($0.key), $0.value) }) }
}
