/// The bytes a report looks for in every text it writes (those to escape, to remove, to turn
/// into spaces), found sixteen at a time: each report asks this of every text, and a byte at a
/// time the scans of the JSON, XML and HTML writers cost about eight instructions a byte.
///
/// A filter names bytes below a limit and up to five single bytes; sixteen bytes holding none
/// of them are skipped at once (compared lane by lane as one vector), and sixteen that do are
/// read byte by byte with the caller's exact test, which may be narrower (a tab below 0x20
/// that the test lets through).
struct ByteFilter {
    /// Bytes below this are looked for (zero: none).
    private let below: SIMD16<UInt8>
    /// Each byte looked for, in every lane; unused places repeat the first.
    private let targets: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

    /// Bytes below `limit` (0 for none) and the given single bytes (one to five).
    init(below limit: UInt8 = 0, _ bytes: UInt8...) {
        precondition(!bytes.isEmpty && bytes.count <= 5)
        below = SIMD16(repeating: limit)
        func at(_ i: Int) -> SIMD16<UInt8> { SIMD16(repeating: i < bytes.count ? bytes[i] : bytes[0]) }
        targets = (at(0), at(1), at(2), at(3), at(4))
    }

    /// Whether some byte of `text` passes `test`, given that every byte that passes is one this
    /// filter names.
    @inline(__always)
    func anyByte(in text: UnsafeBufferPointer<UInt8>, _ test: (UInt8) -> Bool) -> Bool {
        guard let base = text.baseAddress else { return false }
        let count = text.count
        var i = 0
        while i + 16 <= count {
            let chunk = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
            if mayHold(chunk), UnsafeBufferPointer(start: base + i, count: 16).contains(where: test) { return true }
            i += 16
        }
        while i < count {
            if test(base[i]) { return true }
            i += 1
        }
        return false
    }

    /// Whether a byte of `chunk` is one the filter names.
    @inline(__always)
    private func mayHold(_ chunk: SIMD16<UInt8>) -> Bool {
        var found = chunk .< below
        found = found .| (chunk .== targets.0) .| (chunk .== targets.1) .| (chunk .== targets.2)
        found = found .| (chunk .== targets.3) .| (chunk .== targets.4)
        return any(found)
    }
}
