import AuditModel

/// The value syntax of description attributes (FORMAT.md, "Values"). Two forms:
///
/// - **Text** (titles, labels, `Text` content): literal words with `{expr}` for run-time
///   parts. `Save` → `.string("Save")`; `{name}` → `.dynamic("name")`;
///   `Total: {price}` → `.text([.literal("Total: "), .dynamic("price")])`; `{{`/`}}` are braces.
///   Text starting with `"` is read as typed syntax when it parses (`"On" | "Off"`).
/// - **Typed** (everything else), a Swift-like subset: `12`, `-1.5` → `.number`;
///   `true`/`false` → `.bool`; `.title`, `Font.TextStyle.body` → `.member`;
///   `.system(size: 12)`, `Font.custom("Avenir", size: 14)` → `.call`; `"quoted"` → text;
///   `{expr}` → `.dynamic` (or `.metric` when `expr` names a declared `scaledMetric`/`constant`);
///   `[a, b]` → `.array`; `...large`, `.small...xLarge`, `0..<5` → `.range`; `a | b` → `.choice`.
///   A value that does not fit the typed syntax is read as text (`Delete` → `.string`).
struct ValueSyntax {
    /// Declared metrics by name (`{iconSize}` → `.metric`).
    var metrics: [String: Metric] = [:]

    func text(_ raw: String) -> Value {
        // Text in double quotes is typed syntax: `"On" | "Off"` is a choice.
        if raw.utf8.first == UInt8(ascii: "\"") {
            var parser = Parser(bytes: Array(raw.utf8), metrics: metrics)
            if let value = parser.parseValue(), parser.atEnd { return value }
        }
        guard raw.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
            return .string(raw)
        }
        return Self.textValue(Self.textParts(Array(raw.utf8)[...]))
    }

    func typed(_ raw: String) -> Value {
        if let value = memberOrRunTimeValue(raw) { return value }
        // Most values are plain numbers or words: skip the parser for them.
        if let number = Double(raw) { return .number(number) }
        if raw.utf8.allSatisfy({ Self.isLetter($0) || $0 == 0x20 }) {
            if raw == "true" { return .bool(true) }
            if raw == "false" { return .bool(false) }
            return .string(raw)
        }
        let bytes = Array(raw.utf8)
        var parser = Parser(bytes: bytes, metrics: metrics)
        if let value = parser.parseValue(), parser.atEnd { return value }
        return text(raw)
    }

    /// `.body` and `{$isOn}`, the commonest typed values after numbers and words, read as the
    /// parser reads them without making one: a leading-dot name is a member; one `{…}` holding
    /// no other brace is a run-time value, or the declared metric it names.
    private func memberOrRunTimeValue(_ raw: String) -> Value? {
        // Over the bytes in place: through the string's views, these few checks cost more
        // than the rest of reading an attribute.
        var raw = raw
        raw.makeContiguousUTF8()
        return raw.utf8.withContiguousStorageIfAvailable { bytes -> Value? in
            guard bytes.count >= 2 else { return nil }
            if bytes[0] == UInt8(ascii: "."), Self.isIdentifierStart(bytes[1]),
               bytes[2...].allSatisfy(Self.isIdentifierPart) {
                return .member(String(decoding: UnsafeBufferPointer(rebasing: bytes[1...]), as: UTF8.self))
            }
            var lower = 1, upper = bytes.count - 1
            guard bytes[0] == UInt8(ascii: "{"), bytes[upper] == UInt8(ascii: "}"),
                  !bytes[lower..<upper].contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
            else { return nil }
            while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
            let expr = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
            return (metrics.isEmpty ? nil : metrics[expr]).map { .metric($0) } ?? .dynamic(expr)
        } ?? nil
    }

    static func textValue(_ parts: [TextPart]) -> Value {
        if parts.isEmpty { return .string("") }
        if parts.count == 1 {
            switch parts[0] {
            case .literal(let s): return .string(s)
            case .dynamic(let e): return .dynamic(e)
            }
        }
        return .text(parts)
    }

    /// Splits text at `{expr}`; `{{` and `}}` are literal braces; an unclosed `{` is literal.
    static func textParts(_ bytes: ArraySlice<UInt8>) -> [TextPart] {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard bytes.contains(open) || bytes.contains(close) else {
            return bytes.isEmpty ? [] : [.literal(String(decoding: bytes, as: UTF8.self))]
        }
        var parts: [TextPart] = []
        var literal: [UInt8] = []
        var i = bytes.startIndex
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))); literal = [] }
        }
        while i < bytes.endIndex {
            let b = bytes[i]
            let next = i + 1 < bytes.endIndex ? bytes[i + 1] : nil
            if (b == open && next == open) || (b == close && next == close) {
                literal.append(b); i += 2; continue
            }
            if b == open, let end = bytes[(i + 1)...].firstIndex(of: close) {
                flush()
                let expr = String(decoding: bytes[(i + 1)..<end], as: UTF8.self).trimmingSpaces
                parts.append(.dynamic(expr))
                i = end + 1
                continue
            }
            literal.append(b)
            i += 1
        }
        flush()
        return parts
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
    }

    /// ASCII white space: what is trimmed from values and text content.
    static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D
    }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        isLetter(b) || b == UInt8(ascii: "_")
    }

    static func isIdentifierPart(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
    }

    /// A recursive-descent reader over the typed syntax; nil = not typed syntax.
    private struct Parser {
        let bytes: [UInt8]
        let metrics: [String: Metric]
        var i = 0

        init(bytes: [UInt8], metrics: [String: Metric]) {
            self.bytes = bytes
            self.metrics = metrics
        }

        var atEnd: Bool { mutating get { skipSpaces(); return i >= bytes.count } }

        mutating func skipSpaces() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }

        mutating func peek(_ s: StaticString) -> Bool {
            skipSpaces()
            let count = s.utf8CodeUnitCount
            guard i + count <= bytes.count else { return false }
            let pattern = s.utf8Start
            for k in 0..<count where bytes[i + k] != pattern[k] { return false }
            return true
        }

        mutating func take(_ s: StaticString) -> Bool {
            guard peek(s) else { return false }
            i += s.utf8CodeUnitCount
            return true
        }

        mutating func parseValue() -> Value? {
            guard let first = parseRange() else { return nil }
            var options = [first]
            while take("|") {
                guard let next = parseRange() else { return nil }
                options.append(next)
            }
            return options.count == 1 ? first : .choice(options)
        }

        mutating func parseRange() -> Value? {
            if let closed = rangeOperator() {
                guard let upper = parseOperand(bareIsMember: true) else { return nil }
                return .range(lower: nil, upper: upper, closed: closed)
            }
            let start = i
            guard let lower = parseOperand(bareIsMember: false) else {
                // `small...large`: a bare name is a member only as a range bound.
                i = start
                guard let bare = parseOperand(bareIsMember: true), let closed = rangeOperator() else { return nil }
                return .range(lower: bare, upper: parseOperand(bareIsMember: true), closed: closed)
            }
            guard let closed = rangeOperator() else { return lower }
            let save = i
            if let upper = parseOperand(bareIsMember: true) { return .range(lower: lower, upper: upper, closed: closed) }
            i = save
            return .range(lower: lower, upper: nil, closed: closed)
        }

        /// `...` → closed, `..<` → half-open.
        mutating func rangeOperator() -> Bool? {
            if take("...") { return true }
            if take("..<") { return false }
            return nil
        }

        mutating func parseOperand(bareIsMember: Bool) -> Value? {
            skipSpaces()
            guard i < bytes.count else { return nil }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""): return parseString()
            case UInt8(ascii: "{"): return parseBraced()
            case UInt8(ascii: "["): return parseArray()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return parseNumber()
            case UInt8(ascii: "."):
                guard i + 1 < bytes.count, ValueSyntax.isIdentifierStart(bytes[i + 1]) else { return nil }
                i += 1
                return parseMemberPath(leadingDot: true)
            default:
                guard ValueSyntax.isIdentifierStart(b) else { return nil }
                let start = i
                let name = identifier()
                if name == "true" && !peek(".") { return .bool(true) }
                if name == "false" && !peek(".") { return .bool(false) }
                i = start
                return parseMemberPath(leadingDot: bareIsMember)
            }
        }

        /// `.a.b.c(args)` or `Type.a(args)`: the last name is the member or call name.
        /// Without a leading dot a path needs at least one dot (a bare word is text).
        mutating func parseMemberPath(leadingDot: Bool) -> Value? {
            var names = [identifier()]
            while i < bytes.count, bytes[i] == UInt8(ascii: "."), i + 1 < bytes.count, ValueSyntax.isIdentifierStart(bytes[i + 1]) {
                i += 1
                names.append(identifier())
            }
            guard leadingDot || names.count > 1, let last = names.last, !last.isEmpty else { return nil }
            if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
                i += 1
                guard let args = parseArguments() else { return nil }
                return .call(last, args)
            }
            return .member(last)
        }

        mutating func parseArguments() -> [Argument]? {
            var args: [Argument] = []
            if take(")") { return args }
            repeat {
                skipSpaces()
                var label: String?
                let start = i
                if i < bytes.count, ValueSyntax.isIdentifierStart(bytes[i]) {
                    let name = identifier()
                    if take(":") { label = name } else { i = start }
                }
                guard let value = parseValue() else { return nil }
                args.append(Argument(label: label, value: value))
            } while take(",")
            return take(")") ? args : nil
        }

        mutating func parseArray() -> Value? {
            i += 1
            var items: [Value] = []
            if take("]") { return .array(items) }
            repeat {
                guard let value = parseValue() else { return nil }
                items.append(value)
            } while take(",")
            return take("]") ? .array(items) : nil
        }

        mutating func parseNumber() -> Value? {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            var sawDigit = false
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1; sawDigit = true }
            // A fraction, but not the `..<`/`...` of a range.
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "."), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i + 1]) {
                i += 1
                while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            }
            guard sawDigit, let n = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { return nil }
            return .number(n)
        }

        /// A quoted string: `\"` and `\\` escapes; `{expr}` inside is interpolation.
        mutating func parseString() -> Value? {
            i += 1
            var content: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\\"), i + 1 < bytes.count { content.append(bytes[i + 1]); i += 2; continue }
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return ValueSyntax.textValue(ValueSyntax.textParts(content[...]))
                }
                content.append(b)
                i += 1
            }
            return nil
        }

        mutating func parseBraced() -> Value? {
            guard let end = bytes[i...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
            let expr = String(decoding: bytes[(i + 1)..<end], as: UTF8.self).trimmingSpaces
            i = end + 1
            if let metric = metrics[expr] { return .metric(metric) }
            return .dynamic(expr)
        }

        mutating func identifier() -> String {
            let start = i
            while i < bytes.count, ValueSyntax.isIdentifierPart(bytes[i]) { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

    }
}

extension String {
    /// Without leading and trailing ASCII white space.
    var trimmingSpaces: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !ValueSyntax.isSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !ValueSyntax.isSpace($0) })!
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }
}
