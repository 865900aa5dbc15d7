import Foundation

/// The binary form of the cache's entries: any `Codable` value, written straight into bytes.
///
/// JSONEncoder builds a tree of the whole value before writing a byte and JSONDecoder one
/// before reading a field; on the real apps that made storing entries several times dearer than
/// the rest of the cache, and it dominated rereading an unchanged project. Here each value is
/// a tag byte and its bytes, a string or a container prefixed with its length, so any value can
/// be skipped unread and a keyed container is found by key, in any order.
///
/// Only what entries need is supported: keyed, unkeyed and single-value containers. Nested
/// containers and super-encoders (which no cached type uses) make `encode` throw, and bytes that
/// do not decode make `decode` throw: either way the entry is a miss, never a wrong result.
enum CacheCoding {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    fileprivate enum Tag: UInt8 {
        case null, no, yes, int, uint, double, float, string, container
    }

    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let sink = Sink()
        try sink.write(value)
        if let unsupported = sink.unsupported { throw Failure(description: "cannot encode \(unsupported)") }
        return Data(sink.bytes)
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let source = Source(bytes: [UInt8](data))
        let end = try source.end(of: 0)
        guard end == source.bytes.count else { throw Failure(description: "bytes after the value") }
        return try source.value(type, at: 0)
    }
}

// MARK: - Writing

/// The bytes being written, shared by every container of one `encode`.
private final class Sink {
    // Unchecked: one `encode` on one thread owns a sink, and checking each access dynamically
    // was a sixth of storing an entry.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// What was asked that this form does not support (the value is then not stored).
    var unsupported: String?

    init() {
        bytes.reserveCapacity(4096)
    }

    func tag(_ tag: CacheCoding.Tag) {
        bytes.append(tag.rawValue)
    }

    func length(_ count: Int) {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian) { bytes.append(contentsOf: $0) }
    }

    func word(_ tag: CacheCoding.Tag, _ bits: UInt64) {
        self.tag(tag)
        withUnsafeBytes(of: bits.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func text(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            length(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    func string(_ string: String) {
        tag(.string)
        text(string)
    }

    func bool(_ value: Bool) { tag(value ? .yes : .no) }
    func int<I: BinaryInteger>(_ value: I) { word(.int, UInt64(bitPattern: Int64(value))) }
    func uint<I: BinaryInteger>(_ value: I) { word(.uint, UInt64(value)) }
    func double(_ value: Double) { word(.double, value.bitPattern) }

    func float(_ value: Float) {
        tag(.float)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A value of any type: the plain ones directly, others as a container whose length is
    /// filled in once the value has written its fields.
    func write<T: Encodable>(_ value: T) throws {
        if T.self == String.self { return string(value as! String) }
        if T.self == Int.self { return int(value as! Int) }
        if T.self == Bool.self { return bool(value as! Bool) }
        if T.self == Double.self { return double(value as! Double) }
        if T.self == Float.self { return float(value as! Float) }
        if T.self == Int64.self { return int(value as! Int64) }
        if T.self == Int32.self { return int(value as! Int32) }
        if T.self == Int16.self { return int(value as! Int16) }
        if T.self == Int8.self { return int(value as! Int8) }
        if T.self == UInt.self { return uint(value as! UInt) }
        if T.self == UInt64.self { return uint(value as! UInt64) }
        if T.self == UInt32.self { return uint(value as! UInt32) }
        if T.self == UInt16.self { return uint(value as! UInt16) }
        if T.self == UInt8.self { return uint(value as! UInt8) }
        tag(.container)
        let start = bytes.count
        length(0)
        try value.encode(to: Writer(sink: self))
        let count = UInt32(truncatingIfNeeded: bytes.count - start - 4).littleEndian
        withUnsafeBytes(of: count) { raw in
            for i in 0..<4 { bytes[start + i] = raw[i] }
        }
    }
}

private struct Writer: Encoder {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedWriter(sink: sink) }
    func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(sink: sink) }
}

/// Writes key, value, key, value… into the enclosing container's bytes.
private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }

    private func key(_ key: Key) { sink.text(key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { self.key(key); sink.tag(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { self.key(key); sink.bool(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { self.key(key); sink.string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { self.key(key); sink.double(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { self.key(key); sink.float(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { self.key(key); sink.int(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { self.key(key); sink.int(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { self.key(key); sink.int(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { self.key(key); sink.int(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { self.key(key); sink.int(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { self.key(key); sink.uint(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { self.key(key); sink.uint(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { self.key(key); sink.uint(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { self.key(key); sink.uint(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { self.key(key); sink.uint(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { self.key(key); try sink.write(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        sink.unsupported = "a nested container"
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(sink: Sink()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.unsupported = "a nested container"
        return UnkeyedWriter(sink: Sink())
    }

    mutating func superEncoder() -> any Encoder {
        sink.unsupported = "a super-encoder"
        return Writer(sink: Sink())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(sink: Sink) {
        self.sink = sink
    }

    mutating func encodeNil() throws { sink.tag(.null); count += 1 }
    mutating func encode(_ value: String) throws { sink.string(value); count += 1 }
    mutating func encode(_ value: Bool) throws { sink.bool(value); count += 1 }
    mutating func encode(_ value: Int) throws { sink.int(value); count += 1 }
    mutating func encode(_ value: Double) throws { sink.double(value); count += 1 }
    mutating func encode<T: Encodable>(_ value: T) throws { try sink.write(value); count += 1 }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        sink.unsupported = "a nested container"
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(sink: Sink()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.unsupported = "a nested container"
        return UnkeyedWriter(sink: Sink())
    }

    mutating func superEncoder() -> any Encoder {
        sink.unsupported = "a super-encoder"
        return Writer(sink: Sink())
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { sink.tag(.null) }
    mutating func encode(_ value: String) throws { sink.string(value) }
    mutating func encode(_ value: Bool) throws { sink.bool(value) }
    mutating func encode(_ value: Int) throws { sink.int(value) }
    mutating func encode(_ value: Double) throws { sink.double(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try sink.write(value) }
}

// MARK: - Reading

/// The bytes being read; positions are offsets into them.
private final class Source {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func fail(_ what: String) -> CacheCoding.Failure {
        CacheCoding.Failure(description: what)
    }

    func tag(at i: Int) throws -> CacheCoding.Tag {
        guard i < bytes.count, let tag = CacheCoding.Tag(rawValue: bytes[i]) else { throw fail("no value at \(i)") }
        return tag
    }

    func length(at i: Int) throws -> Int {
        guard i + 4 <= bytes.count else { throw fail("cut short at \(i)") }
        return Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 | Int(bytes[i + 3]) << 24
    }

    func word(at i: Int) throws -> UInt64 {
        guard i + 8 <= bytes.count else { throw fail("cut short at \(i)") }
        var bits: UInt64 = 0
        for k in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[i + k]) }
        return bits
    }

    /// Where the value starting at `i` ends.
    func end(of i: Int) throws -> Int {
        let end: Int
        switch try tag(at: i) {
        case .null, .no, .yes: end = i + 1
        case .int, .uint, .double: end = i + 9
        case .float: end = i + 5
        case .string, .container: end = i + 5 + (try length(at: i + 1))
        }
        guard end <= bytes.count else { throw fail("cut short at \(i)") }
        return end
    }

    /// The bytes of a length-prefixed text at `i` (a key, or a string after its tag).
    func text(at i: Int) throws -> Range<Int> {
        let start = i + 4
        let end = start + (try length(at: i))
        guard end <= bytes.count else { throw fail("cut short at \(i)") }
        return start..<end
    }

    /// The content of the container at `i`.
    func content(at i: Int) throws -> Range<Int> {
        guard try tag(at: i) == .container else { throw fail("no container at \(i)") }
        return try text(at: i + 1)
    }

    func string(at i: Int) throws -> String {
        guard try tag(at: i) == .string else { throw fail("no string at \(i)") }
        return String(decoding: bytes[try text(at: i + 1)], as: UTF8.self)
    }

    func bool(at i: Int) throws -> Bool {
        switch try tag(at: i) {
        case .yes: return true
        case .no: return false
        default: throw fail("no Bool at \(i)")
        }
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type, at i: Int) throws -> I {
        let bits = try word(at: i + 1)
        let value: I?
        switch try tag(at: i) {
        case .int: value = I(exactly: Int64(bitPattern: bits))
        case .uint: value = I(exactly: bits)
        default: throw fail("no integer at \(i)")
        }
        guard let value else { throw fail("\(I.self) out of range at \(i)") }
        return value
    }

    func double(at i: Int) throws -> Double {
        guard try tag(at: i) == .double else { throw fail("no Double at \(i)") }
        return Double(bitPattern: try word(at: i + 1))
    }

    func float(at i: Int) throws -> Float {
        guard try tag(at: i) == .float, i + 5 <= bytes.count else { throw fail("no Float at \(i)") }
        var bits: UInt32 = 0
        for k in (1...4).reversed() { bits = bits << 8 | UInt32(bytes[i + k]) }
        return Float(bitPattern: bits)
    }

    func isNull(at i: Int) throws -> Bool { try tag(at: i) == .null }

    /// A value of any type, read the way `Sink.write` wrote it.
    func value<T: Decodable>(_ type: T.Type, at i: Int) throws -> T {
        if T.self == String.self { return try string(at: i) as! T }
        if T.self == Int.self { return try integer(Int.self, at: i) as! T }
        if T.self == Bool.self { return try bool(at: i) as! T }
        if T.self == Double.self { return try double(at: i) as! T }
        if T.self == Float.self { return try float(at: i) as! T }
        if T.self == Int64.self { return try integer(Int64.self, at: i) as! T }
        if T.self == Int32.self { return try integer(Int32.self, at: i) as! T }
        if T.self == Int16.self { return try integer(Int16.self, at: i) as! T }
        if T.self == Int8.self { return try integer(Int8.self, at: i) as! T }
        if T.self == UInt.self { return try integer(UInt.self, at: i) as! T }
        if T.self == UInt64.self { return try integer(UInt64.self, at: i) as! T }
        if T.self == UInt32.self { return try integer(UInt32.self, at: i) as! T }
        if T.self == UInt16.self { return try integer(UInt16.self, at: i) as! T }
        if T.self == UInt8.self { return try integer(UInt8.self, at: i) as! T }
        return try T(from: Reader(source: self, content: try content(at: i)))
    }
}

private struct Reader: Decoder {
    let source: Source
    let content: Range<Int>
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedReader<Key>(source: source, content: content))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedReader(source: source, content: content)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReader(source: source, position: content.lowerBound)
    }
}

/// The container's entries indexed once (key bytes and where each value starts); keys are
/// looked up from just after the last one found, since fields are read in the order written.
private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The entries and the lookup's starting point (decoding methods do not mutate a container).
    private final class Entries {
        var list: [(key: Range<Int>, value: Int)] = []
        var next = 0
    }

    let source: Source
    var codingPath: [any CodingKey] { [] }
    private let entries = Entries()

    init(source: Source, content: Range<Int>) throws {
        self.source = source
        var i = content.lowerBound
        while i < content.upperBound {
            let key = try source.text(at: i)
            entries.list.append((key, key.upperBound))
            i = try source.end(of: key.upperBound)
        }
        guard i == content.upperBound else { throw source.fail("container overruns at \(i)") }
    }

    var allKeys: [Key] {
        entries.list.compactMap { Key(stringValue: String(decoding: source.bytes[$0.key], as: UTF8.self)) }
    }

    private func position(of key: Key) -> Int? {
        var name = key.stringValue
        let list = entries.list
        return name.withUTF8 { utf8 -> Int? in
            for step in 0..<list.count {
                let index = (entries.next + step) % list.count
                let range = list[index].key
                if range.count == utf8.count, source.bytes[range].elementsEqual(utf8) {
                    entries.next = index + 1 == list.count ? 0 : index + 1
                    return list[index].value
                }
            }
            return nil
        }
    }

    private func require(_ key: Key) throws -> Int {
        guard let at = position(of: key) else { throw source.fail("no field '\(key.stringValue)'") }
        return at
    }

    func contains(_ key: Key) -> Bool {
        position(of: key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool { try source.isNull(at: try require(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try source.bool(at: try require(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try source.string(at: try require(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try source.double(at: try require(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try source.float(at: try require(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try source.integer(type, at: try require(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try source.integer(type, at: try require(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try source.integer(type, at: try require(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try source.integer(type, at: try require(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try source.integer(type, at: try require(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try source.integer(type, at: try require(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try source.integer(type, at: try require(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try source.integer(type, at: try require(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try source.integer(type, at: try require(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try source.integer(type, at: try require(key)) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try source.value(type, at: try require(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw source.fail("a nested container")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw source.fail("a nested container")
    }

    func superDecoder() throws -> any Decoder { throw source.fail("a super-decoder") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw source.fail("a super-decoder") }
}

private struct UnkeyedReader: UnkeyedDecodingContainer {
    let source: Source
    var codingPath: [any CodingKey] { [] }
    private let positions: [Int]
    private(set) var currentIndex = 0

    init(source: Source, content: Range<Int>) throws {
        self.source = source
        var positions: [Int] = []
        var i = content.lowerBound
        while i < content.upperBound {
            positions.append(i)
            i = try source.end(of: i)
        }
        guard i == content.upperBound else { throw source.fail("container overruns at \(i)") }
        self.positions = positions
    }

    var count: Int? { positions.count }
    var isAtEnd: Bool { currentIndex >= positions.count }

    private mutating func take() throws -> Int {
        guard !isAtEnd else { throw source.fail("no more items") }
        defer { currentIndex += 1 }
        return positions[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try source.isNull(at: positions[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try source.value(type, at: try take()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw source.fail("a nested container")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw source.fail("a nested container") }
    mutating func superDecoder() throws -> any Decoder { throw source.fail("a super-decoder") }
}

private struct SingleReader: SingleValueDecodingContainer {
    let source: Source
    let position: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? source.isNull(at: position)) ?? false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try source.value(type, at: position) }
}
