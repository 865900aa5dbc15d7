import Foundation

/// JSON text of an `Encodable` value, byte for byte what JSONEncoder writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, written as the value is encoded.
///
/// JSONEncoder first builds a tree of the whole value (casting every value to the types it
/// treats specially) and then writes it: on the real apps that was most of the JSON report's
/// time. Here each value's text goes straight into one buffer; only the members of an object
/// that did not come in key order are moved once, when it is complete, into it.
/// Floating-point numbers are left to JSONEncoder (their shortest form is its to define);
/// tests hold the two equal on every report type and on edge-case strings, keys and nesting.
public enum JSONText {
    /// The text of `value` as it appears `depth` levels inside an enclosing value: its first
    /// line is not indented, each following line by two spaces a level.
    public static func encode<T: Encodable>(_ value: T, depth: Int = 0) throws -> [UInt8] {
        let sink = Sink()
        // The sink's reused encoders and objects refer back to it.
        defer {
            sink.encoders.removeAll()
            sink.objects.removeAll()
        }
        let encoder = ValueEncoder(sink: sink, depth: depth)
        try value.encode(to: encoder)
        try encoder.finish()
        if let unsupported = sink.unsupported { throw Unsupported(description: "cannot write \(unsupported) as JSON text") }
        return sink.bytes
    }

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }
}

// MARK: - The buffer

/// The bytes of one `encode`, shared by every container in it.
private final class Sink {
    // Unchecked: only the one thread of an `encode` touches a sink, and checking each access
    // dynamically was a fifth of the writer's time.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// An object's member texts while they are put in key order; kept to be reused.
    @exclusivity(unchecked) var scratch: [UInt8] = []
    /// What was asked that this writer does not support (no report type asks it); `encode`
    /// then throws rather than write something JSONEncoder would not.
    var unsupported: String?
    /// The encoders of nested values, by depth, reused: a nested value's encoder is done with once
    /// its value is written, and the values at one depth are written one after another (an
    /// encoder for each was over a quarter of the JSON and SARIF reports' allocations).
    var encoders: [ValueEncoder?] = []
    /// The objects being written, by depth, reused the same way: one object is open at each
    /// depth at a time (an object and its member lists for each were most of the rest).
    var objects: [ObjectState?] = []

    init() {
        bytes.reserveCapacity(1 << 12)
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style escapes or
    /// `\u00xx`, everything else (`/`, non-ASCII) as it is.
    func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            bytes.append(0x22)
            // Most strings need no escape: one scan and one copy (the loop below cost several
            // times as much a byte).
            guard Self.escaped.anyByte(in: utf8, { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
                bytes.append(contentsOf: utf8)
                bytes.append(0x22)
                return
            }
            var run = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
                run = i + 1
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default:
                    append("\\u00")
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
            bytes.append(0x22)
        }
    }

    func integer<I: BinaryInteger>(_ value: I) {
        bytes.append(contentsOf: String(value).utf8)
    }

    func bool(_ value: Bool) {
        if value { append("true") } else { append("false") }
    }

    /// As JSONEncoder writes it (`1e-07`, `-0`, `100`): its own rendering of the lone number.
    func floatingPoint<F: BinaryFloatingPoint & Encodable>(_ value: F) throws {
        bytes.append(contentsOf: try JSONEncoder().encode(value))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let escaped = ByteFilter(below: 0x20, 0x22, 0x5C)
}

// MARK: - Encoders and containers

/// Encodes one value at `depth`; its container, if it opened one, is closed by `finish`.
private final class ValueEncoder: Encoder {
    let sink: Sink
    let depth: Int
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The container the value opened; a value opens exactly one.
    fileprivate var open: Container?

    init(sink: Sink, depth: Int) {
        self.sink = sink
        self.depth = depth
    }

    enum Container {
        case keyed(ObjectState)
        case unkeyed(ArrayState)
        case single
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let state: ObjectState
        if case .keyed(let existing) = open {
            state = existing
        } else {
            state = ObjectState.open(in: sink, depth: depth)
            open = .keyed(state)
        }
        return KeyedEncodingContainer(KeyedWriter<Key>(state: state))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if case .unkeyed(let existing) = open { return UnkeyedWriter(state: existing) }
        let state = ArrayState(sink: sink, depth: depth)
        open = .unkeyed(state)
        return UnkeyedWriter(state: state)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        open = .single
        return SingleWriter(sink: sink, depth: depth)
    }

    /// Closes the value's container: an object's members in key order, an array's bracket.
    /// A value that opened none is an error at the top, as in JSONEncoder, and an empty object
    /// inside another value, as there.
    func finish(nested: Bool = false) throws {
        switch open {
        case .keyed(let state): state.finish()
        case .unkeyed(let state): state.finish()
        case .single: break
        case nil:
            guard nested else { throw JSONText.Unsupported(description: "a value that encodes nothing") }
            ObjectState.open(in: sink, depth: depth).finish()
        }
    }

    /// A container for what is not supported, writing into a buffer of its own; `encode` throws.
    static func refuse(_ what: String, in sink: Sink) -> ValueEncoder {
        sink.unsupported = what
        return ValueEncoder(sink: Sink(), depth: 0)
    }

    /// Encodes `value` one level deeper, at the end of the buffer; `reusing` the sink's encoder
    /// at that depth unless the value is written in place of another one at the same depth (a
    /// single value container's), whose encoder is still open.
    static func nested<T: Encodable>(_ value: T, sink: Sink, depth: Int, reusing: Bool = true) throws {
        let encoder = reusing ? reused(at: depth, in: sink) : ValueEncoder(sink: sink, depth: depth)
        try value.encode(to: encoder)
        try encoder.finish(nested: true)
    }

    /// The sink's encoder at `depth`, with no container open.
    private static func reused(at depth: Int, in sink: Sink) -> ValueEncoder {
        if depth >= sink.encoders.count {
            sink.encoders.append(contentsOf: repeatElement(nil, count: depth + 1 - sink.encoders.count))
        }
        guard let encoder = sink.encoders[depth] else {
            let made = ValueEncoder(sink: sink, depth: depth)
            sink.encoders[depth] = made
            return made
        }
        encoder.open = nil
        return encoder
    }
}

/// An object being written: each member goes straight into the buffer, key and indentation
/// first, and is remembered by key and place; members that did not come in key order are
/// moved into it once the object is complete (types whose coding keys are declared in key
/// order are never moved).
private final class ObjectState {
    let sink: Sink
    let depth: Int
    /// Where the first member starts, after the opening brace.
    @exclusivity(unchecked) var start = 0
    @exclusivity(unchecked) var members: [(key: String, range: Range<Int>)] = []
    @exclusivity(unchecked) var inKeyOrder = true

    private init(sink: Sink, depth: Int) {
        self.sink = sink
        self.depth = depth
        // Room for the members of most report types at once, not grown one doubling at a time.
        members.reserveCapacity(8)
    }

    /// An object opened at `depth`, its brace written: the sink's object at that depth, reused.
    static func open(in sink: Sink, depth: Int) -> ObjectState {
        if depth >= sink.objects.count {
            sink.objects.append(contentsOf: repeatElement(nil, count: depth + 1 - sink.objects.count))
        }
        let state: ObjectState
        if let reused = sink.objects[depth] {
            state = reused
            state.members.removeAll(keepingCapacity: true)
            state.inKeyOrder = true
        } else {
            state = ObjectState(sink: sink, depth: depth)
            sink.objects[depth] = state
        }
        sink.append("{\n")
        state.start = sink.bytes.count
        return state
    }

    func member(_ key: CodingKey, _ write: () throws -> Void) rethrows {
        let name = key.stringValue
        if let last = members.last {
            sink.append(",\n")
            if inKeyOrder, !Self.precedes(last.key, name) { inKeyOrder = false }
        }
        let from = sink.bytes.count
        sink.indent(depth + 1)
        sink.string(name)
        sink.append(" : ")
        try write()
        members.append((name, from..<sink.bytes.count))
    }

    func finish() {
        if !inKeyOrder {
            sink.scratch.removeAll(keepingCapacity: true)
            sink.scratch.append(contentsOf: sink.bytes[start...])
            sink.bytes.removeLast(sink.bytes.count - start)
            let sorted = members.sorted { Self.precedes($0.key, $1.key) }
            for (i, member) in sorted.enumerated() {
                if i > 0 { sink.append(",\n") }
                sink.bytes.append(contentsOf: sink.scratch[(member.range.lowerBound - start)..<(member.range.upperBound - start)])
            }
        }
        sink.append("\n")
        sink.indent(depth)
        sink.append("}")
    }

    /// Whether `a` comes before `b` by their UTF-8 bytes, the order JSONEncoder sorts keys in;
    /// compared in place (the generic byte-sequence comparison cost several times as much).
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}

/// An array being written: items go straight into the buffer, in order.
private final class ArrayState {
    let sink: Sink
    let depth: Int
    @exclusivity(unchecked) var count = 0

    init(sink: Sink, depth: Int) {
        self.sink = sink
        self.depth = depth
        sink.append("[")
    }

    func item(_ write: () throws -> Void) rethrows {
        sink.append(count == 0 ? "\n" : ",\n")
        sink.indent(depth + 1)
        count += 1
        try write()
    }

    func finish() {
        sink.append(count == 0 ? "\n\n" : "\n")
        sink.indent(depth)
        sink.append("]")
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: ObjectState
    var codingPath: [CodingKey] { [] }
    private var sink: Sink { state.sink }
    private var inner: Int { state.depth + 1 }

    mutating func encodeNil(forKey key: Key) throws { state.member(key) { sink.append("null") } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { state.member(key) { sink.bool(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { state.member(key) { sink.string(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { try state.member(key) { try sink.floatingPoint(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { try state.member(key) { try sink.floatingPoint(value) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { state.member(key) { sink.integer(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { state.member(key) { sink.integer(value) } }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try state.member(key) { try ValueEncoder.nested(value, sink: sink, depth: inner) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                       forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder.refuse("a nested container", in: sink).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        ValueEncoder.refuse("a nested container", in: sink).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { ValueEncoder.refuse("a super encoder", in: sink) }
    mutating func superEncoder(forKey key: Key) -> Encoder { superEncoder() }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let state: ArrayState
    var codingPath: [CodingKey] { [] }
    var count: Int { state.count }
    private var sink: Sink { state.sink }

    mutating func encodeNil() throws { state.item { sink.append("null") } }
    mutating func encode(_ value: Bool) throws { state.item { sink.bool(value) } }
    mutating func encode(_ value: String) throws { state.item { sink.string(value) } }
    mutating func encode(_ value: Double) throws { try state.item { try sink.floatingPoint(value) } }
    mutating func encode(_ value: Float) throws { try state.item { try sink.floatingPoint(value) } }
    mutating func encode(_ value: Int) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: Int8) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: Int16) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: Int32) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: Int64) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: UInt) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: UInt8) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: UInt16) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: UInt32) throws { state.item { sink.integer(value) } }
    mutating func encode(_ value: UInt64) throws { state.item { sink.integer(value) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let depth = state.depth + 1
        try state.item { try ValueEncoder.nested(value, sink: sink, depth: depth) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder.refuse("a nested container", in: sink).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        ValueEncoder.refuse("a nested container", in: sink).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { ValueEncoder.refuse("a super encoder", in: sink) }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let sink: Sink
    let depth: Int
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() throws { sink.append("null") }
    mutating func encode(_ value: Bool) throws { sink.bool(value) }
    mutating func encode(_ value: String) throws { sink.string(value) }
    mutating func encode(_ value: Double) throws { try sink.floatingPoint(value) }
    mutating func encode(_ value: Float) throws { try sink.floatingPoint(value) }
    mutating func encode(_ value: Int) throws { sink.integer(value) }
    mutating func encode(_ value: Int8) throws { sink.integer(value) }
    mutating func encode(_ value: Int16) throws { sink.integer(value) }
    mutating func encode(_ value: Int32) throws { sink.integer(value) }
    mutating func encode(_ value: Int64) throws { sink.integer(value) }
    mutating func encode(_ value: UInt) throws { sink.integer(value) }
    mutating func encode(_ value: UInt8) throws { sink.integer(value) }
    mutating func encode(_ value: UInt16) throws { sink.integer(value) }
    mutating func encode(_ value: UInt32) throws { sink.integer(value) }
    mutating func encode(_ value: UInt64) throws { sink.integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder.nested(value, sink: sink, depth: depth, reusing: false)
    }
}
