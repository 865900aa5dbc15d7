/// The bytes a report looks for in every text it writes (those to escape, to remove, to turn
/// into spaces), found eight at a time: each report asks this of every text, and a byte at a
/// time the scans of the JSON, XML and HTML writers cost about eight instructions a byte.
///
/// A filter names bytes below a limit and up to five single bytes; a word of eight bytes holding
/// none of them is skipped whole (the bit tricks tell exactly whether a word holds one), and a
/// word that does is read byte by byte with the caller's exact test, which may be narrower
/// (a tab below 0x20 that the test lets through).
struct ByteFilter {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// `limit` repeated in every byte; zero when no range is looked for.
    private let below: UInt64
    /// Each byte looked for, repeated in every byte of a word; unused places repeat the first.
    private let targets: (UInt64, UInt64, UInt64, UInt64, UInt64)

    /// Bytes below `limit` (at most 0x80; 0 for none) and the given single bytes (at most five).
    init(below limit: UInt8 = 0, _ bytes: UInt8...) {
        precondition(limit <= 0x80 && !bytes.isEmpty && bytes.count <= 5)
        below = Self.ones &* UInt64(limit)
        let spread = bytes.map { Self.ones &* UInt64($0) }
        func at(_ i: Int) -> UInt64 { i < spread.count ? spread[i] : spread[0] }
        targets = (at(0), at(1), at(2), at(3), at(4))
    }

    /// Whether some byte of `text` passes `test`, given that every byte that passes is one this
    /// filter names.
    @inline(__always)
    func anyByte(in text: UnsafeBufferPointer<UInt8>, _ test: (UInt8) -> Bool) -> Bool {
        guard let base = text.baseAddress else { return false }
        let count = text.count
        var i = 0
        while i + 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if mayHold(word), UnsafeBufferPointer(start: base + i, count: 8).contains(where: test) { return true }
            i += 8
        }
        while i < count {
            if test(base[i]) { return true }
            i += 1
        }
        return false
    }

    /// Whether a byte of `word` is one the filter names (a byte below the limit, or one of the
    /// single bytes): a byte is zero exactly where `x - 0x01…` borrows into a high bit that `x`
    /// did not have.
    @inline(__always)
    private func mayHold(_ word: UInt64) -> Bool {
        func hasZero(_ x: UInt64) -> UInt64 { (x &- Self.ones) & ~x & Self.highs }
        var found = (word &- below) & ~word & Self.highs
        found |= hasZero(word ^ targets.0) | hasZero(word ^ targets.1) | hasZero(word ^ targets.2)
        found |= hasZero(word ^ targets.3) | hasZero(word ^ targets.4)
        return found != 0
    }
}
