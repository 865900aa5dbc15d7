/// Lower-cased words a rule looks for, that tells most other words apart by their length and
/// first byte before hashing them: rules look up every word of every label, and few labels hold
/// a word they look for.
struct WordSet: Sendable {
    let words: Set<String>
    /// For each length in bytes, a bit for each first byte a word that long starts with.
    private let initials: [UInt64]

    init(_ words: some Sequence<String>) {
        self.words = Set(words)
        var initials = [UInt64](repeating: 0, count: (self.words.map(\.utf8.count).max() ?? 0) + 1)
        for word in self.words {
            guard let first = word.utf8.first else { continue }
            initials[word.utf8.count] |= Self.bit(first)
        }
        self.initials = initials
    }

    func contains(_ word: String) -> Bool {
        guard let first = word.utf8.first, mayContain(length: word.utf8.count, first: first) else { return false }
        return words.contains(word)
    }

    /// False when no word of the set has this length and first byte (lower-cased).
    func mayContain(length: Int, first: UInt8) -> Bool {
        length < initials.count && initials[length] & Self.bit(first) != 0
    }

    /// Letters and digits have bits of their own; any other byte shares one.
    private static func bit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 1 << UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 1 << UInt64(26 + byte - UInt8(ascii: "0"))
        default: return 1 << 36
        }
    }
}
