import Foundation

/// Substring search that finds what Foundation's `range(of:)` and `contains(_:)` find, and
/// splitting, joining and trimming that give what Foundation or a Character split gives,
/// without bridging to `NSString` or breaking text into Characters when it need not: on Linux
/// each such call converts both strings, and the lowering's condition checks made that a
/// visible share of an audit. When both strings are ASCII (source code nearly always is) the
/// bytes are compared directly; otherwise Foundation still answers, with its Unicode matching
/// (`K` also matches the Kelvin sign). Inlinable: callers in other modules get versions
/// specialized for their string types, not one generic call per byte.
extension StringProtocol {
    /// Where `needle` first occurs, as Foundation's `range(of:)` finds it.
    @inlinable
    public func range(ofText needle: some StringProtocol) -> Range<Index>? {
        switch asciiOffset(of: needle) {
        case .some(let offset?):
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            return start..<utf8.index(start, offsetBy: needle.utf8.count)
        case .some(nil):
            return nil
        case nil:
            return range(of: needle)
        }
    }

    /// Whether `needle` occurs, as Foundation's `contains(_:)` tells.
    @inlinable
    public func containsText(_ needle: some StringProtocol) -> Bool {
        switch asciiOffset(of: needle) {
        case .some(let offset): return offset != nil
        case nil: return range(of: needle) != nil
        }
    }

    /// What follows `prefix` when the text starts with exactly its bytes, else nil: found by
    /// comparing bytes, where dropping `prefix.count` Characters walks the prefix's graphemes.
    /// (Text that starts with a canonically equivalent prefix in other bytes gives nil.)
    @inlinable
    public func dropping(bytePrefix prefix: some StringProtocol) -> SubSequence? {
        let count = prefix.utf8.count
        guard count > 0 else { return self[...] }
        guard utf8.count >= count else { return nil }
        let same = utf8.withContiguousStorageIfAvailable { text in
            prefix.utf8.withContiguousStorageIfAvailable { bytes in
                memcmp(text.baseAddress!, bytes.baseAddress!, count) == 0
            }
        }
        guard same.flatMap({ $0 }) ?? utf8.starts(with: prefix.utf8) else { return nil }
        return self[utf8.index(utf8.startIndex, offsetBy: count)...]
    }

    /// Whether the text holds exactly `needle`'s UTF-8 bytes, with no Unicode equivalence: for
    /// marks this program writes itself (the "…" of a shortened path), where Foundation's
    /// search, which a needle that is not ASCII needs, cost about 90,000 instructions a screen.
    @inlinable
    public func containsBytes(of needle: some StringProtocol) -> Bool {
        var text = String(self), needle = String(needle)
        return text.withUTF8 { text in needle.withUTF8 { ByteSearch.firstOffset(of: $0, in: text) != nil } }
    }

    /// The pieces between occurrences of `separator`, as Foundation's `components(separatedBy:)`
    /// gives them; split on the bytes when both are ASCII (Foundation converted both strings
    /// for every call, about 16,000 instructions on a short condition).
    @inlinable
    public func components(separatedByText separator: String) -> [String] {
        var text = String(self), separator = separator
        let pieces: [String]? = text.withUTF8 { text in
            separator.withUTF8 { separator -> [String]? in
                guard !separator.isEmpty, separator.allSatisfy({ $0 < 0x80 }), text.allSatisfy({ $0 < 0x80 }) else { return nil }
                var pieces: [String] = []
                var start = 0
                while let found = ByteSearch.firstOffset(of: separator, in: UnsafeBufferPointer(rebasing: text[start...])) {
                    pieces.append(String(decoding: UnsafeBufferPointer(rebasing: text[start..<start + found]), as: UTF8.self))
                    start += found + separator.count
                }
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: text[start...]), as: UTF8.self))
                return pieces
            }
        }
        return pieces ?? components(separatedBy: separator)
    }

    /// The words of the text joined by single spaces, as splitting it at white space and joining
    /// them gives.
    @inlinable
    public func collapsingWhiteSpace() -> String {
        joiningWords(between: " \t\n\u{0B}\u{0C}\r", { $0.isWhitespace })
    }

    /// The text split at runs of `separators` (ASCII characters) and joined by single spaces:
    /// what `split(whereSeparator: isSeparator).joined(separator: " ")` gives, where
    /// `isSeparator` holds for those characters alone. Split on the bytes when the text is ASCII
    /// (splitting Characters cost thousands of instructions a text), unless it holds a "\r"
    /// the separators leave out: "\r\n" is one Character, no separator then.
    @inlinable
    public func joiningWords(between separators: StaticString, _ isSeparator: (Character) -> Bool) -> String {
        let set = UnsafeBufferPointer(start: separators.utf8Start, count: separators.utf8CodeUnitCount)
        let keepsReturns = !set.contains(0x0D)
        guard utf8.allSatisfy({ $0 < 0x80 && !(keepsReturns && $0 == 0x0D) }) else {
            return split(whereSeparator: isSeparator).joined(separator: " ")
        }
        var words: [UInt8] = []
        words.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if set.contains(byte) {
                pendingSpace = !words.isEmpty
                continue
            }
            if pendingSpace { words.append(0x20); pendingSpace = false }
            words.append(byte)
        }
        return String(decoding: words, as: UTF8.self)
    }

    /// The text without any of the ASCII characters of `set` at either end: what
    /// `trimmingCharacters(in: CharacterSet(charactersIn: set))` gives (an ASCII byte is a whole
    /// scalar), found in the UTF-8 view instead of through a character set built for each call.
    @inlinable
    public func trimmingASCII(_ set: StaticString) -> SubSequence {
        let set = UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount)
        var start: Index?, end = utf8.startIndex
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let next = utf8.index(after: i)
            if !set.contains(utf8[i]) {
                if start == nil { start = i }
                end = next
            }
            i = next
        }
        return self[(start ?? end)..<end]
    }

    /// The byte offset of the first occurrence (`.some(nil)` when there is none), or nil when
    /// the byte search cannot stand for Foundation's: a string is not ASCII, not contiguous,
    /// or the needle is empty. Inlinable too: left generic, every call went through dynamic
    /// dispatch for the storage of both strings.
    @inlinable
    func asciiOffset(of needle: some StringProtocol) -> Int?? {
        let found = utf8.withContiguousStorageIfAvailable { text in
            needle.utf8.withContiguousStorageIfAvailable { pattern -> Int?? in
                guard !pattern.isEmpty, pattern.allSatisfy({ $0 < 0x80 }), text.allSatisfy({ $0 < 0x80 }) else { return nil }
                return .some(ByteSearch.firstOffset(of: pattern, in: text))
            }
        }
        return found.flatMap { $0 }.flatMap { $0 }
    }
}

/// A byte string's first occurrence in bytes: the search behind `range(ofText:)` and
/// `containsText(_:)`, and scans of source bytes that need no `String`.
public enum ByteSearch {
    /// Where `pattern` first occurs in `text`, as a byte offset; nil when it does not (or when
    /// `pattern` is empty).
    /// Candidates for the first byte are found with `memchr`, many bytes at a time (a byte at
    /// a time, scanning every source file for the suppression marker cost 56 M instructions on
    /// the real apps).
    @inlinable
    public static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first, pattern.count <= text.count, let base = text.baseAddress,
              let rest = pattern.baseAddress.map({ $0 + 1 }) else { return nil }
        let last = text.count - pattern.count
        var start = 0
        while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if pattern.count == 1 || memcmp(base + offset + 1, rest, pattern.count - 1) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
