import Testing
@testable import Reports

/// The sixteen-at-a-time scan finds a byte exactly where the byte-by-byte one does, whatever the
/// byte's place in the first or second chunk of sixteen, and in the bytes after the last chunk.
@Suite struct ByteFilterTests {
    static let filter = ByteFilter(below: 0x20, 0x22, 0x5C)
    static func isEscaped(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    @Test func findsEveryLookedForByteAtEveryPlaceOfAChunk() {
        for length in 0...35 {
            for place in 0..<max(length, 1) {
                for byte in UInt8.min...UInt8.max {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if place < length { text[place] = byte }
                    let found = text.withUnsafeBufferPointer { Self.filter.anyByte(in: $0, Self.isEscaped) }
                    #expect(found == text.contains(where: Self.isEscaped), "\(byte) at \(place) of \(length)")
                }
            }
        }
    }

    @Test func aNarrowerTestLetsTheFiltersOtherBytesThrough() {
        let controls = ByteFilter(below: 0x20, 0x7F)
        let isRemoved: (UInt8) -> Bool = { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
        let lines = Array("line one\nline two, still fine\n".utf8)
        #expect(!lines.withUnsafeBufferPointer { controls.anyByte(in: $0, isRemoved) })
        let bell = Array("line one\nline two\u{7}".utf8)
        #expect(bell.withUnsafeBufferPointer { controls.anyByte(in: $0, isRemoved) })
    }

    @Test func nonASCIITextHoldsOnlyTheBytesLookedFor() {
        // Lead and continuation bytes have the high bit set: below the limit they never are.
        let high = ByteFilter(below: 0x20, 0xC2)
        let isLooked: (UInt8) -> Bool = { $0 < 0x20 || $0 == 0xC2 }
        let without = Array("Café — naïve résumé 日本語".utf8)
        #expect(!without.withUnsafeBufferPointer { high.anyByte(in: $0, isLooked) })
        let with = Array("Café — naïve résumé, ½ 日本語".utf8)
        #expect(with.withUnsafeBufferPointer { high.anyByte(in: $0, isLooked) })
    }
}
